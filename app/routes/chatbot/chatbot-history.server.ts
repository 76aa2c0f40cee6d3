import { randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { MAX_QUESTION_LENGTH } from "#server/chatbot/schemas";
import { visitorCookieHeader, visitorIdOf } from "#server/chatbot/limits";
import { getEnv } from "#server/config/env";

/**
 * The recent conversation of the no-JavaScript page (issue 11 §2): the visitor's own last questions,
 * in a session cookie (gone when the browser closes), never stored on the server. Answers are
 * recomputed from the content each time, so a changed page is reflected at once.
 */
const MAX_KEPT = 5;
/** Kept short so that five questions fit in one cookie. */
export const MAX_KEPT_LENGTH = 200;

/** Signed, HttpOnly, SameSite=Lax, Secure when the site is served over https; built from the configuration each time. */
function historyCookie() {
  const env = getEnv();
  return createCookie("chat_history", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.BASE_URL.startsWith("https://"),
    secrets: [env.BETTER_AUTH_SECRET],
  });
}

export async function readHistory(request: Request): Promise<string[]> {
  const value = (await historyCookie().parse(request.headers.get("Cookie"))) as unknown;
  if (!Array.isArray(value)) return [];
  return value
    .filter((q): q is string => typeof q === "string" && q.trim().length > 0)
    .map((q) => q.trim().slice(0, Math.min(MAX_KEPT_LENGTH, MAX_QUESTION_LENGTH)))
    .slice(-MAX_KEPT);
}

export function historyCookieHeader(questions: string[]): Promise<string> {
  const kept = questions.map((q) => q.slice(0, MAX_KEPT_LENGTH)).slice(-MAX_KEPT);
  if (kept.length === 0) return historyCookie().serialize([], { maxAge: 0 });
  return historyCookie().serialize(kept);
}

/**
 * Issue 27 §7: the assistant's limit counts per visitor. A random id in a session cookie (nothing else is kept
 * with it); a request without one gets one here, and the question it carries is already counted under it.
 */
export async function withVisitor(request: Request): Promise<{ request: Request; setCookie: string | null }> {
  if (await visitorIdOf(request.headers)) return { request, setCookie: null };
  const setCookie = await visitorCookieHeader(randomBytes(18).toString("base64url"));
  const pair = setCookie.split(";")[0]!;
  const headers = new Headers(request.headers);
  const cookie = headers.get("Cookie");
  headers.set("Cookie", cookie ? `${cookie}; ${pair}` : pair);
  return { request: new Request(request.url, { method: request.method, headers, signal: request.signal }), setCookie };
}
