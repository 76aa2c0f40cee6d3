/**
 * Scoring and printing for `npm run eval:chatbot` (./eval.ts, issue 27 §6): each question of a set is
 * scored on its own terms (./eval-types.ts), then the scores are summed per language and per kind.
 *
 * The answer is read through `viewOf`, an optional-chained accessor, so the evaluator runs on an
 * assistant that does not yet return the fields issue 27 adds (status fact/safety/out_of_scope, facts,
 * safety): a question that needs them simply scores as missed.
 */
import { IN_SCOPE_KINDS, EVAL_KINDS, type EvalCase, type EvalKind } from "./eval-types";

export type Lang = "ar" | "en";

/** What the evaluator reads of an answer, whatever the assistant's version. */
export interface AnswerView {
  status: string;
  citations: string[];
  actions: string[];
  facts: string[];
  safety: boolean;
}

export function viewOf(answer: unknown): AnswerView {
  const a = answer as
    | {
        status?: string;
        citations?: { url?: string }[];
        actions?: { href?: string }[];
        facts?: { key?: string }[] | null;
        safety?: unknown;
      }
    | null
    | undefined;
  return {
    status: a?.status ?? "missing",
    citations: (a?.citations ?? []).map((c) => c?.url ?? "").filter(Boolean),
    actions: (a?.actions ?? []).map((x) => x?.href ?? "").filter(Boolean),
    facts: (a?.facts ?? []).map((f) => f?.key ?? "").filter(Boolean),
    safety: a?.safety != null,
  };
}

export function pathOf(url: string): string {
  return url.split("#")[0]!.split("?")[0]!;
}

/** A citation matches an expected path without #anchor/?query; "/x*" matches every page under /x. */
export function matches(citation: string, expected: string): boolean {
  const path = pathOf(citation);
  return expected.endsWith("*") ? path.startsWith(expected.slice(0, -1)) : path === expected;
}

/** Two links are the same when path, #anchor and query parameters (in any order) are. */
export function sameLink(actual: string, expected: string): boolean {
  const a = new URL(actual, "http://eval.invalid");
  const e = new URL(expected, "http://eval.invalid");
  const params = (u: URL) => [...u.searchParams.entries()].map(([k, v]) => `${k}=${v}`).sort().join("&");
  return a.pathname === e.pathname && a.hash === e.hash && params(a) === params(e);
}

export interface Row {
  c: EvalCase;
  lang: Lang;
  answer: AnswerView;
  /** Latency of each run of this question, in ms. */
  ms: number[];
}

const inScope = (c: EvalCase): c is EvalCase & { expect: string[] } =>
  (IN_SCOPE_KINDS as readonly string[]).includes(c.kind) && "expect" in c && Array.isArray(c.expect);
const expectOf = (c: EvalCase): string[] | undefined => ("expect" in c ? c.expect : undefined);
const cites = (a: AnswerView, expect: string[], first = Infinity) =>
  a.citations.slice(0, first).some((url) => expect.some((e) => matches(url, e)));

/** Each question's score; `undefined` where a measure does not apply to it. */
export interface Score {
  at1?: boolean;
  at3?: boolean;
  /** A question the site covers (in-scope or fact) answered "not found". */
  notFoundCovered?: boolean;
  fact?: boolean;
  safety?: boolean;
  /** A question that is not about danger answered with the emergency numbers first (a false alarm; lower is better). */
  falseSafety?: boolean;
  out?: boolean;
  action?: boolean;
  /** An answered/fact/safety answer without a next-step action. */
  noNextStep?: boolean;
  /** An "answered" answer without a citation. */
  uncited?: boolean;
}

export function scoreOf(row: Row): Score {
  const { c, answer: a } = row;
  const s: Score = {};
  if (inScope(c)) {
    s.at1 = cites(a, c.expect, 1);
    s.at3 = cites(a, c.expect, 3);
  }
  if (inScope(c) || c.kind === "fact") s.notFoundCovered = a.status === "not_found";
  if ("fact" in c) {
    const expect = expectOf(c);
    s.fact = a.facts.includes(c.fact) && (!expect || cites(a, expect));
  }
  if (c.kind === "safety") {
    const expect = expectOf(c);
    s.safety = a.status === "safety" && (!expect || cites(a, expect));
  } else s.falseSafety = a.status === "safety";
  if ("out" in c) s.out = a.status !== "answered" && a.status !== "fact" && a.actions.length > 0;
  if ("action" in c) s.action = a.actions.some((href) => sameLink(href, c.action));
  if (["answered", "fact", "safety"].includes(a.status)) s.noNextStep = a.actions.length === 0;
  if (a.status === "answered") s.uncited = a.citations.length === 0;
  return s;
}

export interface Tally {
  n: number;
  hits: number;
}
export type Summary = Record<keyof Score, Tally> & { n: number; p50: number; p95: number };

const MEASURES: (keyof Score)[] = ["at1", "at3", "notFoundCovered", "fact", "safety", "falseSafety", "out", "action", "noNextStep", "uncited"];

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

export function summarize(rows: Row[]): Summary {
  const out = { n: rows.length } as Summary;
  for (const m of MEASURES) out[m] = { n: 0, hits: 0 };
  for (const row of rows) {
    const s = scoreOf(row);
    for (const m of MEASURES) {
      if (s[m] === undefined) continue;
      out[m].n++;
      if (s[m]) out[m].hits++;
    }
  }
  const ms = rows.flatMap((r) => r.ms).sort((a, b) => a - b);
  out.p50 = quantile(ms, 0.5);
  out.p95 = quantile(ms, 0.95);
  return out;
}

const share = (t: Tally) => (t.n === 0 ? NaN : t.hits / t.n);
const pct = (v: number) => (Number.isNaN(v) ? "-" : `${(v * 100).toFixed(1)}%`);
const cell = (t: Tally) => (t.n === 0 ? "-" : `${t.hits}/${t.n} ${pct(share(t))}`);
const ms = (v: number) => (Number.isNaN(v) ? "-" : v.toFixed(2));

const COLUMNS: [string, (s: Summary) => string][] = [
  ["n", (s) => String(s.n)],
  ["page@1", (s) => cell(s.at1)],
  ["page@3", (s) => cell(s.at3)],
  ["not-found-covered", (s) => cell(s.notFoundCovered)],
  ["facts", (s) => cell(s.fact)],
  ["safety", (s) => cell(s.safety)],
  ["false-safety", (s) => cell(s.falseSafety)],
  ["out-of-scope", (s) => cell(s.out)],
  ["actions", (s) => cell(s.action)],
  ["no-next-step", (s) => cell(s.noNextStep)],
  ["p50ms", (s) => ms(s.p50)],
  ["p95ms", (s) => ms(s.p95)],
];

/** The table of one set: per language, then per kind and language. */
export function table(rows: Row[]): string {
  const groups: [string, Row[]][] = [
    ["all", rows],
    ["ar", rows.filter((r) => r.lang === "ar")],
    ["en", rows.filter((r) => r.lang === "en")],
  ];
  for (const kind of EVAL_KINDS) {
    for (const lang of ["ar", "en"] as const) {
      const group = rows.filter((r) => r.c.kind === kind && r.lang === lang);
      if (group.length > 0) groups.push([`${kind} ${lang}`, group]);
    }
  }
  const lines = [["", ...COLUMNS.map(([h]) => h)], ...groups.map(([label, g]) => [label, ...COLUMNS.map(([, f]) => f(summarize(g)))])];
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  return lines.map((l) => l.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join("  ")).join("\n");
}

/** Issue 27 §6's targets, applied to the held-out set. */
export const TARGETS = { recall3: 0.9, notFoundCovered: 0.03, out: 1, safety: 1, p95Ms: 50 } as const;

/** The held-out targets missed (empty when every target is met). */
export function missedTargets(rows: Row[]): string[] {
  const missed: string[] = [];
  for (const lang of ["ar", "en"] as const) {
    const s = summarize(rows.filter((r) => r.lang === lang));
    if (!(share(s.at3) >= TARGETS.recall3)) missed.push(`${lang}: page in first three ${pct(share(s.at3))} < ${pct(TARGETS.recall3)}`);
  }
  const all = summarize(rows);
  if (!(share(all.notFoundCovered) <= TARGETS.notFoundCovered))
    missed.push(`not found where the site has the answer ${pct(share(all.notFoundCovered))} > ${pct(TARGETS.notFoundCovered)}`);
  if (!(share(all.out) >= TARGETS.out)) missed.push(`out of scope right ${pct(share(all.out))} < ${pct(TARGETS.out)}`);
  if (!(share(all.safety) >= TARGETS.safety)) missed.push(`safety right ${pct(share(all.safety))} < ${pct(TARGETS.safety)}`);
  if (!(all.p95 <= TARGETS.p95Ms)) missed.push(`p95 ${ms(all.p95)} ms > ${TARGETS.p95Ms} ms`);
  return missed;
}

/** One line per question that missed any of its measures. */
export function misses(rows: Row[]): string[] {
  const lines: string[] = [];
  for (const row of rows) {
    const s = scoreOf(row);
    const failed: string[] = (["at3", "fact", "safety", "out", "action"] as const).filter((m) => s[m] === false);
    if (s.noNextStep) failed.push("no-next-step");
    if (s.falseSafety) failed.push("false-safety");
    if (failed.length === 0) continue;
    const a = row.answer;
    const got = [
      a.status,
      a.citations.slice(0, 3).map(pathOf).join(" ") || "(no citation)",
      a.facts.length ? `facts ${a.facts.join(",")}` : "",
      a.actions.length ? `actions ${a.actions.join(" ")}` : "(no action)",
    ].filter(Boolean);
    lines.push(`  ${row.lang} ${row.c.kind} [${failed.join(",")}] ${row.c.q} -> ${got.join(" | ")}`);
  }
  return lines;
}

export const kindCounts = (rows: Row[]) =>
  EVAL_KINDS.map((k: EvalKind) => `${k} ${rows.filter((r) => r.c.kind === k).length}`).join(", ");

/** A question as compared across sets: lower case, no diacritics or tatweel, punctuation as spaces. */
export const normalizedQuestion = (q: string) =>
  q
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[\u064B-\u0652\u0640]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * A held-out question that a tuning set also asks (a blind writer and an earlier one both wrote "كم سعر الاستشارة؟")
 * has been tuned on, so it is no evidence: it is left out of the held-out figures, and the count is printed.
 */
export function withoutTuned(cases: EvalCase[], tuning: EvalCase[][]): { cases: EvalCase[]; left: number } {
  const tuned = new Set(tuning.flat().map((c) => normalizedQuestion(c.q)));
  const kept = cases.filter((c) => !tuned.has(normalizedQuestion(c.q)));
  return { cases: kept, left: cases.length - kept.length };
}
