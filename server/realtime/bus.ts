import { sql, type Kysely } from "kysely";
import pg from "pg";
import { listenSourceOf, type DB } from "#db/index";
import type { Database } from "#db/schema";
import { logger } from "#server/observability/logger";

/**
 * Live events between app servers through Postgres LISTEN/NOTIFY (PGlite has it too), so several
 * servers behind a load balancer all hear what any of them wrote. Payloads are small JSON objects
 * naming what changed (ids only, under Postgres' 8000-byte limit); listeners read the rest from the
 * database, where permissions are checked.
 *
 * - `user`: something new for one user (payload { userId, ... }): notifications, the unread count.
 * - `call`: a signalling message for one party of a consultation call (payload { consultationId, recipientId }).
 * - `case`: something changed on a case (payload { caseId }); the case page re-reads what its viewer may see.
 * - `mail`: a message joined the mail outbox (empty payload); every server's outbox worker wakes up.
 * - `content`: a table that public pages read changed (payload { table }, sent by the triggers of
 *   migration 0023, so no write can forget it); every server empties its page cache.
 *
 * An event published while this process is not listening (its LISTEN connection dropped, PostgreSQL
 * restarted) never reaches it. So when listening resumes, every handler of every channel gets RESYNC
 * ({ resync: true }, see isResync): anything may have changed, re-read what you show.
 */
export const CHANNELS = { user: "qanun_user", call: "qanun_call", case: "qanun_case", mail: "qanun_mail", content: "qanun_content" } as const;
export type Channel = keyof typeof CHANNELS;

/**
 * Sends an event. Inside a transaction it is delivered on commit and dropped on rollback, so pass the
 * transaction that wrote the change.
 */
export async function publish(db: Kysely<Database>, channel: Channel, payload: Record<string, unknown>): Promise<void> {
  await sql`select pg_notify(${CHANNELS[channel]}, ${JSON.stringify(payload)})`.execute(db);
}

type Handler = (payload: Record<string, unknown>) => void;

/** What every handler gets when its process listens again after a gap (no event of any channel has this field). */
export const RESYNC: Readonly<Record<string, unknown>> = Object.freeze({ resync: true });
export const isResync = (payload: Record<string, unknown>): boolean => payload.resync === true;

interface Listener {
  handlers: Map<Channel, Set<Handler>>;
  ready: Promise<void>;
  close: () => Promise<void>;
}

const LISTENERS = Symbol.for("qanun.realtimeListeners");
type WithListener = Record<symbol, Listener | undefined>;

function dispatch(listener: Listener, channel: Channel, raw: string) {
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return;
  }
  dispatchPayload(listener, channel, payload);
}

function dispatchPayload(listener: Listener, channel: Channel, payload: Record<string, unknown>) {
  for (const handler of listener.handlers.get(channel) ?? []) {
    try {
      handler(payload);
    } catch (error) {
      logger.error("realtime handler failed", { channel, error });
    }
  }
}

const channelOf = (name: string): Channel | undefined =>
  (Object.keys(CHANNELS) as Channel[]).find((key) => CHANNELS[key] === name);

/**
 * One LISTEN connection per database per process, opened on first use and re-opened whenever it
 * drops or cannot be opened (PostgreSQL restarting): one retry loop, never two connections at once.
 */
function listenerFor(db: DB): Listener {
  const holder = db as unknown as WithListener;
  const existing = holder[LISTENERS];
  if (existing) return existing;
  const source = listenSourceOf(db);
  if (!source) throw new Error("This database was not opened by createDatabase: it cannot LISTEN.");
  const handlers = new Map<Channel, Set<Handler>>();
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let closeCurrent: () => Promise<void> = async () => {};

  const scheduleReconnect = (error?: unknown) => {
    if (closed || retryTimer) return;
    logger.warn("realtime connection lost; reconnecting", { error: String(error ?? "ended") });
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (!closed) attempt();
    }, 1000);
    retryTimer.unref();
  };

  const connect = async (): Promise<void> => {
    if (source.kind === "pglite") {
      const pglite = await source.open();
      const unsubscribes = await Promise.all(
        (Object.keys(CHANNELS) as Channel[]).map((channel) =>
          pglite.listen(CHANNELS[channel], (raw: string) => dispatch(listener, channel, raw)),
        ),
      );
      closeCurrent = async () => {
        await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
      };
      return;
    }
    const client = new pg.Client({ connectionString: source.url, connectionTimeoutMillis: 5_000, keepAlive: true });
    let dropped = false;
    const drop = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      client.removeAllListeners("notification");
      client.end().catch(() => {});
      scheduleReconnect(error);
    };
    // Every error (also one that arrives after the socket is gone) has a listener: see db/index.ts.
    client.on("error", drop);
    client.on("end", () => drop());
    client.on("notification", (message) => {
      const channel = channelOf(message.channel);
      if (channel && message.payload) dispatch(listener, channel, message.payload);
    });
    closeCurrent = async () => {
      dropped = true;
      client.removeAllListeners("notification");
      await client.end().catch(() => {});
    };
    try {
      await client.connect();
      for (const name of Object.values(CHANNELS)) await client.query(`listen ${name}`);
    } catch (error) {
      drop(error);
      throw error;
    }
  };

  // Whether this listener has listened before: a later successful connect follows a gap.
  let listened = false;
  const attempt = () => {
    listener.ready = connect();
    listener.ready.then(
      () => {
        if (listened) {
          logger.info("realtime connection back; subscribers re-read");
          for (const channel of handlers.keys()) dispatchPayload(listener, channel, RESYNC);
        }
        listened = true;
      },
      (error) => {
        logger.warn("realtime listen failed", { error: String(error) });
        scheduleReconnect(error);
      },
    );
  };

  const listener: Listener = {
    handlers,
    ready: Promise.resolve(),
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await closeCurrent();
      holder[LISTENERS] = undefined;
    },
  };
  attempt();
  holder[LISTENERS] = listener;
  return listener;
}

/**
 * Calls `handler` for every event on `channel` (from any app server). Resolves once listening, so an
 * event published after it resolves is never missed. Returns the function that stops listening.
 */
export async function subscribe(db: DB, channel: Channel, handler: Handler): Promise<() => void> {
  const listener = listenerFor(db);
  let set = listener.handlers.get(channel);
  if (!set) listener.handlers.set(channel, (set = new Set()));
  set.add(handler);
  try {
    await listener.ready;
  } catch (error) {
    // Not listening (the database is away): the caller answers 503 and the browser reconnects later.
    set.delete(handler);
    throw error;
  }
  return () => {
    listener.handlers.get(channel)?.delete(handler);
  };
}

/** Closes this process's LISTEN connection for the database (tests and shutdown). */
export async function closeRealtime(db: DB): Promise<void> {
  await (db as unknown as WithListener)[LISTENERS]?.close();
}
