import type { Transaction } from "kysely";
import type { Database } from "#db/schema";
import { isolate } from "#server/common/bidi";
import { getEnv } from "#server/config/env";
import { enqueueMail } from "#server/mail/outbox";
import { bilingual, renderEmail, type EmailCopy } from "#server/mail/render";
import { type AppLocale, localeOf } from "~/i18n/config";
import { serverT } from "~/i18n/i18next.server";
import { amountInWords } from "./amount-words";
import { formatDirhams, formatDay } from "./format";

/**
 * The client's emails about money (issue 28 §3–§4, §6): an invoice issued, a receipt, a refund, the reminders before and after the due date. Each goes to the
 * case's client in both languages, theirs first (server/mail/render.ts), with the amount in figures and in
 * words; the words live in app/locales/{ar,en}/billing.json under `emails`. Written to the outbox in the
 * transaction of the change, sent by the worker once it commits.
 */
export type BillingMail = "invoiceIssued" | "receipt" | "refund" | "duplicateRefund" | "reminderBefore" | "reminderAfter";

type Entry = { subject: string; heading: string; intro: string[]; actions?: string[]; notes?: string[] };

function copyOf(locale: AppLocale, key: BillingMail, values: Record<string, unknown>, url: string): EmailCopy {
  const entry = serverT(locale, "billing")(`emails.${key}`, { ...values, returnObjects: true }) as unknown as Entry;
  return {
    subject: entry.subject,
    heading: entry.heading,
    intro: entry.intro,
    actions: (entry.actions ?? []).slice(0, 1).map((label) => ({ label, url })),
    notes: entry.notes ?? [],
  };
}

export async function enqueueBillingMail(trx: Transaction<Database>, invoiceId: string, key: BillingMail, extra: { refundDirhams?: number } = {}): Promise<void> {
  const invoice = await trx
    .selectFrom("invoices as i")
    .innerJoin("cases as c", "c.id", "i.case_id")
    .leftJoin("user as u", "u.id", "i.client_id")
    .select(["i.number", "i.amount_dirhams", "i.due_on", "i.receipt_number", "i.bank_reference", "i.case_id", "i.description_ar", "i.description_en", "c.reference", "u.name", "u.email", "u.locale"])
    .where("i.id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  if (!invoice.email) return;
  const amount = Number(invoice.amount_dirhams);
  const refund = extra.refundDirhams ?? 0;
  const values = (locale: AppLocale) => ({
    invoice: isolate(invoice.number),
    receipt: isolate(invoice.receipt_number ?? ""),
    reference: isolate(invoice.reference),
    bankReference: isolate(invoice.bank_reference),
    description: locale === "ar" ? invoice.description_ar || invoice.description_en : invoice.description_en || invoice.description_ar,
    amount: formatDirhams(amount, locale),
    amountWords: amountInWords(amount, locale),
    refund: formatDirhams(refund, locale),
    refundWords: amountInWords(refund, locale),
    dueOn: formatDay(invoice.due_on, locale),
  });
  const url = `${getEnv().BASE_URL}/case/${invoice.case_id}#billing`;
  const content = renderEmail({ locale: localeOf(invoice.locale), name: invoice.name ?? "", copy: bilingual((locale) => copyOf(locale, key, values(locale), url)) });
  await enqueueMail(trx, { to: invoice.email, ...content });
}
