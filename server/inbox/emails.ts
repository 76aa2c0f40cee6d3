import { formatDohaTime } from "#server/mail/consultation-templates";
import { renderEmail, type EmailContent, type EmailCopy } from "#server/mail/render";
import type { ApplicationDecision } from "./constants";
import { isolate } from "#server/common/bidi";
import type { AppLocale } from "~/i18n/config";

/**
 * The inboxes' emails (issue 10 §5), each in both languages with the recipient's first
 * (server/mail/templates.ts): a reply to a contact message, a decision to a job applicant, and a
 * notice to the member of staff an item was assigned to.
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
  const details = {
    ar: [
      { label: "موضوع رسالتك", value: args.subject },
      { label: "تاريخ الإرسال", value: formatDohaTime(args.sentAt, "ar") },
    ],
    en: [
      { label: "Your message's subject", value: args.subject },
      { label: "Sent on", value: formatDohaTime(args.sentAt, "en") },
    ],
  };
  const subject = { ar: `ردّ على رسالتك: ${args.subject}`, en: `Re: ${args.subject}` };
  const notes = {
    ar: ["لمتابعة المراسلة، يُرجى استخدام صفحة التواصل في موقعنا؛ فالردود على هذا البريد لا تصل إلى فريقنا."],
    en: ["To continue the conversation, please use the contact page on our website; replies to this email do not reach our team."],
  };
  const actions = {
    ar: [{ label: "مراسلتنا مجددًا", url: args.contactUrl }],
    en: [{ label: "Write to us again", url: args.contactUrl }],
  };
  const signature = { ar: `${isolate(args.staffName)} — قانون للمحاماة`, en: `${isolate(args.staffName)} — Qanun Legal` };
  const main = (locale: AppLocale): EmailCopy => ({
    subject: subject[locale],
    heading: locale === "ar" ? "ردّنا على رسالتك" : "Our reply to your message",
    intro: [...paragraphs(args.reply), signature[locale]],
    details: details[locale],
    quote: args.original,
    actions: actions[locale],
    notes: notes[locale],
  });
  const pointer = (locale: AppLocale): EmailCopy => ({
    subject: subject[locale],
    heading: locale === "ar" ? "ردّنا على رسالتك" : "Our reply to your message",
    intro: [
      locale === "ar"
        ? "ردّ أحد أعضاء فريقنا على الرسالة التي أرسلتها عبر نموذج التواصل. كُتب الرد باللغة الإنجليزية التي اخترتها للتواصل، وتجده في الجزء الأول من هذا البريد."
        : "A member of our team has replied to the message you sent through our contact form. The reply is written in Arabic, the language you chose, in the first part of this email.",
    ],
    details: details[locale],
    actions: actions[locale],
    notes: notes[locale],
  });
  const copy = { [args.locale]: main(args.locale), [other(args.locale)]: pointer(other(args.locale)) } as Record<AppLocale, EmailCopy>;
  return renderEmail({ locale: args.locale, name: args.name, copy });
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
  const ar = args.postingTitle.ar || args.postingTitle.en;
  const en = args.postingTitle.en || args.postingTitle.ar;
  const contactNote = {
    ar: "إذا كانت لديك أي استفسارات، يُرجى التواصل معنا عبر صفحة التواصل في موقعنا.",
    en: "If you have any questions, please contact us through the contact page on our website.",
  };
  const copies: Record<ApplicationDecision, Record<AppLocale, EmailCopy>> = {
    shortlisted: {
      ar: {
        subject: `تحديث بشأن طلبك لوظيفة: ${ar}`,
        heading: "أُدرج طلبك في القائمة المختصرة",
        intro: [
          `يسرّنا إبلاغك بأنه بعد مراجعة طلبك لوظيفة «${isolate(ar)}»، أُدرج اسمك في القائمة المختصرة للمرشحين.`,
          "سيتواصل معك فريق التوظيف قريبًا لترتيب الخطوة التالية، وهي في العادة مقابلة شخصية.",
        ],
        actions: [],
        notes: [contactNote.ar],
      },
      en: {
        subject: `Update on your application: ${en}`,
        heading: "You have been shortlisted",
        intro: [
          `We are pleased to let you know that, after reviewing your application for “${isolate(en)}”, we have placed you on our shortlist of candidates.`,
          "Our recruitment team will contact you soon to arrange the next step, usually an interview.",
        ],
        actions: [],
        notes: [contactNote.en],
      },
    },
    rejected: {
      ar: {
        subject: `تحديث بشأن طلبك لوظيفة: ${ar}`,
        heading: "نتيجة طلب التوظيف",
        intro: [
          `نشكرك على اهتمامك بالانضمام إلى قانون للمحاماة وعلى الوقت الذي خصّصته للتقدّم لوظيفة «${isolate(ar)}».`,
          "بعد دراسة الطلبات بعناية، نأسف لإبلاغك بأننا لن نمضي قُدمًا في طلبك لهذه الوظيفة.",
          "نتمنى لك كل التوفيق، ويسعدنا أن تتقدّم للوظائف التي نعلن عنها مستقبلًا.",
        ],
        actions: [{ label: "الوظائف المتاحة", url: args.careersUrl }],
        notes: [contactNote.ar],
      },
      en: {
        subject: `Update on your application: ${en}`,
        heading: "About your application",
        intro: [
          `Thank you for your interest in joining Qanun Legal and for the time you took to apply for “${isolate(en)}”.`,
          "After careful consideration, we regret to tell you that we will not be taking your application for this position further.",
          "We wish you every success, and we would be glad to receive your application for future openings.",
        ],
        actions: [{ label: "Open positions", url: args.careersUrl }],
        notes: [contactNote.en],
      },
    },
    hired: {
      ar: {
        subject: `تهانينا: قبولك لوظيفة ${ar}`,
        heading: "يسرّنا انضمامك إلى فريقنا",
        intro: [
          `يسرّنا إبلاغك باختيارك لشغل وظيفة «${isolate(ar)}» في قانون للمحاماة.`,
          "سيتواصل معك فريق التوظيف قريبًا بتفاصيل العرض الوظيفي والخطوات التالية لانضمامك.",
        ],
        actions: [],
        notes: [contactNote.ar],
      },
      en: {
        subject: `Congratulations: your application for ${en}`,
        heading: "Welcome to the team",
        intro: [
          `We are delighted to let you know that you have been selected for the position of “${isolate(en)}” at Qanun Legal.`,
          "Our recruitment team will contact you shortly with the details of the offer and the next steps.",
        ],
        actions: [],
        notes: [contactNote.en],
      },
    },
  };
  return renderEmail({ locale: args.locale, name: args.name, copy: copies[args.decision] });
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
  const copy = (locale: AppLocale): EmailCopy => ({
    subject: locale === "ar" ? "أُسند إليك عمل جديد في قانون للمحاماة" : "Something was assigned to you at Qanun Legal",
    heading: locale === "ar" ? "أُسند إليك عمل جديد" : "Assigned to you",
    intro: [
      locale === "ar"
        ? `أسند إليك ${isolate(args.actorName)} ${args.what.ar}.`
        : `${isolate(args.actorName)} has assigned ${args.what.en} to you.`,
      args.url
        ? locale === "ar"
          ? "تجد التفاصيل وسجل المتابعة في لوحة الإدارة."
          : "You will find the details and the history in the back office."
        : locale === "ar"
          ? "التفاصيل أدناه؛ يُرجى التواصل مع مقدّم الطلب لمتابعته."
          : "The details are below; please contact the person who made the request to take it up.",
    ],
    details: args.details?.[locale],
    quote: args.quote,
    actions: args.url ? [{ label: locale === "ar" ? "فتح في لوحة الإدارة" : "Open in the back office", url: args.url }] : [],
    notes: [],
  });
  return renderEmail({ locale: args.locale, name: args.name, copy: { ar: copy("ar"), en: copy("en") } });
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
  const copy = (locale: AppLocale): EmailCopy => ({
    subject: locale === "ar" ? `ردّ على طلب الخدمة: ${args.service.ar}` : `Reply to your service request: ${args.service.en}`,
    heading: locale === "ar" ? "ردّنا على طلب الخدمة" : "Our reply to your service request",
    intro: [...paragraphs(args.reply), locale === "ar" ? `${isolate(args.staffName)} — قانون للمحاماة` : `${isolate(args.staffName)} — Qanun Legal`],
    details:
      locale === "ar"
        ? [
            { label: "الشركة", value: args.company.ar },
            { label: "الخدمة", value: args.service.ar },
          ]
        : [
            { label: "Company", value: args.company.en },
            { label: "Service", value: args.service.en },
          ],
    actions: [{ label: locale === "ar" ? "متابعة الطلب في لوحة الشركة" : "Follow the request on your company dashboard", url: args.dashboardUrl }],
    notes: [
      locale === "ar"
        ? "يرى جميع أعضاء الشركة حالة الطلب في لوحة الشركة. الردود على هذا البريد لا تصل إلى فريقنا."
        : "Every member of the company sees the request's status on the company dashboard. Replies to this email do not reach our team.",
    ],
  });
  return renderEmail({ locale: args.locale, name: args.name, copy: { ar: copy("ar"), en: copy("en") } });
}
