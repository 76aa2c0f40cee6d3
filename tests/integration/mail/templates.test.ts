import { describe, expect, it } from "vitest";
import type { EmailContent } from "../../../server/mail/render";
import { accountExistsEmail, passwordChangedEmail, passwordResetEmail, verificationEmail } from "../../../server/mail/templates";
import type { AppLocale } from "~/i18n/config";

const EVIL_NAME = `<script>alert("x")</script> & 'Co'`;
const URL_A = "https://qanun.example/verify?token=abc&next=%2Fcases";
const URL_B = "https://qanun.example/reset?token=def";

type TemplateCase = {
  name: string;
  render: (locale: AppLocale) => EmailContent;
  urls: string[];
  ar: { subject: string; phrases: string[] };
  en: { subject: string; phrases: string[] };
};

const cases: TemplateCase[] = [
  {
    name: "verificationEmail",
    render: (locale) => verificationEmail({ name: EVIL_NAME, url: URL_A, locale }),
    urls: [URL_A],
    ar: { subject: "تأكيد عنوان بريدك الإلكتروني", phrases: ["٢٤ ساعة", "مرة واحدة", "تجاهل هذه الرسالة"] },
    en: { subject: "Confirm your email address", phrases: ["24 hours", "only once", "ignore this email"] },
  },
  {
    name: "accountExistsEmail",
    render: (locale) => accountExistsEmail({ name: EVIL_NAME, signInUrl: URL_A, resetUrl: URL_B, locale }),
    urls: [URL_A, URL_B],
    ar: { subject: "محاولة تسجيل باستخدام بريدك الإلكتروني", phrases: ["تسجيل الدخول", "إعادة تعيين كلمة المرور", "تجاهل"] },
    en: { subject: "Sign-up attempt with your email address", phrases: ["Sign in", "Reset password", "already has an account"] },
  },
  {
    name: "passwordResetEmail",
    render: (locale) => passwordResetEmail({ name: EVIL_NAME, url: URL_A, locale }),
    urls: [URL_A],
    ar: { subject: "إعادة تعيين كلمة المرور", phrases: ["ساعة واحدة", "تجاهل هذه الرسالة"] },
    en: { subject: "Reset your password", phrases: ["1 hour", "will not change until you choose a new one"] },
  },
  {
    name: "passwordChangedEmail",
    render: (locale) => passwordChangedEmail({ name: EVIL_NAME, resetUrl: URL_B, locale }),
    urls: [URL_B],
    ar: { subject: "تم تغيير كلمة المرور", phrases: ["فورًا"] },
    en: { subject: "Your password was changed", phrases: ["reset your password now"] },
  },
];

function escapeForHtml(value: string) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

describe.each(cases)("$name", (c) => {
  it.each(["ar", "en"] as const)("carries both languages with the %s version first", (locale) => {
    const other = locale === "ar" ? "en" : "ar";
    const email = c.render(locale);

    expect(email.subject).toBe(`${c[locale].subject} | ${c[other].subject}`);

    const dirOf = { ar: '<div dir="rtl" lang="ar"', en: '<div dir="ltr" lang="en"' };
    expect(email.html).toContain(dirOf.ar);
    expect(email.html).toContain(dirOf.en);
    expect(email.html.indexOf(dirOf[locale])).toBeLessThan(email.html.indexOf(dirOf[other]));
    expect(email.html).toMatch(new RegExp(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`));

    for (const phrase of [...c.ar.phrases, ...c.en.phrases]) {
      expect(email.html).toContain(escapeForHtml(phrase));
      expect(email.text).toContain(phrase);
    }
    const firstArabic = email.text.indexOf(c.ar.phrases[0]);
    const firstEnglish = email.text.indexOf(c.en.phrases[0]);
    expect(locale === "ar" ? firstArabic < firstEnglish : firstEnglish < firstArabic).toBe(true);
  });

  it("escapes the name in HTML and keeps it readable in text", () => {
    const email = c.render("ar");
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;");
    expect(email.text).toContain(EVIL_NAME);
  });

  it("prints every link as a button and as a plain URL, in both languages", () => {
    const email = c.render("en");
    for (const url of c.urls) {
      const href = `href="${escapeForHtml(url)}"`;
      expect(email.html.split(href).length - 1).toBe(4);
      expect(email.html).toContain(`>${escapeForHtml(url)}</a>`);
      expect(email.text.split(url).length - 1).toBe(2);
    }
  });

  it("uses no external images, fonts or stylesheets", () => {
    const { html } = c.render("ar");
    expect(html).not.toMatch(/<img|<link|@import|url\(/i);
  });
});

describe("template safeguards", () => {
  it("greets without a name when none is given", () => {
    const email = verificationEmail({ name: "  ", url: URL_A, locale: "en" });
    expect(email.text).toContain("Hello,");
    expect(email.text).toContain("مرحبًا،");
  });

  it("isolates the name so mixed-direction names keep their punctuation", () => {
    const email = verificationEmail({ name: "Layla Al-Thani", url: URL_A, locale: "ar" });
    expect(email.html).toContain("مرحبًا <bdi>Layla Al-Thani</bdi>،");
    expect(email.text).toContain("مرحبًا Layla Al-Thani،");
  });

  it("refuses links that are not http(s)", () => {
    expect(() => verificationEmail({ name: "x", url: "javascript:alert(1)", locale: "ar" })).toThrow(/http/);
  });
});

describe("digits in e-mails (docs/decisions/023)", () => {
  it("writes times in each language's digits with the zone as people say it, and references in ASCII", async () => {
    const { consultationEventEmail } = await import("#server/mail/consultation-templates");
    const email = consultationEventEmail({
      type: "confirmed",
      locale: "ar",
      name: "سارة",
      recipientRole: "client",
      reference: "QL-2026-000123",
      kind: "voice",
      status: "confirmed",
      startsAt: new Date("2026-12-01T10:30:00Z"),
      previousStartsAt: null,
      counterpart: { ar: "عمر البوعينين", en: "Umar Al-Buainain" },
      reason: null,
      url: "http://localhost:3000/consultations/1",
    });
    for (const body of [email.text, email.html]) {
      // 13:30 in Doha: the Arabic block in Arabic-Indic digits, the English one in ASCII.
      expect(body).toMatch(/١:٣٠/);
      expect(body).toContain("بتوقيت الدوحة");
      expect(body).toMatch(/1:30/);
      expect(body).toContain("Doha time");
      expect(body).toContain("QL-2026-000123");
      expect(body).not.toMatch(/QL-[٠-٩]/);
      expect(body).not.toContain("Asia/Qatar");
    }
  });
});

/**
 * The Arabic block of an e-mail's HTML, read as a person reads it, minus what is data: <bdi> (names, references,
 * details), links, U+2066..U+2069 isolates and Latin tokens (QL-2026-000123, UTC+3). What is left is the copy,
 * whose quantities, dates and times are in Arabic-Indic digits (decision 023); the ASCII digits found there.
 */
function strayDigitsInArabic(html: string): string[] {
  const start = html.indexOf('<div dir="rtl" lang="ar"');
  expect(start, "the e-mail has an Arabic block").toBeGreaterThanOrEqual(0);
  const block = html.slice(start, html.indexOf("</div>", start));
  const read = block
    .replace(/<bdi>[\s\S]*?<\/bdi>|<a [\s\S]*?<\/a>|<[^>]+>/g, " ")
    .replace(/&[#\w]+;/g, " ")
    .replace(/[\u2066-\u2068][^\u2066-\u2069]*\u2069/g, " ")
    .replace(/[A-Za-z0-9+\-:]*[A-Za-z][A-Za-z0-9+\-:]*/g, " ");
  return [...read.matchAll(/[0-9][0-9,.:]*/g)].map((m) => `${m[0]} in …${read.slice(Math.max(0, m.index - 30), m.index + 30).replace(/\s+/g, " ")}…`);
}

describe("Arabic e-mails write quantities, dates and times in Arabic-Indic digits (docs/decisions/023)", () => {
  it("finds an ASCII quantity in the Arabic copy and lets data be", () => {
    const html = '<div dir="rtl" lang="ar"><p>خلال 24 ساعة، المرجع QL-2026-000123 و<bdi>+974 5555 1234</bdi> و<a href="https://x/1">https://x/1</a></p></div>';
    expect(strayDigitsInArabic(html)).toHaveLength(1);
  });

  it("every template, every kind of consultation and case e-mail, in Arabic", async () => {
    const mail = await import("#server/mail/templates");
    const account = await import("#server/mail/account-templates");
    const { consultationEventEmail } = await import("#server/mail/consultation-templates");
    const { caseEventEmail, CASE_MAIL_TYPES } = await import("#server/cases/emails");
    const verifications = await import("#server/verifications/emails");
    const { reviewHiddenEmail } = await import("#server/reviews/emails");
    const inbox = await import("#server/inbox/emails");
    const locale = "ar" as const;
    // Names, titles and identifiers carry digits: they are data, set apart (<bdi> or an isolate) or Latin tokens.
    // Free text that a person typed (messages, replies, reasons, notes) is shown as typed: none here carries one.
    const name = "Layla 2";
    const licence = { rollLevel: "appeal" as const, licenceNumber: "QBA-2291", licenceExpiresOn: "2027-03-31" };
    const posting = { ar: "محامٍ مساعد", en: "Associate 2" };
    const emails: [string, EmailContent][] = [
      ["verification", mail.verificationEmail({ name, url: URL_A, locale })],
      ["accountExists", mail.accountExistsEmail({ name, signInUrl: URL_A, resetUrl: URL_B, locale })],
      ["passwordReset", mail.passwordResetEmail({ name, url: URL_A, locale })],
      ["passwordChanged", mail.passwordChangedEmail({ name, resetUrl: URL_B, locale })],
      ["twoFactorReset", mail.twoFactorResetEmail({ name, signInUrl: URL_A, contactUrl: URL_B, locale })],
      ["contactConfirmation", mail.contactConfirmationEmail({ name, locale })],
      ["contactNotice", mail.contactNoticeEmail({ name, email: "a1@example.com", phone: "+974 5555 1234", subject: "Fee 2026", message: "Call me", preferredLanguage: "ar" })],
      ["applicationConfirmation", mail.applicationConfirmationEmail({ name, locale, postingTitle: posting, careersUrl: URL_A })],
      ["applicationNotice", mail.applicationNoticeEmail({ postingTitle: posting, name, email: "a1@example.com", phone: "+974 5555 1234", coverLetter: "Ten years", cvFileName: "cv-2026.pdf", cvUrl: URL_A })],
      ["companyInvite", mail.companyInviteEmail({ inviterName: name, companyName: { ar: "شركة ١", en: "Company 1" }, role: "member", url: URL_A, locale })],
      ["emailChangeConfirm", account.emailChangeConfirmEmail({ name, locale, url: URL_A, newEmail: "new1@example.com" })],
      ["emailChangeRequested", account.emailChangeRequestedEmail({ name, locale, newEmail: "new1@example.com", settingsUrl: URL_A, resetUrl: URL_B })],
      ["emailChanged", account.emailChangedEmail({ name, locale, newEmail: "new1@example.com", contactUrl: URL_A })],
      ["twoFactorChanged", account.twoFactorChangedEmail({ name, locale, enabled: true, settingsUrl: URL_A, resetUrl: URL_B })],
      ["dataExportReady", account.dataExportReadyEmail({ name, locale, url: URL_A, days: 7 })],
      ["verificationApproved", verifications.verificationDecisionEmail({ name, locale, decision: "approved", role: "lawyer", licence, dashboardUrl: URL_A })],
      ["verificationRejected", verifications.verificationDecisionEmail({ name, locale, decision: "rejected", role: "company", reason: "Page two", dashboardUrl: URL_A })],
      ["licenceExpiry", verifications.licenceExpiryEmail({ name, locale, audience: "lawyer", lawyerName: name, licence, url: URL_A })],
      ["licenceExpiryAdmin", verifications.licenceExpiryEmail({ name, locale, audience: "admin", lawyerName: name, licence, url: URL_A })],
      ["standingDecision", verifications.standingDecisionEmail({ name, locale, decision: "confirmed", rollLevel: "appeal", qfc: true, url: URL_A })],
      ["reviewHidden", reviewHiddenEmail({ name, locale, lawyerName: { ar: "عمر", en: "Umar" }, reason: "Rule three", url: URL_A })],
      ["contactReply", inbox.contactReplyEmail({ locale, name, subject: "Fee 2026", reply: "See you", original: "Hi", sentAt: new Date("2026-12-01T10:30:00Z"), staffName: "Staff 1", contactUrl: URL_A })],
      ["applicationDecision", inbox.applicationDecisionEmail({ locale, name, decision: "shortlisted", postingTitle: posting, careersUrl: URL_A, contactUrl: URL_B })],
      ["companyRequestReply", inbox.companyRequestReplyEmail({ locale, name, company: { ar: "شركة", en: "Co 1" }, service: { ar: "خدمة", en: "Service 1" }, reply: "See you", staffName: "Staff 1", dashboardUrl: URL_A })],
    ];
    const consultationTypes = ["requested", "offered", "confirmed", "declined", "cancelled", "rescheduled", "completed", "no_show", "message", "file", "reminder_24h", "reminder_1h", "escalated"] as const;
    for (const type of consultationTypes) {
      for (const recipientRole of ["client", "lawyer", "offered", "office"] as const) {
        emails.push([
          `consultation ${type} to ${recipientRole}`,
          consultationEventEmail({
            type,
            locale,
            name,
            recipientRole,
            reference: "C-000012",
            kind: "voice",
            status: "requested",
            startsAt: new Date("2026-12-01T10:30:00Z"),
            previousStartsAt: new Date("2026-11-30T10:30:00Z"),
            counterpart: { ar: "عمر", en: "Umar 2" },
            reason: "Travel",
            url: URL_A,
          }),
        ]);
      }
    }
    for (const type of CASE_MAIL_TYPES) {
      for (const recipientSide of ["client", "firm"] as const) {
        emails.push([
          `case ${type} to ${recipientSide}`,
          caseEventEmail({
            type,
            locale,
            name,
            recipientSide,
            reference: "QL-2026-000123",
            title: { ar: "نزاع إيجار", en: "Lease 2" },
            status: "in_progress",
            previousStatus: "open",
            nextStep: "File the brief",
            nextStepDue: "2026-12-03",
            hearing: { startsAt: new Date("2026-12-01T10:30:00Z"), previousStartsAt: new Date("2026-11-30T10:30:00Z"), court: { ar: "المحكمة", en: "Court 1" }, chamber: "Chamber 4", purpose: "Hearing", outcome: "Adjourned" },
            fileName: "contract-2026.pdf",
            actorName: "Staff 1",
            url: URL_A,
          }),
        ]);
      }
    }
    const found = emails.flatMap(([what, email]) => strayDigitsInArabic(email.html).map((stray) => `${what}: ${stray}`));
    expect(found).toEqual([]);
    expect(emails.length).toBeGreaterThan(60);
  });
});
