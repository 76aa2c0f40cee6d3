import { SERVICE_PAGE_OF_AREA } from "#server/lawyers/catalog";
import { OUT_OF_SCOPE_CLASS } from "#server/chatbot/subjects";
import type { EvalCase } from "./eval-types";
import { TUNING_SETS } from "./tuning-sets";

const AREA_PAGES = Object.values(SERVICE_PAGE_OF_AREA) as string[];

/**
 * The class a page the evaluation expects belongs to (decision 045): a practice area's service page is its own
 * class; a page under /careers, /legal-updates, /legal-library, the directory or booking is its section's (so
 * "I want to train at a firm" learns /careers, not a posting's id); the services overview and other fixed service
 * pages teach no subject and give none.
 */
export function subjectClassOf(expected: string): string | null {
  const page = expected.replace(/\*$/, "").split(/[?#]/)[0]!.replace(/\/$/, "");
  if (AREA_PAGES.includes(page)) return page;
  if (/^\/(services|company-services|legal-translation)(\/|$)/.test(page)) return null;
  const section = /^\/[a-z-]+/.exec(page)?.[0];
  if (!section) return null;
  return section === "/lawyer-profile" ? "/browse-law-firms" : section;
}

/** What the subject model learns from: each tuning question that expects a page, with its classes; out of scope as "out". */
export function subjectExamples(sets: EvalCase[][] = TUNING_SETS.map((set) => set.cases)): { q: string; subjects: string[] }[] {
  const out: { q: string; subjects: string[] }[] = [];
  for (const c of sets.flat()) {
    if (c.kind === "out") out.push({ q: c.q, subjects: [OUT_OF_SCOPE_CLASS] });
    if (c.kind !== "keyword" && c.kind !== "story" && c.kind !== "dialect" && c.kind !== "typo") continue;
    if (!("expect" in c) || !c.expect) continue;
    const subjects = [...new Set(c.expect.map(subjectClassOf).filter((s): s is string => s !== null))];
    if (subjects.length > 0) out.push({ q: c.q, subjects });
  }
  return out;
}
