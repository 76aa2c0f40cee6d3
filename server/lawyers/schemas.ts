import { z } from "zod";
import { recordId } from "#server/common/fields";
import {
  CITIES,
  CONSULTATION_KINDS,
  LANGUAGES,
  MAX_FEE_QAR,
  MAX_QUERY_LENGTH,
  PRACTICE_AREAS,
  ROLL_LEVELS,
  SORTS,
} from "./catalog";
import { searchQuery } from "#server/common/search";

const fee = z.number().int().min(0).max(MAX_FEE_QAR);
const pageNumber = z.number().int().min(1).max(10_000);

/** The directory's "rating at least" filter. */
export const MIN_RATING_FILTERS = [4, 3] as const;
export type MinRatingFilter = (typeof MIN_RATING_FILTERS)[number];

/** lawyers.search: the directory's query, every field optional (issue 3 §2). */
export const searchLawyersInput = z.object({
  q: searchQuery(MAX_QUERY_LENGTH).default(""),
  area: z.enum(PRACTICE_AREAS).optional(),
  language: z.enum(LANGUAGES).optional(),
  city: z.enum(CITIES).optional(),
  /** At least this level of the court roll (a cassation lawyer also pleads before the lower courts). */
  roll: z.enum(ROLL_LEVELS).optional(),
  kind: z.enum(CONSULTATION_KINDS).optional(),
  /** Only lawyers with rights of audience before the QFC Civil and Commercial Court. */
  qfc: z.boolean().optional(),
  /** Fee range in QAR: for the chosen kind, or for any kind the lawyer offers when none is chosen. */
  feeMin: fee.optional(),
  feeMax: fee.optional(),
  /** Issue 12 §4: only lawyers whose visible reviews average at least this (4 or 3 stars). */
  minRating: z.union(MIN_RATING_FILTERS.map((n) => z.literal(n)) as [z.ZodLiteral<4>, z.ZodLiteral<3>]).optional(),
  /** Relevance needs a query; without one the directory sorts by experience. */
  sort: z.enum(SORTS).optional(),
  page: pageNumber.default(1),
});
export type SearchLawyersInput = z.input<typeof searchLawyersInput>;
export type SearchLawyersQuery = z.output<typeof searchLawyersInput>;

export const lawyerIdInput = z.object({ id: recordId });

function pick<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  // An absent parameter is no choice (and a failed parse would build its issues for nothing).
  if (value === null || value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function wholeNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
}

const shape = searchLawyersInput.shape;

/**
 * The directory's URL (a plain GET form) as a search input. Anything a visitor can type into the
 * address bar is accepted: a value that is not one of the choices is ignored rather than an error,
 * so an old or hand-edited link still shows results.
 */
export function searchInputFromParams(params: URLSearchParams): SearchLawyersQuery {
  const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  return {
    q,
    area: pick(shape.area, params.get("area")),
    language: pick(shape.language, params.get("language")),
    city: pick(shape.city, params.get("city")),
    roll: pick(shape.roll, params.get("roll")),
    kind: pick(shape.kind, params.get("kind")),
    qfc: params.get("qfc") === "1" ? true : undefined,
    feeMin: pick(fee, wholeNumber(params.get("feeMin"))),
    feeMax: pick(fee, wholeNumber(params.get("feeMax"))),
    minRating: pick(shape.minRating, wholeNumber(params.get("minRating"))),
    sort: pick(shape.sort, params.get("sort")),
    page: pick(pageNumber, wholeNumber(params.get("page"))) ?? 1,
  };
}
