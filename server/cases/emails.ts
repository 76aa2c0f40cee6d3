import { formatDohaTime } from "#server/mail/consultation-templates";
import { emailT, eventTexts, renderEmail, type EmailContent, type EmailCopy } from "#server/mail/render";
import { CASE_EVENT_TYPES, LETTER_EVENT_TYPES, MONEY_EVENT_TYPES, type CaseEventType, type CaseStatus } from "./constants";
import { isolate } from "#server/common/bidi";
import { type AppLocale, intlLocaleOf } from "~/i18n/config";
import { dateTimeFormat } from "~/utils/intl";

/**
 * Emails about a case (issue 9 §4): one per event and recipient, both languages with the recipient's
 * first (server/mail/render.ts renders direction and order), like the consultations' emails.
 * Message and document emails say that something arrived, never its content: the page is behind
 * sign-in, an inbox may not be.
 */

/** The events nobody is emailed about: they show on the timeline (and the firm's notes) only. */
const UNMAILED_EVENTS = [
  "updated",
  "lawyer_unassigned",
  "milestone_added",
  "milestone_updated",
  "milestone_state_changed",
  "note_added",
  // The letter's and money's emails are their own domains' (server/engagement/emails.ts, server/billing/emails.ts).
  ...LETTER_EVENT_TYPES,
  ...MONEY_EVENT_TYPES,
] as const;
export type CaseMailType = Exclude<CaseEventType, (typeof UNMAILED_EVENTS)[number]>;
/** Every other event of a case is emailed to its parties. */
export const CASE_MAIL_TYPES: readonly CaseMailType[] = CASE_EVENT_TYPES.filter((type): type is CaseMailType => !(UNMAILED_EVENTS as readonly string[]).includes(type));

export interface CaseMailArgs {
  type: CaseMailType;
  locale: AppLocale;
  name: string;
  /** client: the client or a member of its company; firm: an assigned lawyer. */
  recipientSide: "client" | "firm";
  reference: string;
  title: { ar: string; en: string };
  status: CaseStatus;
  previousStatus?: CaseStatus | null;
  nextStep?: string | null;
  /** YYYY-MM-DD */
  nextStepDue?: string | null;
  hearing?: {
    startsAt: Date;
    previousStartsAt?: Date | null;
    court: { ar: string; en: string } | null;
    chamber: string;
    purpose: string;
    outcome?: string | null;
  } | null;
  fileName?: string | null;
  /** Who did it (a person's name is the same in both languages). */
  actorName?: string | null;
  url: string;
}

export function formatQatarDate(date: string, locale: AppLocale): string {
  const [y, m, d] = date.split("-").map(Number);
  return dateTimeFormat(intlLocaleOf(locale), { dateStyle: "full", timeZone: "UTC" }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

type Texts = Pick<EmailCopy, "subject" | "heading" | "intro">;

/**
 * The email's words for its event and recipient (app/locales/{ar,en}/emails.json, `case.*`). Names, titles
 * and file names typed in either script keep their own direction inside a sentence (as the other e-mails do).
 */
function textsOf(a: CaseMailArgs, locale: AppLocale, when: string): Texts {
  const t = emailT(locale);
  const other = locale === "ar" ? "en" : "ar";
  const values = {
    ref: a.reference,
    title: isolate(a.title[locale] || a.title[other]),
    when,
    status: t(`case.status.${a.status}`),
    statusInSubject: t(`case.statusInSubject.${a.status}`),
    previous: a.previousStatus ? t(`case.status.${a.previousStatus}`) : "",
    actor: a.actorName ? isolate(a.actorName) : "",
    file: a.fileName ? t("case.document_added.fileName", { file: isolate(a.fileName) }) : "",
  };
  const texts = (key: string, ...paragraphs: string[]) => eventTexts(locale, `case.${key}`, paragraphs, values);
  switch (a.type) {
    case "opened":
      return texts(a.recipientSide === "client" ? "openedClient" : "openedFirm", "intro");
    case "status_changed":
      return texts("status_changed", a.previousStatus ? "introWithPrevious" : "intro", ...(a.status === "closed" ? ["closed"] : []));
    case "next_step_changed":
      return texts("next_step_changed", a.nextStep ? "set" : "cleared");
    case "document_added":
    case "message":
      return texts(a.type, a.actorName ? "introFrom" : "intro");
    case "lawyer_assigned":
    case "hearing_scheduled":
    case "hearing_updated":
    case "hearing_moved":
    case "hearing_cancelled":
    case "hearing_outcome":
    case "hearing_reminder":
      return texts(a.type, "intro");
  }
}

function copyFor(a: CaseMailArgs, locale: AppLocale): EmailCopy {
  const when = a.hearing ? formatDohaTime(a.hearing.startsAt, locale) : "";
  const t = emailT(locale);
  const label = (field: string) => t(`case.labels.${field}`);
  const details: { label: string; value: string }[] = [
    { label: label("reference"), value: a.reference },
    { label: label("title"), value: a.title[locale] || a.title[locale === "ar" ? "en" : "ar"] },
    { label: label("status"), value: t(`case.status.${a.status}`) },
  ];
  if (a.type === "next_step_changed" && a.nextStep) {
    details.push({ label: label("nextStep"), value: a.nextStep });
    if (a.nextStepDue) details.push({ label: label("due"), value: formatQatarDate(a.nextStepDue, locale) });
  }
  if (a.hearing) {
    details.push({ label: label("time"), value: when });
    if (a.type === "hearing_moved" && a.hearing.previousStartsAt) details.push({ label: label("previous"), value: formatDohaTime(a.hearing.previousStartsAt, locale) });
    if (a.hearing.court) details.push({ label: label("court"), value: a.hearing.court[locale] });
    if (a.hearing.chamber) details.push({ label: label("chamber"), value: a.hearing.chamber });
    details.push({ label: label("purpose"), value: a.hearing.purpose });
  }
  if (a.type === "document_added" && a.fileName) details.push({ label: label("file"), value: a.fileName });
  return { ...textsOf(a, locale, when), details, actions: [{ label: label("open"), url: a.url }], notes: [] };
}

export function caseEventEmail(args: CaseMailArgs): EmailContent {
  return renderEmail({ locale: args.locale, name: args.name, copy: { ar: copyFor(args, "ar"), en: copyFor(args, "en") } });
}
