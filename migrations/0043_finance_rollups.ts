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

  // One invoice's part in the sums, added (sign 1) or taken away (sign -1), for its area and for each lawyer of its case.
  await sql`
    create function finance_apply(inv invoices, sign integer) returns void language plpgsql as $$
    declare
      paid_month text;
      lawyer text;
    begin
      if inv.paid_at is not null and inv.state <> 'void' then
        paid_month := to_char(inv.paid_at at time zone 'Asia/Qatar', 'YYYY-MM');
        insert into finance_paid_months as t (month, service_area, paid_dirhams)
          values (paid_month, inv.service_area, sign * (inv.amount_dirhams - inv.refunded_dirhams))
          on conflict (month, service_area) do update set paid_dirhams = t.paid_dirhams + excluded.paid_dirhams;
        for lawyer in select lawyer_user_id from case_lawyers where case_id = inv.case_id order by lawyer_user_id loop
          insert into finance_lawyer_paid_months as t (lawyer_user_id, month, paid_dirhams)
            values (lawyer, paid_month, sign * (inv.amount_dirhams - inv.refunded_dirhams))
            on conflict (lawyer_user_id, month) do update set paid_dirhams = t.paid_dirhams + excluded.paid_dirhams;
        end loop;
      end if;
      if inv.state = 'issued' then
        insert into finance_open_days as t (due_on, service_area, open_dirhams)
          values (inv.due_on, inv.service_area, sign * inv.amount_dirhams)
          on conflict (due_on, service_area) do update set open_dirhams = t.open_dirhams + excluded.open_dirhams;
        for lawyer in select lawyer_user_id from case_lawyers where case_id = inv.case_id order by lawyer_user_id loop
          insert into finance_lawyer_open_days as t (lawyer_user_id, due_on, open_dirhams)
            values (lawyer, inv.due_on, sign * inv.amount_dirhams)
            on conflict (lawyer_user_id, due_on) do update set open_dirhams = t.open_dirhams + excluded.open_dirhams;
        end loop;
      end if;
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
      sign integer;
    begin
      if tg_op = 'INSERT' then a := new; sign := 1; else a := old; sign := -1; end if;
      insert into finance_lawyer_paid_months as t (lawyer_user_id, month, paid_dirhams)
        select a.lawyer_user_id, to_char(paid_at at time zone 'Asia/Qatar', 'YYYY-MM'), sign * sum(amount_dirhams - refunded_dirhams)
        from invoices where case_id = a.case_id and paid_at is not null and state <> 'void' group by 2 order by 2
        on conflict (lawyer_user_id, month) do update set paid_dirhams = t.paid_dirhams + excluded.paid_dirhams;
      insert into finance_lawyer_open_days as t (lawyer_user_id, due_on, open_dirhams)
        select a.lawyer_user_id, due_on, sign * sum(amount_dirhams) from invoices where case_id = a.case_id and state = 'issued' group by 2 order by 2
        on conflict (lawyer_user_id, due_on) do update set open_dirhams = t.open_dirhams + excluded.open_dirhams;
      return null;
    end $$`.execute(db);
  await sql`create trigger case_lawyers_finance after insert or delete on case_lawyers for each row execute function finance_assignment_changed()`.execute(db);

  // What is there already.
  await sql`
    insert into finance_paid_months (month, service_area, paid_dirhams)
    select to_char(paid_at at time zone 'Asia/Qatar', 'YYYY-MM'), service_area, sum(amount_dirhams - refunded_dirhams)
    from invoices where paid_at is not null and state <> 'void' group by 1, 2`.execute(db);
  await sql`
    insert into finance_open_days (due_on, service_area, open_dirhams)
    select due_on, service_area, sum(amount_dirhams) from invoices where state = 'issued' group by 1, 2`.execute(db);
  await sql`
    insert into finance_lawyer_paid_months (lawyer_user_id, month, paid_dirhams)
    select cl.lawyer_user_id, to_char(i.paid_at at time zone 'Asia/Qatar', 'YYYY-MM'), sum(i.amount_dirhams - i.refunded_dirhams)
    from invoices i join case_lawyers cl on cl.case_id = i.case_id where i.paid_at is not null and i.state <> 'void' group by 1, 2`.execute(db);
  await sql`
    insert into finance_lawyer_open_days (lawyer_user_id, due_on, open_dirhams)
    select cl.lawyer_user_id, i.due_on, sum(i.amount_dirhams) from invoices i join case_lawyers cl on cl.case_id = i.case_id
    where i.state = 'issued' group by 1, 2`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger case_lawyers_finance on case_lawyers`.execute(db);
  await sql`drop function finance_assignment_changed()`.execute(db);
  await sql`drop trigger invoices_finance on invoices`.execute(db);
  await sql`drop function finance_invoice_changed()`.execute(db);
  await sql`drop function finance_apply(invoices, integer)`.execute(db);
  await sql`drop table finance_lawyer_open_days`.execute(db);
  await sql`drop table finance_lawyer_paid_months`.execute(db);
  await sql`drop table finance_open_days`.execute(db);
  await sql`drop table finance_paid_months`.execute(db);
}
