/** spec §9: the session is checked every 30 s; 502/503/504 are retried for up to about 30 s. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const RETRYABLE_STATUSES = [502, 503, 504];
export const RETRY_WINDOW_MS = 30_000;
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 10_000];

export type SessionState = "active" | "ended" | "unknown";

/**
 * Asks the server whether the session still exists (/api/session: better-auth's get-session without
 * the token, which also slides its expiry forward when it is due). Gateway errors are retried within the window; anything else
 * that is not an answer leaves the state unknown, so a flaky network never signs anyone out.
 */
export async function checkSession(opts: {
  fetch: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}): Promise<SessionState> {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = opts.now ?? Date.now;
  const started = now();
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await opts.fetch("/api/session", { credentials: "same-origin", headers: { accept: "application/json" } });
    } catch {
      return "unknown";
    }
    if (RETRYABLE_STATUSES.includes(response.status)) {
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
      if (now() - started + delay > RETRY_WINDOW_MS) return "unknown";
      await sleep(delay);
      continue;
    }
    if (!response.ok) return "unknown";
    const body = (await response.json().catch(() => undefined)) as { session?: unknown } | null | undefined;
    if (body === undefined) return "unknown";
    return body && body.session ? "active" : "ended";
  }
}
