import { csvDate, csvDateTime, toCsv } from "#server/common/csv";
import type { AdminCaseRow } from "./admin-list";
import type { AppLocale } from "~/i18n/config";
import { labelOf, serverT } from "~/i18n/i18next.server";

/** CSV export of /admin/cases; the format and its formula-injection guard are server/common/csv.ts. */
export { CSV_BOM, csvField, toCsv } from "#server/common/csv";

const COLUMNS = ["reference", "titleAr", "titleEn", "client", "company", "serviceArea", "court", "courtCaseNumber", "opposingParty", "status", "lawyers", "nextStep", "nextStepDue", "nextHearing", "opened", "updated"] as const;

/** The export file: the rows the filters show, labels in the admin's language, dates and times ISO 8601 in Doha time. */
export function casesCsv(rows: readonly AdminCaseRow[], locale: AppLocale): string {
  const t = serverT(locale, "cases");
  return toCsv([
    COLUMNS.map((column) => t(`admin.csvColumns.${column}`)),
    ...rows.map((r) => [
      r.reference,
      r.title_ar,
      r.title_en,
      r.client_name,
      r.company ? (locale === "ar" ? r.company.legal_name_ar || r.company.legal_name_en : r.company.legal_name_en || r.company.legal_name_ar) : "",
      // The service areas' names are the lawyer directory's practice areas (app/locales/{ar,en}/lawyers.json).
      labelOf(locale, "lawyers", `areas.${r.service_area}`, r.service_area),
      r.court ? r.court[locale] : "",
      r.court_case_number,
      r.opposing_party,
      t(`status.${r.status}`),
      r.lawyers.map((l) => l.name).join(locale === "ar" ? "، " : ", "),
      r.next_step,
      r.next_step_due,
      r.next_hearing_at ? csvDateTime(r.next_hearing_at) : "",
      csvDate(r.created_at),
      csvDate(r.updated_at),
    ]),
  ]);
}
