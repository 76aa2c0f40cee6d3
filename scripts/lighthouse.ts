/**
 * `npm run lighthouse` (issue 14 §2): Lighthouse's mobile audit (its default: a mid-range phone, slow 4G,
 * simulated) of the home page, a service page, the directory, a lawyer profile and a legal update, in
 * Arabic and English, against the production server (build/, embedded PGlite with the sample content) in
 * Debian's Chromium. Prints one row per page with the four category scores and the three timings behind
 * them; exits 1 when a performance score is under the target (98).
 *
 *   npm run build && npm run lighthouse
 *   npm run lighthouse -- --path /services/family
 *   npm run lighthouse -- --report lighthouse-reports   (also writes each page's JSON report there)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { appServer } from "./drill/app-server";
import { freePort } from "./drill/pg-cluster";

const { values } = parseArgs({ options: { path: { type: "string", multiple: true }, report: { type: "string" } } });
const TARGET = 98;
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
try {
  for (const page of PAGES) {
    for (const lang of ["ar", "en"]) {
      const url = `${app.base}${page}${page.includes("?") ? "&" : "?"}lang=${lang}`;
      // Once to fill the server's page cache (as any visitor after the first would find it), then measured.
      await fetch(url);
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
      const lhr = result!.lhr;
      if (values.report) {
        fs.mkdirSync(values.report, { recursive: true });
        const name = `${page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.${lang}.json`;
        fs.writeFileSync(path.join(values.report, name), result!.report as string);
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      if (score("performance") < TARGET) below++;
      rows.push([
        page,
        lang,
        String(score("performance")),
        String(score("accessibility")),
        String(score("best-practices")),
        String(score("seo")),
        lhr.audits["cumulative-layout-shift"]?.displayValue ?? "",
        lhr.audits["first-contentful-paint"]?.displayValue ?? "",
        lhr.audits["largest-contentful-paint"]?.displayValue ?? "",
      ]);
    }
  }
} finally {
  chrome.kill();
  await app.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

const header = ["page", "lang", "perf", "a11y", "best", "seo", "CLS", "FCP", "LCP"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
console.log(`Lighthouse ${lhVersion()} (mobile, simulated slow 4G, 4x CPU), Chromium at ${chromePath}`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(below ? `${below} page(s) under the performance target of ${TARGET}` : `every page at or above ${TARGET}`);
process.exit(below ? 1 : 0);

function lhVersion(): string {
  try {
    return JSON.parse(fs.readFileSync("node_modules/lighthouse/package.json", "utf8")).version as string;
  } catch {
    return "";
  }
}
