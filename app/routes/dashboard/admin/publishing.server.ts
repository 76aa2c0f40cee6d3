import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { toQatarInputValue } from "#server/common/qatar-time";
import { UPDATE_STATES } from "#server/legal-updates/constants";
import { saveUpdateForm, scheduleForm, transitionForm, updateContentForm } from "#server/legal-updates/schemas";
import type { HistoryEntryView } from "~/components/back-office/publishing/history";
import { UPDATES_PATH } from "~/components/back-office/publishing/paths";
import type { UpdateFormValues } from "~/components/back-office/publishing/update-form";
import type { UpdateStatusView } from "~/components/back-office/publishing/update-publishing";
import { getTranslator } from "~/i18n/i18next.server";
import type { AppLocale } from "~/i18n/config";
import { flashToasts } from "~/utils/flash.server";
import { formatDateTime } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { pickLocale } from "~/utils/localize";
import { requireForm } from "~/utils/multipart.server";
import { listParam, listParams } from "~/components/back-office/list-page/params";
import { makeToast, type Toast } from "~/utils/toast";
import { callerFor, errorCodeOf, orNotFound } from "~/utils/trpc.server";
import { toUpdateSummary } from "~/routes/legal-updates/updates.server";

/**
 * /dashboard/admin/updates and /dashboard/admin/updates/{id} (issue 10 §4). Every read and write goes
 * through the legalUpdates.admin procedures (admins only); the guards here only decide redirects.
 * Forms are plain POSTs with an `intent`: bad input answers 400 with the field errors and changes
 * nothing; success redirects (303) with a flashed toast, so JavaScript on or off behave the same.
 */


export function historyView(rows: { id: string; at: Date | string; action: string; actor_name: string }[], locale: AppLocale): HistoryEntryView[] {
  return rows.map((row) => ({
    id: String(row.id),
    when: formatDateTime(row.at, locale),
    dateTime: new Date(row.at).toISOString(),
    action: row.action,
    actor: row.actor_name,
  }));
}

export function readListParams<S extends string>(request: Request, states: readonly S[]) {
  return listParams({ q: listParam.text(), state: listParam.choice(states), page: listParam.page() }).read(request);
}

// ------------------------------------------------------------------ the list and the create form

export async function loadUpdatesList(request: Request) {
  await requireRole(request, ["admin"]);
  const params = readListParams(request, UPDATE_STATES);
  const caller = await callerFor(request);
  const [list, authors, { t, locale }] = await Promise.all([caller.legalUpdates.admin.list(params), caller.legalUpdates.admin.authors(), getTranslator(request)]);
  return {
    params,
    counts: list.counts,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.items.map((row) => ({
      id: row.id,
      title: pickLocale(locale, { ar: row.title_ar, en: row.title_en }),
      category: row.category,
      state: row.state,
      publishedLabel: row.published_at ? formatDateTime(row.published_at, locale) : null,
      author: row.author_name_ar || row.author_name_en ? pickLocale(locale, { ar: row.author_name_ar ?? "", en: row.author_name_en ?? "" }) : null,
      updatedLabel: formatDateTime(row.updated_at, locale),
      isSample: row.is_sample,
    })),
    authors: authors.map((a) => ({ id: a.id, name: pickLocale(locale, { ar: a.name_ar, en: a.name_en }) })),
    meta: { title: t("adminPublishing:updates.metaTitle"), description: t("adminPublishing:updates.intro") },
  };
}

/** Which field an expected refusal belongs to, so its message shows next to it. */
const FIELD_OF_CODE: Partial<Record<string, string>> = {
  lawyer_not_verified: "authorId",
  lawyer_licence_expired: "authorId",
  publish_time_invalid: "publishAt",
};

export interface PublishingReply {
  intent: string;
  result: SubmissionResult<string[]>;
  toast: Toast;
}

export function refused(intent: string, result: SubmissionResult<string[]>, status = 400) {
  const toast = makeToast({ kind: "error", title: "changesNotSaved", description: "adminPublishing:toasts.fixErrors" });
  return data({ intent, result, toast } satisfies PublishingReply, { status });
}

/** A refusal by the procedure, next to its field or above the form, in the visitor's language. */
export function refusedWith(intent: string, submission: { reply: (o: { fieldErrors?: Record<string, string[]>; formErrors?: string[] }) => SubmissionResult<string[]> }, code: string) {
  // The author is a field of the content form only: a publishing form shows the refusal above itself.
  const field = FIELD_OF_CODE[code] === "authorId" && intent !== "save" && intent !== "create" ? undefined : FIELD_OF_CODE[code];
  const message = `common:errors.${code}`;
  return refused(intent, submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }), code === "rate_limited" ? 429 : 400);
}

export async function updatesListAction(request: Request) {
  await requireRole(request, ["admin"]);
  const form = await requireForm(request);
  if (form.get("intent") !== "create") throw new Response(null, { status: 400, statusText: "Bad Request" });
  const submission = parseWithZod(form, { schema: updateContentForm });
  if (submission.status !== "success") return refused("create", submission.reply());
  const caller = await callerFor(request);
  try {
    const created = await caller.legalUpdates.admin.create(submission.value);
    const toast = makeToast({ kind: "success", title: "changesSaved", description: "adminPublishing:toasts.updateCreated" });
    return redirect(`${UPDATES_PATH}/${created.id}`, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
  } catch (error) {
    return refusedWith("create", submission, errorCodeOf(error, "legal update creation"));
  }
}

// ------------------------------------------------------------------ one update

export async function loadUpdateEditor(request: Request, id: string) {
  await requireRole(request, ["admin"]);
  const caller = await callerFor(request);
  const [row, authors, { t, locale }] = await Promise.all([
    orNotFound(caller.legalUpdates.admin.byId({ id })),
    caller.legalUpdates.admin.authors(),
    getTranslator(request),
  ]);
  const options = authors.map((a) => ({ id: a.id, name: pickLocale(locale, { ar: a.name_ar, en: a.name_en }) }));
  // An author who is no longer verified stays selectable on the update that names them; one whose licence
  // has lapsed is shown as such, and saving under their name is refused until another author is chosen.
  if (row.author_id && !options.some((o) => o.id === row.author_id)) {
    const name = pickLocale(locale, { ar: row.author_name_ar ?? "", en: row.author_name_en ?? "" });
    const label = row.author_licence_in_force === false ? "authorLicenceExpired" : "authorNotVerified";
    options.push({ id: row.author_id, name: t(`adminPublishing:fields.${label}`, { name }) });
  }
  const title = pickLocale(locale, { ar: row.title_ar, en: row.title_en });
  const values: UpdateFormValues = {
    titleAr: row.title_ar,
    titleEn: row.title_en,
    summaryAr: row.summary_ar,
    summaryEn: row.summary_en,
    bodyAr: row.body_ar,
    bodyEn: row.body_en,
    category: row.category,
    tags: row.tags.join(locale === "ar" ? "، " : ", "),
    authorId: row.author_id ?? "",
  };
  const status: UpdateStatusView = {
    id: row.id,
    state: row.state,
    version: row.version,
    publishedLabel: row.published_at ? formatDateTime(row.published_at, locale) : null,
    withdrawnLabel: row.withdrawn_at ? formatDateTime(row.withdrawn_at, locale) : null,
    updatedLabel: formatDateTime(row.updated_at, locale),
    // A scheduled update shows its time; otherwise the form starts empty.
    publishAtValue: row.state === "scheduled" && row.published_at ? toQatarInputValue(row.published_at) : "",
  };
  return {
    title,
    values,
    status,
    isSample: row.is_sample,
    authors: options,
    history: historyView(row.history, locale),
    meta: { title: t("adminPublishing:updates.edit.metaTitle", { title }), description: t("adminPublishing:updates.intro") },
  };
}

const TRANSITIONS = ["publishNow", "unschedule", "withdraw"] as const;
type Transition = (typeof TRANSITIONS)[number];
const isTransition = (value: unknown): value is Transition => (TRANSITIONS as readonly unknown[]).includes(value);
const TOAST_OF: Record<Transition, string> = { publishNow: "updatePublished", unschedule: "updateUnscheduled", withdraw: "updateWithdrawn" };

async function done(request: Request, id: string, description: string, params?: Record<string, string>) {
  const toast = makeToast({ kind: "success", title: "changesSaved", description: `adminPublishing:toasts.${description}`, params });
  return redirect(`${UPDATES_PATH}/${id}`, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}

/** A record that is not there (or an id no procedure accepts) is the page's 404, not a form error. */
function notFoundResponse(code: string) {
  if (code === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
}

export async function updateEditorAction(request: Request, id: string) {
  await requireRole(request, ["admin"]);
  const form = await requireForm(request);
  const intent = form.get("intent");
  const caller = await callerFor(request);
  const { locale } = await getTranslator(request);
  if (intent === "save") {
    const submission = parseWithZod(form, { schema: saveUpdateForm });
    if (submission.status !== "success") return refused(intent, submission.reply());
    try {
      await caller.legalUpdates.admin.save({ id, ...submission.value });
    } catch (error) {
      const code = errorCodeOf(error, "legal update save");
      notFoundResponse(code);
      return refusedWith(intent, submission, code);
    }
    return done(request, id, "updateSaved");
  }
  if (intent === "schedule") {
    const submission = parseWithZod(form, { schema: scheduleForm(new Date()) });
    if (submission.status !== "success") return refused(intent, submission.reply());
    try {
      await caller.legalUpdates.admin.schedule({ id, version: submission.value.version, publishAt: submission.value.publishAt });
    } catch (error) {
      const code = errorCodeOf(error, "legal update schedule");
      notFoundResponse(code);
      return refusedWith(intent, submission, code);
    }
    return done(request, id, "updateScheduled", { time: formatDateTime(submission.value.publishAt, locale) });
  }
  if (isTransition(intent)) {
    const submission = parseWithZod(form, { schema: transitionForm });
    if (submission.status !== "success") return refused(intent, submission.reply({ formErrors: ["common:errors.invalid_input"] }));
    try {
      await caller.legalUpdates.admin[intent]({ id, version: submission.value.version });
    } catch (error) {
      const code = errorCodeOf(error, `legal update ${intent}`);
      notFoundResponse(code);
      return refusedWith(intent, submission, code);
    }
    return done(request, id, TOAST_OF[intent]);
  }
  throw new Response(null, { status: 400, statusText: "Bad Request" });
}

// ------------------------------------------------------------------ preview

export async function loadUpdatePreview(request: Request, id: string) {
  await requireRole(request, ["admin"]);
  const caller = await callerFor(request);
  const [update, { t, locale }] = await Promise.all([orNotFound(caller.legalUpdates.admin.preview({ id })), getTranslator(request)]);
  const summary = toUpdateSummary(update, locale);
  return {
    id: update.id,
    state: update.state,
    update: summary,
    // Rendered from Markdown and sanitised by the same function as the public page.
    bodyHtml: pickLocale(locale, { ar: update.body_html_ar, en: update.body_html_en }),
    related: update.related.map((row) => toUpdateSummary(row, locale)),
    meta: { title: t("adminPublishing:preview.metaTitle", { title: summary.title }), description: summary.summary },
  };
}
