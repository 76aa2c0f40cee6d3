import { formatDohaTime } from "#server/mail/consultation-templates";
import { bilingual, catalogueCopy, emailT, renderEmail, type EmailContent, type EmailCopy } from "#server/mail/render";
import type { ApplicationDecision } from "./constants";
import { isolate } from "#server/common/bidi";
import type { AppLocale } from "~/i18n/config";

/**
 * The inboxes' emails (issue 10 §5), each in both languages with the recipient's first
 * (server/mail/render.ts): a reply to a contact message, a decision to a job applicant, and a
 * notice to the member of staff an item was assigned to. Their words are in app/locales/{ar,en}/emails.json.
 */

// Names and titles typed in either script keep their own direction inside the other language's sentence.
const other = (locale: AppLocale): AppLocale => (locale === "ar" ? "en" : "ar");

/** The staff member's text, one paragraph per line (blank lines dropped; the template escapes it). */
function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A reply typed by staff, signed with their name and the firm's. */
function signedReply(locale: AppLocale, reply: string, staffName: string): string[] {
  return [...paragraphs(reply), emailT(locale)("chrome.signature", { staff: isolate(staffName) })];
}

/**
 * A reply typed by a member of staff to a contact message, in the language the sender chose: the reply
 * and the original message quoted under it sit in the block of that language; the other language's
 * block says where the reply is.
 */
export function contactReplyEmail(args: {
  locale: AppLocale;
  name: string;
  subject: string;
  reply: string;
  original: string;
  sentAt: Date;
  staffName: string;
  contactUrl: string;
}): EmailContent {
  const copyIn = (locale: AppLocale, reply: boolean): EmailCopy => {
    const t = emailT(locale);
    const details = [
      { label: t("contactReply.labels.subject"), value: args.subject },
      { label: t("contactReply.labels.sentOn"), value: formatDohaTime(args.sentAt, locale) },
    ];
    const intro = reply ? signedReply(locale, args.reply, args.staffName) : [t("contactReply.pointer")];
    return catalogueCopy(locale, "contactReply", { values: { subject: args.subject }, urls: [args.contactUrl], intro, details, quote: reply ? args.original : undefined });
  };
  const copy = { [args.locale]: copyIn(args.locale, true), [other(args.locale)]: copyIn(other(args.locale), false) } as Record<AppLocale, EmailCopy>;
  return renderEmail({ locale: args.locale, name: args.name, copy, replyable: true });
}

/** An applicant is told of a decision on their application (shortlisted, rejected, hired). */
export function applicationDecisionEmail(args: {
  locale: AppLocale;
  name: string;
  decision: ApplicationDecision;
  postingTitle: Record<AppLocale, string>;
  careersUrl: string;
  contactUrl: string;
}): EmailContent {
  const copy = bilingual((locale) => {
    const posting = args.postingTitle[locale] || args.postingTitle[other(locale)];
    const decision = catalogueCopy(locale, `applicationDecision.${args.decision}`, {
      values: { posting, postingInText: isolate(posting) },
      urls: [args.careersUrl],
    });
    decision.notes.push(emailT(locale)("applicationDecision.note"));
    return decision;
  });
  return renderEmail({ locale: args.locale, name: args.name, copy });
}

/** What was assigned, in both languages (`assignment.what.<kind>`), from each language's values. */
export function assignedWhat(kind: "contact" | "application" | "companyRequest", valuesIn: (locale: AppLocale) => Record<string, string>): Record<AppLocale, string> {
  return { ar: emailT("ar")(`assignment.what.${kind}`, valuesIn("ar")), en: emailT("en")(`assignment.what.${kind}`, valuesIn("en")) };
}

/**
 * To the member of staff an item was assigned to, by someone else. An admin gets a link to the item in
 * the back office; a lawyer (company service requests), who cannot open the back office, gets what
 * they need to take it up: the details and whom to contact.
 */
export function assignmentEmail(args: {
  locale: AppLocale;
  name: string;
  actorName: string;
  /** What was assigned, as a phrase in each language, e.g. «a contact message from …». */
  what: Record<AppLocale, string>;
  details?: Record<AppLocale, { label: string; value: string }[]>;
  quote?: string;
  url?: string;
}): EmailContent {
  const copy = bilingual((locale) => {
    const assigned = catalogueCopy(locale, "assignment", {
      values: { actor: isolate(args.actorName), what: args.what[locale] },
      urls: args.url ? [args.url] : [],
      details: args.details?.[locale],
      quote: args.quote,
    });
    assigned.intro.push(emailT(locale)(args.url ? "assignment.withLink" : "assignment.withoutLink"));
    return assigned;
  });
  return renderEmail({ locale: args.locale, name: args.name, copy });
}

/**
 * Issue 13 §1: the firm's answer to a company's service request, to every member of the company in their
 * own language (the reply as typed sits in both blocks; the request's service and company frame it).
 */
export function companyRequestReplyEmail(args: {
  locale: AppLocale;
  name: string;
  company: { ar: string; en: string };
  service: { ar: string; en: string };
  reply: string;
  staffName: string;
  dashboardUrl: string;
}): EmailContent {
  const copy = bilingual((locale) => {
    const t = emailT(locale);
    return catalogueCopy(locale, "companyRequestReply", {
      values: { service: args.service[locale] },
      urls: [args.dashboardUrl],
      intro: signedReply(locale, args.reply, args.staffName),
      details: [
        { label: t("companyRequestReply.labels.company"), value: args.company[locale] },
        { label: t("companyRequestReply.labels.service"), value: args.service[locale] },
      ],
    });
  });
  return renderEmail({ locale: args.locale, name: args.name, copy });
}
