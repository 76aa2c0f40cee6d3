import { strToU8, zipSync, type Zippable } from "fflate";
import { sql } from "kysely";
import type { DB } from "#db/index";
import { claimDue } from "#server/common/claim";
import { startBatchWorker } from "#server/common/worker";
import { getEnv } from "#server/config/env";
import { AppError } from "#server/errors/app-error";
import { dataExportReadyEmail } from "#server/mail/account-templates";
import { enqueueMail } from "#server/mail/outbox";
import { logger } from "#server/observability/logger";
import { consumeRateLimit } from "#server/rate-limit/rate-limit";
import { deleteNowOrLater } from "#server/storage/deletions";
import type { StorageDriver } from "#server/storage/types";
import { dataExportReadme, dataExportSummaryHtml } from "~/utils/data-export-summary.server";
import { EXPORT_TTL_DAYS, EXPORTS_BUCKET } from "./constants";
import { collectPersonalData, dataJson } from "./export-contents";
import { localeOf } from "~/i18n/config";

export { EXPORT_TTL_DAYS, EXPORTS_BUCKET };

/**
 * Issue 12 §3, the right to a copy (Qatar's Law No. 13 of 2016): everything the platform holds about a
 * person, as a ZIP with a readable `summary.html`, `data.json` and their files, prepared by a worker (large
 * accounts take a while) and downloadable from /account-settings/data until it expires (decision record 026).
 * What is in it, read through the same queries as the person's own pages: ./export-contents.ts.
 */

const EXPORTS_PER_DAY = 3;
const MAX_ATTEMPTS = 5;
const LEASE_SECONDS = 300;

export type ExportRow = { id: string; status: string; created_at: Date; ready_at: Date | null; expires_at: Date | null; size_bytes: number | null };

export async function listExports(db: DB, userId: string): Promise<ExportRow[]> {
  return db
    .selectFrom("data_exports")
    .select(["id", "status", "created_at", "ready_at", "expires_at", "size_bytes"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .limit(10)
    .execute();
}

/** Asks for a new export; one waiting or being prepared at a time (asking again returns that one). */
export async function requestExport(db: DB, userId: string): Promise<{ id: string; status: string }> {
  const open = await db
    .selectFrom("data_exports")
    .select(["id", "status"])
    .where("user_id", "=", userId)
    .where("status", "in", ["queued", "preparing"])
    .executeTakeFirst();
  if (open) return open;
  const limit = await consumeRateLimit(db, { key: `data-export:${userId}`, limit: EXPORTS_PER_DAY, windowSeconds: 86_400 });
  if (!limit.allowed) throw new AppError("rate_limited", { retryAfterSeconds: limit.retryAfterSeconds });
  return db.insertInto("data_exports").values({ user_id: userId }).returning(["id", "status"]).executeTakeFirstOrThrow();
}

/** The ZIP of one of the person's own ready exports, or null (someone else's, expired, not ready). */
export async function readExport(db: DB, storage: StorageDriver, opts: { userId: string; id: string }): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom("data_exports")
    .select(["object_key", "status", "expires_at"])
    .where("id", "=", opts.id)
    .where("user_id", "=", opts.userId)
    .executeTakeFirst();
  if (!row || row.status !== "ready" || !row.object_key || !row.expires_at || row.expires_at <= new Date()) return null;
  return (await storage.get({ bucket: EXPORTS_BUCKET, key: row.object_key }))?.body ?? null;
}

/**
 * Builds one person's ZIP: summary.html (readable, in their language), data.json (the same for programs),
 * README.txt (what the ZIP holds) and, when there are any, their files under files/.
 */
export async function buildExportZip(db: DB, storage: StorageDriver, userId: string): Promise<Uint8Array> {
  const { data, files, locale } = await collectPersonalData(db, storage, userId);
  const entries: Zippable = {
    "summary.html": strToU8(await dataExportSummaryHtml({ data, locale, fileCount: files.size })),
    "data.json": strToU8(dataJson(data)),
    "README.txt": strToU8(await dataExportReadme({ locale, fileCount: files.size, exportedAt: data.exportedAt })),
  };
  for (const [path, body] of files) entries[path] = [body, { level: 0 }];
  return zipSync(entries, { level: 6 });
}

/** Prepares due exports (claimed with FOR UPDATE SKIP LOCKED and a lease) and removes expired ones. */
export async function runDueExports(db: DB, storage: StorageDriver): Promise<number> {
  const ids = await claimDue(db, "data_exports", {
    limit: 2,
    leaseSeconds: LEASE_SECONDS,
    where: sql`status in ('queued', 'preparing')`,
    set: sql`status = 'preparing'`,
  });
  const claimed = ids.length ? await db.selectFrom("data_exports").select(["id", "user_id", "attempts"]).where("id", "in", ids).execute() : [];
  for (const row of claimed) {
    try {
      const zip = await buildExportZip(db, storage, row.user_id);
      const key = `${row.user_id}/${row.id}.zip`;
      await storage.put({ bucket: EXPORTS_BUCKET, key, body: zip, contentType: "application/zip" });
      const user = await db.selectFrom("user").select(["name", "email", "locale"]).where("id", "=", row.user_id).executeTakeFirst();
      if (!user) {
        // The account closed while its copy was being prepared (server/privacy/deletion.ts): the ZIP must not outlive it.
        await deleteNowOrLater(db, storage, [{ bucket: EXPORTS_BUCKET, key }]);
        continue;
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("data_exports")
          .set({
            status: "ready",
            ready_at: sql`now()`,
            expires_at: sql`now() + make_interval(days => ${EXPORT_TTL_DAYS})`,
            object_key: key,
            size_bytes: zip.byteLength,
            last_error: null,
          })
          .where("id", "=", row.id)
          .execute();
        await enqueueMail(trx, {
          to: user.email,
          ...dataExportReadyEmail({ name: user.name, locale: localeOf(user.locale), url: `${getEnv().BASE_URL}/account-settings/data`, days: EXPORT_TTL_DAYS }),
        });
      });
    } catch (error) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      logger[failed ? "error" : "warn"]("data export not prepared", { exportId: row.id, attempts: row.attempts, error: String(error) });
      await db
        .updateTable("data_exports")
        .set({ status: failed ? "failed" : "queued", last_error: String(error).slice(0, 500), next_attempt_at: sql`now() + make_interval(secs => ${60 * row.attempts})` })
        .where("id", "=", row.id)
        .execute();
    }
  }
  const expired = await db
    .updateTable("data_exports")
    .set({ status: "expired" })
    .where("status", "=", "ready")
    .where("expires_at", "<=", sql<Date>`now()`)
    .returning(["object_key"])
    .execute();
  const keys = expired.map((e) => e.object_key).filter((k): k is string => Boolean(k));
  if (keys.length) await deleteNowOrLater(db, storage, keys.map((key) => ({ bucket: EXPORTS_BUCKET, key })));
  return claimed.length;
}

export function startExportWorker(db: DB, storage: StorageDriver, intervalMs: number): { stop: () => Promise<void> } {
  return startBatchWorker({ name: "data exports", intervalMs, runBatch: () => runDueExports(db, storage) });
}
