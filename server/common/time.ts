import { sql } from "kysely";

/**
 * The database's clock, for comparisons with columns it filled itself (defaults of now()). A JS
 * Date is millisecond-precise while timestamptz keeps microseconds, so comparing a fresh row's
 * now() with `new Date()` could wrongly leave the row out.
 */
export const dbNow = () => sql<Date>`now()`;
