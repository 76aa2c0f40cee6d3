import { formatDohaTime } from "#server/mail/consultation-templates";
import { renderEmail, type EmailContent, type EmailCopy } from "#server/mail/render";
import type { CaseStatus } from "./constants";
import { isolate } from "#server/common/bidi";
import { type AppLocale, intlLocaleOf } from "~/i18n/config";
import { dateTimeFormat } from "~/utils/intl";

/**
 * Emails about a case (issue 9 §4): one per event and recipient, both languages with the recipient's
 * first (server/mail/templates.ts renders direction and order), like the consultations' emails.
 * Message and document emails say that something arrived, never its content: the page is behind
 * sign-in, an inbox may not be.
 */

export const CASE_MAIL_TYPES = [
  "opened",
  "lawyer_assigned",
  "status_changed",
  "next_step_changed",
  "hearing_scheduled",
  "hearing_updated",
  "hearing_moved",
  "hearing_cancelled",
  "hearing_outcome",
  "hearing_reminder",
  "document_added",
  "message",
] as const;
export type CaseMailType = (typeof CASE_MAIL_TYPES)[number];

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

const STATUS: Record<AppLocale, Record<CaseStatus, string>> = {
  ar: { open: "مفتوحة", in_progress: "قيد العمل", on_hold: "معلّقة", closed: "مغلقة" },
  en: { open: "Open", in_progress: "In progress", on_hold: "On hold", closed: "Closed" },
};

export function formatQatarDate(date: string, locale: AppLocale): string {
  const [y, m, d] = date.split("-").map(Number);
  return dateTimeFormat(intlLocaleOf(locale), { dateStyle: "full", timeZone: "UTC" }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

type Texts = { subject: string; heading: string; intro: string[] };

/** Names, titles and file names typed in either script keep their own direction inside a sentence (as the other e-mails do). */

function textsAr(a: CaseMailArgs, when: string): Texts {
  const ref = a.reference;
  const title = isolate(a.title.ar || a.title.en);
  const by = a.actorName ? ` ${isolate(a.actorName)}` : "";
  const file = a.fileName ? `: ${isolate(a.fileName)}` : "";
  switch (a.type) {
    case "opened":
      return a.recipientSide === "client"
        ? {
            subject: `فتح القضية ${ref}`,
            heading: "فُتحت قضيتك لدينا",
            intro: [`فتح مكتب قانون للمحاماة القضية ${ref} «${title}». ستجد في صفحة القضية الخطوة التالية والجلسات والأتعاب والمستندات والمراسلات مع فريقنا.`],
          }
        : {
            subject: `قضية جديدة مسندة إليك ${ref}`,
            heading: "قضية جديدة مسندة إليك",
            intro: [`فُتحت القضية ${ref} «${title}» وأُسندت إليك. يُرجى مراجعة ملف القضية وتحديد الخطوة التالية.`],
          };
    case "lawyer_assigned":
      return {
        subject: `إسناد القضية ${ref} إليك`,
        heading: "أُسندت إليك قضية",
        intro: [`أُسندت إليك القضية ${ref} «${title}». يمكنك الاطلاع على ملفها كاملًا من صفحة القضية.`],
      };
    case "status_changed":
      return {
        subject: `تغيّرت حالة القضية ${ref}: ${STATUS.ar[a.status]}`,
        heading: "تغيّرت حالة القضية",
        intro: [
          `أصبحت حالة القضية ${ref} «${title}»: ${STATUS.ar[a.status]}${a.previousStatus ? ` (كانت: ${STATUS.ar[a.previousStatus]})` : ""}.`,
          ...(a.status === "closed" ? ["أُغلقت القضية، وتبقى صفحتها ومستنداتها متاحة لك."] : []),
        ],
      };
    case "next_step_changed":
      return {
        subject: `الخطوة التالية في القضية ${ref}`,
        heading: "تحديث الخطوة التالية",
        intro: [a.nextStep ? `حُدّدت الخطوة التالية في القضية ${ref} «${title}».` : `لم تعد هناك خطوة تالية محددة في القضية ${ref}.`],
      };
    case "hearing_scheduled":
      return {
        subject: `جلسة جديدة في القضية ${ref}: ${when}`,
        heading: "حُدّدت جلسة",
        intro: [`حُدّدت جلسة في القضية ${ref} «${title}» في ${when}. أرفقنا ملف تقويم لإضافة الموعد إلى تقويمك.`],
      };
    case "hearing_updated":
      return {
        subject: `تحديث بيانات جلسة القضية ${ref}`,
        heading: "تحديث بيانات الجلسة",
        intro: [`تغيّرت بيانات جلسة القضية ${ref} المقررة في ${when}. يحدّث ملف التقويم المرفق الموعد في تقويمك.`],
      };
    case "hearing_moved":
      return {
        subject: `تأجيل جلسة القضية ${ref} إلى ${when}`,
        heading: "تغيّر موعد الجلسة",
        intro: [`أصبح الموعد الجديد لجلسة القضية ${ref} «${title}»: ${when}. يحدّث ملف التقويم المرفق الموعد في تقويمك.`],
      };
    case "hearing_cancelled":
      return {
        subject: `إلغاء جلسة القضية ${ref}`,
        heading: "أُلغيت الجلسة",
        intro: [`أُلغيت جلسة القضية ${ref} التي كانت مقررة في ${when}، ويحذف ملف التقويم المرفق الموعد من تقويمك.`],
      };
    case "hearing_outcome":
      return {
        subject: `نتيجة جلسة القضية ${ref}`,
        heading: "سُجّلت نتيجة الجلسة",
        intro: [`سُجّلت نتيجة جلسة القضية ${ref} التي عُقدت في ${when}. يمكنك الاطلاع عليها في صفحة القضية.`],
      };
    case "hearing_reminder":
      return {
        subject: `تذكير: جلسة القضية ${ref} غدًا`,
        heading: "تذكير بموعد الجلسة",
        intro: [`نذكّرك بأن جلسة القضية ${ref} «${title}» بعد ٢٤ ساعة تقريبًا، في ${when}.`],
      };
    case "document_added":
      return {
        subject: `مستند جديد في القضية ${ref}`,
        heading: "مستند جديد",
        intro: [`أضاف${by} مستندًا جديدًا إلى القضية ${ref}${file}. يمكنك الاطلاع عليه من صفحة القضية.`],
      };
    case "message":
      return {
        subject: `رسالة جديدة في القضية ${ref}`,
        heading: "رسالة جديدة",
        intro: [`${a.actorName ? `أرسل ${isolate(a.actorName)}` : "وصلت"} رسالة جديدة في القضية ${ref}. يمكنك قراءتها والرد عليها من صفحة القضية.`],
      };
  }
}

function textsEn(a: CaseMailArgs, when: string): Texts {
  const ref = a.reference;
  const title = isolate(a.title.en || a.title.ar);
  const actor = a.actorName ? isolate(a.actorName) : null;
  const file = a.fileName ? `: ${isolate(a.fileName)}` : "";
  switch (a.type) {
    case "opened":
      return a.recipientSide === "client"
        ? {
            subject: `Case ${ref} opened`,
            heading: "Your case is open",
            intro: [`Qanun Legal has opened case ${ref}, “${title}”. The case page shows the next step, hearings, fees, documents and your messages with our team.`],
          }
        : {
            subject: `New case assigned to you: ${ref}`,
            heading: "A new case is assigned to you",
            intro: [`Case ${ref}, “${title}”, was opened and assigned to you. Please review the file and set the next step.`],
          };
    case "lawyer_assigned":
      return {
        subject: `Case ${ref} assigned to you`,
        heading: "A case is assigned to you",
        intro: [`Case ${ref}, “${title}”, is now assigned to you. The whole file is on the case page.`],
      };
    case "status_changed":
      return {
        subject: `Case ${ref} is now ${STATUS.en[a.status].toLowerCase()}`,
        heading: "Case status changed",
        intro: [
          `The status of case ${ref}, “${title}”, is now ${STATUS.en[a.status]}${a.previousStatus ? ` (was ${STATUS.en[a.previousStatus]})` : ""}.`,
          ...(a.status === "closed" ? ["The case is closed; its page and documents remain available to you."] : []),
        ],
      };
    case "next_step_changed":
      return {
        subject: `Next step in case ${ref}`,
        heading: "Next step updated",
        intro: [a.nextStep ? `The next step in case ${ref}, “${title}”, was updated.` : `Case ${ref} no longer has a next step set.`],
      };
    case "hearing_scheduled":
      return {
        subject: `Hearing in case ${ref}: ${when}`,
        heading: "Hearing scheduled",
        intro: [`A hearing in case ${ref}, “${title}”, is scheduled for ${when}. The attached calendar file adds it to your calendar.`],
      };
    case "hearing_updated":
      return {
        subject: `Hearing details changed in case ${ref}`,
        heading: "Hearing details changed",
        intro: [`The details of the hearing in case ${ref} on ${when} changed. The attached calendar file updates your calendar.`],
      };
    case "hearing_moved":
      return {
        subject: `Hearing in case ${ref} moved to ${when}`,
        heading: "Hearing moved",
        intro: [`The hearing in case ${ref}, “${title}”, is now on ${when}. The attached calendar file updates your calendar.`],
      };
    case "hearing_cancelled":
      return {
        subject: `Hearing in case ${ref} cancelled`,
        heading: "Hearing cancelled",
        intro: [`The hearing in case ${ref} scheduled for ${when} was cancelled. The attached calendar file removes it from your calendar.`],
      };
    case "hearing_outcome":
      return {
        subject: `Outcome of the hearing in case ${ref}`,
        heading: "Hearing outcome recorded",
        intro: [`The outcome of the hearing in case ${ref} held on ${when} was recorded. You can read it on the case page.`],
      };
    case "hearing_reminder":
      return {
        subject: `Reminder: hearing in case ${ref} tomorrow`,
        heading: "Hearing reminder",
        intro: [`A reminder that the hearing in case ${ref}, “${title}”, is in about 24 hours, on ${when}.`],
      };
    case "document_added":
      return {
        subject: `New document in case ${ref}`,
        heading: "New document",
        intro: [`${actor ?? "Someone"} added a document to case ${ref}${file}. You can open it on the case page.`],
      };
    case "message":
      return {
        subject: `New message in case ${ref}`,
        heading: "New message",
        intro: [`${actor ? `${actor} sent` : "There is"} a new message in case ${ref}. You can read it and reply on the case page.`],
      };
  }
}

function copyFor(a: CaseMailArgs, locale: AppLocale): EmailCopy {
  const when = a.hearing ? formatDohaTime(a.hearing.startsAt, locale) : "";
  const texts = locale === "ar" ? textsAr(a, when) : textsEn(a, when);
  const labels =
    locale === "ar"
      ? {
          reference: "رقم القضية",
          title: "القضية",
          status: "الحالة",
          nextStep: "الخطوة التالية",
          due: "الموعد المستهدف",
          court: "المحكمة",
          chamber: "الدائرة أو القاعة",
          purpose: "موضوع الجلسة",
          time: "الموعد",
          previous: "الموعد السابق",
          outcome: "النتيجة",
          file: "الملف",
          open: "عرض القضية",
        }
      : {
          reference: "Reference",
          title: "Case",
          status: "Status",
          nextStep: "Next step",
          due: "Due",
          court: "Court",
          chamber: "Chamber or room",
          purpose: "Purpose",
          time: "Time",
          previous: "Previous time",
          outcome: "Outcome",
          file: "File",
          open: "View the case",
        };
  const details: { label: string; value: string }[] = [
    { label: labels.reference, value: a.reference },
    { label: labels.title, value: a.title[locale] || a.title[locale === "ar" ? "en" : "ar"] },
    { label: labels.status, value: STATUS[locale][a.status] },
  ];
  if (a.type === "next_step_changed" && a.nextStep) {
    details.push({ label: labels.nextStep, value: a.nextStep });
    if (a.nextStepDue) details.push({ label: labels.due, value: formatQatarDate(a.nextStepDue, locale) });
  }
  if (a.hearing) {
    details.push({ label: labels.time, value: when });
    if (a.type === "hearing_moved" && a.hearing.previousStartsAt) details.push({ label: labels.previous, value: formatDohaTime(a.hearing.previousStartsAt, locale) });
    if (a.hearing.court) details.push({ label: labels.court, value: a.hearing.court[locale] });
    if (a.hearing.chamber) details.push({ label: labels.chamber, value: a.hearing.chamber });
    details.push({ label: labels.purpose, value: a.hearing.purpose });
  }
  if (a.type === "document_added" && a.fileName) details.push({ label: labels.file, value: a.fileName });
  return { subject: texts.subject, heading: texts.heading, intro: texts.intro, details, actions: [{ label: labels.open, url: a.url }], notes: [] };
}

export function caseEventEmail(args: CaseMailArgs): EmailContent {
  return renderEmail({ locale: args.locale, name: args.name, copy: { ar: copyFor(args, "ar"), en: copyFor(args, "en") } });
}
