import { sql, type Transaction } from "kysely";
import type { DB } from "#db/index";
import { runChange } from "#server/events/run-change";
import type { Database } from "#db/schema";
import { recordAudit, type AuditedChange } from "#server/audit/record";
import type { Viewer } from "#server/auth/viewer";
import { getEnv } from "#server/config/env";
import { enqueueMail } from "#server/mail/outbox";
import type { MailMessage } from "#server/mail/transport";
import { publish } from "#server/realtime/bus";
import type { StorageDriver } from "#server/storage/types";
import { CASE_FILES_BUCKET, type CaseCapacity, type CaseEventType, type CaseStatus } from "./constants";
import { courtOf } from "./courts";
import { caseEventEmail, type CaseMailType } from "./emails";
import { hearingInviteIcs } from "./ics";
import { type AppLocale, localeOf } from "~/i18n/config";

/**
 * Everything that happens to a case goes through recordCaseEvent, inside the transaction that made
 * the change (issue 9 §1: "every change is recorded once, with who and when"): it appends exactly one
 * row to the case's timeline, marks the case updated, writes the in-app notifications of the people
 * concerned and announces them and the change live (delivered on commit), and writes the emails
 * (each recipient in their own language, with an .ics for hearing changes) to the mail outbox, which a
 * worker sends once the transaction has committed (server/mail/outbox.ts).
 *
 * Who hears of what:
 * - opened, status, next step, hearings (scheduled, details, moved, cancelled, outcome, reminder):
 *   the client, every member of the owning company and the assigned lawyers, except the actor;
 *   hearing emails also go to an actor who is a party, for the calendar file;
 * - message, client-visible document: the other side only (client side ↔ assigned lawyers);
 * - lawyer_assigned: the lawyer assigned;
 * - updates of fields, milestones, notes, internal documents, unassignment: the timeline only.
 *
 * And, for a change made by an admin or a lawyer, one audit_log row (issue 10 §6) with the actor, their
 * IP and the values before and after, in the same transaction: this is the one place every case
 * procedure passes through, so none can change a case without its audit row.
 */

/** The person changing a case and the IP their request came from (the tRPC context's, never input). */
export interface CaseActor {
  viewer: Viewer;
  clientIp: string;
}

/** The audit side of a case event: the actor, and the values the change replaced and wrote. */
export function auditOf(actor: CaseActor, before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditedChange {
  return { actor: { viewer: actor.viewer, clientIp: actor.clientIp }, before, after };
}

export interface CaseEventInput {
  caseId: string;
  type: CaseEventType;
  /** The user who did it; null for the system (reminders). Never notified of their own act. */
  actorId: string | null;
  /** The actor's capacity (decides "the other side" of a message or document). */
  actorCapacity?: CaseCapacity | null;
  /** Small facts the timeline and the notification text need (ids, from/to, a file name...). */
  payload?: Record<string, unknown>;
  /** For the firm only (notes, internal documents): hidden from the client's timeline, nobody notified. */
  internal?: boolean;
  /**
   * Who made the change and the values before and after, for the audit log (written when the actor is
   * an admin or a lawyer; `after` defaults to the payload). Null only for the system (reminders).
   */
  audit: AuditedChange | null;
}

type Audience = "none" | "everyone" | "other_side" | "assigned_lawyer";

const AUDIENCE: Record<CaseEventType, Audience> = {
  opened: "everyone",
  updated: "none",
  lawyer_assigned: "assigned_lawyer",
  lawyer_unassigned: "none",
  status_changed: "everyone",
  next_step_changed: "everyone",
  hearing_scheduled: "everyone",
  hearing_updated: "everyone",
  hearing_moved: "everyone",
  hearing_cancelled: "everyone",
  hearing_outcome: "everyone",
  hearing_reminder: "everyone",
  milestone_added: "none",
  milestone_updated: "none",
  milestone_state_changed: "none",
  document_added: "other_side",
  note_added: "none",
  message: "other_side",
};

const HEARING_INVITES: ReadonlySet<CaseEventType> = new Set(["hearing_scheduled", "hearing_updated", "hearing_moved", "hearing_cancelled"]);

/** The payload keys a notification keeps, so a notification list can render its sentence without joins. */
const NOTIFICATION_KEYS = ["status", "previousStatus", "startsAt", "previousStartsAt", "fileName", "hearingId", "documentId", "messageId"] as const;

/** The people of a case: its client side (the client and the owning company's members) and its assigned lawyers. */
export async function casePartiesOf(trx: Transaction<Database>, caseId: string) {
  const row = await trx.selectFrom("cases").select(["client_id", "company_id"]).where("id", "=", caseId).executeTakeFirstOrThrow();
  const [members, lawyers] = await Promise.all([
    row.company_id
      ? trx.selectFrom("company_members").select("user_id").where("company_id", "=", row.company_id).execute()
      : Promise.resolve([] as { user_id: string }[]),
    trx.selectFrom("case_lawyers").select("lawyer_user_id").where("case_id", "=", caseId).execute(),
  ]);
  const clientSide = [...new Set([row.client_id, ...members.map((m) => m.user_id)])];
  const lawyerIds = lawyers.map((l) => l.lawyer_user_id).filter((id) => !clientSide.includes(id));
  return { clientSide, lawyerIds };
}

function audienceOf(input: CaseEventInput, parties: { clientSide: string[]; lawyerIds: string[] }): string[] {
  if (input.internal) return [];
  const audience = AUDIENCE[input.type];
  if (audience === "none") return [];
  if (audience === "assigned_lawyer") return typeof input.payload?.lawyerUserId === "string" ? [input.payload.lawyerUserId] : [];
  if (audience === "everyone") return [...parties.clientSide, ...parties.lawyerIds];
  // other_side: a client-side author's news goes to the firm, the firm's to the client side.
  return input.actorCapacity === "client" ? parties.lawyerIds : parties.clientSide;
}

export async function recordCaseEvent(trx: Transaction<Database>, input: CaseEventInput): Promise<void> {
  const payload = input.payload ?? {};
  await trx
    .insertInto("case_events")
    .values({ case_id: input.caseId, actor_id: input.actorId, type: input.type, payload: JSON.stringify(payload), internal: input.internal ?? false })
    .execute();
  if (input.actorId !== null) {
    await trx.updateTable("cases").set({ updated_at: sql<Date>`now()` }).where("id", "=", input.caseId).execute();
  }
  if (input.audit) {
    const named = await trx.selectFrom("cases").select(["reference", "title_ar", "title_en"]).where("id", "=", input.caseId).executeTakeFirstOrThrow();
    await recordAudit(trx, input.audit.actor, {
      action: `case.${input.type}`,
      entityType: "case",
      entityId: input.caseId,
      summary: [named.reference, named.title_ar, named.title_en].filter(Boolean).join(" · "),
      before: input.audit.before ?? null,
      after: input.audit.after ?? payload,
    });
  }
  await publish(trx, "case", { caseId: input.caseId });

  const parties = await casePartiesOf(trx, input.caseId);
  const audience = audienceOf(input, parties);
  if (audience.length === 0) return;
  const c = await trx
    .selectFrom("cases")
    .select(["id", "reference", "title_ar", "title_en", "status", "next_step", "next_step_due", "client_id"])
    .where("id", "=", input.caseId)
    .executeTakeFirstOrThrow();
  const actor = input.actorId ? await trx.selectFrom("user").select("name").where("id", "=", input.actorId).executeTakeFirst() : undefined;

  const notified = [...new Set(audience)].filter((id) => id !== input.actorId);
  if (notified.length > 0) {
    const data: Record<string, unknown> = {
      caseId: c.id,
      reference: c.reference,
      title_ar: c.title_ar,
      title_en: c.title_en,
      actorName: actor?.name ?? null,
    };
    for (const key of NOTIFICATION_KEYS) if (key in payload) data[key] = payload[key];
    const inserted = await trx
      .insertInto("notifications")
      .values(notified.map((userId) => ({ user_id: userId, type: `case_${input.type}`, case_id: c.id, data: JSON.stringify(data) })))
      .returning(["id", "user_id"])
      .execute();
    for (const row of inserted) await publish(trx, "user", { userId: row.user_id, kind: "notification", notificationId: row.id });
  }

  const mailTo = HEARING_INVITES.has(input.type) && input.actorId && audience.includes(input.actorId) ? [...new Set(audience)] : notified;
  if (mailTo.length === 0) return;
  const env = getEnv();
  const users = await trx.selectFrom("user").select(["id", "name", "email", "locale"]).where("id", "in", mailTo).execute();
  const hearingId = typeof payload.hearingId === "string" ? payload.hearingId : null;
  const hearing = hearingId
    ? await trx
        .selectFrom("case_hearings")
        .select(["id", "starts_at", "court", "chamber", "purpose", "outcome", "status", "sequence"])
        .where("id", "=", hearingId)
        .executeTakeFirst()
    : undefined;
  const url = `${env.BASE_URL}/case/${c.id}`;
  const previousStartsAt =
    typeof payload.previousStartsAt === "string" && !Number.isNaN(Date.parse(payload.previousStartsAt)) ? new Date(payload.previousStartsAt) : null;
  const court = hearing ? courtOf(hearing.court) : null;
  const attendees = users.map((u) => ({ name: u.name, email: u.email }));

  for (const user of users) {
    const locale: AppLocale = localeOf(user.locale);
    const side = parties.clientSide.includes(user.id) ? "client" : "firm";
    const content = caseEventEmail({
      type: input.type as CaseMailType,
      locale,
      name: user.name,
      recipientSide: side,
      reference: c.reference,
      title: { ar: c.title_ar, en: c.title_en },
      status: c.status as CaseStatus,
      previousStatus: (payload.previousStatus as CaseStatus | undefined) ?? null,
      nextStep: c.next_step,
      nextStepDue: c.next_step_due,
      hearing: hearing
        ? {
            startsAt: new Date(hearing.starts_at),
            previousStartsAt,
            court: court ? { ar: court.ar, en: court.en } : null,
            chamber: hearing.chamber,
            purpose: hearing.purpose,
            outcome: hearing.outcome,
          }
        : null,
      fileName: typeof payload.fileName === "string" ? payload.fileName : null,
      actorName: actor?.name ?? null,
      url,
    });
    const message: MailMessage = { to: user.email, ...content };
    if (hearing && HEARING_INVITES.has(input.type)) {
      const cancelled = input.type === "hearing_cancelled";
      const title = locale === "ar" ? c.title_ar || c.title_en : c.title_en || c.title_ar;
      const ics = hearingInviteIcs({
        entry: {
          hearingId: hearing.id,
          sequence: hearing.sequence,
          cancelled,
          startsAt: new Date(hearing.starts_at),
          summary: locale === "ar" ? `جلسة القضية ${c.reference}: ${title}` : `Hearing, case ${c.reference}: ${title}`,
          description: `${hearing.purpose}\n${url}`,
          location: [court?.[locale], hearing.chamber].filter(Boolean).join(", "),
          url,
        },
        baseUrl: env.BASE_URL,
        organizer: parseFrom(env.MAIL_FROM),
        attendees,
      });
      message.attachments = [
        {
          filename: `hearing-${c.reference}.ics`,
          content: ics,
          contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
        },
      ];
    }
    await enqueueMail(trx, message);
  }
}

function parseFrom(from: string): { name: string; email: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]!.replace(/^"|"$/g, "") || "Qanun Legal", email: match[2]! };
  return { name: "Qanun Legal", email: from.trim() };
}

/** Runs one change to a case in a transaction (server/events/run-change.ts); files it stored are in the case files' bucket. */
export function runCaseChange<T>(db: DB, work: (trx: Transaction<Database>, stored: string[]) => Promise<T>, opts: { storage?: StorageDriver } = {}): Promise<T> {
  return runChange(db, work, { ...opts, bucket: CASE_FILES_BUCKET });
}
