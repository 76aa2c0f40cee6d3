/**
 * How an audit entry's before and after read to a person (the audit page and its CSV): one line per
 * field, its value before and after. Pure, so the page's components and the server share it.
 */

export interface FieldChange {
  /** The recorded key (a machine name, e.g. "verificationStatus"). */
  field: string;
  /** The field's name for a person, when the reader has one (the audit page does), else the key. */
  label: string;
  /** null when the field had no value (a creation) or has none now (a removal). */
  before: string | null;
  after: string | null;
  /**
   * A value is data, not prose: structured (an object or a list of them, written as JSON) or a machine identifier (a
   * gateway's checkout id, a key). The page shows it as code, which may wrap anywhere.
   */
  data: boolean;
}

/** How a reader wants an instant (an ISO 8601 date-time string) written: the audit page writes it in Doha time. */
export interface AuditValueFormat {
  instant?: (iso: string) => string;
  /** A field's name for a person, or null to show the key. */
  field?: (field: string) => string | null;
  /** A recorded code's label ("in_progress", "cr_amendment", true), or null to show the value as it is. */
  code?: (field: string, value: string | boolean) => string | null;
}

/** A value that is a code of the platform's (a state, a kind): lower case with underscores, no spaces. */
const isCode = (value: unknown): value is string => typeof value === "string" && /^[a-z][a-z0-9_]{1,40}$/.test(value);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** One token of 16 characters or more, with a digit, no space: an id or a key, not a word or a reference. */
const isMachineToken = (value: unknown): boolean => typeof value === "string" && /^[\w:.-]{16,}$/.test(value) && /\d/.test(value) && !ISO_INSTANT.test(value);
const isObject = (value: unknown): boolean =>
  typeof value === "object" && value !== null && !(value instanceof Date) && (!Array.isArray(value) || value.some(isObject));

const MAX_VALUE_LENGTH = 400;

/** One value as text: lists joined, objects as JSON, long text cut with an ellipsis. */
export function auditValueText(value: unknown, format: AuditValueFormat = {}): string | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === "string") text = format.instant && ISO_INSTANT.test(value) ? format.instant(value) : value;
  else if (typeof value === "number" || typeof value === "boolean") text = String(value);
  else if (Array.isArray(value)) text = value.map((item) => auditValueText(item, format) ?? "—").join(", ");
  else text = JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** The fields of an entry in the order they were recorded (before's first, then any new in after). */
export function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null, format: AuditValueFormat = {}): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  // Issue 29: a code a person reads is a label in their language ("In progress", not "in_progress").
  const text = (field: string, value: unknown) => ((isCode(value) || typeof value === "boolean") && format.code?.(field, value)) || auditValueText(value, format);
  return fields.map((field) => ({
    field,
    label: format.field?.(field) ?? field,
    before: text(field, before?.[field]),
    after: text(field, after?.[field]),
    data: [before?.[field], after?.[field]].some((value) => isObject(value) || isMachineToken(value)),
  }));
}

/** The changes as one line of text, "field: before → after; …", for the CSV. */
export function fieldChangesText(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  return fieldChanges(before, after)
    .map((c) => `${c.field}: ${c.before ?? "—"} → ${c.after ?? "—"}`)
    .join("; ");
}
