import { sql, type SqlBool } from "kysely";
import type { DB } from "#db/index";
import type { ConsultationKind } from "#db/schema";
import { FEE_COLUMNS, type City, type LanguageCode, type PracticeArea } from "#server/lawyers/catalog";
import { licenceCurrent } from "#server/lawyers/listing";

/** The lawyers a consultation may be booked with or assigned to: verified, accepting clients, practising the service, with their fees by kind. */

/** The fees of a lawyer row, by kind (null: not offered). */
export function feesOf(row: Record<(typeof FEE_COLUMNS)[ConsultationKind], number | null>) {
  return { written: row.fee_written_qar, video: row.fee_video_qar, voice: row.fee_voice_qar, in_person: row.fee_in_person_qar };
}

/** Verified lawyers with an account who accept new clients and practise `serviceArea`, by name: an admin's choice for a waiting request. */
export async function listAssignableForService(db: DB, serviceArea: string) {
  return db
    .selectFrom("lawyers")
    .select(["id", "name_ar", "name_en"])
    .where("verified", "=", true)
    .where(licenceCurrent())
    .where("accepting_new_clients", "=", true)
    .where("user_id", "is not", null)
    .where(sql<SqlBool>`practice_areas @> array[${serviceArea}]::text[]`)
    .orderBy("is_sample")
    .orderBy("name_en")
    .limit(200)
    .execute();
}

export interface BookableFilters {
  serviceArea?: PracticeArea;
  kind?: ConsultationKind;
  language?: LanguageCode;
  city?: City;
  /** The highest fee in QAR for the chosen kind (for any kind when none is chosen yet). */
  feeMax?: number;
}

export function bookableLawyers(db: DB, opts: BookableFilters) {
  let query = db
    .selectFrom("lawyers")
    .where("verified", "=", true)
    .where(licenceCurrent())
    .where("accepting_new_clients", "=", true)
    .where((eb) =>
      eb.or([
        eb("fee_written_qar", "is not", null),
        eb("fee_video_qar", "is not", null),
        eb("fee_voice_qar", "is not", null),
        eb("fee_in_person_qar", "is not", null),
      ]),
    );
  if (opts.serviceArea) query = query.where(sql<SqlBool>`practice_areas @> array[${opts.serviceArea}]::text[]`);
  if (opts.kind) query = query.where(FEE_COLUMNS[opts.kind], "is not", null);
  if (opts.language) query = query.where(sql<SqlBool>`languages @> array[${opts.language}]::text[]`);
  if (opts.city) query = query.where("city", "=", opts.city);
  if (opts.feeMax !== undefined) {
    const feeMax = opts.feeMax;
    query = opts.kind
      ? query.where(FEE_COLUMNS[opts.kind], "<=", feeMax)
      : query.where((eb) => eb.or(Object.values(FEE_COLUMNS).map((column) => eb(column, "<=", feeMax))));
  }
  return query;
}

export const OPTION_COLUMNS = ["id", "name_ar", "name_en", "title_ar", "title_en", "practice_areas", "fee_written_qar", "fee_video_qar", "fee_voice_qar", "fee_in_person_qar"] as const;

export function optionOf(row: { id: string; name_ar: string; name_en: string; title_ar: string; title_en: string; practice_areas: string[] } & Record<(typeof FEE_COLUMNS)[ConsultationKind], number | null>) {
  return {
    id: row.id,
    name_ar: row.name_ar,
    name_en: row.name_en,
    title_ar: row.title_ar,
    title_en: row.title_en,
    practice_areas: row.practice_areas,
    fees: feesOf(row),
  };
}

/**
 * The lawyers a client may choose for a service area and kind (verified, accepting new clients,
 * practising the area, offering the kind), narrowed like the directory (language, city, highest fee),
 * a page at a time; the firm's own lawyers before the sample profiles.
 */
export async function listBookableLawyers(db: DB, opts: BookableFilters & { page?: number; pageSize?: number }) {
  const pageSize = opts.pageSize ?? 300;
  const [{ total }, rows] = await Promise.all([
    bookableLawyers(db, opts).select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow(),
    bookableLawyers(db, opts)
      .select([...OPTION_COLUMNS])
      .orderBy("is_sample")
      .orderBy("name_en")
      .orderBy("id")
      .limit(pageSize)
      .offset(((opts.page ?? 1) - 1) * pageSize)
      .execute(),
  ]);
  return { lawyers: rows.map(optionOf), total: Number(total), pageCount: Math.max(1, Math.ceil(Number(total) / pageSize)) };
}

/** One lawyer if a client may book them for this service and kind (whatever the list's filters and page). */
export async function bookableLawyer(db: DB, id: string, opts: Pick<BookableFilters, "serviceArea" | "kind">) {
  const row = await bookableLawyers(db, opts).select([...OPTION_COLUMNS]).where("id", "=", id).executeTakeFirst();
  return row ? optionOf(row) : null;
}
