import { renderEmail, type EmailContent, type EmailCopy } from "#server/mail/render";
import type { RollLevel } from "#server/lawyers/catalog";
import { isolate } from "#server/common/bidi";
import { type AppLocale, intlLocaleOf } from "~/i18n/config";
import { dateTimeFormat } from "~/utils/intl";

/**
 * The verification review's emails (issue 10 §2), each in both languages with the recipient's own
 * first (server/mail/templates.ts: the address may be read by a colleague who prefers the other one):
 * the decision on an application, the notice 30 days before a lawyer's licence expires, and its lapse.
 */

/** Names typed in either script keep their own direction inside the other language's sentence. */

export const ROLL_LEVEL_NAMES: Record<RollLevel, Record<AppLocale, string>> = {
  trainee: { ar: "محامٍ تحت التمرين", en: "Trainee lawyer (under training)" },
  first_instance: { ar: "مقيّد أمام المحكمة الابتدائية", en: "Admitted before the Court of First Instance" },
  appeal: { ar: "مقيّد أمام محكمة الاستئناف", en: "Admitted before the Court of Appeal" },
  cassation: { ar: "مقيّد أمام محكمة التمييز", en: "Admitted before the Court of Cassation" },
};

/** A calendar date (YYYY-MM-DD) as people write it in Qatar, in each language. */
export function formatCalendarDate(date: string, locale: AppLocale): string {
  return dateTimeFormat(intlLocaleOf(locale), { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export interface LicenceFacts {
  rollLevel: RollLevel;
  licenceNumber: string;
  licenceExpiresOn: string;
}

/** The licence as the emails and pages show it, from a lawyer_licences row. */
export function licenceFactsOf(row: { court_roll_level: string; licence_number: string; licence_expires_on: string }): LicenceFacts {
  return { rollLevel: row.court_roll_level as RollLevel, licenceNumber: row.licence_number, licenceExpiresOn: row.licence_expires_on };
}

function licenceDetails(licence: LicenceFacts, locale: AppLocale) {
  const labels =
    locale === "ar"
      ? { roll: "القيد في جدول المحامين", number: "رقم الترخيص", expires: "تاريخ انتهاء الترخيص" }
      : { roll: "Roll of lawyers", number: "Licence number", expires: "Licence expires on" };
  return [
    { label: labels.roll, value: ROLL_LEVEL_NAMES[licence.rollLevel][locale] },
    { label: labels.number, value: licence.licenceNumber },
    { label: labels.expires, value: formatCalendarDate(licence.licenceExpiresOn, locale) },
  ];
}

/** To the person whose documents were reviewed: approved, or rejected with the admin's reason quoted. */
export function verificationDecisionEmail(args: {
  name: string;
  locale: AppLocale;
  decision: "approved" | "rejected";
  role: "lawyer" | "company";
  reason?: string;
  licence?: LicenceFacts | null;
  dashboardUrl: string;
}): EmailContent {
  const approved = (locale: AppLocale): EmailCopy =>
    locale === "ar"
      ? {
          subject: "تم اعتماد حسابك",
          heading: "تم اعتماد مستنداتك",
          intro: [
            "راجع فريق قانون للمحاماة المستندات التي قدّمتها، ويسعدنا إبلاغك باعتماد حسابك.",
            args.role === "lawyer"
              ? "يظهر ملفك الآن في دليل المحامين متى أكملت بيانات ملفك المهني، ويمكن للعملاء حجز الاستشارات معك."
              : "يمكن لأعضاء شركتك الآن الاستفادة من جميع خدمات الشركات في المنصة.",
          ],
          details: args.licence ? licenceDetails(args.licence, "ar") : undefined,
          actions: [{ label: "الانتقال إلى لوحة التحكم", url: args.dashboardUrl }],
          notes: args.licence ? ["سنذكّرك قبل انتهاء ترخيصك بثلاثين يومًا. بعد انتهائه يُخفى ملفك من الدليل ومن الحجز إلى أن يُسجَّل الترخيص المجدّد."] : [],
        }
      : {
          subject: "Your account has been approved",
          heading: "Your documents have been approved",
          intro: [
            "The Qanun Legal team has reviewed the documents you submitted, and we are pleased to tell you that your account has been approved.",
            args.role === "lawyer"
              ? "Your profile now appears in the lawyer directory once your professional profile is complete, and clients can book consultations with you."
              : "Your company's members can now use every company service on the platform.",
          ],
          details: args.licence ? licenceDetails(args.licence, "en") : undefined,
          actions: [{ label: "Go to your dashboard", url: args.dashboardUrl }],
          notes: args.licence
            ? ["We will remind you 30 days before your licence expires. Once it has expired, your profile is hidden from the directory and from booking until the renewed licence is recorded."]
            : [],
        };
  const rejected = (locale: AppLocale): EmailCopy =>
    locale === "ar"
      ? {
          subject: "تعذّر اعتماد مستنداتك",
          heading: "تعذّر اعتماد مستنداتك",
          intro: [
            "راجع فريق قانون للمحاماة المستندات التي قدّمتها، وتعذّر اعتمادها للسبب المذكور أدناه.",
            "يمكنك رفع المستندات المطلوبة من لوحة التحكم ثم إعادة تقديم الطلب، وسنراجعه مجددًا.",
          ],
          quote: args.reason,
          actions: [{ label: "رفع المستندات وإعادة التقديم", url: args.dashboardUrl }],
          notes: ["إذا كانت لديك أسئلة، يُرجى التواصل معنا عبر صفحة التواصل في موقعنا."],
        }
      : {
          subject: "We could not approve your documents",
          heading: "We could not approve your documents",
          intro: [
            "The Qanun Legal team has reviewed the documents you submitted and could not approve them, for the reason below.",
            "You can upload the documents needed from your dashboard and resubmit your application; we will review it again.",
          ],
          quote: args.reason,
          actions: [{ label: "Upload documents and resubmit", url: args.dashboardUrl }],
          notes: ["If you have any questions, please reach us through the contact page on our website."],
        };
  const copy = args.decision === "approved" ? approved : rejected;
  return renderEmail({ locale: args.locale, name: args.name, copy: { ar: copy("ar"), en: copy("en") } });
}

/** 30 days before a lawyer's licence expires: to the lawyer, and to each admin (who records the renewal). */
export function licenceExpiryEmail(args: {
  name: string;
  locale: AppLocale;
  audience: "lawyer" | "admin";
  lawyerName: string;
  licence: LicenceFacts;
  url: string;
}): EmailContent {
  const lawyerCopy = (locale: AppLocale): EmailCopy => {
    const date = formatCalendarDate(args.licence.licenceExpiresOn, locale);
    return locale === "ar"
      ? {
          subject: `ينتهي ترخيصك في ${date}`,
          heading: "ترخيص المحاماة يقترب من الانتهاء",
          intro: [
            `ينتهي ترخيص المحاماة المسجّل لدينا في ${date}.`,
            "بعد هذا التاريخ يُخفى ملفك تلقائيًا من دليل المحامين ومن حجز الاستشارات. يُرجى رفع الترخيص المجدّد من لوحة التحكم ليسجّله فريقنا.",
          ],
          details: licenceDetails(args.licence, "ar"),
          actions: [{ label: "رفع الترخيص المجدّد", url: args.url }],
          notes: [],
        }
      : {
          subject: `Your licence expires on ${date}`,
          heading: "Your practising licence is about to expire",
          intro: [
            `The practising licence we hold on record for you expires on ${date}.`,
            "After that date your profile is hidden automatically from the lawyer directory and from booking. Please upload your renewed licence from your dashboard so that our team can record it.",
          ],
          details: licenceDetails(args.licence, "en"),
          actions: [{ label: "Upload the renewed licence", url: args.url }],
          notes: [],
        };
  };
  const adminCopy = (locale: AppLocale): EmailCopy => {
    const date = formatCalendarDate(args.licence.licenceExpiresOn, locale);
    const lawyer = isolate(args.lawyerName);
    return locale === "ar"
      ? {
          subject: `ترخيص ${lawyer} ينتهي في ${date}`,
          heading: "ترخيص محامٍ يقترب من الانتهاء",
          intro: [
            `ينتهي ترخيص المحامي ${lawyer} في ${date}. بعد هذا التاريخ يُخفى من دليل المحامين ومن الحجز تلقائيًا.`,
            "عند استلام الترخيص المجدّد، يُرجى تسجيل تاريخ انتهائه الجديد في صفحة مراجعة التحقق.",
          ],
          details: licenceDetails(args.licence, "ar"),
          actions: [{ label: "فتح صفحة المراجعة", url: args.url }],
          notes: [],
        }
      : {
          subject: `${lawyer}'s licence expires on ${date}`,
          heading: "A lawyer's licence is about to expire",
          intro: [
            `The licence of ${lawyer} expires on ${date}. After that date they are hidden automatically from the lawyer directory and from booking.`,
            "When the renewed licence arrives, record its new expiry date on the verification review page.",
          ],
          details: licenceDetails(args.licence, "en"),
          actions: [{ label: "Open the review page", url: args.url }],
          notes: [],
        };
  };
  const copy = args.audience === "lawyer" ? lawyerCopy : adminCopy;
  return renderEmail({ locale: args.locale, name: args.name, copy: { ar: copy("ar"), en: copy("en") } });
}

/**
 * Issue 25 §10: to the lawyer, once, when their licence has lapsed (recorded by an admin with a past date,
 * or its date passed): what stopped, what happened to the requests that waited for them, and how to renew.
 */
export function licenceExpiredEmail(args: { name: string; locale: AppLocale; licence: LicenceFacts; handedOver: number; url: string }): EmailContent {
  const copy = (locale: AppLocale): EmailCopy => {
    const date = formatCalendarDate(args.licence.licenceExpiresOn, locale);
    return locale === "ar"
      ? {
          subject: "انتهت صلاحية ترخيصك",
          heading: "انتهت صلاحية ترخيص المحاماة المسجّل لدينا",
          intro: [
            `كان ترخيص المحاماة المسجّل لدينا ساريًا حتى ${date}، وقد انتهت صلاحيته.`,
            "لذلك أُخفي ملفك من دليل المحامين ومن حجز الاستشارات، ولم يعد بإمكانك قبول الاستشارات أو العمل عليها، ولا يُسند إليك عمل جديد.",
            ...(args.handedOver > 0
              ? ["أحلنا طلبات الاستشارة التي كانت تنتظر ردّك إلى مكتبنا ليُسندها إلى محامين آخرين، وأبلغنا أصحابها بذلك."]
              : []),
          ],
          details: licenceDetails(args.licence, "ar"),
          actions: [{ label: "رفع الترخيص المجدّد", url: args.url }],
          notes: ["متى رفعت الترخيص المجدّد من لوحة التحكم، يراجعه فريقنا ويسجّل تاريخ انتهائه الجديد، فيعود ملفك إلى الدليل ويُستأنف عملك."],
        }
      : {
          subject: "Your licence has expired",
          heading: "The practising licence we hold on record has expired",
          intro: [
            `The practising licence we hold on record for you was valid until ${date} and has now expired.`,
            "Your profile is therefore hidden from the lawyer directory and from booking, you can no longer take or work on consultations, and no new work is assigned to you.",
            ...(args.handedOver > 0
              ? ["The consultation requests that were waiting for your answer have gone to our office to be assigned to other lawyers, and their clients have been told."]
              : []),
          ],
          details: licenceDetails(args.licence, "en"),
          actions: [{ label: "Upload the renewed licence", url: args.url }],
          notes: ["Once you upload the renewed licence from your dashboard, our team reviews it and records its new expiry date; your profile then returns to the directory and your work resumes."],
        };
  };
  return renderEmail({ locale: args.locale, name: args.name, copy: { ar: copy("ar"), en: copy("en") } });
}

/** To the lawyer: the firm confirmed (the directory shows it now) or declined their stated courts and QFC rights (issue 13 §1). */
export function standingDecisionEmail(args: {
  name: string;
  locale: AppLocale;
  decision: "confirmed" | "rejected";
  rollLevel: RollLevel;
  qfc: boolean;
  reason?: string;
  url: string;
}): EmailContent {
  const confirmed = args.decision === "confirmed";
  const details = (locale: AppLocale) => [
    { label: locale === "ar" ? "مستوى القيد" : "Roll level", value: ROLL_LEVEL_NAMES[args.rollLevel][locale] },
    {
      label: locale === "ar" ? "حق الترافع أمام محكمة مركز قطر للمال" : "Rights of audience before the QFC Court",
      value: args.qfc ? (locale === "ar" ? "نعم" : "Yes") : locale === "ar" ? "لا" : "No",
    },
    ...(args.reason ? [{ label: locale === "ar" ? "ملاحظة المكتب" : "The firm's note", value: args.reason }] : []),
  ];
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: confirmed ? "أُكِّد قيدك وحق ترافعك في الدليل" : "لم يُؤكَّد طلب تحديث قيدك",
        heading: confirmed ? "أُكِّدت بيانات قيدك" : "لم نؤكد طلبك",
        intro: [
          confirmed
            ? "راجع فريق منصة قانون المستند الذي أرسلته وأكّد ما ذكرته، ويظهر الآن في ملفك في دليل المحامين."
            : "راجع فريق منصة قانون طلبك ولم يؤكده. يبقى ملفك في الدليل كما كان. يمكنك إرسال طلب جديد بمستند أوضح.",
        ],
        actions: [{ label: "عرض الطلب", url: args.url }],
        notes: [],
        details: details("ar"),
      },
      en: {
        subject: confirmed ? "Your courts and rights of audience are confirmed" : "Your standing update was not confirmed",
        heading: confirmed ? "Your standing is confirmed" : "We did not confirm your request",
        intro: [
          confirmed
            ? "The Qanun Legal team checked the document you sent and confirmed what you stated. Your directory profile shows it now."
            : "The Qanun Legal team checked your request and did not confirm it. Your directory profile stays as it was. You may send a new request with a clearer document.",
        ],
        actions: [{ label: "Open the request", url: args.url }],
        notes: [],
        details: details("en"),
      },
    },
  });
}
