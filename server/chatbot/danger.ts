import { DANGER_MODEL, DANGER_TOPIC_MODEL } from "./danger-model.generated";
import { isOutOfScope, safetyTopicOf, toldAsPastOrLegal, type SafetyTopic } from "./safety";
import { guessSubject, type SubjectModel } from "./subjects";

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

/** The learnt topic of a question, or null when the model is not sure it is about danger now. */
export function learntDangerOf(question: string, models: { danger: SubjectModel; topic: SubjectModel } = { danger: DANGER_MODEL, topic: DANGER_TOPIC_MODEL }): SafetyTopic | null {
  const guess = guessSubject(question, models.danger);
  if (!guess || guess.known < guess.features * DANGER.knownShare) return null;
  const danger = guess.ranked.find((r) => r.subject === DANGER_CLASS)?.probability ?? 0;
  if (danger < DANGER.probability) return null;
  return (guessSubject(question, models.topic)?.subject as SafetyTopic | undefined) ?? "violence";
}

/**
 * The danger a question is about: the patterns first, then the learnt signal for what they neither flag, nor decline
 * as out of scope, nor read as past or legal.
 */
export function dangerTopicOf(question: string): SafetyTopic | null {
  return safetyTopicOf(question) ?? (isOutOfScope(question) || toldAsPastOrLegal(question) ? null : learntDangerOf(question));
}
