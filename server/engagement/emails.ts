import { isolate } from "#server/common/bidi";
import { getEnv } from "#server/config/env";
import { bilingual, renderEmail, type EmailCopy } from "#server/mail/render";
import type { MailMessage } from "#server/mail/transport";
import { type AppLocale, localeOf } from "~/i18n/config";
import { serverT } from "~/i18n/i18next.server";

/**
 * The letter's emails (issue 28 §2), both languages with the recipient's first (server/mail/render.ts lays them
 * out); their words are in app/locales/{ar,en}/engagement.json under `emails`. They say that something happened
 * and link to the case page (behind sign-in); the signing code is the one secret an email carries.
 */

export type LetterMailKind = "letterSent" | "signingCode" | "letterSigned" | "letterSignedFirm" | "letterCountersigned" | "letterWithdrawn";

type Entry = { subject: string; heading: string; intro?: string[]; actions?: string[]; notes?: string[] };

function copyOf(locale: AppLocale, kind: LetterMailKind, values: Record<string, unknown>, url: string): EmailCopy {
  const entry = serverT(locale, "engagement")(`emails.${kind}`, { ...values, returnObjects: true }) as unknown as Entry;
  return {
    subject: entry.subject,
    heading: entry.heading,
    intro: [...(entry.intro ?? [])],
    actions: (entry.actions ?? []).slice(0, 1).map((label) => ({ label, url })),
    notes: [...(entry.notes ?? [])],
  };
}

/** One email of the letter to one person, in their language first. */
export function letterMail(opts: {
  kind: LetterMailKind;
  to: { name: string; email: string; locale: string | null };
  caseId: string;
  reference: string;
  title: { ar: string; en: string };
  values?: Record<string, unknown>;
}): MailMessage {
  const url = `${getEnv().BASE_URL}/case/${opts.caseId}#engagement`;
  const content = renderEmail({
    locale: localeOf(opts.to.locale),
    name: opts.to.name,
    copy: bilingual((locale) =>
      copyOf(locale, opts.kind, { reference: isolate(opts.reference), title: isolate(opts.title[locale] || opts.title[locale === "ar" ? "en" : "ar"]), ...opts.values }, url),
    ),
  });
  return { to: opts.to.email, ...content };
}
