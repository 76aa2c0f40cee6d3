/**
 * Benchmark of consultation booking (issue 4 §5) on PostgreSQL:
 *  (a) consultations.slots for one lawyer over the next 30 days (tRPC procedure called in process),
 *      BENCH_ITERATIONS runs (1000), p50/p95; target p95 <= 10 ms. For context it also times the
 *      "any suitable lawyer" union over 14 days (fewer runs; no target).
 *  (b) booking throughput: 50 concurrent clients (BENCH_CLIENTS) each booking BENCH_BOOKINGS_PER_CLIENT
 *      times among the slots of a few lawyers, so that they collide; bookings per second, conflicts
 *      (slot_taken from the exclusion constraint, slot_unavailable from the re-check), latency;
 *      then all clients at once on one slot (exactly one must win).
 *
 *   npm run bench:consultations
 *
 * Creates a fresh database on BENCH_DATABASE_URL (or BENCH_POSTGRES_URL; default
 * postgres://postgres@127.0.0.1:5432/postgres), seeds BENCH_COUNT sample lawyers (10000) with their
 * office hours and a month of other bookings, and drops the database afterwards.
 */
import crypto from "node:crypto";
import os from "node:os";
import { sql } from "kysely";
import type { DB } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import type { Viewer } from "#server/auth/viewer";
import { listSlots } from "#server/consultations/slots";
import { isAppError } from "#server/errors/app-error";
import { getStorage } from "#server/storage/index";
import { createCaller } from "#server/router";
import { TRPCError } from "@trpc/server";
import { createBenchDatabase, openBenchDatabase, fmt, measure, summary } from "./bench-support";
import { seedSampleContent } from "./seed-data";
import { qatarDateOf } from "#server/common/qatar-time";

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 1_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const BOOKINGS_PER_CLIENT = Number(process.env.BENCH_BOOKINGS_PER_CLIENT ?? 10);
const WARMUP = Math.min(100, ITERATIONS);
/** The first hand-written sample lawyer (family, video fee, Sun-Thu office hours). */
const BENCH_LAWYER = "5a1e0000-0000-4000-8000-000000000001";

function callerAs(db: DB, viewer: Viewer | null) {
  return createCaller({ db, storage: getStorage(), viewer, headers: new Headers(), clientIp: "127.0.0.1" });
}

/** Client accounts written straight to the tables (no password hashing: the bench calls procedures as them). */
async function createClients(db: DB, count: number): Promise<Viewer[]> {
  const run = crypto.randomBytes(3).toString("hex");
  const users = Array.from({ length: count }, (_, i) => ({
    id: `bench-${run}-${i}`,
    name: `Bench Client ${i + 1}`,
    email: `bench-${run}-${i}@example.qa`,
    emailVerified: true,
    image: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    user_type: null,
    locale: i % 2 ? "en" : "ar",
  }));
  await db.insertInto("user").values(users).execute();
  // The profiles trigger made unset roles; these are individual clients.
  await db.updateTable("profiles").set({ user_type: "individual" }).where("id", "in", users.map((u) => u.id)).execute();
  return users.map((u) => ({
    user: { id: u.id, name: u.name, email: u.email, emailVerified: true, locale: u.locale as "ar" | "en" },
    session: { id: `s-${u.id}`, token: `t-${u.id}`, expiresAt: new Date(Date.now() + 3_600_000) },
    role: "individual",
    twoFactorEnabled: false,
  }));
}

function codeOf(error: unknown): string {
  if (error instanceof TRPCError) return isAppError(error.cause) ? error.cause.code : error.code;
  if (isAppError(error)) return error.code;
  return "unexpected";
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const { url, drop } = await createBenchDatabase(serverUrl);
  const db = openBenchDatabase(url);

  try {
    await migrateToLatest(db);
    const seeding = performance.now();
    await seedSampleContent(db, { lawyerCount: COUNT, log: (line) => (/sample lawyers|weekly hours/.test(line) ? process.stdout.write(`${line}\n`) : undefined) });
    console.log(`bench: seeded ${COUNT} sample lawyers with office hours in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const clients = await createClients(db, CLIENTS);
    const filler = clients[0]!.user.id;
    // A month of other people's bookings: every suitable sample lawyer is busy at 09:00 and 16:30 Doha each day.
    const busy = await sql`
      insert into consultations (client_id, lawyer_id, service_area, kind, status, starts_at, ends_at, description, phone, client_locale)
      select ${filler}, l.id, l.practice_areas[1], 'video', 'confirmed', t, t + interval '30 minutes', 'bench', '+97455550000', 'ar'
      from lawyers l
      cross join generate_series(date_trunc('day', now()) + interval '1 day' + interval '6 hours', date_trunc('day', now()) + interval '30 days', interval '1 day') as d(day)
      cross join lateral (values (d.day), (d.day + interval '7 hours 30 minutes')) as s(t)
      where l.is_sample and l.verified and l.id <> ${BENCH_LAWYER}`.execute(db);
    // And the benchmarked lawyer holds every fifth of their own slots.
    const own = await listSlots(db, { lawyerId: BENCH_LAWYER, serviceArea: "family", kind: "video", days: 30 });
    const held = own.filter((_, i) => i % 5 === 2);
    if (held.length) {
      await db
        .insertInto("consultations")
        .values(
          held.map((slot) => ({
            client_id: filler,
            lawyer_id: BENCH_LAWYER,
            service_area: "family",
            kind: "video" as const,
            status: "confirmed" as const,
            starts_at: slot.startsAt,
            ends_at: slot.endsAt,
            description: "bench",
            phone: "+97455550000",
            client_locale: "ar" as const,
          })),
        )
        .execute();
    }
    await sql`vacuum analyze`.execute(db);
    const { rows } = await sql<{ consultations: string; hours: string; version: string }>`
      select (select count(*) from consultations) as consultations, (select count(*) from lawyer_weekly_hours) as hours, version() as version`.execute(db);
    console.log(
      `bench: ${rows[0]!.consultations} consultations (${Number(busy.numAffectedRows ?? 0)} for other lawyers, ${held.length} for the benchmarked one), ${rows[0]!.hours} weekly-hour rows; ${rows[0]!.version.split(" on ")[0]}; Node ${process.version}`,
    );
    const load = () => os.loadavg().map((l) => l.toFixed(1)).join(" ");
    console.log(`bench: ${os.cpus().length} CPUs, load average ${load()} before measuring`);

    // (a) slots of one lawyer over 30 days.
    const anonymous = callerAs(db, null);
    let offered = 0;
    const slots = await measure("(a) consultations.slots, one lawyer, 30 days", ITERATIONS, WARMUP, async () => {
      offered = (await anonymous.consultations.slots({ lawyerId: BENCH_LAWYER, serviceArea: "family", kind: "video", days: 30 })).slots.length;
    });
    console.log(`bench: ${offered} slots offered over 30 days (from ${qatarDateOf(new Date())}, Qatar time)`);
    let union = 0;
    const anyRuns = Math.max(10, Math.round(ITERATIONS / 20));
    await measure("    consultations.slots, any suitable lawyer (family), 14 days", anyRuns, 3, async () => {
      union = (await anonymous.consultations.slots({ serviceArea: "family", kind: "video", days: 14 })).slots.length;
    });
    const suitable = await sql<{ n: string }>`
      select count(*) as n from lawyers where verified and accepting_new_clients and practice_areas @> array['family'] and fee_video_qar is not null`.execute(db);
    console.log(`bench: the union covers ${suitable.rows[0]!.n} suitable lawyers, ${union} distinct start times`);

    // (b) booking throughput: every client books among the slots of a few lawyers, two days ahead onwards.
    const lawyers = (
      await sql<{ id: string }>`
        select id from lawyers where verified and accepting_new_clients and practice_areas @> array['family'] and fee_video_qar is not null
        and id <> ${BENCH_LAWYER} order by id limit 5`.execute(db)
    ).rows.map((r) => r.id);
    const pool: { lawyerId: string; startsAt: string }[] = [];
    for (const lawyerId of lawyers) {
      for (const slot of await listSlots(db, { lawyerId, serviceArea: "family", kind: "video", days: 30 })) {
        pool.push({ lawyerId, startsAt: slot.startsAt.toISOString() });
      }
    }
    const attempts = CLIENTS * BOOKINGS_PER_CLIENT;
    // Fewer distinct slots than attempts, so clients collide as they would on popular times.
    const choices = pool.slice(0, Math.max(1, Math.floor(attempts * 0.6)));
    const outcomes = new Map<string, number>();
    const latencies: number[] = [];
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const started = performance.now();
    await Promise.all(
      clients.map(async (viewer) => {
        const caller = callerAs(db, viewer);
        for (let i = 0; i < BOOKINGS_PER_CLIENT; i++) {
          const pick = choices[Math.floor(random() * choices.length)]!;
          const t0 = performance.now();
          let outcome = "booked";
          try {
            await caller.consultations.book({
              lawyerId: pick.lawyerId,
              serviceArea: "family",
              kind: "video",
              startsAt: pick.startsAt,
              description: "Benchmark booking: a question about a tenancy dispute.",
              phone: "+974 5555 1234",
            });
          } catch (error) {
            outcome = codeOf(error);
            if (outcome === "unexpected") console.error(error);
          }
          latencies.push(performance.now() - t0);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const booked = outcomes.get("booked") ?? 0;
    const conflicts = (outcomes.get("slot_taken") ?? 0) + (outcomes.get("slot_unavailable") ?? 0);
    const lat = summary(latencies);
    console.log(
      `(b) booking, ${CLIENTS} concurrent clients, ${attempts} attempts over ${choices.length} slots of ${lawyers.length} lawyers: ` +
        `${booked} booked in ${seconds.toFixed(2)} s = ${(booked / seconds).toFixed(1)} bookings/s, ${(attempts / seconds).toFixed(1)} attempts/s; ` +
        `conflicts ${conflicts} (slot_taken ${outcomes.get("slot_taken") ?? 0}, slot_unavailable ${outcomes.get("slot_unavailable") ?? 0}); ` +
        `other ${attempts - booked - conflicts}; latency p50 ${fmt(lat.p50)} p95 ${fmt(lat.p95)} max ${fmt(lat.max)}`,
    );
    const distinct = await sql<{ n: string; overlaps: string }>`
      select count(*) as n,
        (select count(*) from consultations a join consultations b on a.lawyer_id = b.lawyer_id and a.id < b.id
          and a.status in ('requested', 'confirmed') and b.status in ('requested', 'confirmed')
          and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
          where a.lawyer_id = any(${lawyers})) as overlaps
      from consultations where lawyer_id = any(${lawyers}) and description like 'Benchmark%'`.execute(db);
    console.log(`bench: ${distinct.rows[0]!.n} rows written, ${distinct.rows[0]!.overlaps} overlapping pairs (must be 0)`);

    // All clients at once on one free slot: exactly one wins.
    const free = (await listSlots(db, { lawyerId: lawyers.at(-1)!, serviceArea: "family", kind: "video", days: 30 })).at(-1)!;
    const storm = await Promise.all(
      clients.map(async (viewer) => {
        try {
          await callerAs(db, viewer).consultations.book({
            lawyerId: lawyers.at(-1)!,
            serviceArea: "family",
            kind: "video",
            startsAt: free.startsAt.toISOString(),
            description: "Benchmark booking: everyone wants this slot.",
            phone: "+974 5555 1234",
          });
          return "booked";
        } catch (error) {
          return codeOf(error);
        }
      }),
    );
    const tally = Object.entries(storm.reduce<Record<string, number>>((acc, o) => ((acc[o] = (acc[o] ?? 0) + 1), acc), {}))
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
    console.log(`(b) ${CLIENTS} clients on one slot at once: ${tally}`);

    console.log(`bench: load average ${load()} after measuring`);
    const ok = slots.p95 <= 10 && storm.filter((o) => o === "booked").length === 1 && Number(distinct.rows[0]!.overlaps) === 0;
    console.log(`bench: target p95 <= 10 ms for one lawyer's 30 days of slots, one winner per slot: ${ok ? "met" : "NOT met"}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await db.destroy();
    await drop();
  }
}

await main();
