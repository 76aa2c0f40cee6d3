/**
 * The account emails (sign-up, password, second factor, contact form, job applications, company invites).
 * Their words are in app/locales/{ar,en}/emails.json; ./render.ts lays both languages out.
 */

import { bilingual, catalogueCopy, emailT, renderEmail, type EmailContent } from "./render";
import { isolate } from "#server/common/bidi";
import type { AppLocale } from "~/i18n/config";

export function verificationEmail(args: { name: string; url: string; locale: AppLocale }): EmailContent {
  return renderEmail({ locale: args.locale, name: args.name, copy: bilingual((locale) => catalogueCopy(locale, "verification", { urls: [args.url] })) });
}

export function accountExistsEmail(args: { name: string; signInUrl: string; resetUrl: string; locale: AppLocale }): EmailContent {
  const urls = [args.signInUrl, args.resetUrl];
  return renderEmail({ locale: args.locale, name: args.name, copy: bilingual((locale) => catalogueCopy(locale, "accountExists", { urls })) });
}

export function passwordResetEmail(args: { name: string; url: string; locale: AppLocale }): EmailContent {
  return renderEmail({ locale: args.locale, name: args.name, copy: bilingual((locale) => catalogueCopy(locale, "passwordReset", { urls: [args.url] })) });
}

export function passwordChangedEmail(args: { name: string; locale: AppLocale; resetUrl: string }): EmailContent {
  return renderEmail({ locale: args.locale, name: args.name, copy: bilingual((locale) => catalogueCopy(locale, "passwordChanged", { urls: [args.resetUrl] })) });
}

/** Issue 12 §1: an administrator reset the account's second factor (a lost phone). */
export function twoFactorResetEmail(args: { name: string; locale: AppLocale; signInUrl: string; contactUrl: string }): EmailContent {
  const urls = [args.signInUrl, args.contactUrl];
  return renderEmail({ locale: args.locale, name: args.name, copy: bilingual((locale) => catalogueCopy(locale, "twoFactorReset", { urls })) });
}

/**
 * To the sender of the contact form, in their chosen language first. It repeats nothing they typed
 * but their name (already limited to letters), so the form cannot be used to mail arbitrary text to
 * arbitrary addresses.
 */
export function contactConfirmationEmail(args: { name: string; locale: AppLocale }): EmailContent {
  return renderEmail({ locale: args.locale, name: args.name, copy: bilingual((locale) => catalogueCopy(locale, "contactConfirmation")) });
}

/** To the firm: a new contact message, with everything the sender typed (escaped). */
export function contactNoticeEmail(args: {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  preferredLanguage: AppLocale;
}): EmailContent {
  const copy = bilingual((locale) => {
    const t = emailT(locale);
    const label = (field: string) => t(`contactNotice.labels.${field}`);
    return catalogueCopy(locale, "contactNotice", {
      values: { subject: args.subject },
      details: [
        { label: label("name"), value: args.name },
        { label: label("email"), value: args.email },
        { label: label("phone"), value: args.phone ?? "—" },
        { label: label("subject"), value: args.subject },
        { label: label("language"), value: t(`contactNotice.languages.${args.preferredLanguage}`) },
      ],
      quote: args.message,
    });
  });
  return renderEmail({ locale: "ar", name: "", copy });
}

/** To a job applicant, in the language of the page they applied from first. */
export function applicationConfirmationEmail(args: {
  name: string;
  locale: AppLocale;
  postingTitle: Record<AppLocale, string>;
  careersUrl: string;
}): EmailContent {
  const copy = bilingual((locale) => catalogueCopy(locale, "applicationConfirmation", { values: { posting: args.postingTitle[locale] }, urls: [args.careersUrl] }));
  return renderEmail({ locale: args.locale, name: args.name, copy });
}

/** To the firm: a new application. The CV stays in private storage; the link works for admins only. */
export function applicationNoticeEmail(args: {
  postingTitle: Record<AppLocale, string>;
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  cvFileName: string;
  cvUrl: string;
}): EmailContent {
  const copy = bilingual((locale) => {
    const label = (field: string) => emailT(locale)(`applicationNotice.labels.${field}`);
    return catalogueCopy(locale, "applicationNotice", {
      values: { posting: args.postingTitle[locale] },
      urls: [args.cvUrl],
      details: [
        { label: label("posting"), value: args.postingTitle[locale] },
        { label: label("name"), value: args.name },
        { label: label("email"), value: args.email },
        { label: label("phone"), value: args.phone },
        { label: label("cv"), value: args.cvFileName },
      ],
      quote: args.coverLetter,
    });
  });
  return renderEmail({ locale: "ar", name: "", copy });
}

/** An invitation to join a company account (server/company/invites.ts); the link is one-time and lasts 7 days. */
export function companyInviteEmail(args: {
  inviterName: string;
  companyName: { ar: string; en: string };
  role: "owner" | "member";
  url: string;
  locale: AppLocale;
}): EmailContent {
  // Names typed in either script keep their own direction inside the other language's sentence.
  const copy = bilingual((locale) => {
    const t = emailT(locale);
    const company = locale === "ar" ? args.companyName.ar || args.companyName.en : args.companyName.en || args.companyName.ar;
    const values = { inviter: isolate(args.inviterName), company: isolate(company), as: t(`companyInvite.as.${args.role}`) };
    const invited = t(company ? "companyInvite.invited.named" : "companyInvite.invited.unnamed", values);
    return catalogueCopy(locale, "companyInvite", { intro: [invited], urls: [args.url] });
  });
  return renderEmail({ locale: args.locale, name: "", copy });
}

/**
 * Issue 29: the firm suspended the account. The person reads why (the reason the admin gave, as a detail, escaped)
 * and how to reach the firm, from the firm's own settings (address, phone, WhatsApp when the firm gave them).
 */
export function accountSuspendedEmail(args: {
  name: string;
  locale: AppLocale;
  reason: string;
  firm: { email: string; phone: string | null; whatsapp: string | null };
  contactUrl: string;
}): EmailContent {
  const copy = bilingual((locale) => {
    const label = (field: string) => emailT(locale)(`accountSuspended.labels.${field}`);
    const details = [
      { label: label("reason"), value: args.reason },
      { label: label("email"), value: args.firm.email },
      ...(args.firm.phone ? [{ label: label("phone"), value: args.firm.phone }] : []),
      ...(args.firm.whatsapp ? [{ label: label("whatsapp"), value: args.firm.whatsapp }] : []),
    ];
    return catalogueCopy(locale, "accountSuspended", { urls: [args.contactUrl], details });
  });
  return renderEmail({ locale: args.locale, name: args.name, copy });
}
