/**
 * Rules of invoices, receipts and payments (issue 28 §3–§4). No server-only imports: the case page's forms
 * validate against the same limits.
 */

/** Invoice and receipt numbers: INV-2026-000001, RCT-2026-000001, gapless per year (billing_counters). */
export const INVOICE_PREFIX = "INV";
export const RECEIPT_PREFIX = "RCT";
export type CounterKind = "invoice" | "receipt";

/** 1 QAR = 100 dirhams; every amount is an integer of dirhams in the database and on the wire. */
export const DIRHAMS_PER_RIYAL = 100;

/** An invoice falls due this many days after it is issued unless the issuer names another date. */
export const DEFAULT_DUE_DAYS = 14;
/** The latest due date an issuer may set, counted from today. */
export const MAX_DUE_DAYS = 365;

export const REFUND_REASON_MAX_LENGTH = 1000;
export const BANK_REFERENCE_MAX_LENGTH = 100;

/** Invoice states (migration 0036) and what the case page calls each. */
export const INVOICE_STATES = ["issued", "paid", "partially_refunded", "refunded", "void"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** The states in which the invoice has been paid (a receipt exists). */
export const PAID_STATES: readonly InvoiceState[] = ["paid", "partially_refunded", "refunded"];

/** The gateway's webhook on this server (app/routes/api/payments/webhook/route.ts); exempt from the origin check, it is signed instead. */
export const WEBHOOK_PATH = "/api/payments/webhook";

/** The client is reminded this many days before an unpaid invoice falls due, and once the day after it (issue 28 §6). */
export const REMINDER_BEFORE_DAYS = 3;

/**
 * The reconciliation job also asks the gateway, once every REFUND_WATCH_EVERY_HOURS, about each card payment that
 * succeeded within REFUND_WATCH_DAYS, so that a refund made at the gateway whose webhook was lost is still recorded.
 * 180 days is the refund window card schemes commonly allow after a purchase.
 */
export const REFUND_WATCH_DAYS = 180;
export const REFUND_WATCH_EVERY_HOURS = 24;
