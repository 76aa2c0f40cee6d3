/**
 * Bilingual account emails. Every email carries both languages, the recipient's preferred one first,
 * because the address may be read by someone who prefers the other language (a colleague, an assistant).
 */

import { linkInLanguage } from "./links";
import { isolate } from "#server/common/bidi";
import type { AppLocale } from "~/i18n/config";

export type EmailContent = { subject: string; html: string; text: string };

export type EmailAction = { label: string; url: string };

/** The copy of one email in one language. */
export type EmailCopy = {
  subject: string;
  heading: string;
  intro: string[];
  actions: EmailAction[];
  notes: string[];
  /** Label/value rows (e.g. what a visitor typed), escaped and isolated like the name. */
  details?: { label: string; value: string }[];
  /** A longer text someone wrote (a message, a cover letter), shown as a quote with its line breaks. */
  quote?: string;
};

export type BilingualCopy = Record<AppLocale, EmailCopy>;

type Chrome = {
  dir: "rtl" | "ltr";
  align: "right" | "left";
  font: string;
  brand: string;
  hello: string;
  comma: string;
  linkHint: { one: string; several: string };
  footer: string;
};

const CHROME: Record<AppLocale, Chrome> = {
  ar: {
    dir: "rtl",
    align: "right",
    font: "Tahoma, 'Segoe UI', Arial, sans-serif",
    brand: "قانون للمحاماة",
    hello: "مرحبًا",
    comma: "،",
    linkHint: {
      one: "إذا تعذّر استخدام الزر، يُرجى نسخ الرابط التالي ولصقه في المتصفح:",
      several: "إذا تعذّر استخدام أيٍّ من الزرّين، يُرجى نسخ الرابط المناسب ولصقه في المتصفح:",
    },
    footer: "هذه رسالة آلية من قانون للمحاماة، يُرجى عدم الرد عليها.",
  },
  en: {
    dir: "ltr",
    align: "left",
    font: "'Segoe UI', Helvetica, Arial, sans-serif",
    brand: "Qanun Legal",
    hello: "Hello",
    comma: ",",
    linkHint: {
      one: "If the button does not work, copy and paste this link into your browser:",
      several: "If a button does not work, copy and paste the matching link into your browser:",
    },
    footer: "This is an automated message from Qanun Legal. Please do not reply to this email.",
  },
};

const COLORS = {
  page: "#f3f4f6",
  card: "#ffffff",
  text: "#1f2937",
  muted: "#4b5563",
  border: "#e5e7eb",
  brand: "#0b3b5c",
  buttonText: "#ffffff",
};

export function verificationEmail(args: { name: string; url: string; locale: AppLocale }): EmailContent {
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: "تأكيد عنوان بريدك الإلكتروني",
        heading: "تأكيد عنوان بريدك الإلكتروني",
        intro: [
          "شكرًا لتسجيلك في منصة قانون للمحاماة. لتفعيل حسابك، يُرجى تأكيد عنوان بريدك الإلكتروني بالضغط على الزر أدناه.",
        ],
        actions: [{ label: "تأكيد البريد الإلكتروني", url: args.url }],
        notes: [
          "تنتهي صلاحية هذا الرابط خلال ٢٤ ساعة، ولا يمكن استخدامه إلا مرة واحدة.",
          "إذا لم يكن التسجيل بطلبٍ منك، فيُرجى تجاهل هذه الرسالة، ولن يُفعَّل أي حساب.",
        ],
      },
      en: {
        subject: "Confirm your email address",
        heading: "Confirm your email address",
        intro: [
          "Thank you for signing up with Qanun Legal. To activate your account, please confirm your email address by selecting the button below.",
        ],
        actions: [{ label: "Confirm email address", url: args.url }],
        notes: [
          "This link expires in 24 hours and can be used only once.",
          "If you did not sign up, you can safely ignore this email; no account will be activated.",
        ],
      },
    },
  });
}

export function accountExistsEmail(args: {
  name: string;
  signInUrl: string;
  resetUrl: string;
  locale: AppLocale;
}): EmailContent {
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: "محاولة تسجيل باستخدام بريدك الإلكتروني",
        heading: "لديك حساب مسجّل بهذا العنوان",
        intro: [
          "تلقّينا طلبًا لإنشاء حساب في منصة قانون للمحاماة باستخدام عنوان البريد الإلكتروني هذا، وقد يكون الطلب صادرًا منك. ونظرًا إلى وجود حساب مسجّل بهذا العنوان مسبقًا، لم يُنشأ حساب جديد.",
          "إذا كان الطلب صادرًا منك، فبإمكانك تسجيل الدخول إلى حسابك الحالي، أو إعادة تعيين كلمة المرور إن تعذّر عليك تذكّرها.",
        ],
        actions: [
          { label: "تسجيل الدخول", url: args.signInUrl },
          { label: "إعادة تعيين كلمة المرور", url: args.resetUrl },
        ],
        notes: ["إذا لم يكن الطلب صادرًا منك، فيمكنك تجاهل هذه الرسالة بأمان؛ إذ لم يطرأ أي تغيير على حسابك."],
      },
      en: {
        subject: "Sign-up attempt with your email address",
        heading: "You already have an account",
        intro: [
          "Someone, possibly you, tried to create a Qanun Legal account with this email address. This address already has an account, so no new account was created.",
          "If it was you, you can sign in to your existing account, or reset your password if you no longer remember it.",
        ],
        actions: [
          { label: "Sign in", url: args.signInUrl },
          { label: "Reset password", url: args.resetUrl },
        ],
        notes: ["If it wasn't you, you can safely ignore this email. Nothing has changed in your account."],
      },
    },
  });
}

export function passwordResetEmail(args: { name: string; url: string; locale: AppLocale }): EmailContent {
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: "إعادة تعيين كلمة المرور",
        heading: "إعادة تعيين كلمة المرور",
        intro: [
          "تلقّينا طلبًا لإعادة تعيين كلمة المرور الخاصة بحسابك في منصة قانون للمحاماة. لاختيار كلمة مرور جديدة، يُرجى الضغط على الزر أدناه.",
        ],
        actions: [{ label: "اختيار كلمة مرور جديدة", url: args.url }],
        notes: [
          "تنتهي صلاحية هذا الرابط خلال ساعة واحدة.",
          "إذا لم يكن هذا الطلب صادرًا منك، فيمكنك تجاهل هذه الرسالة؛ إذ تبقى كلمة المرور الحالية سارية إلى أن تُعيَّن كلمة مرور جديدة.",
        ],
      },
      en: {
        subject: "Reset your password",
        heading: "Reset your password",
        intro: [
          "We received a request to reset the password for your Qanun Legal account. To choose a new password, select the button below.",
        ],
        actions: [{ label: "Choose a new password", url: args.url }],
        notes: [
          "This link expires in 1 hour.",
          "If you did not ask to reset your password, you can ignore this email. Your password will not change until you choose a new one.",
        ],
      },
    },
  });
}

export function passwordChangedEmail(args: { name: string; locale: AppLocale; resetUrl: string }): EmailContent {
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: "تم تغيير كلمة المرور",
        heading: "تم تغيير كلمة المرور",
        intro: [
          "نودّ إعلامك بأنه تم تغيير كلمة المرور الخاصة بحسابك في منصة قانون للمحاماة.",
          "إذا كان هذا التغيير بطلبٍ منك، فلا حاجة إلى اتخاذ أي إجراء.",
          "أما إذا لم يكن التغيير صادرًا منك، فيُرجى إعادة تعيين كلمة المرور فورًا لحماية حسابك.",
        ],
        actions: [{ label: "إعادة تعيين كلمة المرور", url: args.resetUrl }],
        notes: [],
      },
      en: {
        subject: "Your password was changed",
        heading: "Your password was changed",
        intro: [
          "The password for your Qanun Legal account was just changed.",
          "If you made this change, no further action is needed.",
          "If it wasn't you, reset your password now to secure your account.",
        ],
        actions: [{ label: "Reset password", url: args.resetUrl }],
        notes: [],
      },
    },
  });
}

/**
 * To the sender of the contact form, in their chosen language first. It repeats nothing they typed
 * but their name (already limited to letters), so the form cannot be used to mail arbitrary text to
 * arbitrary addresses.
 */
/** Issue 12 §1: an administrator reset the account's second factor (a lost phone). */
export function twoFactorResetEmail(args: { name: string; locale: AppLocale; signInUrl: string; contactUrl: string }): EmailContent {
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: "أُعيد تعيين التحقق بخطوتين لحسابك",
        heading: "أُعيد تعيين التحقق بخطوتين",
        intro: [
          "أعاد أحد مشرفي منصة قانون للمحاماة تعيين التحقق بخطوتين لحسابك، وسُجّل خروجك من جميع الأجهزة.",
          "لم يعد تطبيق المصادقة ولا رموز الاسترداد السابقة تعمل. سجّل الدخول بكلمة المرور ثم أعِد إعداد التحقق بخطوتين من إعدادات الحساب.",
          "إذا لم تطلب ذلك، فتواصل مع المكتب فورًا.",
        ],
        actions: [
          { label: "تسجيل الدخول", url: args.signInUrl },
          { label: "التواصل مع المكتب", url: args.contactUrl },
        ],
        notes: [],
      },
      en: {
        subject: "Two-factor sign-in was reset on your account",
        heading: "Two-factor sign-in was reset",
        intro: [
          "An administrator of Qanun Legal reset two-factor sign-in on your account, and you were signed out on every device.",
          "Your authenticator app and your old recovery codes no longer work. Sign in with your password, then set up two-factor sign-in again in your account settings.",
          "If you did not ask for this, contact the firm straight away.",
        ],
        actions: [
          { label: "Sign in", url: args.signInUrl },
          { label: "Contact the firm", url: args.contactUrl },
        ],
        notes: [],
      },
    },
  });
}

export function contactConfirmationEmail(args: { name: string; locale: AppLocale }): EmailContent {
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: "تلقّينا رسالتك",
        heading: "شكرًا لتواصلك معنا",
        intro: [
          "تلقّينا رسالتك عبر نموذج التواصل في موقع قانون للمحاماة، وسيردّ عليك أحد أعضاء فريقنا خلال يوم عمل واحد (من الأحد إلى الخميس، من ٨:٠٠ إلى ١٧:٠٠ بتوقيت الدوحة).",
          "يُرجى عدم إرسال مستندات أصلية أو معلومات حساسة قبل أن نتواصل معك.",
        ],
        actions: [],
        notes: ["إذا لم تكن أنت من أرسل هذه الرسالة، فيمكنك تجاهل هذا البريد بأمان."],
      },
      en: {
        subject: "We received your message",
        heading: "Thank you for contacting us",
        intro: [
          "We received your message through the contact form on the Qanun Legal website. A member of our team will reply within one working day (Sunday to Thursday, 8:00 to 17:00 Doha time).",
          "Please do not send original documents or sensitive information until we have replied.",
        ],
        actions: [],
        notes: ["If you did not send this message, you can safely ignore this email."],
      },
    },
  });
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
  const language = { ar: { ar: "العربية", en: "الإنجليزية" }, en: { ar: "Arabic", en: "English" } };
  const details = (locale: AppLocale) => {
    const labels =
      locale === "ar"
        ? { name: "الاسم", email: "البريد الإلكتروني", phone: "الهاتف", subject: "الموضوع", language: "لغة التواصل المفضلة" }
        : { name: "Name", email: "Email", phone: "Phone", subject: "Subject", language: "Preferred language" };
    return [
      { label: labels.name, value: args.name },
      { label: labels.email, value: args.email },
      { label: labels.phone, value: args.phone ?? "—" },
      { label: labels.subject, value: args.subject },
      { label: labels.language, value: language[locale][args.preferredLanguage] },
    ];
  };
  return renderEmail({
    locale: "ar",
    name: "",
    copy: {
      ar: {
        subject: `رسالة تواصل جديدة: ${args.subject}`,
        heading: "رسالة جديدة من نموذج التواصل",
        intro: ["وصلت رسالة جديدة عبر نموذج التواصل في الموقع. يُرجى الرد على المرسل خلال يوم عمل واحد وباللغة التي اختارها."],
        details: details("ar"),
        quote: args.message,
        actions: [],
        notes: [],
      },
      en: {
        subject: `New contact message: ${args.subject}`,
        heading: "New message from the contact form",
        intro: ["A new message arrived through the website's contact form. Please reply within one working day, in the language the sender chose."],
        details: details("en"),
        quote: args.message,
        actions: [],
        notes: [],
      },
    },
  });
}

/** To a job applicant, in the language of the page they applied from first. */
export function applicationConfirmationEmail(args: {
  name: string;
  locale: AppLocale;
  postingTitle: Record<AppLocale, string>;
  careersUrl: string;
}): EmailContent {
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: `تلقّينا طلبك لوظيفة: ${args.postingTitle.ar}`,
        heading: "تلقّينا طلب التوظيف",
        intro: [
          `شكرًا لاهتمامك بالانضمام إلى قانون للمحاماة. تلقّينا طلبك لوظيفة «${args.postingTitle.ar}» مع سيرتك الذاتية.`,
          "يراجع فريقنا الطلبات بعناية، وسنتواصل مع المرشحين الذين تتوافق مؤهلاتهم مع متطلبات الوظيفة.",
        ],
        actions: [{ label: "الوظائف المتاحة", url: args.careersUrl }],
        notes: [
          "نحفظ سيرتك الذاتية بسرية ولا يطّلع عليها إلا فريق التوظيف.",
          "إذا لم تكن أنت من قدّم هذا الطلب، فيُرجى إعلامنا عبر صفحة التواصل.",
        ],
      },
      en: {
        subject: `We received your application: ${args.postingTitle.en}`,
        heading: "Application received",
        intro: [
          `Thank you for your interest in joining Qanun Legal. We received your application for "${args.postingTitle.en}" together with your CV.`,
          "Our team reviews every application carefully and will contact the candidates whose qualifications match the role.",
        ],
        actions: [{ label: "Open positions", url: args.careersUrl }],
        notes: [
          "Your CV is kept confidential and is seen only by our recruitment team.",
          "If you did not submit this application, please let us know through our contact page.",
        ],
      },
    },
  });
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
  const details = (locale: AppLocale) => {
    const labels =
      locale === "ar"
        ? { posting: "الوظيفة", name: "الاسم", email: "البريد الإلكتروني", phone: "الهاتف", cv: "السيرة الذاتية" }
        : { posting: "Position", name: "Name", email: "Email", phone: "Phone", cv: "CV" };
    return [
      { label: labels.posting, value: args.postingTitle[locale] },
      { label: labels.name, value: args.name },
      { label: labels.email, value: args.email },
      { label: labels.phone, value: args.phone },
      { label: labels.cv, value: args.cvFileName },
    ];
  };
  return renderEmail({
    locale: "ar",
    name: "",
    copy: {
      ar: {
        subject: `طلب توظيف جديد: ${args.postingTitle.ar}`,
        heading: "طلب توظيف جديد",
        intro: ["وصل طلب توظيف جديد عبر صفحة الوظائف. خطاب التقديم أدناه، والسيرة الذاتية محفوظة بشكل خاص ولا يمكن تنزيلها إلا بحساب مشرف."],
        details: details("ar"),
        quote: args.coverLetter,
        actions: [{ label: "تنزيل السيرة الذاتية", url: args.cvUrl }],
        notes: [],
      },
      en: {
        subject: `New job application: ${args.postingTitle.en}`,
        heading: "New job application",
        intro: ["A new application arrived through the careers page. The cover letter is below; the CV is stored privately and can be downloaded only when signed in as an administrator."],
        details: details("en"),
        quote: args.coverLetter,
        actions: [{ label: "Download the CV", url: args.cvUrl }],
        notes: [],
      },
    },
  });
}

/** An invitation to join a company account (server/company/invites.ts); the link is one-time and lasts 7 days. */
export function companyInviteEmail(args: {
  inviterName: string;
  companyName: { ar: string; en: string };
  role: "owner" | "member";
  url: string;
  locale: AppLocale;
}): EmailContent {
  const companyAr = args.companyName.ar || args.companyName.en;
  const companyEn = args.companyName.en || args.companyName.ar;
  // Names typed in either script keep their own direction inside the other language's sentence.
  return renderEmail({
    locale: args.locale,
    name: "",
    copy: {
      ar: {
        subject: "دعوة للانضمام إلى حساب شركة في قانون للمحاماة",
        heading: "دعوة للانضمام إلى حساب شركة",
        intro: [
          companyAr
            ? `دعاك ${isolate(args.inviterName)} للانضمام إلى حساب شركة «${isolate(companyAr)}» في منصة قانون للمحاماة ${args.role === "owner" ? "بصفة مالك للحساب" : "بصفة عضو"}.`
            : `دعاك ${isolate(args.inviterName)} للانضمام إلى حساب شركته في منصة قانون للمحاماة ${args.role === "owner" ? "بصفة مالك للحساب" : "بصفة عضو"}.`,
          "بعد الانضمام ستتمكن من الاطلاع على استشارات الشركة وطلبات خدماتها. يلزمك حساب شركة مسجّل بعنوان البريد الإلكتروني هذا؛ وإن لم يكن لديك حساب، فبإمكانك إنشاؤه من صفحة الدعوة.",
        ],
        actions: [{ label: "عرض الدعوة", url: args.url }],
        notes: [
          "تنتهي صلاحية هذه الدعوة خلال ٧ أيام، ولا يمكن استخدامها إلا مرة واحدة.",
          "إذا لم تكن تتوقع هذه الدعوة، فيمكنك تجاهل هذه الرسالة بأمان.",
        ],
      },
      en: {
        subject: "Invitation to join a company account at Qanun Legal",
        heading: "Join a company account",
        intro: [
          companyEn
            ? `${isolate(args.inviterName)} has invited you to join the company account of “${isolate(companyEn)}” at Qanun Legal as ${args.role === "owner" ? "an owner" : "a member"}.`
            : `${isolate(args.inviterName)} has invited you to join their company account at Qanun Legal as ${args.role === "owner" ? "an owner" : "a member"}.`,
          "Once you join, you will see the company's consultations and service requests. You need a company account registered with this email address; if you do not have one, you can create it from the invitation page.",
        ],
        actions: [{ label: "View the invitation", url: args.url }],
        notes: [
          "This invitation expires in 7 days and can be used only once.",
          "If you were not expecting this invitation, you can safely ignore this email.",
        ],
      },
    },
  });
}

/** Both languages, the recipient's first, each block with its own direction (used by server/mail/consultation-templates.ts too). */
export function renderEmail(args: { locale: AppLocale; name: string; copy: BilingualCopy }): EmailContent {
  const order = orderLocales(args.locale);
  order.flatMap((locale) => args.copy[locale].actions).forEach((action) => assertHttpUrl(action.url));
  // Each language's buttons open the page in that language.
  const blocks = order.map((locale) => ({
    locale,
    copy: { ...args.copy[locale], actions: args.copy[locale].actions.map((action) => ({ ...action, url: linkInLanguage(action.url, locale) })) },
  }));
  return {
    subject: blocks.map((b) => b.copy.subject).join(" | "),
    html: renderHtmlDocument({ locale: args.locale, name: args.name, blocks }),
    text: blocks.map((b) => renderTextBlock({ ...b, name: args.name })).join(`\n\n${"-".repeat(40)}\n\n`) + "\n",
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

function renderHtmlDocument(args: { locale: AppLocale; name: string; blocks: RenderBlock[] }): string {
  const { dir } = CHROME[args.locale];
  const title = escapeHtml(args.blocks.map((b) => b.copy.subject).join(" | "));
  const sections = args.blocks
    .map((block) => renderHtmlBlock({ ...block, name: args.name }))
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
<span lang="ar" dir="rtl" style="font-family:${CHROME.ar.font};">${CHROME.ar.brand}</span> &middot; <span lang="en" dir="ltr">${CHROME.en.brand}</span>
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

function renderHtmlBlock(args: RenderBlock & { name: string }): string {
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
<p style="margin:24px 0 0;font-size:13px;color:${COLORS.muted};">${escapeHtml(chrome.footer)}</p>
</div>`;
}

/** In HTML the name is escaped and isolated, so a Latin name in Arabic text (or the reverse) keeps the comma in place. */
function formatGreeting(args: { locale: AppLocale; name: string; isolate: boolean }): string {
  const { hello, comma } = CHROME[args.locale];
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
  const chrome = CHROME[args.locale];
  const hint = args.actions.length > 1 ? chrome.linkHint.several : chrome.linkHint.one;
  const links = args.actions.map((action) => {
    const url = escapeHtml(action.url);
    const label = args.actions.length > 1 ? `${escapeHtml(action.label)}:<br>` : "";
    return `<p style="margin:0 0 12px;font-size:14px;">${label}<a href="${url}" dir="ltr" style="color:${COLORS.brand};word-break:break-all;">${url}</a></p>`;
  });
  return [`<p style="margin:0 0 8px;font-size:14px;color:${COLORS.muted};">${escapeHtml(hint)}</p>`, ...links].join("\n");
}

function renderTextBlock(args: RenderBlock & { name: string }): string {
  const chrome = CHROME[args.locale];
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
    chrome.footer,
  ].join("\n\n");
}
