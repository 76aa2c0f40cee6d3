import { useTranslation } from "react-i18next";

export interface PostingView {
  id: string;
  title: string;
  description: string;
  requirements: string[];
  location: string;
  type: string;
  closes: string;
  closesDateTime: string;
  isSample: boolean;
}

/** Location, type and closing date of a posting; a closed one says when it closed, not "apply by". */
export function PostingFacts({ posting, closed = false }: { posting: PostingView; closed?: boolean }) {
  const { t } = useTranslation("careers");
  return (
    <dl className="facts small">
      <div className="fact-row">
        <dt>{t("posting.location")}</dt>
        <dd>{posting.location}</dd>
      </div>
      <div className="fact-row">
        <dt>{t("posting.type")}</dt>
        <dd>{t(`types.${posting.type}`)}</dd>
      </div>
      <div className="fact-row">
        <dt>{t(closed ? "posting.closedOn" : "posting.closes")}</dt>
        <dd>
          <time dateTime={posting.closesDateTime}>{posting.closes}</time>
        </dd>
      </div>
    </dl>
  );
}
