import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { licenceCurrent } from "#server/lawyers/listing";

/**
 * What a voice consultation costs: the lowest and highest voice fee among listed (verified) lawyers,
 * and the chosen lawyer's own fee when one was carried over. Null when nobody offers voice.
 */
export async function voiceFees(db: Kysely<Database>, opts: { lawyerId?: string }) {
  const range = await db
    .selectFrom("lawyers")
    .select((eb) => [eb.fn.min("fee_voice_qar").as("min"), eb.fn.max("fee_voice_qar").as("max"), eb.fn.count("id").as("n")])
    .where("verified", "=", true)
    .where(licenceCurrent())
    .where("fee_voice_qar", "is not", null)
    .executeTakeFirst();
  const lawyer = opts.lawyerId
    ? await db
        .selectFrom("lawyers")
        .select(["id", "fee_voice_qar"])
        .where("id", "=", opts.lawyerId)
        .where("verified", "=", true)
        .where(licenceCurrent())
        .executeTakeFirst()
    : undefined;
  return {
    from: range?.min === null || range?.min === undefined ? null : Number(range.min),
    to: range?.max === null || range?.max === undefined ? null : Number(range.max),
    lawyers: Number(range?.n ?? 0),
    lawyerFee: lawyer ? lawyer.fee_voice_qar ?? null : undefined,
  };
}
