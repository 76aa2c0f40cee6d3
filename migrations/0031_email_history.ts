import { sql, type Kysely } from "kysely";

/**
 * Issue 25 item 7: every address an account has had, so that closing it (server/privacy/deletion.ts) can
 * scrub all of them, not only the current one. Before this, an address given up in an email change left
 * no record tied to the account, while the rate-limit keys, queued or recorded mail, invitations and
 * contact messages made with it stayed behind unseen.
 *
 * - A trigger records the former address whenever "user".email changes, whichever path changed it
 *   (better-auth's confirmation of a change, a script).
 * - A requested change records the new address at once (server/accounts/email-change.ts), so a change
 *   still waiting for its confirmation is known too.
 *
 * Lowercase, one row per (account, address); the rows go with the account (on delete cascade).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table user_email_history (
      user_id text not null references "user" (id) on delete cascade,
      email text not null check (email = lower(email) and length(email) between 3 and 320),
      recorded_at timestamptz not null default now(),
      primary key (user_id, email)
    )`.execute(db);
  await sql`
    create function record_former_email() returns trigger language plpgsql as $$
    begin
      insert into user_email_history (user_id, email) values (old.id, lower(old.email))
      on conflict (user_id, email) do nothing;
      return new;
    end;
    $$`.execute(db);
  await sql`
    create trigger user_records_former_email after update of email on "user"
    for each row when (lower(old.email) is distinct from lower(new.email))
    execute function record_former_email()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists user_records_former_email on "user"`.execute(db);
  await sql`drop function if exists record_former_email()`.execute(db);
  await sql`drop table if exists user_email_history`.execute(db);
}
