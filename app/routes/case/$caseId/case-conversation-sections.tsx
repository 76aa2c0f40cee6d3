import { useTranslation } from "react-i18next";
import { CLOSED_CASE_RETENTION_YEARS } from "#server/cases/constants";
import { Dialog } from "~/components/ui/dialog";
import type { AppLocale } from "~/i18n/config";
import { formatNumber, isolate } from "~/utils/format";
import { BidiText } from "~/components/ui/bidi-text";
import { CaseIntentForm } from "./case-intent-form";
import { FilesField, SelectField, TextArea, useCaseForm } from "~/components/cases/case-fields";
import { hearingTimeText, timelineText } from "~/components/cases/case-text";
import type { CasePageView, CaseView } from "./case-types";

type Document = CaseView["documents"][number]["latest"];

const documentHref = (caseId: string, documentId: string) => `/case/${caseId}/documents/${documentId}`;

function sizeText(bytes: number, locale: AppLocale, t: (key: string, o?: Record<string, unknown>) => string) {
  return bytes >= 1024 * 1024
    ? t("page.documents.sizeMb", { size: formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10, locale) })
    : t("page.documents.sizeKb", { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), locale) });
}

/** Documents by name, newest version first; a download is a short-lived signed link checked per request. */
export function DocumentsSection({ data }: { data: CasePageView }) {
  const { t } = useTranslation("cases");
  const c = data.caseData;
  const locale = data.locale as AppLocale;
  const firm = c.capacity !== "client";
  const canUpload = c.actions.includes("uploadDocument");
  return (
    <section className="card" id="documents" aria-labelledby="documents-heading">
      <h2 id="documents-heading">{t("page.documents.heading")}</h2>
      {c.documents.length ? (
        <ul className="case-list" data-testid="documents">
          {c.documents.map((group) => (
            <li key={group.latest.id} className="case-item" data-testid="document">
              <p>
                <a href={documentHref(c.id, group.latest.id)} download>
                  <bdi>{group.file_name}</bdi>
                </a>{" "}
                <span className="badge">{t("page.documents.version", { version: formatNumber(group.latest.version, locale) })}</span>
                {firm ? (
                  <span className={`badge ms-2 visibility-${group.visibility}`} data-testid="visibility-badge">
                    {t(`visibility.${group.visibility}`)}
                  </span>
                ) : null}
                {group.latest.former_client ? <FormerClientBadge /> : null}
              </p>
              {group.latest.former_client ? <p className="small muted">{t("page.documents.formerClientNote", { count: CLOSED_CASE_RETENTION_YEARS, n: formatNumber(CLOSED_CASE_RETENTION_YEARS, locale) })}</p> : null}
              <DocumentMeta doc={group.latest} locale={locale} />
              {group.versions.length > 1 ? (
                <details className="case-versions">
                  <summary>{t("page.documents.olderVersions", { count: group.versions.length - 1, n: formatNumber(group.versions.length - 1, locale) })}</summary>
                  <ul className="case-list">
                    {group.versions.slice(1).map((v) => (
                      <li key={v.id}>
                        <a href={documentHref(c.id, v.id)} download>
                          {t("page.documents.version", { version: formatNumber(v.version, locale) })}
                        </a>
                        {v.former_client ? <FormerClientBadge /> : null}
                        <DocumentMeta doc={v} locale={locale} />
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("page.documents.none")}</p>
      )}
      {canUpload ? <UploadForm data={data} /> : null}
    </section>
  );
}

/** Given by a client who has since closed their account: kept as the firm's copy (issue 25 item 11; the client side never gets these). */
function FormerClientBadge() {
  const { t } = useTranslation("cases");
  return (
    <span className="badge ms-2 former-client" data-testid="former-client-badge">
      {t("page.documents.formerClient")}
    </span>
  );
}

function DocumentMeta({ doc, locale }: { doc: Document; locale: AppLocale }) {
  const { t } = useTranslation("cases");
  return (
    <p className="small muted">
      <BidiText
        text={t("page.documents.uploaded", {
          name: doc.uploaded_by_name ? isolate(doc.uploaded_by_name) : t("page.deletedAccount"),
          time: hearingTimeText(t, doc.created_at, locale),
          size: sizeText(doc.size, locale, t),
        })}
      />
    </p>
  );
}

function UploadForm({ data }: { data: CasePageView }) {
  const { t } = useTranslation("cases");
  const c = data.caseData;
  const { form, fields, mine, fileError } = useCaseForm("uploadDocuments");
  return (
    <Dialog label={t("page.forms.upload.heading")} open={mine}>
      <CaseIntentForm intent="uploadDocuments" form={form} multipart submit={t("page.forms.upload.submit")}>
        {c.actions.includes("uploadInternalDocument") ? (
          <SelectField
            meta={fields.visibility}
            label={t("page.forms.upload.visibility")}
            options={(["client", "internal"] as const).map((v) => ({ value: v, label: t(`visibility.${v}`) }))}
            defaultValue="client"
          />
        ) : (
          <p className="hint">{t("page.forms.upload.clientNote")}</p>
        )}
        <FilesField meta={fields.documents} label={t("page.forms.upload.files")} maxMegabytes={data.maxMegabytes} fileError={fileError} />
      </CaseIntentForm>
    </Dialog>
  );
}

/** The thread between the client side and the firm, with attachments; newest page first, older pages by link. */
export function MessagesSection({ data }: { data: CasePageView }) {
  const { t } = useTranslation("cases");
  const c = data.caseData;
  const locale = data.locale as AppLocale;
  const { items, olderCursor, paged } = data.messages;
  const { form, fields, fileError } = useCaseForm("postMessage");
  return (
    <section className="card" id="messages" aria-labelledby="messages-heading">
      <h2 id="messages-heading">{t("page.messages.heading")}</h2>
      {olderCursor ? (
        <p>
          <a href={`/case/${c.id}?messages=${encodeURIComponent(olderCursor)}#messages`}>{t("page.messages.older")}</a>
        </p>
      ) : null}
      {items.length === 0 ? <p className="muted">{t("page.messages.none")}</p> : null}
      <ol className="thread" data-testid="messages" aria-live="polite">
        {items.map((m) => (
          <li key={m.id} className={`thread-message${m.mine ? " own" : ""}`} data-testid="message">
            <p className="small muted">
              <strong>{m.author_name ? <bdi>{m.author_name}</bdi> : t("page.deletedAccount")}</strong>
              {m.author_side ? ` — ${t(`page.messages.side.${m.author_side}`)}` : null} · {hearingTimeText(t, m.created_at, locale)}
            </p>
            <div dir="auto">{m.body}</div>
            {m.attachments.length ? (
              <ul className="doc-list">
                {m.attachments.map((a) => (
                  <li key={a.id}>
                    <a href={documentHref(c.id, a.id)} download>
                      <bdi>{a.file_name}</bdi>
                    </a>
                    {a.former_client ? <FormerClientBadge /> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {paged ? (
        <p>
          <a href={`/case/${c.id}#messages`}>{t("page.messages.latest")}</a>
        </p>
      ) : null}
      {c.actions.includes("postMessage") ? (
        <CaseIntentForm intent="postMessage" form={form} multipart submit={t("page.forms.message.submit")}>
          <TextArea meta={fields.body} label={t("page.forms.message.body")} rows={4} />
          <FilesField meta={fields.documents} label={t("page.forms.message.files")} maxMegabytes={data.maxMegabytes} fileError={fileError} />
        </CaseIntentForm>
      ) : null}
    </section>
  );
}

/** Internal notes: the firm's only (byId gives them to the firm alone). */
export function NotesSection({ data }: { data: CasePageView }) {
  const { t } = useTranslation("cases");
  const c = data.caseData;
  const locale = data.locale as AppLocale;
  const { form, fields } = useCaseForm("addNote");
  if (!c.notes) return null;
  return (
    <section className="card case-internal" id="notes" aria-labelledby="notes-heading">
      <h2 id="notes-heading">{t("page.notes.heading")}</h2>
      <p className="hint">{t("page.notes.hint")}</p>
      {c.notes.length ? (
        <ol className="case-list" data-testid="notes">
          {c.notes.map((n) => (
            <li key={n.id} className="case-item">
              <p className="small muted">
                <strong>{n.author_name ? <bdi>{n.author_name}</bdi> : t("page.deletedAccount")}</strong> · {hearingTimeText(t, n.created_at, locale)}
              </p>
              <p className="pre-line" dir="auto">
                {n.body}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t("page.notes.none")}</p>
      )}
      {c.actions.includes("addNote") ? (
        <CaseIntentForm intent="addNote" form={form} submit={t("page.forms.note.submit")}>
          <TextArea meta={fields.body} label={t("page.forms.note.body")} rows={3} />
        </CaseIntentForm>
      ) : null}
    </section>
  );
}

/** Every change, newest first, one page at a time (?timeline=<cursor>). */
export function TimelineSection({ data }: { data: CasePageView }) {
  const { t } = useTranslation("cases");
  const c = data.caseData;
  const locale = data.locale as AppLocale;
  const { items, nextCursor, paged } = data.timeline;
  return (
    <section className="card" id="timeline" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">{t("page.timeline.heading")}</h2>
      {items.length === 0 ? <p className="muted">{t("page.timeline.none")}</p> : null}
      <ol className="timeline" data-testid="timeline">
        {items.map((item) => (
          <li key={item.id}>
            <span>
              <BidiText text={timelineText(t, item, locale)} />
            </span>
            {item.internal ? <span className="badge ms-2">{t("page.timeline.internal")}</span> : null}
            <span className="block small muted">{hearingTimeText(t, item.created_at, locale)}</span>
            {typeof item.payload.reason === "string" && item.payload.reason ? (
              <span className="block" dir="auto">
                {item.payload.reason}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {paged || nextCursor ? (
        <nav className="pagination" aria-label={t("page.timeline.pages")}>
          {paged ? <a href={`/case/${c.id}#timeline`}>{t("page.timeline.newest")}</a> : null}
          {nextCursor ? <a href={`/case/${c.id}?timeline=${encodeURIComponent(nextCursor)}#timeline`}>{t("page.timeline.older")}</a> : null}
        </nav>
      ) : null}
    </section>
  );
}
