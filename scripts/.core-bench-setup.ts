import { createDatabase, setDb } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { sql } from "kysely";
import pg from "pg";
import { seedSampleContent } from "./seed-data";
const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
await admin.connect();
await admin.query("drop database if exists qanun_core_probe with (force)");
await admin.query("create database qanun_core_probe");
await admin.end();
const db = createDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/qanun_core_probe" });
setDb(db);
await migrateToLatest(db);
await seedSampleContent(db, { lawyerCount: 10000 });
await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt") values ('probe', 'probe', 'probe@example.qa', true, now(), now())`.execute(db);
await sql`
      insert into consultations (client_id, lawyer_id, service_area, kind, status, starts_at, ends_at, description, phone, client_locale)
      select 'probe', l.id, l.practice_areas[1], 'video', 'confirmed', t, t + interval '30 minutes', 'bench', '+97455550000', 'ar'
      from lawyers l
      cross join generate_series(date_trunc('day', now()) + interval '1 day' + interval '6 hours', date_trunc('day', now()) + interval '30 days', interval '1 day') as d(day)
      cross join lateral (values (d.day), (d.day + interval '7 hours 30 minutes')) as s(t)
      where l.is_sample and l.verified`.execute(db);
await sql`vacuum analyze`.execute(db);
await db.destroy();
