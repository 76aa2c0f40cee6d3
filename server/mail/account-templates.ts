import { renderEmail, type EmailContent } from "./templates";
import { type AppLocale, intlLocaleOf } from "~/i18n/config";
import { numberFormat } from "~/utils/intl";

/**
 * Issue 12 §2: the emails of an email-address change. The new address confirms with a one-time link;
 * the old one is told when the change is asked for and again when it is done, so that someone who took
 * over a session cannot move the account away silently. Addresses go in `details` rows, which the
 * renderer escapes and isolates like names.
 */

/** To the new address: the link that makes it the account's sign-in address. */
export function emailChangeConfirmEmail(args: { name: string; locale: AppLocale; url: string; newEmail: string }): EmailContent {
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: "أكّد عنوان بريدك الإلكتروني الجديد",
        heading: "أكّد عنوان بريدك الجديد",
        intro: ["طُلب استخدام هذا العنوان للدخول إلى حسابك في منصة قانون للمحاماة. أكّده بالزر أدناه ليحل محل العنوان الحالي.", "إذا لم تطلب ذلك، فتجاهل هذه الرسالة ولن يتغير شيء."],
        actions: [{ label: "تأكيد العنوان الجديد", url: args.url }],
        notes: ["الرابط صالح لمرة واحدة ولمدة محدودة."],
        details: [{ label: "العنوان الجديد", value: args.newEmail }],
      },
      en: {
        subject: "Confirm your new email address",
        heading: "Confirm your new address",
        intro: ["This address was given as the new sign-in address of your Qanun Legal account. Confirm it with the button below to replace the current one.", "If you did not ask for this, ignore this email and nothing will change."],
        actions: [{ label: "Confirm the new address", url: args.url }],
        notes: ["The link works once and for a limited time."],
        details: [{ label: "New address", value: args.newEmail }],
      },
    },
  });
}

/** To the current address: a change was asked for (nothing has changed yet). */
export function emailChangeRequestedEmail(args: { name: string; locale: AppLocale; newEmail: string; settingsUrl: string; resetUrl: string }): EmailContent {
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: "طلب تغيير البريد الإلكتروني لحسابك",
        heading: "طُلب تغيير بريدك الإلكتروني",
        intro: [
          "طُلب للتو تغيير عنوان البريد الإلكتروني الذي تدخل به إلى حسابك في منصة قانون للمحاماة. لن يتغير شيء حتى يُؤكَّد العنوان الجديد من صندوقه.",
          "إذا لم يكن الطلب منك، فأعد تعيين كلمة المرور الآن وأنهِ الجلسات التي لا تعرفها من إعدادات حسابك.",
        ],
        actions: [
          { label: "إعادة تعيين كلمة المرور", url: args.resetUrl },
          { label: "إعدادات الحساب", url: args.settingsUrl },
        ],
        notes: [],
        details: [{ label: "العنوان الجديد المطلوب", value: args.newEmail }],
      },
      en: {
        subject: "A change of your account's email was requested",
        heading: "A change of your email address was requested",
        intro: [
          "Someone signed in to your Qanun Legal account just asked to change the email address you sign in with. Nothing changes until the new address is confirmed from its inbox.",
          "If this was not you, reset your password now and sign out the sessions you do not recognise in your account settings.",
        ],
        actions: [
          { label: "Reset password", url: args.resetUrl },
          { label: "Account settings", url: args.settingsUrl },
        ],
        notes: [],
        details: [{ label: "Requested new address", value: args.newEmail }],
      },
    },
  });
}

/** To the former address, once the new one is confirmed. */
export function emailChangedEmail(args: { name: string; locale: AppLocale; newEmail: string; contactUrl: string }): EmailContent {
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: "تغيّر البريد الإلكتروني لحسابك",
        heading: "تغيّر بريدك الإلكتروني",
        intro: ["أصبح العنوان أدناه هو عنوان الدخول إلى حسابك في منصة قانون للمحاماة، ولن تصل رسائل الحساب إلى هذا العنوان بعد الآن.", "إذا لم تقم بهذا التغيير، فتواصل معنا فورًا."],
        actions: [{ label: "تواصل معنا", url: args.contactUrl }],
        notes: [],
        details: [{ label: "العنوان الجديد", value: args.newEmail }],
      },
      en: {
        subject: "Your account's email address was changed",
        heading: "Your email address was changed",
        intro: ["The address below is now the sign-in address of your Qanun Legal account; the account's emails will no longer come to this one.", "If you did not make this change, contact us at once."],
        actions: [{ label: "Contact us", url: args.contactUrl }],
        notes: [],
        details: [{ label: "New address", value: args.newEmail }],
      },
    },
  });
}

/** Issue 12 §1: a security notice when two-factor sign-in is turned on or off on the account. */
export function twoFactorChangedEmail(args: { name: string; locale: AppLocale; enabled: boolean; settingsUrl: string; resetUrl: string }): EmailContent {
  const on = args.enabled;
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: on ? "فُعّل التحقق بخطوتين لحسابك" : "أُوقف التحقق بخطوتين لحسابك",
        heading: on ? "فُعّل التحقق بخطوتين" : "أُوقف التحقق بخطوتين",
        intro: [
          on
            ? "أصبح الدخول إلى حسابك في منصة قانون للمحاماة يطلب رمزًا من تطبيق المصادقة بعد كلمة المرور. احفظ رموز الاسترداد في مكان آمن."
            : "لم يعد الدخول إلى حسابك في منصة قانون للمحاماة يطلب رمزًا بعد كلمة المرور.",
          "إذا لم تقم بهذا التغيير، فأعد تعيين كلمة المرور الآن وراجع الجلسات في إعدادات حسابك.",
        ],
        actions: [
          { label: "إعدادات الحساب", url: args.settingsUrl },
          { label: "إعادة تعيين كلمة المرور", url: args.resetUrl },
        ],
        notes: [],
      },
      en: {
        subject: on ? "Two-factor sign-in is on for your account" : "Two-factor sign-in was turned off for your account",
        heading: on ? "Two-factor sign-in is on" : "Two-factor sign-in was turned off",
        intro: [
          on
            ? "Signing in to your Qanun Legal account now asks for a code from your authenticator app after the password. Keep your recovery codes somewhere safe."
            : "Signing in to your Qanun Legal account no longer asks for a code after the password.",
          "If you did not make this change, reset your password now and check the sessions in your account settings.",
        ],
        actions: [
          { label: "Account settings", url: args.settingsUrl },
          { label: "Reset password", url: args.resetUrl },
        ],
        notes: [],
      },
    },
  });
}

/** Issue 12 §3: the person's data export is ready to download (from their settings, signed in). */
export function dataExportReadyEmail(args: { name: string; locale: AppLocale; url: string; days: number }): EmailContent {
  return renderEmail({
    locale: args.locale,
    name: args.name,
    copy: {
      ar: {
        subject: "نسخة بياناتك جاهزة للتنزيل",
        heading: "نسخة بياناتك جاهزة",
        intro: [`أعددنا نسخة من كل ما تحفظه منصة قانون للمحاماة عنك. نزّلها من إعدادات حسابك بعد تسجيل الدخول خلال ${numberFormat(intlLocaleOf("ar")).format(args.days)} أيام، ثم تُحذف.`],
        actions: [{ label: "تنزيل نسخة البيانات", url: args.url }],
        notes: ["إذا لم تطلب هذه النسخة، فغيّر كلمة المرور وراجع الجلسات في إعدادات حسابك."],
      },
      en: {
        subject: "Your data export is ready",
        heading: "Your data export is ready",
        intro: [`We prepared a copy of everything Qanun Legal holds about you. Download it from your account settings, signed in, within ${args.days} days; then it is deleted.`],
        actions: [{ label: "Download your data", url: args.url }],
        notes: ["If you did not ask for this copy, change your password and check the sessions in your account settings."],
      },
    },
  });
}
