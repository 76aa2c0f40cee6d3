/**
 * Bilingual account emails. Every email carries both languages, the recipient's preferred one first,
 * because the address may be read by someone who prefers the other language (a colleague, an assistant).
 */

export type MailLocale = "ar" | "en";

export type EmailContent = { subject: string; html: string; text: string };

type EmailAction = { label: string; url: string };

/** The copy of one email in one language. */
type EmailCopy = {
  subject: string;
  heading: string;
  intro: string[];
  actions: EmailAction[];
  notes: string[];
};

type BilingualCopy = Record<MailLocale, EmailCopy>;

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

const CHROME: Record<MailLocale, Chrome> = {
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

export function verificationEmail(args: { name: string; url: string; locale: MailLocale }): EmailContent {
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
          "تنتهي صلاحية هذا الرابط خلال 24 ساعة، ولا يمكن استخدامه إلا مرة واحدة.",
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
  locale: MailLocale;
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

export function passwordResetEmail(args: { name: string; url: string; locale: MailLocale }): EmailContent {
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

export function passwordChangedEmail(args: { name: string; locale: MailLocale; resetUrl: string }): EmailContent {
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

function renderEmail(args: { locale: MailLocale; name: string; copy: BilingualCopy }): EmailContent {
  const order = orderLocales(args.locale);
  order.flatMap((locale) => args.copy[locale].actions).forEach((action) => assertHttpUrl(action.url));
  const blocks = order.map((locale) => ({ locale, copy: args.copy[locale] }));
  return {
    subject: blocks.map((b) => b.copy.subject).join(" | "),
    html: renderHtmlDocument({ locale: args.locale, name: args.name, blocks }),
    text: blocks.map((b) => renderTextBlock({ ...b, name: args.name })).join(`\n\n${"-".repeat(40)}\n\n`) + "\n",
  };
}

function orderLocales(preferred: MailLocale): [MailLocale, MailLocale] {
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

type RenderBlock = { locale: MailLocale; copy: EmailCopy };

function renderHtmlDocument(args: { locale: MailLocale; name: string; blocks: RenderBlock[] }): string {
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
${copy.actions.map(renderButton).join("\n")}
${renderLinkFallback({ locale: args.locale, actions: copy.actions })}
${copy.notes.map(note).join("\n")}
<p style="margin:24px 0 0;font-size:13px;color:${COLORS.muted};">${escapeHtml(chrome.footer)}</p>
</div>`;
}

/** In HTML the name is escaped and isolated, so a Latin name in Arabic text (or the reverse) keeps the comma in place. */
function formatGreeting(args: { locale: MailLocale; name: string; isolate: boolean }): string {
  const { hello, comma } = CHROME[args.locale];
  const name = args.name.trim();
  if (!name) return `${hello}${comma}`;
  return `${hello} ${args.isolate ? `<bdi>${escapeHtml(name)}</bdi>` : name}${comma}`;
}

function renderButton(action: EmailAction): string {
  return `<p style="margin:8px 0 20px;"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;background-color:${COLORS.brand};color:${COLORS.buttonText};border-radius:6px;font-weight:bold;text-decoration:none;">${escapeHtml(action.label)}</a></p>`;
}

function renderLinkFallback(args: { locale: MailLocale; actions: EmailAction[] }): string {
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
    ...links,
    ...copy.notes,
    chrome.footer,
  ].join("\n\n");
}
