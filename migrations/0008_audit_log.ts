import { sql, type Kysely } from "kysely";

/**
 * Issue 10 §6: the audit log. Every change an admin or a lawyer makes is written here by the
 * transaction that makes it (server/audit/record.ts). Rows are append-only: the database itself
 * refuses UPDATE, DELETE and TRUNCATE, whoever asks (the app, a script, a psql session), so a
 * record cannot be edited after the fact. Dropping the trigger needs the table owner and is itself
 * a schema change that a later migration would have to make openly.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      -- No foreign key: ON DELETE SET NULL would be an UPDATE, which the trigger refuses, and deleting
      -- a user must not be blocked by their history. The name is kept beside the id for that reason.
      actor_id text,
      actor_name text not null default '' check (length(actor_name) <= 300),
      actor_role text,
      action text not null check (action ~ '^[a-z][a-z0-9_.]{1,80}$'),
      entity_type text not null check (entity_type ~ '^[a-z][a-z0-9_]{1,40}$'),
      entity_id text check (length(entity_id) <= 200),
      summary text not null default '' check (length(summary) <= 500),
      before jsonb,
      after jsonb,
      ip text not null default '' check (length(ip) <= 64)
    )`.execute(db);
  await sql`create index audit_log_at on audit_log (at desc, id desc)`.execute(db);
  await sql`create index audit_log_actor on audit_log (actor_id, at desc)`.execute(db);
  await sql`create index audit_log_entity on audit_log (entity_type, entity_id, at desc)`.execute(db);
  await sql`create index audit_log_action on audit_log (action, at desc)`.execute(db);

  await sql`
    create function audit_log_is_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log rows cannot be changed or deleted' using errcode = '42501';
    end
    $$`.execute(db);
  await sql`
    create trigger audit_log_no_update_delete before update or delete on audit_log
      for each row execute function audit_log_is_append_only()`.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_is_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table audit_log`.execute(db);
  await sql`drop function audit_log_is_append_only()`.execute(db);
}
