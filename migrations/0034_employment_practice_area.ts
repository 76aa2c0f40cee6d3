import { sql, type Kysely } from "kysely";

// The practice areas as migrations 0003, 0005 and 0006 listed them, written out here (not imported from
// server/lawyers/catalog.ts) so this migration says the same thing whatever the catalogue later becomes.
const BEFORE = [
  "commercial",
  "commercial-litigation",
  "criminal",
  "family",
  "dispute-resolution",
  "civil",
  "commercial-cases",
  "contract-drafting",
  "legal-translation",
  "company-services",
  "qfc-litigation",
];
const AFTER = [...BEFORE, "employment"];

const list = (areas: string[]) => sql.join(areas.map((area) => sql.lit(area)));

/**
 * The three checks that hold a practice area to the catalogue: a lawyer's areas, a service page's
 * area and a consultation's area. Dropped and added again: Kysely runs the pending migrations in one transaction.
 */
async function checkAreas(db: Kysely<any>, areas: string[]): Promise<void> {
  await sql`
    alter table lawyers
      drop constraint lawyers_practice_areas_check,
      add constraint lawyers_practice_areas_check check (practice_areas <@ array[${list(areas)}]::text[])`.execute(db);
  await sql`
    alter table service_pages
      drop constraint service_pages_practice_area_check,
      add constraint service_pages_practice_area_check check (practice_area in (${list(areas)}))`.execute(db);
  await sql`
    alter table consultations
      drop constraint consultations_service_area_check,
      add constraint consultations_service_area_check check (service_area in (${list(areas)}))`.execute(db);
}

/**
 * Issue 27 §5: employment and labour becomes a practice area (the service page /services/employment,
 * the directory's area=employment, a consultation booked for it). Until now labour matters were booked
 * under civil cases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await checkAreas(db, AFTER);
}

/**
 * Narrows the checks back. What used the area first goes back to where labour matters lived before:
 * lawyers lose it, the service page keeps its content without an area, and consultations (whose area
 * is required) return to civil cases.
 */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update lawyers set practice_areas = array_remove(practice_areas, 'employment') where 'employment' = any (practice_areas)`.execute(db);
  await sql`update service_pages set practice_area = null where practice_area = 'employment'`.execute(db);
  await sql`update consultations set service_area = 'civil' where service_area = 'employment'`.execute(db);
  await checkAreas(db, BEFORE);
}
