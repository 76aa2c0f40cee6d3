import { sql } from "kysely";

/**
 * The database's clock, for comparisons with columns it filled itself (defaults of now()). A JS
 * Date is millisecond-precise while timestamptz keeps microseconds, so comparing a fresh row's
 * now() with `new Date()` could wrongly leave the row out.
 */
export const dbNow = () => sql<Date>`now()`;

/** A date from the database (a Date, or a string from a raw query) as ISO 8601; null stays null. */
export const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);
