import { sql, type Selectable, type Transaction } from "kysely";
import type { DB } from "#db/index";
import { runChange } from "#server/events/run-change";
import type { Database } from "#db/schema";
import type { AuditedChange } from "#server/audit/record";
import type { Viewer } from "#server/auth/viewer";
import { getEnv } from "#server/config/env";
import { calendarOrganizer } from "#server/events/organizer";
import { recordEvent, type DomainEvent, type EventDomain } from "#server/events/record";
import type { MailMessage } from "#server/mail/transport";
import { publish } from "#server/realtime/bus";
import type { StorageDriver } from "#server/storage/types";
import { CASE_FILES_BUCKET, type CaseCapacity, type CaseEventType, type CaseStatus } from "./constants";
import { courtOf } from "./courts";
import { CASE_MAIL_TYPES, caseEventEmail, type CaseMailType } from "./emails";
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
  letter_drafted: "none",
  // Only the letter's signers are told, by server/engagement (a company member who is not an owner never sees it).
  letter_sent: "none",
  letter_signed: "everyone",
  letter_countersigned: "everyone",
  // Like letter_sent: only the letter's signers are told, by server/engagement.
  letter_withdrawn: "none",
  invoice_issued: "none",
  invoice_paid: "none",
  invoice_refunded: "none",
  payment_failed: "none",
  // The client is mailed by server/billing (duplicateRefund), like every change of money.
  duplicate_payment_refunded: "none",
};

const HEARING_INVITES: ReadonlySet<CaseEventType> = new Set(["hearing_scheduled", "hearing_updated", "hearing_moved", "hearing_cancelled"]);

/** The payload keys a notification keeps, so a notification list can render its sentence without joins. */
const NOTIFICATION_KEYS = ["status", "previousStatus", "startsAt", "previousStartsAt", "fileName", "hearingId", "documentId", "messageId"] as const;

/**
 * The people of a case: its client side (the client and the owning company's members) and its assigned lawyers.
 * `known`: the case's client and company when the caller has read the case already (read here otherwise).
 */
export async function casePartiesOf(trx: Transaction<Database>, caseId: string, known?: { client_id: string; company_id: string | null }) {
  const row = known ?? (await trx.selectFrom("cases").select(["client_id", "company_id"]).where("id", "=", caseId).executeTakeFirstOrThrow());
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

type CaseEvent = DomainEvent & Pick<CaseEventInput, "type" | "actorCapacity" | "internal">;

function audienceOf(event: CaseEvent, parties: { clientSide: string[]; lawyerIds: string[] }): string[] {
  if (event.internal) return [];
  const audience = AUDIENCE[event.type];
  if (audience === "none") return [];
  if (audience === "assigned_lawyer") return typeof event.data.lawyerUserId === "string" ? [event.data.lawyerUserId] : [];
  if (audience === "everyone") return [...parties.clientSide, ...parties.lawyerIds];
  // other_side: a client-side author's news goes to the firm, the firm's to the client side.
  return event.actorCapacity === "client" ? parties.lawyerIds : parties.clientSide;
}

/** The people of a case, who of them hears of the event and, when someone does, the case and the actor's name. */
interface CaseEventParties {
  clientSide: string[];
  lawyerIds: string[];
  audience: string[];
  told: { c: CaseRow; actorName: string | null } | null;
}

type CaseRow = Pick<Selectable<Database["cases"]>, "id" | "reference" | "title_ar" | "title_en" | "status" | "next_step" | "next_step_due" | "client_id">;

/** A case's part in the domain-event pipeline (server/events/record.ts). */
const CASE_EVENTS: EventDomain<CaseEvent, CaseEventParties> = {
  async timeline(trx, event) {
    await trx
      .insertInto("case_events")
      .values({ case_id: event.entityId, actor_id: event.actorId, type: event.type, payload: JSON.stringify(event.data), internal: event.internal ?? false })
      .execute();
    if (event.actorId !== null) {
      await trx.updateTable("cases").set({ updated_at: sql<Date>`now()` }).where("id", "=", event.entityId).execute();
    }
  },
  audit: {
    entityType: () => "case",
    action: (event) => `case.${event.type}`,
    async summary(trx, event) {
      const named = await trx.selectFrom("cases").select(["reference", "title_ar", "title_en"]).where("id", "=", event.entityId).executeTakeFirstOrThrow();
      return [named.reference, named.title_ar, named.title_en].filter(Boolean).join(" · ");
    },
  },
  async live(trx, event) {
    await publish(trx, "case", { caseId: event.entityId });
  },
  async parties(trx, event) {
    // One read of the case for its people and, when someone hears of the event, what they are told.
    const { company_id, ...c } = await trx
      .selectFrom("cases")
      .select(["id", "reference", "title_ar", "title_en", "status", "next_step", "next_step_due", "client_id", "company_id"])
      .where("id", "=", event.entityId)
      .executeTakeFirstOrThrow();
    const parties = await casePartiesOf(trx, event.entityId, { client_id: c.client_id, company_id });
    const audience = audienceOf(event, parties);
    if (audience.length === 0) return { ...parties, audience, told: null };
    const actor = event.actorId ? await trx.selectFrom("user").select("name").where("id", "=", event.actorId).executeTakeFirst() : undefined;
    return { ...parties, audience, told: { c, actorName: actor?.name ?? null } };
  },
  async notice(_trx, event, parties) {
    if (!parties.told) return null;
    const { c, actorName } = parties.told;
    const data: Record<string, unknown> = { caseId: c.id, reference: c.reference, title_ar: c.title_ar, title_en: c.title_en, actorName };
    for (const key of NOTIFICATION_KEYS) if (key in event.data) data[key] = event.data[key];
    return { userIds: parties.audience, type: `case_${event.type}`, about: { caseId: c.id }, data };
  },
  mails: caseEmails,
};

export async function recordCaseEvent(trx: Transaction<Database>, input: CaseEventInput): Promise<void> {
  const { caseId, payload, ...rest } = input;
  await recordEvent(trx, CASE_EVENTS, { ...rest, entityId: caseId, data: payload ?? {} });
}

/**
 * The emails of one event, each in its recipient's language: to those notified and, for a hearing's
 * calendar file, to an actor who is a party too.
 */
async function caseEmails(trx: Transaction<Database>, event: CaseEvent, parties: CaseEventParties): Promise<MailMessage[]> {
  // The letter's events are told in the app here, and by email by their own domain (server/engagement/emails.ts).
  if (!parties.told || !(CASE_MAIL_TYPES as readonly string[]).includes(event.type)) return [];
  const { c, actorName } = parties.told;
  const payload = event.data;
  const audience = [...new Set(parties.audience)];
  const notified = audience.filter((id) => id !== event.actorId);
  const mailTo = HEARING_INVITES.has(event.type) && event.actorId && audience.includes(event.actorId) ? audience : notified;
  if (mailTo.length === 0) return [];
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

  return users.map((user) => {
    const locale: AppLocale = localeOf(user.locale);
    const side = parties.clientSide.includes(user.id) ? "client" : "firm";
    const content = caseEventEmail({
      type: event.type as CaseMailType,
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
      actorName,
      url,
    });
    const message: MailMessage = { to: user.email, ...content };
    if (hearing && HEARING_INVITES.has(event.type)) {
      const cancelled = event.type === "hearing_cancelled";
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
        organizer: calendarOrganizer(),
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
    return message;
  });
}


/** Runs one change to a case in a transaction (server/events/run-change.ts); files it stored are in the case files' bucket. */
export function runCaseChange<T>(db: DB, work: (trx: Transaction<Database>, stored: string[]) => Promise<T>, opts: { storage?: StorageDriver } = {}): Promise<T> {
  return runChange(db, work, { ...opts, bucket: CASE_FILES_BUCKET });
}
