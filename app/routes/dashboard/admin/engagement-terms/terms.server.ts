import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { saveTermsInput } from "#server/engagement/schemas";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { formatDateTime } from "~/utils/format";
import { requireForm } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";

/** The standard terms' editor: the current text (the form's starting point) and every version, newest first. */
export async function loadTermsEditor(request: Request) {
  const [{ t, locale }, editor] = await Promise.all([getTranslator(request), (await callerFor(request)).engagement.terms.editor()]);
  return {
    current: editor.current ? { version: editor.current.version, bodyAr: editor.current.body_ar, bodyEn: editor.current.body_en, isSample: editor.current.is_sample } : null,
    versions: editor.versions.map((v) => ({ version: v.version, at: formatDateTime(v.created_at, locale), author: v.author, isSample: v.is_sample })),
    meta: { title: t("engagement:terms.metaTitle"), description: t("engagement:terms.intro") },
  };
}

export type TermsReply = { result: SubmissionResult<string[]> };

/**
 * Saves the text as a new version (a plain POST that works without JavaScript, parsed with the procedure's own
 * schema); the procedure checks the role again and audits the save.
 */
export async function handleTermsSave(request: Request) {
  const submission = parseWithZod(await requireForm(request), { schema: saveTermsInput });
  if (submission.status !== "success") return data({ result: submission.reply() } satisfies TermsReply, { status: 400 });
  let saved: { version: number; changed: boolean };
  try {
    saved = await (await callerFor(request)).engagement.terms.save(submission.value);
  } catch (error) {
    const code = errorCodeOf(error, "engagement terms save");
    return data({ result: submission.reply({ formErrors: [`common:errors.${code}`] }) } satisfies TermsReply, failureInit(error, code));
  }
  const toast = makeToast({ kind: "success", title: "changesSaved", description: saved.changed ? "engagement:terms.saved" : "engagement:terms.unchanged" });
  return redirect("/dashboard/admin/engagement-terms", { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}
