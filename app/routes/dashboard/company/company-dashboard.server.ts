import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { COMPANY_SECTORS, COMPANY_SERVICES, companyProfileInput, inviteIdInput, inviteInput, memberInput, memberRoleInput, serviceRequestInput } from "#server/company/catalog";
import { getTranslator } from "~/i18n/i18next.server";
import { dashboardAction, dashboardLoader } from "~/utils/dashboard.server";
import { flashToasts } from "~/utils/flash.server";
import { formatDate, formatDateTime } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { isMultipart, requireForm } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf } from "~/utils/trpc.server";
import type { CompanyIntent, CompanyView } from "~/components/company/types";

const baseLoader = dashboardLoader("company");
const uploadAction = dashboardAction("company");

/** /dashboard/company: the shared account/documents cards plus the company's own areas. */
export async function companyDashboardLoader(args: LoaderFunctionArgs) {
  const base = await baseLoader(args);
  const caller = await callerFor(args.request);
  // The first visit of a company account makes its (empty) company, with this person as owner.
  const overview = await caller.company.overview();
  const { locale } = await getTranslator(args.request);
  const company: CompanyView = {
    viewerRole: overview.viewerRole,
    viewerId: overview.viewerId,
    options: { sectors: COMPANY_SECTORS, services: COMPANY_SERVICES },
    profile: {
      legal_name_ar: overview.profile.legal_name_ar,
      legal_name_en: overview.profile.legal_name_en,
      cr_number: overview.profile.cr_number,
      qfc_licence_number: overview.profile.qfc_licence_number,
      sector: overview.profile.sector,
      updatedAt: new Date(overview.profile.updated_at).toISOString(),
    },
    members: overview.members.map((m) => ({
      ...m,
      joined: formatDate(m.joinedAt, locale),
    })),
    invites: overview.invites.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      sent: formatDate(i.createdAt, locale),
      expires: formatDate(i.expiresAt, locale),
    })),
    consultations: overview.consultations.map((c) => ({
      id: c.id,
      reference: c.reference,
      kind: c.kind,
      status: c.status,
      when: c.startsAt ? formatDateTime(c.startsAt, locale) : null,
      bookedBy: c.bookedBy,
      lawyerNameAr: c.lawyerNameAr,
      lawyerNameEn: c.lawyerNameEn,
    })),
    serviceRequests: overview.serviceRequests.map((r) => ({
      id: r.id,
      service: r.service,
      details: r.details,
      status: r.status,
      created: formatDate(r.createdAt, locale),
      requestedBy: r.requestedBy,
    })),
  };
  return { ...base, company };
}

const SCHEMAS = {
  profile: companyProfileInput,
  invite: inviteInput,
  "revoke-invite": inviteIdInput,
  "remove-member": memberInput,
  "set-role": memberRoleInput,
  "request-service": serviceRequestInput,
} satisfies Record<CompanyIntent, z.ZodType>;

/** Where each form lands after success, and the toast that says what happened. */
const DONE: Record<CompanyIntent, { anchor: string; toast: string }> = {
  profile: { anchor: "company-profile", toast: "company:toasts.profileSaved" },
  invite: { anchor: "company-members", toast: "company:toasts.inviteSent" },
  "revoke-invite": {
    anchor: "company-members",
    toast: "company:toasts.inviteRevoked",
  },
  "remove-member": {
    anchor: "company-members",
    toast: "company:toasts.memberRemoved",
  },
  "set-role": { anchor: "company-members", toast: "company:toasts.roleChanged" },
  "request-service": {
    anchor: "company-services",
    toast: "company:toasts.requestSent",
  },
};

/** Own keys only: `in` also finds what every object inherits (constructor, toString, __proto__). */
const isIntent = (value: unknown): value is CompanyIntent => typeof value === "string" && Object.hasOwn(SCHEMAS, value);

/**
 * The document upload (multipart, no intent) goes to the shared dashboard action; every other form
 * names its `intent` and goes to its company procedure. Bad input changes nothing and comes back
 * with field errors; a refused or failed call comes back as a form error and a toast.
 */
export async function companyDashboardAction(args: ActionFunctionArgs) {
  const { request } = args;
  if (isMultipart(request)) return uploadAction(args);
  await requireRole(request, ["company"]);
  const formData = await requireForm(request);
  const intent = formData.get("intent");
  if (!isIntent(intent)) {
    return data(
      {
        reply: null,
        toast: makeToast({
          kind: "error",
          title: "error",
          description: "errors.invalid_input",
        }),
      },
      { status: 400 }
    );
  }
  const submission = parseWithZod(formData, { schema: SCHEMAS[intent] });
  if (submission.status !== "success") {
    return data({ reply: { intent, result: submission.reply() }, toast: null }, { status: 400 });
  }
  try {
    const company = (await callerFor(request)).company;
    if (intent === "profile") await company.updateProfile(submission.value as z.infer<typeof companyProfileInput>);
    else if (intent === "invite") await company.invite(submission.value as z.infer<typeof inviteInput>);
    else if (intent === "revoke-invite") await company.revokeInvite(submission.value as z.infer<typeof inviteIdInput>);
    else if (intent === "remove-member") await company.removeMember(submission.value as z.infer<typeof memberInput>);
    else if (intent === "set-role") await company.setMemberRole(submission.value as z.infer<typeof memberRoleInput>);
    else await company.requestService(submission.value as z.infer<typeof serviceRequestInput>);
    const done = DONE[intent];
    const toast = makeToast({
      kind: "success",
      title: "companyUpdated",
      description: done.toast,
    });
    return redirect(`/dashboard/company#${done.anchor}`, {
      status: 303,
      headers: { "Set-Cookie": await flashToasts(request, [toast]) },
    });
  } catch (error) {
    const code = errorCodeOf(error, `company dashboard ${intent}`);
    return data(
      {
        reply: {
          intent,
          result: submission.reply({ formErrors: [`errors.${code}`] }),
        },
        toast: makeToast({
          kind: "error",
          title: "error",
          description: `errors.${code}`,
        }),
      },
      {
        status: code === "rate_limited" ? 429 : code === "not_found" ? 404 : 400,
      }
    );
  }
}
