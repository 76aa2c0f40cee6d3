import { createHash } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { sql } from "kysely";
import type { DB } from "#db/index";
import type { Viewer } from "#server/auth/viewer";
import { getEnv } from "#server/config/env";
import { AppError } from "#server/errors/app-error";
import { consumeRateLimit } from "#server/rate-limit/rate-limit";

/**
 * Issue 27 §7: the assistant's limit is per visitor (a signed-in person, or the `chat_visitor` cookie the
 * assistant's page sets), so that a busy office behind one address is not one visitor; the address keeps a
 * much higher ceiling against scripts, and a caller without a cookie shares its address's visitor allowance.
 * CHATBOT_VISITOR_LIMIT and CHATBOT_IP_LIMIT tune them (questions per 5 minutes; README's configuration).
 */
export const ASK_WINDOW_SECONDS = 5 * 60;
export const VISITOR_COOKIE = "chat_visitor";
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function askLimits() {
  const env = getEnv();
  return {
    visitor: { limit: env.CHATBOT_VISITOR_LIMIT, windowSeconds: ASK_WINDOW_SECONDS },
    ip: { limit: env.CHATBOT_IP_LIMIT, windowSeconds: ASK_WINDOW_SECONDS },
  };
}

/**
 * The visitor's id: a session cookie (gone when the browser closes), signed, HttpOnly, Secure when the site is
 * served over https. Built from the configuration each time (cheap), so it follows BASE_URL.
 */
export function visitorCookie() {
  const env = getEnv();
  return createCookie(VISITOR_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.BASE_URL.startsWith("https://"),
    secrets: [env.BETTER_AUTH_SECRET],
  });
}

/** The visitor's id from the request's cookie, when it is one the assistant set (signed, of the right form). */
export async function visitorIdOf(headers: Headers): Promise<string | null> {
  const value = (await visitorCookie().parse(headers.get("Cookie"))) as unknown;
  return typeof value === "string" && VISITOR_ID.test(value) ? value : null;
}

/** The Set-Cookie header that gives a visitor this id. */
export function visitorCookieHeader(id: string): Promise<string> {
  return visitorCookie().serialize(id);
}

/** Counts one question; throws rate_limited (with the wait, for Retry-After) when a limit is passed. */
export async function limitAsks(db: DB, opts: { ip: string; headers: Headers; viewer: Viewer | null }): Promise<void> {
  const limits = askLimits();
  const visitor = opts.viewer ? `user:${opts.viewer.user.id}` : await visitorIdOf(opts.headers);
  const checks = [
    { key: `chatbot:visitor:${visitor ?? `anonymous:${opts.ip}`}`, ...limits.visitor },
    { key: `chatbot:ip:${opts.ip}`, ...limits.ip },
  ];
  for (const check of checks) {
    const rate = await consumeRateLimit(db, check);
    if (!rate.allowed) throw new AppError("rate_limited", { retryAfterSeconds: rate.retryAfterSeconds });
  }
}

/** The handoff's transcript heading, in each language. */
export const TRANSCRIPT_HEADINGS = { ar: "أسئلة الزائر إلى المساعد:", en: "The visitor's questions to the assistant:" } as const;
/** How long an earlier handoff counts: the same question sent again within it is not sent twice. */
export const HANDOFF_WINDOW_HOURS = 24;

type Sender = { email: string } | { clientId: string };

/** A question's key for one sender: a SHA-256 of who sends it and its text (case and spacing aside), nothing readable. */
export function handoffKey(sender: Sender, question: string): string {
  const who = "email" in sender ? `email:${sender.email.trim().toLowerCase()}` : `client:${sender.clientId}`;
  return createHash("sha256").update(`${who}\n${question.trim().replace(/\s+/g, " ").toLowerCase()}`).digest("hex");
}

/**
 * Claims the questions of this handoff that the office has not had from the same person in the last
 * HANDOFF_WINDOW_HOURS (a form posted again, a back button, two handoffs of a growing conversation, two posts at
 * the same moment): one row per question in chatbot_handoff_keys, inserted with `on conflict do nothing`, so of
 * two concurrent posts exactly one claims a question. Returns the claimed questions (each once), their keys (for
 * releaseQuestions when the sending fails, recordHandoffConsultation when it became one), and when nothing is
 * new, the consultation an earlier handoff of the same client became.
 */
export async function claimQuestions(
  db: DB,
  questions: string[],
  sender: Sender,
): Promise<{ questions: string[]; keys: string[]; earlierConsultationId: string | null }> {
  const byKey = new Map<string, string>();
  for (const q of questions.map((x) => x.trim()).filter(Boolean)) {
    const key = handoffKey(sender, q);
    if (!byKey.has(key)) byKey.set(key, q);
  }
  await db.deleteFrom("chatbot_handoff_keys").where("created_at", "<", sql<Date>`now() - make_interval(hours => ${HANDOFF_WINDOW_HOURS})`).execute();
  const all = [...byKey.keys()];
  const claimed =
    all.length === 0
      ? []
      : (
          await db
            .insertInto("chatbot_handoff_keys")
            .values(all.map((key) => ({ dedupe_key: key })))
            .onConflict((oc) => oc.column("dedupe_key").doNothing())
            .returning("dedupe_key")
            .execute()
        ).map((row) => row.dedupe_key);
  const claimedSet = new Set(claimed);
  const keys = all.filter((key) => claimedSet.has(key));
  let earlierConsultationId: string | null = null;
  if (keys.length === 0 && all.length > 0 && "clientId" in sender) {
    const earlier = await db
      .selectFrom("chatbot_handoff_keys")
      .select("consultation_id")
      .where("dedupe_key", "in", all)
      .where("consultation_id", "is not", null)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    earlierConsultationId = earlier?.consultation_id ?? null;
  }
  return { questions: keys.map((key) => byKey.get(key)!), keys, earlierConsultationId };
}

/** Gives claimed questions back when their handoff could not be sent, so that posting again sends them. */
export async function releaseQuestions(db: DB, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom("chatbot_handoff_keys").where("dedupe_key", "in", keys).execute();
}

/** Notes the consultation a client's handoff became, for a repeated post to lead to it. */
export async function recordHandoffConsultation(db: DB, keys: string[], consultationId: string): Promise<void> {
  if (keys.length > 0) await db.updateTable("chatbot_handoff_keys").set({ consultation_id: consultationId }).where("dedupe_key", "in", keys).execute();
}
