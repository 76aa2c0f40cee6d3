import { getSelectProps, useForm, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { STATES_OF, type InboxKind } from "#server/inbox/constants";
import { FieldShell } from "~/components/forms/fields";
import { PostForm } from "~/components/forms/post-form";
import { TextAreaField } from "~/components/forms/text-area-field";
import { RecordPage } from "~/components/back-office/record-page";
import { Facts } from "~/components/ui/facts";
import { StaffOptions } from "./inbox-list";
import { StateBadge } from "./state-badge";
import { INBOX_PATHS, type HistoryEntryView, type InboxActionData, type InboxIntent, type InboxItemView, type StaffOption } from "./types";

/**
 * One inbox item's page (issue 10 §5): what arrived, the forms that work on it (state, assignee,
 * reply, internal note; plain POSTs that work without JavaScript) and its history.
 */

/**
 * The page every inbox item has, in one order: the facts of what arrived beside the text written,
 * the state and assignee, a reply by email (the inboxes that answer), a note, and the history that
 * starts with the item's arrival. Each inbox gives only its facts, its text and its words.
 */
export function InboxItemPage(props: {
  kind: InboxKind;
  heading: string;
  intro?: string;
  facts: { id: string; heading: string; rows: ComponentProps<typeof Facts>["rows"] };
  written: { id: string; heading: string; text: string };
  item: InboxItemView;
  staff: StaffOption[];
  history: HistoryEntryView[];
  stateHint?: string;
  reply?: ComponentProps<typeof ReplyForm>;
  arrived: string;
}) {
  const { kind, facts, item } = props;
  return (
    <InboxItemFrame kind={kind} heading={props.heading} intro={props.intro}>
      <div className="card-grid two">
        <section className="card" aria-labelledby={facts.id}>
          <h2 id={facts.id}>{facts.heading}</h2>
          <Facts testId="inbox-facts" rows={facts.rows} />
        </section>
        <WrittenText {...props.written} />
      </div>
      <WorkPanel kind={kind} status={item.status} assigneeId={item.assigneeId} staff={props.staff} stateHint={props.stateHint} />
      {props.reply ? <ReplyForm {...props.reply} /> : null}
      <NoteForm />
      <InboxHistory kind={kind} entries={props.history} arrived={{ at: item.received, atIso: item.receivedIso, text: props.arrived }} />
    </InboxItemFrame>
  );
}

function InboxItemFrame({ kind, heading, intro, children }: { kind: InboxKind; heading: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation("adminInbox");
  return (
    <RecordPage className="container page inbox-item" heading={heading} intro={intro} backOffice={t("crumbs.backOffice")} list={{ to: INBOX_PATHS[kind], label: t(`${kind}.heading`) }}>
      {children}
    </RecordPage>
  );
}

/** A text someone wrote (a message, a cover letter, a request), with its line breaks and its own direction. */
function WrittenText({ heading, text, id }: { heading: string; text: string; id: string }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p className="inbox-text" dir="auto">
        {text}
      </p>
    </section>
  );
}

function useInboxForm(intent: InboxIntent) {
  const last = (useActionData() as InboxActionData | undefined) ?? null;
  const mine = last?.intent === intent;
  return useForm({ id: `inbox-${intent}`, lastResult: mine ? last.result : undefined });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
function IntentForm({ intent, form, submit, children }: { intent: InboxIntent; form: FormMetadata<any, string[]>; submit: string; children: ReactNode }) {
  return (
    <PostForm form={form} intent={intent} testId={`inbox-${intent}-form`} submit={submit}>
      {children}
    </PostForm>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
type Meta = FieldMetadata<any, any, string[]>;

function SelectShell({ meta, label, hint, defaultValue, children }: { meta: Meta; label: string; hint?: string; defaultValue: string; children: ReactNode }) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <FieldShell id={meta.id} errorId={meta.errorId} errors={meta.errors} label={label} hint={hint}>
      {(describedBy) => (
        <select key={key} {...props} defaultValue={defaultValue} aria-describedby={describedBy}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** The state and the assignee, side by side: the two things every item has (issue 10 §5). */
function WorkPanel(props: { kind: InboxKind; status: string; assigneeId: string | null; staff: StaffOption[]; stateHint?: string }) {
  const { t } = useTranslation("adminInbox");
  const [stateForm, stateFields] = useInboxForm("status");
  const [assignForm, assignFields] = useInboxForm("assign");
  return (
    <section id="work" className="card" aria-labelledby="inbox-work-heading">
      <h2 id="inbox-work-heading">{t("work.heading")}</h2>
      <p>
        {t("work.current")} <StateBadge kind={props.kind} state={props.status} />
      </p>
      <div className="card-grid two">
        <IntentForm intent="status" form={stateForm} submit={t("work.state.submit")}>
          <SelectShell meta={stateFields.status} label={t("work.state.label")} hint={props.stateHint} defaultValue={props.status}>
            {STATES_OF[props.kind].map((state) => (
              <option key={state} value={state}>
                {t(`states.${props.kind}.${state}`)}
              </option>
            ))}
          </SelectShell>
        </IntentForm>
        <IntentForm intent="assign" form={assignForm} submit={t("work.assign.submit")}>
          <SelectShell meta={assignFields.assigneeId} label={t("work.assign.label")} hint={t(`${props.kind}.assignHint`)} defaultValue={props.assigneeId ?? ""}>
            <option value="">{t("work.assign.nobody")}</option>
            <StaffOptions admins={props.staff.filter((s) => s.role === "admin")} lawyers={props.staff.filter((s) => s.role === "lawyer")} />
          </SelectShell>
        </IntentForm>
      </div>
    </section>
  );
}

/** The contact inbox's reply by email (issue 10 §5). */
/** A reply by email: to a contact message's sender (`email`, `language`), or with its own `hint` (a company's members). */
function ReplyForm(props: { email: string; language: string } | { hint: string }) {
  const { t } = useTranslation("adminInbox");
  const [form, fields] = useInboxForm("reply");
  const hint = "hint" in props ? props.hint : t("reply.hint", { email: props.email, language: props.language });
  return (
    <section id="reply" className="card" aria-labelledby="inbox-reply-heading">
      <h2 id="inbox-reply-heading">{t("reply.heading")}</h2>
      <IntentForm intent="reply" form={form} submit={t("reply.submit")}>
        <TextAreaField meta={fields.body} label={t("reply.label")} hint={hint} rows={8} />
      </IntentForm>
    </section>
  );
}

function NoteForm() {
  const { t } = useTranslation("adminInbox");
  const [form, fields] = useInboxForm("note");
  return (
    <section id="note" className="card" aria-labelledby="inbox-note-heading">
      <h2 id="inbox-note-heading">{t("note.heading")}</h2>
      <IntentForm intent="note" form={form} submit={t("note.submit")}>
        <TextAreaField meta={fields.body} label={t("note.label")} hint={t("note.hint")} rows={4} />
      </IntentForm>
    </section>
  );
}

/** Who changed what, when (issue 10 §5), oldest first, starting with the item's arrival. */
function InboxHistory({ kind, entries, arrived }: { kind: InboxKind; entries: HistoryEntryView[]; arrived: { at: string; atIso: string; text: string } }) {
  const { t } = useTranslation("adminInbox");
  const state = (value: string | null) => (value ? t(`states.${kind}.${value}`, { defaultValue: value }) : "");
  return (
    <section id="history" className="card" aria-labelledby="inbox-history-heading">
      <h2 id="inbox-history-heading">{t("history.heading")}</h2>
      <ol className="inbox-history" data-testid="inbox-history">
        <li>
          <time dateTime={arrived.atIso}>{arrived.at}</time>
          <p>{arrived.text}</p>
        </li>
        {entries.map((e) => (
          <li key={e.id} data-kind={e.kind}>
            <time dateTime={e.atIso}>{e.at}</time>
            <p>
              {e.kind === "status"
                ? t("history.status", { actor: e.actor, from: state(e.fromStatus), to: state(e.toStatus) })
                : e.kind === "assignment"
                  ? e.assignee
                    ? t("history.assigned", { actor: e.actor, assignee: e.assignee })
                    : t("history.unassigned", { actor: e.actor })
                  : e.kind === "reply"
                    ? t("history.reply", { actor: e.actor, email: e.mailTo ?? "" })
                    : t("history.note", { actor: e.actor })}
            </p>
            {e.body ? (
              <blockquote className="inbox-text" dir="auto">
                {e.body}
              </blockquote>
            ) : null}
            {e.mailTo && e.kind === "status" ? <p className="muted small">{t(`history.mail.${e.mailStatus ?? "pending"}`, { email: e.mailTo })}</p> : null}
            {e.mailTo && e.kind === "reply" && e.mailStatus !== "sent" ? (
              <p className="muted small">{t(`history.mail.${e.mailStatus ?? "pending"}`, { email: e.mailTo })}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
