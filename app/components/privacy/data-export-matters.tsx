import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { ExportedCase, ExportedConsultation } from "#server/privacy/export-contents";
import { BidiText } from "~/components/ui/bidi-text";
import { FeeTotals, HearingPlace, MilestonesTable, NextStep } from "~/components/cases/case-summary-document";
import { hearingTimeText } from "~/components/cases/case-text";
import type { AppLocale } from "~/i18n/config";
import { formatDate, formatDateTime, formatQar } from "~/utils/format";
import { FileLink, Facts, None, P, localeName, sizeText } from "./data-export-parts";

// summary.html's consultations and cases, with their messages (./data-export-summary.tsx).

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

export function Consultation({ c, t, locale }: { c: ExportedConsultation; t: TFunction; locale: AppLocale }) {
  const when = c.starts_at ? t("consultations:when.qatarTime", { time: formatDateTime(c.starts_at, locale) }) : t("consultations:kinds.written");
  const facts: [string, ReactNode][] = [
    [t("consultations:detail.reference"), <bdi key="r" className="ref">{c.reference}</bdi>],
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

export function Case({ c, t, locale }: { c: ExportedCase; t: TFunction; locale: AppLocale }) {
  const title = localeName({ ar: c.title_ar, en: c.title_en }, locale);
  const heading = (
    <h3>
      <bdi className="ref">{c.reference}</bdi> — <bdi>{title}</bdi>
    </h3>
  );
  const facts: [string, ReactNode][] = [
    [t("cases:page.summary.reference"), <bdi key="r" className="ref">{c.reference}</bdi>],
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
    ...(c.consultation_reference ? [[t("cases:page.summary.consultation"), <bdi key="cr" className="ref">{c.consultation_reference}</bdi>] as [string, ReactNode]] : []),
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
      <NextStep c={c} t={t} locale={locale} />

      <h4>{t("cases:page.hearings.heading")}</h4>
      {c.hearings.length ? (
        <ul>
          {c.hearings.map((h) => (
            <li key={h.id}>
              <strong>{hearingTimeText(t, h.starts_at, locale)}</strong> — {t(`cases:hearingStatus.${h.status}`)}
              <HearingPlace hearing={h} locale={locale} />
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
