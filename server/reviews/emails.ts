import { bilingual, catalogueCopy, emailT, renderEmail, type EmailContent } from "#server/mail/render";
import type { AppLocale } from "~/i18n/config";

/** To the reviewer: an admin took their review off the public pages, and why (issue 12 §4). */
export function reviewHiddenEmail(args: { name: string; locale: AppLocale; lawyerName: { ar: string; en: string }; reason: string; url: string }): EmailContent {
  const copy = bilingual((locale) => {
    const label = (field: string) => emailT(locale)(`reviewHidden.labels.${field}`);
    return catalogueCopy(locale, "reviewHidden", {
      urls: [args.url],
      details: [
        { label: label("lawyer"), value: args.lawyerName[locale] },
        { label: label("reason"), value: args.reason },
      ],
    });
  });
  return renderEmail({ locale: args.locale, name: args.name, copy });
}
