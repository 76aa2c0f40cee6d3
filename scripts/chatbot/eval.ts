/**
 * `npm run eval:chatbot` (issue 11 §4, issue 27 §6): runs the TUNING sets and the HELD-OUT set through the
 * assistant over the sample content,
 * and prints for each set apart, per language and per kind: the expected page at the first citation and
 * among the first three (keyword/story/dialect/typo questions), "not found" where the site has the answer,
 * facts right, safety right, out-of-scope right, requests that led to their prefilled link,
 * answered/fact/safety answers without a next-step action, and the latency p50/p95 (ms, three runs per
 * question after a first pass).
 *
 * The tuning sets (./tuning-sets.ts): ./eval-set.ts (with ./eval-set-safety.ts) and the thirty RETIRED held-out
 * sets (./held-out-set.ts, -2 to -33): each was reported on before (docs/chatbot-eval.md) and was then replaced
 * by a fresh one written blind, so their questions now serve as realistic tuning data (and the subject model's
 * training data, decision 045) and their figures are no longer evidence.
 * The HELD-OUT set is none since held-out 33 was retired (2026-11-30): with none, the command prints the tuning sets,
 * says so and exits 2; the next is written blind before the next report.
 *
 * Issue 27 §6's targets apply to the held-out set: page in the first three ≥ 90% for Arabic and for
 * English; not found where covered ≤ 3%; out of scope and safety 100%; p95 ≤ 50 ms. Exit 1 when one is
 * missed. The tuning sets are reported, not gated.
 *
 * On PostgreSQL by default (a database of its own on BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards); `--pglite` uses the embedded
 * database instead. `--verbose` lists the misses of the tuning sets. `--tuning-only` runs and prints the
 * tuning sets alone (no held-out question is asked, no held-out figure printed, exit 0): for whoever
 * tunes the assistant. `--show-held-out` lists the misses of the held-out set, for whoever reports on
 * it: nobody who tunes the assistant may read that list.
 */
import os from "node:os";
import { createDatabase, setDb, type DB } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { answerQuestion } from "#server/chatbot/answer";
import { languageOf } from "#server/chatbot/text";
import { createBenchDatabase, openBenchDatabase } from "../bench-support";
import { seedSampleContent } from "../seed-data";
import type { EvalCase } from "./eval-types";
import { HELD_OUT_SETS, TUNING_SETS } from "./tuning-sets";
import { kindCounts, misses, missedTargets, table, viewOf, type Row } from "./eval-report";

const args = new Set(process.argv.slice(2));
const LATENCY_ROUNDS = 3;

async function run(db: DB, set: EvalCase[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const c of set) {
    const answer = await answerQuestion(db, c.q);
    rows.push({ c, lang: languageOf(c.q), answer: viewOf(answer), ms: [] });
  }
  return rows;
}

/** Latency: every question of both sets again, round after round, once the index is built. */
async function time(db: DB, sets: Row[][]) {
  for (let round = 0; round < LATENCY_ROUNDS; round++) {
    for (const rows of sets) {
      for (const row of rows) {
        const started = performance.now();
        await answerQuestion(db, row.c.q);
        row.ms.push(performance.now() - started);
      }
    }
  }
}

function print(name: string, rows: Row[], listMisses: boolean) {
  const ar = rows.filter((r) => r.lang === "ar").length;
  console.log(`\n== ${name}: ${rows.length} questions (${ar} Arabic, ${rows.length - ar} English; ${kindCounts(rows)})`);
  console.log(table(rows));
  if (listMisses) for (const line of misses(rows)) console.log(line);
}

async function main() {
  const tuningOnly = args.has("--tuning-only");
  const showHeldOut = args.has("--show-held-out");
  if (tuningOnly && showHeldOut) {
    console.error("eval: --tuning-only runs no held-out question, so it cannot --show-held-out");
    process.exitCode = 2;
    return;
  }
  let db: DB;
  let drop = async () => {};
  if (args.has("--pglite")) {
    db = createDatabase({ kind: "pglite", dataDir: "memory://" });
    setDb(db);
  } else {
    const created = await createBenchDatabase(process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
    db = openBenchDatabase(created.url);
    drop = created.drop;
  }
  try {
    await migrateToLatest(db);
    await seedSampleContent(db);
    await answerQuestion(db, "warm up the index");
    const tuning: Row[][] = [];
    for (const set of TUNING_SETS) tuning.push(await run(db, set.cases));
    const heldOut: Row[][] = [];
    if (!tuningOnly) for (const set of HELD_OUT_SETS) heldOut.push(await run(db, set.cases));
    await time(db, [...tuning, ...heldOut]);

    const engine = args.has("--pglite") ? "PGlite" : "PostgreSQL";
    console.log(
      `eval: ${new Date().toISOString()} on ${engine}; Node ${process.version}; ${os.cpus().length} cores; load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    console.log("columns: hits/questions share; not-found-covered, false-safety and no-next-step are failures (lower is better); latency in ms");
    TUNING_SETS.forEach((set, i) => print(set.title, tuning[i]!, args.has("--verbose")));
    print("ALL TUNING sets together", tuning.flat(), false);
    if (tuningOnly) {
      console.log("\neval: --tuning-only: no held-out set was run");
      process.exitCode = 0;
      return;
    }
    if (HELD_OUT_SETS.length === 0) {
      console.log("\neval: no held-out set: every set has been reported on and retired into tuning. Write a fresh one blind");
      console.log("eval: (docs/chatbot-eval.md) before reporting figures as evidence; the tuning figures above are not.");
      process.exitCode = 2;
      return;
    }
    if (showHeldOut) {
      console.log("\n!! --show-held-out: the held-out misses follow. Whoever reads them must not tune the assistant on them,");
      console.log("!! nor add them or paraphrases to any set, synonym or rule: that would make the held-out figures meaningless.");
    }
    HELD_OUT_SETS.forEach((set, i) => {
      if (set.left > 0) console.log(`\n(${set.left} questions of ${set.label} are also asked by a tuning set and are left out of its figures)`);
      print(set.title, heldOut[i]!, showHeldOut);
    });

    let anyMissed = false;
    HELD_OUT_SETS.forEach((set, i) => {
      const missed = missedTargets(heldOut[i]!);
      console.log(
        `\n${set.label} targets (issue 27 §6): page in first three ≥ 90% ar and en; not found where covered ≤ 3%; out of scope and safety 100%; p95 ≤ 50 ms`,
      );
      for (const line of missed) console.log(`  missed: ${line}`);
      anyMissed ||= missed.length > 0;
    });
    console.log(anyMissed ? "eval: a held-out target is missed" : "eval: every held-out target met");
    process.exitCode = anyMissed ? 1 : 0;
  } finally {
    await db.destroy();
    await drop();
  }
}

await main();
