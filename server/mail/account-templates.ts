import { bilingual, catalogueCopy, emailT, renderEmail, type EmailContent } from "./render";
import type { AppLocale } from "~/i18n/config";

/**
 * Issue 12 §2: the emails of an email-address change. The new address confirms with a one-time link;
 * the old one is told when the change is asked for and again when it is done, so that someone who took
 * over a session cannot move the account away silently. Addresses go in `details` rows, which the
 * renderer escapes and isolates like names.
 */

/** The email `key` with the new address as its one detail row. */
function withNewAddress(args: { name: string; locale: AppLocale; newEmail: string }, key: string, urls: string[]): EmailContent {
  const copy = bilingual((locale) => catalogueCopy(locale, key, { urls, details: [{ label: emailT(locale)(`${key}.labels.newEmail`), value: args.newEmail }] }));
  return renderEmail({ locale: args.locale, name: args.name, copy });
}

/** To the new address: the link that makes it the account's sign-in address. */
export function emailChangeConfirmEmail(args: { name: string; locale: AppLocale; url: string; newEmail: string }): EmailContent {
  return withNewAddress(args, "emailChangeConfirm", [args.url]);
}

/** To the current address: a change was asked for (nothing has changed yet). */
export function emailChangeRequestedEmail(args: { name: string; locale: AppLocale; newEmail: string; settingsUrl: string; resetUrl: string }): EmailContent {
  return withNewAddress(args, "emailChangeRequested", [args.resetUrl, args.settingsUrl]);
}

/** To the former address, once the new one is confirmed. */
export function emailChangedEmail(args: { name: string; locale: AppLocale; newEmail: string; contactUrl: string }): EmailContent {
  return withNewAddress(args, "emailChanged", [args.contactUrl]);
}

/** Issue 12 §1: a security notice when two-factor sign-in is turned on or off on the account. */
export function twoFactorChangedEmail(args: { name: string; locale: AppLocale; enabled: boolean; settingsUrl: string; resetUrl: string }): EmailContent {
  const key = args.enabled ? "twoFactorEnabled" : "twoFactorDisabled";
  const urls = [args.settingsUrl, args.resetUrl];
  return renderEmail({ locale: args.locale, name: args.name, copy: bilingual((locale) => catalogueCopy(locale, key, { urls })) });
}

/** Issue 12 §3: the person's data export is ready to download (from their settings, signed in). */
export function dataExportReadyEmail(args: { name: string; locale: AppLocale; url: string; days: number }): EmailContent {
  const copy = bilingual((locale) => catalogueCopy(locale, "dataExportReady", { values: { days: args.days }, urls: [args.url] }));
  return renderEmail({ locale: args.locale, name: args.name, copy });
}
