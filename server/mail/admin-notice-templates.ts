/**
 * Issue 29: the emails that tell admins of new work waiting for the firm (server/notifications/admin-notices.ts), one
 * per kind per short window, or one digest a day. Words in app/locales/{ar,en}/emails.json `adminNotice`.
 */
import { ADMIN_NOTICE_QUEUES, type AdminNoticeKind } from "#server/notifications/constants";
import { bilingual, catalogueCopy, emailT, renderEmail, type EmailContent } from "./render";
import type { AppLocale } from "~/i18n/config";
import { formatNumber } from "~/utils/format";

export function adminNoticeEmail(args: { name: string; locale: AppLocale; kind: AdminNoticeKind; url: string; queueUrl: string }): EmailContent {
  const copy = bilingual((locale) => {
    const t = emailT(locale);
    const copy = catalogueCopy(locale, "adminNotice", { urls: [args.url, args.queueUrl], intro: [t(`adminNotice.kinds.${args.kind}.intro`)] });
    return { ...copy, subject: t(`adminNotice.kinds.${args.kind}.subject`), heading: t(`adminNotice.kinds.${args.kind}.subject`) };
  });
  return renderEmail({ locale: args.locale, name: args.name, copy });
}

export function adminDigestEmail(args: { name: string; locale: AppLocale; counts: { kind: AdminNoticeKind; count: number }[]; baseUrl: string }): EmailContent {
  const copy = bilingual((locale) => {
    const t = emailT(locale);
    const details = args.counts.map(({ kind, count }) => ({ label: t(`adminNotice.kinds.${kind}.label`), value: formatNumber(count, locale) }));
    const copy = catalogueCopy(locale, "adminDigest", { urls: [`${args.baseUrl}/dashboard/admin`], details });
    const links = args.counts.map(({ kind }) => `${t(`adminNotice.kinds.${kind}.label`)}: ${args.baseUrl}${ADMIN_NOTICE_QUEUES[kind]}`);
    return { ...copy, notes: [...links, ...copy.notes] };
  });
  return renderEmail({ locale: args.locale, name: args.name, copy });
}
