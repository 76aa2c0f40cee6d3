import { describe, expect, it } from "vitest";
import {
  accountExistsEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
  type EmailContent,
  type MailLocale,
} from "../../../server/mail/templates";

const EVIL_NAME = `<script>alert("x")</script> & 'Co'`;
const URL_A = "https://qanun.example/verify?token=abc&next=%2Fcases";
const URL_B = "https://qanun.example/reset?token=def";

type TemplateCase = {
  name: string;
  render: (locale: MailLocale) => EmailContent;
  urls: string[];
  ar: { subject: string; phrases: string[] };
  en: { subject: string; phrases: string[] };
};

const cases: TemplateCase[] = [
  {
    name: "verificationEmail",
    render: (locale) => verificationEmail({ name: EVIL_NAME, url: URL_A, locale }),
    urls: [URL_A],
    ar: { subject: "تأكيد عنوان بريدك الإلكتروني", phrases: ["24 ساعة", "مرة واحدة", "تجاهل هذه الرسالة"] },
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
