import { sql, type Kysely } from "kysely";

/**
 * Issue 9 §6: /admin/cases searched client and company names where they live, one id list per word
 * (cases' trigram index, then users' and companies' trigram indexes joined back to cases). Over
 * 100,000 cases the three arms of each word cost a hash join that scanned cases for a common surname
 * (docs/benchmarks.md, bench:cases). Here the names the case is filed under are copied onto the case
 * (`party_names`, kept current by triggers when a case changes hands, a person is renamed or a company
 * changes its legal name) and folded into the generated `search_text`, so every word of a search is
 * one condition on one trigram index and the words AND inside a single bitmap scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table cases add column party_names text not null default ''`.execute(db);

  await sql`
    create function case_party_names(client text, company uuid) returns text language sql stable as $$
      select coalesce((select name from "user" where id = client), '') || ' ' ||
             coalesce((select legal_name_ar || ' ' || legal_name_en from companies where id = company), '')
    $$`.execute(db);

  // A case filed or moved to another client or company takes their names.
  await sql`
    create function cases_set_party_names() returns trigger language plpgsql as $$
    begin
      new.party_names := case_party_names(new.client_id, new.company_id);
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger cases_party_names before insert or update of client_id, company_id on cases
      for each row execute function cases_set_party_names()`.execute(db);

  // A renamed person or company is found by the new name on every case filed under it.
  await sql`
    create function user_name_to_cases() returns trigger language plpgsql as $$
    begin
      update cases set party_names = case_party_names(client_id, company_id) where client_id = new.id;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger user_name_to_cases after update of name on "user"
      for each row when (old.name is distinct from new.name) execute function user_name_to_cases()`.execute(db);
  await sql`
    create function company_name_to_cases() returns trigger language plpgsql as $$
    begin
      update cases set party_names = case_party_names(client_id, company_id) where company_id = new.id;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger company_name_to_cases after update of legal_name_ar, legal_name_en on companies
      for each row when (old.legal_name_ar is distinct from new.legal_name_ar or old.legal_name_en is distinct from new.legal_name_en)
      execute function company_name_to_cases()`.execute(db);

  await sql`update cases set party_names = case_party_names(client_id, company_id)`.execute(db);

  // A generated column's expression cannot be altered in PostgreSQL 15: drop it (and its index) and add it again.
  await sql`alter table cases drop column search_text`.execute(db);
  await sql`
    alter table cases add column search_text text generated always as (normalize_search(
      reference || ' ' || title_ar || ' ' || title_en || ' ' || coalesce(court_case_number, '') || ' ' ||
      coalesce(opposing_party, '') || ' ' || party_names
    )) stored`.execute(db);
  await sql`create index cases_search_idx on cases using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger company_name_to_cases on companies`.execute(db);
  await sql`drop trigger user_name_to_cases on "user"`.execute(db);
  await sql`drop trigger cases_party_names on cases`.execute(db);
  await sql`drop function company_name_to_cases()`.execute(db);
  await sql`drop function user_name_to_cases()`.execute(db);
  await sql`drop function cases_set_party_names()`.execute(db);
  await sql`alter table cases drop column search_text`.execute(db);
  await sql`alter table cases drop column party_names`.execute(db);
  await sql`drop function case_party_names(text, uuid)`.execute(db);
  await sql`
    alter table cases add column search_text text generated always as (normalize_search(
      reference || ' ' || title_ar || ' ' || title_en || ' ' || coalesce(court_case_number, '') || ' ' || coalesce(opposing_party, '')
    )) stored`.execute(db);
  await sql`create index cases_search_idx on cases using gin (search_text gin_trgm_ops)`.execute(db);
}
