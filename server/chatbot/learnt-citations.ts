import type { AppLocale } from "~/i18n/config";
import type { Passage } from "./corpus";
import { pathOf, type Hit, type PassageIndex } from "./search-index";
import { knowsEnough, OUT_OF_SCOPE_CLASS, type SubjectGuess } from "./subjects";
import type { ChatCitation } from "./types";

/**
 * The subject model (decision 045): when the ranking finds no passage that answers, a learnt subject this sure
 * (its posterior) answers with its page; when the ranking answers without a concept's subject, a learnt subject
 * this sure takes the last citation for its page; a second subject this sure is cited beside the first.
 */
export const LEARNT = {
  answer: 0.7,
  /** Less sure, the model still answers when its subject is the service page of the area the concept map found. */
  agree: 0.4,
  cite: 0.9,
  second: 0.25,
  /**
   * The share of a question's features the model must know to guess at all: a question mostly of words it never saw
   * ("a verbal waiver of zebrafish breeding rights") is about something the site lacks, whatever the rest suggests.
   */
  knownShare: 0.6,
};

/** The learnt subject when the model is at least this sure of it and knows enough of the question; else null. */
export function sureSubject(guess: SubjectGuess | null, probability: number): string | null {
  if (!guess || guess.subject === OUT_OF_SCOPE_CLASS || guess.probability < probability) return null;
  return knowsEnough(guess, LEARNT.knownShare) ? guess.subject : null;
}

const isUnder = (passage: Passage, path: string) => pathOf(passage.url) === path || pathOf(passage.url).startsWith(`${path}/`);

/**
 * The passage that speaks for a learnt subject (a page or a section): the best-ranked hit on it, else the page's own
 * passage. A section without a page of its own (a posting, an update) is cited only through a ranked hit.
 */
function passageOfSubject(index: PassageIndex, locale: AppLocale, hits: Hit[], subject: string): Passage | undefined {
  return hits.find((h) => isUnder(h.passage, subject))?.passage ?? index.pagePassage(subject, locale);
}

/**
 * When no passage shares enough of a question's words to answer it, the subject model's guess answers it when it is
 * sure enough (decision 045): its page, a second subject's when that is likely too, then the ranking's best hit.
 */
export function learntPassages(index: PassageIndex, locale: AppLocale, hits: Hit[], guess: SubjectGuess | null, maxCitations: number, conceptPage?: string): Passage[] {
  // Two independent readings that agree (the learnt subject and the concept map's area) answer with less certainty.
  const agreed = conceptPage && sureSubject(guess, LEARNT.agree) === conceptPage ? conceptPage : null;
  const subject = sureSubject(guess, LEARNT.answer) ?? agreed;
  if (!guess || !subject) return [];
  const first = passageOfSubject(index, locale, hits, subject);
  if (!first) return [];
  const out = [first];
  const second = guess.ranked[1];
  const other =
    second && second.subject !== OUT_OF_SCOPE_CLASS && second.probability >= LEARNT.second ? passageOfSubject(index, locale, hits, second.subject) : undefined;
  if (other) out.push(other);
  const best = hits.find((h) => !out.some((p) => pathOf(p.url) === pathOf(h.passage.url)));
  if (best && out.length < maxCitations) out.push(best.passage);
  return out;
}

/**
 * An answer the ranking found: the learnt subject's page is among its citations when the model is sure of it
 * (`subject`: sureSubject at LEARNT.cite, or null), in the last place (or the one before, when the concept map's subject
 * page took the last: `subjectAt`).
 */
export function citeLearntSubject(
  index: PassageIndex,
  locale: AppLocale,
  hits: Hit[],
  subject: string | null,
  citations: ChatCitation[],
  cited: Passage[],
  subjectAt: number,
  maxCitations: number,
) {
  if (!subject) return;
  if (cited.some((p) => p && isUnder(p, subject)) || citations.some((c) => pathOf(c.url) === subject)) return;
  const passage = passageOfSubject(index, locale, hits, subject);
  if (!passage) return;
  let at = Math.min(citations.length, maxCitations - 1);
  if (at === subjectAt) at = Math.max(1, at - 1);
  citations[at] = { title: passage.title, url: passage.url };
  cited[at] = passage;
}
