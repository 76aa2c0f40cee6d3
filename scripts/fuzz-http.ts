/**
 * Hostile input against a running server (issue 25 item 5): every route of app/routes.ts is asked for with
 * hostile query parameters (NUL and the other C0 controls, DEL, lone surrogates as %ED%A0%80, overlong and
 * broken UTF-8, percent garbage, very long values, __proto__ and friends, U+3000, line breaks), and every
 * route whose module has an action gets form posts with hostile fields and intents (anonymous, with a
 * same-origin Origin header, urlencoded and multipart). A few public tRPC procedures get the same values
 * in their JSON input. The statuses are counted; any 5xx is a failure.
 *
 *   npm run fuzz:http                                  # http://localhost:3000
 *   npm run fuzz:http -- http://127.0.0.1:3100 --concurrency 8
 *   npm run fuzz:http -- --dry-run                     # how many requests, without sending them
 *
 * Exits 1 when any answer was 5xx (the first offending requests are printed), 2 when the server could not be
 * reached. Run it against a production build (npm run build && npm start), never against a server holding
 * real data: the posts are anonymous, but contact messages and chatbot questions may be stored.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import routeConfig from "../app/routes";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    concurrency: { type: "string", default: "6" },
    timeout: { type: "string", default: "30" },
    show: { type: "string", default: "10" },
    "dry-run": { type: "boolean", default: false },
  },
});
const base = new URL(positionals[0] ?? "http://localhost:3000");
const origin = base.origin;
const concurrency = Math.max(1, Number(values.concurrency));
const timeoutMs = Number(values.timeout) * 1000;
const show = Number(values.show);

// ------------------------------------------------------------------ the routes

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}
interface Route {
  path: string;
  file: string;
}

function flatten(entries: readonly RouteEntry[], parent = ""): Route[] {
  const out: Route[] = [];
  for (const entry of entries) {
    const own = entry.index ? "" : (entry.path ?? "");
    const full = [parent, own].filter(Boolean).join("/");
    out.push({ path: `/${full}`, file: entry.file });
    if (entry.children) out.push(...flatten(entry.children, full));
  }
  return out;
}

/** A made-up record id: routes with parameters answer their not-found or sign-in page, which must not be 5xx either. */
const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";

function concretePath(pattern: string): string {
  return pattern
    .replace(/:[A-Za-z]+/g, SAMPLE_ID)
    .replace(/\*$/, "fuzz")
    .replace(/\/{2,}/g, "/");
}

const appDir = path.resolve(import.meta.dirname, "../app");
const hasAction = (file: string) =>
  /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b|export\s*\{[^}]*\baction\b[^}]*\}/.test(fs.readFileSync(path.join(appDir, file), "utf8"));

const allRoutes = flatten(routeConfig as unknown as RouteEntry[]);
// Event streams stay open by design; they are not pages to fuzz.
const isStream = (route: Route) => /\/(events|stream)$/.test(route.path);
const getRoutes = [...new Map(allRoutes.filter((r) => !isStream(r)).map((r) => [concretePath(r.path), r])).keys()];
const postRoutes = [...new Map(allRoutes.filter((r) => !isStream(r) && hasAction(r.file)).map((r) => [concretePath(r.path), r])).keys()].filter(
  (p) => p !== "/api/trpc/fuzz",
);

// ------------------------------------------------------------------ hostile values (already percent-encoded)

const C0 = Array.from({ length: 32 }, (_, i) => `%${i.toString(16).padStart(2, "0").toUpperCase()}`);
const HOSTILE: string[] = [
  ...C0.map((c) => `a${c}b`),
  "%00",
  "%7F",
  "a%7Fb",
  "%0D%0A",
  "line%0Aline",
  "%ED%A0%80", // a lone high surrogate in (invalid) UTF-8
  "%ED%B0%80", // a lone low surrogate
  "a%ED%A0%80b%ED%B0%80",
  "%C0%80", // overlong NUL
  "%FF%FE",
  "%E3%80%80", // U+3000 ideographic space
  "%E3%80%80%E3%80%80x",
  "%E2%80%AE", // right-to-left override
  "%EF%BB%BF", // BOM
  "%F0%9F%98%80",
  "%",
  "%%",
  "%zz",
  "%2",
  "a%",
  "%25",
  "%2500",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "prototype",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999",
  "NaN",
  "null",
  "undefined",
  "true",
  "%5B%5D",
  "%7B%7D",
  "'%20OR%201%3D1--",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "..%2F..%2Fetc%2Fpasswd",
  "%5C%5C",
  "x".repeat(4000),
  "%D8%B9".repeat(700),
  "%00".repeat(200),
];

/** The parameters the pages read, and some names that are hostile themselves. */
const PARAM_NAMES = [
  "q", "page", "sort", "direction", "area", "language", "city", "kind", "state", "status", "tag", "category", "lang", "redirectTo",
  "token", "id", "from", "to", "assignee", "posting", "lawyer", "lawyerId", "feeMin", "feeMax", "minRating", "year", "type", "sent",
  "next", "date", "slot", "service", "consultationId", "serviceArea", "court", "hearingsNext7Days", "pageSize", "actorId", "action",
  "entityType", "entityId", "reviewId", "version", "qfc", "error", "email", "callbackURL",
];
const HOSTILE_NAMES = ["__proto__", "constructor", "q%00", "%00", "q%5B%5D", "q%5B__proto__%5D", "%ED%A0%80", "%zz", "a".repeat(2000)];

const INTENTS = [
  "constructor", "__proto__", "toString", "valueOf", "hasOwnProperty", "prototype", "isPrototypeOf", "", "%00", "a%00b", "%ED%A0%80",
  "x".repeat(3000), "update", "save", "create", "publish", "unpublish", "profile", "invite", "delete", "close", "cancel", "resubmit-verification",
];
/** Field names forms read (text fields reach the database), each posted with hostile values. */
const FORM_FIELDS = [
  "q", "title", "titleAr", "titleEn", "name", "fullName", "email", "phone", "subject", "message", "body", "description", "reason", "note",
  "details", "password", "code", "token", "id", "userId", "lawyerUserId", "version", "slug", "tags", "redirectTo", "lang",
];

// ------------------------------------------------------------------ the requests

interface Probe {
  method: "GET" | "POST";
  url: string;
  body?: string | FormData;
  contentType?: string;
  label?: string;
}

function* getProbes(): Generator<Probe> {
  for (const route of getRoutes) {
    for (const [i, value] of HOSTILE.entries()) {
      const name = PARAM_NAMES[i % PARAM_NAMES.length];
      const other = PARAM_NAMES[(i * 7 + 3) % PARAM_NAMES.length];
      for (const query of [`q=${value}&${name}=${value}`, `${other}=${value}&page=${value}&lang=en`]) yield { method: "GET", url: `${route}?${query}` };
    }
    for (const name of HOSTILE_NAMES) yield { method: "GET", url: `${route}?${name}=1` };
  }
}

function formBody(fields: [string, string][]): string {
  return fields.map(([k, v]) => `${k}=${v}`).join("&");
}

/** Raw text for multipart parts (which carry bytes, not escapes): the escapes decoded, invalid UTF-8 as one character per byte. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

function* postProbes(): Generator<Probe> {
  for (const route of postRoutes) {
    for (const intent of INTENTS) {
      const fields: [string, string][] = [["intent", intent]];
      for (const [i, field] of FORM_FIELDS.entries()) fields.push([field, HOSTILE[(i + intent.length) % HOSTILE.length]]);
      yield { method: "POST", url: route, body: formBody(fields), contentType: "application/x-www-form-urlencoded" };
    }
    for (const [i, value] of HOSTILE.entries()) {
      const field = FORM_FIELDS[i % FORM_FIELDS.length];
      yield { method: "POST", url: route, body: formBody([[field, value]]), contentType: "application/x-www-form-urlencoded" };
      if (i % 4 === 0) {
        const form = new FormData();
        form.set("intent", decoded(INTENTS[i % INTENTS.length]));
        form.set(field, decoded(value));
        form.set("documents", new Blob([decoded(value)], { type: "application/pdf" }), `${decoded(value).slice(0, 50)}.pdf`);
        yield { method: "POST", url: route, body: form, label: "multipart" };
      }
    }
    for (const name of HOSTILE_NAMES) yield { method: "POST", url: route, body: `${name}=1&intent=${name}`, contentType: "application/x-www-form-urlencoded" };
    // Bodies that are not what they say they are.
    yield { method: "POST", url: route, body: "%", contentType: "application/x-www-form-urlencoded" };
    yield { method: "POST", url: route, body: "--x\r\nbroken", contentType: "multipart/form-data; boundary=x" };
    yield { method: "POST", url: route, body: "{\"intent\":\"__proto__\"}", contentType: "application/json" };
  }
}

/** Public procedures over /api/trpc with hostile JSON input (tRPC's own encoding: ?input=<JSON>). */
function* trpcProbes(): Generator<Probe> {
  const texts = ["a\u0000b", "\u0001", "\u007f", "\ud800", "line\nline", "\u3000", "__proto__", "x".repeat(5000)];
  for (const text of texts) {
    const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    yield { method: "GET", url: `/api/trpc/legalUpdates.list?input=${input({ q: text, tag: text })}` };
    yield { method: "GET", url: `/api/trpc/lawyers.search?input=${input({ q: text })}` };
    yield { method: "GET", url: `/api/trpc/library.list?input=${input({ q: text })}` };
    yield { method: "GET", url: `/api/trpc/legalUpdates.byId?input=${input({ id: text })}` };
    yield { method: "GET", url: `/api/trpc/lawyers.byId?input=${input({ id: text })}` };
    yield { method: "GET", url: `/api/trpc/careers.byId?input=${input({ id: text })}` };
    yield { method: "GET", url: `/api/trpc/reviews.forLawyer?input=${input({ lawyerId: text })}` };
    yield { method: "POST", url: "/api/trpc/chatbot.ask", body: JSON.stringify({ question: text }), contentType: "application/json" };
    yield { method: "POST", url: "/api/trpc/cases.update", body: JSON.stringify({ id: text, titleEn: text }), contentType: "application/json" };
  }
  // Procedure paths that name nothing, or something every object inherits.
  for (const name of ["%00", "a%00b", "%ED%A0%80", "__proto__", "constructor", "toString", "legalUpdates.__proto__", "legalUpdates.constructor", "%zz"]) {
    yield { method: "GET", url: `/api/trpc/${name}` };
    yield { method: "POST", url: `/api/trpc/${name}`, body: "{}", contentType: "application/json" };
  }
}

// ------------------------------------------------------------------ running them

const counts = new Map<string, number>();
const failures: string[] = [];
let sent = 0;
let unreachable = 0;

async function send(probe: Probe): Promise<void> {
  const headers: Record<string, string> = { origin, "user-agent": "qanun-fuzz-http" };
  if (probe.contentType) headers["content-type"] = probe.contentType;
  // Alternate the language, so both error pages render.
  if (sent % 2) headers.cookie = "lang=en";
  const target = `${origin}${probe.url}`;
  const describe = `${probe.method} ${probe.url.length > 200 ? `${probe.url.slice(0, 200)}…` : probe.url}${probe.label ? ` (${probe.label})` : ""}`;
  sent++;
  let status: string;
  try {
    const response = await fetch(target, { method: probe.method, headers, body: probe.body, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer().catch(() => undefined);
    status = String(response.status);
    if (response.status >= 500) failures.push(`${response.status} ${describe}`);
  } catch (error) {
    const name = (error as Error).name;
    status = name === "TimeoutError" ? "timeout" : "network error";
    if (status === "network error") unreachable++;
    failures.push(`${status} ${describe}: ${(error as Error).message}`);
  }
  counts.set(status, (counts.get(status) ?? 0) + 1);
}

async function runAll(source: Iterable<Probe>): Promise<void> {
  const iterator = source[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await send(next.value);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function main() {
  if (values["dry-run"]) {
    const count = (source: Iterable<Probe>) => [...source].length;
    console.log(`${getRoutes.length} routes: ${count(getProbes())} GETs; ${postRoutes.length} form routes: ${count(postProbes())} POSTs; ${count(trpcProbes())} tRPC calls`);
    return;
  }
  try {
    await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    console.error(`${origin} cannot be reached (${(error as Error).message}): start the server first (npm run build && npm start).`);
    process.exit(2);
  }
  const started = Date.now();
  console.log(`fuzzing ${origin}: ${getRoutes.length} routes with hostile queries, ${postRoutes.length} form routes with hostile posts, ${concurrency} at a time`);
  const progress = setInterval(() => console.log(`  ${sent} requests, ${failures.length} failures`), 15_000);
  await runAll(getProbes());
  await runAll(postProbes());
  await runAll(trpcProbes());
  clearInterval(progress);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n${sent} requests in ${seconds} s`);
  for (const [status, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${status.padEnd(14)} ${n}`);
  if (failures.length) {
    console.log(`\n${failures.length} failed; the first ${Math.min(show, failures.length)}:`);
    for (const line of failures.slice(0, show)) console.log(`  ${line}`);
    process.exit(unreachable === sent ? 2 : 1);
  }
  console.log("\nno 5xx, no timeouts");
}

await main();
