import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/ui/data-table";
import type { AppLocale } from "~/i18n/config";

/** Dirhams (1 QAR = 100 dirhams) as QAR in the page's language, the dirhams shown only when there are any. */
export function qarText(dirhams: number, locale: AppLocale): string {
  const figures = new Intl.NumberFormat(locale === "ar" ? "ar-QA" : "en-QA", { minimumFractionDigits: dirhams % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(dirhams / 100);
  return locale === "ar" ? `${figures} ر.ق.` : `QAR ${figures}`;
}

/** The columns an invoice list may show, by their label in the billing namespace. */
const COLUMN_LABELS = {
  number: "section.number",
  description: "section.description",
  case: "finance.case",
  client: "finance.client",
  amount: "section.amount",
  dueOn: "section.dueOn",
  state: "section.state",
} as const;

/** A list of invoices (the case page, the dashboards, the finance view) as a DataTable, its columns named in the billing namespace. */
export function InvoiceTable({ columns, testId, children }: { columns: (keyof typeof COLUMN_LABELS)[]; testId?: string; children: ReactNode }) {
  const { t } = useTranslation("billing");
  return (
    <DataTable columns={columns.map((column) => t(COLUMN_LABELS[column]))} testId={testId}>
      {children}
    </DataTable>
  );
}
