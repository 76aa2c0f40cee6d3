import { SUBJECT_MODEL } from "./subject-model.generated";
import { conceptsOf, conceptsOfCore, CONCEPT_PREFIX, phraseConcepts } from "./synonyms";
import { arabicCores, fromArabizi, isArabicWord, terms, words } from "./text";

/**
 * Which legal subject a question is about, learnt from questions people asked (decision 045): a naive Bayes
 * classifier over a question's terms, their Arabic cores and the concept map's concepts, trained by
 * `npm run train:chatbot` on the TUNING sets only (scripts/chatbot/tuning-sets.ts) and written to
 * ./subject-model.generated.ts. Its classes are the practice areas (each with its service page) and "out" (a
 * question this site does not answer). The ranking (./answer.ts) decides from shared words; this says where a
 * story belongs when its words are not the pages' words ("HR keeps saying next week" is about wages).
 */

/** The class of questions the site does not answer (recipes, weather, another country's visas). */
export const OUT_OF_SCOPE_CLASS = "out";

export interface SubjectModel {
  classes: string[];
  /** How many training questions each class had (a question of two classes counts half for each). */
  docs: number[];
  /** How many features each class's questions had in all. */
  totals: number[];
  /** Laplace smoothing. */
  alpha: number;
  /** For every feature seen in training, its count per class as pairs [class index, count, class index, count, …]. */
  counts: Record<string, number[]>;
}

export interface SubjectGuess {
  subject: string;
  /** The posterior of `subject` among the classes, over the features the model knows. */
  probability: number;
  /** The classes by posterior, the best first (the first is `subject`). */
  ranked: { subject: string; probability: number }[];
  /** How many of the question's features the model knows: a guess from one or two words is weak. */
  known: number;
  /** How many features the question has. */
  features: number;
}

/**
 * A question's features, the same in training and at run time and independent of the published content: its
 * terms (folded, stemmed, no stop words), each Arabic word's two longest cores (^core), and the concept map's
 * concepts (~id) found by term, by phrase and by core. Arabizi is read in Arabic letters.
 */
export function subjectFeatures(question: string): string[] {
  const text = fromArabizi(question) ?? question;
  const questionTerms = terms(text);
  const out = new Set<string>(questionTerms);
  const folded = words(text);
  for (const word of folded) {
    if (!isArabicWord(word)) continue;
    for (const core of arabicCores(word).slice(0, 2)) out.add(`^${core}`);
    for (const concept of conceptsOfCore(word)) out.add(concept);
  }
  for (const concept of conceptsOf(questionTerms)) out.add(concept);
  for (const id of phraseConcepts(text)) out.add(CONCEPT_PREFIX + id);
  return [...out];
}

/** Training: multinomial naive Bayes over features present (each counted once per question), Laplace-smoothed. */
export function trainSubjectModel(examples: { q: string; subjects: string[] }[], alpha = 0.5): SubjectModel {
  const classes = [...new Set(examples.flatMap((e) => e.subjects))].sort();
  const docs = classes.map(() => 0);
  const totals = classes.map(() => 0);
  const counts = new Map<string, number[]>();
  for (const example of examples) {
    const features = subjectFeatures(example.q);
    // A question that two subjects answer counts half for each.
    const share = 1 / example.subjects.length;
    for (const subject of example.subjects) {
      const c = classes.indexOf(subject);
      docs[c]! += share;
      for (const feature of features) {
        const row = counts.get(feature) ?? classes.map(() => 0);
        row[c]! += share;
        counts.set(feature, row);
        totals[c]! += share;
      }
    }
  }
  const round = (value: number) => Math.round(value * 1e3) / 1e3;
  const sparse: Record<string, number[]> = {};
  for (const feature of [...counts.keys()].sort()) sparse[feature] = counts.get(feature)!.flatMap((n, c) => (n > 0 ? [c, round(n)] : []));
  return {
    classes,
    docs: docs.map(round),
    totals: totals.map(round),
    alpha,
    counts: sparse,
  };
}

/** The model's log-probabilities, worked out once per model. */
const prepared = new WeakMap<SubjectModel, { priors: number[]; unseen: number[] }>();
function prepare(model: SubjectModel) {
  let p = prepared.get(model);
  if (!p) {
    const vocabulary = Object.keys(model.counts).length;
    const documents = model.docs.reduce((a, b) => a + b, 0);
    p = {
      priors: model.docs.map((n) => Math.log(n / documents)),
      // log P(feature | class) for a feature the class never had; a count n adds log((n + alpha) / alpha).
      unseen: model.totals.map((total) => Math.log(model.alpha / (total + model.alpha * vocabulary))),
    };
    prepared.set(model, p);
  }
  return p;
}

/** Whether the model knows at least this share of a question's features: a guess from a few known words is weak. */
export function knowsEnough(guess: SubjectGuess, share: number): boolean {
  return guess.known >= guess.features * share;
}

/** The most likely subject of a question, or null when the model knows none of its features. */
export function guessSubject(question: string, model: SubjectModel = SUBJECT_MODEL): SubjectGuess | null {
  if (model.classes.length === 0) return null;
  const { priors, unseen } = prepare(model);
  const scores = [...priors];
  let known = 0;
  const features = subjectFeatures(question);
  for (const feature of features) {
    const row = model.counts[feature];
    if (!row) continue;
    known++;
    for (let c = 0; c < scores.length; c++) scores[c]! += unseen[c]!;
    for (let i = 0; i < row.length; i += 2) scores[row[i]!]! += Math.log((row[i + 1]! + model.alpha) / model.alpha);
  }
  if (known === 0) return null;
  const best = Math.max(...scores);
  const sum = scores.reduce((total, score) => total + Math.exp(score - best), 0);
  const ranked = scores
    .map((score, c) => ({
      subject: model.classes[c]!,
      probability: Math.exp(score - best) / sum,
    }))
    .sort((a, b) => b.probability - a.probability || a.subject.localeCompare(b.subject));
  return {
    subject: ranked[0]!.subject,
    probability: ranked[0]!.probability,
    ranked,
    known,
    features: features.length,
  };
}
