import { sql, type Kysely } from "kysely";

/**
 * Issue 10 §3: the back office's users page.
 *
 * - Suspension lives on the account itself ("user"), next to better-auth's fields, because the
 *   better-auth hook that refuses a session (server/auth/suspension.ts) reads the user it is about to
 *   sign in through better-auth's own adapter. Roles stay in profiles.user_type: no second role system.
 *   A suspended account has a time and a reason, always both; who suspended it is kept while that
 *   admin's account exists.
 * - The admin search folds Arabic letter variants with normalize_search() (migration 0003), on the name
 *   and the email together; a trigram index on that expression serves `LIKE '%word%'`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table "user"
      add column suspended_at timestamptz,
      add column suspension_reason text check (suspension_reason is null or length(suspension_reason) between 1 and 1000),
      add column suspended_by text references "user" ("id") on delete set null,
      add constraint user_suspension_has_reason check ((suspended_at is null) = (suspension_reason is null))`.execute(db);
  await sql`create index user_suspended_idx on "user" (suspended_at) where suspended_at is not null`.execute(db);
  await sql`create index user_created_idx on "user" ("createdAt" desc, id)`.execute(db);
  await sql`create index user_search_trgm_idx on "user" using gin (normalize_search(name || ' ' || email) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists user_search_trgm_idx`.execute(db);
  await sql`drop index if exists user_created_idx`.execute(db);
  await sql`drop index if exists user_suspended_idx`.execute(db);
  await sql`
    alter table "user"
      drop constraint if exists user_suspension_has_reason,
      drop column if exists suspended_by,
      drop column if exists suspension_reason,
      drop column if exists suspended_at`.execute(db);
}
