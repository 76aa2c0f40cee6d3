import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { firmProfileInput } from "#server/firm/schemas";
import { flashToasts } from "~/utils/flash.server";
import { requireForm } from "~/utils/multipart.server";
import { makeToast, type Toast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";

/**
 * The firm profile's form in the back office (issue 27 §2, issue 29): a plain POST that works without JavaScript,
 * parsed here with the procedure's own schema (messages in the admin's language), saved by firm.save, which
 * checks the role and the input again and audits the change.
 */
export type FirmProfileReply = { result: SubmissionResult<string[]>; toast: Toast };

export async function handleFirmProfileSave(request: Request) {
  const submission = parseWithZod(await requireForm(request), { schema: firmProfileInput });
  if (submission.status !== "success") {
    const toast = makeToast({ kind: "error", title: "changesNotSaved", description: "adminContent:firm.toasts.fixErrors" });
    return data({ result: submission.reply(), toast } satisfies FirmProfileReply, { status: 400 });
  }
  try {
    await (await callerFor(request)).firm.save(submission.value);
  } catch (error) {
    const code = errorCodeOf(error, "firm profile save");
    const message = `common:errors.${code}`;
    const toast = makeToast({ kind: "error", title: "changesNotSaved", description: message });
    return data({ result: submission.reply({ formErrors: [message] }), toast } satisfies FirmProfileReply, failureInit(error, code));
  }
  const toast = makeToast({ kind: "success", title: "changesSaved", description: "adminContent:firm.toasts.saved" });
  return redirect("/dashboard/admin/firm", { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}
