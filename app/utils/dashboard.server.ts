import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { Role } from "#db/schema";
import { getEnv } from "#server/config/env";
import { DOCUMENT_KEYS_BY_ROLE } from "#server/documents/verification-documents";
import { getTranslator } from "~/i18n/i18next.server";
import { toastsForUpload } from "./documents.server";
import { flashToasts } from "./flash.server";
import { formatDate } from "./format";
import { requireRole } from "./guards.server";
import { documentsFromForm, maxUploadMegabytes, readPostedForm } from "./multipart.server";
import { makeToast } from "./toast";
import { callerFor, errorCodeOf } from "./trpc.server";

type DashboardKind = "user" | "company" | "lawyer";

const ROLES_FOR: Record<DashboardKind, readonly (Role | null)[]> = {
  user: ["individual", null],
  company: ["company"],
  lawyer: ["lawyer"],
};

/** Loader of /dashboard/{user,company,lawyer}: the guard redirects, the procedure checks again. */
export function dashboardLoader(kind: DashboardKind) {
  return async ({ request }: LoaderFunctionArgs) => {
    const viewer = await requireRole(request, ROLES_FOR[kind]);
    const caller = await callerFor(request);
    const summary = await caller.dashboard[kind]();
    const { t, locale } = await getTranslator(request);
    return {
      summary: { ...summary, memberSince: summary.memberSince ? formatDate(summary.memberSince, locale) : null },
      documentKeys: DOCUMENT_KEYS_BY_ROLE[viewer.role ?? "individual"],
      maxMegabytes: maxUploadMegabytes(),
      meta: { title: t(`dashboard:${kind}.metaTitle`), description: t(`dashboard:${kind}.description`) },
    };
  };
}

/** Document upload from a dashboard (multipart; works without JavaScript). */
export function dashboardAction(kind: DashboardKind) {
  return async ({ request }: ActionFunctionArgs) => {
    const viewer = await requireRole(request, ROLES_FOR[kind]);
    const formData = await readPostedForm(request, { maxFileBytes: getEnv().MAX_UPLOAD_BYTES });
    if (!formData) {
      return data({ toast: makeToast({ kind: "error", title: "fileUploadFailed", description: "errors.invalid_input" }) }, { status: 400 });
    }
    const documents = await documentsFromForm(formData, DOCUMENT_KEYS_BY_ROLE[viewer.role ?? "individual"]);
    if (documents.length === 0) {
      return data({ toast: makeToast({ kind: "error", title: "fileUploadFailed", description: "validation.chooseFile" }) }, { status: 400 });
    }
    try {
      const outcome = await (await callerFor(request)).documents.uploadVerification({ documents });
      const toasts = toastsForUpload(outcome, { announceSuccess: true });
      return redirect(new URL(request.url).pathname, { headers: { "Set-Cookie": await flashToasts(request, toasts) } });
    } catch (error) {
      const code = errorCodeOf(error, "document upload");
      return data({ toast: makeToast({ kind: "error", title: "profileUpdateFailed", description: `errors.${code}` }) }, { status: 400 });
    }
  };
}
