import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { isUuid } from "#server/common/ids";
import { ADMIN_PAGE_SIZE } from "#server/cases/constants";
import { ADMIN_SORTS, createCaseFields, createFromConsultationFields, newCaseHasTitle, newCaseTitleIssue, type ListInput } from "#server/cases/schemas";
import { emailField, recordId } from "#server/common/fields";
import { singleLineString } from "#server/common/text";
import { readAdminCaseParams, type AdminCaseParams } from "~/components/cases/admin-case-params";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { formatDate, formatDateTime } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { requireForm } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf } from "~/utils/trpc.server";

/**
 * /admin/cases (spec §2, issue 9 §3): the list's GET parameters, the two "open a case" forms and the
 * CSV export. Every read and write goes through the cases procedures (admin only); the guard here
 * only decides the redirect.
 */

export function listInputOf(params: AdminCaseParams): ListInput {
  const [sort, direction] = params.sort.split("-") as [(typeof ADMIN_SORTS)[number], "asc" | "desc"];
  return {
    q: params.q,
    status: params.status,
    lawyer: params.lawyer,
    serviceArea: params.area,
    court: params.court,
    hearingsNext7Days: params.hearings === "next7" ? true : undefined,
    sort,
    direction,
    page: params.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export async function adminCasesLoader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = readAdminCaseParams(new URL(request.url).searchParams);
  const caller = await callerFor(request);
  const [list, lawyers, consultations, { t, locale }] = await Promise.all([
    caller.cases.listAll(listInputOf(params)),
    caller.cases.assignableLawyers(),
    caller.cases.eligibleConsultations(),
    getTranslator(request),
  ]);
  return {
    params,
    list: {
      ...list,
      rows: list.rows.map((row) => ({
        ...row,
        nextHearingLabel: row.next_hearing_at ? formatDateTime(row.next_hearing_at, locale) : null,
        updatedLabel: formatDate(row.updated_at, locale),
      })),
    },
    lawyers: lawyers.map((l) => ({ id: l.id, name: locale === "en" ? l.name_en : l.name_ar })),
    consultations: consultations.map((c) => ({
      id: c.id,
      reference: c.reference,
      status: c.status,
      clientName: c.clientName,
      when: formatDate(c.at, locale),
    })),
    meta: { title: t("cases:admin.metaTitle"), description: t("cases:admin.description") },
  };
}

// ------------------------------------------------------------------ opening a case

/**
 * The two forms parse with their procedures' inputs (server/cases/schemas.ts): without what the forms do not
 * offer (the client's id and company, the next step), the intent added, and the client named by email.
 */
/** The "from scratch" form: the client by email, titles, area, court and lawyers. */
export const newCaseForm = createCaseFields
  .omit({ clientId: true, companyId: true, nextStep: true, nextStepDue: true })
  .extend({ intent: z.literal("create"), clientEmail: emailField })
  .refine(newCaseHasTitle, newCaseTitleIssue);

/** The "from a consultation" form: picked from the list (an id) or typed (reference, id or its link). */
export const fromConsultationForm = createFromConsultationFields
  .omit({ description: true, nextStep: true, nextStepDue: true })
  .extend({
    intent: z.literal("from-consultation"),
    consultationId: recordId.trim().optional(),
    consultationRef: singleLineString().trim().max(300, "validation.tooLong").optional(),
  })
  .refine(newCaseHasTitle, newCaseTitleIssue)
  .refine((v) => Boolean(v?.consultationId || v?.consultationRef), { message: "cases:admin.errors.consultationRequired", path: ["consultationRef"], when: () => true });

export type NewCaseIntent = "create" | "from-consultation";

/** Which field an expected refusal belongs to, so the message shows next to it. */
const FIELD_OF_CODE: Partial<Record<string, string>> = {
  client_not_found: "clientEmail",
  case_company_mismatch: "clientEmail",
  lawyer_not_verified: "lawyerUserIds",
  lawyer_licence_expired: "lawyerUserIds",
  consultation_not_eligible: "consultationRef",
  case_exists_for_consultation: "consultationRef",
  not_found: "consultationRef",
};

function refused(intent: NewCaseIntent, result: SubmissionResult<string[]>, status = 400) {
  return data({ intent, result, toast: makeToast({ kind: "error", title: "changesNotSaved", description: "cases:admin.toasts.fixErrors" }) }, { status });
}

/** The consultation in what an admin typed: a bare id, a link to /consultations/{id}, or its reference. */
function typedConsultation(value: { consultationId?: string; consultationRef?: string }): string | null {
  if (value.consultationId && isUuid(value.consultationId)) return value.consultationId;
  const typed = value.consultationRef ?? "";
  const inLink = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i.exec(typed);
  if (inLink) return inLink[1]!.toLowerCase();
  return typed || null;
}

async function created(request: Request, opened: { id: string; reference: string }) {
  const toasts = [makeToast({ kind: "success", title: "changesSaved", description: "cases:admin.toasts.created", params: { reference: opened.reference } })];
  return redirect(`/case/${opened.id}`, { status: 303, headers: { "Set-Cookie": await flashToasts(request, toasts) } });
}

/**
 * Opens a case from scratch or from a consultation: parsed with the form's schema (field errors are
 * locale keys, nothing is written on bad input), then the procedure, which checks everything again.
 * An expected refusal comes back next to its field in the visitor's language.
 */
export async function adminCasesAction({ request }: ActionFunctionArgs) {
  await requireRole(request, ["admin"]);
  const form = await requireForm(request);
  const intent = form.get("intent");
  const caller = await callerFor(request);
  if (intent === "create") {
    const submission = parseWithZod(form, { schema: newCaseForm });
    if (submission.status !== "success") return refused(intent, submission.reply());
    const v = submission.value;
    try {
      const opened = await caller.cases.create({
        clientEmail: v.clientEmail,
        titleAr: v.titleAr,
        titleEn: v.titleEn,
        serviceArea: v.serviceArea,
        court: v.court ?? null,
        courtCaseNumber: v.courtCaseNumber,
        opposingParty: v.opposingParty,
        description: v.description,
        lawyerUserIds: v.lawyerUserIds,
      });
      return await created(request, opened);
    } catch (error) {
      const code = errorCodeOf(error, "admin case creation");
      const field = FIELD_OF_CODE[code];
      return refused(intent, submission.reply(field ? { fieldErrors: { [field]: [`errors.${code}`] } } : { formErrors: [`errors.${code}`] }));
    }
  }
  if (intent === "from-consultation") {
    const submission = parseWithZod(form, { schema: fromConsultationForm });
    if (submission.status !== "success") return refused(intent, submission.reply());
    const v = submission.value;
    const consultationId = typedConsultation(v);
    if (!consultationId) return refused(intent, submission.reply({ fieldErrors: { consultationRef: ["cases:admin.errors.consultationNotFound"] } }));
    try {
      // The consultation's lawyer and the ones chosen here are assigned in the same transaction: a refused
      // lawyer opens nothing.
      const opened = await caller.cases.createFromConsultation({
        consultationId,
        titleAr: v.titleAr,
        titleEn: v.titleEn,
        court: v.court ?? null,
        courtCaseNumber: v.courtCaseNumber,
        opposingParty: v.opposingParty,
        lawyerUserIds: v.lawyerUserIds,
      });
      return await created(request, opened);
    } catch (error) {
      const code = errorCodeOf(error, "admin case from consultation");
      const field = FIELD_OF_CODE[code];
      const message = code === "not_found" ? "cases:admin.errors.consultationNotFound" : `errors.${code}`;
      return refused(intent, submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }));
    }
  }
  throw new Response(null, { status: 400, statusText: "Bad Request" });
}

// ------------------------------------------------------------------ the CSV of what the filters show

export async function adminCasesCsv({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = readAdminCaseParams(new URL(request.url).searchParams);
  const [caller, { locale }] = await Promise.all([callerFor(request), getTranslator(request)]);
  // Every page of what the filters show (the procedure ignores the page).
  const csv = await caller.cases.exportCsv({ filters: listInputOf(params), locale });
  return new Response(csv.body, {
    headers: {
      "Content-Type": csv.contentType,
      "Content-Disposition": `attachment; filename="${csv.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
