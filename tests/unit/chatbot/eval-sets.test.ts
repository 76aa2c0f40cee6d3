import { describe, expect, it } from "vitest";
import { languageOf } from "#server/chatbot/text";
import { EVAL_SET } from "../../../scripts/chatbot/eval-set";
import { EVAL_KINDS, type EvalCase } from "../../../scripts/chatbot/eval-types";
import { HELD_OUT_SET } from "../../../scripts/chatbot/held-out-set";
import { HELD_OUT_SET_2 } from "../../../scripts/chatbot/held-out-set-2";
import { HELD_OUT_SET_3 } from "../../../scripts/chatbot/held-out-set-3";
import { HELD_OUT_SET_4 } from "../../../scripts/chatbot/held-out-set-4";
import { HELD_OUT_SET_5 } from "../../../scripts/chatbot/held-out-set-5";
import { HELD_OUT_SET_6 } from "../../../scripts/chatbot/held-out-set-6";
import { HELD_OUT_SET_7 } from "../../../scripts/chatbot/held-out-set-7";
import { HELD_OUT_SET_8 } from "../../../scripts/chatbot/held-out-set-8";
import { HELD_OUT_SET_9 } from "../../../scripts/chatbot/held-out-set-9";
import { HELD_OUT_SET_10 } from "../../../scripts/chatbot/held-out-set-10";
import { HELD_OUT_SET_11 } from "../../../scripts/chatbot/held-out-set-11";
import { HELD_OUT_SET_12 } from "../../../scripts/chatbot/held-out-set-12";
import { HELD_OUT_SET_13 } from "../../../scripts/chatbot/held-out-set-13";
import { HELD_OUT_SET_14 } from "../../../scripts/chatbot/held-out-set-14";
import { HELD_OUT_SET_15 } from "../../../scripts/chatbot/held-out-set-15";
import { HELD_OUT_SET_16 } from "../../../scripts/chatbot/held-out-set-16";
import { HELD_OUT_SET_17 } from "../../../scripts/chatbot/held-out-set-17";
import { HELD_OUT_SET_18 } from "../../../scripts/chatbot/held-out-set-18";
import { HELD_OUT_SET_19 } from "../../../scripts/chatbot/held-out-set-19";
import { HELD_OUT_SET_20 } from "../../../scripts/chatbot/held-out-set-20";
import { HELD_OUT_SET_21 } from "../../../scripts/chatbot/held-out-set-21";
import { HELD_OUT_SET_22 } from "../../../scripts/chatbot/held-out-set-22";
import { HELD_OUT_SET_23 } from "../../../scripts/chatbot/held-out-set-23";
import { HELD_OUT_SET_24 } from "../../../scripts/chatbot/held-out-set-24";
import { HELD_OUT_SET_25 } from "../../../scripts/chatbot/held-out-set-25";
import { HELD_OUT_SET_26 } from "../../../scripts/chatbot/held-out-set-26";
import { HELD_OUT_SET_27 } from "../../../scripts/chatbot/held-out-set-27";
import { HELD_OUT_SET_28 } from "../../../scripts/chatbot/held-out-set-28";
import { HELD_OUT_SET_29 } from "../../../scripts/chatbot/held-out-set-29";
import { HELD_OUT_SET_30 } from "../../../scripts/chatbot/held-out-set-30";
import { HELD_OUT_SET_31 } from "../../../scripts/chatbot/held-out-set-31";
import { HELD_OUT_SET_32 } from "../../../scripts/chatbot/held-out-set-32";
import { HELD_OUT_SET_33 } from "../../../scripts/chatbot/held-out-set-33";
import { HELD_OUT_SETS as GATED, TUNING_SETS } from "../../../scripts/chatbot/tuning-sets";
import { matches, sameLink, scoreOf, viewOf } from "../../../scripts/chatbot/eval-report";

/**
 * Issue 27 §6: the shape of the assistant's evaluation sets (the tuning set, the retired held-out sets and the gated held-out set).
 * The checks report counts and tuning-set questions only, never a held-out question, so that tuners can
 * run this file.
 */
const normalized = (q: string) =>
  q
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[\u064B-\u0652\u0640]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const pathsOf = (c: EvalCase): string[] => [...("expect" in c && c.expect ? c.expect : []), ...("action" in c ? [c.action] : [])];

/** Gulf dialect forms (ابي/ابغى/وين/شلون/...) that mark an Arabic question as written the way people talk. */
const GULF = /(^|\s)(ابي|أبي|ابغى|أبغى|وين|شلون|ليش|شنو|شو|وش|منو|يبي|يبيلي|تبي|نبي|عشان|الحين|ربعي|العيال|مو|ما عطاني|عطني|جاني|بكرة)(\s|$|[؟،])/;

const HELD_OUT_SETS = [
  ["held-out", HELD_OUT_SET],
  ["held-out 2", HELD_OUT_SET_2],
] as const;

for (const [name, set] of HELD_OUT_SETS) {
  describe(`the ${name} set (issue 27 §6)`, () => {
    it("holds at least 150 questions, half of them or more in Arabic", () => {
      expect(set.length).toBeGreaterThanOrEqual(150);
      const arabic = set.filter((c) => languageOf(c.q) === "ar").length;
      expect(arabic * 2).toBeGreaterThanOrEqual(set.length);
    });

    it("writes a third of its Arabic in dialect or with typos, and a third of the set as stories", () => {
      const arabic = set.filter((c) => languageOf(c.q) === "ar");
      const everyday = arabic.filter((c) => c.kind === "dialect" || c.kind === "typo" || GULF.test(c.q));
      expect(everyday.length * 3).toBeGreaterThanOrEqual(arabic.length);
      expect(set.filter((c) => c.kind === "story").length * 3).toBeGreaterThanOrEqual(set.length);
    });

    it("has every kind, with enough safety and out-of-scope questions in both languages", () => {
      for (const kind of EVAL_KINDS) expect(set.some((c) => c.kind === kind), kind).toBe(true);
      for (const [kind, least] of [["safety", 12], ["out", 16]] as const) {
        const cases = set.filter((c) => c.kind === kind);
        expect(cases.length, kind).toBeGreaterThanOrEqual(least);
        for (const lang of ["ar", "en"] as const) expect(cases.some((c) => languageOf(c.q) === lang), `${kind} ${lang}`).toBe(true);
      }
    });

    it("never asks a question twice, nor one the tuning set asks", () => {
      const asked = new Set(set.map((c) => normalized(c.q)));
      expect(asked.size, `${name} questions asked twice`).toBe(set.length);
      expect(EVAL_SET.filter((c) => asked.has(normalized(c.q))).map((c) => c.q)).toEqual([]);
    });
  });
}

describe("the held-out 33 set, retired into tuning after its one report (issue 27 §6)", () => {
  const set = HELD_OUT_SET_33;
  it("is tuning data now, and no set is gated until a fresh one is written blind", () => {
    expect(GATED).toEqual([]);
    for (const retired of [HELD_OUT_SET_33, HELD_OUT_SET_32, HELD_OUT_SET_31, HELD_OUT_SET_30, HELD_OUT_SET_29, HELD_OUT_SET_28, HELD_OUT_SET_27, HELD_OUT_SET_26, HELD_OUT_SET_25, HELD_OUT_SET_24, HELD_OUT_SET_23, HELD_OUT_SET_22, HELD_OUT_SET_21, HELD_OUT_SET_20, HELD_OUT_SET_19,
      HELD_OUT_SET_18, HELD_OUT_SET_17, HELD_OUT_SET_16, HELD_OUT_SET_15, HELD_OUT_SET_14, HELD_OUT_SET_13, HELD_OUT_SET_12]) {
      expect(TUNING_SETS.some((t) => t.cases === retired)).toBe(true);
    }
  });

  it("holds at least 150 questions, about half in Arabic, a third of the Arabic in dialect or with typos, a third stories", () => {
    expect(set.length).toBeGreaterThanOrEqual(150);
    const arabic = set.filter((c) => languageOf(c.q) === "ar");
    // Written half Arabic (237 of 464) counting Arabizi as Arabic; the assistant reads every one of them as Arabic (237).
    expect(arabic.length * 20).toBeGreaterThanOrEqual(set.length * 9);
    const everyday = arabic.filter((c) => c.kind === "dialect" || c.kind === "typo" || GULF.test(c.q));
    expect(everyday.length * 3).toBeGreaterThanOrEqual(arabic.length);
    expect(set.filter((c) => c.kind === "story").length * 3).toBeGreaterThanOrEqual(set.length);
  });

  it("has safety and out-of-scope questions in both languages, and asks no question twice", () => {
    for (const kind of ["safety", "out"] as const) {
      const cases = set.filter((c) => c.kind === kind);
      expect(cases.length, kind).toBeGreaterThanOrEqual(12);
      for (const lang of ["ar", "en"] as const) expect(cases.some((c) => languageOf(c.q) === lang), `${kind} ${lang}`).toBe(true);
    }
    expect(new Set(set.map((c) => normalized(c.q))).size).toBe(set.length);
  });
});

describe("the evaluation sets (issue 27 §6)", () => {
  it("never asks the same question in both held-out sets (counted, not listed)", () => {
    const first = new Set(HELD_OUT_SET.map((c) => normalized(c.q)));
    expect(HELD_OUT_SET_2.filter((c) => first.has(normalized(c.q))).length).toBe(0);
  });

  it("names every expected page and action as a site path", () => {
    for (const set of [EVAL_SET, HELD_OUT_SET, HELD_OUT_SET_2, HELD_OUT_SET_3, HELD_OUT_SET_4, HELD_OUT_SET_5, HELD_OUT_SET_6, HELD_OUT_SET_7, HELD_OUT_SET_8, HELD_OUT_SET_9, HELD_OUT_SET_10, HELD_OUT_SET_11, HELD_OUT_SET_12, HELD_OUT_SET_13, HELD_OUT_SET_14, HELD_OUT_SET_15, HELD_OUT_SET_16, HELD_OUT_SET_17, HELD_OUT_SET_18, HELD_OUT_SET_19, HELD_OUT_SET_20, HELD_OUT_SET_21, HELD_OUT_SET_22, HELD_OUT_SET_23, HELD_OUT_SET_24, HELD_OUT_SET_25, HELD_OUT_SET_26, HELD_OUT_SET_27, HELD_OUT_SET_28, HELD_OUT_SET_29, HELD_OUT_SET_30, HELD_OUT_SET_31, HELD_OUT_SET_32, HELD_OUT_SET_33]) {
      const bad = set.flatMap(pathsOf).filter((path) => !path.startsWith("/") || path.startsWith("//"));
      expect(bad).toEqual([]);
      for (const c of set) expect(c.q.trim().length).toBeGreaterThan(0);
    }
  });
});

describe("scoring an answer (scripts/chatbot/eval-report.ts)", () => {
  it("matches paths without anchor or query, and a trailing * as a prefix", () => {
    expect(matches("/services/family#faq", "/services/family")).toBe(true);
    expect(matches("/legal-library?item=1", "/legal-library*")).toBe(true);
    expect(matches("/services/family-law", "/services/family")).toBe(false);
  });

  it("compares links by path, anchor and parameters in any order", () => {
    expect(sameLink("/browse-law-firms?language=en&area=family", "/browse-law-firms?area=family&language=en")).toBe(true);
    expect(sameLink("/browse-law-firms?area=family", "/browse-law-firms?area=family&language=en")).toBe(false);
    expect(sameLink("/chatbot", "/chatbot#handoff")).toBe(false);
  });

  it("reads today's answers and the fields issue 27 adds alike", () => {
    const today = viewOf({ status: "answered", citations: [{ url: "/services/family" }], actions: [] });
    expect(today.facts).toEqual([]);
    expect(today.safety).toBe(false);
    const fact = viewOf({ status: "fact", citations: [], actions: [{ href: "/contact" }], facts: [{ key: "address", text: "Doha" }], safety: null });
    expect(scoreOf({ c: { q: "where", kind: "fact", fact: "address" }, lang: "en", answer: fact, ms: [] })).toMatchObject({ fact: true, noNextStep: false });
    const declined = viewOf({ status: "not_found", citations: [], actions: [{ href: "/contact" }] });
    expect(scoreOf({ c: { q: "x", kind: "story", expect: ["/services/family"] }, lang: "en", answer: declined, ms: [] })).toMatchObject({ at3: false, notFoundCovered: true });
    expect(scoreOf({ c: { q: "x", kind: "out", out: true }, lang: "en", answer: declined, ms: [] }).out).toBe(true);
    const safety = viewOf({ status: "safety", citations: [{ url: "/services/criminal" }], actions: [{ href: "/contact" }], safety: { emergency: "999" } });
    expect(scoreOf({ c: { q: "x", kind: "safety", expect: ["/services/family"] }, lang: "en", answer: safety, ms: [] }).safety).toBe(false);
    expect(scoreOf({ c: { q: "x", kind: "safety", expect: ["/services/criminal"] }, lang: "en", answer: safety, ms: [] }).safety).toBe(true);
  });
});
