import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { LawyerListItem } from "#server/lawyers/queries";
import type { AppLocale } from "~/i18n/config";
import { formatNumber, formatQar } from "~/utils/format";
import { RatingSummary } from "~/components/reviews/stars";
import { LawyerAvatar } from "./lawyer-avatar";

/** One result of the directory: enough to choose whom to open, in the page's language. */
export function LawyerCard({ lawyer, locale }: { lawyer: LawyerListItem; locale: AppLocale }) {
  const { t } = useTranslation("lawyers");
  const name = lawyer.name[locale];
  const lowestFee = lawyer.consultations.length ? Math.min(...lawyer.consultations.map((c) => c.feeQar)) : null;
  const separator = locale === "ar" ? "، " : ", ";
  return (
    <li className="card flex gap-4" data-testid="lawyer-card">
      <LawyerAvatar name={name} photoUrl={lawyer.photoUrl} />
      <div className="min-w-0 flex-1">
        <h2 className="mt-0 mb-1 text-lg">
          <Link to={`/lawyer-profile/${lawyer.id}`}>{name}</Link>
          {lawyer.isSample ? <span className="badge">{t("badges.sample")}</span> : null}
        </h2>
        <p className="muted m-0">{lawyer.title[locale]}</p>
        <p className="small m-0">
          <RatingSummary rating={lawyer.rating} locale={locale} size="sm" />
        </p>
        <p className="small m-0">
          {t(`cities.${lawyer.city}`)} · {t("card.experience", { years: formatNumber(lawyer.yearsOfPractice, locale) })}
        </p>
        <p className="small mt-2 mb-0">
          <span className="font-bold">{t("card.practiceAreas")}:</span> {lawyer.practiceAreas.map((area) => t(`areas.${area}`)).join(separator)}
        </p>
        <p className="small m-0">
          <span className="font-bold">{t("card.languages")}:</span> {lawyer.languages.map((code) => t(`languages.${code}`)).join(separator)}
        </p>
        <p className="small mt-2 mb-0">{lawyer.bioExcerpt[locale]}</p>
        <p className="small mt-2 mb-0">
          {lowestFee !== null ? <span className="font-bold">{t("card.feesFrom", { fee: formatQar(lowestFee, locale) })}</span> : null}
          {lawyer.acceptingNewClients ? null : <span className="badge">{t("badges.notAccepting")}</span>}
        </p>
      </div>
    </li>
  );
}
