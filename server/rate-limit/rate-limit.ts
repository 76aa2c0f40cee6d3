import { sql } from "kysely";
import type { DB } from "#db/index";
import { AppError } from "#server/errors/app-error";

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window, atomically in the database (so every app server
 * shares the count), and says whether it is still within the limit.
 */
export async function consumeRateLimit(
  db: DB,
  opts: { key: string } & RateLimitRule,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const interval = `${opts.windowSeconds} seconds`;
  const row = await sql<{ count: number; window_start: Date }>`
    insert into rate_limits (key, window_start, count) values (${opts.key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${interval}::interval then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${interval}::interval then now() else rate_limits.window_start end
    returning count, window_start`.execute(db);
  const { count, window_start } = row.rows[0]!;
  const elapsed = (Date.now() - new Date(window_start).getTime()) / 1000;
  return {
    allowed: count <= opts.limit,
    retryAfterSeconds: Math.max(1, Math.ceil(opts.windowSeconds - elapsed)),
  };
}

export type AuthAction = "sign-in" | "sign-up" | "password-reset" | "confirmation-resend";

const PER_EMAIL: Record<AuthAction, RateLimitRule> = {
  "sign-in": { limit: 8, windowSeconds: 10 * 60 },
  "sign-up": { limit: 3, windowSeconds: 60 * 60 },
  "password-reset": { limit: 3, windowSeconds: 60 * 60 },
  "confirmation-resend": { limit: 3, windowSeconds: 60 * 60 },
};

function perIpRule(action: AuthAction): RateLimitRule {
  // Offices share one public IP, so the per-IP ceiling is generous; AUTH_IP_LIMIT tunes it.
  const limit = Number(process.env.AUTH_IP_LIMIT ?? "") || (action === "sign-in" ? 60 : 30);
  return { limit, windowSeconds: 10 * 60 };
}

/** Sign-in, sign-up and reset requests are limited per IP and per email (issue 2 §3). */
export async function enforceAuthRateLimit(db: DB, opts: { action: AuthAction; ip: string; email: string }) {
  const checks = [
    { key: `${opts.action}:ip:${opts.ip}`, ...perIpRule(opts.action) },
    { key: `${opts.action}:email:${opts.email.trim().toLowerCase()}`, ...PER_EMAIL[opts.action] },
  ];
  for (const check of checks) {
    const result = await consumeRateLimit(db, check);
    if (!result.allowed) throw new AppError("rate_limited", { retryAfterSeconds: result.retryAfterSeconds });
  }
}
