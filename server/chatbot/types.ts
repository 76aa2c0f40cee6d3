/**
 * The assistant's answer, as the page, the widget, the router and the evaluator read it (issue 27 contract).
 * Types only, apart from answer.ts so the reply's composition and the facts can name them without a circle.
 */
import type { FactKey } from "./fact-questions";
import type { AppLocale } from "~/i18n/config";

export interface ChatCitation {
  title: string;
  url: string;
}
export interface ChatSnippet {
  text: string;
  /** Index into `citations` of the page the text comes from. */
  source: number;
}
export type ChatActionKind = "book" | "lawyers" | "voice" | "contact" | "handoff" | "services";
export interface ChatAction {
  kind: ChatActionKind;
  href: string;
  /** The choices the link carries, for the label ("family", "al-wakrah", "en", "video"). */
  area?: string;
  city?: string;
  language?: string;
  consultationKind?: string;
}
export type { FactKey };
/** One of the firm's own facts (issue 27 §2), in the answer's language; `href` a tel:, wa.me, mailto:, map or site link. */
export interface ChatFact {
  key: FactKey;
  text: string;
  href?: string;
}
/** Issue 27 §3: shown first when someone may be in danger. */
export interface ChatSafety {
  /** Qatar's emergency number (police, ambulance, fire). */
  emergency: string;
  /** The firm's urgent line (E.164), or its main phone when none is set; empty when the firm has neither. */
  urgentPhone: string;
  /** The advice in the question's language, the numbers isolated for bidi. */
  text: string;
}
export type ChatStatus = "answered" | "not_found" | "action" | "fact" | "safety" | "out_of_scope";
export interface ChatAnswer {
  locale: AppLocale;
  question: string;
  /**
   * answered: from the content, with citations; not_found: a legal question the content does not cover;
   * action: a request; fact: from the firm's data; safety: danger, emergency numbers first; out_of_scope:
   * not a question for a law firm.
   */
  status: ChatStatus;
  facts: ChatFact[];
  safety: ChatSafety | null;
  snippets: ChatSnippet[];
  citations: ChatCitation[];
  actions: ChatAction[];
  /** The answer as phrased by the optional model from the cited passages only (checked), or null. */
  phrased: string | null;
}

export type PassageKind = "service" | "faq" | "fee" | "documents" | "steps" | "update" | "library" | "lawyer" | "page" | "job";

/** One retrievable piece of published content (./corpus.ts), in one language, with the page that shows it. */
export interface Passage {
  id: string;
  locale: AppLocale;
  kind: PassageKind;
  /** The page's title, shown as the citation. */
  title: string;
  /** Where it is on the site (a path, with an anchor where the page has one). */
  url: string;
  /** The text an answer quotes from. */
  text: string;
  /** Extra words that match but are not shown (headings, area names). */
  keywords: string;
  /** The practice area the passage is about, when it has one (for the booking and directory actions). */
  area?: string;
}
