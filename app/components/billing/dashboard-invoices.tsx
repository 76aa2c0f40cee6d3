import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/link";
import { InvoiceTable, qarText as qar } from "./invoice-table";
import type { AppLocale } from "~/i18n/config";

/** An invoice as a dashboard lists it (amounts in dirhams, dates as YYYY-MM-DD). */
export interface DashboardInvoice {
  id: string;
  number: string;
  amount_dirhams: number;
  state: string;
  due_on: string;
  receipt_number: string | null;
  case_id: string;
  reference: string;
  title_ar: string;
  title_en: string;
}

/**
 * Issue 28 §6–§7 on the dashboards: the client's invoices (to pay, with their due dates, and receipts) and what
 * they have paid; the lawyer's and the admin's overdue invoices. Each row leads to its case's billing section.
 */
export function DashboardInvoices({ heading, invoices, paidDirhams, locale, today }: { heading: string; invoices: DashboardInvoice[]; paidDirhams?: number; locale: AppLocale; today: string }) {
  const { t } = useTranslation("billing");
  if (invoices.length === 0 && !paidDirhams) return null;
  return (
    <section className="card" aria-labelledby="dashboard-invoices" data-testid="dashboard-invoices">
      <h2 id="dashboard-invoices">{heading}</h2>
      {paidDirhams !== undefined ? <p>{t("section.totalPaid", { amount: qar(paidDirhams, locale) })}</p> : null}
      {invoices.length ? (
        <InvoiceTable columns={["number", "case", "amount", "dueOn", "state"]}>
              {invoices.map((i) => (
                <tr key={i.id} data-testid="dashboard-invoice">
                  <td>
                    <bdi className="ref">{i.number}</bdi>
                    {i.receipt_number ? (
                      <div>
                        <a href={`/case/${i.case_id}/invoices/${i.id}/receipt.pdf`} download>
                          {t("section.downloadReceipt")}
                        </a>
                      </div>
                    ) : null}
                  </td>
                  <td>
                    <Link to={`/case/${i.case_id}#billing`}>
                      <bdi className="ref">{i.reference}</bdi> {(locale === "ar" ? i.title_ar || i.title_en : i.title_en || i.title_ar) ?? ""}
                    </Link>
                  </td>
                  <td>
                    <bdi>{qar(i.amount_dirhams, locale)}</bdi>
                  </td>
                  <td>
                    <bdi>{i.due_on}</bdi>
                    {i.state === "issued" && i.due_on < today ? <span className="badge ms-2">{t("section.overdue")}</span> : null}
                  </td>
                  <td>{t(`section.states.${i.state}`)}</td>
                </tr>
              ))}
        </InvoiceTable>
      ) : (
        <p className="muted">{t("section.empty")}</p>
      )}
    </section>
  );
}
