/** What the benchmark scripts share: timing with percentiles, and a PostgreSQL database of their own. */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, setDb, type DB } from "#db/index";

function percentile(sortedMs: number[], p: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1)]!;
}

export function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, v) => sum + v, 0) / samples.length;
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), mean, max: sorted.at(-1)! };
}

export const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

/** Runs `run` `warmup` times untimed, then `runs` times timed, and prints the percentiles. */
export async function measure(label: string, runs: number, warmup: number, run: (i: number) => Promise<void>) {
  for (let i = 0; i < warmup; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run(i + warmup);
    samples.push(performance.now() - started);
  }
  const s = summary(samples);
  console.log(`${label}: p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  p99 ${fmt(s.p99)}  mean ${fmt(s.mean)}  max ${fmt(s.max)}  (${runs} runs)`);
  return s;
}

/** Creates a fresh database on the server of `serverUrl`; `drop()` removes it again. */
export async function createBenchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `qanun_bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  console.log(`bench: created database ${name}`);
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Opens the benchmark's database as the process-wide one (the server build reads it from there, see
 * db/index.ts), in production mode with a scratch DATA_DIR. The caller migrates it (inside its try, so
 * that a failure still drops the database).
 */
export function openBenchDatabase(url: string): DB {
  process.env.DATABASE_URL = url;
  process.env.NODE_ENV = "production";
  process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "qanun-bench-"));
  process.env.LOG_LEVEL ??= "warn";
  const db = createDatabase({ kind: "postgres", url });
  setDb(db);
  return db;
}
