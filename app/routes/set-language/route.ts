import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { serializeLocaleCookie } from "~/i18n/i18next.server";
import { getEnv } from "#server/config/env";
import { isLocale } from "~/i18n/config";
import { callerFor } from "~/utils/trpc.server";
import { safeRedirectPath } from "~/utils/guards.server";
import { requireForm } from "~/utils/multipart.server";

/** The language toggle: a plain form post that sets the cookie and returns to the same page. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await requireForm(request);
  const locale = form.get("locale");
  const back = safeRedirectPath(form.get("redirectTo"), "/");
  if (!isLocale(locale)) return redirect(back, 303);
  const caller = await callerFor(request);
  await caller.accounts.setLocale({ locale });
  return redirect(back, { status: 303, headers: { "Set-Cookie": serializeLocaleCookie(locale, { secure: getEnv().BASE_URL.startsWith("https://") }) } });
}

export async function loader() {
  return redirect("/");
}
