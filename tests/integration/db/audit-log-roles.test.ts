/**
 * Issue 25 item 8, decision 036: the audit log's triggers are only as strong as the role the app serves as.
 * On a fresh database, migrated by an owner role through MIGRATION_DATABASE_URL's path (migrateAppDatabase),
 * the app's role may add and read audit rows but neither change them nor touch the triggers, the table or
 * anything else's definition (each refusal is PostgreSQL's own permission error, 42501), while the app's
 * normal work (sign-ups, a case opened by an admin with its audit rows, updates and deletes elsewhere, a
 * LISTEN) still succeeds, and a table of a later migration is the app's to use without new grants.
 *
 * PostgreSQL only (TEST_DATABASE_URL, a superuser): the roles and the database are this file's own and are
 * dropped at the end. PGlite has one role, which owns everything (decision 036 says why no role can help there).
 */
import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, setDb, type DB } from "#db/index";
import { migrateAppDatabase } from "#db/migrate";
import { appRoleExcessPrivileges, connectedRole } from "#db/roles";
import { recordAudit } from "#server/audit/record";
import { closeRealtime } from "#server/realtime/bus";
import { createTestDatabase } from "../../setup/db";
import { adminQuery, createRolePair, databaseUrlAs, dropRolePair, type RolePair } from "../../setup/postgres-admin";
import { makeCast, openCase } from "../cases/support";

const serverUrl = process.env.TEST_DATABASE_URL ?? "";

/** PostgreSQL's insufficient_privilege, with its message. */
async function refusal(statement: Promise<unknown>): Promise<{ code?: string; message: string } | null> {
  return statement.then(
    () => null,
    (e: unknown) => ({ code: (e as { code?: string }).code, message: String((e as Error).message) }),
  );
}

describe.skipIf(!serverUrl)("the audit log with an owner role and an app role (PostgreSQL)", () => {
  let roles: RolePair;
  const name = `qanun_roles_${crypto.randomBytes(6).toString("hex")}`;
  let app: DB;
  let owner: Kysely<any>;
  let ownerUrl: string;

  beforeAll(async () => {
    roles = await createRolePair(serverUrl);
    await adminQuery(serverUrl, `create database ${name} owner ${roles.owner}`);
    ownerUrl = databaseUrlAs(serverUrl, name, roles, "owner");
    app = createDatabase({ kind: "postgres", url: databaseUrlAs(serverUrl, name, roles, "app") });
    const result = await migrateAppDatabase(app, { ownerUrl });
    expect(result.results?.length).toBeGreaterThan(20);
    setDb(app);
    owner = createDatabase({ kind: "postgres", url: ownerUrl });
  });

  afterAll(async () => {
    await closeRealtime(app).catch(() => {});
    await app?.destroy();
    await owner?.destroy();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    if (roles) await dropRolePair(serverUrl, roles);
  });

  it("the owner role owns every table; the app role owns nothing, is no superuser, and has no more than it needs on the log", async () => {
    const tables = await sql<{ tableowner: string }>`select distinct tableowner from pg_tables where schemaname = 'public'`.execute(app);
    expect(tables.rows.map((r) => r.tableowner)).toEqual([roles.owner]);
    const me = await connectedRole(app);
    expect(me).toMatchObject({ role: roles.app, database: name, superuser: false });
    expect(await appRoleExcessPrivileges(app, roles.app)).toEqual([]);
    const privileges = await sql<{ privilege_type: string }>`
      select privilege_type from information_schema.table_privileges
      where table_name = 'audit_log' and grantee = ${roles.app} order by 1`.execute(app);
    expect(privileges.rows.map((r) => r.privilege_type)).toEqual(["INSERT", "SELECT"]);
    // In the one-role set-up (today's single DATABASE_URL), the same check names what is wrong.
    expect((await appRoleExcessPrivileges(owner, roles.owner)).join("; ")).toMatch(/owns audit_log/);
  });

  it("the app role adds and reads audit rows", async () => {
    await recordAudit(app, { viewer: null, clientIp: "10.9.0.1" }, { action: "roles.test_entry", entityType: "test", entityId: "1", summary: "as the app role" }, { always: true });
    const rows = await app.selectFrom("audit_log").select(["action", "ip", "summary"]).where("action", "=", "roles.test_entry").execute();
    expect(rows).toEqual([{ action: "roles.test_entry", ip: "10.9.0.1", summary: "as the app role" }]);
  });

  it("refuses the app role UPDATE, DELETE, TRUNCATE and every way around the triggers, with a permission error", async () => {
    const before = await app.selectFrom("audit_log").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    const attempts: Record<string, () => Promise<unknown>> = {
      update: () => sql`update audit_log set summary = 'rewritten'`.execute(app),
      delete: () => sql`delete from audit_log`.execute(app),
      truncate: () => sql`truncate audit_log`.execute(app),
      "select for update": () => sql`select id from audit_log for update`.execute(app),
      "disable trigger": () => sql`alter table audit_log disable trigger audit_log_no_update_delete`.execute(app),
      "disable all triggers": () => sql`alter table audit_log disable trigger all`.execute(app),
      "drop trigger": () => sql`drop trigger audit_log_no_update_delete on audit_log`.execute(app),
      "drop truncate trigger": () => sql`drop trigger audit_log_no_truncate on audit_log`.execute(app),
      "replace the trigger function": () => sql`create or replace function audit_log_is_append_only() returns trigger language plpgsql as $$ begin return new; end $$`.execute(app),
      "drop function": () => sql`drop function audit_log_is_append_only() cascade`.execute(app),
      "drop table": () => sql`drop table audit_log`.execute(app),
      "rename table": () => sql`alter table audit_log rename to audit_log_old`.execute(app),
      "change owner": () => sql`alter table audit_log owner to ${sql.id(roles.app)}`.execute(app),
      "become the owner": () => sql`set role ${sql.id(roles.owner)}`.execute(app),
      "create a table": () => sql`create table app_made (id int)`.execute(app),
      "create a schema": () => sql`create schema app_schema`.execute(app),
      "replication role": () => sql`set session_replication_role = replica`.execute(app),
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      const error = await refusal(attempt());
      expect(error, what).not.toBeNull();
      expect(error!.code, `${what}: ${error!.message}`).toBe("42501");
      expect(error!.message, what).toMatch(/permission denied|must be owner/);
    }
    const after = await app.selectFrom("audit_log").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const triggers = await sql<{ tgname: string; tgenabled: string }>`
      select tgname, tgenabled from pg_trigger where tgrelid = 'audit_log'::regclass and not tgisinternal order by 1`.execute(owner);
    expect(triggers.rows).toEqual([
      { tgname: "audit_log_no_truncate", tgenabled: "O" },
      { tgname: "audit_log_no_update_delete", tgenabled: "O" },
    ]);
  });

  it("the app's normal work succeeds as the app role: sign-ups, a case with its audit rows, updates and deletes elsewhere", async () => {
    const cast = await makeCast(app);
    const opened = await openCase(cast);
    const audit = await app.selectFrom("audit_log").select(["action", "actor_id"]).where("entity_id", "=", opened.id).execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((row) => row.actor_id === cast.admin.userId)).toBe(true);
    await app.updateTable("profiles").set({ updated_at: new Date() }).where("id", "=", cast.stranger.userId).execute();
    const { numDeletedRows } = await app.deleteFrom("session").where("userId", "=", cast.stranger.userId).executeTakeFirst();
    expect(numDeletedRows).toBeGreaterThan(0n);
    // Kysely's bookkeeping is the owner's: the app role reads it (to see nothing is pending), never writes it.
    expect((await refusal(sql`delete from kysely_migration`.execute(app)))?.code).toBe("42501");
    expect((await refusal(sql`update kysely_migration_lock set is_locked = 1`.execute(app)))?.code).toBe("42501");
  });

  it("the app role listens and notifies (live events between servers)", async () => {
    const listener = new pg.Client({ connectionString: databaseUrlAs(serverUrl, name, roles, "app") });
    await listener.connect();
    try {
      const heard = new Promise<string | undefined>((resolve) => listener.once("notification", (n) => resolve(n.payload)));
      await listener.query("listen qanun_roles_test");
      await sql`select pg_notify('qanun_roles_test', 'hello')`.execute(app);
      expect(await heard).toBe("hello");
    } finally {
      await listener.end();
    }
  });

  it("a table a later migration creates is the app role's to use at once (default privileges)", async () => {
    await sql`create table later_table (id bigserial primary key, note text)`.execute(owner);
    await app.insertInto("later_table" as never).values({ note: "first" } as never).execute();
    await sql`update later_table set note = 'second'`.execute(app);
    expect((await sql<{ note: string }>`select note from later_table`.execute(app)).rows).toEqual([{ note: "second" }]);
    await sql`delete from later_table`.execute(app);
    expect((await refusal(sql`truncate later_table`.execute(app)))?.code).toBe("42501");
    expect((await refusal(sql`drop table later_table`.execute(app)))?.code).toBe("42501");
    await sql`drop table later_table`.execute(owner);
  });

  it("a server started with the app role alone (after `npm run migrate` as the owner) finds nothing to do, and a pending migration stops it with the way out", async () => {
    expect((await migrateAppDatabase(app, {})).results).toEqual([]);
    const last = await owner.selectFrom("kysely_migration").select(["name", "timestamp"]).orderBy("name", "desc").executeTakeFirstOrThrow();
    await owner.deleteFrom("kysely_migration").where("name", "=", last.name).execute();
    try {
      await expect(migrateAppDatabase(app, {})).rejects.toThrow(/may not change the schema; run the migrations as the owner \(MIGRATION_DATABASE_URL/);
    } finally {
      await owner.insertInto("kysely_migration").values(last).execute();
    }
  });

  it("migrating again is a no-op that re-applies the grants; the same role on both URLs is refused", async () => {
    const again = await migrateAppDatabase(app, { ownerUrl });
    expect(again.results).toEqual([]);
    expect(await appRoleExcessPrivileges(app, roles.app)).toEqual([]);
    const sameRole = createDatabase({ kind: "postgres", url: ownerUrl });
    try {
      await expect(migrateAppDatabase(sameRole, { ownerUrl })).rejects.toThrow(/both connect as/);
    } finally {
      await sameRole.destroy();
    }
  });
});

// The whole suite can run this way (README, "Testing"): each test file's database is then served as the app role.
describe.runIf(serverUrl && process.env.TEST_DATABASE_SPLIT_ROLES)("TEST_DATABASE_SPLIT_ROLES", () => {
  it("gives each test file a database migrated by the run's owner role and served as its app role", async () => {
    const test = await createTestDatabase();
    try {
      const me = await connectedRole(test.db);
      expect(me.role).toMatch(/^qanun_test_app_/);
      expect(me.superuser).toBe(false);
      expect(await appRoleExcessPrivileges(test.db, me.role)).toEqual([]);
    } finally {
      await test.cleanup();
    }
  });
});
