import { sql, type Kysely } from "kysely";

/**
 * The records behind the dynamic routes of spec §2 (/lawyer-profile/{id}, /legal-updates/{id},
 * /case/{id}). Issue 3 and later extend these tables with their own numbered migrations.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table lawyers (
      id uuid primary key default gen_random_uuid(),
      user_id text unique references "user" ("id") on delete set null,
      name_ar text not null,
      name_en text not null,
      title_ar text not null,
      title_en text not null,
      bio_ar text not null,
      bio_en text not null,
      city text not null,
      years_of_practice integer not null check (years_of_practice >= 0),
      verified boolean not null default false,
      is_sample boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table legal_updates (
      id uuid primary key default gen_random_uuid(),
      title_ar text not null,
      title_en text not null,
      summary_ar text not null,
      summary_en text not null,
      body_ar text not null,
      body_en text not null,
      category text not null,
      published_at timestamptz not null,
      is_sample boolean not null default false
    )`.execute(db);
  await sql`create index legal_updates_published_idx on legal_updates (published_at desc)`.execute(db);

  await sql`
    create table cases (
      id uuid primary key default gen_random_uuid(),
      reference text not null unique,
      client_id text not null references "user" ("id") on delete restrict,
      title_ar text not null,
      title_en text not null,
      service_area text not null,
      status text not null default 'open' check (status in ('open', 'in_progress', 'on_hold', 'closed')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index cases_client_idx on cases (client_id)`.execute(db);
  await sql`
    create table case_lawyers (
      case_id uuid not null references cases (id) on delete cascade,
      lawyer_user_id text not null references "user" ("id") on delete cascade,
      primary key (case_id, lawyer_user_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["case_lawyers", "cases", "legal_updates", "lawyers"]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
