import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { InvoiceTable, qarText as qar } from "~/components/billing/invoice-table";
import { dayText, inLocale } from "~/components/cases/case-text";
import type { AppLocale } from "~/i18n/config";
import type { CasePageView } from "./case-types";

type Invoice = CasePageView["billing"]["invoices"][number];

/**
 * Issue 28 §3–§4, §7: the case's invoices with their due dates, the Pay button for the client side, receipts,
 * what has been paid in total; for the firm the issue form, and for the admin refunds and recorded transfers.
 * Every form is a plain POST to /case/{id}/billing (a full page load, so Pay's 303 reaches the gateway's page).
 */
export function BillingSection({ data }: { data: CasePageView }) {
  const { t } = useTranslation("billing");
  const locale = data.locale as AppLocale;
  const { billing, caseData: c } = data;
  const today = new Date().toISOString().slice(0, 10);
  const open = c.milestones.filter((m) => (m.state === "planned" || m.state === "done") && !billing.notAgreed.includes(m.id));
  const waiting = c.milestones.filter((m) => billing.notAgreed.includes(m.id));
  return (
    <section className="card" id="billing" aria-labelledby="billing-heading" data-testid="billing">
      <h2 id="billing-heading">{t("section.heading")}</h2>
      {billing.returnedFor ? (
        <p className="notice" role="status">
          {t("section.returned")}
        </p>
      ) : null}
      <p>
        <strong data-testid="billing-total-paid">{t("section.totalPaid", { amount: qar(billing.paidDirhams, locale) })}</strong>
      </p>
      {billing.invoices.length ? (
        <InvoiceTable columns={["number", "description", "amount", "dueOn", "state"]} testId="invoices">
          {billing.invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} data={data} overdue={invoice.state === "issued" && invoice.due_on < today} />
          ))}
        </InvoiceTable>
      ) : (
        <p className="muted">{t("section.empty")}</p>
      )}
      {billing.can.pay && billing.bank?.iban && billing.invoices.some((i) => i.state === "issued") ? (
        <p className="muted" data-testid="bank-transfer">
          {t("section.bankTransfer", {
            bank: (locale === "ar" ? billing.bank.bank_name_ar : billing.bank.bank_name_en) ?? "",
            iban: billing.bank.iban,
            reference: billing.invoices.filter((i) => i.state === "issued").map((i) => i.bank_reference).join(", "),
          })}
        </p>
      ) : null}
      {billing.can.issue && !billing.letterSigned ? <p className="muted">{t("section.issue.needsLetter")}</p> : null}
      {billing.can.issue && billing.letterSigned && waiting.length ? (
        <p className="muted" data-testid="milestones-not-agreed">
          {t("section.issue.notAgreed", { milestones: waiting.map((m) => inLocale({ ar: m.title_ar, en: m.title_en }, locale).text).join(locale === "ar" ? "، " : ", ") })}
        </p>
      ) : null}
      {billing.can.issue && billing.letterSigned ? (
        open.length ? (
          <BillingForm caseId={c.id} intent="issue" legend={t("section.issue.legend")} submit={t("section.issue.submit")}>
            <label className="field">
              <span>{t("section.issue.milestone")}</span>
              <select name="milestoneId" required>
                {open.map((m) => (
                  <option key={m.id} value={m.id}>
                    {inLocale({ ar: m.title_ar, en: m.title_en }, locale).text} — {qar(m.fee_qar * 100, locale)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t("section.issue.dueOn")}</span>
              <input type="date" name="dueOn" min={today} />
            </label>
          </BillingForm>
        ) : (
          <p className="muted">{t("section.issue.none")}</p>
        )
      ) : null}
    </section>
  );
}

function InvoiceRow({ invoice, data, overdue }: { invoice: Invoice; data: CasePageView; overdue: boolean }) {
  const { t } = useTranslation("billing");
  const locale = data.locale as AppLocale;
  const { can } = data.billing;
  const c = data.caseData;
  const remaining = invoice.amount_dirhams - invoice.refunded_dirhams;
  return (
    <tr data-testid="invoice" id={`invoice-${invoice.id}`}>
      <td>
        <bdi className="ref">{invoice.number}</bdi>
        <div>
          <a href={`/case/${c.id}/invoices/${invoice.id}/invoice.pdf`} download>
            {t("section.downloadInvoice")}
          </a>
        </div>
        {invoice.receipt_number ? (
          <div className="muted">
            {t("section.receipt")}: <bdi>{invoice.receipt_number}</bdi>{" "}
            <a href={`/case/${c.id}/invoices/${invoice.id}/receipt.pdf`} download>
              {t("section.downloadReceipt")}
            </a>
          </div>
        ) : null}
      </td>
      <td dir="auto">{inLocale({ ar: invoice.description_ar, en: invoice.description_en }, locale).text}</td>
      <td>
        <bdi>{qar(invoice.amount_dirhams, locale)}</bdi>
        {invoice.refunded_dirhams ? <div className="muted">{t("section.refunded", { amount: qar(invoice.refunded_dirhams, locale) })}</div> : null}
      </td>
      <td>
        {dayText(invoice.due_on, locale)}
        {overdue ? <span className="badge ms-2">{t("section.overdue")}</span> : null}
      </td>
      <td>
        <span data-testid="invoice-state">{t(`section.states.${invoice.state}`)}</span>
        {invoice.state === "issued" && invoice.confirming ? <div className="muted">{t("section.confirming")}</div> : null}
        {invoice.state === "issued" && can.pay ? (
          <Form method="post" action={`/case/${c.id}/billing`} reloadDocument data-testid="pay-form">
            <input type="hidden" name="intent" value="pay" />
            <input type="hidden" name="invoiceId" value={invoice.id} />
            <button type="submit" className="btn-primary">
              {t("section.pay", { amount: qar(invoice.amount_dirhams, locale) })}
            </button>
          </Form>
        ) : null}
        {invoice.state === "issued" && can.recordTransfer ? (
          <BillingForm caseId={c.id} intent="recordTransfer" legend={t("section.transfer.legend")} submit={t("section.transfer.submit")} invoiceId={invoice.id}>
            <AmountField label={t("section.transfer.amount")} defaultValue={String(invoice.amount_dirhams / 100)} />
            <label className="field">
              <span>{t("section.transfer.reference")}</span>
              <input name="bankReference" required maxLength={100} dir="ltr" />
            </label>
          </BillingForm>
        ) : null}
        {(invoice.state === "paid" || invoice.state === "partially_refunded") && can.refund && remaining > 0 ? (
          <BillingForm caseId={c.id} intent="refund" legend={t("section.refund.legend")} submit={t("section.refund.submit")} invoiceId={invoice.id}>
            <AmountField label={t("section.refund.amount")} />
            <label className="field">
              <span>{t("section.refund.reason")}</span>
              <textarea name="reason" required minLength={3} maxLength={1000} dir="auto" />
            </label>
          </BillingForm>
        ) : null}
      </td>
    </tr>
  );
}

function AmountField({ label, defaultValue }: { label: string; defaultValue?: string }) {
  return (
    <label className="field">
      <span>{label}</span>
      <input name="amount" inputMode="decimal" required defaultValue={defaultValue} dir="ltr" />
    </label>
  );
}

/** One billing form: a plain POST (a full page load) to /case/{id}/billing, validated there. */
function BillingForm({ caseId, intent, legend, submit, invoiceId, children }: { caseId: string; intent: string; legend: string; submit: string; invoiceId?: string; children: ReactNode }) {
  return (
    <Form method="post" action={`/case/${caseId}/billing`} reloadDocument className="form case-form" data-testid={`${intent}-form`}>
      <fieldset>
        <legend>{legend}</legend>
        <input type="hidden" name="intent" value={intent} />
        {invoiceId ? <input type="hidden" name="invoiceId" value={invoiceId} /> : null}
        {children}
        <div>
          <button type="submit" className="btn-secondary">
            {submit}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}
