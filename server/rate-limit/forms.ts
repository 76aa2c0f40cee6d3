import type { DB } from "#db/index";
import { AppError } from "#server/errors/app-error";
import { consumeRateLimit, type RateLimitRule } from "./rate-limit";

export type PublicForm = "contact" | "job-application";

/** Per email: a person does not need more than this many messages or applications an hour. */
export const FORM_EMAIL_RULES: Record<PublicForm, RateLimitRule> = {
  contact: { limit: 5, windowSeconds: 60 * 60 },
  "job-application": { limit: 5, windowSeconds: 60 * 60 },
};

function perIpRule(): RateLimitRule {
  // Offices share one public IP, so the ceiling is generous; FORM_IP_LIMIT tunes it.
  return { limit: Number(process.env.FORM_IP_LIMIT ?? "") || 20, windowSeconds: 60 * 60 };
}

/** The contact form and job applications are limited per IP and per email (issue 3 §1, §4). */
export async function enforceFormRateLimit(db: DB, opts: { form: PublicForm; ip: string; email: string }) {
  const checks = [
    { key: `${opts.form}:ip:${opts.ip}`, ...perIpRule() },
    { key: `${opts.form}:email:${opts.email.trim().toLowerCase()}`, ...FORM_EMAIL_RULES[opts.form] },
  ];
  for (const check of checks) {
    const result = await consumeRateLimit(db, check);
    if (!result.allowed) throw new AppError("rate_limited", { retryAfterSeconds: result.retryAfterSeconds });
  }
}
