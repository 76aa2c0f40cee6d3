import type { TFunction } from "i18next";
import type { AppLocale } from "~/i18n/config";
import { formatDate, formatDateTime, formatNumber, formatQar, isolate } from "~/utils/format";
import { dateTimeFormat } from "~/utils/intl";

/** Bilingual content in the viewer's language, falling back to the other one (then marked by the caller). */
export function inLocale(pair: { ar?: string | null; en?: string | null }, locale: AppLocale): { text: string; fallback: boolean } {
  const own = locale === "en" ? pair.en : pair.ar;
  const other = locale === "en" ? pair.ar : pair.en;
  return own ? { text: own, fallback: false } : { text: other ?? "", fallback: Boolean(other) };
}

export function caseTitle(c: { title_ar: string; title_en: string }, locale: AppLocale): string {
  return inLocale({ ar: c.title_ar, en: c.title_en }, locale).text;
}

/** A hearing's time: Qatar time, always labelled as such. */
export function hearingTimeText(t: TFunction, iso: string, locale: AppLocale): string {
  return t("cases:page.qatarTimeLabel", { time: formatDateTime(iso, locale) });
}

/** A calendar date (YYYY-MM-DD) in the viewer's language. */
export function dayText(date: string, locale: AppLocale): string {
  return formatDate(`${date}T12:00:00+03:00`, locale);
}

/** The value of an <input type="datetime-local"> for an instant, as Doha wall-clock time (what the server reads it as). */
export function qatarLocalInput(iso: string): string {
  const parts = dateTimeFormat("en-CA", {
    timeZone: "Asia/Qatar",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

export interface TimelineItem {
  id: string;
  type: string;
  actor_name: string | null;
  payload: Record<string, unknown>;
  internal: boolean;
  created_at: string;
}

const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** One timeline entry as a sentence in the viewer's language (cases:timeline.*). */
export function timelineText(t: TFunction, item: TimelineItem, locale: AppLocale): string {
  const p = item.payload;
  // People's names, references, titles and file names are data: isolated (decision 023), shown as <bdi> by BidiText.
  const actor = item.actor_name ? isolate(item.actor_name) : t("cases:timeline.system");
  const time = (key: string) => (str(p[key]) ? hearingTimeText(t, str(p[key]), locale) : "");
  const milestoneTitle = isolate(inLocale({ ar: str(p.title_ar), en: str(p.title_en) }, locale).text);
  switch (item.type) {
    case "opened":
      return p.consultationReference
        ? t("cases:timeline.opened_from_consultation", { actor, consultation: isolate(str(p.consultationReference)) })
        : t("cases:timeline.opened", { actor });
    case "lawyer_assigned":
    case "lawyer_unassigned":
      return t(`cases:timeline.${item.type}`, { actor, lawyer: isolate(str(p.lawyerName)) });
    case "status_changed":
      return t("cases:timeline.status_changed", {
        actor,
        from: t(`cases:status.${str(p.previousStatus)}`, { defaultValue: str(p.previousStatus) }),
        to: t(`cases:status.${str(p.status)}`, { defaultValue: str(p.status) }),
      });
    case "next_step_changed":
      return t(p.nextStep ? "cases:timeline.next_step_changed" : "cases:timeline.next_step_cleared", { actor });
    case "hearing_scheduled":
    case "hearing_updated":
    case "hearing_cancelled":
    case "hearing_outcome":
    case "hearing_reminder":
      return t(`cases:timeline.${item.type}`, { actor, time: time("startsAt") });
    case "hearing_moved":
      return t("cases:timeline.hearing_moved", { actor, time: time("startsAt"), previousTime: time("previousStartsAt") });
    case "milestone_added":
      return t("cases:timeline.milestone_added", { actor, title: milestoneTitle, fee: formatQar(Number(p.feeQar ?? 0), locale) });
    case "milestone_state_changed":
      return t("cases:timeline.milestone_state_changed", {
        actor,
        title: milestoneTitle,
        state: t(`cases:milestoneState.${str(p.state)}`, { defaultValue: str(p.state) }),
      });
    case "document_added":
      return t("cases:timeline.document_added", { actor, fileName: isolate(str(p.fileName)) });
    case "letter_drafted":
    case "letter_sent":
    case "letter_signed":
    case "letter_countersigned":
    case "letter_withdrawn":
      return t(`engagement:timeline.${item.type}`, { actor, version: formatNumber(Number(p.version ?? 1), locale) });
    case "invoice_issued":
    case "invoice_paid":
    case "invoice_refunded":
    case "duplicate_payment_refunded":
    case "payment_failed": {
      // Money events (issue 28): amounts are dirhams in the payload; the sentences are billing's.
      const dirhams = Number(p.refundDirhams ?? p.amountDirhams ?? 0);
      return t(`billing:timeline.${item.type}`, {
        actor,
        invoice: isolate(str(p.number)),
        receipt: isolate(str(p.receiptNumber)),
        amount: formatQar(dirhams / 100, locale),
      });
    }
    default:
      return t(`cases:timeline.${item.type}`, { actor, defaultValue: t("cases:timeline.updated", { actor }) });
  }
}
