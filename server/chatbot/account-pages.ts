import { EXPORT_TTL_DAYS } from "#server/privacy/constants";
import type { AppLocale } from "~/i18n/config";
import type { Passage } from "./types";
import { serverT } from "~/i18n/i18next.server";

/**
 * Issue 27: the account pages (sign in, sign up, a forgotten password, two-step sign-in, settings, your data, closing the
 * account, the dashboards, notifications, one's case, an email's confirmation link, a company's invitation) as the assistant's
 * passages, so that "نسيت كلمة المرور" or "how do I log in" cites the page where it is done. Each passage is the page's own words (its heading, description and introduction, the
 * same strings the page renders) and the everyday words people use for it (chatbot.json `accountPages`, both languages).
 */
const ACCOUNT_PAGES: { id: string; url: string; title: string; texts: string[] }[] = [
  { id: "signIn", url: "/client-area", title: "auth:signIn.heading", texts: ["auth:signIn.description", "auth:signIn.intro"] },
  {
    id: "signUp",
    url: "/signup",
    title: "auth:signUp.heading",
    texts: ["auth:signUp.description", "auth:signUp.intro", "auth:userTypes.individual.hint", "auth:userTypes.company.hint", "auth:userTypes.lawyer.hint", "auth:checkEmail.resendIntro"],
  },
  { id: "verifyEmail", url: "/verify-email", title: "auth:verify.heading", texts: ["auth:verify.description", "auth:verify.missing"] },
  { id: "companyInvite", url: "/company-invite", title: "company:invite.heading", texts: ["company:invite.description"] },
  { id: "forgot", url: "/forgot-password", title: "auth:forgot.heading", texts: ["auth:forgot.description", "auth:forgot.intro"] },
  { id: "twoFactorSignIn", url: "/client-area/two-factor", title: "twoFactor:signIn.heading", texts: ["twoFactor:signIn.description", "twoFactor:signIn.recoveryHint"] },
  { id: "twoFactor", url: "/account-settings/two-factor", title: "twoFactor:settings.heading", texts: ["twoFactor:settings.description", "twoFactor:settings.intro"] },
  { id: "settings", url: "/account-settings", title: "dashboard:settings.heading", texts: ["dashboard:settings.description"] },
  { id: "data", url: "/account-settings/data", title: "privacy:export.heading", texts: ["privacy:export.intro"] },
  { id: "delete", url: "/account-settings/delete", title: "privacy:deletion.heading", texts: ["privacy:deletion.intro"] },
  { id: "notifications", url: "/notifications", title: "notifications:page.heading", texts: ["notifications:meta.description"] },
  // "/case" sends each signed-in person to their own case (app/routes/case/_index): the page of hearings, documents and invoices.
  { id: "myCase", url: "/case", title: "cases:casePage.heading", texts: ["cases:casePage.description"] },
  { id: "dashboardUser", url: "/dashboard/user", title: "dashboard:user.metaTitle", texts: ["dashboard:user.description"] },
  { id: "dashboardCompany", url: "/dashboard/company", title: "dashboard:company.metaTitle", texts: ["dashboard:company.description", "company:invites.intro"] },
  { id: "dashboardLawyer", url: "/dashboard/lawyer", title: "dashboard:lawyer.metaTitle", texts: ["dashboard:lawyer.description", "lawyerDesk:profile.intro"] },
];

/** A page title without the site's name after the bar ("Your dashboard | Qanun Legal"). */
const titleOf = (value: string) => value.split(" | ")[0]!.trim();

export function accountPassages(): Passage[] {
  const out: Passage[] = [];
  for (const locale of ["ar", "en"] as AppLocale[]) {
    const t = serverT(locale);
    for (const page of ACCOUNT_PAGES) {
      const text = page.texts.map((key) => t(key, { days: EXPORT_TTL_DAYS })).join(" ");
      out.push({ id: `account:${page.id}:${locale}`, locale, kind: "page", title: titleOf(t(page.title)), url: page.url, text, keywords: t(`chatbot:accountPages.${page.id}`) });
    }
  }
  return out;
}
