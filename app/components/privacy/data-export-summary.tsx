import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { ExportedCase, ExportedConsultation, PersonalDataShape } from "#server/privacy/export-contents";
import { BidiText } from "~/components/ui/bidi-text";
import { FeeTotals, MilestonesTable } from "~/components/cases/case-summary-document";
import { dayText, hearingTimeText, inLocale } from "~/components/cases/case-text";
import { type AppLocale, localeOf } from "~/i18n/config";
import { formatDate, formatDateTime, formatNumber, formatQar } from "~/utils/format";

/**
 * summary.html of a person's data export (issue 12 §3, decision record 026): data.json as a page a person
 * can read, in their language, with a link to every file of the ZIP by its relative path. Rendered with
 * renderToStaticMarkup (app/utils/data-export-summary.server.ts), so every value is escaped by React; it
 * has no scripts and loads nothing. Labels are the pages' own (cases:, consultations:, dashboard:, ...).
 */

type Props = { data: PersonalDataShape; t: TFunction; locale: AppLocale };

const P = "privacy:export.summary";

/** The href of a file inside the ZIP, relative to summary.html (each segment percent-encoded). */
export function fileHref(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

function FileLink({ path, name, t }: { path: string | null; name: string; t: TFunction }) {
  if (!path) {
    return (
      <span>
        <bdi>{name}</bdi> <span className="muted small">({t(`${P}.fileMissing`)})</span>
      </span>
    );
  }
  return (
    <a href={fileHref(path)}>
      <bdi>{name}</bdi>
    </a>
  );
}

function sizeText(bytes: number, locale: AppLocale, t: TFunction) {
  return bytes >= 1024 * 1024
    ? t("cases:page.documents.sizeMb", { size: formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10, locale) })
    : t("cases:page.documents.sizeKb", { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), locale) });
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} className="fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function None({ t }: { t: TFunction }) {
  return <p className="muted">{t(`${P}.none`)}</p>;
}

const localeName = (pair: { ar?: string | null; en?: string | null }, locale: AppLocale) => inLocale(pair, locale).text;

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

// ------------------------------------------------------------------ messages

type ThreadMessage = {
  id: string | number;
  author: string;
  /** The author's side or role, already in the page's language. */
  side: string | null;
  created_at: string | Date;
  body: string;
  files: { id: string | number; file: string | null; file_name: string }[];
};

/** A conversation as its page shows it: who, on which side, when, what, and the files with each message. */
function Thread({ messages, empty, t, locale }: { messages: ThreadMessage[]; empty: string; t: TFunction; locale: AppLocale }) {
  if (!messages.length) return <p className="muted">{empty}</p>;
  return (
    <ol className="thread">
      {messages.map((m) => (
        <li key={m.id}>
          <p className="small muted">
            <strong>
              <bdi>{m.author}</bdi>
            </strong>
            {m.side ? ` — ${m.side}` : null} · {formatDateTime(m.created_at, locale)}
          </p>
          <div dir="auto" className="pre-line">
            {m.body}
          </div>
          {m.files.length ? (
            <ul>
              {m.files.map((f) => (
                <li key={f.id}>
                  <FileLink path={f.file} name={f.file_name} t={t} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** An assigned lawyer's own messages (decision 026 addendum): when and what, with the names of their files. */
function OwnMessages({ messages, t, locale }: { messages: { id: string | number; created_at: string | Date; body: string; fileNames?: string[] }[]; t: TFunction; locale: AppLocale }) {
  if (!messages.length) return <None t={t} />;
  return (
    <ol className="thread">
      {messages.map((m) => (
        <li key={m.id}>
          <p className="small muted">{formatDateTime(m.created_at, locale)}</p>
          <div dir="auto" className="pre-line">
            {m.body}
          </div>
          {m.fileNames?.length ? <p className="small muted">{m.fileNames.join(locale === "ar" ? "، " : ", ")}</p> : null}
        </li>
      ))}
    </ol>
  );
}

// ------------------------------------------------------------------ consultations

function Consultation({ c, t, locale }: { c: ExportedConsultation; t: TFunction; locale: AppLocale }) {
  const when = c.starts_at ? t("consultations:when.qatarTime", { time: formatDateTime(c.starts_at, locale) }) : t("consultations:kinds.written");
  const facts: [string, ReactNode][] = [
    [t("consultations:detail.reference"), <bdi key="r">{c.reference}</bdi>],
    [t(`${P}.fields.yourRole`), t(`consultations:thread.roles.${c.your_role}`, { defaultValue: c.your_role })],
    [t(`${P}.fields.state`), t(`consultations:status.${c.status}`)],
    [t(`${P}.fields.kind`), t(`consultations:kinds.${c.kind}`)],
    [t("cases:page.summary.serviceArea"), t(`lawyers:areas.${c.service_area}`, { defaultValue: c.service_area })],
    [t("consultations:summary.when"), when],
    [t("consultations:summary.fee"), c.fee_qar === null ? "—" : <bdi key="f">{formatQar(c.fee_qar, locale)}</bdi>],
  ];
  if (c.scope === "own_contributions") {
    return (
      <article>
        <h3>{t("consultations:detail.heading", { reference: c.reference })}</h3>
        <Facts rows={facts} />
        <p className="note">{t(`${P}.ownContributions.consultation`)}</p>
        <h4>{t(`${P}.ownContributions.messages`)}</h4>
        <OwnMessages messages={c.messages} t={t} locale={locale} />
        {c.files.length ? (
          <>
            <h4>{t(`${P}.ownContributions.files`)}</h4>
            <ul>
              {c.files.map((f) => (
                <li key={f.id}>
                  <bdi>{f.file_name}</bdi> — {formatDateTime(f.created_at, locale)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </article>
    );
  }
  const lawyer = c.lawyer ? localeName({ ar: c.lawyer.name_ar, en: c.lawyer.name_en }, locale) : t("consultations:detail.awaitingLawyer");
  facts.push([t(`${P}.fields.lawyer`), <bdi key="l">{lawyer}</bdi>], [t("consultations:detail.client"), <bdi key="c">{c.client}</bdi>]);
  if (c.company) facts.push([t("consultations:detail.company"), <bdi key="co">{localeName({ ar: c.company.legal_name_ar, en: c.company.legal_name_en }, locale)}</bdi>]);
  if (c.phone) facts.push([t(`${P}.fields.phone`), <bdi key="p">{c.phone}</bdi>]);
  if (c.status_reason) facts.push([t(`${P}.fields.reason`), <span key="s" dir="auto">{c.status_reason}</span>]);
  return (
    <article>
      <h3>{t("consultations:detail.heading", { reference: c.reference })}</h3>
      <Facts rows={facts} />
      <h4>{t(`${P}.fields.description`)}</h4>
      <p dir="auto" className="pre-line">
        {c.description}
      </p>
      <h4>{t(c.kind === "written" ? "consultations:thread.headingWritten" : "consultations:thread.heading")}</h4>
      <Thread
        messages={c.messages.map((m) => ({ ...m, side: m.author_role ? t(`consultations:thread.roles.${m.author_role}`) : null }))}
        empty={t("consultations:thread.empty")}
        t={t}
        locale={locale}
      />
      <h4>{t("consultations:detail.files")}</h4>
      {c.files.length ? (
        <ul>
          {c.files.map((f) => (
            <li key={f.id}>
              <FileLink path={f.file} name={f.file_name} t={t} />{" "}
              <span className="muted small">
                {t(f.purpose === "voice_note" ? "consultations:detail.voiceNote" : "consultations:detail.document")} —{" "}
                {t(`${P}.uploaded`, { name: f.uploaded_by, time: formatDateTime(f.created_at, locale), size: sizeText(f.size, locale, t) })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <None t={t} />
      )}
      <h4>{t("consultations:detail.timeline")}</h4>
      {c.timeline.length ? (
        <ol>
          {c.timeline.map((e) => (
            <li key={e.id}>
              <strong>{e.text}</strong>
              {e.by ? (
                <>
                  {" — "}
                  <bdi>{e.by}</bdi>
                </>
              ) : null}
              <span className="block small muted">{formatDateTime(e.created_at, locale)}</span>
              {e.reason ? (
                <span className="block" dir="auto">
                  {e.reason}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <None t={t} />
      )}
    </article>
  );
}

// ------------------------------------------------------------------ cases

function Case({ c, t, locale }: { c: ExportedCase; t: TFunction; locale: AppLocale }) {
  const title = localeName({ ar: c.title_ar, en: c.title_en }, locale);
  const heading = (
    <h3>
      <bdi>{c.reference}</bdi> — <bdi>{title}</bdi>
    </h3>
  );
  const facts: [string, ReactNode][] = [
    [t("cases:page.summary.reference"), <bdi key="r">{c.reference}</bdi>],
    [t(`${P}.fields.yourRole`), t(`cases:capacity.${c.your_role}`)],
    [t("cases:page.summary.status"), t(`cases:status.${c.status}`)],
    [t("cases:page.summary.opened"), formatDate(c.created_at, locale)],
    ...(c.closed_at ? [[t("cases:page.summary.closed"), formatDate(c.closed_at, locale)] as [string, ReactNode]] : []),
  ];
  if (c.scope === "own_contributions") {
    if (c.assigned_at) facts.push([t(`${P}.fields.assigned`), formatDate(c.assigned_at, locale)]);
    return (
      <article>
        {heading}
        <Facts rows={facts} />
        <p className="note">{t(`${P}.ownContributions.case`)}</p>
        <h4>{t(`${P}.ownContributions.messages`)}</h4>
        <OwnMessages messages={c.messages.map((m) => ({ ...m, fileNames: m.attachments.map((a) => a.file_name) }))} t={t} locale={locale} />
        {c.documents.length ? (
          <>
            <h4>{t(`${P}.ownContributions.files`)}</h4>
            <ul>
              {c.documents.map((d) => (
                <li key={d.file_name}>
                  <bdi>{d.file_name}</bdi> —{" "}
                  {d.versions.map((v) => `${t("cases:page.documents.version", { version: v.version })} (${formatDateTime(v.created_at, locale)})`).join(locale === "ar" ? "، " : ", ")}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </article>
    );
  }
  const company = c.company ? localeName({ ar: c.company.legal_name_ar, en: c.company.legal_name_en }, locale) : null;
  facts.push(
    [t("cases:page.summary.client"), <bdi key="c">{c.client}</bdi>],
    ...(company ? [[t("cases:page.summary.company"), <bdi key="co">{company}</bdi>] as [string, ReactNode]] : []),
    [t("cases:page.summary.serviceArea"), t(`lawyers:areas.${c.service_area}`, { defaultValue: c.service_area })],
    [t("cases:page.summary.court"), c.court ? c.court[locale] : t("cases:page.summary.none")],
    [t("cases:page.summary.courtCaseNumber"), c.court_case_number ? <bdi key="n">{c.court_case_number}</bdi> : t("cases:page.summary.none")],
    [t("cases:page.summary.opposingParty"), c.opposing_party ? <bdi key="o">{c.opposing_party}</bdi> : t("cases:page.summary.none")],
    [
      t("cases:page.summary.lawyers"),
      c.lawyers.length ? c.lawyers.map((l) => localeName({ ar: l.name_ar, en: l.name_en }, locale)).join(locale === "ar" ? "، " : ", ") : t("cases:page.summary.noLawyers"),
    ],
    ...(c.consultation_reference ? [[t("cases:page.summary.consultation"), <bdi key="cr">{c.consultation_reference}</bdi>] as [string, ReactNode]] : []),
  );
  return (
    <article>
      {heading}
      <Facts rows={facts} />
      {c.description ? (
        <p dir="auto" className="pre-line">
          {c.description}
        </p>
      ) : null}

      <h4>{t("cases:page.nextStep.heading")}</h4>
      {c.next_step ? (
        <p dir="auto" className="pre-line">
          {c.next_step}
          {c.next_step_due ? <span className="block muted">{t("cases:page.nextStep.due", { date: dayText(c.next_step_due, locale) })}</span> : null}
        </p>
      ) : (
        <p className="muted">{t("cases:page.nextStep.none")}</p>
      )}

      <h4>{t("cases:page.hearings.heading")}</h4>
      {c.hearings.length ? (
        <ul>
          {c.hearings.map((h) => (
            <li key={h.id}>
              <strong>{hearingTimeText(t, h.starts_at, locale)}</strong> — {t(`cases:hearingStatus.${h.status}`)}
              <span className="block">
                {h.court?.[locale]}
                {h.court?.[locale] && h.chamber ? " — " : null}
                {h.chamber ? <bdi>{h.chamber}</bdi> : null}
              </span>
              <span className="block" dir="auto">
                {h.purpose}
              </span>
              {h.outcome ? (
                <span className="block" dir="auto">
                  {t("cases:page.hearings.outcome")}: {h.outcome}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <None t={t} />
      )}

      <h4>{t("cases:page.fees.heading")}</h4>
      <FeeTotals totals={c.totals} t={t} locale={locale} />
      <MilestonesTable milestones={c.milestones} t={t} locale={locale} caption={t("cases:page.fees.caption")} />

      <h4>{t("cases:page.documents.heading")}</h4>
      {c.documents.length ? (
        <ul>
          {c.documents.map((d) => (
            <li key={d.file_name}>
              <bdi>{d.file_name}</bdi>
              <ul>
                {d.versions.map((v) => (
                  <li key={v.id}>
                    <FileLink path={v.file} name={t("cases:page.documents.version", { version: v.version })} t={t} />{" "}
                    <span className="muted small">
                      {t("cases:page.documents.uploaded", { name: v.uploaded_by, time: hearingTimeText(t, v.created_at, locale), size: sizeText(v.size, locale, t) })}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("cases:page.documents.none")}</p>
      )}

      <h4>{t("cases:page.messages.heading")}</h4>
      <Thread
        messages={c.messages.map((m) => ({ ...m, files: m.attachments, side: m.author_side ? t(`cases:page.messages.side.${m.author_side}`) : null }))}
        empty={t("cases:page.messages.none")}
        t={t}
        locale={locale}
      />

      <h4>{t("cases:page.timeline.heading")}</h4>
      {c.timeline.length ? (
        <ol>
          {c.timeline.map((e) => (
            <li key={e.id}>
              <BidiText text={e.text} />
              <span className="block small muted">{formatDateTime(e.created_at, locale)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t("cases:page.timeline.none")}</p>
      )}
    </article>
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
          (<bdi>{r.consultation_reference}</bdi>) — <ReviewBody r={r} t={t} locale={locale} />
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
          (<bdi>{r.consultation_reference}</bdi>) — <ReviewBody r={r} t={t} locale={locale} />
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
