import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database, VerificationHistoryKind } from "#db/schema";
import { recordAudit, type AuditActor } from "#server/audit/record";
import type { Viewer } from "#server/auth/viewer";
import { getEnv } from "#server/config/env";
import { AppError, notFound } from "#server/errors/app-error";
import { qatarToday } from "#server/lawyer-desk/schemas";
import { enqueueMail } from "#server/mail/outbox";
import { notify } from "#server/notifications/notify";
import { isLawyerLicenceInForce } from "#server/lawyers/listing";
import { verificationDecisionEmail, type LicenceFacts } from "./emails";
import { handleLicenceLapse } from "./licence-lapse";
import type { LicenceInput } from "./schemas";
import { noticeAdmins } from "#server/notifications/admin-notices";
import { ADMIN_NOTICE_QUEUES } from "#server/notifications/constants";
import { localeOf } from "~/i18n/config";

/**
 * The verification review's changes (issue 10 §2). Each runs in one transaction that also writes the
 * history row, the person's in-app notification and the audit row, so the decision and its records
 * commit or roll back together, with the email to the person in their language (queued in the mail
 * outbox, server/mail/outbox.ts). Callers are checked by the procedures (./router.ts):
 * admins for decisions and licences, the account itself for a resubmission.
 */

interface Ctx {
  db: DB;
  viewer: Viewer;
  clientIp: string;
}

const actorOf = (ctx: Ctx): AuditActor => ({ viewer: ctx.viewer, clientIp: ctx.clientIp });
export const DASHBOARD_OF = { lawyer: "/dashboard/lawyer", company: "/dashboard/company" } as const;
export const reviewPath = (userId: string) => `/dashboard/admin/verifications/${encodeURIComponent(userId)}`;

/** The reviewed account, locked for the change: only lawyers and companies are ever reviewed. */
async function lockReviewed(trx: Transaction<Database>, userId: string) {
  const row = await trx
    .selectFrom("profiles")
    .innerJoin("user", "user.id", "profiles.id")
    .select(["profiles.id", "profiles.user_type", "profiles.verification_status", "profiles.verification_documents", "user.name", "user.email", "user.locale"])
    .where("profiles.id", "=", userId)
    .forUpdate("profiles")
    .executeTakeFirst();
  if (!row || (row.user_type !== "lawyer" && row.user_type !== "company")) notFound();
  return { ...row, role: row.user_type as "lawyer" | "company" };
}

export async function addHistory(
  trx: Transaction<Database>,
  entry: { userId: string; kind: VerificationHistoryKind; reason?: string | null; actor: Pick<Viewer, "user"> | null; details?: Record<string, unknown> },
) {
  await trx
    .insertInto("verification_history")
    .values({
      user_id: entry.userId,
      kind: entry.kind,
      reason: entry.reason ?? null,
      actor_id: entry.actor?.user.id ?? null,
      actor_name: (entry.actor?.user.name ?? "").slice(0, 300),
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

/**
 * Writes the licence and mirrors it onto the lawyer's directory entry, if they have one yet. A licence
 * in force clears the mark of a handled lapse (issue 25 §10), so that it is handled again when it lapses.
 */
async function saveLicence(trx: Transaction<Database>, opts: { userId: string; licence: LicenceInput; recordedBy: string }) {
  const values = {
    court_roll_level: opts.licence.rollLevel,
    licence_number: opts.licence.licenceNumber,
    licence_expires_on: opts.licence.licenceExpiresOn,
    recorded_by: opts.recordedBy,
    recorded_at: sql<Date>`now()`,
  };
  const before = await trx
    .selectFrom("lawyer_licences")
    .select(["court_roll_level", "licence_number", "licence_expires_on"])
    .where("user_id", "=", opts.userId)
    .forUpdate()
    .executeTakeFirst();
  await trx
    .insertInto("lawyer_licences")
    .values({ user_id: opts.userId, ...values })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({
        ...values,
        lapse_handled_at: sql<Date | null>`case when excluded.licence_expires_on >= qatar_today() then null else lawyer_licences.lapse_handled_at end`,
      }),
    )
    .execute();
  await trx
    .updateTable("lawyers")
    .set({ court_roll_level: opts.licence.rollLevel, licence_expires_on: opts.licence.licenceExpiresOn })
    .where("user_id", "=", opts.userId)
    .execute();
  return before
    ? { rollLevel: before.court_roll_level, licenceNumber: before.licence_number, licenceExpiresOn: before.licence_expires_on }
    : null;
}

async function queueDecisionEmail(
  trx: Kysely<Database>,
  target: { name: string; email: string; locale: string | null; role: "lawyer" | "company" },
  decision: "approved" | "rejected",
  extra: { reason?: string; licence?: LicenceFacts | null },
) {
  const content = verificationDecisionEmail({
    name: target.name,
    locale: localeOf(target.locale),
    decision,
    role: target.role,
    reason: extra.reason,
    licence: extra.licence,
    dashboardUrl: `${getEnv().BASE_URL}${DASHBOARD_OF[target.role]}`,
  });
  await enqueueMail(trx, { to: target.email, ...content });
}

/**
 * Approves a lawyer or company. A lawyer's approval records their licence (court roll level, number,
 * expiry), which must not have expired already; the lawyer's directory entry becomes listed.
 * `requireLicence: false` is the scripts' and fixtures' shortcut (admin.setVerification).
 */
export async function approveVerification(ctx: Ctx, input: { userId: string; licence?: LicenceInput }, opts: { requireLicence?: boolean } = {}) {
  return ctx.db.transaction().execute(async (trx) => {
    const target = await lockReviewed(trx, input.userId);
    if (target.verification_status === "verified") throw new AppError("verification_unchanged");
    const licence = target.role === "lawyer" ? (input.licence ?? null) : null;
    if (target.role === "lawyer" && !licence && opts.requireLicence !== false) throw new AppError("licence_required");
    if (licence && licence.licenceExpiresOn < qatarToday()) throw new AppError("licence_already_expired");
    if (licence) await saveLicence(trx, { userId: target.id, licence, recordedBy: ctx.viewer.user.id });
    await trx.updateTable("profiles").set({ verification_status: "verified", updated_at: sql`now()` }).where("id", "=", target.id).execute();
    // lawyers.verified mirrors the account's verification: only a verified lawyer is listed.
    await trx.updateTable("lawyers").set({ verified: true }).where("user_id", "=", target.id).execute();
    const details = { documents: Object.keys(target.verification_documents ?? {}), ...(licence ? { licence } : {}) };
    await addHistory(trx, { userId: target.id, kind: "approved", actor: ctx.viewer, details });
    await notify(trx, [target.id], "verification_approved", { href: DASHBOARD_OF[target.role] });
    await recordAudit(trx, actorOf(ctx), {
      action: "verification.approve",
      entityType: "profile",
      entityId: target.id,
      summary: `${target.name} <${target.email}>`,
      before: { verificationStatus: target.verification_status },
      after: { verificationStatus: "verified", ...(licence ? { licence } : {}) },
    });
    await queueDecisionEmail(trx, target, "approved", { licence });
    return { status: "verified" as const };
  });
}

/** Rejects a lawyer or company with a reason they receive by email; a listed lawyer leaves the directory. */
export async function rejectVerification(ctx: Ctx, input: { userId: string; reason: string }) {
  return ctx.db.transaction().execute(async (trx) => {
    const target = await lockReviewed(trx, input.userId);
    if (target.verification_status === "rejected") throw new AppError("verification_unchanged");
    await trx.updateTable("profiles").set({ verification_status: "rejected", updated_at: sql`now()` }).where("id", "=", target.id).execute();
    await trx.updateTable("lawyers").set({ verified: false }).where("user_id", "=", target.id).execute();
    await addHistory(trx, {
      userId: target.id,
      kind: "rejected",
      reason: input.reason,
      actor: ctx.viewer,
      details: { documents: Object.keys(target.verification_documents ?? {}) },
    });
    await notify(trx, [target.id], "verification_rejected", { href: `${DASHBOARD_OF[target.role]}#documents`, reason: input.reason });
    await recordAudit(trx, actorOf(ctx), {
      action: "verification.reject",
      entityType: "profile",
      entityId: target.id,
      summary: `${target.name} <${target.email}>`,
      before: { verificationStatus: target.verification_status },
      after: { verificationStatus: "rejected", reason: input.reason },
    });
    await queueDecisionEmail(trx, target, "rejected", { reason: input.reason });
    return { status: "rejected" as const };
  });
}

/**
 * Records a lawyer's licence after approval (a renewal, a correction, a move up the roll). A past
 * expiry date is accepted: it is how the firm records a licence that has lapsed, and the lawyer then
 * leaves the directory and booking at once and can take no more work (issue 25 §10). An approved
 * lawyer's lapse is handled in the same transaction, once (./licence-lapse.ts): their waiting requests
 * go to the office and they are told; recording another past date later does not tell them again.
 */
export async function updateLicence(ctx: Ctx, input: { userId: string } & LicenceInput) {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const target = await lockReviewed(trx, input.userId);
    if (target.role !== "lawyer") throw new AppError("licence_not_lawyer");
    const licence: LicenceInput = { rollLevel: input.rollLevel, licenceNumber: input.licenceNumber, licenceExpiresOn: input.licenceExpiresOn };
    const before = await saveLicence(trx, { userId: target.id, licence, recordedBy: ctx.viewer.user.id });
    await addHistory(trx, { userId: target.id, kind: "licence_updated", actor: ctx.viewer, details: { licence, before } });
    await recordAudit(trx, actorOf(ctx), {
      action: "verification.licence",
      entityType: "profile",
      entityId: target.id,
      summary: `${target.name} <${target.email}>`,
      before: before ? { licence: before } : null,
      after: { licence },
    });
    if (target.verification_status === "verified" && !(await isLawyerLicenceInForce(trx, target.id))) {
      const recorded = await trx.selectFrom("lawyer_licences").select("lapse_handled_at").where("user_id", "=", target.id).executeTakeFirstOrThrow();
      if (recorded.lapse_handled_at === null) {
        await handleLicenceLapse(trx, { userId: target.id, name: target.name, email: target.email, locale: target.locale, licence });
      }
    }
    return { licence, listed: target.verification_status === "verified" && licence.licenceExpiresOn >= qatarToday() };
  });
  return result;
}

/** The person resubmits a rejected application (after uploading again): it waits for review once more. */
export async function resubmitVerification(ctx: Ctx, input: { note?: string }) {
  return ctx.db.transaction().execute(async (trx) => {
    const target = await lockReviewed(trx, ctx.viewer.user.id);
    if (target.verification_status !== "rejected") throw new AppError("verification_not_rejected");
    const documents = Object.keys(target.verification_documents ?? {});
    if (documents.length === 0) throw new AppError("verification_documents_required");
    await trx.updateTable("profiles").set({ verification_status: "pending", updated_at: sql`now()` }).where("id", "=", target.id).execute();
    await addHistory(trx, { userId: target.id, kind: "resubmitted", reason: input.note ?? null, actor: ctx.viewer, details: { documents } });
    await recordAudit(trx, actorOf(ctx), {
      action: "verification.resubmit",
      entityType: "profile",
      entityId: target.id,
      summary: `${target.name} <${target.email}>`,
      before: { verificationStatus: "rejected" },
      after: { verificationStatus: "pending", ...(input.note ? { note: input.note } : {}) },
    });
    await noticeAdmins(trx, "admin_verification_resubmitted", { href: ADMIN_NOTICE_QUEUES.admin_verification_resubmitted });
    return { status: "pending" as const };
  });
}

