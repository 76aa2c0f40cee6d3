import { adminAuditCsv } from "~/routes/dashboard/admin/audit/audit.server";

/** The CSV of what the audit page's filters show (every page), as a download; admins only. */
export const loader = adminAuditCsv;
