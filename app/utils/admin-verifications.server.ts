import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import type { HistoryEntry } from "#server/verifications/queries";
import { approveInput, licenceInput, rejectInput, resubmitForm } from "#server/verifications/schemas";
import { adminVerificationPath, readReviewParams } from "~/components/back-office/verifications/review-params";
import { getTranslator } from "~/i18n/i18next.server";
import type { AppLocale } from "~/i18n/config";
import { flashToasts } from "./flash.server";
import { formatDate, formatDateTime, formatNumber, isolate } from "./format";
import { requireRole } from "./guards.server";
import { requireForm } from "./multipart.server";
import { makeToast } from "./toast";
import { callerFor, errorCodeOf, orNotFound } from "./trpc.server";

/**
 * /dashboard/admin/verifications and /dashboard/admin/verifications/{userId} (issue 10 §2), and the
 * resubmission form of the lawyer's and the company's dashboards. Every read and write goes through
 * the verifications procedures, which check the caller; the guards here only decide the redirect.
 */

export async function adminVerificationsLoader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = readReviewParams(new URL(request.url).searchParams);
  const [caller, { t, locale }] = await Promise.all([callerFor(request), getTranslator(request)]);
  const list = await caller.verifications.list(params);
  return {
    params,
    counts: Object.fromEntries(Object.entries(list.counts).map(([state, n]) => [state, formatNumber(n, locale)])) as Record<keyof typeof list.counts, string>,
    total: list.counts[params.state],
    page: list.page,
    pageCount: Math.max(1, Math.ceil(list.counts[params.state] / list.pageSize)),
    rows: list.rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      kind: row.kind,
      status: row.status,
      updated: formatDateTime(row.updatedAt, locale),
      documents: formatNumber(row.documentCount, locale),
      licenceExpiresOn: row.licenceExpiresOn ? formatDate(row.licenceExpiresOn, locale) : null,
    })),
    meta: { title: t("adminReview:list.metaTitle"), description: t("adminReview:list.intro") },
  };
}

/** A history entry as the pages show it (the licence's date in the reader's language). */
export function historyView(entries: HistoryEntry[], locale: AppLocale) {
  return entries.map((h) => ({
    id: h.id,
    kind: h.kind,
    at: formatDateTime(h.at, locale),
    reason: h.reason,
    actorName: h.actorName,
    licence: h.licence ? { ...h.licence, licenceExpiresOn: formatDate(h.licence.licenceExpiresOn, locale) } : null,
  }));
}
export type HistoryView = ReturnType<typeof historyView>[number];

export async function adminVerificationLoader(request: Request, userId: string) {
  await requireRole(request, ["admin"]);
  const [caller, { t, locale }] = await Promise.all([callerFor(request), getTranslator(request)]);
  const detail = await orNotFound(caller.verifications.byId({ userId }));
  return {
    account: {
      ...detail.account,
      createdAt: formatDate(detail.account.createdAt, locale),
      updatedAt: formatDateTime(detail.account.updatedAt, locale),
    },
    documents: detail.documents,
    history: historyView(detail.history, locale),
    licence: detail.licence
      ? { ...detail.licence, expiresOnText: formatDate(detail.licence.licenceExpiresOn, locale), recordedAt: formatDateTime(detail.licence.recordedAt, locale) }
      : null,
    lawyer: detail.lawyer,
    company: detail.company,
    meta: { title: t("adminReview:detail.metaTitle", { name: isolate(detail.account.name) }), description: t("adminReview:detail.description") },
  };
}
export type AdminVerificationPageData = Awaited<ReturnType<typeof adminVerificationLoader>>;

// ------------------------------------------------------------------ the review page's forms

export const REVIEW_INTENTS = ["approve", "reject", "licence"] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

const FORMS = {
  approve: approveInput.omit({ userId: true, licence: true }),
  approveLawyer: licenceInput,
  reject: rejectInput.omit({ userId: true }),
  licence: licenceInput,
} as const;

const STATUS_OF_CODE: Partial<Record<string, number>> = { unauthorized: 401, forbidden: 403 };

/**
 * The review page's three forms, each a plain POST with an `intent`: approve (with the licence's fields
 * for a lawyer), reject (with a reason) and record a licence. Bad input answers 400 with the field
 * errors and changes nothing; a refusal comes back as the catalogue message in the visitor's language;
 * success redirects back (303) with a flashed toast, so it works the same with JavaScript on or off.
 */
export async function adminVerificationAction(request: Request, userId: string) {
  await requireRole(request, ["admin"]);
  const formData = await requireForm(request);
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !(REVIEW_INTENTS as readonly string[]).includes(intent)) {
    return data({ intent: null, result: null, toast: makeToast({ kind: "error", title: "changesNotSaved", description: "errors.invalid_input" }) }, { status: 400 });
  }
  const which = intent as ReviewIntent;
  // The form shows the licence's fields for a lawyer; the procedure decides again from the account itself.
  const schema = which === "approve" ? (formData.get("kind") === "lawyer" ? FORMS.approveLawyer : FORMS.approve) : FORMS[which];
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data({ intent: which, result: submission.reply(), toast: null }, { status: 400 });
  }
  const caller = await callerFor(request);
  const value = submission.value as Record<string, string>;
  let description: string;
  try {
    if (which === "approve") {
      const licence = formData.get("kind") === "lawyer" ? (submission.value as unknown as z.output<typeof licenceInput>) : undefined;
      await caller.verifications.approve({ userId, licence });
      description = "adminReview:toasts.approved";
    } else if (which === "reject") {
      await caller.verifications.reject({ userId, reason: value.reason! });
      description = "adminReview:toasts.rejected";
    } else {
      await caller.verifications.updateLicence({ userId, ...(submission.value as unknown as z.output<typeof licenceInput>) });
      description = "adminReview:toasts.licenceSaved";
    }
  } catch (error) {
    const code = errorCodeOf(error, `verification ${which}`);
    if (code === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
    return data(
      {
        intent: which,
        result: submission.reply({ formErrors: [`errors.${code}`] }),
        toast: makeToast({ kind: "error", title: "changesNotSaved", description: `errors.${code}` }),
      },
      { status: STATUS_OF_CODE[code] ?? 400 },
    );
  }
  const toast = makeToast({ kind: "success", title: "changesSaved", description });
  return redirect(adminVerificationPath(userId), { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}
export type AdminVerificationActionData = Awaited<ReturnType<typeof adminVerificationAction>>;

// ------------------------------------------------------------------ the person's own dashboard

/** What the lawyer's or company's dashboard shows of its own review: reason, history, licence. */
export async function loadOwnVerification(request: Request, locale: AppLocale) {
  const own = await (await callerFor(request)).verifications.own();
  return {
    status: own.status,
    documentCount: own.documentCount,
    rejection: own.rejection ? { reason: own.rejection.reason, at: formatDateTime(own.rejection.at, locale) } : null,
    history: historyView(own.history, locale),
    licence: own.licence
      ? {
          rollLevel: own.licence.rollLevel,
          licenceNumber: own.licence.licenceNumber,
          expiresOn: formatDate(own.licence.licenceExpiresOn, locale),
          expired: own.licence.expired,
          expiringSoon: own.licence.expiringSoon,
        }
      : null,
  };
}
export type OwnVerificationView = Awaited<ReturnType<typeof loadOwnVerification>>;

export const RESUBMIT_INTENT = "resubmit-verification";

/**
 * The dashboards' "resubmit for review" form (a plain POST with intent=resubmit-verification), or null
 * when the post is another form of the page (the body is read from a clone, so the next handler can read it).
 */
export async function resubmitVerificationAction({ request }: ActionFunctionArgs, kind: "lawyer" | "company") {
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) return null;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (form?.get("intent") !== RESUBMIT_INTENT) return null;
  await requireRole(request, [kind]);
  const submission = parseWithZod(form, { schema: resubmitForm });
  if (submission.status !== "success") {
    return data({ resubmit: submission.reply(), toast: null }, { status: 400 });
  }
  try {
    await (await callerFor(request)).verifications.resubmitOwn({ note: submission.value.note });
  } catch (error) {
    const code = errorCodeOf(error, "verification resubmit");
    return data(
      {
        resubmit: submission.reply({ formErrors: [`errors.${code}`] }),
        toast: makeToast({ kind: "error", title: "changesNotSaved", description: `errors.${code}` }),
      },
      { status: 400 },
    );
  }
  const toast = makeToast({ kind: "success", title: "changesSaved", description: "adminReview:toasts.resubmitted" });
  return redirect(`/dashboard/${kind}#documents`, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}
