import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import { getEnv } from "#server/config/env";
import { LIBRARY_STATES, type LibraryState } from "#server/library/constants";
import { libraryContentForm, libraryTransitionForm, saveLibraryItemForm } from "#server/library/schemas";
import type { LibraryFormValues } from "~/components/back-office/publishing/library-form";
import { LIBRARY_PATH } from "~/components/back-office/publishing/paths";
import { getTranslator } from "~/i18n/i18next.server";
import { refused, historyView, readListParams } from "~/routes/dashboard/admin/publishing.server";
import { flashToasts } from "~/utils/flash.server";
import { formatDateTime, formatNumber, formatYear } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { pickLocale } from "~/utils/localize";
import { maxUploadMegabytes, readPostedForm, TOO_LARGE_TYPE } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, orNotFound } from "~/utils/trpc.server";

/**
 * /dashboard/admin/library and /dashboard/admin/library/{id} (issue 10 §4): the legal library's items
 * and files, through the library.admin procedures (admins only). Forms are plain POSTs (multipart
 * when they carry a file) with an `intent`; bad input answers 400 with field errors and changes nothing.
 */

const FILE_TYPE_LABELS: Record<string, string> = {
  "application/pdf": "PDF",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word (.docx)",
};


/** The file refusals of the upload rules, next to the file field. */
const FILE_MESSAGES: Partial<Record<string, string>> = {
  file_required: "adminPublishing:validation.fileRequired",
  file_too_large: "adminPublishing:validation.fileTooLarge",
  file_type_not_allowed: "adminPublishing:validation.fileType",
};

type Submission = { reply: (o?: { fieldErrors?: Record<string, string[]>; formErrors?: string[] }) => SubmissionResult<string[]> };

function refusedWithCode(intent: string, submission: Submission, code: string) {
  if (code === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
  const fileMessage = FILE_MESSAGES[code];
  if (fileMessage) return refused(intent, submission.reply({ fieldErrors: { file: [fileMessage] } }));
  return refused(intent, submission.reply({ formErrors: [`common:errors.${code}`] }), code === "rate_limited" ? 429 : 400);
}

/** The posted file of a form field, as the procedures take it (an oversized one arrives without its bytes). */
async function postedFile(form: FormData): Promise<{ fileName: string; bytes: Uint8Array | null } | null> {
  const file = form.get("file");
  if (!(file instanceof File) || !file.name) return null;
  return { fileName: file.name, bytes: file.type === TOO_LARGE_TYPE ? null : new Uint8Array(await file.arrayBuffer()) };
}

async function readForm(request: Request): Promise<FormData> {
  const form = await readPostedForm(request, { maxFileBytes: getEnv().MAX_UPLOAD_BYTES });
  if (!form) throw new Response(null, { status: 400, statusText: "Bad Request" });
  return form;
}

// ------------------------------------------------------------------ the list and the create form

export async function loadLibraryList(request: Request) {
  await requireRole(request, ["admin"]);
  const params = readListParams(request, LIBRARY_STATES);
  const caller = await callerFor(request);
  const [list, { t, locale }] = await Promise.all([caller.library.admin.list(params), getTranslator(request)]);
  return {
    params,
    counts: list.counts,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    maxMegabytes: maxUploadMegabytes(),
    rows: list.items.map((row) => ({
      id: row.id,
      title: pickLocale(locale, { ar: row.title_ar, en: row.title_en }),
      kind: row.kind,
      year: formatYear(row.year, locale),
      state: row.status as LibraryState,
      file: `${FILE_TYPE_LABELS[row.content_type] ?? row.content_type}, ${t("library:sizeKb", { size: formatNumber(Math.max(1, Math.round(row.file_size / 1024)), locale) })}`,
      updatedLabel: formatDateTime(row.updated_at, locale),
      isSample: row.is_sample,
    })),
    meta: { title: t("adminPublishing:library.metaTitle"), description: t("adminPublishing:library.intro") },
  };
}

export async function libraryListAction(request: Request) {
  await requireRole(request, ["admin"]);
  const form = await readForm(request);
  if (form.get("intent") !== "create") throw new Response(null, { status: 400, statusText: "Bad Request" });
  const file = await postedFile(form);
  const submission = parseWithZod(form, { schema: libraryContentForm });
  // Every message at once: the fields' and the missing file's.
  if (submission.status !== "success" || !file) {
    return refused("create", submission.reply(file ? {} : { fieldErrors: { file: ["adminPublishing:validation.fileRequired"] } }));
  }
  const publish = form.get("publish") === "yes";
  const caller = await callerFor(request);
  try {
    const created = await caller.library.admin.create({ ...submission.value, publish, file });
    const toast = makeToast({ kind: "success", title: "changesSaved", description: publish ? "adminPublishing:toasts.itemCreatedPublished" : "adminPublishing:toasts.itemCreated" });
    return redirect(`${LIBRARY_PATH}/${created.id}`, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
  } catch (error) {
    return refusedWithCode("create", submission, errorCodeOf(error, "library item creation"));
  }
}

// ------------------------------------------------------------------ one item

export async function loadLibraryEditor(request: Request, id: string) {
  await requireRole(request, ["admin"]);
  const caller = await callerFor(request);
  const [row, { t, locale }] = await Promise.all([orNotFound(caller.library.admin.byId({ id })), getTranslator(request)]);
  const title = pickLocale(locale, { ar: row.title_ar, en: row.title_en });
  const values: LibraryFormValues = {
    kind: row.kind,
    jurisdiction: row.jurisdiction,
    documentLanguage: row.document_language,
    year: String(row.year),
    titleAr: row.title_ar,
    titleEn: row.title_en,
    summaryAr: row.summary_ar,
    summaryEn: row.summary_en,
  };
  return {
    id: row.id,
    title,
    values,
    state: row.status as LibraryState,
    version: row.version,
    isSample: row.is_sample,
    maxMegabytes: maxUploadMegabytes(),
    file: {
      name: row.file_name,
      type: FILE_TYPE_LABELS[row.content_type] ?? row.content_type,
      size: t("library:sizeKb", { size: formatNumber(Math.max(1, Math.round(row.file_size / 1024)), locale) }),
    },
    publishedLabel: formatDateTime(row.published_at, locale),
    updatedLabel: formatDateTime(row.updated_at, locale),
    history: historyView(row.history, locale),
    meta: { title: t("adminPublishing:library.edit.metaTitle", { title }), description: t("adminPublishing:library.intro") },
  };
}

async function done(request: Request, id: string, description: string) {
  const toast = makeToast({ kind: "success", title: "changesSaved", description: `adminPublishing:toasts.${description}` });
  return redirect(`${LIBRARY_PATH}/${id}`, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}

export async function libraryEditorAction(request: Request, id: string) {
  await requireRole(request, ["admin"]);
  const form = await readForm(request);
  const intent = form.get("intent");
  const caller = await callerFor(request);
  if (intent === "save") {
    const submission = parseWithZod(form, { schema: saveLibraryItemForm });
    if (submission.status !== "success") return refused(intent, submission.reply());
    try {
      await caller.library.admin.save({ id, ...submission.value });
    } catch (error) {
      return refusedWithCode(intent, submission, errorCodeOf(error, "library item save"));
    }
    return done(request, id, "itemSaved");
  }
  if (intent === "replaceFile") {
    const file = await postedFile(form);
    const submission = parseWithZod(form, { schema: libraryTransitionForm });
    if (submission.status !== "success" || !file) {
      return refused(intent, submission.reply(file ? { formErrors: ["common:errors.invalid_input"] } : { fieldErrors: { file: ["adminPublishing:validation.fileRequired"] } }));
    }
    try {
      await caller.library.admin.replaceFile({ id, version: submission.value.version, file });
    } catch (error) {
      return refusedWithCode(intent, submission, errorCodeOf(error, "library file replacement"));
    }
    return done(request, id, "fileReplaced");
  }
  if (intent === "publish" || intent === "unpublish") {
    const submission = parseWithZod(form, { schema: libraryTransitionForm });
    if (submission.status !== "success") return refused(intent, submission.reply({ formErrors: ["common:errors.invalid_input"] }));
    try {
      await caller.library.admin[intent]({ id, version: submission.value.version });
    } catch (error) {
      return refusedWithCode(intent, submission, errorCodeOf(error, `library item ${intent}`));
    }
    return done(request, id, intent === "publish" ? "itemPublished" : "itemUnpublished");
  }
  throw new Response(null, { status: 400, statusText: "Bad Request" });
}

/** The current file through a short-lived signed link (published or not), after the procedure checked the role. */
export async function redirectToLibraryFile(request: Request, id: string) {
  await requireRole(request, ["admin"]);
  const { url } = await orNotFound((await callerFor(request)).library.admin.fileLink({ id }));
  return redirect(url, { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } });
}
