import { createDatabase } from "#db/index";
import { listSlots } from "#server/consultations/slots";
import { sql } from "kysely";
const db = createDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/qanun_core_probe" });
const time = async (label: string, f: () => Promise<unknown>, n = 20) => {
  const xs: number[] = [];
  for (let i = 0; i < n; i++) { const t = performance.now(); await f(); xs.push(performance.now() - t); }
  xs.sort((a, b) => a - b);
  console.log(label, "p50", xs[Math.floor(n / 2)]!.toFixed(1), "min", xs[0]!.toFixed(1));
};
await time("select 1", () => sql`select 1`.execute(db));
await time("one", () => listSlots(db, { lawyerId: "5a1e0000-0000-4000-8000-000000000001", serviceArea: "family", kind: "video", days: 30 }));
await time("any", () => listSlots(db, { serviceArea: "family", kind: "video", days: 14 }), 5);
const ids = (await sql<{ id: string }>`select id from lawyers where verified and accepting_new_clients and practice_areas @> array['family']::text[] and fee_video_qar is not null`.execute(db)).rows.map((r) => r.id);
await time("hours any", () => sql`select lawyer_id, weekday, start_minute, end_minute from lawyer_weekly_hours where lawyer_id = any(${ids}::uuid[])`.execute(db), 5);
await time("busy any", () => sql`select lawyer_id, starts_at, ends_at from consultations where lawyer_id = any(${ids}::uuid[]) and status in ('requested','confirmed') and starts_at < now() + interval '14 days' and ends_at > now()`.execute(db), 5);
await db.destroy();
