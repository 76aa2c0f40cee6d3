import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import type { UpdateState } from "#server/legal-updates/constants";
import { FormErrors } from "~/components/forms/fields";
import { TextInput } from "./fields";
import { StateBadge } from "./state-badge";

export type UpdateTransitionIntent = "schedule" | "publishNow" | "unschedule" | "withdraw";

export interface UpdateStatusView {
  id: string;
  state: UpdateState;
  version: number;
  /** Publication time in the page's language and Qatar time, when there is one. */
  publishedLabel: string | null;
  withdrawnLabel: string | null;
  updatedLabel: string;
  /** The datetime-local value the schedule form starts with (Qatar time). */
  publishAtValue: string;
}

/** What each state allows (server/legal-updates/editor.ts enforces the same). */
const ACTIONS: Record<UpdateState, readonly UpdateTransitionIntent[]> = {
  draft: ["publishNow", "schedule"],
  scheduled: ["publishNow", "schedule", "unschedule"],
  published: ["withdraw"],
  withdrawn: ["publishNow", "schedule"],
};

function TransitionButton({ intent, version, label, tone }: { intent: UpdateTransitionIntent; version: number; label: string; tone: "primary" | "secondary" }) {
  return (
    <Form method="post" data-testid={`update-${intent}`}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <button type="submit" className={`btn-${tone}`}>
        {label}
      </button>
    </Form>
  );
}

/**
 * The update's state and the moves it allows: publish now, schedule (a date and time in Qatar time),
 * back to draft, withdraw, each a plain POST carrying the version the page was loaded at.
 */
export function UpdatePublishing({ status, lastResult, lastIntent }: { status: UpdateStatusView; lastResult: SubmissionResult<string[]> | undefined; lastIntent: string | null }) {
  const { t } = useTranslation("adminPublishing");
  const allowed = ACTIONS[status.state];
  const [scheduleForm, scheduleFields] = useForm({
    id: "update-schedule",
    lastResult: lastIntent === "schedule" ? lastResult : undefined,
    defaultValue: { publishAt: status.publishAtValue },
  });
  const transitionErrors = lastIntent && lastIntent !== "schedule" && lastIntent !== "save" ? lastResult?.error?.[""] ?? undefined : undefined;
  return (
    <section className="card stack" aria-labelledby="publishing-heading" data-testid="update-publishing">
      <h2 id="publishing-heading">{t("updates.edit.publishingHeading")}</h2>
      <dl className="facts">
        <div className="fact-row">
          <dt>{t("updates.edit.state")}</dt>
          <dd>
            <StateBadge state={status.state} />
          </dd>
        </div>
        {status.publishedLabel ? (
          <div className="fact-row">
            <dt>{status.state === "scheduled" ? t("updates.edit.scheduledFor") : t("updates.edit.publishedOn")}</dt>
            <dd data-testid="update-publish-time">{t("qatarTime", { time: status.publishedLabel })}</dd>
          </div>
        ) : null}
        {status.withdrawnLabel ? (
          <div className="fact-row">
            <dt>{t("updates.edit.withdrawnOn")}</dt>
            <dd>{t("qatarTime", { time: status.withdrawnLabel })}</dd>
          </div>
        ) : null}
        <div className="fact-row">
          <dt>{t("updates.edit.lastChange")}</dt>
          <dd>{t("qatarTime", { time: status.updatedLabel })}</dd>
        </div>
      </dl>
      <p className="muted">{t(`updates.edit.explain.${status.state}`)}</p>
      <FormErrors id="update-transition-errors" errors={transitionErrors} />
      <p className="actions">
        <Link to={`/dashboard/admin/updates/${status.id}/preview`} className="btn-secondary" data-testid="update-preview-link">
          {t("updates.edit.preview")}
        </Link>
        {status.state === "published" ? (
          <Link to={`/legal-updates/${status.id}`} className="btn-secondary">
            {t("updates.edit.viewPublic")}
          </Link>
        ) : null}
      </p>
      <div className="actions">
        {allowed.includes("publishNow") ? (
          <TransitionButton intent="publishNow" version={status.version} label={status.state === "withdrawn" ? t("updates.edit.republish") : t("updates.edit.publishNow")} tone="primary" />
        ) : null}
        {allowed.includes("unschedule") ? <TransitionButton intent="unschedule" version={status.version} label={t("updates.edit.unschedule")} tone="secondary" /> : null}
        {allowed.includes("withdraw") ? <TransitionButton intent="withdraw" version={status.version} label={t("updates.edit.withdraw")} tone="secondary" /> : null}
      </div>
      {allowed.includes("schedule") ? (
        <Form method="post" {...getFormProps(scheduleForm)} className="form" data-testid="update-schedule-form">
          <input type="hidden" name="intent" value="schedule" />
          <input type="hidden" name="version" value={status.version} />
          <FormErrors id={scheduleForm.errorId} errors={scheduleForm.errors} />
          <TextInput meta={scheduleFields.publishAt!} type="datetime-local" label={t("fields.publishAt")} hint={t("fields.publishAtHint")} dirOverride="ltr" />
          <p>
            <button type="submit" className="btn-secondary">
              {status.state === "scheduled" ? t("updates.edit.reschedule") : t("updates.edit.schedule")}
            </button>
          </p>
        </Form>
      ) : null}
    </section>
  );
}
