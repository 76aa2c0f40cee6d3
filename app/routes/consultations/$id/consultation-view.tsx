import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { FormErrors } from "~/components/forms/fields";
import { ACCEPTED_DOCUMENT_TYPES } from "~/components/forms/document-inputs";
import { TextAreaField } from "~/components/forms/text-area-field";
import { PageHeader } from "~/components/layout/page-header";
import { ReviewSection } from "~/components/reviews/review-form";
import { type AppLocale, intlLocaleOf } from "~/i18n/config";
import type { handleConsultationAction, loadConsultationPage } from "./consultation.server";
import { StatusBadge } from "~/components/consultations/status-badge";
import { formatQarAmount, When } from "~/components/consultations/booking-summary";
import { SlotPicker } from "~/components/consultations/slot-picker";
import { TimeZoneScript } from "~/components/consultations/time-zone-script";
import { Dialog } from "~/components/ui/dialog";
import { dateTimeFormat } from "~/utils/intl";

type LoaderData = SerializeFrom<typeof loadConsultationPage>;
type ActionData = SerializeFrom<typeof handleConsultationAction>;
type Consultation = LoaderData["consultation"];

function formatInstant(iso: string, timeZone: string, locale: AppLocale) {
  return dateTimeFormat(intlLocaleOf(locale), { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}

/** The actions that are a single button (no fields), whose refusal shows next to the button. */
const BUTTON_INTENTS = ["accept", "complete", "no_show"] as const;

export function ConsultationView({ data, actionData }: { data: LoaderData; actionData: ActionData | null }) {
  const { t } = useTranslation("consultations");
  const { consultation: c, locale, timeZone } = data;
  const lawyerName = c.lawyer ? (locale === "en" ? c.lawyer.name_en : c.lawyer.name_ar) : null;
  const showThread = c.kind === "written" || c.messages.length > 0 || c.actions.includes("message");
  // A refused accept, complete or no-show says why next to its button (Actions); once is enough.
  const saidAtItsButton = Boolean(actionData?.intent && (BUTTON_INTENTS as readonly string[]).includes(actionData.intent) && (c.actions as string[]).includes(actionData.intent));
  return (
    <article className="container page">
      <TimeZoneScript />
      <PageHeader heading={t("detail.heading", { reference: c.reference })} />
      <p>
        <StatusBadge status={c.status} />
      </p>
      {c.status_reason && (c.status === "declined" || c.status === "cancelled") ? (
        <p className="notice" data-testid="status-reason">
          {t(c.status === "declined" ? "detail.declinedReason" : "detail.cancelledReason", { reason: c.status_reason })}
        </p>
      ) : null}
      {actionData?.error && !actionData.result && !saidAtItsButton ? (
        <p className="form-errors" role="alert">
          {t(actionData.error)}
        </p>
      ) : null}
      <div className="consultation-grid">
        <div>
          <section className="card" aria-labelledby="facts-heading">
            <h2 id="facts-heading">{t("detail.facts")}</h2>
            <dl className="facts" data-testid="consultation-facts">
              <dt>{t("detail.reference")}</dt>
              <dd>
                <bdi className="ref">{c.reference}</bdi>
              </dd>
              <dt>{t("book.fields.service")}</dt>
              <dd>{t(`lawyers:areas.${c.service_area}`)}</dd>
              <dt>{t("book.fields.kind")}</dt>
              <dd>
                {t(`kinds.${c.kind}`)}
                {c.voice_mode ? ` — ${t(`voiceModes.${c.voice_mode}`)}` : null}
              </dd>
              <dt>{t("book.fields.lawyer")}</dt>
              <dd data-testid="consultation-lawyer">
                {c.lawyer ? <Link to={`/lawyer-profile/${c.lawyer.id}`}>
                    <bdi>{lawyerName}</bdi>
                  </Link> : t("detail.awaitingLawyer")}
              </dd>
              {c.viewerRelation !== "client" ? (
                <>
                  <dt>{t("detail.client")}</dt>
                  <dd>
                    <bdi>{c.client_name}</bdi>
                  </dd>
                </>
              ) : null}
              {c.company ? (
                <>
                  <dt>{t("detail.company")}</dt>
                  <dd>
                    <bdi>{locale === "en" ? c.company.legal_name_en || c.company.legal_name_ar : c.company.legal_name_ar || c.company.legal_name_en}</bdi>
                  </dd>
                </>
              ) : null}
              {c.starts_at ? (
                <>
                  <dt>{t("summary.when")}</dt>
                  <dd data-testid="consultation-when">
                    <When iso={c.starts_at} timeZone={timeZone} locale={locale} />
                  </dd>
                </>
              ) : null}
              <dt>{t("summary.fee")}</dt>
              <dd>{c.fee_qar !== null ? <bdi>{formatQarAmount(c.fee_qar, locale)}</bdi> : t("summary.feeUnknown")}</dd>
              {c.phone ? (
                <>
                  <dt>{t("book.fields.phone")}</dt>
                  <dd>
                    <bdi dir="ltr">{c.phone}</bdi>
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
          <section className="card" aria-labelledby="description-heading">
            <h2 id="description-heading">{t("book.fields.description")}</h2>
            <p className="prose pre-wrap" dir="auto" data-testid="consultation-description">
              {c.description}
            </p>
            {c.files.filter((f) => !f.message_id).length > 0 ? (
              <>
                <h3>{t("detail.files")}</h3>
                <FileLinks consultationId={c.id} files={c.files.filter((f) => !f.message_id)} />
              </>
            ) : null}
          </section>
          {data.review ? (
            <ReviewSection
              eligibility={data.review}
              lawyerName={lawyerName ?? ""}
              locale={locale}
              lastResult={actionData?.intent === "review" ? (actionData.result as SubmissionResult<string[]> | null) : undefined}
            />
          ) : null}
          {showThread ? <Thread data={data} actionData={actionData} /> : null}
        </div>
        <div>
          <Actions data={data} actionData={actionData} />
          {c.timeline.length > 0 ? (
            <section className="card" aria-labelledby="timeline-heading">
              <h2 id="timeline-heading">{t("detail.timeline")}</h2>
              <ol className="timeline" data-testid="timeline">
                {c.timeline.map((event) => (
                  <li key={event.id}>
                    <strong>{t(`events.${event.type}`, { defaultValue: t("events.other") })}</strong>
                    {event.actor_name ? (
                      <span className="muted">
                        {" — "}
                        <bdi>{event.actor_name}</bdi>
                      </span>
                    ) : null}
                    <span className="block small muted">{formatInstant(event.created_at, timeZone, locale)}</span>
                    {typeof event.data.reason === "string" ? <span className="block" dir="auto">{event.data.reason}</span> : null}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function FileLinks({ consultationId, files }: { consultationId: string; files: Consultation["files"] }) {
  const { t } = useTranslation("consultations");
  return (
    <ul className="doc-list" data-testid="consultation-files">
      {files.map((file) => (
        <li key={file.id}>
          {/* A plain link: the loader answers with a short-lived signed URL after checking access. */}
          <a href={`/consultations/${consultationId}?file=${file.id}`}>
            <bdi>{file.file_name}</bdi>
          </a>{" "}
          <span className="muted small">{t(file.purpose === "voice_note" ? "detail.voiceNote" : "detail.document")}</span>
        </li>
      ))}
    </ul>
  );
}

function Thread({ data, actionData }: { data: LoaderData; actionData: ActionData | null }) {
  const { t } = useTranslation("consultations");
  const { consultation: c, locale, timeZone } = data;
  const mine = actionData?.intent === "message";
  const [form, fields] = useForm({
    id: "message-form",
    lastResult: mine ? (actionData?.result as SubmissionResult<string[]> | null) : undefined,
  });
  return (
    <section className="card" id="thread" aria-labelledby="thread-heading">
      <h2 id="thread-heading">{t(c.kind === "written" ? "thread.headingWritten" : "thread.heading")}</h2>
      {c.messages.length === 0 ? <p className="muted">{t("thread.empty")}</p> : null}
      <ol className="thread" data-testid="thread">
        {c.messages.map((m) => (
          <li key={m.id} className={`thread-message${m.mine ? " own" : ""}`}>
            <p className="small muted">
              <strong>{m.author_name ? <bdi>{m.author_name}</bdi> : t("thread.deletedAuthor")}</strong>
              {m.author_role ? ` — ${t(`thread.roles.${m.author_role}`)}` : null} · {formatInstant(m.created_at, timeZone, locale)}
            </p>
            <div dir="auto">{m.body}</div>
            {m.files.length > 0 ? <FileLinks consultationId={c.id} files={m.files} /> : null}
          </li>
        ))}
      </ol>
      {c.actions.includes("message") ? (
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="form" data-testid="reply-form">
          <input type="hidden" name="intent" value="message" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextAreaField meta={fields.body} label={t("thread.reply")} rows={5} />
          <div className="field">
            <label htmlFor="message-documents">{t("book.fields.documents")}</label>
            <p className="hint" id="message-documents-hint">
              {t("book.fields.documentsHint", { size: data.maxMegabytes })}
            </p>
            <input id="message-documents" name="documents" type="file" multiple accept={ACCEPTED_DOCUMENT_TYPES} aria-describedby="message-documents-hint" />
            {mine && actionData?.fileError ? (
              <p className="field-errors" role="alert">
                {t(actionData.fileError.key, { file: actionData.fileError.file })}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary">
            {t("thread.send")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

function ReasonForm({ intent, actionData, label, submit }: { intent: "decline" | "cancel"; actionData: ActionData | null; label: string; submit: string }) {
  const mine = actionData?.intent === intent;
  const [form, fields] = useForm({
    id: `${intent}-form`,
    lastResult: mine ? (actionData?.result as SubmissionResult<string[]> | null) : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="form" data-testid={`${intent}-form`}>
      <input type="hidden" name="intent" value={intent} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextAreaField meta={fields.reason} label={label} rows={3} />
      <button type="submit" className="btn-secondary">
        {submit}
      </button>
    </Form>
  );
}

/** The actions the server allows this viewer now, each a plain POST form. */
function Actions({ data, actionData }: { data: LoaderData; actionData: ActionData | null }) {
  const { t } = useTranslation("consultations");
  const { consultation: c } = data;
  const can = (a: string) => (c.actions as string[]).includes(a);
  const simple = (intent: (typeof BUTTON_INTENTS)[number], className: string) => {
    const failed = actionData?.intent === intent && actionData.error;
    return (
      <Form method="post" key={intent}>
        <input type="hidden" name="intent" value={intent} />
        {failed ? (
          <p className="form-errors" role="alert">
            {t(actionData.error!)}
          </p>
        ) : null}
        <button type="submit" className={className}>
          {t(`actions.${intent}`)}
        </button>
      </Form>
    );
  };
  const rescheduleOpen = Boolean(data.reschedule) || Boolean(data.rescheduleError) || actionData?.intent === "reschedule";
  const [rescheduleForm] = useForm({
    id: "reschedule-form",
    lastResult: actionData?.intent === "reschedule" ? (actionData.result as SubmissionResult<string[]> | null) : undefined,
  });
  const hasAny = ["accept", "decline", "cancel", "reschedule", "complete", "no_show", "join_call"].some(can);
  if (!hasAny) return null;
  return (
    <section className="card" aria-labelledby="actions-heading" data-testid="consultation-actions">
      <h2 id="actions-heading">{t("actions.heading")}</h2>
      <div className="action-forms">
        {can("join_call") ? (
          <Link to={`/consultations/${c.id}/call`} className="btn-primary">
            {t("actions.joinCall")}
          </Link>
        ) : null}
        {can("accept") ? simple("accept", "btn-primary") : null}
        {can("decline") ? (
          <Dialog label={t("actions.decline")} open={actionData?.intent === "decline"}>
            <ReasonForm intent="decline" actionData={actionData} label={t("actions.declineReason")} submit={t("actions.declineSubmit")} />
          </Dialog>
        ) : null}
        {can("complete") ? simple("complete", "btn-primary") : null}
        {can("no_show") ? simple("no_show", "btn-secondary") : null}
        {can("reschedule") ? (
          <section id="reschedule" aria-labelledby="reschedule-heading">
            <h3 id="reschedule-heading">{t("actions.reschedule")}</h3>
            {rescheduleOpen ? (
              <Form
                method="post"
                action={`/consultations/${c.id}?reschedule=1`}
                {...getFormProps(rescheduleForm)}
                className="form"
                data-testid="reschedule-form"
              >
                <input type="hidden" name="intent" value="reschedule" />
                <FormErrors id={rescheduleForm.errorId} errors={rescheduleForm.errors} />
                {data.reschedule ? (
                  <SlotPicker
                    slots={data.reschedule.items}
                    timeZone={data.timeZone}
                    locale={data.locale}
                    selected={null}
                    prevHref={data.reschedule.prevHref}
                    nextHref={data.reschedule.nextHref}
                  />
                ) : (
                  <p className="form-errors" role="alert">
                    {t(data.rescheduleError ?? "common:errors.unexpected")}
                  </p>
                )}
                {c.viewerRelation !== "lawyer" && c.status === "confirmed" ? <p className="hint">{t("actions.rescheduleNote")}</p> : null}
                <button type="submit" className="btn-primary">
                  {t("actions.rescheduleSubmit")}
                </button>
              </Form>
            ) : (
              <Link to={`/consultations/${c.id}?reschedule=1#reschedule`} className="btn-secondary">
                {t("actions.rescheduleChoose")}
              </Link>
            )}
          </section>
        ) : null}
        {can("cancel") ? (
          // The client side withdraws a request nobody accepted yet (any time); otherwise it is a cancellation.
          c.status === "requested" && (c.viewerRelation === "client" || c.viewerRelation === "company_member") ? (
            <Dialog label={t("actions.withdraw")} open={actionData?.intent === "cancel"} tone="danger">
              <ReasonForm intent="cancel" actionData={actionData} label={t("actions.withdrawReason")} submit={t("actions.withdrawSubmit")} />
            </Dialog>
          ) : (
            <Dialog label={t("actions.cancel")} open={actionData?.intent === "cancel"} tone="danger">
              <ReasonForm intent="cancel" actionData={actionData} label={t("actions.cancelReason")} submit={t("actions.cancelSubmit")} />
            </Dialog>
          )
        ) : null}
      </div>
    </section>
  );
}
