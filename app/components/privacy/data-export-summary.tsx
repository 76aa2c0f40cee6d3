import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { PersonalDataShape } from "#server/privacy/export-contents";
import { BidiText } from "~/components/ui/bidi-text";
import { type AppLocale, localeOf } from "~/i18n/config";
import { formatDate, formatDateTime, formatNumber } from "~/utils/format";
import { Case, Consultation } from "./data-export-matters";
import { FileLink, Facts, P, type Props, localeName } from "./data-export-parts";

/**
 * summary.html of a person's data export (issue 12 §3, decision record 026): data.json as a page a person
 * can read, in their language, with a link to every file of the ZIP by its relative path. Rendered with
 * renderToStaticMarkup (app/utils/data-export-summary.server.ts), so every value is escaped by React; it
 * has no scripts and loads nothing. Labels are the pages' own (cases:, consultations:, dashboard:, ...).
 * Its consultations and cases are in ./data-export-matters.tsx, what the parts share in ./data-export-parts.tsx.
 */

/** The whole page's body; `fileCount` is the number of files in the ZIP's files folder. */
export function DataExportSummary({ data, t, locale, fileCount }: Props & { fileCount: number }) {
  const sections: { id: string; heading: string; show: boolean; body: () => ReactNode }[] = [
    { id: "account", heading: t(`${P}.sections.account`), show: true, body: () => <Account data={data} t={t} locale={locale} /> },
    { id: "consultations", heading: t(`${P}.sections.consultations`), show: data.consultations.length > 0, body: () => data.consultations.map((c) => <Consultation key={c.id} c={c} t={t} locale={locale} />) },
    { id: "cases", heading: t(`${P}.sections.cases`), show: data.cases.length > 0, body: () => data.cases.map((c) => <Case key={c.id} c={c} t={t} locale={locale} />) },
    { id: "notifications", heading: t(`${P}.sections.notifications`), show: data.notifications.length > 0, body: () => <Notifications data={data} locale={locale} /> },
    { id: "reviews-written", heading: t(`${P}.sections.reviewsWritten`), show: data.reviewsWritten.length > 0, body: () => <ReviewsWritten data={data} t={t} locale={locale} /> },
    { id: "reviews-received", heading: t(`${P}.sections.reviewsReceived`), show: data.reviewsReceived.length > 0, body: () => <ReviewsReceived data={data} t={t} locale={locale} /> },
    { id: "applications", heading: t(`${P}.sections.jobApplications`), show: data.jobApplications.length > 0, body: () => <Applications data={data} t={t} locale={locale} /> },
    { id: "contact", heading: t(`${P}.sections.contactMessages`), show: data.contactMessages.length > 0, body: () => <ContactMessages data={data} t={t} locale={locale} /> },
    { id: "company-requests", heading: t(`${P}.sections.companyRequests`), show: data.companyRequests.length > 0, body: () => <CompanyRequests data={data} t={t} locale={locale} /> },
  ];
  const shown = sections.filter((s) => s.show);
  return (
    <main>
      <header>
        <p className="brand">{t("common:brand.name")}</p>
        <h1>{t(`${P}.title`)}</h1>
        <p className="muted">{t(`${P}.prepared`, { date: formatDateTime(data.exportedAt, locale), name: data.account.name })}</p>
        <p>{t(`${P}.intro`)}</p>
        {fileCount > 0 ? <p>{t(`${P}.introFiles`, { count: fileCount })}</p> : null}
      </header>
      <nav aria-labelledby="contents">
        <h2 id="contents">{t(`${P}.contents`)}</h2>
        <ul>
          {shown.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {shown.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
          <h2 id={`${s.id}-heading`}>{s.heading}</h2>
          {s.body()}
        </section>
      ))}
    </main>
  );
}

// ------------------------------------------------------------------ account

function Account({ data, t, locale }: Props) {
  const a = data.account;
  const lawyer = data.lawyerProfile;
  return (
    <>
      <Facts
        rows={[
          [t(`${P}.fields.name`), <bdi key="n">{a.name}</bdi>],
          [t(`${P}.fields.email`), <bdi key="e">{a.email}</bdi>],
          [t(`${P}.fields.role`), t(`common:roles.${a.role ?? "unset"}`)],
          [t(`${P}.fields.language`), t(`adminInbox:languages.${localeOf(a.locale)}`)],
          [t(`${P}.fields.createdAt`), formatDate(a.createdAt, locale)],
          [t(`${P}.fields.twoFactor`), t(a.twoFactorEnabled ? `${P}.on` : `${P}.off`)],
          ...(data.profile ? [[t("dashboard:documents.status"), t(`dashboard:documents.states.${data.profile.verificationStatus}`, { defaultValue: data.profile.verificationStatus })] as [string, ReactNode]] : []),
        ]}
      />
      {data.profile && data.profile.verificationDocuments.length > 0 ? (
        <>
          <h3>{t("dashboard:documents.heading")}</h3>
          <ul>
            {data.profile.verificationDocuments.map((d) => (
              <li key={d.key}>
                {d.label}: <FileLink path={d.file} name={d.file?.split("/").pop() ?? d.key} t={t} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {data.standingRequests.length > 0 ? (
        <>
          <h3>{t(`${P}.sections.standingRequests`)}</h3>
          <ul>
            {data.standingRequests.map((r) => (
              <li key={r.id}>
                {t(`lawyers:rollLevel.${r.court_roll_level}`, { defaultValue: r.court_roll_level })}
                {r.qfc_rights_of_audience ? ` — ${t(`${P}.fields.qfc`)}` : null} — {t(`${P}.standing.${r.status}`, { defaultValue: r.status })} —{" "}
                {formatDate(r.created_at, locale)} — <FileLink path={r.file} name={r.document_name} t={t} />
                {r.reason ? (
                  <span className="block" dir="auto">
                    {r.reason}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {lawyer ? (
        <>
          <h3>{t(`${P}.sections.lawyerProfile`)}</h3>
          <Facts
            rows={[
              [t(`${P}.fields.name`), <bdi key="n">{localeName({ ar: lawyer.name_ar, en: lawyer.name_en }, locale)}</bdi>],
              [t(`${P}.fields.title`), localeName({ ar: lawyer.title_ar, en: lawyer.title_en }, locale)],
              ...(typeof lawyer.years_of_practice === "number" ? [[t(`${P}.fields.yearsOfPractice`), formatNumber(lawyer.years_of_practice, locale)] as [string, ReactNode]] : []),
              ...(typeof lawyer.licence_expires_on === "string" ? [[t(`${P}.fields.licenceExpires`), formatDate(lawyer.licence_expires_on, locale)] as [string, ReactNode]] : []),
              ...(lawyer.photo ? [[t(`${P}.fields.photo`), <FileLink key="p" path={lawyer.photo} name={lawyer.photo.split("/").pop()!} t={t} />] as [string, ReactNode]] : []),
            ]}
          />
          {lawyer.bio_ar || lawyer.bio_en ? (
            <p dir="auto" className="pre-line">
              {localeName({ ar: lawyer.bio_ar as string | null, en: lawyer.bio_en as string | null }, locale)}
            </p>
          ) : null}
        </>
      ) : null}
      {data.companies.length > 0 ? (
        <>
          <h3>{t(`${P}.sections.companies`)}</h3>
          <ul>
            {data.companies.map((c) => (
              <li key={`${c.legal_name_en}${c.joined_at}`}>
                <bdi>{localeName({ ar: c.legal_name_ar, en: c.legal_name_en }, locale)}</bdi> — {t(`company:roles.${c.role}`, { defaultValue: c.role })} —{" "}
                {t(`${P}.fields.joined`, { date: formatDate(c.joined_at, locale) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

// ------------------------------------------------------------------ the rest

function Notifications({ data, locale }: { data: PersonalDataShape; locale: AppLocale }) {
  return (
    <ol>
      {data.notifications.map((n) => (
        <li key={n.id}>
          <BidiText text={n.text} />
          <span className="block small muted">{formatDateTime(n.created_at, locale)}</span>
        </li>
      ))}
    </ol>
  );
}

function Stars({ rating, t }: { rating: number; t: TFunction }) {
  return <>{t(`${P}.fields.rating`, { rating })}</>;
}

function ReviewBody({ r, t, locale }: { r: PersonalDataShape["reviewsWritten"][number] | PersonalDataShape["reviewsReceived"][number]; t: TFunction; locale: AppLocale }) {
  return (
    <>
      <Stars rating={r.rating} t={t} /> — {formatDate(r.created_at, locale)}
      {r.body ? (
        <span className="block pre-line" dir="auto">
          {r.body}
        </span>
      ) : null}
      {r.reply ? (
        <span className="block pre-line" dir="auto">
          {t(`${P}.fields.reply`)}: {r.reply.body}
        </span>
      ) : null}
      {r.hidden ? <span className="block muted">{t(`${P}.fields.hidden`, { reason: r.hidden.reason })}</span> : null}
    </>
  );
}

function ReviewsWritten({ data, t, locale }: Props) {
  return (
    <ul>
      {data.reviewsWritten.map((r) => (
        <li key={r.id}>
          <strong>
            <bdi>{localeName({ ar: r.lawyer.name_ar, en: r.lawyer.name_en }, locale)}</bdi>
          </strong>{" "}
          (<bdi className="ref">{r.consultation_reference}</bdi>) — <ReviewBody r={r} t={t} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

function ReviewsReceived({ data, t, locale }: Props) {
  return (
    <ul>
      {data.reviewsReceived.map((r) => (
        <li key={r.id}>
          <strong>
            <bdi>{r.reviewer}</bdi>
          </strong>{" "}
          (<bdi className="ref">{r.consultation_reference}</bdi>) — <ReviewBody r={r} t={t} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

function Applications({ data, t, locale }: Props) {
  return (
    <ul>
      {data.jobApplications.map((a) => (
        <li key={a.id}>
          <strong>
            <bdi>{localeName({ ar: a.posting_title_ar, en: a.posting_title_en }, locale)}</bdi>
          </strong>{" "}
          — {formatDate(a.created_at, locale)} — {t(`adminInbox:states.applications.${a.status}`, { defaultValue: a.status })}
          <span className="block">
            {t(`${P}.fields.cv`)}: <FileLink path={a.cv} name={a.cv_file_name} t={t} />
          </span>
          <span className="block pre-line" dir="auto">
            {a.cover_letter}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ContactMessages({ data, t, locale }: Props) {
  return (
    <ul>
      {data.contactMessages.map((m) => (
        <li key={m.id}>
          <strong dir="auto">{m.subject}</strong> — {formatDate(m.created_at, locale)} — {t(`adminInbox:states.contact.${m.status}`, { defaultValue: m.status })}
          <span className="block pre-line" dir="auto">
            {m.message}
          </span>
        </li>
      ))}
    </ul>
  );
}

function CompanyRequests({ data, t, locale }: Props) {
  return (
    <ul>
      {data.companyRequests.map((r) => (
        <li key={r.id}>
          <strong>
            <bdi>{localeName({ ar: r.company_name_ar, en: r.company_name_en }, locale)}</bdi>
          </strong>{" "}
          — <bdi>{r.service}</bdi> — {formatDate(r.created_at, locale)} — {t(`adminInbox:states.companyRequests.${r.status}`, { defaultValue: r.status })}
          <span className="block pre-line" dir="auto">
            {r.details}
          </span>
        </li>
      ))}
    </ul>
  );
}
