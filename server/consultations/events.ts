import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema";
import type { AuditedChange } from "#server/audit/record";
import { getEnv } from "#server/config/env";
import { consultationEventEmail, type ConsultationMailType } from "#server/mail/consultation-templates";
import { calendarOrganizer } from "#server/events/organizer";
import { recordEvent, type DomainEvent, type EventDomain } from "#server/events/record";
import type { MailMessage } from "#server/mail/transport";
import { consultationIcs } from "./ics";
import { syncConsultationReminders } from "./reminder-schedule";

/**
 * Everything that happens to a consultation goes through recordConsultationEvent, inside the
 * transaction that made the change: it appends to the consultation's timeline, writes an in-app
 * notification for each other party and announces it live (delivered on commit), (re)writes or
 * drops the reminders when the time or the status changed, and writes the emails (each party in
 * their own language, with an .ics file where a scheduled time is concerned) to the mail outbox, which
 * a worker sends once the transaction has committed (server/mail/outbox.ts).
 *
 * `data` keys read here: `reason` (declined, cancelled...), `previousStartsAt` (ISO, rescheduled), `cause`
 * (escalated: "lawyer_unavailable" when the chosen lawyer's licence lapsed).
 *
 * With `audit`, a change made by an admin or a lawyer also writes its audit_log row (issue 10 §6) in
 * the same transaction: the actor, their IP and the values before and after. A client's changes are
 * not audited (recordAudit leaves them out), nor the system's (reminders pass no `audit`).
 */
export { CONSULTATION_EVENT_TYPES, type ConsultationEventType } from "./event-types";
import type { ConsultationEventType } from "./event-types";
import type { AppLocale } from "~/i18n/config";

export interface ConsultationEventInput {
  consultationId: string;
  type: ConsultationEventType;
  /** The user who did it; null for the system (reminders, expiry). Never notified of their own act. */
  actorId: string | null;
  /** Small facts the timeline and the notification text need (a reason, the previous time...). */
  data?: Record<string, unknown>;
  /** Who made the change (with the request's IP) and the values before and after; `after` defaults to `data`. */
  audit?: AuditedChange | null;
}

/** The users a consultation's news goes to: the client, the lawyer's account, or the offered lawyers. */
export async function partiesOf(db: Kysely<Database>, consultationId: string): Promise<{ clientId: string; lawyerUserIds: string[] }> {
  const row = await db
    .selectFrom("consultations")
    .leftJoin("lawyers", "lawyers.id", "consultations.lawyer_id")
    .select(["consultations.client_id", "consultations.lawyer_id", "lawyers.user_id as lawyer_user_id"])
    .where("consultations.id", "=", consultationId)
    .executeTakeFirstOrThrow();
  if (row.lawyer_id) return { clientId: row.client_id, lawyerUserIds: row.lawyer_user_id ? [row.lawyer_user_id] : [] };
  const offered = await db
    .selectFrom("consultation_offers")
    .innerJoin("lawyers", "lawyers.id", "consultation_offers.lawyer_id")
    .select("lawyers.user_id")
    .where("consultation_offers.consultation_id", "=", consultationId)
    .where("consultation_offers.declined_at", "is", null)
    .where("lawyers.user_id", "is not", null)
    .execute();
  return { clientId: row.client_id, lawyerUserIds: offered.map((o) => o.user_id!) };
}

/** Changes after which the reminders must follow the consultation's (new) time or status. */
const REMINDER_SYNC_TYPES: ReadonlySet<ConsultationEventType> = new Set([
  "requested",
  "confirmed",
  "rescheduled",
  "declined",
  "cancelled",
  "completed",
  "no_show",
]);

/** Conversation events are mailed to the other party only; lifecycle changes to both sides (the actor gets the updated calendar file too). */
const OTHERS_ONLY_MAIL: ReadonlySet<ConsultationEventType> = new Set(["message", "file"]);

type Parties = { clientId: string; lawyerUserIds: string[]; admins: string[] };
type ConsultationEvent = DomainEvent & { type: ConsultationEventType };

/** A consultation's part in the domain-event pipeline (server/events/record.ts). */
const CONSULTATION_EVENTS: EventDomain<ConsultationEvent, Parties> = {
  async timeline(trx, event) {
    await trx
      .insertInto("consultation_events")
      .values({ consultation_id: event.entityId, actor_id: event.actorId, type: event.type, data: JSON.stringify(event.data) })
      .execute();
  },
  audit: {
    entityType: () => "consultation",
    action: (event) => `consultation.${event.type}`,
    async summary(trx, event) {
      const named = await trx
        .selectFrom("consultations")
        .innerJoin("user", "user.id", "consultations.client_id")
        .select(["consultations.reference", "user.name as client_name"])
        .where("consultations.id", "=", event.entityId)
        .executeTakeFirstOrThrow();
      return `${named.reference} · ${named.client_name}`;
    },
  },
  async parties(trx, event) {
    const parties = await partiesOf(trx, event.entityId);
    // An escalated request is news for the client and the office; the lawyers it is still offered to were told already.
    const admins =
      event.type === "escalated"
        ? (
            await trx
              .selectFrom("profiles")
              .innerJoin("user", "user.id", "profiles.id")
              .select("user.id")
              .where("profiles.user_type", "=", "admin")
              .where("user.suspended_at", "is", null)
              .execute()
          ).map((u) => u.id)
        : [];
    return { ...parties, admins };
  },
  async notice(_trx, event, parties) {
    const told = event.type === "escalated" ? [parties.clientId, ...parties.admins] : [parties.clientId, ...parties.lawyerUserIds];
    return { userIds: told, type: event.type, about: { consultationId: event.entityId }, data: event.data };
  },
  async follow(trx, event) {
    if (REMINDER_SYNC_TYPES.has(event.type)) await syncConsultationReminders(trx, event.entityId);
  },
  mails: (trx, event, parties) =>
    consultationEmails(trx, event, event.type === "escalated" ? { clientId: parties.clientId, lawyerUserIds: [] } : parties),
};

export async function recordConsultationEvent(trx: Transaction<Database>, input: ConsultationEventInput): Promise<void> {
  const { consultationId, data, ...rest } = input;
  await recordEvent(trx, CONSULTATION_EVENTS, { ...rest, entityId: consultationId, data: data ?? {} });
}

function localeOf(value: string | null | undefined): AppLocale | null {
  return value === "ar" || value === "en" ? value : null;
}


/**
 * Renders (inside the transaction, from what it wrote) the emails of one event: one per party, in
 * that person's language (their account's, else the language the client booked in, else Arabic).
 */
async function consultationEmails(
  trx: Transaction<Database>,
  input: ConsultationEvent,
  parties: { clientId: string; lawyerUserIds: string[] },
): Promise<MailMessage[]> {
  const env = getEnv();
  const c = await trx
    .selectFrom("consultations")
    .leftJoin("lawyers", "lawyers.id", "consultations.lawyer_id")
    .select([
      "consultations.id",
      "consultations.reference",
      "consultations.kind",
      "consultations.status",
      "consultations.starts_at",
      "consultations.ends_at",
      "consultations.sequence",
      "consultations.client_locale",
      "consultations.status_reason",
      "consultations.lawyer_id",
      "lawyers.name_ar as lawyer_name_ar",
      "lawyers.name_en as lawyer_name_en",
    ])
    .where("consultations.id", "=", input.entityId)
    .executeTakeFirstOrThrow();
  const wanted = [...new Set([parties.clientId, ...parties.lawyerUserIds])].filter(
    (id) => !(OTHERS_ONLY_MAIL.has(input.type) && id === input.actorId),
  );
  if (wanted.length === 0) return [];
  const users = await trx.selectFrom("user").select(["id", "name", "email", "locale"]).where("id", "in", wanted).execute();
  const client = users.find((u) => u.id === parties.clientId);
  const data = input.data;
  const reason =
    typeof data.reason === "string" && data.reason.trim()
      ? data.reason
      : input.type === "declined" || input.type === "cancelled"
        ? c.status_reason
        : null;
  const previous = typeof data.previousStartsAt === "string" && !Number.isNaN(Date.parse(data.previousStartsAt)) ? new Date(data.previousStartsAt) : null;
  const startsAt = c.starts_at ? new Date(c.starts_at) : null;
  const endsAt = c.ends_at ? new Date(c.ends_at) : null;
  const url = `${env.BASE_URL}/consultations/${c.id}`;
  const lawyerName = c.lawyer_id ? { ar: c.lawyer_name_ar || c.lawyer_name_en || "", en: c.lawyer_name_en || c.lawyer_name_ar || "" } : null;

  // spec: requested/confirmed/rescheduled add or update the calendar entry; declined/cancelled remove it.
  const icsMethod =
    startsAt && endsAt
      ? ["requested", "offered", "confirmed", "rescheduled"].includes(input.type) && ["requested", "confirmed"].includes(c.status)
        ? ("request" as const)
        : ["declined", "cancelled"].includes(input.type) && ["declined", "cancelled"].includes(c.status)
          ? ("cancel" as const)
          : null
      : null;
  const attendees = users
    .filter((u) => u.id === parties.clientId || (c.lawyer_id && parties.lawyerUserIds.includes(u.id)))
    .map((u) => ({ name: u.name, email: u.email }));

  return wanted.flatMap((userId): MailMessage[] => {
    const user = users.find((u) => u.id === userId);
    if (!user) return [];
    const isClient = userId === parties.clientId;
    const role = isClient ? "client" : c.lawyer_id ? "lawyer" : "offered";
    const locale = localeOf(user.locale) ?? (isClient ? localeOf(c.client_locale) : null) ?? "ar";
    const counterpart = isClient ? lawyerName : client ? { ar: client.name, en: client.name } : null;
    const content = consultationEventEmail({
      type: input.type as ConsultationMailType,
      locale,
      name: user.name,
      recipientRole: role,
      reference: c.reference,
      kind: c.kind,
      status: c.status,
      startsAt,
      previousStartsAt: previous,
      counterpart,
      reason,
      cause: typeof data.cause === "string" ? data.cause : null,
      url,
    });
    const message: MailMessage = { to: user.email, ...content };
    if (icsMethod && role !== "offered") {
      const summary =
        locale === "ar"
          ? `استشارة ${c.reference}${counterpart ? ` مع ${counterpart.ar}` : ""}`
          : `Consultation ${c.reference}${counterpart ? ` with ${counterpart.en}` : ""}`;
      const ics = consultationIcs({
        consultationId: c.id,
        sequence: c.sequence,
        method: icsMethod,
        startsAt: startsAt!,
        endsAt: endsAt!,
        summary,
        description: url,
        url,
        organizer: calendarOrganizer(),
        attendees,
        baseUrl: env.BASE_URL,
      });
      message.attachments = [
        {
          filename: `consultation-${c.reference}.ics`,
          content: ics,
          contentType: `text/calendar; charset=utf-8; method=${icsMethod === "cancel" ? "CANCEL" : "REQUEST"}`,
        },
      ];
    }
    return [message];
  });
}
