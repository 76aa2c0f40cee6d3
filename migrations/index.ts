import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_accounts";
import * as m0002 from "./0002_directory_updates_cases";

/**
 * Every migration, in order. Listed statically (not read from disk) so the same set runs from the
 * scripts, the server bundle and the tests. Never edit one that has landed: add the next number.
 */
export const migrations: Record<string, Migration> = {
  "0001_accounts": m0001,
  "0002_directory_updates_cases": m0002,
};
