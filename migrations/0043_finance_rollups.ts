import { sql, type Kysely } from "kysely";

/**
 * Issue 28 §6: the money view's totals, summed as invoices change rather than when the page is read. Over 100,000
 * invoices bench:finance still missed its 50 ms target with no filter (the paid months: a to_char and a sum over 67,000
 * paid invoices each time) and for a lawyer (the same over the lawyer's cases, joined). Four small tables now hold the
 * sums, kept by triggers so that no code path can leave them behind the invoices:
 * - finance_paid_months (Doha month, service area): paid net of refunds, by the month the invoice was paid;
 * - finance_open_days (due date, service area): what is outstanding, by due date (the page cuts "this week" and
 *   "overdue" from it by the day it is read);
 * - finance_lawyer_paid_months and finance_lawyer_open_days: the same for each lawyer assigned to the invoice's case.
 * An invoice counts as the view counts it: paid when it has a paid_at and is not void, open when it is issued.
 * The lawyer tables also follow assignments (case_lawyers added or removed). Each row is one upsert with += so two app
 * servers add to it in turn; rows are visited in key order, so two writers cannot deadlock on them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table finance_paid_months (month text not null, service_area text not null, paid_dirhams bigint not null, primary key (month, service_area))`.execute(db);
  await sql`create table finance_open_days (due_on date not null, service_area text not null, open_dirhams bigint not null, primary key (due_on, service_area))`.execute(db);
  // No foreign key to the user: a lawyer's rows are removed with their assignments (a deleted user's are subtracted to 0).
  await sql`create table finance_lawyer_paid_months (lawyer_user_id text not null, month text not null, paid_dirhams bigint not null, primary key (lawyer_user_id, month))`.execute(db);
  await sql`create table finance_lawyer_open_days (lawyer_user_id text not null, due_on date not null, open_dirhams bigint not null, primary key (lawyer_user_id, due_on))`.execute(db);

  // What "paid" and "open" mean, written once: an invoice's paid amount net of refunds (null unless paid and not void),
  // the Doha month it was paid in, and its open amount (null unless issued).
  await sql`
    create function finance_paid(inv invoices) returns bigint language sql immutable as $$
      select case when inv.paid_at is not null and inv.state <> 'void' then inv.amount_dirhams - inv.refunded_dirhams end
    $$`.execute(db);
  await sql`
    create function finance_month(inv invoices) returns text language sql stable as $$
      select to_char(inv.paid_at at time zone 'Asia/Qatar', 'YYYY-MM')
    $$`.execute(db);
  await sql`
    create function finance_open(inv invoices) returns bigint language sql immutable as $$
      select case when inv.state = 'issued' then inv.amount_dirhams end
    $$`.execute(db);

  // Some invoices' part in one lawyer's sums, grouped so that each row is written once, in key order.
  await sql`
    create function finance_apply_lawyer(lawyer text, invs invoices[], sign integer) returns void language plpgsql as $$
    begin
      insert into finance_lawyer_paid_months as t (lawyer_user_id, month, paid_dirhams)
        select lawyer, finance_month(i), sign * sum(finance_paid(i)) from unnest(invs) i where finance_paid(i) is not null group by 2 order by 2
        on conflict (lawyer_user_id, month) do update set paid_dirhams = t.paid_dirhams + excluded.paid_dirhams;
      insert into finance_lawyer_open_days as t (lawyer_user_id, due_on, open_dirhams)
        select lawyer, i.due_on, sign * sum(finance_open(i)) from unnest(invs) i where finance_open(i) is not null group by 2 order by 2
        on conflict (lawyer_user_id, due_on) do update set open_dirhams = t.open_dirhams + excluded.open_dirhams;
    end $$`.execute(db);

  // One invoice's part in the sums, added (sign 1) or taken away (sign -1), for its area and for each lawyer of its case.
  await sql`
    create function finance_apply(inv invoices, sign integer) returns void language plpgsql as $$
    declare
      paid_amount bigint := finance_paid(inv);
      open_amount bigint := finance_open(inv);
      lawyer text;
    begin
      if paid_amount is not null then
        insert into finance_paid_months as t (month, service_area, paid_dirhams)
          values (finance_month(inv), inv.service_area, sign * paid_amount)
          on conflict (month, service_area) do update set paid_dirhams = t.paid_dirhams + excluded.paid_dirhams;
      end if;
      if open_amount is not null then
        insert into finance_open_days as t (due_on, service_area, open_dirhams)
          values (inv.due_on, inv.service_area, sign * open_amount)
          on conflict (due_on, service_area) do update set open_dirhams = t.open_dirhams + excluded.open_dirhams;
      end if;
      for lawyer in select lawyer_user_id from case_lawyers where case_id = inv.case_id order by lawyer_user_id loop
        perform finance_apply_lawyer(lawyer, array[inv], sign);
      end loop;
    end $$`.execute(db);
  await sql`
    create function finance_invoice_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and (old.paid_at, old.state, old.amount_dirhams, old.refunded_dirhams, old.service_area, old.due_on, old.case_id)
          is not distinct from (new.paid_at, new.state, new.amount_dirhams, new.refunded_dirhams, new.service_area, new.due_on, new.case_id) then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then perform finance_apply(old, -1); end if;
      if tg_op in ('UPDATE', 'INSERT') then perform finance_apply(new, 1); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger invoices_finance after insert or update or delete on invoices for each row execute function finance_invoice_changed()`.execute(db);

  // A lawyer assigned to a case (or taken off it) takes on (or gives up) the sums of the case's invoices.
  await sql`
    create function finance_assignment_changed() returns trigger language plpgsql as $$
    declare
      a case_lawyers;
    begin
      if tg_op = 'INSERT' then a := new; else a := old; end if;
      perform finance_apply_lawyer(a.lawyer_user_id, array(select i from invoices i where i.case_id = a.case_id), case when tg_op = 'INSERT' then 1 else -1 end);
      return null;
    end $$`.execute(db);
  await sql`create trigger case_lawyers_finance after insert or delete on case_lawyers for each row execute function finance_assignment_changed()`.execute(db);

  // What is there already, by the same rules.
  await sql`select finance_apply(i, 1) from invoices i order by i.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger case_lawyers_finance on case_lawyers`.execute(db);
  await sql`drop function finance_assignment_changed()`.execute(db);
  await sql`drop trigger invoices_finance on invoices`.execute(db);
  await sql`drop function finance_invoice_changed()`.execute(db);
  await sql`drop function finance_apply(invoices, integer)`.execute(db);
  await sql`drop function finance_apply_lawyer(text, invoices[], integer)`.execute(db);
  await sql`drop function finance_open(invoices)`.execute(db);
  await sql`drop function finance_month(invoices)`.execute(db);
  await sql`drop function finance_paid(invoices)`.execute(db);
  await sql`drop table finance_lawyer_open_days`.execute(db);
  await sql`drop table finance_lawyer_paid_months`.execute(db);
  await sql`drop table finance_open_days`.execute(db);
  await sql`drop table finance_paid_months`.execute(db);
}
