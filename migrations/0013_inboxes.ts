import { sql, type Kysely } from "kysely";

/**
 * Issue 10 §5: the back office's three inboxes (contact messages, job applications, company service
 * requests). Each item gets the states the firm works with, an assignee (a member of staff) and a
 * search text; `inbox_events` keeps each item's history (state changes, assignments, replies, notes).
 *
 * States:
 * - contact messages: new, in_progress, answered, closed (0004 had no in_progress);
 * - job applications: received, shortlisted, rejected, hired (0004's unused "reviewing" becomes received);
 * - company service requests: submitted, in_progress, done (0006's in_review becomes in_progress, and
 *   completed and withdrawn, which nothing ever set, become done).
 * The assignee is a user id; who may be one (admins, and verified lawyers for company requests) is
 * checked by server/inbox, because a role can change after the assignment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // ---------------------------------------------------------------- contact messages
  await sql`alter table contact_messages drop constraint contact_messages_status_check`.execute(db);
  await sql`
    alter table contact_messages add constraint contact_messages_status_check
      check (status in ('new', 'in_progress', 'answered', 'closed'))`.execute(db);
  await sql`alter table contact_messages add column assignee_id text references "user" (id) on delete set null`.execute(db);
  await sql`alter table contact_messages add column updated_at timestamptz not null default now()`.execute(db);
  await sql`update contact_messages set updated_at = created_at`.execute(db);
  await sql`
    alter table contact_messages add column search_text text generated always as (
      content_fold(full_name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || subject || ' ' || message)
    ) stored`.execute(db);
  await sql`create index contact_messages_status_idx on contact_messages (status, created_at desc)`.execute(db);
  await sql`create index contact_messages_assignee_idx on contact_messages (assignee_id, created_at desc)`.execute(db);

  // ---------------------------------------------------------------- job applications
  await sql`alter table job_applications drop constraint job_applications_status_check`.execute(db);
  await sql`update job_applications set status = 'received' where status = 'reviewing'`.execute(db);
  await sql`
    alter table job_applications add constraint job_applications_status_check
      check (status in ('received', 'shortlisted', 'rejected', 'hired'))`.execute(db);
  await sql`alter table job_applications add column assignee_id text references "user" (id) on delete set null`.execute(db);
  await sql`alter table job_applications add column updated_at timestamptz not null default now()`.execute(db);
  await sql`update job_applications set updated_at = created_at`.execute(db);
  await sql`
    alter table job_applications add column search_text text generated always as (
      content_fold(full_name || ' ' || email || ' ' || phone || ' ' || cover_letter)
    ) stored`.execute(db);
  await sql`create index job_applications_status_idx on job_applications (status, created_at desc)`.execute(db);
  await sql`create index job_applications_assignee_idx on job_applications (assignee_id, created_at desc)`.execute(db);

  // ---------------------------------------------------------------- company service requests
  await sql`alter table company_service_requests drop constraint company_service_requests_status_check`.execute(db);
  await sql`update company_service_requests set status = 'in_progress' where status = 'in_review'`.execute(db);
  await sql`update company_service_requests set status = 'done' where status in ('completed', 'withdrawn')`.execute(db);
  await sql`
    alter table company_service_requests add constraint company_service_requests_status_check
      check (status in ('submitted', 'in_progress', 'done'))`.execute(db);
  await sql`alter table company_service_requests add column assignee_id text references "user" (id) on delete set null`.execute(db);
  await sql`
    alter table company_service_requests add column search_text text generated always as (
      content_fold(service || ' ' || details)
    ) stored`.execute(db);
  await sql`create index company_service_requests_status_idx on company_service_requests (status, created_at desc)`.execute(db);
  await sql`create index company_service_requests_assignee_idx on company_service_requests (assignee_id, created_at desc)`.execute(db);

  // ---------------------------------------------------------------- history
  await sql`
    create table inbox_events (
      id uuid primary key default gen_random_uuid(),
      contact_message_id uuid references contact_messages (id) on delete cascade,
      job_application_id uuid references job_applications (id) on delete cascade,
      company_request_id uuid references company_service_requests (id) on delete cascade,
      at timestamptz not null default now(),
      actor_id text references "user" (id) on delete set null,
      -- kept beside the id, so the history still names someone whose account is gone
      actor_name text not null default '' check (length(actor_name) <= 300),
      kind text not null check (kind in ('status', 'assignment', 'reply', 'note')),
      from_status text check (length(from_status) <= 40),
      to_status text check (length(to_status) <= 40),
      assignee_id text references "user" (id) on delete set null,
      assignee_name text check (length(assignee_name) <= 300),
      body text check (length(body) <= 10000),
      -- an email the change sent (a reply, a decision to an applicant): to whom, and whether it went
      mail_to text check (length(mail_to) <= 254),
      mail_status text check (mail_status in ('pending', 'sent', 'failed')),
      check (num_nonnulls(contact_message_id, job_application_id, company_request_id) = 1)
    )`.execute(db);
  await sql`create index inbox_events_contact_idx on inbox_events (contact_message_id, at) where contact_message_id is not null`.execute(db);
  await sql`create index inbox_events_application_idx on inbox_events (job_application_id, at) where job_application_id is not null`.execute(db);
  await sql`create index inbox_events_company_request_idx on inbox_events (company_request_id, at) where company_request_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists inbox_events`.execute(db);
  for (const table of ["contact_messages", "job_applications", "company_service_requests"]) {
    await sql`drop index if exists ${sql.id(`${table}_status_idx`)}`.execute(db);
    await sql`drop index if exists ${sql.id(`${table}_assignee_idx`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column if exists search_text`.execute(db);
    await sql`alter table ${sql.table(table)} drop column if exists assignee_id`.execute(db);
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_status_check`)}`.execute(db);
  }
  await sql`alter table contact_messages drop column if exists updated_at`.execute(db);
  await sql`alter table job_applications drop column if exists updated_at`.execute(db);
  await sql`update contact_messages set status = 'new' where status = 'in_progress'`.execute(db);
  await sql`alter table contact_messages add constraint contact_messages_status_check check (status in ('new', 'answered', 'closed'))`.execute(db);
  await sql`alter table job_applications add constraint job_applications_status_check check (status in ('received', 'reviewing', 'shortlisted', 'rejected', 'hired'))`.execute(db);
  await sql`update company_service_requests set status = 'completed' where status = 'done'`.execute(db);
  await sql`
    alter table company_service_requests add constraint company_service_requests_status_check
      check (status in ('submitted', 'in_review', 'in_progress', 'completed', 'withdrawn'))`.execute(db);
}
