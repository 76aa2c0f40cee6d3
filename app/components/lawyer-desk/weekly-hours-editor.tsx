import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MAX_RANGES_PER_DAY, WEEKDAYS, WEEKEND_DAYS } from "#server/lawyer-desk/schemas";
import { FieldErrors } from "~/components/forms/fields";

type Range = { weekday: number; start: string; end: string };

function postedValue(initial: unknown, weekday: number, index: number, side: "start" | "end"): string {
  const days = (initial as { days?: unknown } | undefined)?.days;
  const day = Array.isArray(days) ? (days[weekday] as { ranges?: unknown } | undefined) : undefined;
  const ranges = day && Array.isArray(day.ranges) ? day.ranges : [];
  const range = ranges[index] as Record<string, unknown> | undefined;
  const value = range?.[side];
  return typeof value === "string" ? value : "";
}

/**
 * The week in Qatar time: per weekday up to three HH:MM ranges, saved as a whole (plain inputs, so it
 * works without JavaScript). After a refused save the posted values come back with each error on its
 * field and an overlap on its day.
 */
export function WeeklyHoursEditor({
  weeklyHours,
  disabled,
  lastResult,
}: {
  weeklyHours: Range[];
  disabled: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("lawyerDesk");
  const errors = lastResult?.status === "error" ? (lastResult.error ?? {}) : {};
  const posted = lastResult?.status === "error" ? lastResult.initialValue : undefined;
  const hasErrors = Object.values(errors).some((list) => list && list.length > 0);
  const valueOf = (weekday: number, index: number, side: "start" | "end") => {
    if (posted) return postedValue(posted, weekday, index, side);
    const saved = weeklyHours.filter((r) => r.weekday === weekday)[index];
    return saved ? saved[side] : "";
  };
  // A new key after a save (or a refused one) makes the inputs take their new default values.
  const version = JSON.stringify([weeklyHours, posted ?? null]);
  return (
    <Form method="post" className="form" aria-labelledby="desk-hours-heading" key={version} id="desk-hours" noValidate>
      <input type="hidden" name="intent" value="hours" />
      <h2 id="desk-hours-heading">{t("hours.heading")}</h2>
      <p className="hint">{t("hours.intro")}</p>
      <p className="hint">{t("hours.weekendNote")}</p>
      {hasErrors ? (
        <div className="form-errors" role="alert" data-testid="hours-errors">
          <p>{t("toasts.fixErrors")}</p>
        </div>
      ) : null}
      <div className="hours-grid">
        {WEEKDAYS.map((weekday) => {
          const day = t(`weekdays.${weekday}`);
          const dayErrors = errors[`days[${weekday}]`] ?? errors[`days[${weekday}].ranges`];
          const isWeekend = (WEEKEND_DAYS as readonly number[]).includes(weekday);
          return (
            <fieldset key={weekday} className={`hours-day${isWeekend ? " weekend" : ""}`} data-testid={`hours-day-${weekday}`}>
              <legend>{day}</legend>
              <div className="hours-ranges">
                {Array.from({ length: MAX_RANGES_PER_DAY }, (_, index) => {
                  const base = `days[${weekday}].ranges[${index}]`;
                  return (
                    <div key={index} className="hours-range">
                      {(["start", "end"] as const).map((side) => {
                        const name = `${base}.${side}`;
                        const id = `hours-${weekday}-${index}-${side}`;
                        const fieldErrors = errors[name];
                        return (
                          <span key={side} className="hours-input">
                            <label htmlFor={id} className="visually-hidden">
                              {t(side === "start" ? "hours.startLabel" : "hours.endLabel", { day, number: index + 1 })}
                            </label>
                            <span aria-hidden="true">{t(side === "start" ? "hours.from" : "hours.to")}</span>
                            <input
                              id={id}
                              name={name}
                              type="text"
                              inputMode="numeric"
                              placeholder={t("hours.placeholder")}
                              maxLength={5}
                              size={5}
                              dir="ltr"
                              autoComplete="off"
                              defaultValue={valueOf(weekday, index, side)}
                              aria-invalid={fieldErrors?.length ? true : undefined}
                              aria-describedby={fieldErrors?.length ? `${id}-error` : undefined}
                            />
                            <FieldErrors id={`${id}-error`} errors={fieldErrors ?? undefined} />
                          </span>
                        );
                      })}
                    </div>
                  );
                })}
              </div>
              <FieldErrors id={`hours-${weekday}-error`} errors={dayErrors ?? undefined} />
            </fieldset>
          );
        })}
      </div>
      <p>
        <button type="submit" className="btn-primary" disabled={disabled}>
          {t("hours.submit")}
        </button>
      </p>
    </Form>
  );
}
