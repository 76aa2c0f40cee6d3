/**
 * Consultations for specs that need one as a starting point (dashboards, notifications, calls),
 * booked and answered over HTTP through the same tRPC procedures the pages call.
 */
import fs from "node:fs";
import { expect, type APIRequestContext, type BrowserContext } from "@playwright/test";
import type { ConsultationKind, VoiceMode } from "#db/schema";
import { BASE_URL, FIXTURE_LAWYER, type FixtureRole } from "./fixtures";
import { createConfirmedAccount, enrolOverHttp, signInOverHttp } from "./helpers";
import { authStatePath } from "./paths";

/** A Qatar calendar date `days` from today (YYYY-MM-DD). */
export function qatarDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Qatar", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

export type Slot = { startsAt: string; endsAt: string; lawyerIds: string[] };

/** The fixture lawyer's free slots on one Qatar day. */
export async function freeSlots(request: APIRequestContext, opts: { day: string; kind: ConsultationKind; serviceArea?: string }): Promise<Slot[]> {
  const input = { lawyerId: FIXTURE_LAWYER.id, serviceArea: opts.serviceArea ?? "family", kind: opts.kind, from: opts.day, days: 1 };
  const response = await request.get(`/api/trpc/consultations.slots?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { data: { slots: Slot[] } } }).result.data.slots;
}

/** Calls a tRPC mutation as the session of `cookie`; returns the data or throws with the error code. */
export async function trpcMutation<T>(request: APIRequestContext, opts: { path: string; cookie: string; input: unknown }): Promise<T> {
  const response = await request.post(`/api/trpc/${opts.path}`, {
    headers: { Cookie: opts.cookie, Origin: BASE_URL, "Content-Type": "application/json" },
    data: opts.input,
  });
  const body = (await response.json()) as { result?: { data: T }; error?: { data?: { appCode?: string } } };
  if (!response.ok()) throw new Error(`trpc ${opts.path}: ${body.error?.data?.appCode ?? response.status()}`);
  return body.result!.data;
}

/** A tRPC query as the session of `cookie` (empty for none); returns the data or throws with the code. */
export async function trpcQuery<T>(request: APIRequestContext, opts: { path: string; cookie: string; input?: unknown }): Promise<T> {
  const query = opts.input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(opts.input))}`;
  const response = await request.get(`/api/trpc/${opts.path}${query}`, { headers: { Cookie: opts.cookie } });
  const body = (await response.json()) as { result?: { data: T }; error?: { data?: { appCode?: string; code?: string } } };
  if (!response.ok()) throw new Error(`trpc ${opts.path}: ${body.error?.data?.appCode ?? body.error?.data?.code ?? response.status()}`);
  return body.result!.data;
}

/** The account id of the session of `cookie`, from accounts.me (better-auth's get-session is not reachable: issue 25 §2). */
export async function userIdOf(request: APIRequestContext, cookie: string): Promise<string> {
  const response = await request.get("/api/trpc/accounts.me", { headers: { Cookie: cookie } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { data: { user: { id: string } } } }).result.data.user.id;
}

/**
 * Books a consultation with the fixture lawyer on one of the day's free slots (another if someone took
 * it meanwhile) as the signed-in client of `cookie`; returns its id and reference. Pick a day per spec
 * (and per project and language) so parallel specs do not compete for the same slots.
 */
export async function bookWithFixtureLawyer(
  request: APIRequestContext,
  opts: { cookie: string; day: string; kind: Exclude<ConsultationKind, "written">; voiceMode?: VoiceMode; description: string; serviceArea?: string },
): Promise<{ id: string; reference: string; startsAt: string }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const slots = await freeSlots(request, opts);
    expect(slots.length).toBeGreaterThan(0);
    const slot = slots[Math.floor(Math.random() * slots.length)]!;
    try {
      const booked = await trpcMutation<{ id: string; reference: string }>(request, {
        path: "consultations.book",
        cookie: opts.cookie,
        input: {
          lawyerId: FIXTURE_LAWYER.id,
          serviceArea: opts.serviceArea ?? "family",
          kind: opts.kind,
          voiceMode: opts.voiceMode,
          startsAt: slot.startsAt,
          description: opts.description,
          phone: "+974 5555 1234",
        },
      });
      return { ...booked, startsAt: slot.startsAt };
    } catch (error) {
      expect(String(error)).toMatch(/slot_taken|slot_unavailable/);
    }
  }
  throw new Error("no free slot could be booked");
}

/**
 * The session global-setup opened for a fixture account, as a Cookie header. Specs reuse it rather
 * than signing in again: the sign-in limit per email (8 in 10 minutes) would refuse a busy suite.
 */
export function fixtureSessionCookie(role: FixtureRole): string {
  const state = JSON.parse(fs.readFileSync(authStatePath(role), "utf8")) as { cookies: { name: string; value: string }[] };
  return state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** The fixture lawyer confirms the consultation. */
export async function acceptAsFixtureLawyer(request: APIRequestContext, id: string): Promise<void> {
  await trpcMutation(request, { path: "consultations.accept", cookie: fixtureSessionCookie("lawyer"), input: { id } });
}

/** Puts a session (a Cookie header from signInOverHttp) into a browser context. */
export async function addSessionCookies(context: BrowserContext, cookie: string): Promise<void> {
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: BASE_URL };
    }),
  );
}

/** What a directory profile says (lawyerDesk.saveProfile's input, the name in English given apart). */
export type LawyerProfileInput = Record<string, unknown>;

/**
 * A lawyer of a spec's own: a confirmed account, two-factor sign-in enrolled (issue 12 §1: enrolling replaces
 * the session), verified by the fixture admin, with a directory profile. Returns its address, session cookie
 * and directory id.
 */
export async function verifiedLawyerWithProfile(
  request: APIRequestContext,
  opts: { label: string; nameEn: string; profile: LawyerProfileInput },
): Promise<{ email: string; cookie: string; lawyerId: string }> {
  const email = await createConfirmedAccount(request, { label: opts.label, name: opts.nameEn, userType: "lawyer" });
  const cookie = await enrolOverHttp(request, email, await signInOverHttp(request, email));
  const userId = await userIdOf(request, cookie);
  await trpcMutation(request, { path: "admin.setVerification", cookie: fixtureSessionCookie("admin"), input: { profileId: userId, decision: "verified" } });
  const profile = await trpcMutation<{ id: string }>(request, { path: "lawyerDesk.saveProfile", cookie, input: { ...opts.profile, nameEn: opts.nameEn } });
  return { email, cookie, lawyerId: profile.id };
}
