import { createCookie } from "@remix-run/node";
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

/** The handoff's transcript heading, in each language; earlier handoffs are recognised by it. */
export const TRANSCRIPT_HEADINGS = { ar: "أسئلة الزائر إلى المساعد:", en: "The visitor's questions to the assistant:" } as const;
/** How long an earlier handoff counts: the same question sent again within it is not sent twice. */
export const HANDOFF_WINDOW_HOURS = 24;

/** The questions listed in an earlier handoff's body ("- question" lines after the heading). */
export function questionsInTranscript(body: string): string[] {
  const lines = body.split("\n");
  const start = lines.findIndex((line) => line === TRANSCRIPT_HEADINGS.ar || line === TRANSCRIPT_HEADINGS.en);
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith("- ")) break;
    out.push(line.slice(2).trim());
  }
  return out;
}

/**
 * The questions of this handoff that the office has not had yet from the same person: each once, and none the
 * person's handoffs of the last HANDOFF_WINDOW_HOURS already sent (a form posted again, a back button, two
 * handoffs of a growing conversation), with the earlier handoff's consultation when nothing is new.
 */
export async function unsentQuestions(
  db: DB,
  questions: string[],
  sender: { email: string } | { clientId: string },
): Promise<{ questions: string[]; earlierConsultationId: string | null }> {
  const unique = [...new Set(questions.map((q) => q.trim()).filter(Boolean))];
  const since = new Date(Date.now() - HANDOFF_WINDOW_HOURS * 3600_000);
  const bodies: { body: string; id: string | null }[] =
    "email" in sender
      ? (
          await db
            .selectFrom("contact_messages")
            .select(["message"])
            .where("email", "=", sender.email)
            .where("created_at", ">=", since)
            .where((eb) => eb.or([eb("message", "like", `${TRANSCRIPT_HEADINGS.ar}%`), eb("message", "like", `${TRANSCRIPT_HEADINGS.en}%`)]))
            .execute()
        ).map((row) => ({ body: row.message, id: null }))
      : (
          await db
            .selectFrom("consultations")
            .select(["id", "description"])
            .where("client_id", "=", sender.clientId)
            .where("created_at", ">=", since)
            .where((eb) => eb.or([eb("description", "like", `${TRANSCRIPT_HEADINGS.ar}%`), eb("description", "like", `${TRANSCRIPT_HEADINGS.en}%`)]))
            .orderBy("created_at", "desc")
            .execute()
        ).map((row) => ({ body: row.description, id: row.id }));
  const sent = new Set(bodies.flatMap((b) => questionsInTranscript(b.body)));
  return { questions: unique.filter((q) => !sent.has(q)), earlierConsultationId: bodies[0]?.id ?? null };
}
