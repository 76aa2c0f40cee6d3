import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { CASE_STATUSES, MILESTONE_STATES, NEXT_STEP_MAX_LENGTH, type CaseAction } from "#server/cases/constants";
import { COURT_CODES } from "#server/cases/courts";
import { hearingTime, optionalDate } from "#server/cases/schemas";
import {
  CHAMBER_MAX_LENGTH,
  COURT_CASE_NUMBER_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  MAX_FEE_QAR,
  MESSAGE_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  OPPOSING_PARTY_MAX_LENGTH,
  OUTCOME_MAX_LENGTH,
  PURPOSE_MAX_LENGTH,
  REASON_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from "#server/cases/constants";
import { textField, textOrNull, wholeQar } from "#server/common/fields";
import { getEnv } from "#server/config/env";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { isolate } from "~/utils/format";
import { readPostedForm, TOO_LARGE_TYPE, maxUploadMegabytes } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { appErrorOf, callerFor, errorCodeOf, orNotFound } from "~/utils/trpc.server";
import { singleLineString } from "#server/common/text";

type Caller = Awaited<ReturnType<typeof callerFor>>;

// ------------------------------------------------------------------ reading

/**
 * Everything /case/{id} shows, read through the tRPC caller (the procedures decide what this viewer
 * may see; anyone else gets 404). `?timeline=<cursor>` pages the timeline back, `?messages=<cursor>`
 * the thread; `?print=1` asks for the print layout.
 */
export async function loadCasePage(request: Request, caseId: string) {
  const url = new URL(request.url);
  const caller = await callerFor(request);
  const { t, locale } = await getTranslator(request);
  const found = await orNotFound(caller.cases.byId({ id: caseId }));
  // Opening the case reads its news (the navbar count follows).
  await caller.notifications.markCaseRead({ caseId: found.id });
  const timelineCursor = cursorParam(url, "timeline");
  const messagesCursor = cursorParam(url, "messages");
  const [timeline, messages, assignable] = await Promise.all([
    timelineCursor ? caller.cases.timeline({ id: found.id, before: timelineCursor }) : Promise.resolve(found.timeline),
    messagesCursor ? caller.cases.messages({ id: found.id, before: messagesCursor }) : Promise.resolve(found.messages),
    found.actions.includes("assignLawyer") ? caller.cases.assignableLawyers() : Promise.resolve(null),
  ]);
  const title = (locale === "en" ? found.title_en || found.title_ar : found.title_ar || found.title_en) ?? "";
  return {
    locale,
    caseData: { ...found, timeline: undefined, messages: undefined },
    timeline: { ...timeline, paged: Boolean(timelineCursor) },
    messages: { ...messages, paged: Boolean(messagesCursor) },
    assignable: assignable?.filter((l) => !found.lawyers.some((a) => a.id === l.id)) ?? null,
    print: url.searchParams.get("print") === "1",
    // One hearing's or milestone's forms at a time (?hearing=ID, ?milestone=ID): a busy case has dozens of
    // them, and rendering every form for every row made the page slow to serve and long to scroll.
    manage: { hearing: url.searchParams.get("hearing"), milestone: url.searchParams.get("milestone") },
    generatedAt: new Date().toISOString(),
    maxMegabytes: maxUploadMegabytes(),
    meta: {
      // The browser's tab shows the reference in an Arabic title: isolated (decision 023).
      title: t("cases:page.metaTitle", { reference: isolate(found.reference), title }),
      description: t("cases:page.metaDescription"),
    },
  };
}
export type CasePageData = Awaited<ReturnType<typeof loadCasePage>>;

function cursorParam(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  return value && value.length <= 64 ? value : undefined;
}

/** A short-lived signed link to one document, after the procedure checked access (404 otherwise). */
export async function redirectToCaseDocument(request: Request, caseId: string, documentId: string): Promise<Response> {
  const caller = await callerFor(request);
  const { url } = await orNotFound(caller.cases.documentDownload({ id: caseId, documentId }));
  return redirect(url, { headers: { "Cache-Control": "no-store" } });
}

// ------------------------------------------------------------------ forms

/** Messages are locale keys (common `validation.*` or `cases:…`), shown in the visitor's language. */
const choose = { error: "cases:page.validation.choose" };
const title = singleLineString().trim().max(TITLE_MAX_LENGTH, "validation.tooLong").optional().transform((v) => v ?? "");
const recordId = singleLineString({ error: "common:errors.invalid_input" }).max(64, "common:errors.invalid_input");
const fee = wholeQar({ max: MAX_FEE_QAR, invalid: "cases:validation.fee", tooLarge: "cases:validation.feeTooLarge" });
const oneTitle = [(v: { titleAr: string; titleEn: string }) => Boolean(v.titleAr || v.titleEn), { message: "cases:page.validation.oneTitle", path: ["titleAr"] }] as [
  (v: { titleAr: string; titleEn: string }) => boolean,
  { message: string; path: string[] },
];

/** The page's forms: one zod schema per `intent`, and the capacity (byId's `actions`) it needs. */
const FORMS = {
  update: {
    action: "update",
    schema: z
      .object({
        titleAr: title,
        titleEn: title,
        description: textOrNull(DESCRIPTION_MAX_LENGTH),
        serviceArea: z.enum(PRACTICE_AREAS, choose),
        court: z.enum(COURT_CODES, choose).optional().transform((v) => v ?? null),
        courtCaseNumber: textOrNull(COURT_CASE_NUMBER_MAX_LENGTH),
        opposingParty: textOrNull(OPPOSING_PARTY_MAX_LENGTH),
      })
      .refine(...oneTitle),
  },
  assignLawyer: { action: "assignLawyer", schema: z.object({ lawyerUserId: singleLineString({ error: "cases:page.validation.choose" }).max(128) }) },
  unassignLawyer: { action: "unassignLawyer", schema: z.object({ lawyerUserId: recordId }) },
  close: { action: "close", schema: z.object({ reason: textOrNull(REASON_MAX_LENGTH) }) },
  reopen: { action: "reopen", schema: z.object({ status: z.enum(["open", "in_progress", "on_hold"], choose), reason: textOrNull(REASON_MAX_LENGTH) }) },
  setStatus: { action: "setStatus", schema: z.object({ status: z.enum(CASE_STATUSES, choose), reason: textOrNull(REASON_MAX_LENGTH) }) },
  setNextStep: { action: "setNextStep", schema: z.object({ nextStep: textOrNull(NEXT_STEP_MAX_LENGTH), nextStepDue: optionalDate }) },
  addHearing: {
    action: "addHearing",
    schema: z.object({
      startsAt: z.string({ error: "validation.required" }).pipe(hearingTime),
      court: z.enum(COURT_CODES, choose).optional().transform((v) => v ?? null),
      chamber: textOrNull(CHAMBER_MAX_LENGTH),
      purpose: textField({ min: 1, max: PURPOSE_MAX_LENGTH }),
    }),
  },
  moveHearing: {
    action: "moveHearing",
    schema: z.object({ hearingId: recordId, startsAt: z.string({ error: "validation.required" }).pipe(hearingTime), reason: textOrNull(REASON_MAX_LENGTH) }),
  },
  updateHearing: {
    action: "updateHearing",
    schema: z.object({
      hearingId: recordId,
      court: z.enum(COURT_CODES, choose).optional().transform((v) => v ?? null),
      chamber: textOrNull(CHAMBER_MAX_LENGTH),
      purpose: textField({ min: 1, max: PURPOSE_MAX_LENGTH }),
    }),
  },
  cancelHearing: { action: "cancelHearing", schema: z.object({ hearingId: recordId, reason: textOrNull(REASON_MAX_LENGTH) }) },
  recordOutcome: { action: "recordOutcome", schema: z.object({ hearingId: recordId, outcome: textField({ min: 1, max: OUTCOME_MAX_LENGTH }) }) },
  addMilestone: {
    action: "addMilestone",
    schema: z.object({ titleAr: title, titleEn: title, feeQar: fee, dueOn: optionalDate }).refine(...oneTitle),
  },
  updateMilestone: {
    action: "updateMilestone",
    schema: z.object({ milestoneId: recordId, titleAr: title, titleEn: title, feeQar: fee, dueOn: optionalDate }).refine(...oneTitle),
  },
  setMilestoneState: { action: "setMilestoneState", schema: z.object({ milestoneId: recordId, state: z.enum(MILESTONE_STATES, choose) }) },
  addNote: { action: "addNote", schema: z.object({ body: textField({ min: 1, max: NOTE_MAX_LENGTH }) }) },
  uploadDocuments: {
    action: "uploadDocument",
    schema: z.object({ visibility: z.enum(["client", "internal"], choose).optional().transform((v) => v ?? "client") }),
  },
  postMessage: { action: "postMessage", schema: z.object({ body: textField({ min: 1, max: MESSAGE_MAX_LENGTH }) }) },
} as const satisfies Record<string, { action: CaseAction; schema: z.ZodType }>;

export type CaseIntent = keyof typeof FORMS;
/** Own keys only: `in` also finds what every object inherits (constructor, toString, __proto__). */
const isIntent = (value: unknown): value is CaseIntent => typeof value === "string" && Object.hasOwn(FORMS, value);

type Values<I extends CaseIntent> = z.output<(typeof FORMS)[I]["schema"]>;

/** Posted files of a form field, as the procedures take them (oversized ones arrive without bytes). */
async function postedFiles(formData: FormData, name: string) {
  return Promise.all(
    formData
      .getAll(name)
      .filter((entry): entry is File => entry instanceof File && Boolean(entry.name))
      .map(async (file) => ({ fileName: file.name, bytes: file.type === TOO_LARGE_TYPE ? null : new Uint8Array(await file.arrayBuffer()) })),
  );
}

/** Calls the procedure behind an intent with validated values; every permission is checked there. */
async function runIntent(caller: Caller, id: string, intent: CaseIntent, value: Record<string, unknown>, formData: FormData) {
  const c = caller.cases;
  switch (intent) {
    case "update":
      return c.update({ id, ...(value as Values<"update">) });
    case "assignLawyer":
      return c.assignLawyer({ id, lawyerUserId: (value as Values<"assignLawyer">).lawyerUserId });
    case "unassignLawyer":
      return c.unassignLawyer({ id, lawyerUserId: (value as Values<"unassignLawyer">).lawyerUserId });
    case "close":
      return c.close({ id, reason: (value as Values<"close">).reason });
    case "reopen":
      return c.reopen({ id, ...(value as Values<"reopen">) });
    case "setStatus":
      return c.setStatus({ id, ...(value as Values<"setStatus">) });
    case "setNextStep":
      return c.setNextStep({ id, ...(value as Values<"setNextStep">) });
    case "addHearing": {
      const v = value as Values<"addHearing">;
      return c.addHearing({ id, startsAt: v.startsAt.toISOString(), court: v.court, chamber: v.chamber, purpose: v.purpose });
    }
    case "moveHearing": {
      const v = value as Values<"moveHearing">;
      return c.moveHearing({ id, hearingId: v.hearingId, startsAt: v.startsAt.toISOString(), reason: v.reason });
    }
    case "updateHearing": {
      const v = value as Values<"updateHearing">;
      return c.updateHearing({ id, hearingId: v.hearingId, court: v.court, chamber: v.chamber ?? "", purpose: v.purpose });
    }
    case "updateMilestone": {
      const v = value as Values<"updateMilestone">;
      return c.updateMilestone({ id, milestoneId: v.milestoneId, titleAr: v.titleAr, titleEn: v.titleEn, feeQar: v.feeQar, dueOn: v.dueOn ?? null });
    }
    case "cancelHearing":
      return c.cancelHearing({ id, ...(value as Values<"cancelHearing">) });
    case "recordOutcome":
      return c.recordOutcome({ id, ...(value as Values<"recordOutcome">) });
    case "addMilestone":
      return c.addMilestone({ id, ...(value as Values<"addMilestone">) });
    case "setMilestoneState":
      return c.setMilestoneState({ id, ...(value as Values<"setMilestoneState">) });
    case "addNote":
      return c.addNote({ id, body: (value as Values<"addNote">).body });
    case "uploadDocuments":
      return c.uploadDocuments({ id, visibility: (value as Values<"uploadDocuments">).visibility, documents: await postedFiles(formData, "documents") });
    case "postMessage":
      return c.postMessage({ id, body: (value as Values<"postMessage">).body, documents: await postedFiles(formData, "documents") });
  }
}

/** Where the page scrolls back to after each intent. */
const ANCHOR: Record<CaseIntent, string> = {
  update: "summary",
  assignLawyer: "summary",
  unassignLawyer: "summary",
  close: "summary",
  reopen: "summary",
  setStatus: "summary",
  setNextStep: "next-step",
  addHearing: "hearings",
  moveHearing: "hearings",
  updateHearing: "hearings",
  updateMilestone: "fees",
  cancelHearing: "hearings",
  recordOutcome: "hearings",
  addMilestone: "fees",
  setMilestoneState: "fees",
  addNote: "notes",
  uploadDocuments: "documents",
  postMessage: "messages",
};

const STATUS_OF_CODE: Partial<Record<string, number>> = { rate_limited: 429, unauthorized: 401 };

/**
 * The case page's action: one plain POST per form with an `intent`. Bad input answers 400 with the
 * field errors (nothing is written); a refused change answers with the catalogue message; success
 * redirects back (303) with a flashed toast, so it works the same with JavaScript on or off.
 */
export async function handleCaseAction(request: Request, caseId: string) {
  const formData = await readPostedForm(request, { maxFileBytes: getEnv().MAX_UPLOAD_BYTES });
  const intent = formData?.get("intent");
  const target = typeof formData?.get("target") === "string" ? String(formData.get("target")).slice(0, 64) : null;
  if (!formData || !isIntent(intent)) {
    return data({ intent: null, target: null, result: null, error: "common:errors.invalid_input", fileError: null }, { status: 400 });
  }
  const submission = parseWithZod(formData, { schema: FORMS[intent].schema });
  if (submission.status !== "success") {
    return data({ intent, target, result: submission.reply(), error: null, fileError: null }, { status: 400 });
  }
  // A file form without a file is bad input too: say so at the field, write nothing.
  if (intent === "uploadDocuments" && !formData.getAll("documents").some((entry) => entry instanceof File && entry.name)) {
    return data({ intent, target, result: submission.reply({ fieldErrors: { documents: ["validation.chooseFile"] } }), error: null, fileError: null }, { status: 400 });
  }
  const caller = await callerFor(request);
  try {
    await runIntent(caller, caseId, intent, submission.value as Record<string, unknown>, formData);
  } catch (error) {
    const code = errorCodeOf(error, `case ${intent}`);
    // The case itself is gone (or was never the viewer's): the page answers 404. A hearing or milestone
    // that is not there is this form's error.
    const namesRecord = "hearingId" in submission.value || "milestoneId" in submission.value || intent === "unassignLawyer";
    if (code === "not_found" && !namesRecord) throw new Response(null, { status: 404, statusText: "Not Found" });
    let fileError: { key: string; file: string } | null = null;
    if (code === "file_refused") {
      const [, reason, file] = /^(too_large|empty|type_not_allowed): (.*)$/s.exec(appErrorOf(error)?.message ?? "") ?? [];
      if (reason) fileError = { key: `common:toasts.fileUploadFailedReason.${reason}`, file: file ?? "" };
    }
    const message = `common:errors.${code}`;
    return data(
      { intent, target, result: submission.reply({ formErrors: fileError ? [] : [message] }), error: fileError ? null : message, fileError },
      { status: STATUS_OF_CODE[code] ?? 400 },
    );
  }
  const toast = makeToast({ kind: "success", title: "changesSaved", description: `cases:page.toasts.${intent}` });
  return redirect(`/case/${caseId}#${ANCHOR[intent]}`, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}
