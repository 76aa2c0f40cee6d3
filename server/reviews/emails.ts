import { renderEmail, type EmailContent } from "#server/mail/templates";
import type { AppLocale } from "~/i18n/config";

/** To the reviewer: an admin took their review off the public pages, and why (issue 12 §4). */
export function reviewHiddenEmail(args: { name: string; locale: AppLocale; lawyerName: { ar: string; en: string }; reason: string; url: string }): EmailContent {
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: "أُخفي تقييمك عن الصفحات العامة",
        heading: "أُخفي تقييمك",
        intro: [
          "راجع فريق منصة قانون للمحاماة تقييمك للمحامي وأخفاه عن الملف العام ودليل المحامين. يبقى التقييم محفوظًا وتراه أنت في صفحة الاستشارة.",
          "إذا رأيت أن القرار خطأ، فراسلنا من صفحة التواصل مع ذكر رقم الاستشارة.",
        ],
        actions: [{ label: "عرض الاستشارة", url: args.url }],
        notes: [],
        details: [
          { label: "المحامي", value: args.lawyerName.ar },
          { label: "السبب", value: args.reason },
        ],
      },
      en: {
        subject: "Your review was hidden from the public pages",
        heading: "Your review was hidden",
        intro: [
          "The Qanun Legal team reviewed your rating of a lawyer and hid it from the public profile and the directory. It is kept, and you still see it on the consultation's page.",
          "If you think this is a mistake, write to us through the contact page with the consultation's reference.",
        ],
        actions: [{ label: "Open the consultation", url: args.url }],
        notes: [],
        details: [
          { label: "Lawyer", value: args.lawyerName.en },
          { label: "Reason", value: args.reason },
        ],
      },
    },
  });
}
