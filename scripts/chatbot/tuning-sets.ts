import { EVAL_SET } from "./eval-set";
import type { EvalCase } from "./eval-types";
import { languageOf } from "#server/chatbot/text";
import { withoutTuned } from "./eval-report";
import { HELD_OUT_SET } from "./held-out-set";
import { HELD_OUT_SET_2 } from "./held-out-set-2";
import { HELD_OUT_SET_3 } from "./held-out-set-3";
import { HELD_OUT_SET_4 } from "./held-out-set-4";
import { HELD_OUT_SET_5 } from "./held-out-set-5";
import { HELD_OUT_SET_6 } from "./held-out-set-6";
import { HELD_OUT_SET_7 } from "./held-out-set-7";

/**
 * Which evaluation sets are TUNING data and which is the HELD-OUT set (issue 27 §6), in one place for the two
 * scripts that must agree: `npm run eval:chatbot` (./eval.ts) reports them apart, and `npm run train:chatbot`
 * (./train-subject-model.ts) learns the assistant's subject model from the tuning sets only. A held-out set
 * joins the tuning sets once it has been reported on, and a fresh one written blind takes its place.
 */
export const TUNING_SETS = [
  {
    title: "TUNING set (scripts/chatbot/eval-set.ts; tune on this one)",
    cases: EVAL_SET,
  },
  {
    title: "RETIRED held-out set 1, now tuning (scripts/chatbot/held-out-set.ts)",
    cases: HELD_OUT_SET,
  },
  {
    title: "RETIRED held-out set 2, now tuning (scripts/chatbot/held-out-set-2.ts)",
    cases: HELD_OUT_SET_2,
  },
  {
    title: "RETIRED held-out set 3, now tuning (scripts/chatbot/held-out-set-3.ts)",
    cases: HELD_OUT_SET_3,
  },
  {
    title: "RETIRED held-out set 4, now tuning (scripts/chatbot/held-out-set-4.ts)",
    cases: HELD_OUT_SET_4,
  },
  {
    title: "RETIRED held-out set 5, now tuning (scripts/chatbot/held-out-set-5.ts)",
    cases: HELD_OUT_SET_5,
  },
  {
    title: "RETIRED held-out set 6, now tuning (scripts/chatbot/held-out-set-6.ts)",
    cases: HELD_OUT_SET_6,
  },
];

/** The held-out set, reported and gated on its own; never tuned on, never trained on. */
/**
 * Issue 27 §6 wants a held-out set a third stories. Held-out 7 as written holds 123 stories of 392 (31%): its last
 * English keyword questions, taken by their place in the file (nobody read them to choose), are left out of the gated
 * set until stories make a third (23 of them). Mechanical and blind, so the figures stay evidence.
 */
export function aThirdStories(cases: EvalCase[]): EvalCase[] {
  const stories = cases.filter((c) => c.kind === "story").length;
  let over = cases.length - stories * 3;
  if (over <= 0) return cases;
  const kept = [...cases];
  for (let i = kept.length - 1; i >= 0 && over > 0; i--) {
    if (kept[i]!.kind === "keyword" && languageOf(kept[i]!.q) === "en") {
      kept.splice(i, 1);
      over--;
    }
  }
  return kept;
}

/** Held-out 7 as it is gated (see aThirdStories). */
export const HELD_OUT_SET_7_GATED = aThirdStories(HELD_OUT_SET_7);

export const HELD_OUT_SETS: { label: string; title: string; cases: EvalCase[]; left: number }[] = [
  {
    label: "held-out 7",
    title: "HELD-OUT 7 set (scripts/chatbot/held-out-set-7.ts, a third stories; never tune on it)",
    ...withoutTuned(
      HELD_OUT_SET_7_GATED,
      TUNING_SETS.map((t) => t.cases)
    ),
  },
];
