import { sql, type Kysely } from "kysely";

/**
 * Two roles on PostgreSQL (decision 036): the owner, which runs the migrations and owns every table, and the
 * app's role, which serves requests. The audit log's triggers refuse UPDATE, DELETE and TRUNCATE, but the
 * owner of audit_log (or a superuser) can disable or drop them, so the role the app serves as must own
 * nothing and may only add to and read the log.
 */

/** Tables the app's role may read and add rows to, and nothing else (decision 021). */
export const APPEND_ONLY_TABLES = ["audit_log"] as const;

/**
 * Kysely's bookkeeping of applied migrations: the app's role only reads it, so that a server started without
 * the owner's URL (after `npm run migrate` ran with it) finds nothing to do and serves.
 */
const MIGRATION_TABLES = ["kysely_migration", "kysely_migration_lock"] as const;

/** Who is connected, and to what. */
export async function connectedRole(db: Kysely<any>): Promise<{ role: string; database: string; superuser: boolean }> {
  const { rows } = await sql<{ role: string; database: string; superuser: boolean }>`
    select current_user as role, current_database() as database,
      (select rolsuper from pg_roles where rolname = current_user) as superuser`.execute(db);
  return rows[0]!;
}

/**
 * Run as the owner after the migrations, every time (each statement is idempotent): the app's role gets the
 * normal DML on every table and the use of every sequence, now and (default privileges) for every table a
 * later migration creates, then loses all but SELECT and INSERT on the append-only tables and all but SELECT on
 * Kysely's migration tables. One transaction, so the grants are never half applied.
 */
export async function grantAppRole(owner: Kysely<any>, appRole: string): Promise<void> {
  const app = sql.id(appRole);
  await owner.transaction().execute(async (trx) => {
    const { role } = await connectedRole(trx);
    const ownerRole = sql.id(role);
    await sql`grant usage on schema public to ${app}`.execute(trx);
    await sql`grant select, insert, update, delete on all tables in schema public to ${app}`.execute(trx);
    await sql`grant usage, select on all sequences in schema public to ${app}`.execute(trx);
    await sql`alter default privileges for role ${ownerRole} in schema public
      grant select, insert, update, delete on tables to ${app}`.execute(trx);
    await sql`alter default privileges for role ${ownerRole} in schema public
      grant usage, select on sequences to ${app}`.execute(trx);
    // The default grant above reaches these tables too; take back all but reading and adding rows.
    for (const table of APPEND_ONLY_TABLES) {
      await sql`revoke update, delete, truncate, references, trigger on ${sql.table(table)} from ${app}`.execute(trx);
      await sql`grant select, insert on ${sql.table(table)} to ${app}`.execute(trx);
    }
    for (const table of MIGRATION_TABLES) {
      await sql`revoke all on ${sql.table(table)} from ${app}`.execute(trx);
      await sql`grant select on ${sql.table(table)} to ${app}`.execute(trx);
    }
  });
}

/**
 * What the app's role could do to the audit log beyond reading and adding rows, as the catalog sees it:
 * an empty list when it can do nothing else. Checked from any connection (the owner's after the grants,
 * or the app's own at start-up).
 */
export async function appRoleExcessPrivileges(db: Kysely<any>, appRole: string): Promise<string[]> {
  const { rows } = await sql<{
    superuser: boolean;
    owner_member: boolean;
    can_change: boolean;
    schema_create: boolean;
    database_create: boolean;
  }>`
    select r.rolsuper as superuser,
      pg_has_role(r.oid, c.relowner, 'member') as owner_member,
      has_table_privilege(r.oid, c.oid, 'update') or has_table_privilege(r.oid, c.oid, 'delete')
        or has_table_privilege(r.oid, c.oid, 'truncate') or has_table_privilege(r.oid, c.oid, 'trigger') as can_change,
      has_schema_privilege(r.oid, 'public', 'create') as schema_create,
      has_database_privilege(r.oid, current_database(), 'create') as database_create
    from pg_roles r, pg_class c
    where r.rolname = ${appRole} and c.oid = 'public.audit_log'::regclass`.execute(db);
  const row = rows[0];
  if (!row) return [`role ${appRole} does not exist`];
  const excess: string[] = [];
  if (row.superuser) return ["it is a superuser, which no trigger or privilege stops"];
  if (row.owner_member) excess.push("it owns audit_log (or is a member of its owner), so it can disable or drop its triggers");
  if (row.can_change) excess.push("it holds UPDATE, DELETE, TRUNCATE or TRIGGER on audit_log");
  if (row.schema_create) excess.push("it may create objects in schema public (REVOKE CREATE ON SCHEMA public FROM PUBLIC, as the schema's owner)");
  if (row.database_create) excess.push("it may create schemas in the database");
  return excess;
}
