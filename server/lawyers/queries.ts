import { sql, type SqlBool } from "kysely";
import type { DB } from "#db/index";
import { compiledQueryByShape } from "#db/compiled-query";
import { isUuid } from "#server/common/ids";
import type { StorageDriver, StoredObject } from "#server/storage/types";
import {
  CONSULTATION_KINDS,
  FEE_COLUMNS,
  MAX_FEE_QAR,
  PAGE_SIZE,
  ROLL_LEVELS,
  type City,
  type ConsultationKind,
  type DirectorySort,
  type LanguageCode,
  type PracticeArea,
  type RollLevel,
} from "./catalog";
import type { SearchLawyersQuery } from "./schemas";
import { licenceCurrent } from "./listing";
import { arabicSpellingsOf } from "./transliterations";
import { wordVariants } from "#server/common/search-equivalents";

/** Lawyer photos live in their own logical bucket (public through /lawyer-photo/{id} once verified). */
export const LAWYER_PHOTO_BUCKET = "lawyer_photos";

const MAX_QUERY_WORDS = 6;
const BIO_EXCERPT_LENGTH = 220;

const CARD_COLUMNS = [
  "id",
  "name_ar",
  "name_en",
  "title_ar",
  "title_en",
  "city",
  "years_of_practice",
  "practice_areas",
  "languages",
  "court_roll_level",
  "qfc_rights_of_audience",
  "fee_written_qar",
  "fee_video_qar",
  "fee_voice_qar",
  "fee_in_person_qar",
  "accepting_new_clients",
  "is_sample",
  "review_count",
  "rating_average",
] as const;

type CardRow = {
  id: string;
  name_ar: string;
  name_en: string;
  title_ar: string;
  title_en: string;
  city: string;
  years_of_practice: number;
  practice_areas: string[];
  languages: string[];
  court_roll_level: string;
  qfc_rights_of_audience: boolean;
  fee_written_qar: number | null;
  fee_video_qar: number | null;
  fee_voice_qar: number | null;
  fee_in_person_qar: number | null;
  accepting_new_clients: boolean;
  is_sample: boolean;
  review_count: number;
  rating_average: string | null;
  has_photo: boolean;
};

/** What the directory shows of a verified lawyer. Never the user link, verification state or keys. */
export interface LawyerCard {
  id: string;
  name: { ar: string; en: string };
  title: { ar: string; en: string };
  city: City;
  yearsOfPractice: number;
  practiceAreas: PracticeArea[];
  languages: LanguageCode[];
  rollLevel: RollLevel;
  qfcRightsOfAudience: boolean;
  /** The kinds offered, in catalogue order, each with its fee in QAR. */
  consultations: { kind: ConsultationKind; feeQar: number }[];
  acceptingNewClients: boolean;
  isSample: boolean;
  /** Where the photo is served, or null (the UI shows initials). */
  photoUrl: string | null;
  /** Issue 12 §4: the average (1–5, two decimals) and number of visible reviews; null before the first. */
  rating: { average: number; count: number } | null;
}

export interface LawyerListItem extends LawyerCard {
  bioExcerpt: { ar: string; en: string };
}

export interface LawyerProfile extends LawyerCard {
  bio: { ar: string; en: string };
}

export interface SearchLawyersResult {
  items: LawyerListItem[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The sort applied (relevance falls back to experience without a query). */
  sort: DirectorySort;
  /** Nothing matched exactly, so these are names spelt like the query. */
  closeMatches: boolean;
}

function toCard(row: CardRow): LawyerCard {
  return {
    id: row.id,
    name: { ar: row.name_ar, en: row.name_en },
    title: { ar: row.title_ar, en: row.title_en },
    city: row.city as City,
    yearsOfPractice: row.years_of_practice,
    practiceAreas: row.practice_areas as PracticeArea[],
    languages: row.languages as LanguageCode[],
    rollLevel: row.court_roll_level as RollLevel,
    qfcRightsOfAudience: row.qfc_rights_of_audience,
    consultations: CONSULTATION_KINDS.flatMap((kind) => {
      const feeQar = row[FEE_COLUMNS[kind]];
      return feeQar === null ? [] : [{ kind, feeQar }];
    }),
    acceptingNewClients: row.accepting_new_clients,
    isSample: row.is_sample,
    photoUrl: row.has_photo ? `/lawyer-photo/${row.id}` : null,
    rating: row.review_count > 0 && row.rating_average !== null ? { average: Number(row.rating_average), count: row.review_count } : null,
  };
}

/** The visitor's words, split on spaces; punctuation-only words are dropped (they would match everything). */
export function queryWords(q: string): string[] {
  return q
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * What decides the search's SQL text (the query is compiled once per shape, db/compiled-query.ts): which
 * filters are set, the consultation kind and roll level (they pick columns and lists), and for each word
 * how many Arabic spellings and other forms it has. Every value goes into `SearchArgs`.
 */
type SearchShape = {
  area: boolean;
  language: boolean;
  city: boolean;
  roll: (typeof ROLL_LEVELS)[number] | null;
  qfc: boolean;
  minRating: boolean;
  kind: ConsultationKind | null;
  feeMin: boolean;
  feeMax: boolean;
  /** Per word: its Arabic spellings (names) and other forms (titles and bios), counted. */
  words: { spellings: number; variants: number }[];
  fuzzy: boolean;
  sort: DirectorySort;
};

/**
 * The search's values, by name: the filters', each word (`w0`), its Arabic spellings (`w0s0`…) and other
 * forms (`w0v0`…), all the words joined (`joined`), and the page's window. A name the shape does not use is
 * simply not read.
 */
type SearchArgs = Record<string, unknown>;

function searchShapeAndArgs(input: SearchLawyersQuery, words: string[], sort: DirectorySort): { shape: SearchShape; args: SearchArgs } {
  const args: SearchArgs = {
    area: input.area ?? null,
    language: input.language ?? null,
    city: input.city ?? null,
    minRating: input.minRating === undefined ? null : String(input.minRating),
    feeMin: input.feeMin ?? null,
    feeMax: input.feeMax ?? null,
    // Any kind the lawyer offers whose fee falls in the range (when no kind is chosen).
    feeLow: input.feeMin ?? 0,
    feeHigh: input.feeMax ?? MAX_FEE_QAR,
    joined: words.join(" "),
    limit: PAGE_SIZE,
    offset: (input.page - 1) * PAGE_SIZE,
  };
  const shapeWords = words.map((word, i) => {
    const spellings = arabicSpellingsOf(word);
    // Issue 13 §2: in titles and bios (never names), the word's plural or singular and other spelling, and its
    // stem in either language (migration 0028; decision record 030).
    const variants = wordVariants(word).filter((v) => v !== word.toLowerCase());
    args[`w${i}`] = word;
    spellings.forEach((name, j) => (args[`w${i}s${j}`] = name));
    variants.forEach((variant, j) => (args[`w${i}v${j}`] = variant));
    return { spellings: spellings.length, variants: variants.length };
  });
  const shape: SearchShape = {
    area: Boolean(input.area),
    language: Boolean(input.language),
    city: Boolean(input.city),
    roll: input.roll ?? null,
    qfc: Boolean(input.qfc),
    minRating: Boolean(input.minRating),
    kind: input.kind ?? null,
    feeMin: input.feeMin !== undefined,
    feeMax: input.feeMax !== undefined,
    words: shapeWords,
    fuzzy: false,
    sort,
  };
  return { shape, args };
}

/**
 * Each word must occur in the folded names, titles or bios (a partial word is enough), or, for a
 * Latin spelling of a common name, the Arabic name must hold that name as a whole word ("Muhammad"
 * finds محمد spelt "Mohammed"; "Hamad" does not find محمد). With `fuzzy`, a word may also be close to a
 * word of the name (pg_trgm `<%`).
 */
function wordMatches(shape: SearchShape, args: SearchArgs, i: number) {
  const { spellings, variants } = shape.words[i]!;
  const word = args[`w${i}`];
  const inName = [
    sql<SqlBool>`search_name like '%' || normalize_search(${word}) || '%'`,
    ...Array.from({ length: spellings }, (_, j) => sql<SqlBool>`search_name ~ ('(^| )' || normalize_search(${args[`w${i}s${j}`]}) || '( |$)')`),
  ];
  const forms = Array.from({ length: variants }, (_, j) => args[`w${i}v${j}`]);
  const stems = [word, ...forms].map((v) => sql`plainto_tsquery('english', ${v}) || plainto_tsquery('arabic', content_fold(${v}))`);
  const anywhere = [
    sql<SqlBool>`search_text like '%' || normalize_search(${word}) || '%'`,
    ...forms.map((v) => sql<SqlBool>`search_text like '%' || normalize_search(${v}) || '%'`),
    sql<SqlBool>`search_tsv @@ (${sql.join(stems, sql` || `)})`,
    ...inName.slice(1),
    ...(shape.fuzzy ? [sql<SqlBool>`normalize_search(${word}) <% search_name`] : []),
  ];
  return { inName: sql<SqlBool>`(${sql.join(inName, sql` or `)})`, anywhere: sql<SqlBool>`(${sql.join(anywhere, sql` or `)})` };
}

function filteredLawyers(db: DB, shape: SearchShape, args: SearchArgs) {
  let query = db.selectFrom("lawyers").where("verified", "=", true).where(licenceCurrent());
  if (shape.area) query = query.where(sql<SqlBool>`practice_areas @> array[${args.area}]::text[]`);
  if (shape.language) query = query.where(sql<SqlBool>`languages @> array[${args.language}]::text[]`);
  if (shape.city) query = query.where(sql<SqlBool>`city = ${args.city}`);
  if (shape.roll) query = query.where("court_roll_level", "in", ROLL_LEVELS.slice(ROLL_LEVELS.indexOf(shape.roll)));
  if (shape.qfc) query = query.where("qfc_rights_of_audience", "=", true);
  if (shape.minRating) query = query.where(sql<SqlBool>`rating_average >= ${args.minRating}`);
  const feeColumn = shape.kind ? FEE_COLUMNS[shape.kind] : null;
  if (feeColumn) {
    query = query.where(feeColumn, "is not", null);
    if (shape.feeMin) query = query.where(sql<SqlBool>`${sql.ref(feeColumn)} >= ${args.feeMin}`);
    if (shape.feeMax) query = query.where(sql<SqlBool>`${sql.ref(feeColumn)} <= ${args.feeMax}`);
  } else if (shape.feeMin || shape.feeMax) {
    // Any kind the lawyer offers whose fee falls in the range.
    query = query.where(sql<SqlBool>`(${sql.join(
      CONSULTATION_KINDS.map((kind) => sql`${sql.ref(FEE_COLUMNS[kind])} between ${args.feeLow} and ${args.feeHigh}`),
      sql` or `,
    )})`);
  }
  // The words come last: when PostgreSQL scans rows it tests conditions in this order, and the
  // filters above are much cheaper than searching the folded text.
  for (let i = 0; i < shape.words.length; i++) query = query.where(wordMatches(shape, args, i).anywhere);
  return query;
}

/**
 * The directory search (issue 3 §2): verified lawyers only, matched on names and bios in either
 * script. The query is folded by the same SQL function as the stored text (migration 0003), so
 * أ/ا/إ/آ, ة/ه, ى/ي and diacritics never decide a match. When nothing matches, the name words are
 * matched by similarity instead ("Fuwairty" finds "Al-Fuwairti"), and the result says so.
 */
export async function searchLawyers(db: DB, input: SearchLawyersQuery): Promise<SearchLawyersResult> {
  const words = queryWords(input.q);
  const requested = input.sort ?? (words.length ? "relevance" : "experience");
  const sort: DirectorySort = requested === "relevance" && words.length === 0 ? "experience" : requested;
  // The close-spelling pass differs in its shape only: the same values fill it.
  const { shape, args } = searchShapeAndArgs(input, words, sort);
  const exact = await searchPage(db, input.page, shape, args);
  if (exact.total > 0 || words.length === 0) return { ...exact, closeMatches: false };
  return { ...(await searchPage(db, input.page, { ...shape, fuzzy: true }, args)), closeMatches: true };
}

/**
 * One page of matches, with their count. The matches are collected first (through the trigram and filter
 * indexes) and counted, then only one page of them is read in full. (As one query with LIMIT, the planner
 * would walk a sort index.) Built and compiled once per shape: building it was a directory search's largest
 * part outside React (issue 14 §2 profile).
 */
const searchPageQuery = compiledQueryByShape((db, shape: SearchShape, args: SearchArgs) => {
  const feeColumn = shape.kind ? FEE_COLUMNS[shape.kind] : "min_fee_qar";
  // Relevance: the number of words found in the name (a name outranks a bio); among close
  // spellings, the closest first.
  const nameHits = sql.join(
    shape.words.map((_, i) => sql`${wordMatches(shape, args, i).inName}::int`),
    sql` + `,
  );
  const sortKey =
    shape.sort === "relevance"
      ? shape.fuzzy
        ? sql<number>`${nameHits} + word_similarity(normalize_search(${args.joined}), search_name)`
        : sql<number>`${nameHits}`
      : shape.sort === "fee"
        ? sql<number>`coalesce(${sql.ref(feeColumn)}, ${sql.lit(MAX_FEE_QAR + 1)})`
        : shape.sort === "rating"
          ? // The average first, then the number of reviews behind it (a 5.00 from one review after a 4.90 from fifty would
            // be odd, but a tie on the average goes to the better-attested lawyer); unrated lawyers last.
            sql<number>`coalesce(rating_average, 0) * 1000000 + least(review_count, 999999)`
          : sql<number>`0`;
  const direction = shape.sort === "fee" ? "asc" : "desc";
  return db
    .with((cte) => cte("matches").materialized(), () =>
      filteredLawyers(db, shape, args).select(["id", "years_of_practice", sortKey.as("sort_key")]),
    )
    .with("page", (qb) =>
      qb
        .selectFrom("matches")
        .selectAll()
        .orderBy("sort_key", direction)
        .orderBy("years_of_practice", "desc")
        .orderBy("id")
        .limit(args.limit as number)
        .offset(args.offset as number),
    )
    .selectFrom("page as p")
    .innerJoin("lawyers as l", "l.id", "p.id")
    .select(CARD_COLUMNS.map((column) => `l.${column}` as const))
    .select([
      sql<string>`left(l.bio_ar, ${sql.lit(BIO_EXCERPT_LENGTH)})`.as("bio_excerpt_ar"),
      sql<string>`left(l.bio_en, ${sql.lit(BIO_EXCERPT_LENGTH)})`.as("bio_excerpt_en"),
      sql<boolean>`l.photo_key is not null`.as("has_photo"),
      sql<string>`(select count(*) from matches)`.as("total"),
    ])
    .orderBy("p.sort_key", direction)
    .orderBy("p.years_of_practice", "desc")
    .orderBy("p.id");
});

async function searchPage(db: DB, page: number, shape: SearchShape, args: SearchArgs) {
  const rows = await searchPageQuery(db, shape, args);
  // A page past the end has no rows to carry the count: count separately.
  const total = rows.length
    ? Number(rows[0]!.total)
    : page > 1
      ? Number((await filteredLawyers(db, shape, args).select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow()).n)
      : 0;
  return {
    items: rows.map((row) => ({ ...toCard(row), bioExcerpt: { ar: excerpt(row.bio_excerpt_ar), en: excerpt(row.bio_excerpt_en) } })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    pageSize: PAGE_SIZE,
    sort: shape.sort,
  };
}

/** Cuts at the last word boundary and marks the cut, so an excerpt never ends mid-word. */
function excerpt(text: string): string {
  if (text.length < BIO_EXCERPT_LENGTH) return text;
  const cut = text.slice(0, text.lastIndexOf(" ") > 0 ? text.lastIndexOf(" ") : text.length);
  return `${cut}…`;
}

/** One verified lawyer, or null: an unverified, unknown or malformed id is indistinguishable. */
export async function getLawyerProfile(db: DB, id: string): Promise<LawyerProfile | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom("lawyers")
    .select(CARD_COLUMNS)
    .select(["bio_ar", "bio_en", sql<boolean>`photo_key is not null`.as("has_photo")])
    .where("id", "=", id)
    .where("verified", "=", true)
    .where(licenceCurrent())
    .executeTakeFirst();
  return row ? { ...toCard(row), bio: { ar: row.bio_ar, en: row.bio_en } } : null;
}

/** The photo of a verified lawyer, or null when there is none (or the lawyer is not listed). */
export async function getLawyerPhoto(db: DB, storage: StorageDriver, id: string): Promise<StoredObject | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom("lawyers")
    .select("photo_key")
    .where("id", "=", id)
    .where("verified", "=", true)
    .where(licenceCurrent())
    .executeTakeFirst();
  if (!row?.photo_key) return null;
  return storage.get({ bucket: LAWYER_PHOTO_BUCKET, key: row.photo_key });
}
