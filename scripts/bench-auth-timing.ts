/**
 * Account enumeration by timing (issue 14 §4): do forgot-password, sign-up and a failed sign-in take measurably different
 * times for an address that has an account and one that does not? Calls the procedures in this process
 * (no HTTP noise), alternating known and unknown addresses, each address used once (the per-address
 * rate limits stay out of the way), and prints median and p90 of both with their ratio.
 *
 *   npm run bench:auth-timing                 # embedded PGlite in memory
 *   npm run bench:auth-timing -- --runs 100   # per kind and branch (default 60)
 *   DATABASE_URL=postgres://... npm run bench:auth-timing
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { createDatabase, setDb } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { provisionUser } from "#server/accounts/provision";
import { settleBackgroundWork } from "#server/common/background";
import { getStorage } from "#server/storage/index";
import { createCaller } from "#server/router";

process.env.AUTH_IP_LIMIT ??= "1000000";
process.env.LOG_LEVEL ??= "error";
const { values } = parseArgs({ options: { runs: { type: "string", default: "60" } } });
const runs = Number(values.runs);

const url = process.env.DATABASE_URL;
const db = createDatabase(url ? { kind: "postgres", url } : { kind: "pglite", dataDir: "memory://" });
await migrateToLatest(db);
setDb(db);

const PASSWORD = "timing bench horse staple 42";
const known: string[] = [];
for (let i = 0; i < runs * 2; i++) {
  const email = `known-${i}@example.qa`;
  await provisionUser(db, { email, name: "Known Person", password: PASSWORD, role: "individual" });
  known.push(email);
}

let ip = 0;
const caller = () => {
  const clientIp = `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;
  return createCaller({ db, storage: getStorage(), viewer: null, headers: new Headers({ "x-client-ip": clientIp }), clientIp });
};

/** The time until the answer; then, untimed, the work the request left running (so it does not slow the next one). */
const time = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  const elapsed = performance.now() - start;
  await settleBackgroundWork();
  return elapsed;
};

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

type Kind = "forgot-password" | "sign-up" | "sign-in (wrong password)";
const results: Record<Kind, { known: number[]; unknown: number[] }> = {
  "forgot-password": { known: [], unknown: [] },
  "sign-up": { known: [], unknown: [] },
  "sign-in (wrong password)": { known: [], unknown: [] },
};
const signIn = (email: string) => caller().accounts.signIn({ email, password: "not the right password 1" }).catch(() => null);
const signUp = (email: string) =>
  caller().accounts.signUp({ email, password: PASSWORD, fullName: "Timing Person", userType: "individual", locale: "en", documents: [] } as never);

// Warm up both branches, then alternate so that drift on a shared machine hits both alike.
await caller().accounts.requestPasswordReset({ email: "warm-unknown@example.qa" });
await signUp("warm-new@example.qa");
/** Both branches of one kind, in an order that flips every run, so that whatever the previous request left behind (GC, caches) falls on each alike. */
const pair = async (kind: Kind, i: number, known: () => Promise<unknown>, unknown: () => Promise<unknown>) => {
  if (i % 2 === 0) {
    results[kind].known.push(await time(known));
    results[kind].unknown.push(await time(unknown));
  } else {
    results[kind].unknown.push(await time(unknown));
    results[kind].known.push(await time(known));
  }
};
for (let i = 0; i < runs; i++) {
  await pair("forgot-password", i, () => caller().accounts.requestPasswordReset({ email: known[i]! }), () => caller().accounts.requestPasswordReset({ email: `nobody-${i}@example.qa` }));
  await pair("sign-up", i, () => signUp(known[runs + i]!), () => signUp(`new-${i}@example.qa`));
  await pair("sign-in (wrong password)", i, () => signIn(known[i]!), () => signIn(`nobody-${i}@example.qa`));
}

console.log(`auth timing, ${runs} runs per branch, ${url ? "PostgreSQL" : "PGlite in memory"}`);
console.log("| request | known p50 | unknown p50 | known p90 | unknown p90 | p50 ratio known/unknown |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const [kind, r] of Object.entries(results)) {
  const [k50, u50, k90, u90] = [quantile(r.known, 0.5), quantile(r.unknown, 0.5), quantile(r.known, 0.9), quantile(r.unknown, 0.9)];
  console.log(`| ${kind} | ${k50.toFixed(1)} ms | ${u50.toFixed(1)} ms | ${k90.toFixed(1)} ms | ${u90.toFixed(1)} ms | ${(k50 / u50).toFixed(2)} |`);
}
await db.destroy();
