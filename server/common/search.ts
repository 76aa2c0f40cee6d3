import { z } from "zod";
import { multilineString } from "./text";

/**
 * What a search takes and how its results are paged; browser-safe (the forms share it). The SQL conditions a
 * search adds to a query are in ./search-sql.ts.
 */

/** Listing pages show this many rows; `page` is 1-based and capped so OFFSET stays cheap. */
export const PAGE_SIZE = 10;
export const MAX_PAGE = 500;

/** A visitor's search words: tabs and line breaks are only spaces between words; other control characters are refused. */
export const searchQuery = (max = 200) => multilineString().trim().max(max);
export const searchQueryField = searchQuery().optional();
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

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
