import { sql, type Kysely } from "kysely";

/**
 * Issue 12 §4: reviews of lawyers by their proven clients. A review belongs to one completed
 * consultation (unique: once per consultation); who may write one is decided in server/reviews/
 * (the booking client, within 90 days of completion). The lawyer replies once; an admin may hide a
 * review with a reason. Each lawyer's count and average of visible reviews are kept on `lawyers` by a
 * trigger, so the directory sorts and filters by rating from its own row and no code path that writes
 * a review can leave them stale. The reviews table joins the public-content NOTIFY of migration 0023:
 * a reply (which leaves the totals alone) still empties the page cache of every server.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table lawyer_reviews (
      id uuid primary key default gen_random_uuid(),
      consultation_id uuid not null unique references consultations (id) on delete cascade,
      lawyer_id uuid not null references lawyers (id) on delete cascade,
      reviewer_id text not null references "user" (id) on delete cascade,
      rating smallint not null check (rating between 1 and 5),
      body text check (length(body) between 1 and 2000),
      reply_body text check (length(reply_body) between 1 and 2000),
      replied_at timestamptz,
      hidden_at timestamptz,
      hidden_reason text check (length(hidden_reason) between 1 and 1000),
      hidden_by text references "user" (id) on delete set null,
      created_at timestamptz not null default now(),
      check ((reply_body is null) = (replied_at is null)),
      check ((hidden_at is null) = (hidden_reason is null))
    )`.execute(db);
  await sql`create index lawyer_reviews_public_idx on lawyer_reviews (lawyer_id, created_at desc) where hidden_at is null`.execute(db);
  await sql`create index lawyer_reviews_reviewer_idx on lawyer_reviews (reviewer_id)`.execute(db);
  await sql`create index lawyer_reviews_created_idx on lawyer_reviews (created_at desc)`.execute(db);

  await sql`alter table lawyers add column review_count integer not null default 0`.execute(db);
  await sql`alter table lawyers add column rating_average numeric(3, 2)`.execute(db);
  await sql`create index lawyers_rating_idx on lawyers (rating_average desc nulls last, review_count desc) where verified`.execute(db);

  await sql`
    create function lawyer_review_refresh(target uuid) returns void language sql as $$
      update lawyers set review_count = s.n, rating_average = s.average
      from (
        select count(*)::int as n, round(avg(rating), 2) as average
        from lawyer_reviews where lawyer_id = target and hidden_at is null
      ) s
      where lawyers.id = target
        and (lawyers.review_count is distinct from s.n or lawyers.rating_average is distinct from s.average)
    $$`.execute(db);
  await sql`
    create function lawyer_review_totals() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform lawyer_review_refresh(old.lawyer_id); end if;
      if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.lawyer_id is distinct from old.lawyer_id) then
        perform lawyer_review_refresh(new.lawyer_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger lawyer_reviews_totals
    after insert or update of rating, hidden_at, lawyer_id or delete on lawyer_reviews
    for each row execute function lawyer_review_totals()`.execute(db);
  await sql`
    create trigger lawyer_reviews_notify_content
    after insert or update or delete or truncate on lawyer_reviews
    for each statement execute function qanun_notify_content()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists lawyer_reviews`.execute(db);
  await sql`drop function if exists lawyer_review_totals()`.execute(db);
  await sql`drop function if exists lawyer_review_refresh(uuid)`.execute(db);
  await sql`drop index if exists lawyers_rating_idx`.execute(db);
  await sql`alter table lawyers drop column if exists rating_average`.execute(db);
  await sql`alter table lawyers drop column if exists review_count`.execute(db);
}
