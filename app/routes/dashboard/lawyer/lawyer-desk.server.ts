import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { z } from "zod";
import { consultationIdInput, reasonInput } from "#server/consultations/schemas";
import { blockedDatesInput, idInput, profileInput, settingsInput, weeklyHoursForm } from "#server/lawyer-desk/schemas";
import type { DeskIntent } from "~/components/lawyer-desk/types";
import { getTranslator } from "~/i18n/i18next.server";
import { dashboardAction, dashboardLoader } from "~/utils/dashboard.server";
import { flashToasts } from "~/utils/flash.server";
import { requireRole } from "~/utils/guards.server";
import { isMultipart, requireForm } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf } from "~/utils/trpc.server";

const PATH = "/dashboard/lawyer";
/** Where each form of the desk lives (issue 29: the desk is pages), so that a save returns to it. */
const PAGE_OF: Record<string, string> = {
  profile: `${PATH}/profile`,
  settings: `${PATH}/profile`,
  hours: `${PATH}/availability`,
  blocked: `${PATH}/availability`,
  requests: PATH,
  upcoming: PATH,
};

/** The dashboard's cards (account, documents, next steps, cases) plus the desk's own data. */
export async function lawyerDeskLoader(args: LoaderFunctionArgs) {
  const base = await dashboardLoader("lawyer")(args);
  const caller = await callerFor(args.request);
  const [overview, consultations] = await Promise.all([caller.lawyerDesk.overview(), caller.lawyerDesk.consultations()]);
  const { locale } = await getTranslator(args.request);
  return { ...base, overview, consultations, locale };
}

/** A page of the desk other than the first: the lawyer's profile, hours and blocked dates, in the visitor's language. */
export async function lawyerDeskPageLoader(args: LoaderFunctionArgs, page: "profile" | "availability") {
  await requireRole(args.request, ["lawyer"]);
  const [{ t, locale }, caller] = await Promise.all([getTranslator(args.request), callerFor(args.request)]);
  const overview = await caller.lawyerDesk.overview();
  return { overview, locale, meta: { title: t(`lawyerDesk:pages.${page}Title`), description: t(`lawyerDesk:pages.${page}Intro`) } };
}

async function saved(request: Request, anchor: string, description: string) {
  const toast = makeToast({ kind: "success", title: "changesSaved", description });
  return redirect(`${PAGE_OF[anchor] ?? PATH}#${anchor}`, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}

function refused(intent: DeskIntent, result: SubmissionResult<string[]>, description: string, id?: string) {
  return data(
    { intent, id, result, toast: makeToast({ kind: "error", title: "changesNotSaved", description }) },
    { status: 400 },
  );
}

/**
 * One form per intent: parse with the procedure's own schema (field errors as locale keys, nothing
 * sent on bad input), call the procedure, and redirect with a toast; an expected refusal comes back
 * with its message in the visitor's language.
 */
async function submit<S extends z.ZodTypeAny>(opts: {
  request: Request;
  form: FormData;
  intent: DeskIntent;
  schema: S;
  anchor: string;
  success: string | ((value: z.output<S>, outcome: unknown) => string);
  call: (value: z.output<S>) => Promise<unknown>;
}) {
  const submission = parseWithZod(opts.form, { schema: opts.schema });
  const id = typeof opts.form.get("id") === "string" ? (opts.form.get("id") as string) : undefined;
  if (submission.status !== "success") return refused(opts.intent, submission.reply(), "lawyerDesk:toasts.fixErrors", id);
  try {
    const outcome = await opts.call(submission.value as z.output<S>);
    const description = typeof opts.success === "function" ? opts.success(submission.value as z.output<S>, outcome) : opts.success;
    return await saved(opts.request, opts.anchor, description);
  } catch (error) {
    const code = errorCodeOf(error, `lawyer desk ${opts.intent}`);
    return refused(opts.intent, submission.reply({ formErrors: [`errors.${code}`] }), `errors.${code}`, id);
  }
}

export async function lawyerDeskAction(args: ActionFunctionArgs) {
  const { request } = args;
  // The documents card of the dashboard posts a multipart upload without an intent.
  if (isMultipart(request)) return dashboardAction("lawyer")(args);
  await requireRole(request, ["lawyer"]);
  const form = await requireForm(request);
  const caller = await callerFor(request);
  const intent = form.get("intent");
  switch (intent) {
    case "profile":
      return submit({
        request,
        form,
        intent,
        schema: profileInput,
        anchor: "profile",
        call: (value) => caller.lawyerDesk.saveProfile(value),
        success: (_value, outcome) =>
          (outcome as { created: boolean }).created ? "lawyerDesk:toasts.profileCreated" : "lawyerDesk:toasts.profileSaved",
      });
    case "settings":
      return submit({ request, form, intent, schema: settingsInput, anchor: "settings", success: "lawyerDesk:toasts.settingsSaved", call: (v) => caller.lawyerDesk.saveSettings(v) });
    case "hours":
      return submit({ request, form, intent, schema: weeklyHoursForm, anchor: "hours", success: "lawyerDesk:toasts.hoursSaved", call: (v) => caller.lawyerDesk.saveWeeklyHours(v) });
    case "block":
      return submit({ request, form, intent, schema: blockedDatesInput, anchor: "blocked", success: "lawyerDesk:toasts.blockAdded", call: (v) => caller.lawyerDesk.addBlockedDates(v) });
    case "unblock":
      return submit({ request, form, intent, schema: idInput, anchor: "blocked", success: "lawyerDesk:toasts.blockRemoved", call: (v) => caller.lawyerDesk.removeBlockedDate(v) });
    case "accept":
      return submit({ request, form, intent, schema: consultationIdInput, anchor: "upcoming", success: "lawyerDesk:toasts.accepted", call: (v) => caller.consultations.accept(v) });
    case "decline":
      return submit({ request, form, intent, schema: reasonInput, anchor: "requests", success: "lawyerDesk:toasts.declined", call: (v) => caller.consultations.decline(v) });
    default:
      throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}
