import { bilingual, catalogueCopy, emailT, renderEmail, type EmailContent, type EmailDetail } from "#server/mail/render";
import type { RollLevel } from "#server/lawyers/catalog";
import { isolate } from "#server/common/bidi";
import { type AppLocale, intlLocaleOf } from "~/i18n/config";
import { dateTimeFormat } from "~/utils/intl";

/**
 * The verification review's emails (issue 10 §2), each in both languages with the recipient's own
 * first (server/mail/render.ts: the address may be read by a colleague who prefers the other one):
 * the decision on an application, the notice 30 days before a lawyer's licence expires, and its lapse.
 */

/** Names typed in either script keep their own direction inside the other language's sentence. */

/** A calendar date (YYYY-MM-DD) as people write it in Qatar, in each language. */
export function formatCalendarDate(date: string, locale: AppLocale): string {
  return dateTimeFormat(intlLocaleOf(locale), { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" }).format(new Date(`${date}T00:00:00Z`));
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

function licenceDetails(licence: LicenceFacts, locale: AppLocale): EmailDetail[] {
  const t = emailT(locale);
  return [
    { label: t("licence.labels.roll"), value: t(`licence.rollLevels.${licence.rollLevel}`) },
    { label: t("licence.labels.number"), value: licence.licenceNumber },
    { label: t("licence.labels.expires"), value: formatCalendarDate(licence.licenceExpiresOn, locale) },
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
  const urls = [args.dashboardUrl];
  const copy = bilingual((locale) => {
    if (args.decision === "rejected") return catalogueCopy(locale, "verificationRejected", { urls, quote: args.reason });
    const t = emailT(locale);
    const approved = catalogueCopy(locale, "verificationApproved", { urls, details: args.licence ? licenceDetails(args.licence, locale) : undefined });
    approved.intro.push(t(`verificationApproved.${args.role}`));
    if (args.licence) approved.notes.push(t("verificationApproved.licenceNote"));
    return approved;
  });
  return renderEmail({ locale: args.locale, name: args.name, copy });
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
  const key = args.audience === "lawyer" ? "licenceExpiryLawyer" : "licenceExpiryAdmin";
  const copy = bilingual((locale) =>
    catalogueCopy(locale, key, {
      values: { date: formatCalendarDate(args.licence.licenceExpiresOn, locale), lawyer: isolate(args.lawyerName) },
      urls: [args.url],
      details: licenceDetails(args.licence, locale),
    }),
  );
  return renderEmail({ locale: args.locale, name: args.name, copy });
}

/**
 * Issue 25 §10: to the lawyer, once, when their licence has lapsed (recorded by an admin with a past date,
 * or its date passed): what stopped, what happened to the requests that waited for them, and how to renew.
 */
export function licenceExpiredEmail(args: { name: string; locale: AppLocale; licence: LicenceFacts; handedOver: number; url: string }): EmailContent {
  const copy = bilingual((locale) => {
    const expired = catalogueCopy(locale, "licenceExpired", {
      values: { date: formatCalendarDate(args.licence.licenceExpiresOn, locale) },
      urls: [args.url],
      details: licenceDetails(args.licence, locale),
    });
    if (args.handedOver > 0) expired.intro.push(emailT(locale)("licenceExpired.handedOver"));
    return expired;
  });
  return renderEmail({ locale: args.locale, name: args.name, copy });
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
  const key = args.decision === "confirmed" ? "standingConfirmed" : "standingRejected";
  const copy = bilingual((locale) => {
    const t = emailT(locale);
    const details = [
      { label: t("standing.labels.roll"), value: t(`licence.rollLevels.${args.rollLevel}`) },
      { label: t("standing.labels.qfc"), value: t(args.qfc ? "standing.yes" : "standing.no") },
      ...(args.reason ? [{ label: t("standing.labels.note"), value: args.reason }] : []),
    ];
    return catalogueCopy(locale, key, { urls: [args.url], details });
  });
  return renderEmail({ locale: args.locale, name: args.name, copy });
}
