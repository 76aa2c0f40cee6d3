import { sql, type Kysely } from "kysely";

/**
 * Issue 29 ("the firm's face"): /contact gives directions to the office in both languages, from the firm's
 * profile (empty until an admin writes them), and a reply to a contact message goes from the firm's own address
 * with Reply-To set, so the person can answer it: the outbox keeps a message's sender and Reply-To (null: the
 * platform's MAIL_FROM and no Reply-To, as every other email).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table firm_profile
      add column directions_ar text not null default '' check (length(directions_ar) <= 600),
      add column directions_en text not null default '' check (length(directions_en) <= 600)`.execute(db);
  await sql`
    alter table mail_outbox
      add column from_address text,
      add column reply_to text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table mail_outbox drop column from_address, drop column reply_to`.execute(db);
  await sql`alter table firm_profile drop column directions_ar, drop column directions_en`.execute(db);
}
