import type { TFunction } from "i18next";
import type { CaseDetail } from "#server/cases/queries";
import type { AppLocale } from "~/i18n/config";
import { formatDate, formatNumber, formatQar } from "~/utils/format";
import { caseTitle, dayText, hearingTimeText, inLocale } from "./case-text";

/** The parts of a case the summary shows (byId's answer, as JSON). */
export type CaseSummary = Pick<
  CaseDetail,
  | "reference"
  | "title_ar"
  | "title_en"
  | "service_area"
  | "court"
  | "court_case_number"
  | "opposing_party"
  | "status"
  | "next_step"
  | "next_step_due"
  | "created_at"
  | "client_name"
  | "company"
  | "lawyers"
  | "upcomingHearings"
  | "milestones"
  | "totals"
  | "documents"
  | "capacity"
>;

export const TOTAL_KEYS = ["agreed", "done", "invoiced", "paid", "owed"] as const;

/**
 * The case summary as one printable document: the print view of /case/{id} and the PDF
 * (/case/{id}/summary.pdf) render this same markup, so what is printed and what is downloaded agree.
 * It takes `t` rather than a hook so the server can render it outside React's tree of providers.
 */
/** The firm's details a printed summary carries at its head (the firm's profile, in the document's language). */
export type Letterhead = { name: string; address: string; phone: string; email: string };

export function CaseSummaryDocument({ c, t, locale, generatedAt, letterhead }: { c: CaseSummary; t: TFunction; locale: AppLocale; generatedAt: string; letterhead?: Letterhead }) {
  const title = caseTitle(c, locale);
  const company = c.company ? inLocale({ ar: c.company.legal_name_ar, en: c.company.legal_name_en }, locale).text : null;
  const firm = c.capacity !== "client";
  return (
    <article className="case-document" data-testid="case-summary-document">
      <header>
        {letterhead ? (
          <div className="case-letterhead" data-testid="case-letterhead">
            <p className="case-document-brand">{letterhead.name || t("common:brand.name")}</p>
            {letterhead.address ? <p className="muted small">{letterhead.address}</p> : null}
            {letterhead.phone || letterhead.email ? (
              <p className="muted small">
                {letterhead.phone ? (
                  <>
                    {t("cases:page.print.phone")} <bdi dir="ltr">{letterhead.phone}</bdi>
                  </>
                ) : null}
                {letterhead.phone && letterhead.email ? " · " : null}
                {letterhead.email ? (
                  <>
                    {t("cases:page.print.email")} <bdi dir="ltr">{letterhead.email}</bdi>
                  </>
                ) : null}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="case-document-brand">{t("common:brand.name")}</p>
        )}
        <h1>
          <bdi className="ref">{c.reference}</bdi> — {title}
        </h1>
        <p className="muted small">{t("cases:page.print.generated", { date: formatDate(generatedAt, locale) })}</p>
      </header>

      <section aria-labelledby="doc-summary">
        <h2 id="doc-summary">{t("cases:page.summary.heading")}</h2>
        <dl className="facts">
          <dt>{t("cases:page.summary.reference")}</dt>
          <dd>
            <bdi className="ref">{c.reference}</bdi>
          </dd>
          <dt>{t("cases:page.summary.status")}</dt>
          <dd>{t(`cases:status.${c.status}`)}</dd>
          <dt>{t("cases:page.summary.client")}</dt>
          <dd>{c.client_name}</dd>
          {company ? (
            <>
              <dt>{t("cases:page.summary.company")}</dt>
              <dd>{company}</dd>
            </>
          ) : null}
          <dt>{t("cases:page.summary.serviceArea")}</dt>
          <dd>{t(`lawyers:areas.${c.service_area}`, { defaultValue: c.service_area })}</dd>
          <dt>{t("cases:page.summary.court")}</dt>
          <dd>{c.court ? c.court[locale] : t("cases:page.summary.none")}</dd>
          <dt>{t("cases:page.summary.courtCaseNumber")}</dt>
          <dd>{c.court_case_number ? <bdi>{c.court_case_number}</bdi> : t("cases:page.summary.none")}</dd>
          <dt>{t("cases:page.summary.opposingParty")}</dt>
          <dd>{c.opposing_party ?? t("cases:page.summary.none")}</dd>
          <dt>{t("cases:page.summary.lawyers")}</dt>
          <dd>{c.lawyers.length ? c.lawyers.map((l) => (locale === "en" ? l.name_en : l.name_ar)).join(locale === "ar" ? "، " : ", ") : t("cases:page.summary.noLawyers")}</dd>
          <dt>{t("cases:page.summary.opened")}</dt>
          <dd>{formatDate(c.created_at, locale)}</dd>
        </dl>
      </section>

      <section aria-labelledby="doc-next-step">
        <h2 id="doc-next-step">{t("cases:page.nextStep.heading")}</h2>
        <NextStep c={c} t={t} locale={locale} />
      </section>

      <section aria-labelledby="doc-hearings">
        <h2 id="doc-hearings">{t("cases:page.hearings.upcoming")}</h2>
        {c.upcomingHearings.length ? (
          <ul className="case-list">
            {c.upcomingHearings.map((h) => (
              <li key={h.id}>
                <strong>{hearingTimeText(t, h.starts_at, locale)}</strong>
                <HearingPlace hearing={h} locale={locale} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("cases:page.hearings.noneUpcoming")}</p>
        )}
      </section>

      <section aria-labelledby="doc-fees">
        <h2 id="doc-fees">{t("cases:page.fees.heading")}</h2>
        <FeeTotals totals={c.totals} t={t} locale={locale} />
        <MilestonesTable milestones={c.milestones} t={t} locale={locale} className="case-table" />
      </section>

      <section aria-labelledby="doc-documents">
        <h2 id="doc-documents">{t("cases:page.documents.heading")}</h2>
        {c.documents.length ? (
          <ul className="case-list">
            {c.documents.map((d) => (
              <li key={d.latest.id}>
                <bdi>{d.file_name}</bdi> — {t("cases:page.documents.version", { version: formatNumber(d.latest.version, locale) })}
                {firm ? ` — ${t(`cases:visibility.${d.visibility}`)}` : null}
                {d.latest.former_client ? ` — ${t("cases:page.documents.formerClient")}` : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("cases:page.documents.none")}</p>
        )}
      </section>
    </article>
  );
}

type MilestoneRow = { id: string; title_ar: string; title_en: string | null; fee_qar: number; state: string; due_on: string | null };

/** The fee milestones as a table (the case summary, and the data export's summary.html), or "none". */
/** The case's next step with its due day, or that there is none (the summary and the data export). */
export function NextStep({ c, t, locale }: { c: { next_step: string | null; next_step_due: string | null }; t: TFunction; locale: AppLocale }) {
  return c.next_step ? (
    <p dir="auto" className="pre-line">
      {c.next_step}
      {c.next_step_due ? <span className="block muted">{t("cases:page.nextStep.due", { date: dayText(c.next_step_due, locale) })}</span> : null}
    </p>
  ) : (
    <p className="muted">{t("cases:page.nextStep.none")}</p>
  );
}

/** Where a hearing sits and what it is for, on their own lines: the court in the page's language, the chamber as the lawyer typed it, the purpose in its own direction. */
export function HearingPlace({ hearing: h, locale }: { hearing: { court: Record<AppLocale, string> | null; chamber: string | null; purpose: string }; locale: AppLocale }) {
  return (
    <>
      <span className="block">
        {h.court?.[locale]}
        {h.court?.[locale] && h.chamber ? " — " : null}
        {h.chamber ? <bdi>{h.chamber}</bdi> : null}
      </span>
      <span className="block" dir="auto">
        {h.purpose}
      </span>
    </>
  );
}

export function MilestonesTable(props: { milestones: MilestoneRow[]; t: TFunction; locale: AppLocale; className?: string; caption?: string }) {
  const { milestones, t, locale } = props;
  if (!milestones.length) return <p className="muted">{t("cases:page.fees.none")}</p>;
  return (
    <table className={props.className}>
      {props.caption ? <caption>{props.caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{t("cases:page.fees.milestone")}</th>
          <th scope="col">{t("cases:page.fees.fee")}</th>
          <th scope="col">{t("cases:page.fees.state")}</th>
          <th scope="col">{t("cases:page.fees.dueOn")}</th>
        </tr>
      </thead>
      <tbody>
        {milestones.map((m) => (
          <tr key={m.id}>
            <td dir="auto">{inLocale({ ar: m.title_ar, en: m.title_en }, locale).text}</td>
            <td>
              <bdi>{formatQar(m.fee_qar, locale)}</bdi>
            </td>
            <td>{t(`cases:milestoneState.${m.state}`)}</td>
            <td>{m.due_on ? dayText(m.due_on, locale) : "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FeeTotals({ totals, t, locale }: { totals: CaseSummary["totals"]; t: TFunction; locale: AppLocale }) {
  return (
    <dl className="fee-totals" data-testid="fee-totals">
      {TOTAL_KEYS.map((key) => (
        <div key={key} className={`fee-total fee-total-${key}`}>
          <dt>{t(`cases:totals.${key}`)}</dt>
          <dd>
            <bdi>{formatQar(totals[key], locale)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
