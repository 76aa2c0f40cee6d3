import { sql, type Kysely } from "kysely";

/**
 * Issue 13 §1: an "any suitable lawyer" request that no lawyer accepts within the set working hours
 * reaches the office (server/consultations/escalation.ts). `escalated_at` marks it once, whichever app
 * server gets there first (a guarded UPDATE), and shows the admins which requests they must assign.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table consultations add column escalated_at timestamptz`.execute(db);
  await sql`
    create index consultations_waiting_idx on consultations (created_at)
    where status = 'requested' and lawyer_id is null and escalated_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists consultations_waiting_idx`.execute(db);
  await sql`alter table consultations drop column escalated_at`.execute(db);
}
