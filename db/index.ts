import path from "node:path";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";
import { PreparingClient } from "./prepared-statements";

export type DB = Kysely<Database>;
export type { Database } from "./schema";

/** Postgres type id of `date`. */
const DATE_OID = 1082;

const typeParser = ((oid: number, format?: "text" | "binary") =>
  oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser;

/** `from`: a PGlite data folder dumped by `dumpDataDir` to start from (the tests' migrated template). */
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string; from?: Blob };

/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, else the embedded PGlite
 * (real Postgres in WASM) in a folder or in memory (`memory://`). Kysely's PGlite dialect
 * serialises transactions on the single embedded connection.
 */
export function createDatabase(target: DatabaseTarget): DB {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      // Names the statements Kysely sends, so each connection parses and plans one once (db/prepared-statements.ts).
      Client: PreparingClient as unknown as typeof pg.Client,
      max: 10,
      types: { getTypeParser: typeParser },
      // During an outage a request fails fast (and answers 503) instead of queueing for ever.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // node-postgres emits 'error' on a client whose connection dies: on the pool for idle clients,
    // on the client itself while it is checked out (e.g. inside a transaction when PostgreSQL stops
    // with FATAL 57P01). An 'error' event with no listener ends the process, so every client gets
    // one as it is created. The query in flight fails on its own and the pool drops the broken
    // client when it is released; nothing else needs to happen here.
    const warn = (message: string) => (error: Error) =>
      console.warn(JSON.stringify({ time: new Date().toISOString(), level: "warn", message, error: String(error) }));
    pool.on("error", warn("idle database connection lost"));
    pool.on("connect", (client) => client.on("error", warn("database connection lost while in use")));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    LISTEN_SOURCES.set(db, { kind: "postgres", url: target.url });
    return db;
  }
  let opened: Promise<PGliteInstance> | undefined;
  const open = () =>
    (opened ??= (async () => {
      const { PGlite } = await import("@electric-sql/pglite");
      // Extensions must be passed when PGlite opens, before a migration runs `create extension`.
      const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
      const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
      const dir = target.dataDir === "memory://" ? undefined : target.dataDir;
      // Calendar dates stay "YYYY-MM-DD" strings (as on pg above): a Date would shift them by the server's zone.
      return PGlite.create(dir, {
        extensions: { pg_trgm, btree_gist },
        parsers: { [DATE_OID]: (value: string) => value },
        ...(target.from ? { loadDataDir: target.from } : {}),
      });
    })());
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: open }) });
  LISTEN_SOURCES.set(db, { kind: "pglite", open });
  return db;
}

type PGliteInstance = Awaited<ReturnType<typeof import("@electric-sql/pglite").PGlite.create>>;

/** Where LISTEN can be issued for a database (server/realtime/bus.ts): its own pg client, or the PGlite instance. */
export type ListenSource = { kind: "postgres"; url: string } | { kind: "pglite"; open: () => Promise<PGliteInstance> };
// Kept on the instance under a global symbol (not in a module-level map): the server bundle and the
// scripts may load this module twice while sharing one database object.
const LISTEN_SOURCE = Symbol.for("qanun.listenSource");
const LISTEN_SOURCES = {
  set(db: DB, source: ListenSource) {
    (db as unknown as Record<symbol, ListenSource>)[LISTEN_SOURCE] = source;
  },
};

export function listenSourceOf(db: DB): ListenSource | undefined {
  return (db as unknown as Record<symbol, ListenSource | undefined>)[LISTEN_SOURCE];
}

const GLOBAL_KEY = Symbol.for("qanun.db");
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: DB };

/**
 * The process-wide database. Kept on globalThis because the server build and the scripts that
 * import it may load this module twice, and PGlite's data folder can only be opened once.
 */
export function getDb(): DB {
  const g = globalThis as GlobalWithDb;
  if (!g[GLOBAL_KEY]) {
    const url = process.env.DATABASE_URL;
    const dataDir = path.resolve(process.env.DATA_DIR ?? "./data", "pglite");
    g[GLOBAL_KEY] = createDatabase(url ? { kind: "postgres", url } : { kind: "pglite", dataDir });
  }
  return g[GLOBAL_KEY]!;
}

/** Tests and scripts install their own database (a fresh one per test file). */
export function setDb(db: DB | undefined) {
  (globalThis as GlobalWithDb)[GLOBAL_KEY] = db;
}
