import { sql } from "kysely";
import type { DB } from "#db/index";
import { recordAudit, type AuditActor } from "#server/audit/record";
import type { Viewer } from "#server/auth/viewer";
import { getEnv } from "#server/config/env";
import { isUuid } from "#server/common/ids";
import { AppError, notFound } from "#server/errors/app-error";
import { ROLL_LEVELS } from "#server/lawyers/catalog";
import { enqueueMail } from "#server/mail/outbox";
import { notify } from "#server/notifications/notify";
import { deleteNowOrLater } from "#server/storage/deletions";
import { documentNameFor, VERIFICATION_BUCKET, verificationObjectKey } from "#server/storage/files";
import type { StorageDriver } from "#server/storage/types";
import { checkDocument, documentUrl } from "#server/documents/verification-documents";
import { standingDecisionEmail } from "./emails";
import { localeOf } from "~/i18n/config";
import { noticeAdmins } from "#server/notifications/admin-notices";
import { ADMIN_NOTICE_QUEUES } from "#server/notifications/constants";

/**
 * Issue 13 §1: a lawyer's stated standing (the courts of the roll they may plead before, and rights of
 * audience before the QFC Court), with a supporting document, confirmed by an admin before the directory
 * shows it. The lawyer's request changes nothing public; the admin's confirmation writes the directory
 * entry and the recorded licence in one transaction with the audit row, the notice and the email.
 */

export type StandingLevel = (typeof ROLL_LEVELS)[number];
type Actor = AuditActor & { viewer: Viewer };

/** The verification documents' own refusals, as the errors this procedure answers with. */
const FILE_ERRORS = { too_large: "file_too_large", empty: "file_required", type_not_allowed: "file_type_not_allowed" } as const;

export interface StandingRequest {
  id: string;
  rollLevel: StandingLevel;
  qfcRightsOfAudience: boolean;
  documentName: string;
  /** The app URL of the document (/files/*: the lawyer and admins only). */
  documentUrl: string;
  status: "pending" | "confirmed" | "rejected";
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRequest(row: {
  id: string;
  court_roll_level: StandingLevel;
  qfc_rights_of_audience: boolean;
  document_key: string;
  document_name: string;
  status: "pending" | "confirmed" | "rejected";
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}): StandingRequest {
  return {
    id: row.id,
    rollLevel: row.court_roll_level,
    qfcRightsOfAudience: row.qfc_rights_of_audience,
    documentName: row.document_name,
    documentUrl: documentUrl(row.document_key),
    status: row.status,
    reason: row.reason,
    createdAt: iso(row.created_at)!,
    decidedAt: iso(row.decided_at),
  };
}

const REQUEST_COLUMNS = ["id", "court_roll_level", "qfc_rights_of_audience", "document_key", "document_name", "status", "reason", "created_at", "decided_at"] as const;

/** The lawyer's page: what the directory shows now, the request waiting (if any) and the last decision. */
export async function myStanding(db: DB, viewer: Viewer) {
  const lawyer = await db.selectFrom("lawyers").select(["court_roll_level", "qfc_rights_of_audience"]).where("user_id", "=", viewer.user.id).executeTakeFirst();
  const requests = await db
    .selectFrom("lawyer_standing_requests")
    .select(REQUEST_COLUMNS)
    .where("user_id", "=", viewer.user.id)
    .orderBy("created_at", "desc")
    .limit(10)
    .execute();
  return {
    listed: lawyer ? { rollLevel: lawyer.court_roll_level, qfcRightsOfAudience: lawyer.qfc_rights_of_audience } : null,
    pending: requests.filter((r) => r.status === "pending").map(toRequest)[0] ?? null,
    history: requests.filter((r) => r.status !== "pending").map(toRequest),
  };
}

/** The lawyer asks for their standing to be confirmed; the document is checked by content and stored privately. */
export async function submitStandingRequest(
  db: DB,
  storage: StorageDriver,
  actor: Actor,
  input: { rollLevel: StandingLevel; qfcRightsOfAudience: boolean; document: { fileName: string; bytes: Uint8Array | null } },
) {
  const userId = actor.viewer.user.id;
  const lawyer = await db.selectFrom("lawyers").select("id").where("user_id", "=", userId).executeTakeFirst();
  if (!lawyer) throw new AppError("lawyer_profile_required");
  const waiting = await db.selectFrom("lawyer_standing_requests").select("id").where("user_id", "=", userId).where("status", "=", "pending").executeTakeFirst();
  if (waiting) throw new AppError("standing_request_pending");
  const check = await checkDocument(input.document);
  if (typeof check === "string") throw new AppError(FILE_ERRORS[check]);
  const { contentType } = check;
  const bytes = input.document.bytes!;
  const fileName = documentNameFor(input.document.fileName, contentType);
  const key = verificationObjectKey({ userId, key: "standing", timestamp: Date.now(), fileName });
  await storage.put({ bucket: VERIFICATION_BUCKET, key, body: bytes, contentType });
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("lawyer_standing_requests")
        .values({ user_id: userId, court_roll_level: input.rollLevel, qfc_rights_of_audience: input.qfcRightsOfAudience, document_key: key, document_name: fileName })
        .returning(["id"])
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        action: "standing.request",
        entityType: "lawyer",
        entityId: lawyer.id,
        summary: `${actor.viewer.user.name} <${actor.viewer.user.email}>`,
        after: { rollLevel: input.rollLevel, qfcRightsOfAudience: input.qfcRightsOfAudience, document: fileName },
      });
      await noticeAdmins(trx, "admin_standing_request", { href: ADMIN_NOTICE_QUEUES.admin_standing_request });
      return { id: row.id };
    });
  } catch (error) {
    // Nothing half-written: the stored file goes when its row could not be written (two tabs at once hit the unique index).
    await deleteNowOrLater(db, storage, [{ bucket: VERIFICATION_BUCKET, key }]);
    if (String((error as { code?: string }).code) === "23505") throw new AppError("standing_request_pending");
    throw error;
  }
}

export interface AdminStandingRequest extends StandingRequest {
  lawyer: { userId: string; id: string | null; name: { ar: string; en: string }; email: string };
  listed: { rollLevel: string; qfcRightsOfAudience: boolean } | null;
  decidedByName: string | null;
}

/** The admin's list: waiting requests oldest first, then the decided ones newest first. */
export async function listStandingRequests(db: DB, input: { status: "pending" | "decided" }) {
  let query = db
    .selectFrom("lawyer_standing_requests as r")
    .innerJoin("user as u", "u.id", "r.user_id")
    .leftJoin("lawyers as l", "l.user_id", "r.user_id")
    .leftJoin("user as d", "d.id", "r.decided_by")
    .select(REQUEST_COLUMNS.map((c) => `r.${c}` as const))
    .select(["r.user_id", "u.email", "u.name as user_name", "l.id as lawyer_id", "l.name_ar", "l.name_en", "l.court_roll_level as listed_level", "l.qfc_rights_of_audience as listed_qfc", "d.name as decided_by_name"]);
  query = input.status === "pending" ? query.where("r.status", "=", "pending").orderBy("r.created_at", "asc") : query.where("r.status", "<>", "pending").orderBy("r.decided_at", "desc");
  const [rows, counts] = await Promise.all([
    query.limit(50).execute(),
    db.selectFrom("lawyer_standing_requests").select([sql<string>`count(*) filter (where status = 'pending')`.as("pending"), sql<string>`count(*) filter (where status <> 'pending')`.as("decided")]).executeTakeFirstOrThrow(),
  ]);
  const items: AdminStandingRequest[] = rows.map((row) => ({
    ...toRequest(row),
    lawyer: { userId: row.user_id, id: row.lawyer_id, name: { ar: row.name_ar ?? row.user_name, en: row.name_en ?? row.user_name }, email: row.email },
    listed: row.listed_level !== null && row.listed_qfc !== null ? { rollLevel: row.listed_level, qfcRightsOfAudience: row.listed_qfc } : null,
    decidedByName: row.decided_by_name,
  }));
  return { items, counts: { pending: Number(counts.pending), decided: Number(counts.decided) } };
}

/** An admin confirms (the directory shows it at once) or rejects with a reason; the lawyer is told either way. */
export async function decideStandingRequest(db: DB, actor: Actor, input: { id: string; decision: "confirm" | "reject"; reason?: string }) {
  if (!isUuid(input.id)) notFound();
  if (input.decision === "reject" && !input.reason) throw new AppError("invalid_input");
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom("lawyer_standing_requests as r")
      .innerJoin("user as u", "u.id", "r.user_id")
      .select(["r.id", "r.user_id", "r.status", "r.court_roll_level", "r.qfc_rights_of_audience", "u.name", "u.email", "u.locale"])
      .where("r.id", "=", input.id)
      .forUpdate("r")
      .executeTakeFirst();
    if (!request) notFound();
    if (request.status !== "pending") throw new AppError("standing_request_decided");
    const confirmed = input.decision === "confirm";
    await trx
      .updateTable("lawyer_standing_requests")
      .set({ status: confirmed ? "confirmed" : "rejected", reason: confirmed ? (input.reason ?? null) : input.reason!, decided_by: actor.viewer.user.id, decided_at: sql<Date>`now()` })
      .where("id", "=", request.id)
      .execute();
    const lawyer = await trx.selectFrom("lawyers").select(["id", "court_roll_level", "qfc_rights_of_audience"]).where("user_id", "=", request.user_id).forUpdate().executeTakeFirst();
    if (confirmed) {
      await trx
        .updateTable("lawyers")
        .set({ court_roll_level: request.court_roll_level, qfc_rights_of_audience: request.qfc_rights_of_audience })
        .where("user_id", "=", request.user_id)
        .execute();
      // The licence an admin recorded at approval keeps the same level, so a later profile save does not undo this.
      await trx.updateTable("lawyer_licences").set({ court_roll_level: request.court_roll_level }).where("user_id", "=", request.user_id).execute();
    }
    await recordAudit(trx, actor, {
      action: confirmed ? "standing.confirm" : "standing.reject",
      entityType: "lawyer",
      entityId: lawyer?.id ?? null,
      summary: `${request.name} <${request.email}>`,
      before: lawyer ? { rollLevel: lawyer.court_roll_level, qfcRightsOfAudience: lawyer.qfc_rights_of_audience } : null,
      after: confirmed
        ? { rollLevel: request.court_roll_level, qfcRightsOfAudience: request.qfc_rights_of_audience }
        : { rejected: { rollLevel: request.court_roll_level, qfcRightsOfAudience: request.qfc_rights_of_audience }, reason: input.reason },
    });
    await notify(trx, [request.user_id], confirmed ? "standing_confirmed" : "standing_rejected", { href: "/dashboard/lawyer/standing", reason: input.reason ?? null });
    await enqueueMail(trx, {
      to: request.email,
      ...standingDecisionEmail({
        name: request.name,
        locale: localeOf(request.locale),
        decision: confirmed ? "confirmed" : "rejected",
        rollLevel: request.court_roll_level,
        qfc: request.qfc_rights_of_audience,
        reason: input.reason,
        url: `${getEnv().BASE_URL}/dashboard/lawyer/standing`,
      }),
    });
    return { id: request.id, status: confirmed ? ("confirmed" as const) : ("rejected" as const) };
  });
}
