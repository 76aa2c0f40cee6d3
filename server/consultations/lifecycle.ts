/* eslint-disable max-lines -- every change to a consultation (book, accept, decline, assign, cancel, reschedule, close, message) shares its locks, checks and runner here. */
import crypto from "node:crypto";
import { sql, type SqlBool, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { ConsultationKind, Database, VoiceMode } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { companyOf, ensureCompanyFor } from "#server/company/membership";
import { isUuid } from "#server/common/ids";
import { recordAudit } from "#server/audit/record";
import { AppError, notFound } from "#server/errors/app-error";
import { FEE_COLUMNS } from "#server/lawyers/catalog";
import { isLawyerLicenceInForce, lawyerLicenceCurrent } from "#server/lawyers/listing";
import { runChange } from "#server/events/run-change";
import { consumeRateLimit } from "#server/rate-limit/rate-limit";
import type { StorageDriver } from "#server/storage/types";
import { CLIENT_SIDE, beforeClientCutoff, selectAccessibleConsultations, type ViewerRelation } from "./access";
import { BOOKING_RATE_LIMIT, CONSULTATION_FILES_BUCKET, MESSAGE_RATE_LIMIT } from "./constants";
import { recordConsultationEvent } from "./events";
import { checkConsultationFiles, storeConsultationFiles, type IncomingConsultationFile } from "./files";
import { iso } from "#server/common/time";
import { lawyersOfferingSlot, selectSuitableLawyers } from "./slots";
import type { AppLocale } from "~/i18n/config";

type Trx = Transaction<Database>;

/** Postgres refused a row because of consultations_no_overlap: the lawyer already holds that time. */
export function isExclusionViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23P01") return true;
  }
  return false;
}

/**
 * Runs one change to a consultation in a transaction (server/events/run-change.ts): files it stored are
 * in the consultation files' bucket, and an exclusion violation becomes AppError slot_taken.
 */
function runConsultationChange<T>(db: DB, work: (trx: Trx, stored: string[]) => Promise<T>, opts: { storage?: StorageDriver } = {}): Promise<T> {
  return runChange(db, work, {
    ...opts,
    bucket: CONSULTATION_FILES_BUCKET,
    refuse: (error) => {
      if (isExclusionViolation(error)) throw new AppError("slot_taken", { cause: error });
    },
  });
}

/** The person changing a consultation and the IP of their request (the tRPC context's, never input). */
export interface ConsultationActor {
  viewer: Viewer;
  clientIp: string;
}

/** The audit side of an event: recorded when the actor is an admin or a lawyer (issue 10 §6). */
function audit(actor: ConsultationActor, before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  return { actor: { viewer: actor.viewer, clientIp: actor.clientIp }, before, after };
}

/** The language a booking's emails go out in: the account's choice, else the language of the request. */
export async function clientLocaleOf(db: DB, viewer: Viewer, headers: Headers): Promise<AppLocale> {
  const row = await db.selectFrom("user").select("locale").where("id", "=", viewer.user.id).executeTakeFirst();
  if (row?.locale === "ar" || row?.locale === "en") return row.locale;
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === "lang" && (value === "ar" || value === "en")) return value;
  }
  return viewer.user.locale;
}

export interface BookInput {
  lawyerId: string | "any";
  serviceArea: string;
  kind: ConsultationKind;
  voiceMode?: VoiceMode;
  startsAt?: Date;
  description: string;
  phone: string;
  documents?: IncomingConsultationFile[];
}

/**
 * Books a consultation (issue 4 §1). The slot is checked against the lawyer's current availability;
 * the database's exclusion constraint settles two people racing for it (one wins, the other gets
 * slot_taken). Files are checked before anything is written and stored inside the transaction.
 * "Any suitable lawyer": no lawyer yet and no fee; an offer goes to every matching lawyer free then.
 */
export async function bookConsultation(opts: ConsultationActor & { db: DB; storage: StorageDriver; headers: Headers; input: BookInput; now?: Date }) {
  const { db, viewer, input } = opts;
  const now = opts.now ?? new Date();
  const rate = await consumeRateLimit(db, { key: `consultation-book:${viewer.user.id}`, ...BOOKING_RATE_LIMIT });
  if (!rate.allowed) throw new AppError("rate_limited", { retryAfterSeconds: rate.retryAfterSeconds });
  const files = await checkConsultationFiles(input.documents ?? []);
  const anyLawyer = input.lawyerId === "any";

  let lawyerId: string | null = null;
  let feeQar: number | null = null;
  let offeredTo: string[] = [];
  let endsAt: Date | null = null;
  if (!anyLawyer) {
    const lawyer = await selectSuitableLawyers(db, { serviceArea: input.serviceArea, kind: input.kind, lawyerId: input.lawyerId })
      .select(["lawyers.id", `lawyers.${FEE_COLUMNS[input.kind]} as fee`])
      .executeTakeFirst();
    if (!lawyer) throw new AppError("lawyer_unavailable");
    lawyerId = lawyer.id;
    feeQar = lawyer.fee as number | null;
  }
  if (input.kind === "written") {
    if (anyLawyer) {
      offeredTo = (await selectSuitableLawyers(db, { serviceArea: input.serviceArea, kind: input.kind }).select("lawyers.id").execute()).map((l) => l.id);
      if (offeredTo.length === 0) throw new AppError("lawyer_unavailable");
    }
  } else {
    if (!input.startsAt) throw new AppError("invalid_input");
    const free = await lawyersOfferingSlot(db, {
      lawyerId: lawyerId ?? undefined,
      serviceArea: input.serviceArea,
      kind: input.kind,
      startsAt: input.startsAt,
      now,
    });
    if (free.length === 0) throw new AppError("slot_unavailable");
    endsAt = anyLawyer ? new Date(Math.min(...free.map((f) => f.endsAt.getTime()))) : free[0]!.endsAt;
    offeredTo = anyLawyer ? free.map((f) => f.lawyerId) : [];
  }
  // A company account books for its company, even before it has opened its dashboard once.
  const membership = viewer.role === "company" ? await ensureCompanyFor(db, viewer.user.id) : await companyOf(db, viewer.user.id);
  const clientLocale = await clientLocaleOf(db, viewer, opts.headers);
  const id = crypto.randomUUID();
  const startsAt = input.kind === "written" ? null : input.startsAt!;

  return runConsultationChange(
    db,
    async (trx, stored) => {
      const created = await trx
        .insertInto("consultations")
        .values({
          id,
          client_id: viewer.user.id,
          company_id: membership?.companyId ?? null,
          lawyer_id: lawyerId,
          any_lawyer: anyLawyer,
          service_area: input.serviceArea,
          kind: input.kind,
          voice_mode: input.kind === "voice" ? (input.voiceMode ?? null) : null,
          starts_at: startsAt,
          ends_at: startsAt ? endsAt : null,
          description: input.description,
          phone: input.phone,
          client_locale: clientLocale,
          fee_qar: feeQar,
        })
        .returning(["id", "reference"])
        .executeTakeFirstOrThrow();
      if (anyLawyer) {
        await trx
          .insertInto("consultation_offers")
          .values(offeredTo.map((lawyer) => ({ consultation_id: id, lawyer_id: lawyer })))
          .execute();
      }
      await storeConsultationFiles(trx, { storage: opts.storage, consultationId: id, uploadedBy: viewer.user.id, files, stored });
      await recordConsultationEvent(trx, {
        consultationId: id,
        type: anyLawyer ? "offered" : "requested",
        actorId: viewer.user.id,
        data: { kind: input.kind, startsAt: iso(startsAt), files: files.length, ...(anyLawyer ? { offers: offeredTo.length } : {}) },
        audit: audit(opts, null, { status: "requested", kind: input.kind, starts_at: iso(startsAt), lawyer_id: lawyerId }),
      });
      return { id: created.id, reference: created.reference };
    },
    { storage: opts.storage },
  );
}

/** The consultation as the viewer may act on it, locked for the rest of the transaction; else notFound(). */
async function lockForViewer(trx: Trx, viewer: Viewer, id: string) {
  const row = await selectAccessibleConsultations(trx, viewer)
    .selectAll("consultations")
    .where("consultations.id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) notFound();
  return {
    ...row,
    viewer_relation: row.viewer_relation as ViewerRelation,
    starts_at: row.starts_at ? new Date(row.starts_at) : null,
    ends_at: row.ends_at ? new Date(row.ends_at) : null,
  };
}

function notAllowed(): never {
  throw new AppError("consultation_action_not_allowed");
}

/**
 * Issue 25 §10: a lapsed licence ends the lawyer's work at once. A lawyer whose licence has lapsed may
 * not accept, decline, reschedule, cancel, close or write on any consultation (assigned to them or
 * offered), until the firm records a renewed licence; their waiting requests went to the office when
 * the lapse was handled (server/verifications/licence-lapse.ts). Called first in the change's
 * transaction: a share lock on the recorded licence, taken before the consultation's row as the admin's
 * licence change takes them, makes an admin recording the lapse at the same moment seen (this waits for
 * it) without a deadlock. Other roles pass.
 */
async function requireLicenceInForce(trx: Trx, viewer: Viewer) {
  if (viewer.role !== "lawyer") return;
  if (!(await isLawyerLicenceInForce(trx, viewer.user.id, { lock: true }))) throw new AppError("licence_expired");
}

const bump = { sequence: sql<number>`sequence + 1`, updated_at: sql<Date>`now()` };

export type ChangeResult = { id: string; status: string; starts_at: string | null; ends_at: string | null; sequence: number };

async function updated(trx: Trx, id: string): Promise<ChangeResult> {
  const row = await trx.selectFrom("consultations").select(["id", "status", "starts_at", "ends_at", "sequence"]).where("id", "=", id).executeTakeFirstOrThrow();
  return { id: row.id, status: row.status, starts_at: iso(row.starts_at), ends_at: iso(row.ends_at), sequence: row.sequence };
}

/** The lawyer profile of the viewer's account (a lawyer acts through it), or null. */
async function ownLawyer(db: Pick<DB, "selectFrom">, viewer: Viewer) {
  if (viewer.role !== "lawyer") return null;
  return (
    (await db
      .selectFrom("lawyers")
      .select(["id", "fee_written_qar", "fee_video_qar", "fee_voice_qar", "fee_in_person_qar"])
      .where("user_id", "=", viewer.user.id)
      .orderBy("created_at")
      .executeTakeFirst()) ?? null
  );
}

/**
 * The assigned lawyer confirms a request; for an "any suitable lawyer" request the first offered
 * lawyer to accept gets it (a guarded update: lawyer still null and still requested), and takes
 * their own fee for the kind. A later one gets already_taken. If the accepting lawyer already holds
 * that time, the exclusion constraint refuses it (slot_taken).
 */
export async function acceptConsultation(opts: ConsultationActor & { db: DB; id: string }) {
  const { db, viewer, id } = opts;
  const mine = await ownLawyer(db, viewer);
  if (!mine) notFound();
  return runConsultationChange(db, async (trx) => {
    await requireLicenceInForce(trx, viewer);
    const found = await selectAccessibleConsultations(trx, viewer)
      .selectAll("consultations")
      .where("consultations.id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!found) {
      // Offered but no longer visible: another lawyer accepted first (or the client withdrew it).
      const offer = await trx
        .selectFrom("consultation_offers")
        .innerJoin("consultations", "consultations.id", "consultation_offers.consultation_id")
        .select(["consultations.lawyer_id", "consultations.status", "consultation_offers.declined_at"])
        .where("consultation_offers.consultation_id", "=", id)
        .where("consultation_offers.lawyer_id", "=", mine.id)
        .executeTakeFirst();
      if (!offer || offer.declined_at) notFound();
      if (offer.lawyer_id && offer.lawyer_id !== mine.id) throw new AppError("already_taken");
      notAllowed();
    }
    if (found.status !== "requested") notAllowed();
    if (found.viewer_relation === "lawyer") {
      await trx.updateTable("consultations").set({ status: "confirmed", ...bump }).where("id", "=", id).where("status", "=", "requested").execute();
    } else if (found.viewer_relation === "offered_lawyer") {
      const fee = mine[FEE_COLUMNS[found.kind]];
      const result = await trx
        .updateTable("consultations")
        .set({ lawyer_id: mine.id, fee_qar: fee, status: "confirmed", ...bump })
        .where("id", "=", id)
        .where("lawyer_id", "is", null)
        .where("status", "=", "requested")
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError("already_taken");
    } else {
      notAllowed();
    }
    await recordConsultationEvent(trx, {
      consultationId: id,
      type: "confirmed",
      actorId: viewer.user.id,
      data: {},
      audit: audit(opts, { status: found.status, lawyer_id: found.lawyer_id }, { status: "confirmed", lawyer_id: mine.id }),
    });
    return updated(trx, id);
  });
}

/**
 * The assigned lawyer declines a request, with a reason. A lawyer an "any suitable lawyer" request is
 * offered to declines only their offer; once every offer is declined the request is declined.
 */
export async function declineConsultation(opts: ConsultationActor & { db: DB; id: string; reason: string }) {
  const { db, viewer, id, reason } = opts;
  return runConsultationChange(db, async (trx) => {
    await requireLicenceInForce(trx, viewer);
    const c = await lockForViewer(trx, viewer, id);
    if (c.status !== "requested") notAllowed();
    if (c.viewer_relation === "lawyer") {
      await trx.updateTable("consultations").set({ status: "declined", status_reason: reason, ...bump }).where("id", "=", id).execute();
      await recordConsultationEvent(trx, {
        consultationId: id,
        type: "declined",
        actorId: viewer.user.id,
        data: { reason },
        audit: audit(opts, { status: c.status }, { status: "declined", reason }),
      });
      return updated(trx, id);
    }
    if (c.viewer_relation !== "offered_lawyer") notAllowed();
    const mine = await ownLawyer(trx, viewer);
    if (!mine) notFound();
    await trx
      .updateTable("consultation_offers")
      .set({ declined_at: sql`now()` })
      .where("consultation_id", "=", id)
      .where("lawyer_id", "=", mine.id)
      .execute();
    const open = await trx
      .selectFrom("consultation_offers")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("consultation_id", "=", id)
      .where("declined_at", "is", null)
      .executeTakeFirstOrThrow();
    if (Number(open.n) === 0) {
      await trx.updateTable("consultations").set({ status: "declined", status_reason: reason, ...bump }).where("id", "=", id).execute();
      await recordConsultationEvent(trx, {
        consultationId: id,
        type: "declined",
        actorId: viewer.user.id,
        data: { reason, allOffersDeclined: true },
        audit: audit(opts, { status: c.status }, { status: "declined", reason, allOffersDeclined: true }),
      });
    } else {
      // Only this lawyer's offer is declined: no timeline event, but still a lawyer's change to audit.
      await recordAudit(trx, audit(opts, null, null).actor, {
        action: "consultation.offer_declined",
        entityType: "consultation",
        entityId: id,
        summary: c.reference,
        before: { offer: "open" },
        after: { offer: "declined", reason },
      });
    }
    return updated(trx, id);
  });
}

/**
 * Admin: gives an "any suitable lawyer" request that nobody accepted to a lawyer by hand (issue 13 §1),
 * typically after it reached the office. The lawyer must be verified, accept new clients and practise the
 * service; the consultation is confirmed with their fee for the kind, and a lawyer who already holds that
 * time is refused by the exclusion constraint (slot_taken). A lawyer who accepted meanwhile wins: the
 * guarded update finds the request taken (already_taken).
 */
export async function assignConsultation(opts: ConsultationActor & { db: DB; id: string; lawyerId: string }) {
  const { db, viewer, id } = opts;
  if (viewer.role !== "admin") throw new AppError("forbidden");
  if (!isUuid(opts.lawyerId)) throw new AppError("lawyer_unavailable");
  return runConsultationChange(db, async (trx) => {
    const c = await lockForViewer(trx, viewer, id);
    if (c.status !== "requested") notAllowed();
    if (c.lawyer_id) throw new AppError("already_taken");
    const lawyer = await trx
      .selectFrom("lawyers")
      .select(["id", FEE_COLUMNS[c.kind as keyof typeof FEE_COLUMNS]])
      .select(lawyerLicenceCurrent(sql.ref("lawyers.user_id")).as("licence_in_force"))
      .where("id", "=", opts.lawyerId)
      .where("verified", "=", true)
      .where("user_id", "is not", null)
      .where(sql<SqlBool>`practice_areas @> array[${c.service_area}]::text[]`)
      .executeTakeFirst();
    const fee = lawyer ? (lawyer as Record<string, unknown>)[FEE_COLUMNS[c.kind as keyof typeof FEE_COLUMNS]] : null;
    if (!lawyer || fee === null || fee === undefined) throw new AppError("lawyer_unavailable");
    // Issue 25 §10: a lawyer whose licence has lapsed is given no work.
    if (!lawyer.licence_in_force) throw new AppError("lawyer_licence_expired");
    const result = await trx
      .updateTable("consultations")
      .set({ lawyer_id: lawyer.id, fee_qar: Number(fee), status: "confirmed", ...bump })
      .where("id", "=", id)
      .where("lawyer_id", "is", null)
      .where("status", "=", "requested")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError("already_taken");
    await recordConsultationEvent(trx, {
      consultationId: id,
      type: "confirmed",
      actorId: viewer.user.id,
      data: { by: "admin" },
      audit: audit(opts, { status: c.status, lawyer_id: null }, { status: "confirmed", lawyer_id: lawyer.id, fee_qar: Number(fee) }),
    });
    return updated(trx, id);
  });
}

/**
 * Cancels, with a reason: the lawyer or an admin any time; the client side any time while no lawyer has
 * accepted (a withdrawal: nobody planned around it yet), and until the cut-off before the start once
 * confirmed. The slot is free again at once; the other side is told (record → notifications, emails).
 */
export async function cancelConsultation(opts: ConsultationActor & { db: DB; id: string; reason: string; now?: Date }) {
  const { db, viewer, id, reason } = opts;
  const now = opts.now ?? new Date();
  return runConsultationChange(db, async (trx) => {
    await requireLicenceInForce(trx, viewer);
    const c = await lockForViewer(trx, viewer, id);
    if (c.status !== "requested" && c.status !== "confirmed") notAllowed();
    let by: "client" | "lawyer" | "admin";
    if (CLIENT_SIDE.includes(c.viewer_relation)) {
      if (c.status === "confirmed" && !beforeClientCutoff(c.starts_at, now)) throw new AppError("cancel_cutoff_passed");
      by = "client";
    } else if (c.viewer_relation === "lawyer") by = "lawyer";
    else if (c.viewer_relation === "admin") by = "admin";
    else notAllowed();
    await trx
      .updateTable("consultations")
      .set({ status: "cancelled", status_reason: reason, cancelled_by: by, ...bump })
      .where("id", "=", id)
      .execute();
    await recordConsultationEvent(trx, {
      consultationId: id,
      type: "cancelled",
      actorId: viewer.user.id,
      data: { reason, by },
      audit: audit(opts, { status: c.status }, { status: "cancelled", reason, cancelled_by: by }),
    });
    return updated(trx, id);
  });
}

/**
 * Moves a consultation to another offered slot (its own current time does not count as busy). The
 * client side may do it until the cut-off, and a confirmed consultation then goes back to
 * "requested" for the lawyer to confirm; the lawyer may do it any time and it stays as it was.
 * An unassigned "any suitable lawyer" request is offered again to the lawyers free at the new time.
 */
export async function rescheduleConsultation(opts: ConsultationActor & { db: DB; id: string; startsAt: Date; now?: Date }) {
  const { db, viewer, id, startsAt } = opts;
  const now = opts.now ?? new Date();
  const current = await selectAccessibleConsultations(db, viewer)
    .select(["consultations.lawyer_id", "consultations.service_area", "consultations.kind", "consultations.status", "consultations.starts_at"])
    .where("consultations.id", "=", id)
    .executeTakeFirst();
  if (!current) notFound();
  const relation = current.viewer_relation as ViewerRelation;
  const clientSide = CLIENT_SIDE.includes(relation);
  if (!clientSide && relation !== "lawyer") notAllowed();
  if (current.kind === "written" || (current.status !== "requested" && current.status !== "confirmed")) notAllowed();
  if (clientSide && !beforeClientCutoff(current.starts_at ? new Date(current.starts_at) : null, now)) throw new AppError("cancel_cutoff_passed");
  // Said before the slots: a lapsed lawyer offers none, and "slot unavailable" would not tell them why.
  if (viewer.role === "lawyer" && !(await isLawyerLicenceInForce(db, viewer.user.id))) throw new AppError("licence_expired");
  const free = await lawyersOfferingSlot(db, {
    lawyerId: current.lawyer_id ?? undefined,
    serviceArea: current.service_area,
    kind: current.kind,
    startsAt,
    now,
    excludeConsultationId: id,
  });
  if (free.length === 0) throw new AppError("slot_unavailable");

  return runConsultationChange(db, async (trx) => {
    await requireLicenceInForce(trx, viewer);
    const c = await lockForViewer(trx, viewer, id);
    // Changed meanwhile (accepted, cancelled, moved): the availability computed above may not apply.
    if (c.status !== current.status || c.lawyer_id !== current.lawyer_id || c.starts_at?.getTime() !== new Date(current.starts_at!).getTime()) {
      throw new AppError("slot_unavailable");
    }
    const endsAt = c.lawyer_id ? free[0]!.endsAt : new Date(Math.min(...free.map((f) => f.endsAt.getTime())));
    const status = clientSide && c.status === "confirmed" ? "requested" : c.status;
    await trx.updateTable("consultations").set({ starts_at: startsAt, ends_at: endsAt, status, ...bump }).where("id", "=", id).execute();
    if (!c.lawyer_id) {
      const ids = free.map((f) => f.lawyerId);
      await trx
        .deleteFrom("consultation_offers")
        .where("consultation_id", "=", id)
        .where("declined_at", "is", null)
        .where("lawyer_id", "not in", ids)
        .execute();
      await trx
        .insertInto("consultation_offers")
        .values(ids.map((lawyer) => ({ consultation_id: id, lawyer_id: lawyer })))
        .onConflict((oc) => oc.columns(["consultation_id", "lawyer_id"]).doNothing())
        .execute();
    }
    await recordConsultationEvent(trx, {
      consultationId: id,
      type: "rescheduled",
      actorId: viewer.user.id,
      data: {
        previousStartsAt: iso(c.starts_at),
        previousEndsAt: iso(c.ends_at),
        startsAt: iso(startsAt),
        endsAt: iso(endsAt),
        by: clientSide ? "client" : "lawyer",
        previousStatus: c.status,
      },
      audit: audit(opts, { starts_at: iso(c.starts_at), ends_at: iso(c.ends_at), status: c.status }, { starts_at: iso(startsAt), ends_at: iso(endsAt), status }),
    });
    return updated(trx, id);
  });
}

/** The assigned lawyer closes a confirmed consultation once it has started: held, or the client did not come. */
export async function closeConsultation(opts: ConsultationActor & { db: DB; id: string; outcome: "completed" | "no_show"; now?: Date }) {
  const { db, viewer, id, outcome } = opts;
  const now = opts.now ?? new Date();
  return runConsultationChange(db, async (trx) => {
    await requireLicenceInForce(trx, viewer);
    const c = await lockForViewer(trx, viewer, id);
    if (c.viewer_relation !== "lawyer" || c.status !== "confirmed") notAllowed();
    if (outcome === "no_show" && c.kind === "written") notAllowed();
    if (c.starts_at && now.getTime() < c.starts_at.getTime()) notAllowed();
    await trx.updateTable("consultations").set({ status: outcome, ...bump }).where("id", "=", id).execute();
    await recordConsultationEvent(trx, { consultationId: id, type: outcome, actorId: viewer.user.id, data: {}, audit: audit(opts, { status: c.status }, { status: outcome }) });
    return updated(trx, id);
  });
}

/**
 * A message in the consultation's thread (written questions: the answer and follow-ups), with
 * optional files under the same rules as the booking's. Parties only (client, company members,
 * assigned lawyer), and not on a declined or cancelled consultation.
 */
export async function postConsultationMessage(opts: ConsultationActor & {
  db: DB;
  storage: StorageDriver;
  id: string;
  body: string;
  documents?: IncomingConsultationFile[];
}) {
  const { db, viewer, id } = opts;
  const visible = await selectAccessibleConsultations(db, viewer).select("consultations.status").where("consultations.id", "=", id).executeTakeFirst();
  if (!visible) notFound();
  const relation = visible.viewer_relation as ViewerRelation;
  if (!CLIENT_SIDE.includes(relation) && relation !== "lawyer") notAllowed();
  const rate = await consumeRateLimit(db, { key: `consultation-message:${viewer.user.id}`, ...MESSAGE_RATE_LIMIT });
  if (!rate.allowed) throw new AppError("rate_limited", { retryAfterSeconds: rate.retryAfterSeconds });
  const files = await checkConsultationFiles(opts.documents ?? []);
  return runConsultationChange(
    db,
    async (trx, stored) => {
      await requireLicenceInForce(trx, viewer);
      const c = await lockForViewer(trx, viewer, id);
      if (c.status === "declined" || c.status === "cancelled") notAllowed();
      const message = await trx
        .insertInto("consultation_messages")
        .values({ consultation_id: id, author_id: viewer.user.id, body: opts.body })
        .returning(["id", "created_at"])
        .executeTakeFirstOrThrow();
      await storeConsultationFiles(trx, { storage: opts.storage, consultationId: id, messageId: message.id, uploadedBy: viewer.user.id, files, stored });
      await recordConsultationEvent(trx, {
        consultationId: id,
        type: "message",
        actorId: viewer.user.id,
        data: { messageId: message.id, files: files.length },
        audit: audit(opts, null, { messageId: message.id, files: files.map((f) => f.fileName) }),
      });
      return { id: message.id, created_at: iso(message.created_at)! };
    },
    { storage: opts.storage },
  );
}
