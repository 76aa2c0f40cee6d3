import { sql, type Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "#db/schema";
import { publish } from "#server/realtime/bus";

const session = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/**
 * One signalling message between the two browsers. `session` names the sender's page load and `to`
 * the recipient's, so a message meant for a page that has since been reloaded is ignored there.
 */
export const signalInput = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("join"),
    payload: z.object({ session, reply: z.boolean().optional() }),
  }),
  z.object({
    kind: z.literal("offer"),
    payload: z.object({
      session,
      to: session,
      sdp: z.string().min(1).max(20_000),
    }),
  }),
  z.object({
    kind: z.literal("answer"),
    payload: z.object({
      session,
      to: session,
      sdp: z.string().min(1).max(20_000),
    }),
  }),
  z.object({
    kind: z.literal("candidate"),
    payload: z.object({
      session,
      to: session,
      candidate: z.string().max(2000),
      sdpMid: z.string().max(64).nullable(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable(),
    }),
  }),
  z.object({ kind: z.literal("hangup"), payload: z.object({ session }) }),
]);
export type SignalInput = z.infer<typeof signalInput>;

export interface SignalRow {
  id: string;
  kind: SignalInput["kind"];
  payload: Record<string, unknown>;
}

/** Signals are only useful during the call: older ones of the consultation are removed on each join. */
const KEEP_SIGNALS = sql`interval '1 day'`;

/** Stores the message for its recipient and announces it on the "call" channel (on commit). */
export async function storeSignal(
  db: Kysely<Database>,
  opts: {
    consultationId: string;
    senderId: string;
    recipientId: string;
    signal: SignalInput;
  },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (opts.signal.kind === "join") {
      await trx
        .deleteFrom("call_signals")
        .where("consultation_id", "=", opts.consultationId)
        .where("created_at", "<", sql<Date>`now() - ${KEEP_SIGNALS}`)
        .execute();
    }
    const row = await trx
      .insertInto("call_signals")
      .values({
        consultation_id: opts.consultationId,
        sender_id: opts.senderId,
        recipient_id: opts.recipientId,
        kind: opts.signal.kind,
        payload: JSON.stringify(opts.signal.payload),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await publish(trx, "call", {
      consultationId: opts.consultationId,
      recipientId: opts.recipientId,
    });
    return String(row.id);
  });
}

/** The recipient's messages after `afterId`, oldest first. */
export async function signalsAfter(
  db: Kysely<Database>,
  opts: {
    consultationId: string;
    recipientId: string;
    afterId: string;
    limit?: number;
  },
): Promise<SignalRow[]> {
  const rows = await db
    .selectFrom("call_signals")
    .select(["id", "kind", "payload"])
    .where("consultation_id", "=", opts.consultationId)
    .where("recipient_id", "=", opts.recipientId)
    .where("id", ">", opts.afterId)
    .orderBy("id")
    .limit(opts.limit ?? 500)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    payload: typeof row.payload === "string" ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
  }));
}

/** The id of the recipient's newest message (a fresh page starts listening after it), "0" if none. */
export async function latestSignalId(db: Kysely<Database>, opts: { consultationId: string; recipientId: string }): Promise<string> {
  const row = await db
    .selectFrom("call_signals")
    .select((eb) => eb.fn.max("id").as("max"))
    .where("consultation_id", "=", opts.consultationId)
    .where("recipient_id", "=", opts.recipientId)
    .executeTakeFirst();
  return row?.max ? String(row.max) : "0";
}
