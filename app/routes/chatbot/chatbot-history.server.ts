import { randomBytes } from "node:crypto";
import { MAX_QUESTION_LENGTH } from "#server/chatbot/answer";
import { VISITOR_COOKIE, visitorIdOf } from "#server/chatbot/limits";

/**
 * The recent conversation of the no-JavaScript page (issue 11 §2): the visitor's own last questions,
 * in a session cookie (gone when the browser closes), never stored on the server. Answers are
 * recomputed from the content each time, so a changed page is reflected at once.
 */
const COOKIE = "chat_history";
const MAX_KEPT = 5;
/** Kept short so that five questions fit in one cookie. */
export const MAX_KEPT_LENGTH = 200;

export function readHistory(request: Request): string[] {
  const match = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(request.headers.get("Cookie") ?? "");
  if (!match) return [];
  try {
    const value = JSON.parse(Buffer.from(match[1]!, "base64url").toString("utf8")) as unknown;
    if (!Array.isArray(value)) return [];
    return value
      .filter((q): q is string => typeof q === "string" && q.trim().length > 0)
      .map((q) => q.trim().slice(0, Math.min(MAX_KEPT_LENGTH, MAX_QUESTION_LENGTH)))
      .slice(-MAX_KEPT);
  } catch {
    return [];
  }
}

export function historyCookieHeader(questions: string[]): string {
  const kept = questions.map((q) => q.slice(0, MAX_KEPT_LENGTH)).slice(-MAX_KEPT);
  if (kept.length === 0) return `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
  const value = Buffer.from(JSON.stringify(kept), "utf8").toString("base64url");
  return `${COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax`;
}

/**
 * Issue 27 §7: the assistant's limit counts per visitor. A random id in a session cookie (nothing else is kept
 * with it); a request without one gets one here, and the question it carries is already counted under it.
 */
export function withVisitor(request: Request): { request: Request; setCookie: string | null } {
  if (visitorIdOf(request.headers)) return { request, setCookie: null };
  const id = randomBytes(18).toString("base64url");
  const headers = new Headers(request.headers);
  const cookie = headers.get("Cookie");
  headers.set("Cookie", cookie ? `${cookie}; ${VISITOR_COOKIE}=${id}` : `${VISITOR_COOKIE}=${id}`);
  return { request: new Request(request.url, { method: request.method, headers, signal: request.signal }), setCookie: `${VISITOR_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax` };
}
