import { getEnv } from "#server/config/env";
import { logger } from "#server/observability/logger";
import type { AppLocale } from "~/i18n/config";

/**
 * The optional phrasing model (issue 11 §1): an OpenAI-compatible chat-completions endpoint
 * (`CHAT_MODEL_URL`, `CHAT_MODEL`, `CHAT_MODEL_KEY`) rewrites a retrieved answer as a short reply,
 * from the retrieved passages only. What it returns is checked before anyone sees it: every citation
 * must be one of the passages it was given, every link one of their pages, and the reply must cite at
 * least one. Anything else (or no answer in time) is discarded and the plain retrieved answer stands.
 */
export interface ModelConfig {
  url: string;
  model?: string;
  key?: string;
  timeoutMs: number;
}

export interface ModelPassage {
  title: string;
  url: string;
  text: string;
}

/** Longest reply kept: a chat answer, not an essay. */
const MAX_REPLY_CHARS = 1200;
const MAX_PASSAGE_CHARS = 1500;

export function modelFromEnv(): ModelConfig | null {
  const env = getEnv();
  if (!env.CHAT_MODEL_URL) return null;
  return { url: env.CHAT_MODEL_URL, model: env.CHAT_MODEL, key: env.CHAT_MODEL_KEY, timeoutMs: env.CHAT_MODEL_TIMEOUT_MS };
}

const INSTRUCTIONS: Record<AppLocale, string> = {
  en: [
    "You answer questions for a law firm in Qatar, on its website.",
    "Use ONLY the numbered passages below. Do not add facts, figures, laws or advice that they do not contain.",
    "Answer in English in at most four sentences. After each sentence, cite the passage it comes from as [1], [2] or [3].",
    "Do not write links. If the passages do not answer the question, reply exactly: NO_ANSWER",
  ].join("\n"),
  ar: [
    "أنت تجيب عن أسئلة الزوار على موقع مكتب محاماة في قطر.",
    "استخدم المقاطع المرقّمة أدناه فقط. لا تضف وقائع أو أرقامًا أو قوانين أو نصائح ليست فيها.",
    "أجب بالعربية في أربع جمل على الأكثر، واذكر بعد كل جملة رقم المقطع الذي أُخذت منه هكذا: [1] أو [2] أو [3].",
    "لا تكتب روابط. إن لم تجب المقاطع عن السؤال فأجب بالضبط: NO_ANSWER",
  ].join("\n"),
};

function promptOf(question: string, passages: ModelPassage[]): string {
  const numbered = passages.map((p, i) => `[${i + 1}] ${p.title}\n${p.text.slice(0, MAX_PASSAGE_CHARS)}`).join("\n\n");
  return `${numbered}\n\n---\n${question}`;
}

/**
 * The reply if it passes the checks, else null. Citations are [n] with n among the passages given;
 * links (absolute, or site paths) must be pages of those passages.
 */
export function acceptedReply(reply: string, passages: ModelPassage[]): string | null {
  const text = reply.trim();
  if (!text || text.includes("NO_ANSWER") || text.length > MAX_REPLY_CHARS) return null;
  const cited = [...text.matchAll(/\[(\d{1,3})\]/g)].map((m) => Number(m[1]));
  if (cited.length === 0) return null;
  if (cited.some((n) => n < 1 || n > passages.length)) return null;
  const pages = new Set(passages.map((p) => p.url.split("#")[0]!.split("?")[0]!));
  const links = [...text.matchAll(/(?:https?:\/\/[^\s)\]>"']+|(?<![\w/])\/[a-z0-9][\w\-/]*)/gi)].map((m) => m[0]);
  for (const link of links) {
    let path: string;
    try {
      path = new URL(link, "http://site.invalid").pathname.replace(/\/$/, "") || "/";
    } catch {
      return null;
    }
    if (/^https?:/i.test(link) && !link.startsWith(getEnv().BASE_URL)) return null;
    if (!pages.has(path)) return null;
  }
  // Markup is never the model's to add: the page escapes it anyway, but a reply that tries is not used.
  if (/<\/?[a-z][^>]*>/i.test(text)) return null;
  return text;
}

/** Asks the model; null when it is not configured, fails, is slow, or its reply does not pass the checks. */
export async function phraseWithModel(config: ModelConfig, question: string, locale: AppLocale, passages: ModelPassage[]): Promise<string | null> {
  if (passages.length === 0) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const response = await fetch(config.url, {
      method: "POST",
      signal: controller.signal,
      headers: { "Content-Type": "application/json", ...(config.key ? { Authorization: `Bearer ${config.key}` } : {}) },
      body: JSON.stringify({
        ...(config.model ? { model: config.model } : {}),
        temperature: 0,
        max_tokens: 400,
        messages: [
          { role: "system", content: INSTRUCTIONS[locale] },
          { role: "user", content: promptOf(question, passages) },
        ],
      }),
    });
    if (!response.ok) {
      logger.warn("chat model refused", { status: response.status });
      return null;
    }
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string") return null;
    const accepted = acceptedReply(content, passages);
    if (!accepted) logger.info("chat model reply discarded", { length: content.length });
    return accepted;
  } catch (error) {
    logger.warn("chat model unavailable", { error: error instanceof Error ? error.name : String(error) });
    return null;
  } finally {
    clearTimeout(timer);
  }
}
