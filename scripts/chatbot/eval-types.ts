/**
 * The shape of the assistant's evaluation sets (issue 27 §6, contract in the lead's brief): the tuning
 * set (./eval-set.ts) and the held-out set (./held-out-set.ts) share these types so that
 * `npm run eval:chatbot` (./eval.ts) scores both the same way.
 *
 * Paths are compared without #anchor and ?query; a path ending in * matches every page under it.
 * An `action` is compared as a link: same path, same #anchor, same query parameters in any order.
 */

/** What a `fact` answer carries: the assistant's own list (server/chatbot/fact-questions.ts). */
import type { FactKey } from "#server/chatbot/fact-questions";

export type { FactKey };

/**
 * keyword: a short or formal question; story: a problem told in the asker's own words; dialect: Gulf
 * (or other) dialect forms, Arabizi; typo: misspelt as people type; fact: the firm's own data; safety:
 * violence, threats, detention, self-harm; out: not a question this site answers; action: a request
 * that must lead to a prefilled link.
 */
export type EvalKind = "keyword" | "story" | "dialect" | "typo" | "fact" | "safety" | "out" | "action";

/** The kinds whose expected page must be among the first three citations (recall@3). */
export const IN_SCOPE_KINDS = ["keyword", "story", "dialect", "typo"] as const satisfies readonly EvalKind[];
export const EVAL_KINDS = ["keyword", "story", "dialect", "typo", "fact", "safety", "out", "action"] as const satisfies readonly EvalKind[];

export type EvalCase =
  /** The expected page among the first three citations. */
  | { q: string; kind: EvalKind; expect: string[] }
  /** answer.facts has this key (and, when given, one of these pages among the citations). */
  | { q: string; kind: "fact"; fact: FactKey; expect?: string[] }
  /** status "safety" (and, when given, one of these pages among the citations). */
  | { q: string; kind: "safety"; expect?: string[] }
  /** status neither "answered" nor "fact", with at least one next-step action. */
  | { q: string; kind: "out"; out: true }
  /** the answer's actions include this link. */
  | { q: string; kind: "action"; action: string };
