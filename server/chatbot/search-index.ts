import type { Passage } from "./corpus";
import { conceptsOf, CONCEPT_PREFIX, phraseConcepts } from "./synonyms";
import { terms } from "./text";
import type { AppLocale } from "~/i18n/config";

const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 2;
/** A concept match counts a little less than the very word, so exact wording still ranks first. */
const CONCEPT_WEIGHT = 0.8;

interface IndexedPassage {
  passage: Passage;
  tf: Map<string, number>;
  length: number;
}

export interface Hit {
  passage: Passage;
  score: number;
  /** Share of the question's tokens this passage contains (0..1). */
  coverage: number;
}

/**
 * A question as units of meaning: each word with the concepts it falls in (a page may say it either
 * way), and each phrase concept on its own. Coverage counts units, so "الدوام" is matched by a page
 * that says "ساعات العمل".
 */
export function queryUnits(question: string): string[][] {
  const units: string[][] = [];
  const seen = new Set<string>();
  for (const term of terms(question)) {
    if (seen.has(term)) continue;
    seen.add(term);
    units.push([term, ...conceptsOf([term])]);
  }
  for (const id of phraseConcepts(question)) {
    const token = CONCEPT_PREFIX + id;
    if (!units.some((u) => u.includes(token))) units.push([token]);
  }
  return units;
}

/** The tokens of a question or passage: stemmed terms, their concepts, and phrase concepts. */
export function tokensOf(value: string): string[] {
  const t = terms(value);
  return [...t, ...conceptsOf(t), ...phraseConcepts(value).map((id) => CONCEPT_PREFIX + id)];
}

/**
 * BM25 over the passages of one language (issue 11 §1: retrieval with folding, stemming and synonyms).
 * Built in memory from the published content (./corpus.ts); rebuilt when the content's fingerprint
 * changes. A few thousand passages index in milliseconds and answer in well under one.
 */
export class PassageIndex {
  private readonly byLocale = new Map<AppLocale, { docs: IndexedPassage[]; df: Map<string, number>; avgLength: number }>();

  constructor(passages: readonly Passage[]) {
    for (const locale of ["ar", "en"] as const) {
      const docs: IndexedPassage[] = [];
      const df = new Map<string, number>();
      for (const passage of passages.filter((p) => p.locale === locale)) {
        const tf = new Map<string, number>();
        const add = (token: string, weight: number) => tf.set(token, (tf.get(token) ?? 0) + weight);
        for (const token of tokensOf(passage.title)) add(token, TITLE_WEIGHT);
        for (const token of tokensOf(`${passage.text} ${passage.keywords}`)) add(token, token.startsWith(CONCEPT_PREFIX) ? CONCEPT_WEIGHT : 1);
        let length = 0;
        for (const value of tf.values()) length += value;
        for (const token of tf.keys()) df.set(token, (df.get(token) ?? 0) + 1);
        docs.push({ passage, tf, length });
      }
      const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length);
      this.byLocale.set(locale, { docs, df, avgLength });
    }
  }

  get size(): number {
    let n = 0;
    for (const entry of this.byLocale.values()) n += entry.docs.length;
    return n;
  }

  search(question: string, locale: AppLocale, limit = 12): Hit[] {
    const entry = this.byLocale.get(locale);
    if (!entry) return [];
    const queryTokens = [...new Set(tokensOf(question))];
    if (queryTokens.length === 0) return [];
    const n = entry.docs.length;
    const hits: Hit[] = [];
    for (const doc of entry.docs) {
      let score = 0;
      let matched = 0;
      for (const token of queryTokens) {
        const f = doc.tf.get(token);
        if (!f) continue;
        matched++;
        const df = entry.df.get(token) ?? 0;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score += idf * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.length) / entry.avgLength)));
      }
      if (score > 0) hits.push({ passage: doc.passage, score, coverage: matched / queryTokens.length });
    }
    hits.sort((a, b) => b.score - a.score || a.passage.id.localeCompare(b.passage.id));
    return hits.slice(0, limit);
  }

  /** The tokens of a passage as indexed (for coverage and snippets). */
  tokensOfPassage(passage: Passage): Set<string> {
    const entry = this.byLocale.get(passage.locale);
    const doc = entry?.docs.find((d) => d.passage.id === passage.id);
    return new Set(doc ? doc.tf.keys() : []);
  }

  /** How rare a token is among this language's passages (for telling content words from filler). */
  documentFrequency(token: string, locale: AppLocale): number {
    return this.byLocale.get(locale)?.df.get(token) ?? 0;
  }
}
