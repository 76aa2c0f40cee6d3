import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";

export interface UpdateSummary {
  id: string;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  date: string;
  dateTime: string;
  author: { id: string; name: string } | null;
  isSample: boolean;
}

/** One update in a list: title link, date, category (a filter link), author, summary. */
export function UpdateCard({ update, headingLevel = 2 }: { update: UpdateSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("updates");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="card">
      <Heading className="card-title">
        <Link to={`/legal-updates/${update.id}`}>{update.title}</Link>
      </Heading>
      <p className="muted small meta-line">
        <time dateTime={update.dateTime}>{t("pages:legalUpdates.publishedOn", { date: update.date })}</time>
        <Link to={`/legal-updates?category=${update.category}`} className="badge">
          {t(`categories.${update.category}`)}
        </Link>
        {update.isSample ? <span className="badge">{t("pages:legalUpdates.sampleBadge")}</span> : null}
      </p>
      <p>{update.summary}</p>
      {update.author ? (
        <p className="small">
          {t("author")}: <Link to={`/lawyer-profile/${update.author.id}`}>{update.author.name}</Link>
        </p>
      ) : null}
    </li>
  );
}
