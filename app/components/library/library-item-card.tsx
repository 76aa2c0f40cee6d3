import { useTranslation } from "react-i18next";
import { formatYear } from "~/utils/format";
import { localeOf } from "~/i18n/config";

export interface LibraryItemView {
  id: string;
  kind: string;
  title: string;
  summary: string;
  jurisdiction: string;
  year: number;
  documentLanguage: string;
  fileType: string;
  sizeKb: string;
  isSample: boolean;
}

/** One library item; the download is a plain link to the resource route (works without JavaScript). */
export function LibraryItemCard({ item }: { item: LibraryItemView }) {
  const { t, i18n } = useTranslation("library");
  return (
    <li className="card">
      <p className="small meta-line">
        <span className="badge">{t(`kinds.${item.kind}`)}</span>
        {item.isSample ? <span className="badge">{t("pages:legalUpdates.sampleBadge")}</span> : null}
      </p>
      <h2 className="card-title">{item.title}</h2>
      <p>{item.summary}</p>
      <dl className="facts small">
        <div className="fact-row">
          <dt>{t("item.jurisdiction")}</dt>
          <dd>{t(`jurisdictions.${item.jurisdiction}`)}</dd>
        </div>
        <div className="fact-row">
          <dt>{t("item.year")}</dt>
          <dd>{formatYear(item.year, localeOf(i18n.language))}</dd>
        </div>
        <div className="fact-row">
          <dt>{t("item.language")}</dt>
          <dd>{t(`languages.${item.documentLanguage}`)}</dd>
        </div>
      </dl>
      <p className="actions">
        <a href={`/legal-library/${item.id}/download`} className="btn-secondary" download aria-label={t("item.download", { title: item.title })}>
          {t("item.downloadShort")}
        </a>
        <span className="muted small">{t("item.fileInfo", { type: item.fileType, size: t("sizeKb", { size: item.sizeKb }) })}</span>
      </p>
    </li>
  );
}
