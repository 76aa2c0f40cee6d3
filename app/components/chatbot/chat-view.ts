import type { ChatAction, ChatAnswer, ChatFact } from "#server/chatbot/answer";

/**
 * An answer as the page shows it, every fixed sentence already in the answer's own language (a question
 * in English on an Arabic page is answered in English; the browser holds only the page's language).
 */
export interface ChatView {
  locale: "ar" | "en";
  question: string;
  status: ChatAnswer["status"];
  lead: string;
  snippets: string[];
  /** The optional model's wording of the answer, from the cited pages only; shown instead of the quotes. */
  phrased: string | null;
  phrasedNote: string;
  sourcesLabel: string;
  citations: { title: string; url: string }[];
  nextStepsLabel: string;
  actions: { kind: ChatAction["kind"]; href: string; label: string }[];
  /** The firm's own facts (issue 27 §2): each a line, a link when it has one (tel:, wa.me, mailto:, a map, a page). */
  facts: { key: ChatFact["key"]; text: string; href: string | null }[];
  /** Issue 27 §3: shown first, in a region of its own, when someone may be in danger. */
  safety: { heading: string; text: string; calls: { href: string; label: string }[] } | null;
}

/** What the floating panel reads from /chatbot (the chatbot page's loader gives this and more). */
export interface ChatPanelData {
  views: ChatView[];
  error: string | null;
}
