import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import type { UpdateState } from "#server/legal-updates/constants";
import { FormErrors } from "~/components/forms/fields";
import { Fact } from "~/components/ui/facts";
import { TextInput } from "./fields";
import { StateBadge } from "./state-badge";
import { TransitionButton } from "./transition-button";

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
        <Fact label={t("updates.edit.state")}>
          <StateBadge state={status.state} />
        </Fact>
        {status.publishedLabel ? (
          <Fact label={status.state === "scheduled" ? t("updates.edit.scheduledFor") : t("updates.edit.publishedOn")} testId="update-publish-time">
            {t("qatarTime", { time: status.publishedLabel })}
          </Fact>
        ) : null}
        {status.withdrawnLabel ? <Fact label={t("updates.edit.withdrawnOn")}>{t("qatarTime", { time: status.withdrawnLabel })}</Fact> : null}
        <Fact label={t("updates.edit.lastChange")}>{t("qatarTime", { time: status.updatedLabel })}</Fact>
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
          <TransitionButton intent="publishNow" testId="update-publishNow" version={status.version} label={status.state === "withdrawn" ? t("updates.edit.republish") : t("updates.edit.publishNow")} tone="primary" />
        ) : null}
        {allowed.includes("unschedule") ? <TransitionButton intent="unschedule" testId="update-unschedule" version={status.version} label={t("updates.edit.unschedule")} tone="secondary" /> : null}
        {allowed.includes("withdraw") ? <TransitionButton intent="withdraw" testId="update-withdraw" version={status.version} label={t("updates.edit.withdraw")} tone="secondary" /> : null}
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
