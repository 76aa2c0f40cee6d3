import crypto from "node:crypto";
import { getEnv } from "#server/config/env";

/**
 * Issue 25 item 7: no email address is written to the audit log. The log is append-only (migration 0008): an address in it could never be removed when its owner closes their account. Each address
 * in an entry is written as a keyed reference instead, `[email:` + 16 hex digits of an HMAC of the
 * lowercased address under a key derived from BETTER_AUTH_SECRET + `]`. The reference is kept, rather than
 * nothing, because the log is the firm's security record: an admin who holds an address (a suspected
 * takeover's destination, a person asking what was done to their account) can still find the entries
 * about it (the log's search turns an address into its reference), while the log alone names no one and
 * a reference cannot be turned back into an address without the server's secret and a guess to test.
 */
const ADDRESS = /[^\s<>()[\]{}"',;:@\\]+@[^\s<>()[\]{}"',;:@\\]+\.[^\s<>()[\]{}"',;:@\\.]+/gu;

let key: { secret: string; key: Buffer } | null = null;
function referenceKey(): Buffer {
  const secret = getEnv().BETTER_AUTH_SECRET;
  if (key?.secret !== secret) key = { secret, key: crypto.createHmac("sha256", secret).update("audit-email-reference:v1").digest() };
  return key.key;
}

/** The reference the audit log holds for `address` (any case). */
export function auditEmailReference(address: string): string {
  return `[email:${crypto.createHmac("sha256", referenceKey()).update(address.trim().toLowerCase()).digest("hex").slice(0, 16)}]`;
}

/** `text` with every email address in it replaced by its reference. */
export function withoutEmailAddresses(text: string): string {
  return text.replace(ADDRESS, (address) => auditEmailReference(address));
}

/** Whether a search word is an email address (then the log is searched for its reference). */
export function looksLikeEmailAddress(word: string): boolean {
  return new RegExp(`^${ADDRESS.source}$`, "u").test(word);
}

/** A JSON-ready copy of `value` (as JSON.stringify would write it) with every string's addresses replaced. */
export function jsonWithoutEmailAddresses(value: unknown): unknown {
  const scrub = (v: unknown): unknown => {
    if (typeof v === "string") return withoutEmailAddresses(v);
    if (Array.isArray(v)) return v.map(scrub);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, inner]) => [withoutEmailAddresses(k), scrub(inner)]));
    return v;
  };
  return scrub(JSON.parse(JSON.stringify(value)));
}
