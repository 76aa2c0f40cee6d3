import { DANGER_MODEL, DANGER_TOPIC_MODEL } from "./danger-model.generated";
import { isOutOfScope } from "./out-of-scope";
import { safetyTopicOf, toldAsPastOrLegal, type SafetyTopic } from "./safety";
import { guessSubject, knowsEnough, type SubjectModel } from "./subjects";

/**
 * A learnt danger signal beside the hand-written patterns of ./safety.ts (decision 047). The patterns are read and
 * tested; each fresh blind set still brings danger told in words they have not seen (held-out 14: 10 of 44). Two naive
 * Bayes models with the subject model's machinery and features (./subjects.ts), learnt from the tuning sets
 * (scripts/chatbot/danger-examples.ts): one tells danger from everything else ("danger" for each safety question,
 * "safe" for every other), the other, learnt from the safety questions alone, names the topic the patterns gave them.
 * It is asked only when the patterns find nothing, and speaks only when it is sure.
 */

export const DANGER_CLASS = "danger";
export const SAFE_CLASS = "safe";

export const DANGER = {
  /** The posterior of danger at which the model speaks (decision 047: leave-one-set-out over the tuning sets). */
  probability: 0.9,
  /** The share of the question's features the model must know, as for the subject model. */
  knownShare: 0.5,
};

export interface DangerModels {
  danger: SubjectModel;
  topic: SubjectModel;
}
const COMMITTED: DangerModels = { danger: DANGER_MODEL, topic: DANGER_TOPIC_MODEL };

/** The model's posterior that a question is about danger now; 0 when it knows too little of the question. */
export function dangerProbability(question: string, model: SubjectModel = DANGER_MODEL): number {
  const guess = guessSubject(question, model);
  if (!guess || !knowsEnough(guess, DANGER.knownShare)) return 0;
  return guess.ranked.find((r) => r.subject === DANGER_CLASS)?.probability ?? 0;
}

/** The learnt topic of a question, or null when the model is not sure it is about danger now. */
export function learntDangerOf(question: string, models: DangerModels = COMMITTED): SafetyTopic | null {
  if (dangerProbability(question, models.danger) < DANGER.probability) return null;
  return (guessSubject(question, models.topic)?.subject as SafetyTopic | undefined) ?? "violence";
}

/**
 * The learnt signal for a question the patterns do not flag: silent where they decline it as out of scope or read it as
 * past or legal. Those readings are asked only when the model would speak, so most questions pay for the model alone.
 */
export function learntDangerBesidePatterns(question: string, models: DangerModels = COMMITTED): SafetyTopic | null {
  const learnt = learntDangerOf(question, models);
  return learnt && !isOutOfScope(question) && !toldAsPastOrLegal(question) ? learnt : null;
}

/** The danger a question is about: the patterns first, then the learnt signal beside them. */
export function dangerTopicOf(question: string): SafetyTopic | null {
  return safetyTopicOf(question) ?? learntDangerBesidePatterns(question);
}
