import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { z } from "zod";

/**
 * Configuration, parsed once at start-up (conventions: "Configuration is parsed once").
 * Everything has an embedded default so that `npm start` works with no configuration;
 * the scale-out engines are switched on by setting their variables.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  /** Defaults to http://localhost:{PORT}, so links in emails reach this server when only PORT is set. */
  BASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  /** The owner role that migrates (db/migrate.ts); DATABASE_URL is then a role with DML only (decision 036). */
  MIGRATION_DATABASE_URL: z.string().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  FILE_URL_SECRET: z.string().min(32).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Qanun Legal <no-reply@localhost>"),
  /** How often each app server's mail outbox worker looks for messages due a retry; new ones wake it at once (issue 14 §1). */
  MAIL_POLL_MS: z.coerce.number().int().min(100).default(5_000),
  /** How long an anonymous public page is served from memory at most; content changes empty the cache at once (issue 14 §2). 0 turns it off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  /** How long a kept page's ETag still answers 304s after its body expired, while no content changed (issue 30 §2). */
  PAGE_CACHE_ETAG_SECONDS: z.coerce.number().int().min(0).default(300),
  /** Page and data reads rendered at once by this server; the rest wait in line (server/http/concurrency.ts). 0 turns the limit off. */
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(0).default(16),
  /** Where contact messages and job applications are announced (issue 3 §1, §4). */
  FIRM_EMAIL: z.email().default("office@qanun.example"),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().default("SSO"),
  MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  /** In-browser voice calls (issue 4 §2): how early before the start the two parties may join. */
  CALL_JOIN_EARLY_MINUTES: z.coerce.number().int().min(0).default(10),
  /** ICE servers for in-browser calls, comma-separated (stun:host:port / turn:host:port); none by default. */
  STUN_URLS: z.string().default(""),
  TURN_URLS: z.string().default(""),
  TURN_USERNAME: z.string().optional(),
  TURN_CREDENTIAL: z.string().optional(),
  /** How often each app server sends due consultation reminders (issue 4 §1); 0 turns the worker off. */
  REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Optional phrasing model for the assistant (issue 11): an OpenAI-compatible chat-completions endpoint. */
  CHAT_MODEL_URL: z.string().url().optional(),
  CHAT_MODEL: z.string().optional(),
  CHAT_MODEL_KEY: z.string().optional(),
  CHAT_MODEL_TIMEOUT_MS: z.coerce.number().int().positive().default(6000),
  /** Questions to the assistant per visitor, and per IP whoever asks, in 5 minutes (issue 27 §7; server/chatbot/limits.ts). */
  CHATBOT_VISITOR_LIMIT: z.coerce.number().int().positive().default(40),
  CHATBOT_IP_LIMIT: z.coerce.number().int().positive().default(600),
  /** How long a question the assistant could not answer is kept after it was last asked (server/chatbot/unanswered.ts). */
  CHATBOT_UNANSWERED_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Working hours (Sun–Thu, 08:00–17:00 Doha) an "any suitable lawyer" request waits before the office assigns it. */
  ANY_LAWYER_ESCALATION_HOURS: z.coerce.number().min(0).max(200).default(4),
  /**
   * How many server processes share the port (node:cluster), to use every core: PostgreSQL only (an
   * embedded PGlite folder opens in one process). Each process is a full app server, as with several
   * machines: sessions, the page cache's invalidation, live notifications and the workers already work
   * across servers.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /**
   * The hosted-checkout payment gateway (issue 28 §4, decision 041). Unset: the fake gateway the project ships
   * (server/payments/fake-gateway), with a key and secret of its own, so tests and the demo pay with a test card.
   */
  PAYMENT_GATEWAY_URL: z.string().url().optional(),
  /** Sent as `Authorization: Bearer …` on every call to the gateway; required with PAYMENT_GATEWAY_URL. */
  PAYMENT_GATEWAY_API_KEY: z.string().min(16).optional(),
  /** The HMAC-SHA256 secret the gateway signs its webhooks with; required with PAYMENT_GATEWAY_URL. */
  PAYMENT_GATEWAY_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** How long a call to the gateway may take before the payer is told to try again later. */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** A card payment still pending this many minutes after it began is asked about at the gateway (a lost webhook), then again every as many minutes. */
  PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
}).superRefine((env, ctx) => {
  // A real gateway without its key or secret would fail at the first payment, or accept unsigned webhooks: refuse at start-up.
  if (!env.PAYMENT_GATEWAY_URL) return;
  for (const name of ["PAYMENT_GATEWAY_API_KEY", "PAYMENT_GATEWAY_WEBHOOK_SECRET"] as const) {
    if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: `${name} is required when PAYMENT_GATEWAY_URL is set` });
  }
});

export type Env = Omit<z.infer<typeof schema>, "BASE_URL"> & {
  BASE_URL: string;
  BETTER_AUTH_SECRET: string;
  FILE_URL_SECRET: string;
};

let cached: Env | undefined;

/** Secrets that are not configured are generated on first start and kept in DATA_DIR/secrets.json. */
function loadOrCreateSecrets(dataDir: string): { BETTER_AUTH_SECRET: string; FILE_URL_SECRET: string } {
  const file = path.join(dataDir, "secrets.json");
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    const secrets = {
      BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
      FILE_URL_SECRET: crypto.randomBytes(32).toString("base64url"),
    };
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
}

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = schema.parse(process.env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const needsSecrets = !parsed.BETTER_AUTH_SECRET || !parsed.FILE_URL_SECRET;
  const generated = needsSecrets ? loadOrCreateSecrets(dataDir) : undefined;
  cached = {
    ...parsed,
    DATA_DIR: dataDir,
    BASE_URL: (parsed.BASE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
    BETTER_AUTH_SECRET: parsed.BETTER_AUTH_SECRET ?? generated!.BETTER_AUTH_SECRET,
    FILE_URL_SECRET: parsed.FILE_URL_SECRET ?? generated!.FILE_URL_SECRET,
  };
  return cached;
}

/** Tests change the environment between files; this forgets the parsed copy. */
export function resetEnvForTests() {
  cached = undefined;
}
