import crypto from "node:crypto";
import { sql } from "kysely";
import type { DB } from "#db/index";
import { recordAudit } from "#server/audit/record";
import { getEnv } from "#server/config/env";
import { notFound } from "#server/errors/app-error";
import { CALENDAR_FEED_PATH } from "./constants";
import { courtOf } from "./courts";
import type { CaseActor } from "./events";
import { hearingFeedIcs } from "./ics";
import { HEARING_WITH_CASE_COLUMNS } from "./queries";
import { localeOf } from "~/i18n/config";

/**
 * A lawyer's private calendar feed of hearings (issue 9 §3): an .ics URL with a secret token that a
 * calendar app subscribes to. Only the token's SHA-256 is stored (like invitation tokens), so the URL
 * is shown once when created; creating a new one replaces it, revoking deletes it, and either way
 * the old URL stops working at once. The feed holds the hearings of the cases assigned to the lawyer
 * now (from 90 days back), cancelled ones marked cancelled so calendars drop them.
 */

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const FEED_HISTORY_DAYS = 90;

export function calendarFeedUrl(token: string): string {
  return `${getEnv().BASE_URL}${CALENDAR_FEED_PATH}/${token}.ics`;
}

/**
 * Creates (or replaces) the lawyer's feed token and returns the URL, shown this once. The audit row
 * says that a feed was created or replaced, never the token.
 */
export async function createCalendarToken(db: DB, actor: CaseActor) {
  const { viewer } = actor;
  const token = crypto.randomBytes(32).toString("base64url");
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("case_calendar_tokens").select("created_at").where("user_id", "=", viewer.user.id).forUpdate().executeTakeFirst();
    await trx
      .insertInto("case_calendar_tokens")
      .values({ user_id: viewer.user.id, token_hash: hashToken(token), last_used_at: null })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ token_hash: hashToken(token), created_at: sql<Date>`now()`, last_used_at: null }))
      .execute();
    await recordAudit(trx, actor, {
      action: existing ? "calendar_feed.replace" : "calendar_feed.create",
      entityType: "calendar_feed",
      entityId: viewer.user.id,
      summary: viewer.user.name,
      before: { feed: existing ? "active" : "none" },
      after: { feed: "active" },
    });
  });
  return { token, url: calendarFeedUrl(token) };
}

export async function revokeCalendarToken(db: DB, actor: CaseActor) {
  const { viewer } = actor;
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("case_calendar_tokens").where("user_id", "=", viewer.user.id).executeTakeFirst();
    const revoked = Number(result.numDeletedRows) > 0;
    if (revoked) {
      await recordAudit(trx, actor, {
        action: "calendar_feed.revoke",
        entityType: "calendar_feed",
        entityId: viewer.user.id,
        summary: viewer.user.name,
        before: { feed: "active" },
        after: { feed: "none" },
      });
    }
    return { revoked };
  });
}

/** The feed for a token (with or without a trailing ".ics"), or notFound() for an unknown or revoked one. */
export async function calendarFeedFor(db: DB, rawToken: string, now = new Date()) {
  const token = rawToken.replace(/\.ics$/, "");
  if (!TOKEN_PATTERN.test(token)) notFound();
  const owner = await db
    .selectFrom("case_calendar_tokens")
    .innerJoin("user", "user.id", "case_calendar_tokens.user_id")
    .innerJoin("profiles", "profiles.id", "user.id")
    .select(["user.id", "user.name", "user.locale", "user.twoFactorEnabled", "profiles.user_type"])
    .where("case_calendar_tokens.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  // A feed belongs to a lawyer; one whose account stopped being a lawyer's gets nothing, and so does a
  // lawyer without a second factor (an admin reset it): issue 25 §1, no client data before enrolment.
  if (!owner || owner.user_type !== "lawyer" || !owner.twoFactorEnabled) notFound();
  await db.updateTable("case_calendar_tokens").set({ last_used_at: sql<Date>`now()` }).where("user_id", "=", owner.id).execute();
  const hearings = await db
    .selectFrom("case_hearings")
    .innerJoin("cases", "cases.id", "case_hearings.case_id")
    .innerJoin("case_lawyers", "case_lawyers.case_id", "cases.id")
    .select(HEARING_WITH_CASE_COLUMNS)
    .where("case_lawyers.lawyer_user_id", "=", owner.id)
    .where("case_hearings.starts_at", ">=", new Date(now.getTime() - FEED_HISTORY_DAYS * 24 * 3600_000))
    .orderBy("case_hearings.starts_at")
    .limit(2000)
    .execute();
  const locale = localeOf(owner.locale);
  const baseUrl = getEnv().BASE_URL;
  const ics = hearingFeedIcs({
    name: locale === "ar" ? `جلسات ${owner.name} — قانون للمحاماة` : `${owner.name}'s hearings — Qanun Legal`,
    baseUrl,
    entries: hearings.map((h) => {
      const court = courtOf(h.court);
      const title = locale === "ar" ? h.title_ar || h.title_en : h.title_en || h.title_ar;
      const url = `${baseUrl}/case/${h.case_id}`;
      return {
        hearingId: h.id,
        sequence: h.sequence,
        cancelled: h.status === "cancelled",
        startsAt: new Date(h.starts_at),
        summary: locale === "ar" ? `جلسة ${h.reference}: ${title}` : `Hearing ${h.reference}: ${title}`,
        description: `${h.purpose}\n${url}`,
        location: [court?.[locale], h.chamber].filter(Boolean).join(", "),
        url,
      };
    }),
  });
  return { ics, fileName: "hearings.ics", contentType: "text/calendar; charset=utf-8" };
}
