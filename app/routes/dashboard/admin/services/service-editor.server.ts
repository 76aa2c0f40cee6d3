import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { asciiDigits, optionalText, textField } from "#server/common/fields";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { SERVICE_FEE_MAX, SERVICE_LIST_BOUNDS, SERVICE_SORT_ORDER_MAX, SERVICE_TEXT_MAX as MAX } from "#server/services/limits";
import type { ServicePageContent } from "#server/services/schemas";
import { isCreatableServiceSlug } from "#server/services/slugs";
import { editorPathOf, previewPathOf } from "~/components/back-office/service-form-shape";
import { flashToasts } from "~/utils/flash.server";
import { requireForm } from "~/utils/multipart.server";
import { makeToast, type Toast } from "~/utils/toast";
import { callerFor, errorCodeOf } from "~/utils/trpc.server";

/**
 * The service page editor's form (issue 10 §4), posted as plain HTML (it works without JavaScript):
 * every text side by side in Arabic and English; each list as numbered rows with an order field, a
 * "remove" box and blank rows to add items. Blank rows are dropped, rows are sorted by their order,
 * and the rest is validated here with messages in the visitor's language (locale keys), then again by
 * the procedure. Bad input changes nothing.
 *
 * The one form here that keeps a schema of its own (issue 26 §1): the form is the page's texts as pairs of
 * languages and numbered rows, the procedure's input (servicePageSchema) the page as each language says it,
 * so neither can be the other narrowed. Each text is the same field of server/common/fields.ts in both.
 */

const requiredText = (max: number) => textField({ min: 1, max });
const pair = (max: number) => z.object({ ar: requiredText(max), en: requiredText(max) }, { error: "validation.required" });
const optionalPair = (max: number) => z.object({ ar: optionalText(max), en: optionalText(max) }).optional();

/** A whole number typed with Latin or Arabic-Indic digits (٣ is 3). */
const wholeNumber = (opts: { min: number; max: number; message: string }) =>
  z
    .string()
    .trim()
    .transform((v) => asciiDigits(v).replace(/[\s,٬]/g, ""))
    .refine((v) => /^\d{1,9}$/.test(v) && Number(v) >= opts.min && Number(v) <= opts.max, { message: opts.message })
    .transform(Number);
const order = wholeNumber({ min: 1, max: 999, message: "adminContent:services.validation.order" }).optional();
const removeBox = z.string().optional().transform((v) => v === "on");

const lineRow = (max: number) => z.object({ ar: optionalText(max), en: optionalText(max), order, remove: removeBox });
const sectionRow = z.object({
  heading: optionalPair(MAX.sectionHeading),
  body: optionalPair(MAX.sectionBody),
  /** One point per line. */
  points: z.object({ ar: optionalText(20_000), en: optionalText(20_000) }).optional(),
  order,
  remove: removeBox,
});
const faqRow = z.object({ question: optionalPair(MAX.faqQuestion), answer: optionalPair(MAX.faqAnswer), order, remove: removeBox });

const LIST_NAMES = ["audience", "steps", "documents", "sections", "faqs"] as const;
type ListName = (typeof LIST_NAMES)[number];

const LIST_BOUNDS: Record<ListName, { min: number; max: number }> = {
  audience: SERVICE_LIST_BOUNDS.audience,
  steps: SERVICE_LIST_BOUNDS.steps,
  documents: SERVICE_LIST_BOUNDS.documents,
  sections: SERVICE_LIST_BOUNDS.sections,
  faqs: SERVICE_LIST_BOUNDS.faqs,
};

const editorFields = {
  sortOrder: wholeNumber({ min: 0, max: SERVICE_SORT_ORDER_MAX, message: "adminContent:services.validation.sortOrder" }),
  practiceArea: z.enum(PRACTICE_AREAS, { error: "adminContent:services.validation.practiceArea" }).optional(),
  feeQar: wholeNumber({ min: 1, max: SERVICE_FEE_MAX, message: "adminContent:services.validation.fee" }).optional(),
  relatedSlugs: z.array(z.string().max(200)).max(200).optional(),
  title: pair(MAX.title),
  metaTitle: pair(MAX.metaTitle),
  metaDescription: pair(MAX.metaDescription),
  intro: pair(MAX.intro),
  feeNote: pair(MAX.feeNote),
  cta: pair(MAX.cta),
  audience: z.array(lineRow(MAX.audience)).max(60).optional(),
  steps: z.array(lineRow(MAX.step)).max(60).optional(),
  documents: z.array(lineRow(MAX.document)).max(60).optional(),
  sections: z.array(sectionRow).max(40).optional(),
  faqs: z.array(faqRow).max(60).optional(),
};

type Ctx = z.RefinementCtx;
const filled = (v: string | undefined) => Boolean(v && v.trim());
const linesOf = (v: string | undefined) =>
  (v ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** Both languages, or neither: a half-filled text gets "fill in the other language" on its empty side. */
function requireBoth(ctx: Ctx, path: (string | number)[], value: { ar?: string; en?: string } | undefined) {
  const ar = filled(value?.ar);
  const en = filled(value?.en);
  if (ar && !en) ctx.addIssue({ code: "custom", path: [...path, "en"], message: "adminContent:services.validation.bothLanguages" });
  if (en && !ar) ctx.addIssue({ code: "custom", path: [...path, "ar"], message: "adminContent:services.validation.bothLanguages" });
}

type Raw = z.infer<z.ZodObject<typeof editorFields>>;
type Row = { order?: number; remove: boolean };

/**
 * Whether a row's "remove" box is ticked. The checks below also run when other fields are invalid (so
 * every message shows at once), on values that may not be transformed yet: "on" counts as ticked.
 */
const isRemoved = (row: { remove?: unknown } | undefined) => row?.remove === true || row?.remove === "on";

/** The rows that stay (not removed, not blank), in the order their order fields give (then as listed). */
function kept<T extends Row>(rows: T[] | undefined, isBlank: (row: T) => boolean): T[] {
  return (Array.isArray(rows) ? rows : [])
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row && !isRemoved(row) && !isBlank(row))
    .sort((a, b) => orderOf(a.row, a.index) - orderOf(b.row, b.index) || a.index - b.index)
    .map(({ row }) => row);
}

/** A row without an order goes after the numbered ones, in its place in the form. */
const orderOf = (row: Row, index: number) => (typeof row.order === "number" ? row.order : 1000 + index);

const blankLine = (r: { ar?: string; en?: string }) => !filled(r.ar) && !filled(r.en);
const blankSection = (r: z.infer<typeof sectionRow>) =>
  ![r.heading?.ar, r.heading?.en, r.body?.ar, r.body?.en, r.points?.ar, r.points?.en].some(filled);
const blankFaq = (r: z.infer<typeof faqRow>) => ![r.question?.ar, r.question?.en, r.answer?.ar, r.answer?.en].some(filled);

const listOf = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value.filter(Boolean) : []);

function checkRows(value: Raw, ctx: Ctx) {
  for (const name of ["audience", "steps", "documents"] as const) {
    listOf(value[name]).forEach((row, i) => {
      if (!isRemoved(row)) requireBoth(ctx, [name, i], row);
    });
  }
  listOf(value.sections).forEach((row, i) => {
    if (isRemoved(row) || blankSection(row)) return;
    for (const part of ["heading", "body"] as const) {
      for (const lang of ["ar", "en"] as const) {
        if (!filled(row[part]?.[lang])) ctx.addIssue({ code: "custom", path: ["sections", i, part, lang], message: "validation.required" });
      }
    }
    for (const lang of ["ar", "en"] as const) {
      const points = linesOf(row.points?.[lang]);
      if (points.length > SERVICE_LIST_BOUNDS.sectionPoints.max) {
        ctx.addIssue({ code: "custom", path: ["sections", i, "points", lang], message: "adminContent:services.validation.pointsCount" });
      } else if (points.some((p) => p.length > MAX.sectionPoint)) {
        ctx.addIssue({ code: "custom", path: ["sections", i, "points", lang], message: "adminContent:services.validation.pointTooLong" });
      }
    }
  });
  listOf(value.faqs).forEach((row, i) => {
    if (isRemoved(row) || blankFaq(row)) return;
    for (const part of ["question", "answer"] as const) {
      for (const lang of ["ar", "en"] as const) {
        if (!filled(row[part]?.[lang])) ctx.addIssue({ code: "custom", path: ["faqs", i, part, lang], message: "validation.required" });
      }
    }
  });
  const counts: Record<ListName, number> = {
    audience: kept(value.audience, blankLine).length,
    steps: kept(value.steps, blankLine).length,
    documents: kept(value.documents, blankLine).length,
    sections: kept(value.sections, blankSection).length,
    faqs: kept(value.faqs, blankFaq).length,
  };
  for (const name of LIST_NAMES) {
    const { min, max } = LIST_BOUNDS[name];
    if (counts[name] < min || counts[name] > max) {
      ctx.addIssue({ code: "custom", path: [name], message: `adminContent:services.validation.count.${name}` });
    }
  }
}

const baseVersion = z
  .string({ error: "common:errors.invalid_input" })
  .regex(/^\d{1,7}$/, "common:errors.invalid_input")
  .transform(Number);

// `when`: the row checks run even when another field is wrong, so every message shows at once.
const always = { when: () => true };

export const editServiceForm = z.object({ intent: z.literal("save"), baseVersion, ...editorFields }).superRefine(checkRows, always);

export const createServiceForm = z
  .object({
    intent: z.literal("create"),
    slug: z
      .string({ error: "validation.required" })
      .trim()
      .max(120, "validation.tooLong")
      .refine((v) => isCreatableServiceSlug(v), { message: "adminContent:services.validation.slug" }),
    ...editorFields,
  })
  .superRefine(checkRows, always);

/** The validated form as a page's content, in the shape the procedures take. */
export function contentOfForm(slug: string, value: Raw): ServicePageContent {
  const line = (rows: { ar?: string; en?: string; order?: number; remove: boolean }[] | undefined) => kept(rows, blankLine);
  const audience = line(value.audience);
  const steps = line(value.steps);
  const documents = line(value.documents);
  const sections = kept(value.sections, blankSection);
  const faqs = kept(value.faqs, blankFaq);
  const language = (lang: "ar" | "en") => ({
    title: value.title[lang],
    metaTitle: value.metaTitle[lang],
    metaDescription: value.metaDescription[lang],
    intro: value.intro[lang],
    audience: audience.map((r) => r[lang]!),
    sections: sections.map((s) => ({ heading: s.heading![lang]!, body: s.body![lang]!, points: linesOf(s.points?.[lang]) })),
    steps: steps.map((r) => r[lang]!),
    documents: documents.map((r) => r[lang]!),
    feeNote: value.feeNote[lang],
    faqs: faqs.map((f) => ({ question: f.question![lang]!, answer: f.answer![lang]! })),
    cta: value.cta[lang],
  });
  return {
    slug,
    sortOrder: value.sortOrder,
    practiceArea: value.practiceArea ?? null,
    feeQar: value.feeQar ?? null,
    relatedSlugs: [...new Set(value.relatedSlugs ?? [])].filter((s) => s !== slug),
    ar: language("ar"),
    en: language("en"),
  };
}

// ------------------------------------------------------------------ actions

export type EditorReply = {
  intent: string | null;
  result: SubmissionResult<string[]> | null;
  /** The message (locale key) of a refusal, shown in the page and as a toast. */
  error: string | null;
  toast: Toast | null;
};

/** Which field an expected refusal belongs to, so its message shows there. */
const FIELD_OF_CODE: Partial<Record<string, string>> = { slug_taken: "slug", slug_reserved: "slug", related_page_unknown: "relatedSlugs" };
const STATUS_OF_CODE: Partial<Record<string, number>> = { edit_conflict: 409, not_found: 404 };

function refused(intent: string | null, result: SubmissionResult<string[]> | null, error: string | null, status = 400) {
  const toast = error ? makeToast({ kind: "error", title: "changesNotSaved", description: error }) : null;
  return data({ intent, result, error, toast } satisfies EditorReply, { status });
}

async function done(request: Request, to: string, description: string, params?: Record<string, string | number>) {
  const toast = makeToast({ kind: "success", title: "changesSaved", description, params });
  return redirect(to, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}

/** /dashboard/admin/services/new: creates the page as its first draft, then opens its editor. */
export async function handleCreateService(request: Request) {
  const form = await requireForm(request);
  const submission = parseWithZod(form, { schema: createServiceForm });
  if (submission.status !== "success") return refused("create", submission.reply(), "adminContent:services.toasts.fixErrors");
  const content = contentOfForm(submission.value.slug, submission.value);
  try {
    await (await callerFor(request)).services.create({ content });
  } catch (error) {
    const code = errorCodeOf(error, "service page creation");
    const field = FIELD_OF_CODE[code];
    const message = `common:errors.${code}`;
    return refused("create", submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }), message, STATUS_OF_CODE[code] ?? 400);
  }
  return done(request, editorPathOf(content.slug), "adminContent:services.toasts.created");
}

/**
 * /dashboard/admin/services/{slug}: the editor's forms, each a plain POST with an `intent`: save the
 * draft, publish it, discard it, or restore an earlier version into it.
 */
export async function handleServiceEditorAction(request: Request, slug: string) {
  const form = await requireForm(request);
  const intent = form.get("intent");
  const caller = await callerFor(request);
  if (intent === "save") {
    const submission = parseWithZod(form, { schema: editServiceForm });
    if (submission.status !== "success") return refused("save", submission.reply(), "adminContent:services.toasts.fixErrors");
    try {
      await caller.services.saveDraft({ content: contentOfForm(slug, submission.value), baseVersion: submission.value.baseVersion });
    } catch (error) {
      const code = errorCodeOf(error, "service draft save");
      if (code === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
      const field = FIELD_OF_CODE[code];
      const message = `common:errors.${code}`;
      return refused("save", submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }), message, STATUS_OF_CODE[code] ?? 400);
    }
    return done(request, `${editorPathOf(slug)}#page-state`, "adminContent:services.toasts.saved");
  }
  if (intent === "publish" || intent === "discard" || intent === "restore") {
    const parsed = z
      .object({ baseVersion, number: z.string().regex(/^\d{1,7}$/).transform(Number).optional() })
      .safeParse({ baseVersion: form.get("baseVersion") ?? undefined, number: form.get("number") ?? undefined });
    if (!parsed.success || (intent === "restore" && parsed.data.number === undefined)) return refused(intent, null, "common:errors.invalid_input");
    try {
      if (intent === "publish") {
        await caller.services.publish({ slug, baseVersion: parsed.data.baseVersion });
        return done(request, editorPathOf(slug), "adminContent:services.toasts.published");
      }
      if (intent === "discard") {
        const { deleted } = await caller.services.discardDraft({ slug, baseVersion: parsed.data.baseVersion });
        return done(request, deleted ? "/dashboard/admin/services" : editorPathOf(slug), "adminContent:services.toasts.discarded");
      }
      await caller.services.restoreVersion({ slug, number: parsed.data.number!, baseVersion: parsed.data.baseVersion });
      return done(request, `${previewPathOf(slug)}`, "adminContent:services.toasts.restored", { number: parsed.data.number! });
    } catch (error) {
      const code = errorCodeOf(error, `service page ${intent}`);
      if (code === "not_found" && intent !== "restore") throw new Response(null, { status: 404, statusText: "Not Found" });
      return refused(intent, null, `common:errors.${code}`, STATUS_OF_CODE[code] ?? 400);
    }
  }
  return refused(null, null, "common:errors.invalid_input");
}
