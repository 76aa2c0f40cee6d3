import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldShell, FormErrors, TextField } from "~/components/forms/fields";
import { intlLocaleOf, type AppLocale } from "~/i18n/config";
import type { DeskOverview } from "./types";
import { dateTimeFormat } from "~/utils/intl";

function formatDay(value: string, locale: AppLocale) {
  return dateTimeFormat(intlLocaleOf(locale), { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${value}T00:00:00Z`));
}

/** Add a day or a range of days (Qatar dates) that clients cannot book; list and remove upcoming ones. */
export function BlockedDates({
  blockedDates,
  disabled,
  locale,
  lastResult,
}: {
  blockedDates: DeskOverview["blockedDates"];
  disabled: boolean;
  locale: AppLocale;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("lawyerDesk");
  const [form, fields] = useForm<Record<"startsOn" | "endsOn" | "note", string>>({
    id: "desk-block",
    lastResult: lastResult ?? undefined,
  });
  const dateInput = (meta: typeof fields.startsOn, label: string, hint?: string) => {
    const { key, ...props } = getInputProps(meta, { type: "date" });
    return (
      <FieldShell id={meta.id} errorId={meta.errorId} errors={meta.errors} label={label} hint={hint}>
        {(describedBy) => <input key={key} {...props} dir="ltr" aria-describedby={describedBy} />}
      </FieldShell>
    );
  };
  return (
    <div className="form">
      <h2 id="desk-blocked-heading">{t("blocked.heading")}</h2>
      <p className="hint">{t("blocked.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="form" aria-labelledby="desk-blocked-heading">
        <input type="hidden" name="intent" value="block" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="desk-pair">
          {dateInput(fields.startsOn, t("blocked.startsOn"))}
          {dateInput(fields.endsOn, t("blocked.endsOn"), t("blocked.endsOnHint"))}
        </div>
        <TextField meta={fields.note} label={t("blocked.note")} />
        <p>
          <button type="submit" className="btn-primary" disabled={disabled}>
            {t("blocked.submit")}
          </button>
        </p>
      </Form>
      <h3>{t("blocked.upcoming")}</h3>
      {blockedDates.length === 0 ? (
        <p className="muted">{t("blocked.none")}</p>
      ) : (
        <ul className="doc-list" data-testid="blocked-dates">
          {blockedDates.map((block) => {
            const dates =
              block.startsOn === block.endsOn
                ? t("blocked.oneDay", { date: formatDay(block.startsOn, locale) })
                : t("blocked.range", { from: formatDay(block.startsOn, locale), to: formatDay(block.endsOn, locale) });
            return (
              <li key={block.id} className="blocked-item" data-starts-on={block.startsOn} data-ends-on={block.endsOn}>
                <span>
                  <strong>{dates}</strong>
                  {block.note ? <span dir="auto"> — {block.note}</span> : null}
                </span>
                <Form method="post" className="inline-form">
                  <input type="hidden" name="intent" value="unblock" />
                  <input type="hidden" name="id" value={block.id} />
                  <button type="submit" className="btn-secondary" aria-label={t("blocked.removeLabel", { dates })}>
                    {t("blocked.remove")}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
