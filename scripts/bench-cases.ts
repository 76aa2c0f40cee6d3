/* eslint-disable max-lines -- one benchmark: its 100,000-case set-up and its two measured pages read together */
/**
 * Benchmark of cases (issue 9 §6) on PostgreSQL:
 *  (a) /admin/cases with 100,000 cases: the `cases.listAll` procedure (called in process as an admin)
 *      with a search and two filters, rotating over Arabic queries with letter variants, English words
 *      and reference fragments; and the whole page GET /admin/cases?q=…&<2 filters> through the
 *      production build's request handler with an admin's session cookie. Targets: p95 <= 30 ms
 *      (procedure) and <= 80 ms (page).
 *  (b) /case/{id} for one case with 500 timeline entries and 200 messages: the whole page (target
 *      p95 <= 60 ms) and `cases.byId` alone (no target).
 *
 *   npm run build && npm run bench:cases
 *
 * Creates a fresh database on BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * migrates it, seeds the sample content (60 sample lawyers, service pages), fills the cases with
 * set-based INSERT ... SELECT generate_series statements, runs ANALYZE, measures, prints a table and
 * drops the database. It is a report: it exits 0 whether the targets are met or not.
 * BENCH_CASES (100000) and BENCH_ITERATIONS (600) change the size of the run; BENCH_KEEP_DATABASE=1 keeps
 * the filled database for EXPLAIN ANALYZE.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { sql } from "kysely";
import type { DB } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { provisionUser } from "#server/accounts/provision";
import { enrolTwoFactorDirectly, totpCodeFor } from "#server/accounts/two-factor";
import { getAuth } from "#server/auth/auth";
import { getViewer } from "#server/auth/viewer";
import { COURT_CODES } from "#server/cases/courts";
import type { ListInput } from "#server/cases/schemas";
import { getStorage } from "#server/storage/index";
import { createCaller } from "#server/router";
import { createBenchDatabase, fmt, measure, openBenchDatabase, summary } from "./bench-support";
import { seedSampleContent } from "./seed-data";

const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 600);
const WARMUP = Math.min(60, ITERATIONS);
const INDIVIDUALS = 5_000;
const COMPANIES = 300;
const LAWYERS = 8;
const BIG_TIMELINE = 500;
const BIG_MESSAGES = 200;
const ADMIN_EMAIL = "bench.admin@qanun.example";
const ADMIN_PASSWORD = "bench admin password 2026 long enough";

/** A SQL array literal of constant text (the lists below are the script's own, never input). */
const textArray = (values: readonly string[]) => sql.raw(`(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]::text[])`);

// Names with the letter variants people really type (أ/ا/إ, ة/ه, ى/ي) in both spellings.
const FIRST_AR = ["أحمد", "احمد", "محمد", "فاطمة", "فاطمه", "مريم", "عبدالله", "إبراهيم", "ابراهيم", "مصطفى", "مصطفي", "نورة", "نوره", "خالد", "عائشة", "يوسف", "ليلى", "ليلي", "حمد", "سارة"];
const FAMILY_AR = ["النعيمي", "الكواري", "المري", "الهاجري", "السليطي", "العطية", "الأنصاري", "الانصاري", "المهندي", "الكعبي", "الدوسري", "آل ثاني", "ال ثاني", "الخليفي", "السادة"];
const FIRST_EN = ["Ahmed", "Ahmad", "Mohammed", "Mohamed", "Muhammad", "Fatima", "Maryam", "Abdullah", "Ibrahim", "Mustafa", "Noora", "Khalid", "Aisha", "Yousef", "Layla", "Hamad", "Sara", "John", "Priya", "Omar"];
const FAMILY_EN = ["Al-Naimi", "Al-Kuwari", "Al-Marri", "Al-Hajri", "Al-Sulaiti", "Al-Attiyah", "Al-Ansari", "Al-Mohannadi", "Al-Kaabi", "Al-Dosari", "Al Thani", "Al-Khulaifi", "Smith", "Nair", "Haddad"];
// Companies: "{kind} {activity}" in both languages.
const COMPANY_AR = ["شركة الخليج", "مجموعة الدوحة", "مؤسسة اللؤلؤة", "شركة الريان", "شركة لوسيل", "مجموعة الوكرة", "شركة الشمال", "مؤسسة الأمل", "مؤسسة الامل", "شركة المرجان"];
const COMPANY_EN = ["Gulf", "Doha Group", "Pearl Est.", "Al Rayyan Co.", "Lusail Co.", "Al Wakrah Group", "Al Shamal Co.", "Al Amal Est.", "Al Amal Establishment", "Marjan Co."];
const ACTIVITY_AR = ["للمقاولات", "للتجارة", "للخدمات اللوجستية", "للاستثمار العقاري", "للضيافة", "للتقنية", "للهندسة", "للتأمين", "للتامين", "للأغذية"];
const ACTIVITY_EN = ["Contracting", "Trading", "Logistics", "Real Estate Investment", "Hospitality", "Technology", "Engineering", "Insurance", "Insurance Services", "Foods"];
// Matters: Arabic title, English title, service area (variants of the same matter in both spellings).
const MATTERS: [string, string, string][] = [
  ["نزاع عقد إيجار تجاري", "Commercial lease dispute", "commercial-litigation"],
  ["نزاع عقد ايجار تجاري", "Commercial lease dispute", "commercial-litigation"],
  ["مطالبة بمستحقات عمالية", "Labour entitlements claim", "civil"],
  ["مطالبه بمستحقات عماليه", "Labour claim for end-of-service gratuity", "civil"],
  ["قضية حضانة", "Custody case", "family"],
  ["قضيه حضانه", "Child custody and visitation", "family"],
  ["دعوى نفقة", "Maintenance (nafaqa) claim", "family"],
  ["طلب إخلاء عقار", "Eviction of tenant", "civil"],
  ["طلب اخلاء عقار", "Property eviction request", "civil"],
  ["تعويض عن أضرار", "Claim for damages", "civil"],
  ["تعويض عن اضرار حادث مروري", "Traffic accident compensation", "civil"],
  ["قضية شيك بدون رصيد", "Bounced cheque case", "criminal"],
  ["الدفاع في قضية احتيال", "Fraud defence", "criminal"],
  ["تحكيم تجاري في عقد توريد", "Commercial arbitration of a supply contract", "dispute-resolution"],
  ["تسوية نزاع بين الشركاء", "Shareholder dispute settlement", "dispute-resolution"],
  ["صياغة عقد مشروع مشترك", "Joint venture agreement drafting", "contract-drafting"],
  ["مراجعة عقد توزيع", "Distribution agreement review", "contract-drafting"],
  ["تأسيس شركة ذات مسؤولية محدودة", "LLC incorporation", "company-services"],
  ["تاسيس فرع شركة أجنبية", "Branch registration of a foreign company", "company-services"],
  ["ترجمة قانونية لحكم أجنبي", "Legal translation of a foreign judgment", "legal-translation"],
  ["دعوى أمام محكمة مركز قطر للمال", "Claim before the QFC Court", "qfc-litigation"],
  ["نزاع تجاري حول مستحقات متأخرة", "Commercial dispute over late payments", "commercial"],
  ["مطالبة مالية بموجب فواتير", "Debt recovery on invoices", "commercial-cases"],
  ["استرداد دين تجاري", "Commercial debt recovery", "commercial-cases"],
];
const PURPOSES = ["جلسة مرافعة", "Pleading session", "جلسة نطق بالحكم", "Judgment hearing", "تقديم مذكرة دفاع", "Submission of defence memo", "جلسة خبرة", "Expert session"];
const NEXT_STEPS = ["تقديم مذكرة الرد", "File the reply memo", "إعداد لائحة الدعوى", "Prepare the statement of claim", "جمع المستندات من العميل", "Collect documents from the client", "متابعة تقرير الخبير", "Follow up the expert report"];
const MESSAGES_AR = ["السلام عليكم، هل هناك جديد في القضية؟", "تم رفع المذكرة إلى المحكمة اليوم.", "أرفقت العقد الموقع، أرجو المراجعة.", "موعد الجلسة القادمة تأكد، سنوافيكم بالتفاصيل.", "شكراً لكم على المتابعة."];
const MESSAGES_EN = ["Good morning, any news on the case?", "The memo was filed with the court today.", "I attached the signed contract, please review.", "The next hearing is confirmed; details to follow.", "Thank you for the update."];

/** Rotating searches: Arabic with letter variants, English words, reference fragments, client and company names. */
const QUERIES = [
  "احمد",
  "أحمد",
  "فاطمه",
  "حضانة",
  "حضانه",
  "اخلاء",
  "إخلاء",
  "عماليه",
  "مصطفي",
  "الكواري",
  "تعويض اضرار",
  "الخليج",
  "lease",
  "custody",
  "Ahmed",
  "Mohamed",
  "labour",
  "Gulf Contracting",
  "arbitration",
  "Kuwari",
  "QL-2024",
  "2025-0012",
  "QL-2023-00045",
  "000123",
];
/** Two filters per search, as an admin combines them on /admin/cases (lawyer filled in at run time). */
type FilterPair = Omit<ListInput, "q" | "sort" | "page" | "pageSize" | "direction">;
const filterPairs = (lawyers: string[]): FilterPair[] => [
  { status: "in_progress", serviceArea: "family" },
  { status: "open", serviceArea: "commercial-litigation" },
  { status: "closed", court: "court_of_first_instance" },
  { serviceArea: "civil", lawyer: lawyers[0] },
  { status: "in_progress", hearingsNext7Days: true },
  { court: "family_court", serviceArea: "family" },
  { status: "on_hold", lawyer: lawyers[3] },
  { serviceArea: "commercial-cases", court: "investment_and_trade_court" },
];

/** The page's URL parameters of a list input (the filter form's names: area, hearings=next7). */
function pageQuery(input: FilterPair & { q: string }): string {
  const params = new URLSearchParams({ q: input.q });
  if (input.status) params.set("status", input.status);
  if (input.serviceArea) params.set("area", input.serviceArea);
  if (input.court) params.set("court", input.court);
  if (input.lawyer) params.set("lawyer", input.lawyer);
  if (input.hearingsNext7Days) params.set("hearings", "next7");
  return params.toString();
}

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Accounts written straight to the tables (the profiles trigger makes their profiles): clients, company members, lawyers. */
export async function fillAccounts(db: DB) {
  // Individuals: Arabic or English names (the locale follows), letter variants included.
  await sql`
    insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", locale)
    select 'bench-ind-' || i,
      case when i % 3 = 0
        then (${textArray(FIRST_EN)})[1 + (i * 7) % ${FIRST_EN.length}] || ' ' || (${textArray(FAMILY_EN)})[1 + (i * 11) % ${FAMILY_EN.length}]
        else (${textArray(FIRST_AR)})[1 + (i * 7) % ${FIRST_AR.length}] || ' ' || (${textArray(FAMILY_AR)})[1 + (i * 11) % ${FAMILY_AR.length}] end,
      'bench-ind-' || i || '@example.qa', true, now() - interval '3 years', now(), case when i % 3 = 0 then 'en' else 'ar' end
    from generate_series(1, ${INDIVIDUALS}) as i`.execute(db);
  await sql`update profiles set user_type = 'individual' where id like 'bench-ind-%'`.execute(db);

  // Companies with an owner and a member each.
  await sql`
    insert into companies (id, legal_name_ar, legal_name_en, cr_number, sector)
    select md5('bench-company-' || i)::uuid,
      (${textArray(COMPANY_AR)})[1 + i % ${COMPANY_AR.length}] || ' ' || (${textArray(ACTIVITY_AR)})[1 + (i / ${COMPANY_AR.length}) % ${ACTIVITY_AR.length}] || ' ' || i,
      (${textArray(COMPANY_EN)})[1 + i % ${COMPANY_EN.length}] || ' ' || (${textArray(ACTIVITY_EN)})[1 + (i / ${COMPANY_AR.length}) % ${ACTIVITY_EN.length}] || ' ' || i || ' W.L.L.',
      (100000 + i)::text, 'services'
    from generate_series(1, ${COMPANIES}) as i`.execute(db);
  await sql`
    insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", locale)
    select 'bench-co-' || i || '-' || m,
      (${textArray(FIRST_EN)})[1 + (i * 3 + m) % ${FIRST_EN.length}] || ' ' || (${textArray(FAMILY_EN)})[1 + (i * 5) % ${FAMILY_EN.length}],
      'bench-co-' || i || '-' || m || '@example.qa', true, now() - interval '3 years', now(), 'en'
    from generate_series(1, ${COMPANIES}) as i, generate_series(1, 2) as m`.execute(db);
  await sql`update profiles set user_type = 'company', verification_status = 'verified' where id like 'bench-co-%'`.execute(db);
  await sql`
    insert into company_members (company_id, user_id, role)
    select md5('bench-company-' || i)::uuid, 'bench-co-' || i || '-' || m, case when m = 1 then 'owner' else 'member' end
    from generate_series(1, ${COMPANIES}) as i, generate_series(1, 2) as m`.execute(db);

  // Verified lawyer accounts, each linked to a sample lawyer of the directory (their names on the case page).
  await sql`
    insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", locale)
    select 'bench-lawyer-' || i, 'المحامي ' || (${textArray(FIRST_AR)})[i] || ' ' || (${textArray(FAMILY_AR)})[i],
      'bench-lawyer-' || i || '@example.qa', true, now() - interval '5 years', now(), 'ar'
    from generate_series(1, ${LAWYERS}) as i`.execute(db);
  await sql`update profiles set user_type = 'lawyer', verification_status = 'verified' where id like 'bench-lawyer-%'`.execute(db);
  await sql`
    update lawyers set user_id = picked.user_id
    from (select id, 'bench-lawyer-' || row_number() over (order by id) as user_id from lawyers where user_id is null order by id limit ${LAWYERS}) as picked
    where lawyers.id = picked.id`.execute(db);
}

/**
 * The cases, set-based. Ids are md5('bench-case-' || i)::uuid so that the other tables find case i
 * again; references are QL-{year of creation in Doha}-{6 digits}, numbered per year in order of
 * creation, and the per-year counters are set to match (as nextCaseReference keeps them).
 * search_text is a generated column (migration 0007), so PostgreSQL folds it exactly as for the app.
 */
/** The cookies a better-auth response sets, as a Cookie header (cleared ones left out). */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

export async function fillCases(db: DB, adminId: string) {
  const matterAr = textArray(MATTERS.map((m) => m[0]));
  const matterEn = textArray(MATTERS.map((m) => m[1]));
  const matterArea = textArray(MATTERS.map((m) => m[2]));
  const courts = textArray(COURT_CODES);
  await sql`
    insert into cases (id, reference, client_id, company_id, title_ar, title_en, description, service_area, court, court_case_number,
      opposing_party, status, next_step, next_step_due, created_by, created_at, updated_at, closed_at)
    select id, 'QL-' || year || '-' || lpad(row_number() over (partition by year order by created_at, i)::text, 6, '0'),
      client_id, company_id, title_ar, title_en, description, service_area, court, court_case_number, opposing_party, status,
      case when status <> 'closed' and i % 3 <> 0 then (${textArray(NEXT_STEPS)})[1 + i % ${NEXT_STEPS.length}] end,
      case when status <> 'closed' and i % 3 <> 0 then (now() + ((i % 45) - 10) * interval '1 day')::date end,
      ${adminId}, created_at, updated_at, case when status = 'closed' then updated_at end
    from (
      select i, md5('bench-case-' || i)::uuid as id,
        extract(year from (created_at at time zone 'Asia/Qatar'))::int as year,
        created_at, least(now(), created_at + (i % 90) * interval '1 day' + (i % 1440) * interval '1 minute') as updated_at,
        case when i % 4 = 0 then 'bench-co-' || (1 + (i / 4) % ${COMPANIES}) || '-' || (1 + (i / 8) % 2) else 'bench-ind-' || (1 + (i * 7919) % ${INDIVIDUALS}) end as client_id,
        case when i % 4 = 0 then md5('bench-company-' || (1 + (i / 4) % ${COMPANIES}))::uuid end as company_id,
        ${matterAr}[1 + i % ${MATTERS.length}] || ' - ' || case when i % 2 = 0
          then (${textArray(COMPANY_AR)})[1 + (i / 7) % ${COMPANY_AR.length}] || ' ' || (${textArray(ACTIVITY_AR)})[1 + (i / 13) % ${ACTIVITY_AR.length}]
          else (${textArray(FIRST_AR)})[1 + (i / 3) % ${FIRST_AR.length}] || ' ' || (${textArray(FAMILY_AR)})[1 + (i / 5) % ${FAMILY_AR.length}] end as title_ar,
        ${matterEn}[1 + i % ${MATTERS.length}] || ' - ' || case when i % 2 = 0
          then (${textArray(COMPANY_EN)})[1 + (i / 7) % ${COMPANY_EN.length}] || ' ' || (${textArray(ACTIVITY_EN)})[1 + (i / 13) % ${ACTIVITY_EN.length}]
          else (${textArray(FIRST_EN)})[1 + (i / 3) % ${FIRST_EN.length}] || ' ' || (${textArray(FAMILY_EN)})[1 + (i / 5) % ${FAMILY_EN.length}] end as title_en,
        'Bench case ' || i || ': ' || ${matterEn}[1 + i % ${MATTERS.length}] || '. ' || ${matterAr}[1 + i % ${MATTERS.length}] || '.' as description,
        ${matterArea}[1 + i % ${MATTERS.length}] as service_area,
        case when i % 10 = 0 then null else ${courts}[1 + (i * 13) % ${COURT_CODES.length}] end as court,
        case when i % 5 = 0 then null else (2019 + i % 8) || '/' || (1000 + (i * 37) % 9000) || ' ' || (array['CIV', 'COM', 'FAM', 'LAB', 'CRM'])[1 + i % 5] end as court_case_number,
        case when i % 2 = 0
          then (${textArray(COMPANY_EN)})[1 + (i / 7) % ${COMPANY_EN.length}] || ' ' || (${textArray(ACTIVITY_EN)})[1 + (i / 13) % ${ACTIVITY_EN.length}] || ' / ' || (${textArray(COMPANY_AR)})[1 + (i / 7) % ${COMPANY_AR.length}]
          else (${textArray(FIRST_AR)})[1 + (i / 3) % ${FIRST_AR.length}] || ' ' || (${textArray(FAMILY_AR)})[1 + (i / 5) % ${FAMILY_AR.length}] end as opposing_party,
        case when (i * 37) % 20 < 5 then 'open' when (i * 37) % 20 < 13 then 'in_progress' when (i * 37) % 20 < 15 then 'on_hold' else 'closed' end as status
      from (select i, now() - i * interval '27 minutes' - (i % 17) * interval '1 minute' as created_at from generate_series(1, ${CASES}) as i) as g
    ) as c`.execute(db);
  await sql`
    insert into case_reference_counters (year, last_value)
    select split_part(reference, '-', 2)::int, max(split_part(reference, '-', 3)::int) from cases group by 1
    on conflict (year) do update set last_value = greatest(case_reference_counters.last_value, excluded.last_value)`.execute(db);

  // One or two assigned lawyers per case (a few unassigned).
  await sql`
    insert into case_lawyers (case_id, lawyer_user_id, assigned_at, assigned_by)
    select md5('bench-case-' || i)::uuid, 'bench-lawyer-' || (1 + (i + k) % ${LAWYERS}), now() - i * interval '27 minutes' + k * interval '1 hour', ${adminId}
    from generate_series(1, ${CASES}) as i, generate_series(0, 1) as k
    where i % 50 <> 0 and (k = 0 or i % 3 = 0)`.execute(db);

  // Hearings: held ones in the past, scheduled ones in the next 7 days and later.
  await sql`
    insert into case_hearings (case_id, starts_at, court, chamber, purpose, outcome, status, reminder_due_at, reminder_sent_at, created_by, created_at, updated_at)
    select c.id, h.starts_at, c.court, 'Room ' || (1 + h.i % 12), (${textArray(PURPOSES)})[1 + h.i % ${PURPOSES.length}],
      case when h.starts_at < now() then 'Adjourned for the defence memo / أجلت لتقديم مذكرة الدفاع' end,
      case when h.starts_at < now() then 'held' else 'scheduled' end,
      h.starts_at - interval '24 hours', case when h.starts_at - interval '24 hours' < now() then h.starts_at - interval '24 hours' end,
      ${adminId}, c.created_at, c.created_at
    from (
      select i, case
        when i % 40 = 0 then date_trunc('hour', now()) + interval '1 hour' + ((i / 40) % 160) * interval '1 hour'
        when i % 15 = 0 then date_trunc('day', now()) + (8 + i % 80) * interval '1 day' + interval '6 hours'
        else now() - i * interval '27 minutes' + (20 + i % 40) * interval '1 day' end as starts_at
      from generate_series(1, ${CASES}) as i
      where i % 40 = 0 or i % 15 = 0 or i % 5 = 0
    ) as h
    join cases c on c.id = md5('bench-case-' || h.i)::uuid
    where h.starts_at >= now() or c.status <> 'closed' or h.starts_at < coalesce(c.closed_at, now())`.execute(db);

  // The timeline's first entry of every case, and the closing of the closed ones.
  await sql`
    insert into case_events (case_id, actor_id, type, payload, created_at)
    select c.id, ${adminId}, 'opened', jsonb_build_object('lawyers', coalesce((select jsonb_agg(cl.lawyer_user_id) from case_lawyers cl where cl.case_id = c.id), '[]'::jsonb)), c.created_at
    from cases c`.execute(db);
  await sql`
    insert into case_events (case_id, actor_id, type, payload, created_at)
    select c.id, ${adminId}, 'status_changed', jsonb_build_object('previousStatus', 'in_progress', 'status', 'closed', 'reason', null), c.closed_at
    from cases c where c.status = 'closed'`.execute(db);
}

/** One busy case: 500 timeline entries, 200 messages, hearings, milestones, documents and notes. */
async function fillBigCase(db: DB, adminId: string): Promise<string> {
  const { id, client_id: clientId } = await sql<{ id: string; client_id: string }>`
    select id, client_id from cases where status = 'in_progress' and company_id is not null order by reference limit 1`
    .execute(db)
    .then((r) => r.rows[0]!);
  const lawyer = await sql<{ lawyer_user_id: string }>`select lawyer_user_id from case_lawyers where case_id = ${id} limit 1`.execute(db).then((r) => r.rows[0]!.lawyer_user_id);
  await sql`delete from case_events where case_id = ${id}`.execute(db);
  await sql`delete from case_hearings where case_id = ${id}`.execute(db);

  await sql`
    insert into case_hearings (case_id, starts_at, court, chamber, purpose, outcome, status, created_by)
    select ${id}, date_trunc('day', now()) + (k * 14 - 100) * interval '1 day' + interval '6 hours', 'court_of_appeal', 'Chamber ' || k,
      (${textArray(PURPOSES)})[1 + k % ${PURPOSES.length}], case when k < 8 then 'Adjourned / أجلت' end, case when k < 8 then 'held' else 'scheduled' end, ${lawyer}
    from generate_series(1, 12) as k`.execute(db);
  await sql`
    insert into case_milestones (case_id, title_ar, title_en, fee_qar, state, position, due_on, done_at, invoiced_at, paid_at)
    select ${id}, 'المرحلة ' || k, 'Stage ' || k, 5000 * k, (array['paid', 'invoiced', 'done', 'planned'])[1 + least(3, k / 3)], k - 1,
      (now() + (k * 20 - 60) * interval '1 day')::date,
      case when k < 9 then now() - (10 - k) * interval '10 days' end, case when k < 6 then now() - (10 - k) * interval '9 days' end,
      case when k < 3 then now() - (10 - k) * interval '8 days' end
    from generate_series(1, 10) as k`.execute(db);
  await sql`
    insert into case_messages (case_id, author_id, body, created_at)
    select ${id}, case when k % 2 = 0 then ${clientId} else ${lawyer} end,
      case when k % 3 = 0 then (${textArray(MESSAGES_EN)})[1 + k % ${MESSAGES_EN.length}] else (${textArray(MESSAGES_AR)})[1 + k % ${MESSAGES_AR.length}] end,
      now() - (${BIG_MESSAGES} - k) * interval '7 hours'
    from generate_series(1, ${BIG_MESSAGES}) as k`.execute(db);
  await sql`
    insert into case_documents (case_id, storage_key, file_name, content_type, size, visibility, version, uploaded_by, created_at)
    select ${id}, 'bench/' || k || '.pdf', 'document-' || (1 + k % 8) || '.pdf', 'application/pdf', 20000 + k * 1000,
      case when k % 4 = 0 then 'internal' else 'client' end, 1 + k / 8, case when k % 2 = 0 then ${clientId} else ${lawyer} end, now() - (30 - k) * interval '2 days'
    from generate_series(0, 19) as k`.execute(db);
  await sql`
    insert into case_notes (case_id, author_id, body, created_at)
    select ${id}, ${lawyer}, 'ملاحظة داخلية رقم ' || k || ' / Internal note ' || k, now() - (40 - k) * interval '3 days'
    from generate_series(1, 30) as k`.execute(db);
  // 500 entries of every kind the app writes, with the payloads it writes.
  await sql`
    insert into case_events (case_id, actor_id, type, payload, internal, created_at)
    select ${id}, case when k = 1 then ${adminId} when k % 5 = 0 then ${clientId} else ${lawyer} end, t.type, t.payload, t.type = 'note_added',
      now() - (${BIG_TIMELINE} - k) * interval '3 hours'
    from generate_series(1, ${BIG_TIMELINE}) as k
    cross join lateral (select case
      when k = 1 then 'opened' when k % 5 = 0 then 'message' when k % 11 = 0 then 'note_added' when k % 7 = 0 then 'hearing_scheduled'
      when k % 13 = 0 then 'milestone_state_changed' when k % 17 = 0 then 'status_changed' when k % 3 = 0 then 'document_added'
      else 'next_step_changed' end as type) as kind
    cross join lateral (select kind.type, case kind.type
      when 'opened' then jsonb_build_object('lawyers', jsonb_build_array(${lawyer}::text))
      when 'message' then jsonb_build_object('messageId', gen_random_uuid(), 'attachments', 0)
      when 'note_added' then jsonb_build_object('noteId', gen_random_uuid())
      when 'hearing_scheduled' then jsonb_build_object('hearingId', gen_random_uuid(), 'startsAt', to_char((now() + k * interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'court', 'court_of_appeal')
      when 'milestone_state_changed' then jsonb_build_object('milestoneId', gen_random_uuid(), 'title_ar', 'المرحلة 2', 'title_en', 'Stage 2', 'state', 'invoiced')
      when 'status_changed' then jsonb_build_object('previousStatus', 'open', 'status', 'in_progress', 'reason', 'بدأ العمل / Work started')
      when 'document_added' then jsonb_build_object('documentId', gen_random_uuid(), 'fileName', 'document-' || k || '.pdf', 'visibility', 'client')
      else jsonb_build_object('nextStep', 'تقديم مذكرة الرد', 'nextStepDue', (now() + interval '10 days')::date) end as payload) as t`.execute(db);
  return id;
}

async function main() {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const { url, drop } = await createBenchDatabase(serverUrl);
  const db = openBenchDatabase(url);

  try {
    await migrateToLatest(db);
    let started = performance.now();
    await seedSampleContent(db);
    const { userId: adminId } = await provisionUser(db, { email: ADMIN_EMAIL, name: "Bench Admin", password: ADMIN_PASSWORD, role: "admin" });
    await fillAccounts(db);
    console.log(`bench: sample content, ${INDIVIDUALS} individuals, ${COMPANIES} companies (2 members each), ${LAWYERS} verified lawyers in ${elapsed(started)}`);
    started = performance.now();
    await fillCases(db, adminId);
    const bigCaseId = await fillBigCase(db, adminId);
    await sql`vacuum analyze`.execute(db);
    const { rows: facts } = await sql<{ cases: number; lawyers: number; hearings: number; next7: number; events: number; version: string }>`
      select (select count(*)::int from cases) as cases, (select count(*)::int from case_lawyers) as lawyers,
        (select count(*)::int from case_hearings) as hearings,
        (select count(*)::int from case_hearings where status = 'scheduled' and starts_at >= now() and starts_at < now() + interval '7 days') as next7,
        (select count(*)::int from case_events) as events, version() as version`.execute(db);
    const f = facts[0]!;
    console.log(
      `bench: ${f.cases} cases, ${f.lawyers} assignments, ${f.hearings} hearings (${f.next7} in the next 7 days), ${f.events} timeline entries, filled and analyzed in ${elapsed(started)}`,
    );
    console.log(`bench: ${f.version.split(" on ")[0]}; Node ${process.version}; ${os.cpus().length} CPUs`);

    // The admin signs in through better-auth, as in a browser: password, then the second factor staff must have
    // (issue 12 §1); the caller resolves the viewer from that session.
    const { secret } = await enrolTwoFactorDirectly(db, { userId: adminId });
    const signIn = await getAuth(db).api.signInEmail({ body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, asResponse: true });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
    const pending = cookiesOf(signIn);
    const second = await getAuth(db).api.verifyTOTP({ body: { code: await totpCodeFor(secret) }, headers: new Headers({ cookie: pending }), asResponse: true });
    if (!second.ok) throw new Error(`second factor failed: ${second.status}`);
    const cookie = cookiesOf(second);
    const headers = new Headers({ cookie });
    const viewer = await getViewer(db, headers);
    if (viewer?.role !== "admin") throw new Error("the bench admin did not sign in as an admin");
    const caller = createCaller({ db, storage: getStorage(), viewer, headers, clientIp: "127.0.0.1" });

    const lawyerIds = Array.from({ length: LAWYERS }, (_, i) => `bench-lawyer-${i + 1}`);
    const pairs = filterPairs(lawyerIds);
    // Every query meets every filter pair (24 × 8) before any repeats.
    const inputOf = (i: number) => ({ q: QUERIES[i % QUERIES.length]!, ...pairs[Math.floor(i / QUERIES.length) % pairs.length]! });

    const load = () => os.loadavg().map((l) => l.toFixed(1)).join(" ");
    const loadBefore = load();
    console.log(`bench: load average ${loadBefore} before measuring`);

    let matched = 0;
    const byQuery = new Map<string, number[]>();
    const listProcedure = await measure("procedure cases.listAll (q + 2 filters)", ITERATIONS, WARMUP, async (i) => {
      const started = performance.now();
      matched += (await caller.cases.listAll({ ...inputOf(i), sort: "updated", page: 1, pageSize: 25 })).total;
      const { q, ...filters } = inputOf(i);
      if (i < WARMUP) return;
      for (const key of [`"${q}"`, JSON.stringify(filters)]) byQuery.set(key, [...(byQuery.get(key) ?? []), performance.now() - started]);
    });
    console.log(`bench: on average ${(matched / (ITERATIONS + WARMUP)).toFixed(1)} cases matched per search`);
    // What makes the tail: the figures per filter pair (over its searches) and per search (over its filter pairs).
    const groups = [...byQuery].map(([key, samples]) => ({ key, ...summary(samples) }));
    const show = (list: typeof groups) => list.map((g) => `  ${g.key}: p50 ${fmt(g.p50)}  p95 ${fmt(g.p95)}`).join("\n");
    console.log(`bench: per filter pair:\n${show(groups.filter((g) => g.key.startsWith("{")).sort((a, b) => b.p95 - a.p95))}`);
    const searches = groups.filter((g) => !g.key.startsWith("{")).sort((a, b) => b.p50 - a.p50);
    console.log(`bench: slowest searches by p50:\n${show(searches.slice(0, 4))}\nbench: fastest:\n${show(searches.slice(-2))}`);
    const byIdProcedure = await measure(`procedure cases.byId (${BIG_TIMELINE} timeline entries, ${BIG_MESSAGES} messages)`, ITERATIONS, WARMUP, async () => {
      const found = await caller.cases.byId({ id: bigCaseId });
      if (found.messages.items.length === 0 || found.timeline.items.length === 0) throw new Error("the busy case came back empty");
    });

    const buildFile = path.resolve("build/server/index.js");
    let listPage: ReturnType<typeof summary> | undefined;
    let casePage: ReturnType<typeof summary> | undefined;
    if (!fs.existsSync(buildFile)) {
      console.log("bench: build/server/index.js is missing; run `npm run build` for the page figures");
    } else {
      const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
      const handle = createRequestHandler(build, "production");
      const get = async (target: string, i: number, marker: string) => {
        const response = await handle(new Request(`http://localhost:3000${target}`, { headers: { cookie: `${cookie}; lang=${i % 2 ? "en" : "ar"}` } }));
        const html = await response.text();
        if (response.status !== 200 || !html.includes(marker)) throw new Error(`GET ${target} answered ${response.status}`);
      };
      listPage = await measure("page GET /admin/cases?q=…&<2 filters> (full HTML)", ITERATIONS, WARMUP, (i) => get(`/admin/cases?${pageQuery(inputOf(i))}`, i, 'id="new-case"'));
      // For context: the loaders alone (the single-fetch data request /case/{id}.data: root and case loaders, no HTML), so page minus this is the render.
      await measure("loaders only GET /case/{id}.data (single-fetch data, no HTML)", Math.min(200, ITERATIONS), 20, async () => {
        const response = await handle(new Request(`http://localhost:3000/case/${bigCaseId}.data`, { headers: { cookie } }));
        await response.text();
        if (response.status !== 200) throw new Error(`loader answered ${response.status}`);
      });
      casePage = await measure(`page GET /case/{id} (${BIG_TIMELINE} timeline entries, ${BIG_MESSAGES} messages)`, ITERATIONS, WARMUP, (i) =>
        get(`/case/${bigCaseId}`, i, "</html>"),
      );
    }
    const loadAfter = load();
    console.log(`bench: load average ${loadAfter} after measuring`);

    const rows: [string, ReturnType<typeof summary> | undefined, number | null][] = [
      ["cases.listAll (q + 2 filters)", listProcedure, 30],
      ["GET /admin/cases?q=…&… (page)", listPage, 80],
      ["cases.byId (busy case)", byIdProcedure, null],
      ["GET /case/{id} (page)", casePage, 60],
    ];
    const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
    console.log("");
    console.log(line(["measured", "p50", "p95", "p99", "target p95", "result"]));
    console.log(line(["---", "---", "---", "---", "---", "---"]));
    for (const [label, s, target] of rows) {
      if (!s) {
        console.log(line([label, "-", "-", "-", target === null ? "-" : `<= ${target} ms`, "not run (no build)"]));
        continue;
      }
      const result = target === null ? "(no target)" : s.p95 <= target ? "PASS" : "FAIL";
      console.log(line([label, fmt(s.p50), fmt(s.p95), fmt(s.p99), target === null ? "-" : `<= ${target} ms`, result]));
    }
    console.log(`\nbench: ${ITERATIONS} measured runs each after ${WARMUP} warm-up; load average ${loadBefore} before, ${loadAfter} after (${os.cpus().length} CPUs)`);
    // A report: the figures are the output, whatever they say.
    process.exitCode = 0;
  } finally {
    await db.destroy();
    // BENCH_KEEP_DATABASE=1 leaves the filled database for EXPLAIN ANALYZE (drop it by hand afterwards).
    if (process.env.BENCH_KEEP_DATABASE === "1") console.log(`bench: kept the database (${url})`);
    else await drop();
  }
}

// Run as a script (npm run bench:cases); imported, it lends its fills to the other benchmarks (bench-finance.ts).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
