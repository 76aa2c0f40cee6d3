import type { Passage } from "./corpus";
import { conceptsOf, conceptsOfCore, CONCEPT_PREFIX, CONCEPTS, isConceptTerm, phraseConcepts, phrasesIn, targetsOfConcept } from "./synonyms";
import { editDistance, fromArabizi, isArabicWord, isCommonEnglishWord, terms, typoBudget, words } from "./text";
import type { AppLocale } from "~/i18n/config";

const isConceptWord = (word: string) => isConceptTerm(terms(word)[0] ?? "");
/** A term some page of the language uses (`df`) or the concept map knows. */
const isKnownTerm = (df: ReadonlyMap<string, number>, term: string) => df.has(term) || isConceptTerm(term);
/** How much more a concept's word counts than one use on a page, when a typo is equally near both. */
const CONCEPT_WORD_PRIORITY = 1000;
/** The words of the concept map's phrases ("end of service"), which a typo inside a phrase is corrected to. */
const PHRASE_WORDS = new Set(CONCEPTS.flatMap((c) => c.words.map((w) => words(w)).filter((list) => list.length > 1).flat()));

const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 2;
/** A concept match counts a little less than the very word, so exact wording still ranks first. */
const CONCEPT_WEIGHT = 0.8;
/** Added to a service page's passage whose practice area a concept of the question points to. */
export const AREA_BOOST = 1.5;
/** Added to a passage of a page a concept of the question points to (/contact for "وين مكتبكم"). */
export const PAGE_BOOST = 1.5;
/**
 * A service page's passage whose practice area no legal subject of the question points to, when the question
 * names one that points somewhere: its score is multiplied by this. A story about a loan uses "pay" and "money"
 * as often as the employment page does; its subject (a debt) says which pages it is about.
 */
export const OFF_SUBJECT = 0.6;
/** A word of the question that names a legal subject ranks this much more than its other words. */
export const SUBJECT_TOKEN_WEIGHT = 1.5;
/** The passages that speak for a service page (a lawyer's profile also has an area, but is not the page). */
export const SERVICE_KINDS = new Set(["service", "faq", "fee", "documents", "steps"]);

interface IndexedPassage {
  passage: Passage;
  tf: Map<string, number>;
  length: number;
  path: string;
}

export interface Hit {
  passage: Passage;
  score: number;
  /** Share of the question's tokens this passage contains (0..1). */
  coverage: number;
}

/** One unit of meaning of a question: a word (or phrase) with its concepts and, for a typo, the word meant. */
export interface QueryUnit {
  tokens: string[];
  /** The unit names a legal subject (a concept that is not only "fees" or "documents"). */
  subject: boolean;
  /** The areas and pages its concepts point to. */
  areas: string[];
  pages: string[];
  /** No page of the language uses it, even after correcting a typo. */
  unknown: boolean;
  /** A passage that does not match it does not answer the question (another country's law). */
  required: boolean;
}

export interface QueryAnalysis {
  units: QueryUnit[];
  tokens: string[];
  areas: Set<string>;
  pages: Set<string>;
}

/** The tokens of a question or passage: stemmed terms, their concepts, and phrase concepts. */
export function tokensOf(value: string): string[] {
  const t = terms(value);
  return [...t, ...conceptsOf(t), ...phraseConcepts(value).map((id) => CONCEPT_PREFIX + id)];
}

/** A passage's page: its address without #anchor and ?query. */
export const pathOf = (url: string) => url.split("#")[0]!.split("?")[0]!;

function unitOf(tokens: string[], unknown = false): QueryUnit {
  const areas = new Set<string>();
  const pages = new Set<string>();
  let subject = false;
  let required = false;
  for (const token of tokens) {
    if (!token.startsWith(CONCEPT_PREFIX)) continue;
    const t = targetsOfConcept(token.slice(CONCEPT_PREFIX.length));
    t.areas.forEach((a) => areas.add(a));
    t.pages.forEach((p) => pages.add(p));
    subject ||= t.subject;
    required ||= t.required;
  }
  return { tokens, subject, areas: [...areas], pages: [...pages], unknown, required };
}

const KIN = [CONCEPT_PREFIX + "children", CONCEPT_PREFIX + "family"];
const FAMILY_MATTERS = ["divorce", "custody", "alimony", "inheritance"].map((id) => CONCEPT_PREFIX + id);

/**
 * English mixed into Arabizi ("abi a3rf kam el gratuity 7aggi", "el company ma 3atatni el end of service"): the words to
 * keep in Latin letters when the rest is read in Arabic ones, so that their concepts are still found: the words of an
 * English phrase of the concept map, and a common English word of four letters or more that is one of its terms. A
 * loanword the map does not hold ("password") is left to the reading, as the Arabic pages spell it (باسورد).
 */
function englishOfTheMap(list: readonly string[]): Set<number> {
  const kept = new Set<number>();
  for (const match of phrasesIn(list)) for (let i = match.start; i < match.end; i++) kept.add(i);
  list.forEach((word, i) => {
    if (word.length < 4 || /\d/.test(word) || !isCommonEnglishWord(word)) return;
    const term = terms(word)[0];
    if (term && conceptsOf([term]).length > 0) kept.add(i);
  });
  return kept;
}

/**
 * A son, a wife or a family named in a story about something else ("the police took my son", "I have a family
 * to feed") is who the story is about, not the legal subject: when another subject points elsewhere and no
 * family matter (divorce, custody, maintenance, inheritance) is named, such words stop lifting the family page.
 */
function kinAsStory(units: QueryUnit[]): void {
  const isKin = (u: QueryUnit) => u.tokens.some((t) => KIN.includes(t));
  if (units.some((u) => u.tokens.some((t) => FAMILY_MATTERS.includes(t)))) return;
  if (!units.some((u) => u.subject && !isKin(u) && u.areas.some((a) => a !== "family"))) return;
  for (const u of units) {
    if (!isKin(u)) continue;
    u.subject = false;
    u.areas = u.areas.filter((a) => a !== "family");
  }
}

const FOREIGN = CONCEPT_PREFIX + "foreign";
const QATAR_WORDS = new Set(["qatar", "qatari", "doha", "here", "قطر", "بقطر", "لقطر", "الدوحه", "بالدوحه", "هنا"]);

/**
 * Another country named beside Qatar ("we make pumps in Germany and want to sell them in Qatar") is where the asker
 * comes from, not the law asked about: a passage need not name that country (the "foreign" concept stops being required).
 */
function foreignBesideQatar(units: QueryUnit[], folded: string[]): void {
  if (!folded.some((word) => QATAR_WORDS.has(word))) return;
  for (const u of units) if (u.tokens.includes(FOREIGN)) u.required = false;
}

const TRANSLATION = CONCEPT_PREFIX + "translation";

/**
 * In a request to translate papers ("translate my marriage certificate and divorce papers"), the translation is
 * what is asked and the other subjects are what the papers are about: they stop pointing to their own pages.
 */
function documentsToTranslate(units: QueryUnit[]): void {
  if (!units.some((u) => u.tokens.includes(TRANSLATION))) return;
  for (const u of units) {
    if (u.tokens.includes(TRANSLATION)) continue;
    u.subject = false;
    u.areas = [];
  }
}

/**
 * BM25 over the passages of one language (issue 11 §1), with the question read the way people ask
 * (issue 27 §1): Arabizi written in Arabic letters, phrases of the concept map taken whole, each word
 * with its concepts, a word no page uses corrected to the nearest word that pages or the concept map use
 * (a typo), and a lift for the service pages and pages the question's concepts point to. Built in memory
 * from the published content (./corpus.ts); rebuilt when the content's fingerprint changes.
 */
export class PassageIndex {
  private readonly byLocale = new Map<AppLocale, { docs: IndexedPassage[]; df: Map<string, number>; avgLength: number; vocabulary: Map<string, string[]> }>();
  private readonly corrections = new Map<string, string | null>();
  private readonly byId = new Map<string, IndexedPassage>();
  private readonly analyses = new Map<string, QueryAnalysis>();

  constructor(passages: readonly Passage[]) {
    for (const locale of ["ar", "en"] as const) {
      const docs: IndexedPassage[] = [];
      const df = new Map<string, number>();
      const seenWords = new Map<string, number>();
      for (const passage of passages.filter((p) => p.locale === locale)) {
        const tf = new Map<string, number>();
        const add = (token: string, weight: number) => tf.set(token, (tf.get(token) ?? 0) + weight);
        for (const token of tokensOf(passage.title)) add(token, TITLE_WEIGHT);
        for (const token of tokensOf(`${passage.text} ${passage.keywords}`)) add(token, token.startsWith(CONCEPT_PREFIX) ? CONCEPT_WEIGHT : 1);
        let length = 0;
        for (const value of tf.values()) length += value;
        for (const token of tf.keys()) df.set(token, (df.get(token) ?? 0) + 1);
        for (const word of words(`${passage.title} ${passage.text}`)) seenWords.set(word, (seenWords.get(word) ?? 0) + 1);
        const doc = { passage, tf, length, path: pathOf(passage.url) };
        docs.push(doc);
        this.byId.set(passage.id, doc);
      }
      // The words a typo may be meant as: the language's own words and the concept map's, by first letter
      // and length (a typo rarely changes the first letter), the most used first so a tie goes to it.
      // A concept's word wins a tie: a visitor of a law firm who types "lawer" means lawyer, not "later".
      for (const concept of CONCEPTS) for (const w of concept.words.flatMap((x) => words(x))) if (isArabicWord(w) === (locale === "ar")) seenWords.set(w, (seenWords.get(w) ?? 0) + CONCEPT_WORD_PRIORITY);
      const vocabulary = new Map<string, string[]>();
      for (const [word] of [...seenWords].sort((a, b) => b[1] - a[1])) {
        if (word.length < 4 || /\d/.test(word)) continue;
        const key = `${word[0]}${word.length}`;
        const list = vocabulary.get(key) ?? [];
        list.push(word);
        vocabulary.set(key, list);
      }
      const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length);
      this.byLocale.set(locale, { docs, df, avgLength, vocabulary });
    }
  }

  get size(): number {
    let n = 0;
    for (const entry of this.byLocale.values()) n += entry.docs.length;
    return n;
  }

  /** The word a typo most likely means: the most used known word within the typo budget, or null. */
  private correct(word: string, locale: AppLocale): string | null {
    const key = `${locale}:${word}`;
    const known = this.corrections.get(key);
    if (known !== undefined) return known;
    const entry = this.byLocale.get(locale)!;
    const arabic = isArabicWord(word);
    // A real word the site does not use is what the visitor meant, not a typo ("feed" is not "fees").
    const budget = !arabic && isCommonEnglishWord(word) ? 0 : typoBudget(word.length, arabic);
    let best: { word: string; d: number } | null = null;
    for (let len = word.length - budget; budget > 0 && len <= word.length + budget; len++) {
      // The budget of the shorter of the two: an edit may not take a word below the length that allows one.
      const allowed = Math.min(budget, typoBudget(len, arabic));
      for (const candidate of allowed > 0 ? (entry.vocabulary.get(`${word[0]}${len}`) ?? []) : []) {
        const d = editDistance(word, candidate, best ? Math.min(best.d, allowed) : allowed);
        // Equally near, a concept's word wins over the pages' own ("lawer" is lawyer, not "later").
        const better = !best || d < best.d || (d === best.d && isConceptWord(candidate) && !isConceptWord(best.word));
        if (d <= allowed && better) best = { word: candidate, d };
      }
    }
    if (this.corrections.size > 5000) this.corrections.clear();
    this.corrections.set(key, best?.word ?? null);
    return best?.word ?? null;
  }

  /**
   * The word as typed, or, when neither the pages nor the concept map know it and it is one edit from a word of
   * a concept's phrase, that word (only for phrases: single words are corrected later, unit by unit).
   */
  private phraseWord(word: string, locale: AppLocale): string {
    const entry = this.byLocale.get(locale);
    const term = terms(word)[0];
    if (!entry || !term || isKnownTerm(entry.df, term) || /\d/.test(word) || word.length < 4) return word;
    const meant = this.correct(word, locale);
    return meant && PHRASE_WORDS.has(meant) ? meant : word;
  }

  /**
   * Two Arabic words typed without the space before the article ("حضانهالاطفال", "بعدالطلاق"): split where "ال" begins the
   * second, when neither the pages nor the concept map know the whole and both halves are known. A word the site uses is
   * never split, so "الحالات" or "اعمالها" stay whole.
   */
  private unjoined(word: string, locale: AppLocale): string[] {
    const entry = this.byLocale.get(locale);
    if (!entry || word.length < 7 || !isArabicWord(word)) return [word];
    const known = (w: string) => isKnownTerm(entry.df, terms(w)[0] ?? "");
    if (known(word)) return [word];
    for (let i = word.indexOf("ال", 2); i > 0 && word.length - i >= 4; i = word.indexOf("ال", i + 1)) {
      const [left, right] = [word.slice(0, i), word.slice(i)];
      if (left.length >= 2 && known(left) && known(right)) return [left, right];
    }
    return [word];
  }

  /** A question read as units of meaning (cached: the search and the coverage both read it). */
  analyze(question: string, locale: AppLocale): QueryAnalysis {
    const key = `${locale}\u0000${question}`;
    const cachedAnalysis = this.analyses.get(key);
    if (cachedAnalysis) return cachedAnalysis;
    const entry = this.byLocale.get(locale);
    // A typo inside a phrase ("end of servis") is corrected first, so that the phrase is still found whole. Outside a phrase,
    // a word typed in Arabic letters is read as typed ("الماضي" is not "المال" because a phrase holds المال); Arabizi, which
    // leaves its vowels out ("5adamat" read خدمت), keeps the correction.
    const arabizi = fromArabizi(question, { keep: englishOfTheMap });
    // Without Arabizi the words as typed are the very words the phrases are read from: split them once.
    const spelled = words(arabizi ?? question).flatMap((word) => this.unjoined(word, locale));
    const folded = spelled.map((word) => this.phraseWord(word, locale));
    const typed = arabizi ? folded : spelled;
    const units: QueryUnit[] = [];
    const seen = new Set<string>();
    const consumed = new Set<number>();
    // A phrase is one unit: its concept and its own words (which still rank the pages that use them).
    for (const match of phrasesIn(folded)) {
      const token = CONCEPT_PREFIX + match.id;
      const own: string[] = [];
      for (let i = match.start; i < match.end; i++) {
        if (!consumed.has(i)) for (const term of terms(folded[i]!)) if (!seen.has(term) && entry?.df.has(term)) own.push(term);
        consumed.add(i);
      }
      own.forEach((t) => seen.add(t));
      if (!seen.has(token)) units.push(unitOf([token, ...own]));
      else if (own.length > 0) units.find((u) => u.tokens.includes(token))!.tokens.push(...own);
      seen.add(token);
    }
    typed.forEach((word, i) => {
      if (consumed.has(i)) return;
      const term = terms(word)[0];
      if (!term || seen.has(term)) return;
      seen.add(term);
      const tokens = [term, ...conceptsOf([term])];
      // A verb or noun of a concept with other clitics than the map lists (فنشتني beside فنشوني).
      if (tokens.length === 1) {
        const found = conceptsOfCore(word);
        if (found.length > 0) {
          const unit = unitOf([term, ...found]);
          // A kin word found through its core (لولدي) is who a story is about, as in kinAsStory; another concept's
          // core (فنشتني, متسلف) names the legal subject as surely as the word the map lists.
          units.push({ ...unit, subject: unit.subject && !found.every((t) => KIN.includes(t)) });
          return;
        }
      }
      let unknown = false;
      if (tokens.length === 1 && entry && !entry.df.has(term) && !/\d/.test(word)) {
        const meant = this.correct(word, locale);
        const meantTerm = meant ? terms(meant)[0] : undefined;
        if (meantTerm && !seen.has(meantTerm) && isKnownTerm(entry.df, meantTerm)) {
          // A corrected word is a guess: it finds its pages, but never makes the question about a legal
          // subject on its own (مجبوس, a dish, is one letter from محبوس, detained). A long English word one
          // letter from a subject is the exception: "divorse" is nothing but divorce.
          const sure = !isArabicWord(word) && word.length >= 6 && editDistance(word, meant!, 1) <= 1;
          const unit = unitOf([term, meantTerm, ...conceptsOf([meantTerm])]);
          units.push({ ...unit, subject: sure && unit.subject });
          return;
        }
        unknown = true;
      }
      units.push(unitOf(tokens, unknown));
    });
    kinAsStory(units);
    documentsToTranslate(units);
    foreignBesideQatar(units, folded);
    const areas = new Set(units.flatMap((u) => u.areas));
    const pages = new Set(units.flatMap((u) => u.pages));
    const analysis = { units, tokens: [...new Set(units.flatMap((u) => u.tokens))], areas, pages };
    if (this.analyses.size > 2000) this.analyses.clear();
    this.analyses.set(key, analysis);
    return analysis;
  }

  search(question: string, locale: AppLocale, limit = 12): Hit[] {
    const entry = this.byLocale.get(locale);
    if (!entry) return [];
    const { tokens: queryTokens, areas, pages, units } = this.analyze(question, locale);
    if (queryTokens.length === 0) return [];
    const subjectAreas = new Set(units.filter((u) => u.subject).flatMap((u) => u.areas));
    const subjectTokens = new Set(units.filter((u) => u.subject).flatMap((u) => u.tokens));
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
        score += (subjectTokens.has(token) ? SUBJECT_TOKEN_WEIGHT : 1) * idf * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.length) / entry.avgLength)));
      }
      if (score <= 0) continue;
      if (doc.passage.area && areas.has(doc.passage.area) && SERVICE_KINDS.has(doc.passage.kind)) score += AREA_BOOST;
      if (pages.has(doc.path)) score += PAGE_BOOST;
      if (subjectAreas.size > 0 && doc.passage.area && SERVICE_KINDS.has(doc.passage.kind) && !subjectAreas.has(doc.passage.area)) score *= OFF_SUBJECT;
      hits.push({ passage: doc.passage, score, coverage: matched / queryTokens.length });
    }
    hits.sort((a, b) => b.score - a.score || a.passage.id.localeCompare(b.passage.id));
    return hits.slice(0, limit);
  }

  /** Whether a passage answers a unit: it has one of its tokens, or is the page or area's page it points to. */
  unitMatches(passage: Passage, unit: QueryUnit): boolean {
    const doc = this.byId.get(passage.id);
    if (!doc) return false;
    if (unit.tokens.some((t) => doc.tf.has(t))) return true;
    if (unit.pages.includes(doc.path)) return true;
    return Boolean(passage.area && SERVICE_KINDS.has(passage.kind) && unit.areas.includes(passage.area));
  }

  /** The tokens of a passage as indexed (for coverage and snippets). */
  tokensOfPassage(passage: Passage): Set<string> {
    const doc = this.byId.get(passage.id);
    return new Set(doc ? doc.tf.keys() : []);
  }

  /**
   * A page's passage in one language, its own (no anchor) before its sections': what an answer cites when it knows the
   * page but no passage shares the question's words.
   */
  pagePassage(path: string, locale: AppLocale): Passage | undefined {
    const on = (this.byLocale.get(locale)?.docs ?? []).filter((doc) => doc.path === path);
    return (on.find((doc) => !doc.passage.url.includes("#")) ?? on[0])?.passage;
  }

  /** How rare a token is among this language's passages (for telling content words from filler). */
  documentFrequency(token: string, locale: AppLocale): number {
    return this.byLocale.get(locale)?.df.get(token) ?? 0;
  }
}
