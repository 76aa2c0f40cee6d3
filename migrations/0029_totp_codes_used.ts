import { sql, type Kysely } from "kysely";

/**
 * Issue 25 §6: a TOTP code is accepted once. better-auth accepts a code for its whole window (the current
 * 30-second step and the ones beside it), so the same code completed two sign-ins. A code that passes is
 * claimed here (a hash of the account and the code, unique); a second claim within the window fails and
 * the sign-in or setting it was for is refused. Rows older than the window are pruned at each claim.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table totp_codes_used (
      user_id text not null references "user" (id) on delete cascade,
      code_hash text not null check (length(code_hash) = 64),
      used_at timestamptz not null default now(),
      primary key (user_id, code_hash)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table totp_codes_used`.execute(db);
}
