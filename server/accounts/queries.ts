import type { DB } from "#db/index";

/**
 * What the account procedures (./router.ts, ./two-factor.ts) read and change of the signed-in person's own
 * rows: their sign-in methods, profile, language, sessions and data exports. Every query names the owner,
 * so an id of someone else's row finds nothing.
 */

/** Whether the account can sign in with a password (accounts made through an identity provider only cannot). */
export async function hasPasswordSignIn(db: DB, userId: string): Promise<boolean> {
  const row = await db.selectFrom("account").select("id").where("userId", "=", userId).where("providerId", "=", "credential").executeTakeFirst();
  return Boolean(row);
}

export async function userExists(db: DB, userId: string): Promise<boolean> {
  return Boolean(await db.selectFrom("user").select("id").where("id", "=", userId).executeTakeFirst());
}

/** The verification part of a person's profile: their documents and where the firm's review stands. */
export async function verificationOf(db: DB, userId: string) {
  const profile = await db
    .selectFrom("profiles")
    .select(["verification_documents", "verification_status"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return {
    verificationStatus: profile?.verification_status ?? "none",
    documents: Object.entries(profile?.verification_documents ?? {}).map(([key, url]) => ({ key, url })),
  };
}

export async function setUserLocale(db: DB, userId: string, locale: "ar" | "en") {
  await db.updateTable("user").set({ locale }).where("id", "=", userId).execute();
}

/** The person's sessions that have not expired, most recently used first; `current` marks this browser's. */
export async function listOwnSessions(db: DB, opts: { userId: string; currentSessionId: string }) {
  const rows = await db
    .selectFrom("session")
    .select(["id", "createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent"])
    .where("userId", "=", opts.userId)
    .where("expiresAt", ">", new Date())
    .orderBy("updatedAt", "desc")
    .execute();
  return rows.map((row) => ({ ...row, current: row.id === opts.currentSessionId }));
}

/** Ends the person's sessions but the current one (all of them but `keep`, or only `sessionId`); returns how many ended. */
export async function endOwnSessions(db: DB, opts: { userId: string; keep: string; sessionId?: string }): Promise<number> {
  let query = db.deleteFrom("session").where("userId", "=", opts.userId).where("id", "!=", opts.keep);
  if (opts.sessionId !== undefined) query = query.where("id", "=", opts.sessionId);
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

/** One of the person's own data exports that is ready and not expired, or null. */
export async function readyExportOf(db: DB, opts: { userId: string; id: string }) {
  const row = await db
    .selectFrom("data_exports")
    .select(["object_key", "status", "expires_at", "created_at"])
    .where("id", "=", opts.id)
    .where("user_id", "=", opts.userId)
    .executeTakeFirst();
  if (!row || row.status !== "ready" || !row.object_key || !row.expires_at || row.expires_at <= new Date()) return null;
  return { objectKey: row.object_key, createdAt: new Date(row.created_at) };
}
