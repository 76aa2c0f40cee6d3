import { sql, type RawBuilder } from "kysely";
import { wordVariants } from "./search-equivalents";

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
