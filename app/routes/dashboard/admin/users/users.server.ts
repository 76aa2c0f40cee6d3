import { parseWithZod } from "@conform-to/zod/v4";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { z } from "zod";
import { suspendUserInput, userIdInput } from "#server/users/schemas";
import { adminUserPath, readAdminUserParams } from "~/components/back-office/users/user-params";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { formatDate, formatDateTime, isolate } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { requireForm } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, orNotFound } from "~/utils/trpc.server";

/**
 * /dashboard/admin/users and /dashboard/admin/users/{id} (issue 10 §3). Every read and write goes
 * through the users procedures (admin only); the guard here only decides the redirect.
 */

export async function adminUsersLoader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = readAdminUserParams(new URL(request.url).searchParams);
  const [caller, { t, locale }] = await Promise.all([callerFor(request), getTranslator(request)]);
  const list = await caller.users.list({ q: params.q, role: params.role, state: params.state, sort: params.sort, page: params.page });
  return {
    params,
    total: list.total,
    page: list.page,
    pageCount: Math.max(1, Math.ceil(list.total / list.pageSize)),
    rows: list.rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      states: [
        ...(row.suspendedAt ? (["suspended"] as const) : []),
        ...(!row.emailVerified ? (["unconfirmed"] as const) : []),
        ...(row.verificationStatus === "pending" ? (["verification_pending"] as const) : []),
        ...(row.verificationStatus === "rejected" ? (["verification_rejected"] as const) : []),
      ],
      created: formatDate(row.createdAt, locale),
      lastSeen: row.lastSeenAt ? formatDateTime(row.lastSeenAt, locale) : null,
    })),
    meta: { title: t("adminUsers:list.metaTitle"), description: t("adminUsers:list.intro") },
  };
}

export async function adminUserLoader(request: Request, userId: string) {
  const viewer = await requireRole(request, ["admin"]);
  const [caller, { t, locale }] = await Promise.all([callerFor(request), getTranslator(request)]);
  const detail = await orNotFound(caller.users.byId({ userId }));
  const when = (value: Date | string | null) => (value ? formatDateTime(value, locale) : null);
  return {
    isSelf: detail.user.id === viewer.user.id,
    user: {
      ...detail.user,
      createdAt: formatDate(detail.user.createdAt, locale),
      lastSeenAt: when(detail.user.lastSeenAt),
    },
    suspension: detail.suspension ? { ...detail.suspension, at: formatDateTime(detail.suspension.at, locale) } : null,
    verification: detail.verification,
    twoFactor: { enabled: detail.twoFactor.enabled, resetAt: when(detail.twoFactor.resetAt) },
    lawyer: detail.lawyer,
    company: detail.company ? { ...detail.company, joinedAt: formatDate(detail.company.joinedAt, locale) } : null,
    consultations: {
      total: detail.consultations.total,
      rows: detail.consultations.rows.map((c) => ({
        id: c.id,
        reference: c.reference,
        status: c.status,
        kind: c.kind,
        serviceArea: c.service_area,
        capacity: c.capacity,
        counterpart: c.capacity === "client" ? (locale === "en" ? c.lawyer_name_en : c.lawyer_name_ar) : c.client_name,
        when: when(c.starts_at),
      })),
    },
    cases: {
      total: detail.cases.total,
      rows: detail.cases.rows.map((c) => ({
        id: c.id,
        reference: c.reference,
        title: locale === "en" ? c.title_en || c.title_ar : c.title_ar || c.title_en,
        titleLang: (locale === "en" ? c.title_en : c.title_ar) ? undefined : locale === "en" ? "ar" : "en",
        status: c.status,
        capacity: c.capacity,
        updated: formatDate(c.updated_at, locale),
      })),
    },
    history: detail.history.map((h) => ({
      id: h.id,
      at: formatDateTime(h.at, locale),
      action: h.action,
      actorName: h.actorName,
      reason: typeof h.after?.reason === "string" ? h.after.reason : null,
    })),
    meta: { title: t("adminUsers:detail.metaTitle", { name: isolate(detail.user.name) }), description: t("adminUsers:detail.description") },
  };
}
export type AdminUserPageData = Awaited<ReturnType<typeof adminUserLoader>>;

// ------------------------------------------------------------------ actions

export const USER_INTENTS = ["suspend", "reactivate", "resend", "reset-two-factor"] as const;
export type UserIntent = (typeof USER_INTENTS)[number];

/** Each form is its procedure's input without the account's id, which is the URL's. */
const FORMS = {
  suspend: suspendUserInput.omit({ userId: true }),
  reactivate: userIdInput.omit({ userId: true }),
  resend: userIdInput.omit({ userId: true }),
  "reset-two-factor": suspendUserInput.omit({ userId: true }),
} as const satisfies Record<UserIntent, z.ZodType>;

const STATUS_OF_CODE: Partial<Record<string, number>> = { rate_limited: 429, unauthorized: 401, forbidden: 403 };

/**
 * The detail page's three forms, each a plain POST with an `intent`. Bad input answers 400 with the
 * field errors and changes nothing; a refusal (your own account, already suspended, too many emails)
 * comes back as the catalogue message in the visitor's language; success redirects back (303) with a
 * flashed toast, so it works the same with JavaScript on or off.
 */
export async function adminUserAction(request: Request, userId: string) {
  await requireRole(request, ["admin"]);
  const formData = await requireForm(request);
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !(USER_INTENTS as readonly string[]).includes(intent)) {
    return data({ intent: null, result: null, toast: makeToast({ kind: "error", title: "changesNotSaved", description: "errors.invalid_input" }) }, { status: 400 });
  }
  const which = intent as UserIntent;
  const submission = parseWithZod(formData, { schema: FORMS[which] });
  if (submission.status !== "success") {
    return data({ intent: which, result: submission.reply(), toast: null }, { status: 400 });
  }
  const caller = await callerFor(request);
  let description: string;
  let params: Record<string, string> | undefined;
  try {
    if (which === "suspend") {
      await caller.users.suspend({ userId, ...(submission.value as { reason: string }) });
      description = "adminUsers:toasts.suspended";
    } else if (which === "reactivate") {
      await caller.users.reactivate({ userId });
      description = "adminUsers:toasts.reactivated";
    } else if (which === "reset-two-factor") {
      await caller.users.resetTwoFactor({ userId, ...(submission.value as { reason: string }) });
      description = "adminUsers:toasts.twoFactorReset";
    } else {
      const { sentTo } = await caller.users.resendConfirmation({ userId });
      description = "adminUsers:toasts.resent";
      params = { email: sentTo };
    }
  } catch (error) {
    const code = errorCodeOf(error, `admin user ${which}`);
    // The account itself is not there (or the id names nothing): the page answers 404.
    if (code === "not_found" || code === "invalid_input") throw new Response(null, { status: 404, statusText: "Not Found" });
    return data(
      {
        intent: which,
        result: submission.reply({ formErrors: [`errors.${code}`] }),
        toast: makeToast({ kind: "error", title: "changesNotSaved", description: `errors.${code}` }),
      },
      { status: STATUS_OF_CODE[code] ?? 400 },
    );
  }
  const toast = makeToast({ kind: "success", title: "changesSaved", description, params });
  return redirect(adminUserPath(userId), { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}
export type AdminUserActionData = Awaited<ReturnType<typeof adminUserAction>>;
