import { DANGER_CLASS, SAFE_CLASS } from "#server/chatbot/danger";
import { safetyTopicOf } from "#server/chatbot/safety";
import { DANGER_PHRASES, NOT_DANGER_PHRASES } from "./danger-phrasebook";
import type { EvalCase } from "./eval-types";
import { TUNING_SETS } from "./tuning-sets";

type Example = { q: string; subjects: string[] };
const tuning = () => TUNING_SETS.map((set) => set.cases);

/**
 * The phrasebook (./danger-phrasebook.ts): sentences of our own, written without reading any evaluation set or the
 * patterns, danger now and danger-like words that are not. `phrasebook: false` leaves them out (the cross-validation).
 */
type Options = { phrasebook?: boolean };

/**
 * What the learnt danger signal learns from (decision 047): every tuning question, "danger" for a safety one, else
 * "safe"; and the phrasebook's sentences likewise.
 */
export function dangerExamples(sets: EvalCase[][] = tuning(), opts: Options = {}): Example[] {
  const fromSets = sets.flat().map((c) => ({ q: c.q, subjects: [c.kind === "safety" ? DANGER_CLASS : SAFE_CLASS] }));
  if (opts.phrasebook === false) return fromSets;
  return [...fromSets, ...DANGER_PHRASES.map((d) => ({ q: d.q, subjects: [DANGER_CLASS] })), ...NOT_DANGER_PHRASES.map((q) => ({ q, subjects: [SAFE_CLASS] }))];
}

/** …and its topic: each safety question under the topic the hand-written patterns give it ("violence" when none), each phrase under its own. */
export function dangerTopicExamples(sets: EvalCase[][] = tuning(), opts: Options = {}): Example[] {
  const fromSets = sets.flat().flatMap((c) => (c.kind === "safety" ? [{ q: c.q, subjects: [safetyTopicOf(c.q) ?? "violence"] }] : []));
  if (opts.phrasebook === false) return fromSets;
  return [...fromSets, ...DANGER_PHRASES.map((d) => ({ q: d.q, subjects: [d.topic] }))];
}
