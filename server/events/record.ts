import type { Transaction } from "kysely";
import type { Database } from "#db/schema";
import { recordAudit, type AuditedChange } from "#server/audit/record";
import { enqueueMail, type EnqueueOptions } from "#server/mail/outbox";
import type { MailMessage } from "#server/mail/transport";
import { notify, type NotificationSubject } from "#server/notifications/notify";

type Trx = Transaction<Database>;

/** Something that happened to one thing of a domain (a case, a consultation, an inbox item). */
export interface DomainEvent {
  /** The case, consultation or inbox item it happened to. */
  entityId: string;
  type: string;
  /** The user who did it; null for the system (reminders, expiry). Never notified of their own act. */
  actorId: string | null;
  /** Small facts the timeline and the notification text need; the audit row's `after` unless it says otherwise. */
  data: Record<string, unknown>;
  /** Who made the change (with the request's IP) and the values before and after; none: no audit row. */
  audit?: AuditedChange | null;
}

/** An in-app notification to write: to whom (the actor is left out), its type, what it is about and its facts. */
export interface EventNotice {
  userIds: string[];
  type: string;
  about: NotificationSubject;
  data: Record<string, unknown>;
}

/**
 * What one domain does when something happens (the steps recordEvent runs, in this order):
 * - `timeline`: appends the event to the entity's own history table (returns the entry's id when it has one);
 * - `audit`: the audit log's entity type and action of an event, and the line naming what it happened to;
 * - `live`: announces the change itself on the realtime bus (notifications are announced by notify);
 * - `parties`: reads once who the event concerns, for the notifications and the emails;
 * - `notice`: the in-app notification, if any;
 * - `follow`: what else the event changes in the same transaction (reminders);
 * - `mails`: the emails, each in its recipient's language, written to the mail outbox;
 *   `mailOptions` ties them to the timeline entry when its history follows their delivery.
 */
export interface EventDomain<E extends DomainEvent, P> {
  timeline(trx: Trx, event: E): Promise<string | void>;
  audit: { entityType(event: E): string; action(event: E): string; summary(trx: Trx, event: E): Promise<string> };
  live?(trx: Trx, event: E): Promise<void>;
  parties(trx: Trx, event: E): Promise<P>;
  notice?(trx: Trx, event: E, parties: P): Promise<EventNotice | null>;
  follow?(trx: Trx, event: E, parties: P): Promise<void>;
  mails(trx: Trx, event: E, parties: P): Promise<MailMessage[]>;
  mailOptions?(entryId: string | void, event: E): EnqueueOptions;
}

/**
 * Records one domain event inside the transaction that made the change, so the timeline entry, the
 * audit row, the notifications, the live events (delivered on commit) and the emails (sent by the
 * outbox worker once the transaction has committed, server/mail/outbox.ts) all happen only if it
 * commits. Returns the timeline entry's id, when the domain's history has one.
 */
export async function recordEvent<E extends DomainEvent, P>(trx: Trx, domain: EventDomain<E, P>, event: E): Promise<string | void> {
  const entryId = await domain.timeline(trx, event);
  if (event.audit) {
    await recordAudit(trx, event.audit.actor, {
      action: domain.audit.action(event),
      entityType: domain.audit.entityType(event),
      entityId: event.entityId,
      summary: await domain.audit.summary(trx, event),
      before: event.audit.before ?? null,
      after: event.audit.after ?? event.data,
    }, { always: event.audit.always ?? false });
  }
  await domain.live?.(trx, event);
  const parties = await domain.parties(trx, event);
  const notice = await domain.notice?.(trx, event, parties);
  if (notice) {
    const userIds = [...new Set(notice.userIds)].filter((id) => id !== event.actorId);
    await notify(trx, userIds, notice.type, notice.data, notice.about);
  }
  await domain.follow?.(trx, event, parties);
  const options = domain.mailOptions?.(entryId, event) ?? {};
  for (const message of await domain.mails(trx, event, parties)) await enqueueMail(trx, message, options);
  return entryId;
}
