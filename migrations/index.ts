import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_accounts";
import * as m0002 from "./0002_directory_updates_cases";
import * as m0003 from "./0003_lawyer_directory";
import * as m0004 from "./0004_updates_library_careers_contact";
import * as m0005 from "./0005_service_pages";
import * as m0006 from "./0006_consultations";
import * as m0007 from "./0007_cases";

/**
 * Every migration, in order. Listed statically (not read from disk) so the same set runs from the
 * scripts, the server bundle and the tests. Never edit one that has landed: add the next number.
 */
export const migrations: Record<string, Migration> = {
  "0001_accounts": m0001,
  "0002_directory_updates_cases": m0002,
  "0003_lawyer_directory": m0003,
  "0004_updates_library_careers_contact": m0004,
  "0005_service_pages": m0005,
  "0006_consultations": m0006,
  "0007_cases": m0007,
};
