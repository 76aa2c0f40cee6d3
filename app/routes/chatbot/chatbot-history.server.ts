import { MAX_QUESTION_LENGTH } from "#server/chatbot/answer";

/**
 * The recent conversation of the no-JavaScript page (issue 11 §2): the visitor's own last questions,
 * in a session cookie (gone when the browser closes), never stored on the server. Answers are
 * recomputed from the content each time, so a changed page is reflected at once.
 */
const COOKIE = "chat_history";
const MAX_KEPT = 5;
/** Kept short so that five questions fit in one cookie. */
const MAX_KEPT_LENGTH = 200;

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
