import type { Kysely } from "kysely";
import type { Database, FeeScheduleItem } from "#db/schema";
import { renderPdf } from "#server/pdf/document";
import type { AppLocale } from "~/i18n/config";
import { intlLocaleOf } from "~/i18n/config";
import { serverT } from "~/i18n/i18next.server";
import { dateTimeFormat, numberFormat } from "~/utils/intl";
import type { LetterRow } from "./access";
import { termsVersion } from "./terms";

/**
 * The engagement letter as one PDF (issue 28 §1): every section is a row of two cells, Arabic (on the right, the
 * document is right-to-left) and English, each cell in one language only, so pdftotext reads both back whole
 * (decision 042). Latin data inside an Arabic cell (a reference, an email, a hash, a Latin name) is set apart
 * in <bdi>; dates are spelt out; amounts are whole riyals. The letter says the Arabic text prevails.
 * The signed letter is the same document with a final page: who signed, when (Doha time), from which IP, the
 * address the code went to, the SHA-256 of the PDF as sent, and the firm's countersignature once given.
 */

export interface LetterDocument {
  letter: Pick<
    LetterRow,
    | "version" | "scope_ar" | "scope_en" | "expenses_ar" | "expenses_en" | "fee_schedule" | "terms_version" | "sent_at" | "document_sha256"
    | "signed_at" | "signed_name" | "signed_ip" | "signed_email" | "countersigned_at" | "countersigned_name"
  >;
  reference: string;
  title: { ar: string; en: string };
  firm: { ar: string; en: string };
  client: { name: string; company: { ar: string; en: string } | null };
  terms: { ar: string; en: string };
}

/** Everything the letter shows besides its own row: the case, the firm, the client side and the terms of its version. */
export async function letterDocumentOf(db: Kysely<Database>, letter: LetterDocument["letter"] & Pick<LetterRow, "case_id" | "company_id">): Promise<LetterDocument> {
  const c = await db
    .selectFrom("cases")
    .innerJoin("user", "user.id", "cases.client_id")
    .select(["cases.reference", "cases.title_ar", "cases.title_en", "user.name as clientName"])
    .where("cases.id", "=", letter.case_id)
    .executeTakeFirstOrThrow();
  const [firm, company, terms] = await Promise.all([
    db.selectFrom("firm_profile").select(["name_ar", "name_en"]).executeTakeFirst(),
    letter.company_id ? db.selectFrom("companies").select(["legal_name_ar", "legal_name_en"]).where("id", "=", letter.company_id).executeTakeFirst() : Promise.resolve(undefined),
    termsVersion(db, letter.terms_version),
  ]);
  const firmName = { ar: firm?.name_ar || serverT("ar", "engagement")("pdf.firmFallback"), en: firm?.name_en || serverT("en", "engagement")("pdf.firmFallback") };
  return {
    letter,
    reference: c.reference,
    title: { ar: c.title_ar || c.title_en, en: c.title_en || c.title_ar },
    firm: firmName,
    client: {
      name: c.clientName,
      company: company ? { ar: company.legal_name_ar || company.legal_name_en, en: company.legal_name_en || company.legal_name_ar } : null,
    },
    terms: { ar: terms.body_ar, en: terms.body_en },
  };
}

const BIDI_MARKS = /[\u200e\u200f\u061c]/g;
const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** Text someone typed: escaped, its paragraphs kept. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p class="pre-line">${escapeHtml(p)}</p>`)
    .join("");

/** A whole riyal amount as digits in the cell's language, without the currency (named by the column): "١٢٬٥٠٠" / "12,500". */
export function letterAmount(value: number, locale: AppLocale): string {
  return numberFormat(intlLocaleOf(locale), { maximumFractionDigits: 0 }).format(value).replace(BIDI_MARKS, "");
}

/**
 * A calendar day: in Arabic as one run of digits (٢٨/١١/٢٠٢٦), which reads back in order whatever the page's
 * direction; in English spelt out (28 November 2026).
 */
export function letterDate(value: Date | string, locale: AppLocale): string {
  const instant = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+03:00` : value;
  const options: Intl.DateTimeFormatOptions =
    locale === "ar" ? { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Asia/Qatar" } : { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Qatar" };
  return dateTimeFormat(locale === "ar" ? "ar-QA" : "en-GB", options).format(new Date(instant)).replace(BIDI_MARKS, "");
}

/** An instant's Doha wall-clock time, 24 hours: "٠٩:٣٠" / "09:30". */
export function letterTime(value: Date | string, locale: AppLocale): string {
  return dateTimeFormat(intlLocaleOf(locale), { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Asia/Qatar" }).format(new Date(value)).replace(BIDI_MARKS, "");
}

/**
 * Decision 042 and what pdftotext (poppler) does with a page that holds more Latin letters than Arabic ones, as a
 * bilingual letter does: it reads the page left to right, and an Arabic line broken by digits or Latin comes back
 * with its pieces in the reverse order. So every Arabic line here is Arabic alone, and every figure, date, name or
 * address stands on its own line under its label. Kerning is off in every PDF (server/pdf/document.ts).
 */
const LETTER_CSS = `
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 0 1.5rem; }
.cell[lang="en"] { font-family: "Inter", "Amiri", serif; font-size: 10pt; line-height: 1.55; }
.cell[lang="ar"] { font-family: "Amiri", "Inter", serif; font-size: 11.5pt; line-height: 1.5; }
.cell p { margin: 0 0 0.4rem; }
.cell h1 { font-size: 1.45em; }
.brand { font-weight: 700; color: #7a5c2e; margin: 0; }
.facts { margin: 0 0 0.4rem; }
.facts dt { color: #4b5563; font-size: 0.9em; }
.facts dd { margin: 0 0 0.3rem; font-weight: 700; }
.fees { inline-size: 100%; border-collapse: collapse; }
.fees th, .fees td { text-align: start; border-block-end: 1px solid #e2e4e8; padding: 0.2rem 0.3rem; vertical-align: top; }
.fees .amount { white-space: nowrap; text-align: end; }
.fees .due { white-space: nowrap; }
.final-page { break-before: page; }
.hash { direction: ltr; text-align: center; font-family: "Inter", serif; font-size: 8pt; margin: 0.3rem 0 0.8rem; }
`;

type Texts = ReturnType<typeof serverT>;

/** One section: the same content built once per language, each in its own cell. */
function row(build: (t: Texts, locale: AppLocale) => string): string {
  const cell = (locale: AppLocale) =>
    `<div class="cell" lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">${build(serverT(locale, "engagement"), locale)}</div>`;
  return `<section class="row">${cell("ar")}${cell("en")}</section>`;
}

/** Labels, each with its value on the line below (a value is data: escaped and isolated). */
function facts(pairs: [label: string, value: string][]): string {
  return `<dl class="facts">${pairs.map(([label, value]) => `<dt>${label}</dt><dd><bdi>${escapeHtml(value)}</bdi></dd>`).join("")}</dl>`;
}

const inOwn = (pair: { ar: string; en: string }, locale: AppLocale) => pair[locale] || pair[locale === "ar" ? "en" : "ar"];

function feeTable(t: Texts, locale: AppLocale, items: FeeScheduleItem[]): string {
  if (items.length === 0) return `<p>${t("pdf.fees.none")}</p>`;
  const rows = items.map((item) => {
    const title = inOwn({ ar: item.titleAr, en: item.titleEn }, locale);
    const covers = inOwn({ ar: item.coversAr, en: item.coversEn }, locale);
    const due = item.dueOn ? letterDate(item.dueOn, locale) : t("pdf.fees.dueOnCompletion");
    return `<tr><td><strong><bdi>${escapeHtml(title)}</bdi></strong>${covers ? `<span class="block small"><bdi>${escapeHtml(covers)}</bdi></span>` : ""}</td><td class="due">${due}</td><td class="amount">${letterAmount(item.feeQar, locale)}</td></tr>`;
  });
  const total = items.reduce((sum, item) => sum + item.feeQar, 0);
  return `<table class="fees"><thead><tr><th>${t("pdf.fees.milestone")}</th><th>${t("pdf.fees.due")}</th><th class="amount">${t("pdf.fees.fee")}</th></tr></thead><tbody>${rows.join("")}</tbody><tfoot><tr><th colspan="2">${t("pdf.fees.total")}</th><th class="amount">${letterAmount(total, locale)}</th></tr></tfoot></table><p class="small muted">${t("pdf.fees.note")}</p>`;
}

/** The letter's HTML body (without the final page). */
function letterBody(doc: LetterDocument): string {
  const { letter } = doc;
  const number = (value: number, locale: AppLocale) => numberFormat(intlLocaleOf(locale), { useGrouping: false }).format(value);
  return [
    row(
      (t, locale) =>
        `<p class="brand">${escapeHtml(doc.firm[locale])}</p><h1>${t("pdf.title")}</h1>` +
        facts([
          [t("pdf.facts.reference"), doc.reference],
          [t("pdf.facts.version"), number(letter.version, locale)],
          [t("pdf.facts.dated"), letter.sent_at ? letterDate(letter.sent_at, locale) : t("pdf.draft")],
        ]),
    ),
    row(
      (t, locale) =>
        `<h2>${t("pdf.parties.heading")}</h2>` +
        facts([
          [t("pdf.parties.firm"), doc.firm[locale]],
          ...(doc.client.company
            ? ([
                [t("pdf.parties.company"), doc.client.company[locale]],
                [t("pdf.parties.representedBy"), doc.client.name],
              ] as [string, string][])
            : ([[t("pdf.parties.client"), doc.client.name]] as [string, string][])),
        ]),
    ),
    row((t, locale) => `<h2>${t("pdf.matter")}</h2><p><bdi>${escapeHtml(doc.title[locale])}</bdi></p>`),
    row((t, locale) => `<h2>${t("pdf.scope")}</h2>${paragraphs(locale === "ar" ? letter.scope_ar : letter.scope_en)}`),
    row((t, locale) => `<h2>${t("pdf.fees.heading")}</h2>${feeTable(t, locale, letter.fee_schedule)}`),
    row((t, locale) => {
      const expenses = locale === "ar" ? letter.expenses_ar : letter.expenses_en;
      return `<h2>${t("pdf.expenses")}</h2>${expenses.trim() ? paragraphs(expenses) : `<p>${t("pdf.noExpenses")}</p>`}`;
    }),
    row((t, locale) => `<h2>${t("pdf.terms")}</h2>${facts([[t("pdf.facts.termsVersion"), number(letter.terms_version, locale)]])}${paragraphs(doc.terms[locale])}`),
    row((t) => `<h2>${t("pdf.law.heading")}</h2><p>${t("pdf.law.body")}</p>`),
    row((t) => `<h2>${t("pdf.language.heading")}</h2><p>${t("pdf.language.body")}</p>`),
    row((t) => `<h2>${t("pdf.acceptance.heading")}</h2><p>${t("pdf.acceptance.body")}</p>`),
  ].join("");
}

/** The final page of a signed letter. */
function signaturePage(doc: LetterDocument): string {
  const { letter } = doc;
  if (!letter.signed_at || !letter.document_sha256) return "";
  const signedAt = letter.signed_at;
  const countersignedAt = letter.countersigned_at;
  return `<div class="final-page">${[
    row((t) => `<h1>${t("pdf.final.heading")}</h1><p>${t("pdf.final.intro")}</p>`),
    row(
      (t, locale) =>
        `<h2>${t("pdf.final.client")}</h2>` +
        facts([
          [t("pdf.final.signedBy"), letter.signed_name ?? ""],
          [t("pdf.final.date"), letterDate(signedAt, locale)],
          [t("pdf.final.time"), letterTime(signedAt, locale)],
          [t("pdf.final.ip"), letter.signed_ip ?? ""],
          [t("pdf.final.email"), letter.signed_email ?? ""],
        ]),
    ),
    row((t) => `<h2>${t("pdf.final.hash")}</h2>`),
    `<p class="hash">${escapeHtml(letter.document_sha256)}</p>`,
    row(
      (t, locale) =>
        `<h2>${t("pdf.final.firm")}</h2>` +
        (countersignedAt
          ? facts([
              [t("pdf.final.countersignedFor"), doc.firm[locale]],
              [t("pdf.final.countersignedBy"), letter.countersigned_name ?? ""],
              [t("pdf.final.date"), letterDate(countersignedAt, locale)],
              [t("pdf.final.time"), letterTime(countersignedAt, locale)],
            ])
          : `<p>${t("pdf.final.awaitingCountersignature")}</p>`),
    ),
  ].join("")}</div>`;
}

/** The letter as a PDF; `withSignature`: with its final page (a signed letter). */
export function letterPdf(doc: LetterDocument, opts: { withSignature?: boolean } = {}): Promise<Uint8Array> {
  const body = letterBody(doc) + (opts.withSignature ? signaturePage(doc) : "");
  return renderPdf({ lang: "ar", title: `${serverT("ar", "engagement")("pdf.title")} — ${serverT("en", "engagement")("pdf.title")} ${doc.reference}`, body, css: LETTER_CSS });
}
