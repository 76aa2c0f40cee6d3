/**
 * How the learnt danger signal (server/chatbot/danger.ts, decision 047) does on questions it did not learn from:
 * leave-one-set-out over the tuning sets (train the two models on all sets but one, judge that one), the model alone
 * at several thresholds; then, for the last retired set (`--set N`, default the last), what it adds to the hand-written
 * patterns: of the safety questions the patterns miss, how many it catches, and how many other questions it flags.
 * Only the last retired set is fair for the second part while the patterns have not been tuned on it yet.
 *
 *   npx tsx scripts/chatbot/danger-cv.ts
 */
import { parseArgs } from "node:util";
import { DANGER, dangerProbability, learntDangerBesidePatterns } from "#server/chatbot/danger";
import { safetyTopicOf } from "#server/chatbot/safety";
import { trainSubjectModel } from "#server/chatbot/subjects";
import { dangerExamples, dangerTopicExamples } from "./danger-examples";
import { TUNING_SETS } from "./tuning-sets";

const { values } = parseArgs({ options: { set: { type: "string" } } });
const sets = TUNING_SETS.map((t) => t.cases);
const judged = values.set ? Number(values.set) : sets.length - 1;
const trainWithout = (i: number) => {
  const rest = sets.filter((_, j) => j !== i);
  return { danger: trainSubjectModel(dangerExamples(rest)), topic: trainSubjectModel(dangerTopicExamples(rest)) };
};

const thresholds = [0.5, 0.8, 0.9, 0.95, 0.99];
const caught = thresholds.map(() => 0);
const alarms = thresholds.map(() => 0);
let safety = 0;
let other = 0;
for (let i = 0; i < sets.length; i++) {
  const { danger } = trainWithout(i);
  for (const c of sets[i]!) {
    const p = dangerProbability(c.q, danger);
    if (c.kind === "safety") safety++;
    else other++;
    thresholds.forEach((t, k) => {
      if (p >= t) (c.kind === "safety" ? caught : alarms)[k]!++;
    });
  }
}
console.log(`leave-one-set-out over ${sets.length} tuning sets, the model alone: ${safety} safety questions, ${other} others`);
thresholds.forEach((t, k) =>
  console.log(`  p >= ${t}: caught ${caught[k]}/${safety} (${((100 * caught[k]!) / safety).toFixed(1)}%), flagged ${alarms[k]}/${other} (${((100 * alarms[k]!) / other).toFixed(2)}%)`),
);

const models = trainWithout(judged);
let missed = 0;
let added = 0;
let flagged = 0;
let rest = 0;
for (const c of sets[judged]!) {
  if (safetyTopicOf(c.q)) continue;
  const learnt = learntDangerBesidePatterns(c.q, models);
  if (c.kind === "safety") {
    missed++;
    if (learnt) added++;
  } else {
    rest++;
    if (learnt) flagged++;
  }
}
console.log(`${TUNING_SETS[judged]!.title}, trained without it, at p >= ${DANGER.probability}:`);
console.log(`  of ${missed} safety questions the patterns miss, the signal catches ${added}; it flags ${flagged} of ${rest} other questions`);
