import type { Kysely } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { recordAudit, type AuditActor } from "#server/audit/record";
import { AppError } from "#server/errors/app-error";

/**
 * The firm's standard terms (issue 28 §1) as versioned content: every save is a new version, never an edit, so a
 * letter that names a version keeps the terms it was prepared with.
 */

export async function currentTerms(db: Kysely<Database>) {
  return (await db.selectFrom("engagement_terms").selectAll().orderBy("version", "desc").limit(1).executeTakeFirst()) ?? null;
}

export async function termsVersion(db: Kysely<Database>, version: number) {
  return db.selectFrom("engagement_terms").selectAll().where("version", "=", version).executeTakeFirstOrThrow();
}

/** The back office's page: the current text and the list of versions (newest first). */
export async function termsForEditor(db: DB) {
  const [current, versions] = await Promise.all([
    currentTerms(db),
    db
      .selectFrom("engagement_terms")
      .leftJoin("user", "user.id", "engagement_terms.created_by")
      .select(["engagement_terms.version", "engagement_terms.created_at", "engagement_terms.is_sample", "user.name as author"])
      .orderBy("engagement_terms.version", "desc")
      .limit(50)
      .execute(),
  ]);
  return { current, versions };
}

/**
 * Saves the text as the next version, with its audit row in the same transaction. Two admins saving at once:
 * the second insert meets the first's primary key and is refused as edit_conflict (nothing written).
 */
export async function saveTerms(db: DB, actor: AuditActor & { viewer: NonNullable<AuditActor["viewer"]> }, input: { bodyAr: string; bodyEn: string }) {
  try {
    return await db.transaction().execute(async (trx) => {
      const previous = await currentTerms(trx);
      if (previous && previous.body_ar === input.bodyAr && previous.body_en === input.bodyEn) return { version: previous.version, changed: false };
      const version = (previous?.version ?? 0) + 1;
      await trx.insertInto("engagement_terms").values({ version, body_ar: input.bodyAr, body_en: input.bodyEn, created_by: actor.viewer.user.id }).execute();
      await recordAudit(trx, actor, {
        action: "engagement_terms.save",
        entityType: "engagement_terms",
        entityId: String(version),
        summary: `engagement terms v${version}`,
        before: previous ? { version: previous.version } : null,
        after: { version, length_ar: input.bodyAr.length, length_en: input.bodyEn.length },
      });
      return { version, changed: true };
    });
  } catch (error) {
    if ((error as { code?: string }).code === "23505") throw new AppError("edit_conflict");
    throw error;
  }
}
