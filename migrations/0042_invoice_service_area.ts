import { sql, type Kysely } from "kysely";

/**
 * Issue 28 §6: the firm's money view filters by service area over 100,000 invoices. The area is the case's; reading it
 * through a join with every case made that filter the slow one (273 ms p95 in bench:finance against a 50 ms target).
 * Each invoice now carries its case's area, filled by the database when the invoice is written and kept equal to the
 * case's when an admin changes the case's area (both triggers below, so no code path can leave them apart), and the
 * money view reads the open and the paid invoices of an area through indexes of their own. The paid-per-month figure
 * reads what it sums from the paid-at index (an index-only scan), with or without a filter.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table invoices add column service_area text`.execute(db);
  await sql`update invoices set service_area = cases.service_area from cases where cases.id = invoices.case_id`.execute(db);
  await sql`alter table invoices alter column service_area set not null`.execute(db);
  await sql`
    create function invoice_service_area() returns trigger language plpgsql as $$
    begin
      new.service_area := (select service_area from cases where id = new.case_id);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger invoices_service_area before insert or update of case_id, service_area on invoices
    for each row execute function invoice_service_area()`.execute(db);
  await sql`
    create function case_service_area_to_invoices() returns trigger language plpgsql as $$
    begin
      update invoices set service_area = new.service_area where case_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger cases_service_area_to_invoices after update of service_area on cases
    for each row when (new.service_area is distinct from old.service_area) execute function case_service_area_to_invoices()`.execute(db);
  await sql`create index invoices_open_area on invoices (service_area, due_on) include (amount_dirhams) where state = 'issued'`.execute(db);
  // The open totals read what they sum from the index (an index-only scan), with the case and client a filter asks for.
  await sql`drop index invoices_open_due`.execute(db);
  await sql`create index invoices_open_due on invoices (due_on) include (amount_dirhams, case_id, client_id) where state = 'issued'`.execute(db);
  await sql`drop index invoices_paid_at`.execute(db);
  await sql`create index invoices_paid_at on invoices (paid_at) include (amount_dirhams, refunded_dirhams, state) where paid_at is not null`.execute(db);
  await sql`
    create index invoices_paid_area on invoices (service_area, paid_at) include (amount_dirhams, refunded_dirhams, state)
    where paid_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index invoices_paid_area`.execute(db);
  await sql`drop index invoices_paid_at`.execute(db);
  await sql`create index invoices_paid_at on invoices (paid_at) where paid_at is not null`.execute(db);
  await sql`drop index invoices_open_due`.execute(db);
  await sql`create index invoices_open_due on invoices (due_on) where state = 'issued'`.execute(db);
  await sql`drop index invoices_open_area`.execute(db);
  await sql`drop trigger cases_service_area_to_invoices on cases`.execute(db);
  await sql`drop function case_service_area_to_invoices()`.execute(db);
  await sql`drop trigger invoices_service_area on invoices`.execute(db);
  await sql`drop function invoice_service_area()`.execute(db);
  await sql`alter table invoices drop column service_area`.execute(db);
}
