import type { DB } from "#db/index";
import { SERVICE_PAGE_OF_AREA, type PracticeArea } from "#server/lawyers/catalog";
import { logger } from "#server/observability/logger";
import { contentFingerprint, loadPassages, type Passage } from "./corpus";
import { detectIntent, type Intent } from "./intents";
import { PassageIndex, SERVICE_KINDS, tokensOf, type Hit } from "./search-index";
import { CONCEPT_PREFIX } from "./synonyms";
import { phraseWithModel, type ModelConfig } from "./model";
import { isDetailTerm, languageOf } from "./text";
import { composeReply, type ServicePages } from "./reply";
import { citeLearntSubject, LEARNT, learntPassages, sureSubject } from "./learnt-citations";
import { guessSubject } from "./subjects";
import { MAX_QUESTION_LENGTH } from "./schemas";
import type { AppLocale } from "~/i18n/config";

const MAX_CITATIONS = 3;
const MAX_SNIPPET_CHARS = 360;
/** Below these the content does not answer the question and the assistant says so (see docs/decisions). */
export const TUNING = {
  minScore: 2.2,
  minCoverage: 0.5,
  /** A word no page uses weighs like a word this many passages use. */
  unknownWordDf: 2,
  /** An answer must match at least one unit used by at most this share of the language's passages. */
  specificShare: 1,
  /** A word that names a legal subject (custody, wages, a bounced cheque) weighs this much more than other words. */
  subjectWeight: 2,
  /**
   * A word no page uses, in a question that names a legal subject, weighs this share of its weight: it is
   * the story around the subject ("ورّدنا بضاعة... وللحين ما سدد الفواتير"), not a subject the site lacks.
   */
  unknownWithSubject: 0.3,
  /**
   * In a question told as a story (at least this many units) that names a legal subject, a word that
   * belongs to no concept is the telling ("last month", "he keeps saying", "ما ادري"), not what is
   * asked: it weighs this share of its weight, so the concept words decide.
   */
  storyUnits: 8,
  storyFiller: 0.4,
  /**
   * The coverage a service page needs when the question names a legal subject that points to that
   * page's practice area (or a page its concepts point to): a clear concept gets its page rather than
   * "not found" because the story around it uses words no page has.
   */
  minCoverageOnConcept: 0.3,
};

export type { ChatAction, ChatActionKind, ChatAnswer, ChatCitation, ChatFact, ChatSafety, ChatSnippet, ChatStatus, FactKey } from "./types";
import type { ChatAnswer, ChatAction, ChatCitation, ChatSnippet } from "./types";

let cached: { fingerprint: string; index: PassageIndex; servicePages: ServicePages } | null = null;
/** Replies of the model by content fingerprint and question, so a page showing the recent conversation asks it once. */
const phrasings = new Map<string, string>();
const MAX_PHRASINGS = 500;
let building: Promise<PassageIndex> | null = null;

/** The index of what is published now; rebuilt (once, shared by concurrent questions) when content changed. */
export async function currentIndex(db: DB): Promise<PassageIndex> {
  const fingerprint = await contentFingerprint(db);
  if (cached && cached.fingerprint === fingerprint) return cached.index;
  if (!building) {
    building = (async () => {
      const started = Date.now();
      const passages = await loadPassages(db);
      const index = new PassageIndex(passages);
      cached = { fingerprint, index, servicePages: servicePagesOf(passages) };
      logger.info("chatbot index built", { passages: index.size, ms: Date.now() - started });
      return index;
    })().finally(() => {
      building = null;
    });
  }
  return building;
}

/** The first service page of each practice area (the page a safety or fact answer cites), in both languages. */
function servicePagesOf(passages: Passage[]): ServicePages {
  const pages: ServicePages = new Map();
  for (const p of passages) {
    if (p.kind !== "service" || !p.area || p.url.includes("#")) continue;
    const entry = pages.get(p.area) ?? ({} as Record<AppLocale, ChatCitation>);
    // An area may have several published pages; its own is the one the directory and profiles link to.
    const isAreasOwn = p.url === SERVICE_PAGE_OF_AREA[p.area as PracticeArea];
    if (!entry[p.locale] || isAreasOwn) entry[p.locale] = { title: p.title, url: p.url };
    pages.set(p.area, entry);
  }
  return pages;
}

/** For tests: forget the index so the next question rebuilds it. */
export function resetChatIndex(): void {
  cached = null;
  phrasings.clear();
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?؟。])\s+|\s+—\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * The sentence of a passage that matches the question best, with the sentence beside it when that one matches
 * too (or answers it: a FAQ's question and its answer). Each of the question's tokens a sentence has counts
 * once, weighted by how rare it is on the site: "We translate certificates" answers "do you translate
 * documents?" better than a sentence that says "documents" three times.
 */
export function snippetOf(index: PassageIndex, passage: Passage, questionTokens: Set<string>): string {
  const sentences = sentencesOf(passage.text);
  const weight = (token: string) => Math.log((index.size + 1) / (index.documentFrequency(token, passage.locale) + 0.5));
  const scores = sentences.map((sentence) => [...new Set(tokensOf(sentence))].filter((t) => questionTokens.has(t)).reduce((sum, t) => sum + weight(t), 0));
  let top = 0;
  scores.forEach((score, i) => {
    if (score > scores[top]!) top = i;
  });
  const isQuestion = /[?؟]$/.test(sentences[top] ?? "");
  const beside = [top - 1, top + 1].filter((i) => i >= 0 && i < sentences.length && (scores[i]! > 0 || (isQuestion && i === top + 1)));
  const second = beside.sort((a, b) => scores[b]! - scores[a]! || b - a)[0];
  const shown = second === undefined ? [top] : [top, second].sort((a, b) => a - b);
  let text = shown.map((i) => sentences[i]!).join(" · ");
  if (!text) text = passage.text;
  return text.length > MAX_SNIPPET_CHARS ? `${text.slice(0, MAX_SNIPPET_CHARS - 1).trimEnd()}…` : text;
}

/**
 * How much of the question a passage covers, each unit weighted by how rare it is on the site (a word
 * no page uses weighs most) and more when it names a legal subject, so that in a question told as a
 * story the concept words count, not the filler: "the weather in Doha" matches pages about Doha, but
 * not the weather. A unit is covered by a passage with one of its words or concepts, or by the page or
 * practice area its concepts point to (./concepts.ts).
 */
function weightedCoverage(index: PassageIndex, hit: Hit, question: string, locale: AppLocale): number {
  let total = 0;
  let matched = 0;
  const { units } = index.analyze(question, locale);
  const hasSubject = units.some((u) => u.subject);
  const story = hasSubject && units.length >= TUNING.storyUnits;
  for (const unit of units) {
    const df = Math.max(...unit.tokens.map((token) => index.documentFrequency(token, locale)));
    // A word no page uses weighs like a moderately rare one: it is as likely to be a visitor's filler
    // ("وش اسوي") as the subject the site lacks ("weather"); the specificity rule catches the latter.
    let weight = Math.log((index.size + 1) / (Math.max(df, TUNING.unknownWordDf) + 0.5));
    if (unit.subject) weight *= TUNING.subjectWeight;
    if (unit.unknown && hasSubject) weight *= TUNING.unknownWithSubject;
    // A Latin word of three letters or less that no page uses ("bok", "pls", "thx") is too short to correct and
    // too short to be a subject the site lacks: it weighs like the story around a subject.
    else if (unit.unknown && isShortLatin(unit.tokens[0] ?? "")) weight *= TUNING.unknownWithSubject;
    // An amount or a span of time tells the story ("خمسين الف من سنتين"); the subject says what it is about.
    else if (hasSubject && !unit.subject && isDetailTerm(unit.tokens[0] ?? "")) weight *= TUNING.storyFiller;
    else if (story && !unit.tokens.some(isConceptToken)) weight *= TUNING.storyFiller;
    total += weight;
    if (index.unitMatches(hit.passage, unit)) matched += weight;
    else if (unit.required) return 0;
  }
  return total === 0 ? 0 : matched / total;
}

const isShortLatin = (token: string) => /^[a-z]{1,3}$/.test(token);
const isConceptToken = (token: string) => token.startsWith(CONCEPT_PREFIX);

/** Whether a hit is the page a legal subject of the question points to (its area's service page, or a page it names). */
function isConceptPage(index: PassageIndex, hit: Hit, question: string, locale: AppLocale): boolean {
  const { units } = index.analyze(question, locale);
  const path = hit.passage.url.split("#")[0]!.split("?")[0]!;
  return units.some((u) => u.subject && (u.pages.includes(path) || Boolean(hit.passage.area && SERVICE_KINDS.has(hit.passage.kind) && u.areas.includes(hit.passage.area))));
}

/** The coverage a hit needs to answer: less when it is the page of a legal concept the question names. */
function coverageNeeded(index: PassageIndex, hit: Hit, question: string, locale: AppLocale): number {
  return isConceptPage(index, hit, question, locale) ? TUNING.minCoverageOnConcept : TUNING.minCoverage;
}

function isSpecific(index: PassageIndex, hit: Hit, question: string, locale: AppLocale): boolean {
  const docTokens = index.tokensOfPassage(hit.passage);
  const limit = Math.max(3, (index.size * TUNING.specificShare) / 2);
  return index.analyze(question, locale).units.some((unit) => unit.tokens.some((token) => docTokens.has(token) && index.documentFrequency(token, locale) <= limit));
}

function actionsFor(intent: Intent): ChatAction[] {
  const actions: ChatAction[] = [];
  if (intent.wantsLawyer) {
    const params = new URLSearchParams();
    if (intent.area) params.set("area", intent.area);
    if (intent.city) params.set("city", intent.city);
    if (intent.language) params.set("language", intent.language);
    if (intent.kind) params.set("kind", intent.kind);
    const query = params.toString();
    actions.push({ kind: "lawyers", href: `/browse-law-firms${query ? `?${query}` : ""}`, area: intent.area, city: intent.city, language: intent.language });
  }
  if (intent.wantsVoice) actions.push({ kind: "voice", href: "/voice-consultation", area: intent.area });
  if (intent.wantsBooking || (!intent.wantsLawyer && !intent.wantsVoice && intent.area && intent.concepts.has("consultation"))) {
    const params = new URLSearchParams();
    if (intent.area) params.set("service", intent.area);
    if (intent.kind) params.set("kind", intent.kind);
    const query = params.toString();
    actions.push({ kind: "book", href: `/consultations${query ? `?${query}` : ""}`, area: intent.area, consultationKind: intent.kind });
  }
  if (intent.wantsContact) actions.push({ kind: "contact", href: "/contact" });
  if (intent.wantsHuman) actions.push({ kind: "handoff", href: "/chatbot#handoff" });
  return actions;
}

/** The next steps offered when the content does not answer: a consultation, the contact form, a person. */
function fallbackActions(intent: Intent): ChatAction[] {
  const params = intent.area ? `?service=${intent.area}` : "";
  return [
    { kind: "book", href: `/consultations${params}`, area: intent.area },
    { kind: "contact", href: "/contact" },
    { kind: "handoff", href: "/chatbot#handoff" },
  ];
}

/**
 * Answers a question from the published content only (issue 11): the passages that match best, each
 * quoted with the page it comes from; a request leads to its action with the choices prefilled; when
 * nothing published answers it, it says so and offers next steps. Never composes text of its own
 * beyond the fixed sentences of the interface.
 */
export async function answerQuestion(
  db: DB,
  rawQuestion: string,
  opts: { locale?: AppLocale; model?: ModelConfig | null; modelCacheOnly?: boolean } = {},
): Promise<ChatAnswer> {
  const question = rawQuestion.trim().slice(0, MAX_QUESTION_LENGTH);
  const locale = question ? languageOf(question) : (opts.locale ?? "ar");
  const index = await currentIndex(db);
  const intent = detectIntent(question);
  const hits = index.search(question, locale, 12);
  // The best of the first three hits that covers the question leads; a higher score that misses the
  // question's point (a page that says "law firm" often) does not.
  const answers = (hit: Hit) => hit.score >= TUNING.minScore && weightedCoverage(index, hit, question, locale) >= coverageNeeded(index, hit, question, locale) && isSpecific(index, hit, question, locale);
  // When none does, the page of a legal concept the question names may lead from further down: a
  // story's words lift other pages ("months", "leave"), but its concept says where it belongs.
  const leader = hits.slice(0, 3).find(answers) ?? hits.slice(3).find((hit) => isConceptPage(index, hit, question, locale) && answers(hit));
  if (leader && leader !== hits[0]) {
    hits.splice(hits.indexOf(leader), 1);
    hits.unshift(leader);
  }
  const top = hits[0];
  const answered = Boolean(leader);
  const actions = actionsFor(intent);

  const guess = guessSubject(question);
  const sureToCite = sureSubject(guess, LEARNT.cite);
  const reply = { intent, servicePages: cached?.servicePages ?? new Map(), learntInScope: sureToCite !== null };
  const conceptPage = intent.area ? reply.servicePages.get(intent.area)?.[locale]?.url : undefined;
  const learnt = !answered && actions.length === 0 ? learntPassages(index, locale, hits, guess, MAX_CITATIONS, conceptPage) : [];
  if (learnt.length > 0) {
    const questionTokens = new Set(index.analyze(question, locale).tokens);
    const citations = learnt.map((p) => ({ title: p.title, url: p.url }));
    const snippets = learnt.slice(0, 2).map((p, source) => ({ text: snippetOf(index, p, questionTokens), source }));
    return composeReply(db, { locale, question, status: "answered", facts: [], safety: null, snippets, citations, actions, phrased: null }, { ...reply, citedArea: learnt[0]!.area });
  }
  if (!answered) {
    return composeReply(db, {
      locale,
      question,
      status: actions.length > 0 ? "action" : "not_found",
      facts: [],
      safety: null,
      snippets: [],
      citations: actions.length > 0 ? citationsForAction(hits, consultationsPage(index, intent, locale)) : [],
      actions: actions.length > 0 ? actions : fallbackActions(intent),
      phrased: null,
    }, reply);
  }

  const citations: ChatCitation[] = [];
  const snippets: ChatSnippet[] = [];
  const cited: Passage[] = [];
  const questionTokens = new Set(index.analyze(question, locale).tokens);
  const seenPages = new Set<string>();
  for (const hit of hits) {
    if (hit.score < top.score * 0.35) break;
    const page = hit.passage.url.split("#")[0].split("?")[0];
    if (seenPages.has(page)) continue;
    seenPages.add(page);
    citations.push({ title: hit.passage.title, url: hit.passage.url });
    cited.push(hit.passage);
    if (snippets.length < 2) snippets.push({ text: snippetOf(index, hit.passage, questionTokens), source: citations.length - 1 });
    if (citations.length >= MAX_CITATIONS) break;
  }
  const subjectAt = citeSubjectPage(index, question, locale, hits, citations, cited, reply.servicePages);
  citeLearntSubject(index, locale, hits, sureToCite, citations, cited, subjectAt, MAX_CITATIONS);
  const phrased = opts.model ? await phrasing(opts.model, Boolean(opts.modelCacheOnly), question, locale, cited) : null;
  return composeReply(db, { locale, question, status: "answered", facts: [], safety: null, snippets, citations, actions, phrased }, { ...reply, citedArea: cited[0]?.area });
}

async function phrasing(model: ModelConfig, cacheOnly: boolean, question: string, locale: AppLocale, passages: Passage[]): Promise<string | null> {
  const key = `${cached?.fingerprint ?? ""}\u0000${question}`;
  const known = phrasings.get(key);
  if (known !== undefined || cacheOnly) return known ?? null;
  const reply = await phraseWithModel(model, question, locale, passages.map((p) => ({ title: p.title, url: p.url, text: p.text })));
  if (reply) {
    if (phrasings.size >= MAX_PHRASINGS) phrasings.delete(phrasings.keys().next().value!);
    phrasings.set(key, reply);
  }
  return reply;
}

/**
 * "Can I see a lawyer by video from home?", "on the phone instead of flying over": a question that names how to consult
 * asks about the consultations themselves, whose page says what each kind is and books it.
 */
function consultationsPage(index: PassageIndex, intent: Intent, locale: AppLocale): Passage | undefined {
  return intent.kind ? index.pagePassage("/consultations", locale) : undefined;
}

/** For a request with no content answer, the pages it touches (still only real, published pages); `first` leads. */
function citationsForAction(hits: Hit[], first?: Passage): ChatCitation[] {
  const out: ChatCitation[] = first ? [{ title: first.title, url: first.url }] : [];
  const seen = new Set<string>(first ? [first.url] : []);
  for (const hit of hits.slice(0, 5)) {
    const page = hit.passage.url.split("#")[0].split("?")[0];
    if (seen.has(page)) continue;
    seen.add(page);
    out.push({ title: hit.passage.title, url: hit.passage.url });
    if (out.length >= (first ? 3 : 2)) break;
  }
  return out;
}

/**
 * The service page of the legal subject a question names is among its citations (decision 044): a story about a
 * contract to review is answered from a lease template and a legal update that share its words, but it is the
 * contract-drafting service the visitor needs. When one or two subject areas are named and no citation is such a
 * page, the best-ranked passage of one takes the last place (or is added when there is room); when none ranks at
 * all and the subject is one, its service page does.
 */
function citeSubjectPage(index: PassageIndex, question: string, locale: AppLocale, hits: Hit[], citations: ChatCitation[], cited: Passage[], servicePages: ServicePages): number {
  const areas = new Set(index.analyze(question, locale).units.filter((u) => u.subject).flatMap((u) => u.areas));
  const ofSubject = (p: Passage) => Boolean(p.area && areas.has(p.area) && SERVICE_KINDS.has(p.kind));
  if (areas.size === 0 || areas.size > 2 || cited.some(ofSubject)) return -1;
  const hit = hits.find((h) => ofSubject(h.passage));
  const at = Math.min(citations.length, MAX_CITATIONS - 1);
  if (hit) {
    citations[at] = { title: hit.passage.title, url: hit.passage.url };
    cited[at] = hit.passage;
    return at;
  }
  // None of its passages shares a word with the question ("يسبني في القروب" and the criminal page): the one
  // subject's own service page, as a safety or fact answer cites it.
  const page = areas.size === 1 ? servicePages.get([...areas][0]!)?.[locale] : undefined;
  if (!page || citations.some((c) => c.url === page.url)) return -1;
  citations[at] = page;
  return at;
}
