import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/forms/fields";
import type { AppLocale } from "~/i18n/config";
import { formatQar } from "~/utils/format";
import { DeskTime } from "./desk-time";
import type { DeskConsultationItem } from "./types";
import { Dialog } from "~/components/ui/dialog";

function Facts({ item, locale }: { item: DeskConsultationItem; locale: AppLocale }) {
  const { t } = useTranslation("lawyerDesk");
  return (
    <dl className="facts">
      <dt>{t("requests.client")}</dt>
      <dd data-testid="request-client">
        <bdi>{item.clientName}</bdi>
      </dd>
      <dt>{t("requests.service")}</dt>
      <dd>{t(`lawyers:areas.${item.serviceArea}`, { defaultValue: item.serviceArea })}</dd>
      <dt>{t("requests.kind")}</dt>
      <dd>
        {t(`lawyers:kinds.${item.kind}`, { defaultValue: item.kind })}
        {item.voiceMode ? ` (${t(`voiceModes.${item.voiceMode}`)})` : null}
      </dd>
      <dt>{t("requests.time")}</dt>
      <dd>{item.startsAt ? <DeskTime value={item.startsAt} locale={locale} /> : t("requests.written")}</dd>
      <dt>{t("requests.fee")}</dt>
      <dd>{item.feeQar === null ? t("requests.noFee") : formatQar(item.feeQar, locale)}</dd>
    </dl>
  );
}

/**
 * Requests waiting for this lawyer, each with accept and decline-with-reason forms (plain posts; the
 * route calls consultations.accept / consultations.decline).
 */
export function IncomingRequests({
  requests,
  locale,
  declineFor,
}: {
  requests: DeskConsultationItem[];
  locale: AppLocale;
  /** The refused decline form, to show its reason error on the right request. */
  declineFor?: { id: string; result: SubmissionResult<string[]> } | null;
}) {
  const { t } = useTranslation("lawyerDesk");
  if (requests.length === 0) return <p className="muted">{t("requests.none")}</p>;
  return (
    <ul className="desk-list" data-testid="incoming-requests">
      {requests.map((item) => {
        const reasonErrors = declineFor?.id === item.id ? (declineFor.result.error?.reason ?? undefined) : undefined;
        const postedReason = declineFor?.id === item.id ? (declineFor.result.initialValue?.reason as string | undefined) : undefined;
        return (
          <li key={item.id} className="card desk-item" data-testid="incoming-request" data-reference={item.reference}>
            <h3>
              <Link to={`/consultations/${item.id}`} className="ref">{item.reference}</Link>{" "}
              {item.offered ? <span className="badge">{t("requests.anyLawyer")}</span> : null}
            </h3>
            <Facts item={item} locale={locale} />
            <p className="desk-excerpt" dir="auto">
              <span className="visually-hidden">{t("requests.description")}: </span>
              {item.excerpt}
            </p>
            <div className="desk-actions">
              <Form method="post" className="inline-form">
                <input type="hidden" name="intent" value="accept" />
                <input type="hidden" name="id" value={item.id} />
                <button type="submit" className="btn-primary">
                  {t("requests.accept")}
                </button>
              </Form>
              <Dialog label={t("requests.decline")} open={Boolean(reasonErrors?.length)}>
                <Form method="post" className="form">
                  <input type="hidden" name="intent" value="decline" />
                  <input type="hidden" name="id" value={item.id} />
                  <div className="field">
                    <label htmlFor={`decline-${item.id}`}>{t("requests.reason")}</label>
                    <textarea
                      id={`decline-${item.id}`}
                      name="reason"
                      rows={3}
                      dir="auto"
                      maxLength={1000}
                      defaultValue={postedReason ?? ""}
                      aria-invalid={reasonErrors?.length ? true : undefined}
                      aria-describedby={reasonErrors?.length ? `decline-${item.id}-error` : undefined}
                    />
                    <FieldErrors id={`decline-${item.id}-error`} errors={reasonErrors} />
                  </div>
                  <p>
                    <button type="submit" className="btn-secondary">
                      {t("requests.declineSubmit")}
                    </button>
                  </p>
                </Form>
              </Dialog>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function UpcomingConsultations({ upcoming, locale }: { upcoming: DeskConsultationItem[]; locale: AppLocale }) {
  const { t } = useTranslation("lawyerDesk");
  if (upcoming.length === 0) return <p className="muted">{t("upcoming.none")}</p>;
  return (
    <ul className="desk-list" data-testid="upcoming-consultations">
      {upcoming.map((item) => (
        <li key={item.id} className="card desk-item" data-reference={item.reference}>
          <h3>
            <Link to={`/consultations/${item.id}`} className="ref" aria-label={t("upcoming.open", { reference: item.reference })}>
              {item.reference}
            </Link>
          </h3>
          <Facts item={item} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
