import { sql } from "kysely";
import type { DB } from "#db/index";
import { changedFields, recordAudit, type AuditActor } from "#server/audit/record";
import { forgetFirmProfile, readFirmProfileRow, type FirmProfileRow } from "./profile";
import type { FirmProfileInput } from "./schemas";
import { columnsFrom } from "#server/common/columns";

/**
 * The back office's side of the firm profile (/dashboard/admin/firm): what the form shows and the save, which
 * writes the one row and its audit entry (before and after) in one transaction.
 */

const FIRM_KEYS = ["nameAr", "nameEn", "addressAr", "addressEn", "hoursAr", "hoursEn", "phone", "whatsapp", "email", "urgentPhone", "mapUrl", "directionsAr", "directionsEn"] as const;

function columnsOf(input: FirmProfileInput) {
  return columnsFrom(input, FIRM_KEYS);
}
type Columns = ReturnType<typeof columnsOf>;

function valuesOf(row: FirmProfileRow): FirmProfileInput {
  return {
    nameAr: row.name_ar,
    nameEn: row.name_en,
    addressAr: row.address_ar,
    addressEn: row.address_en,
    hoursAr: row.hours_ar,
    hoursEn: row.hours_en,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    urgentPhone: row.urgent_phone,
    mapUrl: row.map_url,
    directionsAr: row.directions_ar,
    directionsEn: row.directions_en,
  };
}

/** The saved profile for the form, with who saved it last; null before the first save (production's fresh start). */
export async function getFirmProfileForAdmin(db: DB) {
  const row = await readFirmProfileRow(db);
  if (!row) return null;
  const by = row.updated_by ? await db.selectFrom("user").select("name").where("id", "=", row.updated_by).executeTakeFirst() : undefined;
  return { values: valuesOf(row), isSample: row.is_sample, updatedAt: new Date(row.updated_at).toISOString(), updatedByName: by?.name ?? null };
}

const audited = (columns: Partial<Columns> | null): Record<string, unknown> => ({ ...columns });

/** Writes the profile (the sample mark goes: the firm now stands behind it) and its audit entry. */
export async function saveFirmProfile(opts: { db: DB; actor: AuditActor; input: FirmProfileInput }): Promise<void> {
  const values = columnsOf(opts.input);
  await opts.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("firm_profile").selectAll().where("id", "=", true).forUpdate().executeTakeFirst();
    const written = { ...values, is_sample: false, updated_at: sql<Date>`now()`, updated_by: opts.actor.viewer?.user.id ?? null };
    await trx
      .insertInto("firm_profile")
      .values(written)
      .onConflict((oc) => oc.column("id").doUpdateSet(written))
      .execute();
    const beforeColumns: Columns | null = before ? { ...columnsOf(valuesOf(before)) } : null;
    const change = beforeColumns ? changedFields(beforeColumns, values) : { before: null, after: values };
    await recordAudit(trx, opts.actor, {
      action: "firm_profile.save",
      entityType: "firm_profile",
      entityId: "firm",
      summary: `${values.name_en} / ${values.name_ar}`,
      before: change.before ? audited(change.before) : null,
      after: audited(change.after),
    });
  });
  forgetFirmProfile(opts.db);
}
