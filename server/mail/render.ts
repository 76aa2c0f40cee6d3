import { linkInLanguage } from "./links";
import type { AppLocale } from "~/i18n/config";
import { serverT } from "~/i18n/i18next.server";

/**
 * Every email carries both languages, the recipient's preferred one first, because the address may be read
 * by someone who prefers the other language (a colleague, an assistant). Their words live in the catalogue
 * (app/locales/{ar,en}/emails.json, under the locale parity check); this module lays them out.
 */

export type EmailContent = { subject: string; html: string; text: string };

export type EmailAction = { label: string; url: string };

export type EmailDetail = { label: string; value: string };

/** The copy of one email in one language. */
export type EmailCopy = {
  subject: string;
  heading: string;
  intro: string[];
  actions: EmailAction[];
  notes: string[];
  /** Label/value rows (e.g. what a visitor typed), escaped and isolated like the name. */
  details?: EmailDetail[];
  /** A longer text someone wrote (a message, a cover letter), shown as a quote with its line breaks. */
  quote?: string;
};

export type BilingualCopy = Record<AppLocale, EmailCopy>;

/** The emails' namespace of the catalogue in one language. */
export function emailT(locale: AppLocale) {
  return serverT(locale, "emails");
}

/** An email's entry in the catalogue: its subject, heading, paragraphs, button labels and notes. */
type CatalogueEntry = { subject: string; heading: string; intro?: string[]; actions?: string[]; notes?: string[] };

/**
 * The copy of the email `key` (app/locales/{ar,en}/emails.json) in one language, its `{{values}}` filled:
 * its buttons take `urls` in order; `intro` stands before the catalogue's paragraphs (text chosen by the
 * caller, e.g. a reply typed by staff).
 */
export function catalogueCopy(
  locale: AppLocale,
  key: string,
  opts: { values?: Record<string, unknown>; urls?: string[]; intro?: string[]; details?: EmailDetail[]; quote?: string } = {},
): EmailCopy {
  const entry = emailT(locale)(key, { ...opts.values, returnObjects: true }) as unknown as CatalogueEntry;
  const urls = opts.urls ?? [];
  const copy: EmailCopy = {
    subject: entry.subject,
    heading: entry.heading,
    intro: [...(opts.intro ?? []), ...(entry.intro ?? [])],
    actions: (entry.actions ?? []).slice(0, urls.length).map((label, i) => ({ label, url: urls[i]! })),
    notes: [...(entry.notes ?? [])],
  };
  if (opts.details) copy.details = opts.details;
  if (opts.quote !== undefined) copy.quote = opts.quote;
  return copy;
}

/** The subject, heading and chosen paragraphs (keys under `key`) of an email told in several ways (an event's email). */
export function eventTexts(locale: AppLocale, key: string, paragraphs: string[], values: Record<string, unknown>): Pick<EmailCopy, "subject" | "heading" | "intro"> {
  const t = emailT(locale);
  return {
    subject: t(`${key}.subject`, values),
    heading: t(`${key}.heading`, values),
    intro: paragraphs.map((paragraph) => t(`${key}.${paragraph}`, values)),
  };
}

/** The same email in both languages. */
export function bilingual(copyIn: (locale: AppLocale) => EmailCopy): BilingualCopy {
  return { ar: copyIn("ar"), en: copyIn("en") };
}

type Chrome = {
  dir: "rtl" | "ltr";
  align: "right" | "left";
  font: string;
};

const CHROME: Record<AppLocale, Chrome> = {
  ar: { dir: "rtl", align: "right", font: "Tahoma, 'Segoe UI', Arial, sans-serif" },
  en: { dir: "ltr", align: "left", font: "'Segoe UI', Helvetica, Arial, sans-serif" },
};

/** The words around every email (brand, greeting, link hints, footer), from the catalogue. */
function chromeText(locale: AppLocale, key: "brand" | "hello" | "comma" | "linkHint.one" | "linkHint.several" | "footer" | "footerReplyable"): string {
  return emailT(locale)(`chrome.${key}`);
}

const COLORS = {
  page: "#f3f4f6",
  card: "#ffffff",
  text: "#1f2937",
  muted: "#4b5563",
  border: "#e5e7eb",
  brand: "#0b3b5c",
  buttonText: "#ffffff",
};

/**
 * Both languages, the recipient's first, each block with its own direction. `replyable`: the message goes from
 * the firm's address with Reply-To set (a reply to a contact message), so its footer invites an answer instead of
 * the automated messages' "please do not reply".
 */
export function renderEmail(args: { locale: AppLocale; name: string; copy: BilingualCopy; replyable?: boolean }): EmailContent {
  const footer = args.replyable ? "footerReplyable" : "footer";
  const order = orderLocales(args.locale);
  order.flatMap((locale) => args.copy[locale].actions).forEach((action) => assertHttpUrl(action.url));
  // Each language's buttons open the page in that language.
  const blocks = order.map((locale) => ({
    locale,
    copy: { ...args.copy[locale], actions: args.copy[locale].actions.map((action) => ({ ...action, url: linkInLanguage(action.url, locale) })) },
  }));
  return {
    subject: blocks.map((b) => b.copy.subject).join(" | "),
    html: renderHtmlDocument({ locale: args.locale, name: args.name, blocks, footer }),
    text: blocks.map((b) => renderTextBlock({ ...b, name: args.name, footer })).join(`\n\n${"-".repeat(40)}\n\n`) + "\n",
  };
}

function orderLocales(preferred: AppLocale): [AppLocale, AppLocale] {
  return preferred === "en" ? ["en", "ar"] : ["ar", "en"];
}

/** Links are built by the server, but a `javascript:` URL in an email button must never slip through. */
function assertHttpUrl(url: string) {
  const protocol = new URL(url).protocol;
  if (protocol !== "https:" && protocol !== "http:") throw new Error(`Email links must be http(s), got ${protocol}`);
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

type RenderBlock = { locale: AppLocale; copy: EmailCopy };
type FooterKey = "footer" | "footerReplyable";

function renderHtmlDocument(args: { locale: AppLocale; name: string; blocks: RenderBlock[]; footer: FooterKey }): string {
  const { dir } = CHROME[args.locale];
  const title = escapeHtml(args.blocks.map((b) => b.copy.subject).join(" | "));
  const sections = args.blocks
    .map((block) => renderHtmlBlock({ ...block, name: args.name, footer: args.footer }))
    .join(`<hr style="border:none;border-top:1px solid ${COLORS.border};margin:0;">`);
  return `<!DOCTYPE html>
<html lang="${args.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:${COLORS.card};border:1px solid ${COLORS.border};border-radius:8px;">
<tr><td style="padding:20px 32px;border-bottom:4px solid ${COLORS.brand};text-align:center;font-family:${CHROME.en.font};font-size:18px;font-weight:bold;color:${COLORS.brand};">
<span lang="ar" dir="rtl" style="font-family:${CHROME.ar.font};">${chromeText("ar", "brand")}</span> &middot; <span lang="en" dir="ltr">${chromeText("en", "brand")}</span>
</td></tr>
<tr><td>
${sections}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderHtmlBlock(args: RenderBlock & { name: string; footer: FooterKey }): string {
  const chrome = CHROME[args.locale];
  const { copy } = args;
  const paragraph = (text: string) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;
  const note = (text: string) => `<p style="margin:0 0 12px;font-size:14px;color:${COLORS.muted};">${escapeHtml(text)}</p>`;
  return `<div dir="${chrome.dir}" lang="${args.locale}" style="padding:28px 32px;text-align:${chrome.align};font-family:${chrome.font};font-size:16px;line-height:1.7;color:${COLORS.text};">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.4;color:${COLORS.brand};">${escapeHtml(copy.heading)}</h1>
<p style="margin:0 0 16px;">${formatGreeting({ locale: args.locale, name: args.name, isolate: true })}</p>
${copy.intro.map(paragraph).join("\n")}
${renderDetails(copy.details)}
${copy.quote ? renderQuote(copy.quote) : ""}
${copy.actions.map(renderButton).join("\n")}
${renderLinkFallback({ locale: args.locale, actions: copy.actions })}
${copy.notes.map(note).join("\n")}
<p style="margin:24px 0 0;font-size:13px;color:${COLORS.muted};">${escapeHtml(chromeText(args.locale, args.footer))}</p>
</div>`;
}

/** In HTML the name is escaped and isolated, so a Latin name in Arabic text (or the reverse) keeps the comma in place. */
function formatGreeting(args: { locale: AppLocale; name: string; isolate: boolean }): string {
  const hello = chromeText(args.locale, "hello");
  const comma = chromeText(args.locale, "comma");
  const name = args.name.trim();
  if (!name) return `${hello}${comma}`;
  return `${hello} ${args.isolate ? `<bdi>${escapeHtml(name)}</bdi>` : name}${comma}`;
}

function renderButton(action: EmailAction): string {
  return `<p style="margin:8px 0 20px;"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;background-color:${COLORS.brand};color:${COLORS.buttonText};border-radius:6px;font-weight:bold;text-decoration:none;">${escapeHtml(action.label)}</a></p>`;
}

function renderDetails(details: EmailCopy["details"]): string {
  if (!details?.length) return "";
  const rows = details.map(
    (row) =>
      `<tr><th style="padding:4px 0;padding-inline-end:12px;vertical-align:top;white-space:nowrap;">${escapeHtml(row.label)}</th><td style="padding:4px 0;"><bdi>${escapeHtml(row.value)}</bdi></td></tr>`,
  );
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;font-size:15px;">${rows.join("")}</table>`;
}

function renderQuote(text: string): string {
  return `<blockquote dir="auto" style="margin:0 0 16px;padding:12px 16px;border-inline-start:4px solid ${COLORS.border};background-color:${COLORS.page};white-space:pre-wrap;">${escapeHtml(text)}</blockquote>`;
}

function renderLinkFallback(args: { locale: AppLocale; actions: EmailAction[] }): string {
  if (args.actions.length === 0) return "";
  const hint = chromeText(args.locale, args.actions.length > 1 ? "linkHint.several" : "linkHint.one");
  const links = args.actions.map((action) => {
    const url = escapeHtml(action.url);
    const label = args.actions.length > 1 ? `${escapeHtml(action.label)}:<br>` : "";
    return `<p style="margin:0 0 12px;font-size:14px;">${label}<a href="${url}" dir="ltr" style="color:${COLORS.brand};word-break:break-all;">${url}</a></p>`;
  });
  return [`<p style="margin:0 0 8px;font-size:14px;color:${COLORS.muted};">${escapeHtml(hint)}</p>`, ...links].join("\n");
}

function renderTextBlock(args: RenderBlock & { name: string; footer: FooterKey }): string {
  const { copy } = args;
  const links = copy.actions.map((action) => `${action.label}:\n${action.url}`);
  return [
    copy.heading,
    formatGreeting({ locale: args.locale, name: args.name, isolate: false }),
    ...copy.intro,
    ...(copy.details ?? []).map((row) => `${row.label}: ${row.value}`),
    ...(copy.quote ? [copy.quote] : []),
    ...links,
    ...copy.notes,
    chromeText(args.locale, args.footer),
  ].join("\n\n");
}
