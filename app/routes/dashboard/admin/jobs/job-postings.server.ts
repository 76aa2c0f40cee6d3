import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { EMPLOYMENT_TYPES } from "#server/careers/constants";
import { endOfQatarDay, POSTING_LIMITS, type PostingContent } from "#server/careers/postings";
import { asciiDigits } from "#server/common/fields";
import { flashToasts } from "~/utils/flash.server";
import { requireForm } from "~/utils/multipart.server";
import { makeToast, type Toast } from "~/utils/toast";
import { callerFor, errorCodeOf } from "~/utils/trpc.server";
import { CONTROL_CHARACTERS, multilineString } from "#server/common/text";
import { qatarDateOf } from "#server/common/qatar-time";

/**
 * The job posting forms of the back office (issue 10 §4): create (on the list), edit, open and close
 * (on the posting's page). Plain POSTs that work without JavaScript, validated here with messages in
 * the visitor's language and again by the procedures; bad input changes nothing.
 */

const text = (max: number) => multilineString({ error: "validation.required" }).trim().min(1, "validation.required").max(max, "validation.tooLong");
const lines = z
  .string()
  .max(20_000, "validation.tooLong")
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(/\r?\n/)
      // A line typed as a list item ("- item", "• item") is the item: the page draws its own bullet (issue 29).
      .map((l) => l.trim().replace(/^[-–—•*·]\s*/u, "").trim())
      .filter(Boolean),
  )
  .refine((l) => l.length <= POSTING_LIMITS.requirements, { message: "adminContent:jobs.validation.requirementsCount" })
  .refine((l) => l.every((r) => r.length <= POSTING_LIMITS.requirement), { message: "adminContent:jobs.validation.requirementTooLong" })
  .refine((l) => l.every((r) => !CONTROL_CHARACTERS.test(r)), { message: "validation.invalidCharacters" });

/** A date from the date field (yyyy-mm-dd, Arabic-Indic digits accepted) that is a real calendar day. */
const closesOn = z
  .string({ error: "adminContent:jobs.validation.closesOn" })
  .trim()
  .transform(asciiDigits)
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && qatarDateOf(endOfQatarDay(v)) === v && v >= "2000-01-01" && v <= "2100-12-31", {
    message: "adminContent:jobs.validation.closesOn",
  });

export const postingFields = {
  titleAr: text(POSTING_LIMITS.title),
  titleEn: text(POSTING_LIMITS.title),
  descriptionAr: text(POSTING_LIMITS.description),
  descriptionEn: text(POSTING_LIMITS.description),
  requirementsAr: lines,
  requirementsEn: lines,
  locationAr: text(POSTING_LIMITS.location),
  locationEn: text(POSTING_LIMITS.location),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: "adminContent:jobs.validation.employmentType" }),
  closesOn,
};

/** A new posting's closing date is today (Qatar) or later: one already past could never be opened. */
export const createPostingForm = z
  .object({ intent: z.literal("create"), ...postingFields })
  .refine((v) => v.closesOn >= qatarDateOf(new Date()), { message: "adminContent:jobs.validation.closesInPast", path: ["closesOn"] });
export const savePostingForm = z.object({ intent: z.literal("save"), ...postingFields });

function contentOf(value: z.infer<typeof savePostingForm> | z.infer<typeof createPostingForm>): PostingContent {
  const { intent: _intent, ...content } = value;
  return content;
}

export type PostingReply = { intent: string | null; result: SubmissionResult<string[]> | null; error: string | null; toast: Toast | null };

function refused(intent: string | null, result: SubmissionResult<string[]> | null, error: string | null, status = 400) {
  const toast = error ? makeToast({ kind: "error", title: "changesNotSaved", description: error }) : null;
  return data({ intent, result, error, toast } satisfies PostingReply, { status });
}

async function done(request: Request, to: string, description: string) {
  const toast = makeToast({ kind: "success", title: "changesSaved", description });
  return redirect(to, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}

export async function handleCreatePosting(request: Request) {
  const form = await requireForm(request);
  const submission = parseWithZod(form, { schema: createPostingForm });
  if (submission.status !== "success") return refused("create", submission.reply(), "adminContent:jobs.toasts.fixErrors");
  try {
    const { id } = await (await callerFor(request)).careers.create({ content: contentOf(submission.value) });
    return done(request, `/dashboard/admin/jobs/${id}`, "adminContent:jobs.toasts.created");
  } catch (error) {
    const message = `common:errors.${errorCodeOf(error, "job posting creation")}`;
    return refused("create", submission.reply({ formErrors: [message] }), message);
  }
}

/** The posting page's forms: save the edit, open, close. */
export async function handlePostingAction(request: Request, id: string) {
  const form = await requireForm(request);
  const intent = form.get("intent");
  const caller = await callerFor(request);
  const fail = (error: unknown, context: string) => {
    const code = errorCodeOf(error, context);
    if (code === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
    return `common:errors.${code}`;
  };
  if (intent === "save") {
    const submission = parseWithZod(form, { schema: savePostingForm });
    if (submission.status !== "success") return refused("save", submission.reply(), "adminContent:jobs.toasts.fixErrors");
    try {
      await caller.careers.update({ id, content: contentOf(submission.value) });
    } catch (error) {
      const message = fail(error, "job posting save");
      return refused("save", submission.reply({ formErrors: [message] }), message);
    }
    return done(request, `/dashboard/admin/jobs/${id}`, "adminContent:jobs.toasts.saved");
  }
  if (intent === "open" || intent === "close") {
    try {
      if (intent === "open") await caller.careers.open({ id });
      else await caller.careers.close({ id });
    } catch (error) {
      // Shown beside the open/close buttons (e.g. "set a closing date in the future first").
      return refused(intent, null, fail(error, `job posting ${intent}`));
    }
    return done(request, `/dashboard/admin/jobs/${id}`, `adminContent:jobs.toasts.${intent === "open" ? "opened" : "closed"}`);
  }
  return refused(null, null, "common:errors.invalid_input");
}
