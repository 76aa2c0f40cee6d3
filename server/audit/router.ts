import { adminProcedure, router } from "#server/trpc/init";
import { auditCsv } from "./csv";
import { auditChoices, listAudit, listAuditForExport } from "./queries";
import { AUDIT_CSV_MAX_ROWS, auditExportInput, auditListInput } from "./schemas";

/**
 * The audit log (issue 10 §6), read by admins only: every procedure is an adminProcedure, so a lawyer,
 * a client or a visitor is refused here (FORBIDDEN / UNAUTHORIZED) whatever a page does. There is no
 * procedure that changes an entry; the database refuses it anyway (migration 0008).
 */
export const auditRouter = router({
  /** One page, newest first, filtered; with the filter form's choices (actions, records, people in the log). */
  list: adminProcedure.input(auditListInput).query(async ({ ctx, input }) => {
    const [page, choices] = await Promise.all([listAudit(ctx.db, input), auditChoices(ctx.db)]);
    return { ...page, choices };
  }),

  /** The CSV of what the filters show (every page, up to AUDIT_CSV_MAX_ROWS), in the admin's language. */
  exportCsv: adminProcedure.input(auditExportInput).query(async ({ ctx, input }) => {
    const rows = await listAuditForExport(ctx.db, input.filters, AUDIT_CSV_MAX_ROWS);
    const date = new Date().toISOString().slice(0, 10);
    return { fileName: `audit-log-${date}.csv`, contentType: "text/csv; charset=utf-8", body: auditCsv(rows, input.locale), rows: rows.length };
  }),
});
