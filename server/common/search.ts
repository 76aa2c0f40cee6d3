import { sql, type RawBuilder } from "kysely";
import { z } from "zod";

/** Listing pages show this many rows; `page` is 1-based and capped so OFFSET stays cheap. */
export const PAGE_SIZE = 10;
export const MAX_PAGE = 500;

export const searchQueryField = z.string().trim().max(200).optional();
export const pageField = z.number().int().min(1).max(MAX_PAGE).default(1);

/** The visitor's words: at most 8, each at most 64 characters; empty when there is nothing to search. */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  return query
    .split(/\s+/u)
    .map((term) => term.trim().slice(0, 64))
    .filter(Boolean)
    .slice(0, 8);
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One condition per word: the column (a generated `search_text`, folded by migrations/0004's
 * content_fold) contains the word folded the same way, so أحمد finds احمد, مدرسة finds مدرسه and
 * "arbitr" finds "Arbitration". The word is a bound parameter with LIKE wildcards escaped.
 */
export function containsTerm(column: string, term: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like '%' || content_fold(${escapeLike(term)}) || '%' escape '\\'`;
}

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
