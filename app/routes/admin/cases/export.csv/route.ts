import { adminCasesCsv } from "~/routes/admin/cases/cases.server";

/** The CSV of what the filters of /admin/cases show (every page), as a download; admins only. */
export const loader = adminCasesCsv;
