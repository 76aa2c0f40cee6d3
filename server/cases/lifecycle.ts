import crypto from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { isUuid } from "#server/common/ids";
import { CONSULTATION_FILES_BUCKET } from "#server/consultations/constants";
import { consultationObjectKey } from "#server/consultations/files";
import { AppError, notFound } from "#server/errors/app-error";
import { isLawyerLicenceInForce } from "#server/lawyers/listing";
import type { StorageDriver } from "#server/storage/types";
import { CASE_FIELD_COLUMNS, requireAction, requireCase } from "./access";
import { CASE_FILES_BUCKET, CASE_REFERENCE_PREFIX } from "./constants";
import { auditOf, recordCaseEvent, runCaseChange, type CaseActor } from "./events";
import type { CreateCaseInput, CreateFromConsultationInput } from "./schemas";
import { qatarDateOf } from "#server/common/qatar-time";

type Trx = Transaction<Database>;

/** The year of an instant in Doha (a case opened on 31 December at 23:30 UTC belongs to the new year). */
export function qatarYear(at: Date): number {
  return Number(qatarDateOf(at).slice(0, 4));
}

/**
 * The next reference of the year, QL-2026-000123, inside the transaction that creates the case: the
 * counter row's lock makes concurrent creations wait for each other, so numbers are unique and
 * consecutive (a rolled-back creation gives its number back).
 */
export async function nextCaseReference(trx: Kysely<Database>, at: Date): Promise<string> {
  const year = qatarYear(at);
  const row = await trx
    .insertInto("case_reference_counters")
    .values({ year, last_value: 1 })
    .onConflict((oc) => oc.column("year").doUpdateSet({ last_value: sql<number>`case_reference_counters.last_value + 1` }))
    .returning("last_value")
    .executeTakeFirstOrThrow();
  return `${CASE_REFERENCE_PREFIX}-${year}-${String(row.last_value).padStart(6, "0")}`;
}

/** A client account by id or email: anyone but a lawyer or an admin (they are the firm's side). */
async function findClient(db: Kysely<Database>, opts: { clientId?: string; clientEmail?: string }) {
  let query = db.selectFrom("user").leftJoin("profiles", "profiles.id", "user.id").select(["user.id", "profiles.user_type"]);
  query = opts.clientId ? query.where("user.id", "=", opts.clientId) : query.where(sql`lower("user".email)`, "=", (opts.clientEmail ?? "").toLowerCase());
  const row = await query.executeTakeFirst();
  if (!row || row.user_type === "lawyer" || row.user_type === "admin") throw new AppError("client_not_found");
  return { id: row.id, role: row.user_type };
}

/**
 * The company that owns a new case: the one given (the client must be a member of it), none for
 * null, and when omitted the client's company account if the client signed up as a company.
 */
async function owningCompany(db: Kysely<Database>, client: { id: string; role: string | null }, companyId: string | null | undefined): Promise<string | null> {
  const membership = await db.selectFrom("company_members").select("company_id").where("user_id", "=", client.id).executeTakeFirst();
  if (companyId === null) return null;
  if (companyId === undefined) return client.role === "company" ? (membership?.company_id ?? null) : null;
  if (membership?.company_id !== companyId.toLowerCase()) throw new AppError("case_company_mismatch");
  return membership.company_id;
}

/**
 * Throws lawyer_not_verified unless the account is a lawyer whose verification the firm approved, and
 * lawyer_licence_expired when their licence has lapsed (issue 25 §10: no work for them until renewed).
 */
export async function requireVerifiedLawyer(db: Kysely<Database>, userId: string): Promise<{ id: string; name: string }> {
  const row = await db
    .selectFrom("user")
    .innerJoin("profiles", "profiles.id", "user.id")
    .select(["user.id", "user.name"])
    .where("user.id", "=", userId)
    .where("profiles.user_type", "=", "lawyer")
    .where("profiles.verification_status", "=", "verified")
    .executeTakeFirst();
  if (!row) throw new AppError("lawyer_not_verified");
  if (!(await isLawyerLicenceInForce(db, row.id))) throw new AppError("lawyer_licence_expired");
  return row;
}

function assertAdmin(viewer: Viewer): void {
  // The router admits admins only; this keeps the domain functions safe when called directly.
  if (viewer.role !== "admin") throw new AppError("forbidden");
}

interface NewCase {
  clientId: string;
  companyId: string | null;
  titleAr: string;
  titleEn: string;
  description: string | null;
  serviceArea: string;
  court: string | null;
  courtCaseNumber: string | null;
  opposingParty: string | null;
  nextStep: string | null;
  nextStepDue: string | null;
  consultationId: string | null;
}

async function insertCase(trx: Trx, viewer: Viewer, values: NewCase, lawyerUserIds: string[]) {
  const id = crypto.randomUUID();
  const reference = await nextCaseReference(trx, new Date());
  await trx
    .insertInto("cases")
    .values({
      id,
      reference,
      client_id: values.clientId,
      company_id: values.companyId,
      title_ar: values.titleAr,
      title_en: values.titleEn,
      description: values.description ?? "",
      service_area: values.serviceArea,
      court: values.court,
      court_case_number: values.courtCaseNumber,
      opposing_party: values.opposingParty,
      next_step: values.nextStep,
      next_step_due: values.nextStepDue,
      consultation_id: values.consultationId,
      created_by: viewer.user.id,
    })
    .execute();
  if (lawyerUserIds.length) {
    await trx
      .insertInto("case_lawyers")
      .values(lawyerUserIds.map((lawyer) => ({ case_id: id, lawyer_user_id: lawyer, assigned_by: viewer.user.id })))
      .execute();
  }
  return { id, reference };
}

/** Admin: opens a case from scratch for a client (by id or email), optionally with its company and lawyers. */
/** The names of the lawyers assigned to a case, for the audit log's before and after. */
async function assignedLawyerNames(trx: Trx, caseId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom("case_lawyers")
    .innerJoin("user", "user.id", "case_lawyers.lawyer_user_id")
    .select("user.name")
    .where("case_lawyers.case_id", "=", caseId)
    .orderBy("user.name")
    .execute();
  return rows.map((r) => r.name);
}

/** What a new case's audit row shows as "after": its reference and fields, the client and the lawyers. */
async function openedValues(trx: Trx, caseId: string): Promise<Record<string, unknown>> {
  const row = await trx
    .selectFrom("cases")
    .innerJoin("user", "user.id", "cases.client_id")
    .select([...CASE_FIELD_COLUMNS, "user.name as client", "cases.company_id", "cases.consultation_id"])
    .where("cases.id", "=", caseId)
    .executeTakeFirstOrThrow();
  return { ...row, lawyers: await assignedLawyerNames(trx, caseId) };
}

export async function createCase(opts: CaseActor & { db: DB; input: CreateCaseInput }) {
  const { db, viewer, input } = opts;
  assertAdmin(viewer);
  const client = await findClient(db, { clientId: input.clientId, clientEmail: input.clientEmail });
  const companyId = await owningCompany(db, client, input.companyId);
  const lawyerUserIds = [...new Set(input.lawyerUserIds)];
  for (const lawyer of lawyerUserIds) await requireVerifiedLawyer(db, lawyer);
  return runCaseChange(db, async (trx) => {
    const created = await insertCase(
      trx,
      viewer,
      {
        clientId: client.id,
        companyId,
        titleAr: input.titleAr,
        titleEn: input.titleEn,
        description: input.description,
        serviceArea: input.serviceArea,
        court: input.court ?? null,
        courtCaseNumber: input.courtCaseNumber,
        opposingParty: input.opposingParty,
        nextStep: input.nextStep,
        nextStepDue: input.nextStepDue,
        consultationId: null,
      },
      lawyerUserIds,
    );
    await recordCaseEvent(
      trx,
      { caseId: created.id, type: "opened", actorId: viewer.user.id, actorCapacity: "admin", payload: { lawyers: lawyerUserIds }, audit: auditOf(opts, null, await openedValues(trx, created.id)) },
    );
    return created;
  });
}

/** A consultation named by its id or by its reference (C-000123, any letter case); null when neither names one. */
async function consultationIdOf(db: DB, value: string): Promise<string | null> {
  const typed = value.trim();
  if (isUuid(typed)) return typed.toLowerCase();
  if (!/^[A-Za-z]{1,4}-\d{1,10}$/.test(typed)) return null;
  const row = await db.selectFrom("consultations").select("id").where(sql`upper(reference)`, "=", typed.toUpperCase()).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Admin: opens the case of a confirmed or completed consultation, carrying over its client, company,
 * service area, lawyer (when their account is verified) and documents (copied into the case's
 * storage, visible to the client: they came from the client's side). One case per consultation.
 */
export async function createCaseFromConsultation(opts: CaseActor & { db: DB; storage: StorageDriver; input: CreateFromConsultationInput }) {
  const { db, storage, viewer, input } = opts;
  assertAdmin(viewer);
  const consultationId = await consultationIdOf(db, input.consultationId);
  if (!consultationId) notFound();
  const consultation = await db
    .selectFrom("consultations")
    .leftJoin("lawyers", "lawyers.id", "consultations.lawyer_id")
    .select([
      "consultations.id",
      "consultations.reference",
      "consultations.client_id",
      "consultations.company_id",
      "consultations.service_area",
      "consultations.status",
      "lawyers.user_id as lawyer_user_id",
    ])
    .where("consultations.id", "=", consultationId)
    .executeTakeFirst();
  if (!consultation) notFound();
  if (consultation.status !== "confirmed" && consultation.status !== "completed") throw new AppError("consultation_not_eligible");
  let lawyerUserIds: string[] = [];
  if (consultation.lawyer_user_id) {
    const verified = await requireVerifiedLawyer(db, consultation.lawyer_user_id).then(
      () => true,
      () => false,
    );
    if (verified) lawyerUserIds = [consultation.lawyer_user_id];
  }
  // The lawyers the admin chose besides: each must be verified, or nothing is opened.
  for (const extra of new Set(input.lawyerUserIds)) {
    if (lawyerUserIds.includes(extra)) continue;
    await requireVerifiedLawyer(db, extra);
    lawyerUserIds.push(extra);
  }
  const files = await db
    .selectFrom("consultation_files")
    .select(["storage_key", "file_name", "content_type", "size", "uploaded_by"])
    .where("consultation_id", "=", consultation.id)
    .where("purpose", "=", "document")
    .orderBy("created_at")
    .execute();

  return runCaseChange(
    db,
    async (trx, stored) => {
      const existing = await trx.selectFrom("cases").select("id").where("consultation_id", "=", consultation.id).executeTakeFirst();
      if (existing) throw new AppError("case_exists_for_consultation");
      const created = await insertCase(
        trx,
        viewer,
        {
          clientId: consultation.client_id,
          companyId: consultation.company_id,
          titleAr: input.titleAr,
          titleEn: input.titleEn,
          description: input.description,
          serviceArea: consultation.service_area,
          court: input.court ?? null,
          courtCaseNumber: input.courtCaseNumber,
          opposingParty: input.opposingParty,
          nextStep: input.nextStep,
          nextStepDue: input.nextStepDue,
          consultationId: consultation.id,
        },
        lawyerUserIds,
      );
      const versions = new Map<string, number>();
      for (const file of files) {
        const object = await storage.get({ bucket: CONSULTATION_FILES_BUCKET, key: file.storage_key });
        if (!object) continue;
        const key = consultationObjectKey(created.id, file.file_name);
        await storage.put({ bucket: CASE_FILES_BUCKET, key, body: object.body, contentType: file.content_type });
        stored.push(key);
        const version = (versions.get(file.file_name) ?? 0) + 1;
        versions.set(file.file_name, version);
        await trx
          .insertInto("case_documents")
          .values({
            case_id: created.id,
            storage_key: key,
            file_name: file.file_name,
            content_type: file.content_type,
            size: file.size,
            visibility: "client",
            version,
            uploaded_by: file.uploaded_by,
          })
          .execute();
      }
      await recordCaseEvent(
        trx,
        {
          caseId: created.id,
          type: "opened",
          actorId: viewer.user.id,
          actorCapacity: "admin",
          payload: { lawyers: lawyerUserIds, consultationId: consultation.id, consultationReference: consultation.reference, documents: stored.length },
          audit: auditOf(opts, null, { ...(await openedValues(trx, created.id)), consultationReference: consultation.reference, documents: stored.length }),
        },
      );
      return created;
    },
    { storage },
  );
}

/** Admin: assigns a verified lawyer (no change, no event, when already assigned). */
export async function assignLawyer(opts: CaseActor & { db: DB; id: string; lawyerUserId: string }) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const found = await requireCase(trx, viewer, opts.id, { forUpdate: true });
    requireAction(found, "assignLawyer");
    const lawyer = await requireVerifiedLawyer(trx, opts.lawyerUserId);
    const before = await assignedLawyerNames(trx, found.id);
    const inserted = await trx
      .insertInto("case_lawyers")
      .values({ case_id: found.id, lawyer_user_id: lawyer.id, assigned_by: viewer.user.id })
      .onConflict((oc) => oc.columns(["case_id", "lawyer_user_id"]).doNothing())
      .returning("lawyer_user_id")
      .executeTakeFirst();
    if (!inserted) return { changed: false };
    await recordCaseEvent(
      trx,
      {
        caseId: found.id,
        type: "lawyer_assigned",
        actorId: viewer.user.id,
        actorCapacity: found.capacity,
        payload: { lawyerUserId: lawyer.id, lawyerName: lawyer.name },
        audit: auditOf(opts, { lawyers: before }, { lawyers: await assignedLawyerNames(trx, found.id) }),
      },
    );
    return { changed: true };
  });
}

/** Admin: removes a lawyer from the case; they no longer see it. */
export async function unassignLawyer(opts: CaseActor & { db: DB; id: string; lawyerUserId: string }) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const found = await requireCase(trx, viewer, opts.id, { forUpdate: true });
    requireAction(found, "unassignLawyer");
    const before = await assignedLawyerNames(trx, found.id);
    const removed = await trx
      .deleteFrom("case_lawyers")
      .where("case_id", "=", found.id)
      .where("lawyer_user_id", "=", opts.lawyerUserId)
      .returning("lawyer_user_id")
      .executeTakeFirst();
    if (!removed) return { changed: false };
    const lawyer = await trx.selectFrom("user").select("name").where("id", "=", opts.lawyerUserId).executeTakeFirst();
    await recordCaseEvent(
      trx,
      {
        caseId: found.id,
        type: "lawyer_unassigned",
        actorId: viewer.user.id,
        actorCapacity: found.capacity,
        payload: { lawyerUserId: opts.lawyerUserId, lawyerName: lawyer?.name ?? null },
        audit: auditOf(opts, { lawyers: before }, { lawyers: await assignedLawyerNames(trx, found.id) }),
      },
    );
    return { changed: true };
  });
}
