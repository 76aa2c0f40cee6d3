import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { VerificationHistory } from "~/components/back-office/verifications/verification-history";
import { FormErrors } from "~/components/forms/fields";
import { TextAreaField } from "~/components/forms/text-area-field";
import type { OwnVerificationView } from "~/utils/admin-verifications.server";

/**
 * The lawyer's and the company's side of the verification review (issue 10 §2), inside the dashboard's
 * documents card: why the documents were rejected, the form that resubmits them once new ones are
 * uploaded, the licence the firm recorded (and whether it has expired), and the history.
 */
function Rejection({ rejection }: { rejection: NonNullable<OwnVerificationView["rejection"]> }) {
  const { t } = useTranslation("adminReview");
  return (
    <div className="card user-suspended" role="note" data-testid="verification-rejection">
      <h3>{t("own.rejectedHeading")}</h3>
      <p>
        <strong>{t("own.rejectedReason")}</strong>{" "}
        <span dir="auto" data-testid="rejection-reason">
          {rejection.reason}
        </span>
      </p>
      <p className="muted">{rejection.at}</p>
      <p>{t("own.rejectedNext")}</p>
    </div>
  );
}

function Licence({ licence }: { licence: NonNullable<OwnVerificationView["licence"]> }) {
  const { t } = useTranslation("adminReview");
  return (
    <div data-testid="own-licence">
      <h3>{t("own.licenceHeading")}</h3>
      <dl className="facts">
        <dt>{t("detail.licence.roll")}</dt>
        <dd>{t(`lawyers:rollLevel.${licence.rollLevel}`)}</dd>
        <dt>{t("detail.licence.number")}</dt>
        <dd dir="ltr">{licence.licenceNumber}</dd>
        <dt>{t("detail.licence.expires")}</dt>
        <dd>{licence.expiresOn}</dd>
      </dl>
      {licence.expired ? (
        <p className="form-errors" data-testid="licence-expired">
          {t("own.licenceExpired")}
        </p>
      ) : licence.expiringSoon ? (
        <p className="hint" data-testid="licence-expiring">
          {t("own.licenceExpiringSoon")}
        </p>
      ) : null}
    </div>
  );
}

function History({ entries }: { entries: OwnVerificationView["history"] }) {
  const { t } = useTranslation("adminReview");
  return (
    <div className="card content-section">
      <VerificationHistory entries={entries} heading={t("own.historyHeading")} />
    </div>
  );
}

export const OwnVerification = { Rejection, Licence, History };

/** "Resubmit for review": a plain POST with an optional note for the reviewer (validated on the server). */
export function ResubmitForm({ reply }: { reply: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("adminReview");
  const [form, fields] = useForm({ id: "resubmit", lastResult: reply ?? undefined });
  return (
    <Form method="post" {...getFormProps(form)} className="form" data-testid="resubmit-form" preventScrollReset>
      <input type="hidden" name="intent" value="resubmit-verification" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextAreaField meta={fields.note} label={t("own.note")} hint={t("own.noteHint")} rows={3} />
      <div>
        <button type="submit" className="btn-primary">
          {t("own.resubmit")}
        </button>
      </div>
    </Form>
  );
}
