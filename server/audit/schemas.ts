import { z } from "zod";
import { isCalendarDate } from "#server/common/fields";
import { MAX_PAGE, searchQuery } from "#server/common/search";
import { singleLineString } from "#server/common/text";

/**
 * The audit page's filters (issue 10 §6), shared by the list, the CSV export and the page's URL.
 * Action and entity type have the shapes migration 0008 enforces, so a value that could not be in
 * the log is refused instead of searched for.
 */

export const AUDIT_PAGE_SIZE = 25;
/** A CSV holds at most this many rows (newest first); the page says when the filters match more. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

export const AUDIT_ACTION_PATTERN = /^[a-z][a-z0-9_.]{1,80}$/;
export const AUDIT_ENTITY_TYPE_PATTERN = /^[a-z][a-z0-9_]{1,40}$/;

/** A calendar date (YYYY-MM-DD), read as a whole day in Doha time. */
const qatarDate = z.string().max(10).refine(isCalendarDate, "adminAudit:validation.date");

export const auditFilters = z.object({
  /** Words, each found in the summary, the actor's name or the actor's email (Arabic letters folded). */
  q: searchQuery().optional(),
  actorId: singleLineString().trim().min(1).max(128).optional(),
  action: z.string().regex(AUDIT_ACTION_PATTERN).optional(),
  entityType: z.string().regex(AUDIT_ENTITY_TYPE_PATTERN).optional(),
  entityId: singleLineString().trim().min(1).max(200).optional(),
  /** First and last day, both included; given the wrong way round they are swapped. */
  from: qatarDate.optional(),
  to: qatarDate.optional(),
});
export type AuditFilters = z.output<typeof auditFilters>;

export const auditListInput = auditFilters.extend({
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
});

export const auditExportInput = z.object({
  filters: auditFilters,
  locale: z.enum(["ar", "en"]).default("ar"),
});
