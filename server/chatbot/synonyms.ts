import { CONCEPTS, type Concept } from "./concepts";
import { arabicCores, isArabicWord, terms, words } from "./text";

/**
 * Lookups over the concept map (./concepts.ts, issue 11 §1 and issue 27 §1): which concepts a term or a
 * phrase of a text falls in, and where each concept points. Built once at start: every single word of a
 * concept is indexed by its stemmed term, every phrase by its folded words.
 */
export type ConceptGroup = Concept;
export { CONCEPTS };

export const CONCEPT_PREFIX = "~";

const BY_ID = new Map(CONCEPTS.map((c) => [c.id, c]));

/** Every term of every single word of a concept, mapped to the concept's id. */
const CONCEPT_BY_TERM = new Map<string, string[]>();
/** The cores of every single Arabic word of a concept (./text.ts `arabicCores`), mapped to the concept's ids. */
const CONCEPT_BY_CORE = new Map<string, string[]>();
/** Phrases by their first folded word: the words and the concept. */
const PHRASES_BY_FIRST = new Map<string, { words: string[]; id: string }[]>();

for (const concept of CONCEPTS) {
  for (const word of concept.words) {
    const folded = words(word);
    if (folded.length > 1) {
      const list = PHRASES_BY_FIRST.get(folded[0]!) ?? [];
      list.push({ words: folded, id: concept.id });
      PHRASES_BY_FIRST.set(folded[0]!, list);
      continue;
    }
    // Single words only: a phrase ("ساعات العمل", "end of service") counts as a whole, never through one
    // of its words (عمل alone is labour, not office hours).
    for (const term of terms(word)) {
      const list = CONCEPT_BY_TERM.get(term) ?? [];
      if (!list.includes(concept.id)) list.push(concept.id);
      CONCEPT_BY_TERM.set(term, list);
    }
    if (folded.length === 1 && isArabicWord(folded[0]!)) {
      for (const core of arabicCores(folded[0]!)) {
        const list = CONCEPT_BY_CORE.get(core) ?? [];
        if (!list.includes(concept.id)) list.push(concept.id);
        CONCEPT_BY_CORE.set(core, list);
      }
    }
  }
}

/**
 * The concepts of an Arabic word that no concept names as it is, found through its core (decision 044): the
 * longest core of the word that is also a core of a concept's word. فنشتني meets فنشوني (labour) in فنش,
 * مستلف meets استلفت (debt) in ستلف. Empty for a word whose every core is unknown.
 */
export function conceptsOfCore(word: string): string[] {
  if (!isArabicWord(word)) return [];
  for (const core of arabicCores(word)) {
    const ids = CONCEPT_BY_CORE.get(core);
    if (ids) return ids.map((id) => CONCEPT_PREFIX + id);
  }
  return [];
}

/** The concept tokens (prefixed with ~) that the terms of a text fall in. */
export function conceptsOf(textTerms: readonly string[]): string[] {
  const out = new Set<string>();
  for (const term of textTerms) for (const id of CONCEPT_BY_TERM.get(term) ?? []) out.add(CONCEPT_PREFIX + id);
  return [...out];
}

/** Whether a term is one of the concept map's words (so it is not an unknown word to correct). */
export function isConceptTerm(term: string): boolean {
  return CONCEPT_BY_TERM.has(term);
}

export function areaOfConcept(id: string): string | undefined {
  return BY_ID.get(id)?.area;
}

/** The practice areas and pages a concept points to (its `area` when it names no `areas`). */
export function targetsOfConcept(id: string): { areas: string[]; pages: string[]; subject: boolean; required: boolean } {
  const c = BY_ID.get(id);
  if (!c) return { areas: [], pages: [], subject: false, required: false };
  return { areas: c.areas ?? (c.area ? [c.area] : []), pages: c.pages ?? [], subject: c.subject !== false, required: c.required === true };
}

export interface PhraseMatch {
  id: string;
  /** Positions in the folded word list that the phrase covers. */
  start: number;
  end: number;
}

/**
 * Multi-word phrases ("end of service", "ما عطاني", "مركز قطر للمال") in a list of folded words. A
 * first word may carry the conjunction و ("وما عطوني").
 */
export function phrasesIn(folded: readonly string[]): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  for (let i = 0; i < folded.length; i++) {
    const word = folded[i]!;
    const candidates = [...(PHRASES_BY_FIRST.get(word) ?? []), ...(word.length > 2 && word.startsWith("و") ? (PHRASES_BY_FIRST.get(word.slice(1)) ?? []) : [])];
    for (const phrase of candidates) {
      let ok = true;
      for (let j = 1; j < phrase.words.length && ok; j++) ok = folded[i + j] === phrase.words[j];
      if (ok) out.push({ id: phrase.id, start: i, end: i + phrase.words.length });
    }
  }
  return out;
}

/** Multi-word phrases found in a text, as concept ids. */
export function phraseConcepts(value: string): string[] {
  return [...new Set(phrasesIn(words(value)).map((m) => m.id))];
}

