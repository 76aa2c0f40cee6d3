/**
 * Benchmark of the lawyer directory (issue 3 §2): 10,000 sample lawyers on PostgreSQL, a search with
 * a text query and two filters. Reports p50/p95 of the tRPC procedure (lawyers.search, called in
 * process) and of the whole page (/browse-law-firms rendered by the production build's request
 * handler, HTML included). Targets: p95 <= 20 ms and <= 60 ms.
 *
 *   npm run build && npm run bench:directory
 *
 * Uses DATABASE_URL when set (seeding is idempotent); otherwise creates a fresh database on
 * BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) and drops it afterwards.
 * BENCH_COUNT (10000) and BENCH_ITERATIONS (1000) change the size of the run.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { sql } from "kysely";
import { migrateToLatest } from "#db/migrate";
import type { SearchLawyersInput } from "#server/lawyers/schemas";
import { getStorage } from "#server/storage/index";
import { createCaller } from "#server/router";
import { createBenchDatabase, openBenchDatabase, measure, summary } from "./bench-support";
import { seedSampleContent } from "./seed-data";

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 1_000);
const WARMUP = Math.min(100, ITERATIONS);

// Varied queries: Arabic and English names, partial words, letter variants, words from bios.
const QUERIES = [
  "محمد",
  "Mohammed",
  "mohamed",
  "احمد",
  "أحمد",
  "فاطمه",
  "ليلي",
  "Al-Naimi",
  "النعيمي",
  "Khal",
  "Kuwari",
  "السادة",
  "custody",
  "الحضانة",
  "contract",
  "عقود",
  "Muhammad",
  "Sara",
  "نورة",
  "arbitration",
  "مركز قطر",
  "Ibrahim",
  "ابراهيم",
  "Hamad Al",
];
// Two filters per search, rotating through the kinds a visitor combines.
const FILTER_PAIRS: Omit<SearchLawyersInput, "q">[] = [
  { area: "family", city: "doha" },
  { area: "commercial", city: "lusail" },
  { language: "en", kind: "video" },
  { area: "criminal", roll: "appeal" },
  { city: "al-rayyan", kind: "in_person" },
  { area: "contract-drafting", language: "en" },
  { kind: "written", feeMax: 500 },
  { area: "qfc-litigation", city: "doha" },
];

// Every query meets every filter pair (24 × 8 combinations) before any repeats.
const inputOf = (i: number): SearchLawyersInput => ({
  q: QUERIES[i % QUERIES.length]!,
  ...FILTER_PAIRS[Math.floor(i / QUERIES.length) % FILTER_PAIRS.length]!,
});

async function main() {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  let url = process.env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (!url) ({ url, drop: dropDatabase } = await createBenchDatabase(serverUrl));
  const db = openBenchDatabase(url);

  try {
    await migrateToLatest(db);
    const seeding = performance.now();
    await seedSampleContent(db, { lawyerCount: COUNT, log: (line) => (/lawyers \d+\/|sample lawyers/.test(line) ? process.stdout.write(`${line}\n`) : undefined) });
    console.log(`bench: seeded ${COUNT} sample lawyers in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    await sql`vacuum analyze lawyers`.execute(db);
    const { rows } = await sql<{ listed: string; version: string }>`select count(*) filter (where verified) as listed, version() as version from lawyers`.execute(db);
    console.log(`bench: ${rows[0]!.listed} verified lawyers; ${rows[0]!.version.split(" on ")[0]}; Node ${process.version}`);
    // Other work on the machine shows in the figures: say how busy it was.
    const load = () => os.loadavg().map((l) => l.toFixed(1)).join(" ");
    console.log(`bench: ${os.cpus().length} CPUs, load average ${load()} before measuring`);

    const caller = createCaller({ db, storage: getStorage(), viewer: null, headers: new Headers(), clientIp: "127.0.0.1" });
    let matched = 0;
    const procedure = await measure("procedure lawyers.search (q + 2 filters)", ITERATIONS, WARMUP, async (i) => {
      matched += (await caller.lawyers.search(inputOf(i))).total;
    });
    console.log(`bench: on average ${(matched / (ITERATIONS + WARMUP)).toFixed(1)} lawyers matched per search`);

    const buildFile = path.resolve("build/server/index.js");
    let page: ReturnType<typeof summary> | undefined;
    if (!fs.existsSync(buildFile)) {
      console.log("bench: build/server/index.js is missing; run `npm run build` for the page figures");
    } else {
      const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
      const handle = createRequestHandler(build, "production");
      page = await measure("page GET /browse-law-firms?q=…&<2 filters> (full HTML)", ITERATIONS, WARMUP, async (i) => {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(inputOf(i))) params.set(key, String(value));
        const response = await handle(new Request(`http://localhost:3000/browse-law-firms?${params}`, { headers: { cookie: i % 2 ? "lang=en" : "lang=ar" } }));
        const html = await response.text();
        if (response.status !== 200 || !html.includes("data-testid=\"result-count\"")) throw new Error(`page answered ${response.status}`);
      });
    }

    console.log(`bench: load average ${load()} after measuring`);
    const ok = procedure.p95 <= 20 && (!page || page.p95 <= 60);
    console.log(`bench: targets p95 <= 20 ms (procedure) and <= 60 ms (page): ${ok ? "met" : "NOT met"}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await db.destroy();
    await dropDatabase?.();
  }
}

await main();
