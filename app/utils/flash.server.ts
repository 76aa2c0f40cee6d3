import { createCookieSessionStorage } from "@remix-run/node";
import { getEnv } from "#server/config/env";
import type { Toast } from "./toast";

type FlashData = { toasts: Toast[] };
let storage: ReturnType<typeof createCookieSessionStorage<FlashData, FlashData>> | undefined;
function flashStorage() {
  const env = getEnv();
  storage ??= createCookieSessionStorage<FlashData, FlashData>({
    cookie: {
      name: "flash",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.BASE_URL.startsWith("https://"),
      secrets: [env.BETTER_AUTH_SECRET],
    },
  });
  return storage;
}

/** A Set-Cookie header that carries toasts to the next page (they survive a redirect, with or without JS). */
export async function flashToasts(request: Request, toasts: Toast[]): Promise<string> {
  const session = await flashStorage().getSession(request.headers.get("Cookie"));
  const existing = (session.get("toasts") as Toast[] | undefined) ?? [];
  session.flash("toasts", [...existing, ...toasts]);
  return flashStorage().commitSession(session);
}

/** Reads (and clears) the toasts flashed by the previous response. */
export async function readFlashedToasts(request: Request): Promise<{ toasts: Toast[]; setCookie: string | null }> {
  const session = await flashStorage().getSession(request.headers.get("Cookie"));
  const toasts = (session.get("toasts") as Toast[] | undefined) ?? [];
  if (toasts.length === 0) return { toasts, setCookie: null };
  return { toasts, setCookie: await flashStorage().commitSession(session) };
}
