import { sql, type RawBuilder } from "kysely";
import { z } from "zod";
import { wordVariants } from "./search-equivalents";
import { multilineString } from "./text";

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

/**
 * Issue 13 §2: one condition per word, for tables with a stemmed `search_tsv` (migration 0028): the word, or
 * any word it stands for (plural or singular, the other spelling: ./search-equivalents.ts), is part of the
 * folded text (partial words still match) or has the same stem in either language. plainto_tsquery reads
 * the words as plain text, so no input can be a tsquery syntax error. Decision record 030.
 */
export function matchesWord(textColumn: string, tsvColumn: string, term: string): RawBuilder<boolean> {
  const variants = wordVariants(term);
  if (variants.length === 0) return containsTerm(textColumn, term);
  const like = variants.map((v) => sql<boolean>`${sql.ref(textColumn)} like '%' || content_fold(${escapeLike(v)}) || '%' escape '\\'`);
  const stems = variants.map((v) => sql`plainto_tsquery('english', ${v}) || plainto_tsquery('arabic', ${v})`);
  return sql<boolean>`(${sql.join(like, sql` or `)} or ${sql.ref(tsvColumn)} @@ (${sql.join(stems, sql` || `)}))`;
}
