import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import type { LawyerListItem } from "#server/lawyers/queries";
import type { AppLocale } from "~/i18n/config";
import { formatNumber, formatQar } from "~/utils/format";
import { RatingSummary } from "~/components/reviews/stars";
import { LawyerAvatar } from "./lawyer-avatar";

/** A directory result with its texts in one language (what a page sends to the browser: half the data). */
export type LawyerListItemIn = Omit<LawyerListItem, "name" | "title" | "bioExcerpt"> & { name: string; title: string; bioExcerpt: string };

export function inLanguage(item: LawyerListItem, locale: AppLocale): LawyerListItemIn {
  return { ...item, name: item.name[locale], title: item.title[locale], bioExcerpt: item.bioExcerpt[locale] };
}

/** One result of the directory: enough to choose whom to open, in the page's language. */
export function LawyerCard({ lawyer, locale }: { lawyer: LawyerListItemIn; locale: AppLocale }) {
  const { t } = useTranslation("lawyers");
  const name = lawyer.name;
  const lowestFee = lawyer.consultations.length ? Math.min(...lawyer.consultations.map((c) => c.feeQar)) : null;
  const separator = locale === "ar" ? "، " : ", ";
  return (
    <li className="card lawyer-card" data-testid="lawyer-card">
      <LawyerAvatar name={name} photoUrl={lawyer.photoUrl} />
      <div className="lawyer-card-body">
        <h2 className="lawyer-card-name">
          <Link to={`/lawyer-profile/${lawyer.id}`}>{name}</Link>
          {lawyer.isSample ? <span className="badge">{t("badges.sample")}</span> : null}
        </h2>
        <p className="muted">{lawyer.title}</p>
        <p className="small">
          <RatingSummary rating={lawyer.rating} locale={locale} size="sm" />
        </p>
        <p className="small">
          {t(`cities.${lawyer.city}`)} · {t("card.experience", { years: formatNumber(lawyer.yearsOfPractice, locale) })}
        </p>
        <p className="small lawyer-card-more">
          <span className="lawyer-card-label">{t("card.practiceAreas")}:</span> {lawyer.practiceAreas.map((area) => t(`areas.${area}`)).join(separator)}
        </p>
        <p className="small">
          <span className="lawyer-card-label">{t("card.languages")}:</span> {lawyer.languages.map((code) => t(`languages.${code}`)).join(separator)}
        </p>
        <p className="small lawyer-card-more">{lawyer.bioExcerpt}</p>
        <p className="small lawyer-card-more">
          {lowestFee !== null ? <span className="lawyer-card-label">{t("card.feesFrom", { fee: formatQar(lowestFee, locale) })}</span> : null}
          {lawyer.acceptingNewClients ? null : <span className="badge">{t("badges.notAccepting")}</span>}
        </p>
      </div>
    </li>
  );
}
