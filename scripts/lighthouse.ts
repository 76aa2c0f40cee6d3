/**
 * `npm run lighthouse` (issue 14 §2): Lighthouse's mobile audit (its default: a mid-range phone, slow 4G,
 * simulated) of the home page, a service page, the directory, a lawyer profile and a legal update, in
 * Arabic and English, against the production server (build/, embedded PGlite with the sample content) in
 * Debian's Chromium. Prints one row per page with the four category scores and the timings behind them;
 * exits 1 when a performance score is under the target (98).
 *
 * Each page is audited `--runs` times (3 by default) and the run with the median performance score is
 * shown, with the lowest and highest beside it: Lighthouse's own advice for its variability, and on a
 * shared 2-core machine one run's total blocking time follows whatever else is running (the load average
 * is printed before and after, and the CPU column is Lighthouse's own benchmark of the machine during the
 * run shown: its 4x slowdown assumes a desktop scoring well over 1,000).
 *
 *   npm run build && npm run lighthouse
 *   npm run lighthouse -- --path /services/family --runs 1
 *   npm run lighthouse -- --report lighthouse-reports   (also writes each run's JSON report there)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { appServer } from "./drill/app-server";
import { freePort } from "./drill/pg-cluster";

const { values } = parseArgs({ options: { path: { type: "string", multiple: true }, report: { type: "string" }, runs: { type: "string", default: "3" } } });
const TARGET = 98;
const RUNS = Math.max(1, Number.parseInt(values.runs!, 10) || 1);
const PAGES = values.path?.length
  ? values.path
  : ["/", "/services/commercial", "/browse-law-firms", "/lawyer-profile/5a1e0000-0000-4000-8000-000000000001", "/legal-updates/5a1e0000-0000-4000-9000-000000000001"];

if (!fs.existsSync("build/server-start.mjs")) throw new Error("build/server-start.mjs is missing: run `npm run build` first");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-lighthouse-"));
const port = await freePort();
const app = appServer({ port, dataDir: path.join(work, "data"), databaseUrl: "", env: { DATABASE_URL: "", LOG_LEVEL: "error" } });
await app.start();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

const rows: string[][] = [];
let below = 0;
const loadBefore = loadAverage();
try {
  for (const page of PAGES) {
    for (const lang of ["ar", "en"]) {
      const url = `${app.base}${page}${page.includes("?") ? "&" : "?"}lang=${lang}`;
      // Once to warm the server up. A first visit's ?lang= sets the language cookie, so what is measured is
      // a rendered page, not one from the page cache: the slower case.
      await fetch(url);
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        // A run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP on a starved machine) measured
        // nothing: it is done again, twice at most, and stays in the table as 0 if it never succeeds.
        let result = await audit(url);
        for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
          console.error(`${url}: ${result.lhr.runtimeError.code}, running it again`);
          result = await audit(url);
        }
        if (values.report) {
          fs.mkdirSync(values.report, { recursive: true });
          const name = `${page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.${lang}${RUNS > 1 ? `.${run + 1}` : ""}.json`;
          fs.writeFileSync(path.join(values.report, name), result!.report as string);
        }
        runs.push(summarise(result!.lhr));
      }
      runs.sort((a, b) => a.performance - b.performance);
      // The lower median when the count is even: never flattering.
      const median = runs[Math.floor((runs.length - 1) / 2)]!;
      if (median.performance < TARGET) below++;
      rows.push([
        page,
        lang,
        String(median.performance),
        RUNS > 1 ? `${runs[0]!.performance}–${runs[runs.length - 1]!.performance}` : "",
        String(median.accessibility),
        String(median.bestPractices),
        String(median.seo),
        median.cls,
        median.fcp,
        median.lcp,
        median.tbt,
        median.cpu,
      ]);
    }
  }
} finally {
  chrome.kill();
  await app.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

// The range column only when there is a range.
const columns = (cells: string[]) => (RUNS > 1 ? cells : cells.filter((_, i) => i !== 3));
const header = columns(["page", "lang", "perf", `perf in ${RUNS} runs`, "a11y", "best", "seo", "CLS", "FCP", "LCP", "TBT", "CPU"]);
const table = rows.map(columns);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
console.log(`Lighthouse ${lhVersion()} (mobile, simulated slow 4G, 4x CPU), Chromium at ${chromePath}; ${RUNS > 1 ? `median of ${RUNS} runs per page` : "one run per page"}`);
console.log(`load average (1 min) ${loadBefore} before, ${loadAverage()} after, on ${os.cpus().length} cores`);
console.log(line(header));
for (const row of table) console.log(line(row));
console.log(below ? `${below} page(s) under the performance target of ${TARGET}` : `every page at or above ${TARGET}`);
process.exit(below ? 1 : 0);

function audit(url: string) {
  return lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
}

interface Result {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: string;
  fcp: string;
  lcp: string;
  tbt: string;
  /** Lighthouse's benchmark of this machine's CPU during the run (higher is faster; it assumes ~1000+). */
  cpu: string;
}

function summarise(lhr: {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { displayValue?: string } | undefined>;
  environment?: { benchmarkIndex?: number };
}): Result {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: lhr.audits["cumulative-layout-shift"]?.displayValue ?? "",
    fcp: lhr.audits["first-contentful-paint"]?.displayValue ?? "",
    lcp: lhr.audits["largest-contentful-paint"]?.displayValue ?? "",
    tbt: lhr.audits["total-blocking-time"]?.displayValue ?? "",
    cpu: String(Math.round(lhr.environment?.benchmarkIndex ?? 0)),
  };
}

function loadAverage(): string {
  return os.loadavg()[0]!.toFixed(1);
}

function lhVersion(): string {
  try {
    return JSON.parse(fs.readFileSync("node_modules/lighthouse/package.json", "utf8")).version as string;
  } catch {
    return "";
  }
}
