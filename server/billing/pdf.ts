import type { DB } from "#db/index";
import type { Viewer } from "#server/auth/viewer";
import { notFound } from "#server/errors/app-error";
import { readFirmProfileRow, unsetFirmProfile } from "#server/firm/profile";
import { escapeHtml } from "#server/mail/render";
import { renderPdf, pdfHtml } from "#server/pdf/document";
import type { AppLocale } from "~/i18n/config";
import { serverT } from "~/i18n/i18next.server";
import { amountInWords } from "./amount-words";
import { formatDay, formatDirhams } from "./format";
import { requireInvoice } from "./invoices";

/**
 * The invoice and the receipt as PDFs (issue 28 §3): one document with Arabic and English side by side, a
 * table whose every row has an Arabic cell and an English cell (decision 042: one language per cell, Latin
 * inside Arabic in <bdi>, dates spelt out), the firm's details with its IBAN, the client's, the milestone, the
 * amount in figures and in words in both languages, the due date, and for a receipt its number and how it was
 * paid. Read through the case's access rule: a party of the case, or not found.
 */
export type BillingDocumentKind = "invoice" | "receipt";

/** Kerning is off in every PDF (server/pdf/document.ts, decision 042): "ريال" and "تحويل" read back whole. */
const CSS = `
.doc-table { inline-size: 100%; border-collapse: collapse; }
.doc-table td { inline-size: 50%; vertical-align: top; padding: 0.35rem 0.5rem; border-block-end: 1px solid #e2e4e8; }
.doc-table td[lang="ar"] { text-align: right; font-family: "Amiri", "Inter", serif; font-size: 12pt; }
.doc-table td[lang="en"] { text-align: left; font-family: "Inter", "Amiri", serif; }
.doc-head td { border: 0; }
.label { display: block; font-weight: 700; color: #0f3d3e; }
.total td { font-weight: 700; font-size: 1.1em; }
`;

type Pair = { ar: string; en: string };

/** One row: the Arabic cell (right) and the English cell (left), each in its own language and direction. */
function row(label: Pair, value: Pair, className = ""): string {
  return `<tr class="${className}"><td lang="ar" dir="rtl"><span class="label">${escapeHtml(label.ar)}</span>${value.ar}</td><td lang="en" dir="ltr"><span class="label">${escapeHtml(label.en)}</span>${value.en}</td></tr>`;
}
/** Latin or digits inside an Arabic cell, isolated (decision 042). */
const bdi = (text: string) => `<bdi>${escapeHtml(text)}</bdi>`;
const both = (text: string): Pair => ({ ar: bdi(text), en: escapeHtml(text) });

export async function billingDocument(db: DB, viewer: Viewer, opts: { invoiceId: string; kind: BillingDocumentKind; locale: AppLocale }) {
  const { invoice } = await requireInvoice(db, viewer, opts.invoiceId);
  if (opts.kind === "receipt" && !invoice.receipt_number) notFound();
  const [c, client, saved] = await Promise.all([
    db.selectFrom("cases").select(["reference", "title_ar", "title_en"]).where("id", "=", invoice.case_id).executeTakeFirstOrThrow(),
    invoice.client_id ? db.selectFrom("user").select(["name", "email"]).where("id", "=", invoice.client_id).executeTakeFirst() : undefined,
    readFirmProfileRow(db),
  ]);
  const company = invoice.company_id
    ? await db.selectFrom("companies").select(["legal_name_ar", "legal_name_en", "cr_number"]).where("id", "=", invoice.company_id).executeTakeFirst()
    : undefined;
  // Before an admin fills the firm's profile: its name only (server/firm/profile.ts), no bank details.
  const unset = unsetFirmProfile();
  const firm = saved ?? { name_ar: unset.name.ar, name_en: unset.name.en, address_ar: "", address_en: "", commercial_registration: null, iban: null, bank_name_ar: null, bank_name_en: null };
  const t = { ar: serverT("ar", "billing"), en: serverT("en", "billing") };
  const label = (key: string): Pair => ({ ar: t.ar(`pdf.${key}`), en: t.en(`pdf.${key}`) });
  const amount = Number(invoice.amount_dirhams);
  const receipt = opts.kind === "receipt";
  const day = (value: Date | string): Pair => {
    const date = typeof value === "string" ? value : new Date(value).toISOString().slice(0, 10);
    return { ar: escapeHtml(formatDay(date, "ar")), en: escapeHtml(formatDay(date, "en")) };
  };
  const person = [client?.name ?? "", client?.email ?? ""].filter(Boolean);
  const rows = [
    row(label(receipt ? "receiptNumber" : "number"), both(receipt ? invoice.receipt_number! : invoice.number)),
    receipt ? row(label("number"), both(invoice.number)) : "",
    row(label("issuedOn"), day(invoice.issued_at)),
    receipt && invoice.paid_at ? row(label("paidOn"), day(invoice.paid_at)) : row(label("dueOn"), day(invoice.due_on)),
    row(label("from"), {
      ar: [escapeHtml(firm.name_ar), escapeHtml(firm.address_ar), firm.commercial_registration ? `${escapeHtml(t.ar("pdf.commercialRegistration"))} ${bdi(firm.commercial_registration)}` : ""].filter(Boolean).join("<br>"),
      en: [escapeHtml(firm.name_en), escapeHtml(firm.address_en), firm.commercial_registration ? `${escapeHtml(t.en("pdf.commercialRegistration"))} ${escapeHtml(firm.commercial_registration)}` : ""].filter(Boolean).join("<br>"),
    }),
    row(label("billTo"), {
      ar: [company ? escapeHtml(company.legal_name_ar || company.legal_name_en) : "", ...person.map(bdi)].filter(Boolean).join("<br>"),
      en: [company ? escapeHtml(company.legal_name_en || company.legal_name_ar) : "", ...person.map(escapeHtml)].filter(Boolean).join("<br>"),
    }),
    row(label("case"), { ar: `${bdi(c.reference)} ${escapeHtml(c.title_ar || c.title_en)}`, en: `${escapeHtml(c.reference)} ${escapeHtml(c.title_en || c.title_ar)}` }),
    row(label("item"), { ar: escapeHtml(invoice.description_ar), en: escapeHtml(invoice.description_en) }),
    row(label("amount"), { ar: bdi(formatDirhams(amount, "en")), en: escapeHtml(formatDirhams(amount, "en")) }, "total"),
    row(label("amountWords"), { ar: escapeHtml(amountInWords(amount, "ar")), en: escapeHtml(amountInWords(amount, "en")) }),
    receipt && invoice.paid_via
      ? row(label("paidVia"), { ar: escapeHtml(t.ar(`pdf.via.${invoice.paid_via}`)), en: escapeHtml(t.en(`pdf.via.${invoice.paid_via}`)) })
      : "",
    Number(invoice.refunded_dirhams) > 0 ? row(label("refunded"), { ar: bdi(formatDirhams(Number(invoice.refunded_dirhams), "en")), en: escapeHtml(formatDirhams(Number(invoice.refunded_dirhams), "en")) }) : "",
    !receipt && firm.iban
      ? row(label("bank"), {
          ar: [firm.bank_name_ar ? escapeHtml(firm.bank_name_ar) : "", `${escapeHtml(t.ar("pdf.iban"))} ${bdi(firm.iban)}`, `${escapeHtml(t.ar("pdf.reference"))} ${bdi(invoice.bank_reference)}`].filter(Boolean).join("<br>"),
          en: [firm.bank_name_en ? escapeHtml(firm.bank_name_en) : "", `${escapeHtml(t.en("pdf.iban"))} ${escapeHtml(firm.iban)}`, `${escapeHtml(t.en("pdf.reference"))} ${escapeHtml(invoice.bank_reference)}`].filter(Boolean).join("<br>"),
        })
      : "",
  ].join("");
  const title = label(opts.kind);
  const body = `<table class="doc-table"><tbody>
<tr class="doc-head"><td lang="ar" dir="rtl"><h1>${escapeHtml(title.ar)}</h1></td><td lang="en" dir="ltr"><h1>${escapeHtml(title.en)}</h1></td></tr>
${rows}</tbody></table>`;
  const number = receipt ? invoice.receipt_number! : invoice.number;
  const doc = { lang: opts.locale, title: `${number}`, body, css: CSS };
  return { fileName: `${number}.pdf`, html: () => pdfHtml(doc), pdf: () => renderPdf(doc) };
}
