import { sql, type Kysely } from "kysely";

/**
 * Issue 27 §2 and issue 29 ("the firm's face"): the firm's own facts (office address, hours, phone, WhatsApp,
 * email, urgent line, map link) as one row an admin edits in the back office (/dashboard/admin/firm), shown on
 * /contact and read by the assistant (server/firm/profile.ts). One row only: `id` is the constant true.
 * Phones are E.164 (+ then 8 to 15 digits, no leading 0), the map link is https, so nothing malformed can reach a
 * tel:, wa.me or map link whichever path wrote it. `is_sample` marks the fictional profile the sample seed writes.
 * The table joins the public tables of migration 0023: a change empties every server's page cache.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table firm_profile (
      id boolean primary key default true constraint firm_profile_one_row check (id),
      name_ar text not null check (length(btrim(name_ar)) > 0),
      name_en text not null check (length(btrim(name_en)) > 0),
      address_ar text not null check (length(btrim(address_ar)) > 0),
      address_en text not null check (length(btrim(address_en)) > 0),
      hours_ar text not null check (length(btrim(hours_ar)) > 0),
      hours_en text not null check (length(btrim(hours_en)) > 0),
      phone text not null constraint firm_profile_phone_e164 check (phone ~ '^\\+[1-9][0-9]{7,14}$'),
      whatsapp text constraint firm_profile_whatsapp_e164 check (whatsapp ~ '^\\+[1-9][0-9]{7,14}$'),
      email text not null constraint firm_profile_email check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$'),
      urgent_phone text not null constraint firm_profile_urgent_phone_e164 check (urgent_phone ~ '^\\+[1-9][0-9]{7,14}$'),
      map_url text constraint firm_profile_map_url_https check (map_url ~ '^https://[^[:space:]]+$'),
      is_sample boolean not null default false,
      updated_at timestamptz not null default now(),
      updated_by text references "user" (id) on delete set null
    )`.execute(db);
  await sql`
    create trigger firm_profile_notify_content
    after insert or update or delete or truncate on firm_profile
    for each statement execute function qanun_notify_content()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists firm_profile`.execute(db);
}
