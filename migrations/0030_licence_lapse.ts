import { sql, type Kysely } from "kysely";

/**
 * Issue 25 §10: a lapsed licence ends the lawyer's work at once, and its lapse is handled once: the lawyer
 * is told (notification and email) and the requests waiting for them go to the office. `lapse_handled_at`
 * marks that it was done for the licence on record, whether an admin recorded a past date or the date
 * passed by itself (the licence worker claims rows with FOR UPDATE SKIP LOCKED and sets it in the same
 * transaction, so several app servers do it once). Recording a licence in force clears it, so a renewed
 * licence that lapses in its turn is handled again. Licences that lapsed before this migration are
 * handled at the worker's first run: their waiting requests had no one to answer them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table lawyer_licences add column lapse_handled_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table lawyer_licences drop column if exists lapse_handled_at`.execute(db);
}
