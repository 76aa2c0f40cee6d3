import { isNonSittingDay } from "#server/cases/hearings";
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { CASE_STATUSES, DOCUMENT_VISIBILITIES, MAX_FEE_QAR, MILESTONE_STATES, TITLE_MAX_LENGTH } from "#server/cases/constants";
import { COURT_CODES } from "#server/cases/courts";
import {
  addHearingInput,
  cancelHearingInput,
  caseFields,
  closeInput,
  hearingTime,
  lawyerInput,
  messageInput,
  milestoneStateInput,
  moveHearingInput,
  nextStepInput,
  noteInput,
  optionalDate,
  outcomeInput,
  reopenInput,
  setStatusInput,
} from "#server/cases/schemas";
import { wholeQar } from "#server/common/fields";
import { singleLineString } from "#server/common/text";
import { getEnv } from "#server/config/env";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { isolate } from "~/utils/format";
import { readPostedForm, TOO_LARGE_TYPE, maxUploadMegabytes } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { appErrorOf, callerFor, errorCodeOf, orNotFound } from "~/utils/trpc.server";
import { loadEngagementSection } from "./engagement/engagement.server";
import { letterheadFor } from "./summary.pdf/case-pdf.server";

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
  const [timeline, messages, assignable, billing] = await Promise.all([
    timelineCursor ? caller.cases.timeline({ id: found.id, before: timelineCursor }) : Promise.resolve(found.timeline),
    messagesCursor ? caller.cases.messages({ id: found.id, before: messagesCursor }) : Promise.resolve(found.messages),
    found.actions.includes("assignLawyer") ? caller.cases.assignableLawyers() : Promise.resolve(null),
    caller.billing.forCase({ caseId: found.id }),
  ]);
  const engagement = await loadEngagementSection(caller, found.id);
  const print = url.searchParams.get("print") === "1";
  const title = (locale === "en" ? found.title_en || found.title_ar : found.title_ar || found.title_en) ?? "";
  return {
    locale,
    caseData: { ...found, timeline: undefined, messages: undefined },
    timeline: { ...timeline, paged: Boolean(timelineCursor) },
    messages: { ...messages, paged: Boolean(messagesCursor) },
    assignable: assignable?.filter((l) => !found.lawyers.some((a) => a.id === l.id)) ?? null,
    engagement,
    print,
    // The print view carries the letterhead the PDF does: what is printed and what is downloaded agree.
    letterhead: print ? await letterheadFor(caller, locale) : null,
    // Issue 28 §4: the invoices, and `?paid=<invoice>` when the gateway sent the payer back (not proof of payment).
    billing: { ...billing, returnedFor: url.searchParams.get("paid") },
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

/**
 * Each form's schema is its procedure's input (server/cases/schemas.ts) without the case id, with the page's
 * own message where the page says more than the procedure ("choose one", "one title", a fee as typed).
 * Messages are locale keys (common `validation.*` or `cases:…`), shown in the visitor's language.
 */
const choose = { error: "cases:page.validation.choose" };
const title = singleLineString().trim().max(TITLE_MAX_LENGTH, "validation.tooLong").optional().transform((v) => v ?? "");
const pageRecordId = singleLineString({ error: "common:errors.invalid_input" }).max(64, "common:errors.invalid_input");
const courtChoice = z.enum(COURT_CODES, choose).optional().transform((v) => v ?? null);
const startsAt = z.string({ error: "validation.required" }).pipe(hearingTime);
const fee = wholeQar({ max: MAX_FEE_QAR, invalid: "cases:validation.fee", tooLarge: "cases:validation.feeTooLarge" });
const hasOneTitle = (v: { titleAr: string; titleEn: string }) => Boolean(v.titleAr || v.titleEn);
const oneTitle = { message: "cases:page.validation.oneTitle", path: ["titleAr"] };
const milestoneFields = { titleAr: title, titleEn: title, feeQar: fee, dueOn: optionalDate };

type CaseProcedures = Awaited<ReturnType<typeof callerFor>>["cases"];
/** Where the page scrolls back to after a form. */
type Anchor = "summary" | "next-step" | "hearings" | "fees" | "notes" | "documents" | "messages";

interface CaseForm {
  anchor: Anchor;
  /** The form names a hearing, milestone or lawyer: "not found" is then this form's error, not the page's 404. */
  namesRecord: boolean;
  /** Parses the posted form; when it is valid, `run` calls the procedure behind it (which checks every permission). */
  submit(formData: FormData, id: string): { reply: Submission<unknown>["reply"]; run: ((cases: CaseProcedures) => Promise<unknown>) | null };
}

function caseForm<S extends z.ZodType>(
  schema: S,
  opts: { anchor: Anchor; namesRecord?: boolean },
  call: (cases: CaseProcedures, value: z.output<S>, id: string, formData: FormData) => Promise<unknown>,
): CaseForm {
  return {
    anchor: opts.anchor,
    namesRecord: opts.namesRecord ?? false,
    submit(formData, id) {
      const submission = parseWithZod(formData, { schema });
      if (submission.status !== "success") return { reply: submission.reply, run: null };
      const value = submission.value;
      return { reply: submission.reply, run: (cases) => call(cases, value, id, formData) };
    },
  };
}

/** Posted files of a form field, as the procedures take them (oversized ones arrive without bytes). */
async function postedFiles(formData: FormData, name: string) {
  return Promise.all(
    formData
      .getAll(name)
      .filter((entry): entry is File => entry instanceof File && Boolean(entry.name))
      .map(async (file) => ({ fileName: file.name, bytes: file.type === TOO_LARGE_TYPE ? null : new Uint8Array(await file.arrayBuffer()) })),
  );
}

/** A ticked checkbox posts "on"; an unticked one posts nothing. */
const weekendConfirmed = z.preprocess((v) => v === "on" || v === "true", z.boolean());

/**
 * A hearing on a Friday or Saturday is most often a slip of the date (Qatar's courts sit Sunday to Thursday): the page
 * asks the person to confirm it, and the form comes back with the box to tick. The procedure takes the date as given.
 */
function sittingDayConfirmed(value: { startsAt: Date; weekendConfirmed: boolean }, ctx: z.RefinementCtx) {
  if (isNonSittingDay(value.startsAt) && !value.weekendConfirmed) ctx.addIssue({ code: "custom", path: ["weekendConfirmed"], message: "cases:validation.nonSittingDay" });
}

/** The page's forms by `intent`: the schema, where the page scrolls back to, and the procedure it calls. */
const FORMS = {
  update: caseForm(
    z
      .object({
        titleAr: title,
        titleEn: title,
        description: caseFields.description,
        serviceArea: z.enum(PRACTICE_AREAS, choose),
        court: courtChoice,
        courtCaseNumber: caseFields.courtCaseNumber,
        opposingParty: caseFields.opposingParty,
      })
      .refine(hasOneTitle, oneTitle),
    { anchor: "summary" },
    (c, v, id) => c.update({ id, ...v }),
  ),
  assignLawyer: caseForm(
    lawyerInput.omit({ id: true }).extend({ lawyerUserId: singleLineString(choose).max(128) }),
    { anchor: "summary" },
    (c, v, id) => c.assignLawyer({ id, ...v }),
  ),
  unassignLawyer: caseForm(lawyerInput.omit({ id: true }).extend({ lawyerUserId: pageRecordId }), { anchor: "summary", namesRecord: true }, (c, v, id) =>
    c.unassignLawyer({ id, ...v }),
  ),
  close: caseForm(closeInput.omit({ id: true }), { anchor: "summary" }, (c, v, id) => c.close({ id, ...v })),
  reopen: caseForm(reopenInput.omit({ id: true }).extend({ status: z.enum(["open", "in_progress", "on_hold"], choose) }), { anchor: "summary" }, (c, v, id) =>
    c.reopen({ id, ...v }),
  ),
  setStatus: caseForm(setStatusInput.omit({ id: true }).extend({ status: z.enum(CASE_STATUSES, choose) }), { anchor: "summary" }, (c, v, id) =>
    c.setStatus({ id, ...v }),
  ),
  setNextStep: caseForm(nextStepInput.omit({ id: true }), { anchor: "next-step" }, (c, v, id) => c.setNextStep({ id, ...v })),
  addHearing: caseForm(
    addHearingInput.omit({ id: true }).extend({ startsAt, court: courtChoice, weekendConfirmed }).superRefine(sittingDayConfirmed),
    { anchor: "hearings" },
    (c, { weekendConfirmed: _, ...v }, id) => c.addHearing({ id, ...v, startsAt: v.startsAt.toISOString() }),
  ),
  moveHearing: caseForm(
    moveHearingInput.omit({ id: true }).extend({ hearingId: pageRecordId, startsAt, weekendConfirmed }).superRefine(sittingDayConfirmed),
    { anchor: "hearings", namesRecord: true },
    (c, { weekendConfirmed: _, ...v }, id) => c.moveHearing({ id, ...v, startsAt: v.startsAt.toISOString() }),
  ),
  // Unlike the procedure's (where an absent field stays as it is), the page's form posts every field.
  updateHearing: caseForm(
    addHearingInput.pick({ chamber: true, purpose: true }).extend({ hearingId: pageRecordId, court: courtChoice }),
    { anchor: "hearings", namesRecord: true },
    (c, v, id) => c.updateHearing({ id, ...v, chamber: v.chamber ?? "" }),
  ),
  cancelHearing: caseForm(cancelHearingInput.omit({ id: true }).extend({ hearingId: pageRecordId }), { anchor: "hearings", namesRecord: true }, (c, v, id) =>
    c.cancelHearing({ id, ...v }),
  ),
  recordOutcome: caseForm(outcomeInput.omit({ id: true }).extend({ hearingId: pageRecordId }), { anchor: "hearings", namesRecord: true }, (c, v, id) =>
    c.recordOutcome({ id, ...v }),
  ),
  addMilestone: caseForm(z.object(milestoneFields).refine(hasOneTitle, oneTitle), { anchor: "fees" }, (c, v, id) => c.addMilestone({ id, ...v })),
  updateMilestone: caseForm(
    // Every field is posted (the procedure leaves an absent one as it is): the page's own rules for each.
    z.object({ milestoneId: pageRecordId, ...milestoneFields }).refine(hasOneTitle, oneTitle),
    { anchor: "fees", namesRecord: true },
    (c, v, id) => c.updateMilestone({ id, ...v }),
  ),
  setMilestoneState: caseForm(
    milestoneStateInput.omit({ id: true }).extend({ milestoneId: pageRecordId, state: z.enum(MILESTONE_STATES, choose) }),
    { anchor: "fees", namesRecord: true },
    (c, v, id) => c.setMilestoneState({ id, ...v }),
  ),
  addNote: caseForm(noteInput.omit({ id: true }), { anchor: "notes" }, (c, v, id) => c.addNote({ id, ...v })),
  uploadDocuments: caseForm(
    z.object({ visibility: z.enum(DOCUMENT_VISIBILITIES, choose).optional().transform((v) => v ?? "client") }),
    { anchor: "documents" },
    async (c, v, id, formData) => c.uploadDocuments({ id, ...v, documents: await postedFiles(formData, "documents") }),
  ),
  postMessage: caseForm(messageInput.pick({ body: true }), { anchor: "messages" }, async (c, v, id, formData) =>
    c.postMessage({ id, ...v, documents: await postedFiles(formData, "documents") }),
  ),
} satisfies Record<string, CaseForm>;

type CaseIntent = keyof typeof FORMS;
/** Own keys only: `in` also finds what every object inherits (constructor, toString, __proto__). */
const isIntent = (value: unknown): value is CaseIntent => typeof value === "string" && Object.hasOwn(FORMS, value);

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
  const form: CaseForm = FORMS[intent];
  const { reply, run } = form.submit(formData, caseId);
  if (!run) {
    return data({ intent, target, result: reply(), error: null, fileError: null }, { status: 400 });
  }
  // A file form without a file is bad input too: say so at the field, write nothing.
  if (intent === "uploadDocuments" && !formData.getAll("documents").some((entry) => entry instanceof File && entry.name)) {
    return data({ intent, target, result: reply({ fieldErrors: { documents: ["validation.chooseFile"] } }), error: null, fileError: null }, { status: 400 });
  }
  const caller = await callerFor(request);
  try {
    await run(caller.cases);
  } catch (error) {
    const code = errorCodeOf(error, `case ${intent}`);
    // The case itself is gone (or was never the viewer's): the page answers 404. A hearing or milestone
    // that is not there is this form's error.
    if (code === "not_found" && !form.namesRecord) throw new Response(null, { status: 404, statusText: "Not Found" });
    let fileError: { key: string; file: string } | null = null;
    if (code === "file_refused") {
      const [, reason, file] = /^(too_large|empty|type_not_allowed): (.*)$/s.exec(appErrorOf(error)?.message ?? "") ?? [];
      if (reason) fileError = { key: `common:toasts.fileUploadFailedReason.${reason}`, file: file ?? "" };
    }
    const message = `common:errors.${code}`;
    return data(
      { intent, target, result: reply({ formErrors: fileError ? [] : [message] }), error: fileError ? null : message, fileError },
      { status: STATUS_OF_CODE[code] ?? 400 },
    );
  }
  const toast = makeToast({ kind: "success", title: "changesSaved", description: `cases:page.toasts.${intent}` });
  return redirect(`/case/${caseId}#${form.anchor}`, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}
