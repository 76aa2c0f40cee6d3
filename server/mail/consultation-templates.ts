import { emailT, eventTexts, renderEmail, type EmailContent, type EmailCopy } from "./render";
import { type AppLocale, intlLocaleOf } from "~/i18n/config";
import { dateTimeFormat } from "~/utils/intl";
import { QATAR_TIME_ZONE } from "#server/common/qatar-time";

/**
 * Emails about a consultation (issue 4): one per event and recipient, both languages with the
 * recipient's first (server/mail/render.ts renders direction and order). Times are shown in
 * Doha time in the recipient's language; the .ics attachment carries the exact instant.
 */

export type ConsultationMailType =
  | "requested"
  | "offered"
  | "confirmed"
  | "declined"
  | "cancelled"
  | "rescheduled"
  | "completed"
  | "no_show"
  | "message"
  | "file"
  | "reminder_24h"
  | "reminder_1h"
  | "escalated";

export interface ConsultationMailArgs {
  type: ConsultationMailType;
  locale: AppLocale;
  name: string;
  /** client: the person who booked (or their company colleague); lawyer: the assigned lawyer; offered: a lawyer an "any lawyer" request was offered to. */
  recipientRole: "client" | "lawyer" | "offered" | "office";
  reference: string;
  kind: "written" | "video" | "voice" | "in_person";
  status: string;
  startsAt: Date | null;
  previousStartsAt: Date | null;
  /** The other party's name (the lawyer's in both languages; a client's name is the same in both). */
  counterpart: { ar: string; en: string } | null;
  reason: string | null;
  /** Why an escalated request went to the office: "lawyer_unavailable", the lawyer it was addressed to can no longer take it (issue 25 §10); else nobody accepted it in time. */
  cause?: string | null;
  url: string;
}

export function formatDohaTime(value: Date, locale: AppLocale): string {
  const time = dateTimeFormat(intlLocaleOf(locale), { dateStyle: "full", timeStyle: "short", timeZone: QATAR_TIME_ZONE }).format(value);
  return emailT(locale)("consultation.dohaTime", { time });
}

type Texts = Pick<EmailCopy, "subject" | "heading" | "intro">;

/** The email's words for its event and recipient (app/locales/{ar,en}/emails.json, `consultation.*`). */
function textsOf(a: ConsultationMailArgs, locale: AppLocale, when: string): Texts {
  const values = { ref: a.reference, other: a.counterpart?.[locale] ?? "", when };
  const texts = (key: string, ...paragraphs: string[]) => eventTexts(locale, `consultation.${key}`, paragraphs, values);
  const client = a.recipientRole === "client";
  switch (a.type) {
    case "escalated":
      return texts(a.recipientRole === "office" ? "escalatedOffice" : "escalatedClient", a.cause === "lawyer_unavailable" ? "lawyerUnavailable" : "unanswered");
    case "requested":
    case "offered":
      if (client) return texts("requestedClient", a.counterpart ? "toLawyer" : "toArea");
      return texts("requestedFirm", a.recipientRole === "offered" ? "offered" : "direct");
    case "declined":
      return texts("declined", client ? "client" : "firm");
    case "rescheduled":
      return texts("rescheduled", "intro", a.status === "requested" ? (client ? "pendingClient" : "pendingLawyer") : "calendar");
    case "message":
      return texts("message", values.other ? "introFrom" : "intro");
    case "confirmed":
    case "cancelled":
    case "no_show":
      return texts(a.type, when ? "introAt" : "intro");
    case "completed":
    case "file":
    case "reminder_24h":
    case "reminder_1h":
      return texts(a.type, "intro");
  }
}

function copyFor(a: ConsultationMailArgs, locale: AppLocale): EmailCopy {
  const when = a.startsAt ? formatDohaTime(a.startsAt, locale) : "";
  const t = emailT(locale);
  const label = (field: string) => t(`consultation.labels.${field}`);
  const details: { label: string; value: string }[] = [
    { label: label("reference"), value: a.reference },
    { label: label("kind"), value: t(`consultation.kinds.${a.kind}`) },
  ];
  if (a.counterpart) details.push({ label: label(a.recipientRole === "client" ? "lawyer" : "client"), value: a.counterpart[locale] });
  if (when) details.push({ label: label("time"), value: when });
  if (a.previousStartsAt && a.type === "rescheduled") details.push({ label: label("previous"), value: formatDohaTime(a.previousStartsAt, locale) });
  if (a.reason) details.push({ label: label("reason"), value: a.reason });
  return { ...textsOf(a, locale, when), details, actions: [{ label: label("open"), url: a.url }], notes: [] };
}

export function consultationEventEmail(args: ConsultationMailArgs): EmailContent {
  return renderEmail({ locale: args.locale, name: args.name, copy: { ar: copyFor(args, "ar"), en: copyFor(args, "en") } });
}
