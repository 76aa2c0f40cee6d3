/**
 * Issue 14 §1: a PostgreSQL outage never ends the process, and every layer reports it as "briefly
 * unavailable" (tRPC SERVICE_UNAVAILABLE, a 503 Response with Retry-After from loaders and actions)
 * rather than as a bug. The whole-server drill (stop PostgreSQL under traffic) is
 * tests/e2e/http/database-outage.spec.ts and `npm run drill`.
 */
import type { ServerBuild } from "@remix-run/node";
import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DB } from "#db/index";
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from "#db/outage";
import { withOutageHandling } from "#server/http/outage";
import { closeRealtime, subscribe } from "#server/realtime/bus";
import { createTestDatabase, type TestDatabase } from "../../setup/db";
import { anonymousCaller } from "../../setup/callers";

/** Nothing listens on port 1 of the loopback: every connection is refused at once. */
const UNREACHABLE_URL = "postgres://postgres@127.0.0.1:1/qanun";

describe("isDatabaseUnavailable", () => {
  it("recognises shutdown, refused and lost connections, also wrapped", () => {
    const shutdown = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: shutdown }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("outer", { cause: new Error("inner", { cause: refused }) }))).toBe(true);
  });

  it("leaves real bugs and bad input alone", () => {
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("syntax"), { code: "42601" }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe("with the database unreachable", () => {
  let db: DB;
  beforeAll(() => {
    db = createDatabase({ kind: "postgres", url: UNREACHABLE_URL });
  });
  afterAll(async () => {
    // Its realtime listener would otherwise try the unreachable address every second for the rest of the run.
    await closeRealtime(db);
    await db.destroy().catch(() => {});
  });

  it("a public procedure answers SERVICE_UNAVAILABLE with the catalogue code", async () => {
    const caller = anonymousCaller(db);
    const error = await caller.legalUpdates.list({}).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("SERVICE_UNAVAILABLE");
    expect(((error as TRPCError).cause as { code?: string }).code).toBe("service_unavailable");
  });

  it("a live-event subscription fails (so the stream answers 503) instead of hanging", async () => {
    await expect(subscribe(db, "user", () => {})).rejects.toSatisfy(isDatabaseUnavailable);
  });
});

describe("loaders and actions during an outage", () => {
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  const build = withOutageHandling({
    routes: {
      "routes/outage": {
        id: "routes/outage",
        path: "outage",
        module: {
          loader: async () => {
            throw refused;
          },
          action: async () => {
            throw new TRPCError({ code: "SERVICE_UNAVAILABLE", cause: refused });
          },
        },
      },
      "routes/bug": {
        id: "routes/bug",
        path: "bug",
        module: {
          loader: async () => {
            throw new Error("a real bug");
          },
          action: async () => new Response("fine"),
        },
      },
    },
  } as unknown as ServerBuild);
  const call = (id: string, kind: "loader" | "action") =>
    (build.routes[id].module[kind] as unknown as (args: object) => Promise<unknown>)({});

  it("answer 503 with Retry-After", async () => {
    for (const kind of ["loader", "action"] as const) {
      const thrown = await call("routes/outage", kind).then(
        () => null,
        (e: unknown) => e,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(503);
      expect((thrown as Response).headers.get("Retry-After")).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
    }
  });

  it("leave other errors and results untouched", async () => {
    await expect(call("routes/bug", "loader")).rejects.toThrow("a real bug");
    await expect(call("routes/bug", "action")).resolves.toBeInstanceOf(Response);
  });
});

// Needs a real PostgreSQL server: PGlite runs in this process and cannot lose its connection.
describe.skipIf(!process.env.TEST_DATABASE_URL)("a connection dies while checked out (PostgreSQL)", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it("the process survives, the transaction fails as 'unavailable', the next query works", async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const outcome = await test.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // FATAL 57P01 reaches this client between two queries of the transaction: node-postgres
        // emits 'error' on it, which ended the process when nothing listened.
        await admin.query("select pg_terminate_backend($1)", [rows[0].pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`select 1`.execute(trx);
        return "committed";
      })
      .catch((error: unknown) => error);
    await admin.end();
    expect(outcome).not.toBe("committed");
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(test.db);
    expect(rows[0].ok).toBe(1);
  });
});
