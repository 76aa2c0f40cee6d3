import { createCookie } from "@remix-run/node";
import { getEnv } from "#server/config/env";
import { TIME_ZONE_COOKIE } from "#server/http/page-cookies";
import { FIRM_TIME_ZONE, validTimeZone } from "~/components/consultations/time";

/** The visitor's time zone: the `tz` cookie set by the booking page's script, else Qatar time. */
export function readTimeZone(request: Request): string {
  const match = TIME_ZONE_COOKIE.exec(request.headers.get("Cookie") ?? "");
  let value: string | null = null;
  try {
    value = match ? decodeURIComponent(match[1]!) : null;
  } catch {
    value = null;
  }
  return validTimeZone(value) ?? FIRM_TIME_ZONE;
}

export interface BookingDraft {
  description: string;
  phone: string;
}

let draftCookie: ReturnType<typeof createCookie> | undefined;
function cookie() {
  const env = getEnv();
  draftCookie ??= createCookie("consultation_draft", {
    // "/" rather than "/consultations": client navigations load data from /consultations.data.
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.BASE_URL.startsWith("https://"),
    secrets: [env.BETTER_AUTH_SECRET],
    // Long enough to sign up and confirm the address; the choices themselves travel in the URL.
    maxAge: 60 * 60 * 24,
  });
  return draftCookie;
}

/**
 * What the visitor typed before being asked to sign in (never files), signed so that it cannot be
 * forged; it only ever prefills their own form.
 */
export async function readBookingDraft(request: Request): Promise<BookingDraft | null> {
  const value = (await cookie().parse(request.headers.get("Cookie"))) as unknown;
  if (!value || typeof value !== "object") return null;
  const { description, phone } = value as Record<string, unknown>;
  return {
    description: typeof description === "string" ? description.slice(0, 5000) : "",
    phone: typeof phone === "string" ? phone.slice(0, 32) : "",
  };
}

export function saveBookingDraft(draft: BookingDraft): Promise<string> {
  return cookie().serialize({ description: draft.description.slice(0, 5000), phone: draft.phone.slice(0, 32) });
}

export function clearBookingDraft(): Promise<string> {
  return cookie().serialize("", { maxAge: 0 });
}
