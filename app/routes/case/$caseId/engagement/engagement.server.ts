import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { letterRef, saveDraftInput, signInput, withdrawInput } from "#server/engagement/schemas";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { isolate } from "~/utils/format";
import { requireForm } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { appErrorOf, callerFor, errorCodeOf, failureInit, orNotFound } from "~/utils/trpc.server";

type Caller = Awaited<ReturnType<typeof callerFor>>;

/**
 * The engagement letter's section of /case/{id} (issue 28 §2): what the viewer may see of the letter, or null
 * when they may not see it at all (a member of the client company who is not an owner sees the case, not the letter).
 */
export async function loadEngagementSection(caller: Caller, caseId: string) {
  try {
    return await caller.engagement.forCase({ caseId });
  } catch (error) {
    if (appErrorOf(error)?.code === "not_found") return null;
    throw error;
  }
}
export type EngagementSectionData = NonNullable<Awaited<ReturnType<typeof loadEngagementSection>>>;

/** /case/{id}/engagement: the letter alone, where its forms answer with their errors (and the firm prepares it). */
export async function loadEngagementPage(request: Request, caseId: string) {
  const caller = await callerFor(request);
  const [found, letter, { t, locale }] = await Promise.all([
    orNotFound(caller.cases.byId({ id: caseId })),
    orNotFound(caller.engagement.forCase({ caseId })),
    getTranslator(request),
  ]);
  const title = (locale === "en" ? found.title_en || found.title_ar : found.title_ar || found.title_en) ?? "";
  return {
    locale,
    letter,
    caseRef: { id: found.id, reference: found.reference, title },
    meta: { title: t("engagement:page.metaTitle", { reference: isolate(found.reference), title }), description: t("engagement:page.intro") },
  };
}

/**
 * Each form's schema is its procedure's input without the case id (the URL names the case), so the page refuses
 * what the procedure would, with the same messages, before anything is written.
 */
const FORMS = {
  saveDraft: saveDraftInput.omit({ caseId: true }),
  send: letterRef.omit({ caseId: true }),
  requestCode: letterRef.omit({ caseId: true }),
  sign: signInput.omit({ caseId: true }),
  countersign: letterRef.omit({ caseId: true }),
  withdraw: withdrawInput.omit({ caseId: true }),
} satisfies Record<string, z.ZodType>;
export type EngagementIntent = keyof typeof FORMS;
const isIntent = (value: unknown): value is EngagementIntent => typeof value === "string" && Object.hasOwn(FORMS, value);

export type EngagementReply = { intent: EngagementIntent | null; result: SubmissionResult<string[]> | null; error: string | null };

async function run(engagement: Caller["engagement"], intent: EngagementIntent, caseId: string, value: Record<string, unknown>) {
  const input = { caseId, ...value } as never;
  switch (intent) {
    case "saveDraft":
      return engagement.saveDraft(input);
    case "send":
      return engagement.send(input);
    case "requestCode":
      return engagement.requestCode(input);
    case "sign":
      return engagement.sign(input);
    case "countersign":
      return engagement.countersign(input);
    case "withdraw":
      return engagement.withdraw(input);
  }
}

/**
 * The letter's forms: one plain POST each with an `intent`. Bad input answers 400 with the field errors in the
 * visitor's language and nothing written; a refusal answers with its catalogue message; success redirects to
 * the case page's letter section (303) with a toast, so it works the same with JavaScript on or off.
 */
export async function handleEngagementAction(request: Request, caseId: string) {
  const formData = await requireForm(request);
  const intent = formData.get("intent");
  if (!isIntent(intent)) return data({ intent: null, result: null, error: "common:errors.invalid_input" } satisfies EngagementReply, { status: 400 });
  const submission = parseWithZod(formData, { schema: FORMS[intent] });
  if (submission.status !== "success") return data({ intent, result: submission.reply(), error: null } satisfies EngagementReply, { status: 400 });
  try {
    await run((await callerFor(request)).engagement, intent, caseId, submission.value as Record<string, unknown>);
  } catch (error) {
    const code = errorCodeOf(error, `engagement ${intent}`);
    if (code === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
    const message = `common:errors.${code}`;
    // A refused code stays at the code field, so the signer sees where to look; the name they typed stays.
    const atCode = code.startsWith("signing_code_");
    const reply = atCode ? submission.reply({ fieldErrors: { code: [message] } }) : submission.reply({ formErrors: [message] });
    return data({ intent, result: reply, error: atCode ? null : message } satisfies EngagementReply, failureInit(error, code));
  }
  const toast = makeToast({ kind: "success", title: "changesSaved", description: `engagement:page.toasts.${intent}` });
  // After asking for a code the signer stays on the letter's page, where the code goes.
  const to = intent === "requestCode" || intent === "saveDraft" ? `/case/${caseId}/engagement#engagement` : `/case/${caseId}#engagement`;
  return redirect(to, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}
