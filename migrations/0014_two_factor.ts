import { sql, type Kysely } from "kysely";

/**
 * Issue 12 §1: two-factor sign-in (TOTP) through better-auth's own `twoFactor` plugin.
 *
 * - `user."twoFactorEnabled"` and the `"twoFactor"` table are the plugin's schema for better-auth 1.7
 *   (node_modules/better-auth/dist/plugins/two-factor/schema.mjs), written by hand so that our numbered
 *   migrations own it, like migration 0001 does for the core tables. The secret and the recovery codes
 *   are stored encrypted by better-auth with BETTER_AUTH_SECRET; `verified` is false between "turn on"
 *   and the first code; the failure counter and lock are the plugin's account-level lockout.
 * - One row per user (the plugin reads it with findOne by userId): the unique index says so.
 * - `two_factor_reset_at` / `two_factor_reset_by`: when an admin last reset this account's second
 *   factor (a lost phone). The audit log has the full history; these are what the user page shows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table "user"
      add column "twoFactorEnabled" boolean default false,
      add column two_factor_reset_at timestamptz,
      add column two_factor_reset_by text references "user" ("id") on delete set null`.execute(db);
  await sql`
    create table "twoFactor" (
      "id" text not null primary key,
      "secret" text not null,
      "backupCodes" text not null,
      "userId" text not null references "user" ("id") on delete cascade,
      "verified" boolean default true,
      "failedVerificationCount" integer default 0,
      "lockedUntil" timestamptz
    )`.execute(db);
  await sql`create unique index "twoFactor_userId_idx" on "twoFactor" ("userId")`.execute(db);
  await sql`create index "twoFactor_secret_idx" on "twoFactor" ("secret")`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists "twoFactor"`.execute(db);
  await sql`
    alter table "user"
      drop column if exists two_factor_reset_by,
      drop column if exists two_factor_reset_at,
      drop column if exists "twoFactorEnabled"`.execute(db);
}
