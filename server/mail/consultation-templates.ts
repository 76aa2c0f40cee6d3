import { renderEmail, type EmailContent, type EmailCopy } from "./render";
import { type AppLocale, intlLocaleOf } from "~/i18n/config";
import { dateTimeFormat } from "~/utils/intl";
import { QATAR_TIME_ZONE } from "#server/common/qatar-time";

/**
 * Emails about a consultation (issue 4): one per event and recipient, both languages with the
 * recipient's first (server/mail/templates.ts renders direction and order). Times are shown in
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
  const text = dateTimeFormat(intlLocaleOf(locale), { dateStyle: "full", timeStyle: "short", timeZone: QATAR_TIME_ZONE }).format(value);
  return locale === "ar" ? `${text} (بتوقيت الدوحة)` : `${text} (Doha time)`;
}

const KIND: Record<AppLocale, Record<ConsultationMailArgs["kind"], string>> = {
  ar: { written: "استشارة مكتوبة", video: "استشارة عبر الفيديو", voice: "استشارة صوتية", in_person: "استشارة حضورية في المكتب" },
  en: { written: "Written consultation", video: "Video consultation", voice: "Voice consultation", in_person: "In-person consultation at our office" },
};

type Texts = { subject: string; heading: string; intro: string[] };

function textsAr(a: ConsultationMailArgs, when: string): Texts {
  const ref = a.reference;
  const other = a.counterpart?.ar ?? "";
  switch (a.type) {
    case "escalated":
      if (a.recipientRole === "office")
        return {
          subject: `طلب استشارة بلا محامٍ: ${ref}`,
          heading: "طلب ينتظر إسناده إلى محامٍ",
          intro: [
            a.cause === "lawyer_unavailable"
              ? `انتهت صلاحية ترخيص المحامي الذي وُجّه إليه طلب الاستشارة ${ref}، فلم يعد بوسعه تولّيه. يُرجى إسناده إلى محامٍ آخر من قائمة الطلبات غير المقبولة في لوحة الإدارة.`
              : `لم يقبل أي محامٍ طلب الاستشارة ${ref} خلال المدة المحددة. يُرجى إسناده إلى محامٍ من قائمة الطلبات غير المقبولة في لوحة الإدارة.`,
          ],
        };
      if (a.cause === "lawyer_unavailable")
        return {
          subject: `طلب الاستشارة ${ref}: يتولى مكتبنا إسناده`,
          heading: "يتولى مكتبنا إسناد طلبك",
          intro: ["لم يعد المحامي الذي اخترته متاحًا لتولّي طلبك، فأحلناه إلى مكتبنا ليُسنده إلى محامٍ مناسب آخر. سنُعلمك فور تأكيد الموعد، ويمكنك سحب الطلب في أي وقت قبل ذلك."],
        };
      return {
        subject: `طلب الاستشارة ${ref}: يتولى مكتبنا إسناده`,
        heading: "يتولى مكتبنا إسناد طلبك",
        intro: ["لم يقبل أي محامٍ طلبك بعد، فأحلناه إلى مكتبنا ليُسنده إلى محامٍ مناسب. سنُعلمك فور تأكيد الموعد، ويمكنك سحب الطلب في أي وقت قبل ذلك."],
      };
    case "requested":
    case "offered":
      if (a.recipientRole === "client")
        return {
          subject: `تم استلام طلب الاستشارة ${ref}`,
          heading: "تم استلام طلب الاستشارة",
          intro: [
            a.counterpart
              ? `أُرسل طلبك إلى ${other}، وسنُعلمك فور تأكيده للموعد.`
              : "أُرسل طلبك إلى المحامين المختصين في المجال المطلوب، وسنُعلمك فور قبول أحدهم للطلب.",
          ],
        };
      return {
        subject: `طلب استشارة جديد ${ref}`,
        heading: "طلب استشارة جديد",
        intro: [
          a.recipientRole === "offered"
            ? "وصل طلب استشارة جديد يتوافق مع مجال ممارستك، ويُسند إلى أول محامٍ يقبله. يُرجى مراجعة الطلب وقبوله أو الاعتذار عنه."
            : `أرسل ${other} طلب استشارة جديدًا. يُرجى مراجعة الطلب وتأكيده أو الاعتذار عنه من صفحة الاستشارة.`,
        ],
      };
    case "confirmed":
      return {
        subject: `تأكيد موعد الاستشارة ${ref}`,
        heading: "تم تأكيد الاستشارة",
        intro: [`تم تأكيد الاستشارة ${ref}${when ? ` في ${when}` : ""}. أرفقنا ملف تقويم لإضافة الموعد إلى تقويمك.`],
      };
    case "declined":
      return {
        subject: `الاعتذار عن طلب الاستشارة ${ref}`,
        heading: "تم الاعتذار عن طلب الاستشارة",
        intro: [
          a.recipientRole === "client"
            ? "نأسف لإبلاغك بأن المحامي اعتذر عن طلب الاستشارة. يمكنك حجز موعد آخر أو اختيار محامٍ آخر من صفحة الاستشارات."
            : `تم الاعتذار عن طلب الاستشارة ${ref}، وأُلغي الموعد من التقويم.`,
        ],
      };
    case "cancelled":
      return {
        subject: `إلغاء الاستشارة ${ref}`,
        heading: "تم إلغاء الاستشارة",
        intro: [`أُلغيت الاستشارة ${ref}${when ? ` التي كانت مقررة في ${when}` : ""}، ويحذف ملف التقويم المرفق الموعد من تقويمك.`],
      };
    case "rescheduled":
      return {
        subject: `تغيير موعد الاستشارة ${ref}`,
        heading: "تم تغيير موعد الاستشارة",
        intro: [
          `أصبح الموعد الجديد للاستشارة ${ref}: ${when}.`,
          a.status === "requested"
            ? a.recipientRole === "client"
              ? "سيُؤكَّد الموعد الجديد بعد موافقة المحامي، وسنُعلمك بذلك."
              : "يُرجى تأكيد الموعد الجديد أو الاعتذار عنه من صفحة الاستشارة."
            : "يحدّث ملف التقويم المرفق الموعد في تقويمك.",
        ],
      };
    case "completed":
      return {
        subject: `اكتمال الاستشارة ${ref}`,
        heading: "اكتملت الاستشارة",
        intro: ["شكرًا لثقتك بقانون للمحاماة. يمكنك الرجوع إلى تفاصيل الاستشارة والمراسلات والملفات في أي وقت من صفحة الاستشارة."],
      };
    case "no_show":
      return {
        subject: `عدم حضور موعد الاستشارة ${ref}`,
        heading: "سُجّل عدم الحضور",
        intro: [`سُجّلت الاستشارة ${ref}${when ? ` المقررة في ${when}` : ""} على أنها لم تُعقد لعدم الحضور. للاستفسار، يُرجى التواصل معنا.`],
      };
    case "message":
      return {
        subject: `رسالة جديدة في الاستشارة ${ref}`,
        heading: "رسالة جديدة",
        intro: [`${other ? `أرسل ${other}` : "وصلت"} رسالة جديدة في الاستشارة ${ref}. يمكنك قراءتها والرد عليها من صفحة الاستشارة.`],
      };
    case "file":
      return {
        subject: `ملف جديد في الاستشارة ${ref}`,
        heading: "ملف جديد",
        intro: [`أُضيف ملف جديد إلى الاستشارة ${ref}. يمكنك الاطلاع عليه من صفحة الاستشارة.`],
      };
    case "reminder_24h":
      return {
        subject: `تذكير: موعد الاستشارة ${ref} غدًا`,
        heading: "تذكير بموعد الاستشارة",
        intro: [`نذكّرك بأن موعد الاستشارة ${ref} بعد ٢٤ ساعة تقريبًا، في ${when}.`],
      };
    case "reminder_1h":
      return {
        subject: `تذكير: تبدأ الاستشارة ${ref} بعد ساعة`,
        heading: "تبدأ الاستشارة بعد ساعة",
        intro: [`نذكّرك بأن الاستشارة ${ref} تبدأ بعد ساعة واحدة، في ${when}.`],
      };
  }
}

function textsEn(a: ConsultationMailArgs, when: string): Texts {
  const ref = a.reference;
  const other = a.counterpart?.en ?? "";
  switch (a.type) {
    case "escalated":
      if (a.recipientRole === "office")
        return {
          subject: `Consultation request without a lawyer: ${ref}`,
          heading: "A request is waiting for a lawyer",
          intro: [
            a.cause === "lawyer_unavailable"
              ? `The licence of the lawyer consultation request ${ref} was addressed to has expired, so they can no longer take it. Please assign another lawyer from the unaccepted requests in the back office.`
              : `No lawyer accepted consultation request ${ref} within the set time. Please assign one from the unaccepted requests in the back office.`,
          ],
        };
      if (a.cause === "lawyer_unavailable")
        return {
          subject: `Consultation request ${ref}: our office is assigning it`,
          heading: "Our office is assigning your request",
          intro: ["The lawyer you chose can no longer take your request, so we passed it to our office to assign another suitable lawyer. We will let you know as soon as the appointment is confirmed; you can withdraw the request at any time before that."],
        };
      return {
        subject: `Consultation request ${ref}: our office is assigning it`,
        heading: "Our office is assigning your request",
        intro: ["No lawyer has accepted your request yet, so we passed it to our office to assign a suitable lawyer. We will let you know as soon as the appointment is confirmed; you can withdraw the request at any time before that."],
      };
    case "requested":
    case "offered":
      if (a.recipientRole === "client")
        return {
          subject: `Consultation request ${ref} received`,
          heading: "Consultation request received",
          intro: [
            a.counterpart
              ? `Your request was sent to ${other}. We will let you know as soon as the appointment is confirmed.`
              : "Your request was sent to the lawyers who practise in this area. We will let you know as soon as one of them accepts it.",
          ],
        };
      return {
        subject: `New consultation request ${ref}`,
        heading: "New consultation request",
        intro: [
          a.recipientRole === "offered"
            ? "A new consultation request matches your practice area. It goes to the first lawyer who accepts it; please review it and accept or decline."
            : `${other} has requested a consultation. Please review the request and confirm or decline it on the consultation page.`,
        ],
      };
    case "confirmed":
      return {
        subject: `Consultation ${ref} confirmed`,
        heading: "Consultation confirmed",
        intro: [`Consultation ${ref} is confirmed${when ? ` for ${when}` : ""}. The attached calendar file adds it to your calendar.`],
      };
    case "declined":
      return {
        subject: `Consultation request ${ref} declined`,
        heading: "Consultation request declined",
        intro: [
          a.recipientRole === "client"
            ? "We are sorry: the lawyer declined your consultation request. You can book another time or choose another lawyer on the consultations page."
            : `Consultation request ${ref} was declined and removed from the calendar.`,
        ],
      };
    case "cancelled":
      return {
        subject: `Consultation ${ref} cancelled`,
        heading: "Consultation cancelled",
        intro: [`Consultation ${ref}${when ? `, scheduled for ${when},` : ""} was cancelled. The attached calendar file removes it from your calendar.`],
      };
    case "rescheduled":
      return {
        subject: `Consultation ${ref} rescheduled`,
        heading: "Consultation rescheduled",
        intro: [
          `The new time of consultation ${ref} is ${when}.`,
          a.status === "requested"
            ? a.recipientRole === "client"
              ? "The new time will be confirmed once the lawyer accepts it; we will let you know."
              : "Please confirm or decline the new time on the consultation page."
            : "The attached calendar file updates the appointment in your calendar.",
        ],
      };
    case "completed":
      return {
        subject: `Consultation ${ref} completed`,
        heading: "Consultation completed",
        intro: ["Thank you for choosing Qanun Legal. The consultation's details, messages and files remain available on the consultation page."],
      };
    case "no_show":
      return {
        subject: `Consultation ${ref} marked as a no-show`,
        heading: "Marked as a no-show",
        intro: [`Consultation ${ref}${when ? `, scheduled for ${when},` : ""} was recorded as not held because of a no-show. Please contact us if you have any questions.`],
      };
    case "message":
      return {
        subject: `New message in consultation ${ref}`,
        heading: "New message",
        intro: [`${other ? `${other} sent` : "There is"} a new message in consultation ${ref}. You can read it and reply on the consultation page.`],
      };
    case "file":
      return {
        subject: `New file in consultation ${ref}`,
        heading: "New file",
        intro: [`A new file was added to consultation ${ref}. You can open it on the consultation page.`],
      };
    case "reminder_24h":
      return {
        subject: `Reminder: consultation ${ref} is tomorrow`,
        heading: "Consultation reminder",
        intro: [`A reminder that consultation ${ref} is in about 24 hours, on ${when}.`],
      };
    case "reminder_1h":
      return {
        subject: `Reminder: consultation ${ref} starts in one hour`,
        heading: "Your consultation starts in one hour",
        intro: [`A reminder that consultation ${ref} starts in one hour, on ${when}.`],
      };
  }
}

function copyFor(a: ConsultationMailArgs, locale: AppLocale): EmailCopy {
  const when = a.startsAt ? formatDohaTime(a.startsAt, locale) : "";
  const texts = locale === "ar" ? textsAr(a, when) : textsEn(a, when);
  const labels =
    locale === "ar"
      ? { reference: "رقم الاستشارة", kind: "نوع الاستشارة", lawyer: "المحامي", client: "العميل", time: "الموعد", previous: "الموعد السابق", reason: "السبب", open: "عرض الاستشارة" }
      : { reference: "Reference", kind: "Type", lawyer: "Lawyer", client: "Client", time: "Time", previous: "Previous time", reason: "Reason", open: "View the consultation" };
  const details: { label: string; value: string }[] = [
    { label: labels.reference, value: a.reference },
    { label: labels.kind, value: KIND[locale][a.kind] },
  ];
  if (a.counterpart) details.push({ label: a.recipientRole === "client" ? labels.lawyer : labels.client, value: a.counterpart[locale] });
  if (when) details.push({ label: labels.time, value: when });
  if (a.previousStartsAt && a.type === "rescheduled") details.push({ label: labels.previous, value: formatDohaTime(a.previousStartsAt, locale) });
  if (a.reason) details.push({ label: labels.reason, value: a.reason });
  return { subject: texts.subject, heading: texts.heading, intro: texts.intro, details, actions: [{ label: labels.open, url: a.url }], notes: [] };
}

export function consultationEventEmail(args: ConsultationMailArgs): EmailContent {
  return renderEmail({ locale: args.locale, name: args.name, copy: { ar: copyFor(args, "ar"), en: copyFor(args, "en") } });
}
