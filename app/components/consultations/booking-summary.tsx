import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import type { ConsultationKind } from "#db/schema";
import { type AppLocale, intlLocaleOf } from "~/i18n/config";
import type { BookingChoices } from "./booking-state";
import { FIRM_TIME_ZONE, formatWhen, zoneLabel } from "./time";
import { numberFormat } from "~/utils/intl";

export interface LawyerOption {
  id: string;
  name_ar: string;
  name_en: string;
  title_ar: string;
  title_en: string;
  fees: Record<ConsultationKind, number | null>;
}

export function formatQarAmount(value: number, locale: AppLocale): string {
  return numberFormat(intlLocaleOf(locale), { style: "currency", currency: "QAR", maximumFractionDigits: 0 }).format(value);
}

/** A time in the visitor's zone, and in Qatar time too when that is another zone. */
export function When({ iso, timeZone, locale }: { iso: string; timeZone: string; locale: AppLocale }) {
  const { t } = useTranslation("consultations");
  return (
    <>
      <span className="block">
        {formatWhen(iso, timeZone, locale)} <span className="muted">({zoneLabel(timeZone, locale)})</span>
      </span>
      {timeZone !== FIRM_TIME_ZONE ? (
        <span className="block muted">{t("when.qatarTime", { time: formatWhen(iso, FIRM_TIME_ZONE, locale) })}</span>
      ) : null}
    </>
  );
}

/** What has been chosen so far, with the fee in QAR (for "any lawyer": the range of the matching lawyers). */
export function BookingSummary({
  choices,
  lawyers,
  timeZone,
  locale,
  editHref,
}: {
  choices: BookingChoices;
  lawyers: LawyerOption[];
  timeZone: string;
  locale: AppLocale;
  editHref: string;
}) {
  const { t } = useTranslation("consultations");
  const lawyer = choices.lawyer && choices.lawyer !== "any" ? lawyers.find((l) => l.id === choices.lawyer) : null;
  const kind = choices.kind;
  const fees = kind ? (lawyer ? [lawyer] : lawyers).map((l) => l.fees[kind]).filter((f): f is number => f !== null) : [];
  const min = fees.length ? Math.min(...fees) : null;
  const max = fees.length ? Math.max(...fees) : null;
  let fee: string;
  if (min === null || max === null) fee = t("summary.feeUnknown");
  else if (lawyer || min === max) fee = formatQarAmount(min, locale);
  else fee = t("summary.feeRange", { min: formatQarAmount(min, locale), max: formatQarAmount(max, locale) });
  return (
    <section className="card" aria-labelledby="summary-heading" data-testid="booking-summary">
      <h2 id="summary-heading">{t("summary.heading")}</h2>
      <dl className="facts">
        <dt>{t("book.fields.service")}</dt>
        <dd>{choices.service ? t(`lawyers:areas.${choices.service}`) : "—"}</dd>
        <dt>{t("book.fields.kind")}</dt>
        <dd>{kind ? t(`kinds.${kind}`) : "—"}</dd>
        <dt>{t("book.fields.lawyer")}</dt>
        <dd>
          {lawyer ? (
            <Link to={`/lawyer-profile/${lawyer.id}`}>{locale === "en" ? lawyer.name_en : lawyer.name_ar}</Link>
          ) : (
            t("book.anyLawyer")
          )}
        </dd>
        {choices.slot ? (
          <>
            <dt>{t("summary.when")}</dt>
            <dd data-testid="summary-when">
              <When iso={choices.slot} timeZone={timeZone} locale={locale} />
            </dd>
          </>
        ) : null}
        <dt>{t("summary.fee")}</dt>
        <dd data-testid="summary-fee">
          <bdi>{fee}</bdi>
          {!lawyer && min !== null ? <span className="muted block">{t("summary.feeAnyNote")}</span> : null}
        </dd>
      </dl>
      <p>
        <Link to={editHref}>{t("summary.change")}</Link>
      </p>
    </section>
  );
}
