import { DANGER_CLASS, SAFE_CLASS } from "#server/chatbot/danger";
import { safetyTopicOf } from "#server/chatbot/safety";
import type { EvalCase } from "./eval-types";
import { TUNING_SETS } from "./tuning-sets";

type Example = { q: string; subjects: string[] };
const tuning = () => TUNING_SETS.map((set) => set.cases);

/** What the learnt danger signal learns from (decision 047): every tuning question, "danger" for a safety one, else "safe". */
export function dangerExamples(sets: EvalCase[][] = tuning()): Example[] {
  return sets.flat().map((c) => ({ q: c.q, subjects: [c.kind === "safety" ? DANGER_CLASS : SAFE_CLASS] }));
}

/** …and its topic: each safety question under the topic the hand-written patterns give it ("violence" when none). */
export function dangerTopicExamples(sets: EvalCase[][] = tuning()): Example[] {
  return sets.flat().flatMap((c) => (c.kind === "safety" ? [{ q: c.q, subjects: [safetyTopicOf(c.q) ?? "violence"] }] : []));
}
