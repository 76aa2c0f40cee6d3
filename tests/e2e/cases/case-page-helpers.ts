/**
 * Set-up for the case page specs, over HTTP through the procedures the pages call: a lawyer of the
 * spec's own, verified by the admin (only verified lawyers can be assigned), and a case of the
 * fixture individual that the admin opens with that lawyer assigned.
 */
import crypto from "node:crypto";
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { ACCOUNTS, type Lang } from "../support/fixtures";
import { addSessionCookies, fixtureSessionCookie, trpcMutation, trpcQuery, userIdOf } from "../support/consultations";
import { createConfirmedAccount, setLang, signInOverHttp, enrolOverHttp } from "../support/helpers";
import { authStatePath } from "../support/paths";

export { fixtureSessionCookie, trpcMutation, trpcQuery };

// No lam: a lam before an alef is one ligature glyph, and the PDF check compares text.
const ARABIC_LETTERS = "ابتثجحخدذرزسشصضطظعغفقكمنهوي";
/** A distinct Arabic word per test, so each case's title is its own. */
export function arabicWord(count = 5): string {
  return Array.from(crypto.randomBytes(count), (b) => ARABIC_LETTERS[b % ARABIC_LETTERS.length]).join("");
}
export function latinWord(count = 6): string {
  return Array.from(crypto.randomBytes(count), (b) => "abcdefghijklmnopqrstuvwxyz"[b % 26]).join("");
}

export interface PageCase {
  id: string;
  reference: string;
  titleAr: string;
  titleEn: string;
  lawyer: { email: string; name: string; userId: string; cookie: string };
}

/** A verified lawyer of its own and a case of the fixture individual with that lawyer assigned. */
export async function caseWithLawyer(request: APIRequestContext, label: string): Promise<PageCase> {
  const name = `Case Page Lawyer ${latinWord()}`;
  const email = await createConfirmedAccount(request, { label, name, userType: "lawyer" });
  // Issue 12 §1: a lawyer works only with two-factor sign-in on; enrolling replaces the session.
  const cookie = await enrolOverHttp(request, email, await signInOverHttp(request, email));
  const userId = await userIdOf(request, cookie);
  await trpcMutation(request, { path: "admin.setVerification", cookie: fixtureSessionCookie("admin"), input: { profileId: userId, decision: "verified" } });
  const titleAr = `قضية عقد توريد ${arabicWord()}`;
  const titleEn = `Supply contract case ${latinWord()}`;
  const created = await trpcMutation<{ id: string; reference: string }>(request, {
    path: "cases.create",
    cookie: fixtureSessionCookie("admin"),
    input: {
      titleAr,
      titleEn,
      serviceArea: "commercial",
      court: "court_of_first_instance",
      opposingParty: "شركة الخليج للتجارة",
      clientEmail: ACCOUNTS.individual.email,
      lawyerUserIds: [userId],
    },
  });
  return { ...created, titleAr, titleEn, lawyer: { email, name, userId, cookie } };
}

/** A browser context signed in with a session cookie (or a fixture role), in the language and JS mode asked. */
export async function contextAs(browser: Browser, opts: { cookie?: string; role?: "individual" | "company"; lang: Lang; js: boolean }): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: opts.js, ...(opts.role ? { storageState: authStatePath(opts.role) } : {}) });
  if (opts.cookie) await addSessionCookies(context, opts.cookie);
  await setLang(context, opts.lang);
  return context;
}

export type CaseDetail = {
  id: string;
  reference: string;
  hearings: { id: string; purpose: string; starts_at: string }[];
  milestones: { id: string; title_ar: string; fee_qar: number; state: string }[];
  documents: { file_name: string; visibility: string }[];
  messages: { items: { body: string }[] };
  totals: Record<string, number>;
};

export async function caseAs(request: APIRequestContext, cookie: string, id: string): Promise<CaseDetail> {
  return trpcQuery<CaseDetail>(request, { path: "cases.byId", cookie, input: { id } });
}

/** An instant's day in Doha (YYYY-MM-DD) and its weekday there ("Fri"). */
const dohaDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Qatar", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
const dohaWeekday = (at: Date) => new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Qatar", weekday: "short" }).format(at);
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

/** A Qatar date `days` from today at hh:mm, as the value of an <input type="datetime-local">. */
export function qatarLocal(days: number, time = "10:30"): string {
  // A court's sitting day (Sunday to Thursday): the page asks to confirm a Friday or Saturday, which is not what these
  // tests are about. Moved away from today, so a day in the past stays in the past.
  const step = days < 0 ? -1 : 1;
  let offset = days;
  while (["Fri", "Sat"].includes(dohaWeekday(daysFromNow(offset)))) offset += step;
  return `${dohaDay(daysFromNow(offset))}T${time}`;
}

/** A Friday in Doha this many weeks ahead (at least one day ahead), as a datetime-local value. */
export function qatarFriday(weeks = 1, time = "10:30"): string {
  let offset = 1;
  while (dohaWeekday(daysFromNow(offset)) !== "Fri") offset++;
  return `${dohaDay(daysFromNow(offset + (weeks - 1) * 7))}T${time}`;
}
