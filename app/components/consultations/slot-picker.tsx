import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import type { AppLocale } from "~/i18n/config";
import { formatDay, formatTime, groupByDay, zoneLabel } from "./time";

export interface SlotView {
  startsAt: string;
  endsAt: string;
}

/**
 * Free slots grouped by day, as radio buttons named `slot`, in the visitor's zone (and saying which
 * zone that is), with links to the previous and next period. Works as part of a plain GET or POST form.
 */
export function SlotPicker({
  slots,
  timeZone,
  locale,
  selected,
  prevHref,
  nextHref,
  onNavigate,
  error,
}: {
  slots: SlotView[];
  timeZone: string;
  locale: AppLocale;
  selected: string | null;
  prevHref: string | null;
  nextHref: string | null;
  /** With JavaScript: load the other period in place instead of following the link. */
  onNavigate?: (direction: -1 | 1) => void;
  error?: string;
}) {
  const { t } = useTranslation("consultations");
  const days = groupByDay(slots, timeZone);
  const nav = (href: string | null, direction: -1 | 1, label: string) =>
    href ? (
      <Link
        to={href}
        className="btn-secondary"
        preventScrollReset
        onClick={
          onNavigate
            ? (event) => {
                event.preventDefault();
                onNavigate(direction);
              }
            : undefined
        }
      >
        {label}
      </Link>
    ) : null;
  return (
    <section className="slot-picker" aria-labelledby="slots-heading" data-testid="slot-picker">
      <h2 id="slots-heading">{t("book.slots.heading")}</h2>
      <p className="hint" data-testid="time-zone-note">
        {t("book.slots.zone", { zone: zoneLabel(timeZone, locale) })}
      </p>
      {error ? (
        <p className="form-errors" role="alert">
          {t(error)}
        </p>
      ) : null}
      {days.length === 0 ? <p className="muted">{t("book.slots.none")}</p> : null}
      {days.map(({ day, slots: daySlots }) => (
        <fieldset key={day} className="slot-day">
          <legend>{formatDay(daySlots[0]!.startsAt, timeZone, locale)}</legend>
          <div className="slot-grid">
            {daySlots.map((slot) => (
              <label key={slot.startsAt} className="slot-option">
                <input type="radio" name="slot" value={slot.startsAt} defaultChecked={slot.startsAt === selected} required />
                <span>{formatTime(slot.startsAt, timeZone, locale)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <nav className="slot-nav actions" aria-label={t("book.slots.periods")}>
        {nav(prevHref, -1, t("book.slots.previous"))}
        {nav(nextHref, 1, t("book.slots.next"))}
      </nav>
    </section>
  );
}
