import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { AppLocale } from "~/i18n/config";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "./flash.server";
import { formatDate, formatDateTime, formatNumber } from "./format";
import { requireRole } from "./guards.server";
import { isMultipart, readPostedForm } from "./multipart.server";
import { makeToast } from "./toast";
import { callerFor, errorCodeOf, orNotFound } from "./trpc.server";

/**
 * The "Cases" sections of the dashboards (issue 9 §3): the client's and company member's own cases,
 * the lawyer's agenda and private calendar feed, the admin's overview. Reads go through the cases
 * procedures; dates are formatted here, in Qatar time and the visitor's language.
 */

type Caller = Awaited<ReturnType<typeof callerFor>>;
type MyCases = Awaited<ReturnType<Caller["cases"]["mine"]>>;

type Letters = Awaited<ReturnType<Caller["engagement"]["mine"]>>;

function caseCards(cases: MyCases, locale: AppLocale, letters: Letters = []) {
  return cases.map((c) => ({
    id: c.id,
    reference: c.reference,
    title_ar: c.title_ar,
    title_en: c.title_en,
    status: c.status,
    nextStep: c.next_step,
    nextStepDue: c.next_step_due ? formatDate(`${c.next_step_due}T12:00:00+03:00`, locale) : null,
    nextHearing: c.next_hearing ? formatDateTime(c.next_hearing.starts_at, locale) : null,
    // Issue 28 §7: the engagement letter to sign, or signed, on the client's own cards.
    letter: letters.find((l) => l.caseId === c.id) ?? null,
  }));
}
export type DashboardCaseCard = ReturnType<typeof caseCards>[number];

/** The signed-in client's cases (their own, and their company's): call after the dashboard's guard. */
export async function loadMyCases(request: Request) {
  const [caller, { locale }] = await Promise.all([callerFor(request), getTranslator(request)]);
  const [cases, letters] = await Promise.all([caller.cases.mine({ limit: 50 }), caller.engagement.mine()]);
  return caseCards(cases, locale, letters);
}

/** A hearing as the dashboards list it: when, before which court (in the page's language), what for, and its case. */
function hearingLine<C>(h: { id: string; starts_at: string; court: Record<AppLocale, string> | null; purpose: string; case: C }, locale: AppLocale) {
  return { id: h.id, when: formatDateTime(h.starts_at, locale), court: h.court ? h.court[locale] : null, purpose: h.purpose, case: h.case };
}

/** The lawyer's assigned cases, hearings of the next 14 days and the state of their calendar feed. */
export async function loadLawyerAgenda(request: Request) {
  const [caller, { locale }] = await Promise.all([callerFor(request), getTranslator(request)]);
  const agenda = await caller.cases.lawyerAgenda();
  return {
    cases: caseCards(agenda.cases, locale),
    hearings: agenda.hearings.map((h) => ({ ...hearingLine(h, locale), chamber: h.chamber })),
    calendarFeed: {
      active: agenda.calendarFeed.active,
      createdAt: agenda.calendarFeed.created_at ? formatDateTime(agenda.calendarFeed.created_at, locale) : null,
      lastUsedAt: agenda.calendarFeed.last_used_at ? formatDateTime(agenda.calendarFeed.last_used_at, locale) : null,
    },
  };
}
export type LawyerAgendaView = Awaited<ReturnType<typeof loadLawyerAgenda>>;

/** The admin dashboard: cases per status and this week's hearings. */
export async function loadAdminCaseOverview(request: Request) {
  const [caller, { locale }] = await Promise.all([callerFor(request), getTranslator(request)]);
  const overview = await caller.cases.adminOverview();
  return {
    counts: Object.entries(overview.counts).map(([status, count]) => ({ status, count: formatNumber(count, locale) })),
    week: { from: formatDate(overview.week.from, locale), to: formatDate(new Date(Date.parse(overview.week.to) - 1), locale) },
    hearings: overview.hearings.map((h) => hearingLine(h, locale)),
  };
}
export type AdminCaseOverviewView = Awaited<ReturnType<typeof loadAdminCaseOverview>>;

// ------------------------------------------------------------------ the lawyer's calendar feed

export const CALENDAR_INTENTS = ["calendar-create", "calendar-revoke"] as const;

/** What the lawyer dashboard's action returns after creating a feed: the URL, shown this once. */
export interface CalendarActionData {
  calendarFeedUrl: string;
  toast: ReturnType<typeof makeToast>;
}

/**
 * Handles the calendar forms of /dashboard/lawyer, or returns null for any other post (the desk's
 * own forms), which the caller passes on untouched: the form is read from a clone of the request.
 * Creating answers with the new URL in the page (it is shown once: only its hash is kept);
 * revoking redirects back with a toast.
 */
export async function calendarFeedAction(args: ActionFunctionArgs) {
  const { request } = args;
  if (isMultipart(request)) return null;
  // A body that is not a form (wrong content type, malformed) is bad input, not a server error.
  const intent = (await readPostedForm(request.clone(), { maxFileBytes: 0 }))?.get("intent");
  if (intent !== "calendar-create" && intent !== "calendar-revoke") return null;
  await requireRole(request, ["lawyer"]);
  const caller = await callerFor(request);
  try {
    if (intent === "calendar-create") {
      const { url } = await caller.cases.createCalendarToken();
      const toast = makeToast({ kind: "success", title: "changesSaved", description: "cases:dashboard.calendar.created" });
      return data({ calendarFeedUrl: url, toast } satisfies CalendarActionData, { headers: { "Cache-Control": "private, no-store" } });
    }
    await caller.cases.revokeCalendarToken();
    const toast = makeToast({ kind: "success", title: "changesSaved", description: "cases:dashboard.calendar.revoked" });
    return redirect("/dashboard/lawyer#calendar-feed", { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
  } catch (error) {
    const code = errorCodeOf(error, `calendar feed ${intent}`);
    return data({ toast: makeToast({ kind: "error", title: "changesNotSaved", description: `errors.${code}` }) }, { status: 400 });
  }
}

/** GET /calendar/hearings/{token}.ics: the feed as text/calendar, or 404. */
export async function calendarFeedResponse({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  if (!token.endsWith(".ics")) throw new Response(null, { status: 404, statusText: "Not Found" });
  const caller = await callerFor(request);
  const feed = await orNotFound(caller.cases.calendarFeed({ token: token.slice(0, 100) }));
  return new Response(feed.ics, {
    headers: {
      "Content-Type": feed.contentType,
      "Content-Disposition": `inline; filename="${feed.fileName}"`,
      // The URL is a secret: no shared cache may keep it; calendar apps poll it.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
