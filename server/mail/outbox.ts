import { sql, type Kysely } from "kysely";
import { getDb, type DB } from "#db/index";
import type { Database, StoredMailAttachment } from "#db/schema";
import { settleBackgroundWork } from "#server/common/background";
import { claimDue } from "#server/common/claim";
import { startBatchWorker } from "#server/common/worker";
import { getEnv } from "#server/config/env";
import { logger } from "#server/observability/logger";
import { publish, subscribe } from "#server/realtime/bus";
import { readFileOutbox, transmitMail, type MailAttachment, type MailMessage, type OutboxMessage } from "./transport";

/**
 * The mail outbox (issue 14 §1, migration 0018, decision record 027). Every email the platform sends is
 * first a row in `mail_outbox`, written with the change that caused it: pass the transaction, and a
 * rolled-back change sends nothing while a committed one is never lost. A worker on every app server
 * sends due rows with retries and backoff; SMTP being down delays mail and never fails a request.
 *
 * Exactly once across app servers: a batch claims its rows with FOR UPDATE SKIP LOCKED and moves their
 * `next_attempt_at` forward by a lease longer than any SMTP timeout, so no other worker takes them
 * while they are being sent. Each message carries a Message-ID made from its row id, the same on every
 * attempt, so in the one window left (sent, then the database went away before the row was marked) a
 * receiving server can recognise the repeat.
 */

/** How long a claimed row is left to the worker that claimed it (SMTP timeouts in ./transport are far shorter). */
const LEASE_SECONDS = 120;
/** First retry after 10 s, doubling, never more than 15 minutes apart. */
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 15 * 60_000;
/** After this long unsent a message is given up on and marked failed (and logged as an error). */
const GIVE_UP_HOURS = 72;
/** Sent rows (already without their bodies) are kept this long as the record that mail went out. */
const KEEP_SENT_DAYS = 30;
const BATCH_SIZE = 20;

export interface EnqueueOptions {
  /** The back-office history entry whose `mail_status` follows this message (server/inbox/items.ts). */
  inboxEventId?: string;
}

/** Queues one message; inside a transaction it is sent only once that transaction commits. */
export async function enqueueMail(db: Kysely<Database>, message: MailMessage, opts: EnqueueOptions = {}): Promise<string> {
  // RFC 2606's .invalid never resolves: the stand-ins of closed accounts live there (server/privacy/deletion.ts),
  // and news of a kept case must not queue mail that can only bounce. Nothing is queued; the id is empty.
  if (isUndeliverableAddress(message.to)) return "";
  const row = await db
    .insertInto("mail_outbox")
    .values({
      to_address: message.to,
      subject: message.subject,
      html: message.html,
      text_body: message.text,
      attachments: message.attachments?.length ? JSON.stringify(message.attachments.map(storeAttachment)) : undefined,
      inbox_event_id: opts.inboxEventId ?? null,
      from_address: message.from ?? null,
      reply_to: message.replyTo ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // NOTIFY is delivered on commit (and dropped on rollback): every server's worker wakes for it.
  await publish(db, "mail", {});
  return row.id;
}

/** Addresses under the reserved .invalid top-level domain (RFC 2606), which no mail can reach. */
export function isUndeliverableAddress(address: string): boolean {
  return /\.invalid>?\s*$/i.test(address);
}

/** Queues several messages (one insert each, same transaction). */
export async function enqueueMails(db: Kysely<Database>, messages: MailMessage[]): Promise<void> {
  for (const message of messages) await enqueueMail(db, message);
}

/**
 * Sends one batch of due messages; returns how many it handled (sent, retried later or given up), so
 * the worker keeps going until a batch finds nothing due.
 */
export async function deliverDueMail(db: DB, opts: { limit?: number } = {}): Promise<number> {
  const ids = await claimDue(db, "mail_outbox", { limit: opts.limit ?? BATCH_SIZE, leaseSeconds: LEASE_SECONDS, where: sql`status = 'pending'` });
  const claimed = ids.length
    ? await db
        .selectFrom("mail_outbox")
        .select(["id", "to_address", "subject", "html", "text_body", "attachments", "attempts", "created_at", "inbox_event_id", "from_address", "reply_to"])
        .where("id", "in", ids)
        .orderBy("created_at")
        .execute()
    : [];

  for (const row of claimed) {
    try {
      await transmitMail({
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text_body,
        attachments: row.attachments?.map(restoreAttachment),
        ...(row.from_address ? { from: row.from_address } : {}),
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        messageId: messageIdFor(row.id),
      });
      await markSent(db, row.id, row.inbox_event_id);
    } catch (error) {
      await markFailedAttempt(db, row, error);
    }
  }
  return claimed.length;
}

async function markSent(db: DB, id: string, inboxEventId: string | null) {
  await db.transaction().execute(async (trx) => {
    // The body goes: it may hold a one-time link. To, subject and time stay as the record of sending.
    await trx
      .updateTable("mail_outbox")
      .set({ status: "sent", sent_at: sql`now()`, html: "", text_body: "", attachments: null, last_error: null })
      .where("id", "=", id)
      .execute();
    if (inboxEventId) await trx.updateTable("inbox_events").set({ mail_status: "sent" }).where("id", "=", inboxEventId).execute();
  });
}

async function markFailedAttempt(
  db: DB,
  row: { id: string; to_address: string; attempts: number; created_at: Date; inbox_event_id: string | null },
  error: unknown,
) {
  const responseCode = (error as { responseCode?: unknown })?.responseCode;
  // A 5xx answer (no such mailbox, refused recipient) will not change with retrying.
  const permanent = typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
  const expired = Date.now() - new Date(row.created_at).getTime() > GIVE_UP_HOURS * 3600_000;
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  if (permanent || expired) {
    logger.error("mail given up", { outboxId: row.id, to: row.to_address, attempts: row.attempts, reason });
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("mail_outbox").set({ status: "failed", last_error: reason }).where("id", "=", row.id).execute();
      if (row.inbox_event_id) await trx.updateTable("inbox_events").set({ mail_status: "failed" }).where("id", "=", row.inbox_event_id).execute();
    });
    return;
  }
  const delayMs = retryDelayMs(row.attempts);
  logger.warn("mail not sent; will retry", { outboxId: row.id, attempts: row.attempts, retryInSeconds: Math.round(delayMs / 1000), reason });
  await db
    .updateTable("mail_outbox")
    .set({ last_error: reason, next_attempt_at: sql`now() + make_interval(secs => ${delayMs / 1000})` })
    .where("id", "=", row.id)
    .execute();
}

/** The wait before attempt `attempts + 1`: 10 s, 20 s, 40 s ... at most 15 minutes, with up to 10% jitter so servers do not retry in step. */
export function retryDelayMs(attempts: number): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.round(base * (1 + Math.random() * 0.1));
}

/** Deletes the record of messages sent more than 30 days ago. */
export async function pruneSentMail(db: DB): Promise<number> {
  const result = await db
    .deleteFrom("mail_outbox")
    .where("status", "=", "sent")
    .where("sent_at", "<", sql<Date>`now() - make_interval(days => ${KEEP_SENT_DAYS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Starts this server's outbox worker: it wakes on every queued message (LISTEN on the `mail` channel,
 * from any server) and every `intervalMs` for retries, and prunes old records once an hour.
 */
export function startMailWorker(db: DB, intervalMs: number): { stop: () => Promise<void> } {
  const worker = startBatchWorker({ name: "mail outbox", intervalMs, runBatch: () => deliverDueMail(db) });
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  subscribe(db, "mail", () => worker.nudge())
    .then((stop) => {
      if (stopped) stop();
      else unsubscribe = stop;
    })
    // The database is away: the interval keeps retrying, and the bus re-listens by itself.
    .catch((error: unknown) => logger.warn("mail outbox: not listening yet", { error: String(error) }));
  const prune = setInterval(() => {
    pruneSentMail(db).catch((error: unknown) => logger.warn("mail outbox: prune failed", { error: String(error) }));
  }, 3600_000);
  prune.unref();
  return {
    stop: async () => {
      stopped = true;
      unsubscribe?.();
      clearInterval(prune);
      await worker.stop();
    },
  };
}

/**
 * Development and tests: waits for background work (server/common/background.ts), sends what is due now (as
 * the worker would), then returns the messages the
 * file outbox holds (DATA_DIR/outbox, used when SMTP_URL is not set), oldest first.
 */
export async function readOutbox(opts: { to?: string } = {}): Promise<OutboxMessage[]> {
  await settleBackgroundWork();
  const db = getDb();
  while ((await deliverDueMail(db)) > 0);
  return readFileOutbox(opts);
}

function messageIdFor(id: string) {
  const from = getEnv().MAIL_FROM;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${id}@${domain}>`;
}

function storeAttachment(a: MailAttachment): StoredMailAttachment {
  return typeof a.content === "string"
    ? { filename: a.filename, contentType: a.contentType, content: a.content, encoding: "utf8" }
    : { filename: a.filename, contentType: a.contentType, content: a.content.toString("base64"), encoding: "base64" };
}

function restoreAttachment(a: StoredMailAttachment): MailAttachment {
  return { filename: a.filename, contentType: a.contentType, content: a.encoding === "base64" ? Buffer.from(a.content, "base64") : a.content };
}
