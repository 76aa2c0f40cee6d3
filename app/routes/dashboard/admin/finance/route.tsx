import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { PageHeader } from "~/components/layout/page-header";
import { Link } from "~/components/ui/link";
import { InvoiceTable, qarText as qar } from "~/components/billing/invoice-table";
import { dayText, inLocale } from "~/components/cases/case-text";
import type { AppLocale } from "~/i18n/config";
import { metaFrom } from "~/utils/meta";
import { loadFinancePage } from "./finance.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadFinancePage(request);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

/** Issue 28 §6: the firm's money, filtered by lawyer, client and service area; each invoice leads to its case. */
export default function FinancePage() {
  const { locale: pageLocale, filters, finance, lawyers, csvHref } = useLoaderData<typeof loader>();
  const { t } = useTranslation("billing");
  const locale = pageLocale as AppLocale;
  const month = (value: string) => new Intl.DateTimeFormat(locale === "ar" ? "ar-QA" : "en-QA", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${value}-01T00:00:00Z`));
  return (
    <div className="container page">
      <PageHeader heading={t("finance.title")} intro={t("finance.intro")} />
      <Form method="get" className="form filters" data-testid="finance-filters">
        <label className="field">
          <span>{t("finance.filters.lawyer")}</span>
          <select name="lawyer" defaultValue={filters.lawyerId ?? ""}>
            <option value="">{t("finance.filters.all")}</option>
            {lawyers.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t("finance.filters.client")}</span>
          <select name="client" defaultValue={filters.clientId ?? ""}>
            <option value="">{t("finance.filters.all")}</option>
            {finance.clients.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t("finance.filters.area")}</span>
          <select name="area" defaultValue={filters.serviceArea ?? ""}>
            <option value="">{t("finance.filters.all")}</option>
            {PRACTICE_AREAS.map((area) => (
              <option key={area} value={area}>
                {t(`lawyers:areas.${area}`)}
              </option>
            ))}
          </select>
        </label>
        <div>
          <button type="submit" className="btn-secondary">
            {t("finance.filters.apply")}
          </button>{" "}
          <a href={csvHref} download data-testid="finance-csv">
            {t("finance.csvLink")}
          </a>
        </div>
      </Form>
      <dl className="fee-totals" data-testid="finance-totals">
        {(["outstanding", "dueThisWeek", "overdue"] as const).map((key) => (
          <div key={key} className="fee-total">
            <dt>{t(`finance.totals.${key}`)}</dt>
            <dd>
              <bdi>{qar(finance.totals[key], locale)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="paid-by-month">
        <h2 id="paid-by-month">{t("finance.paidByMonth")}</h2>
        {finance.paidByMonth.length ? (
          <ul>
            {finance.paidByMonth.map((m) => (
              <li key={m.month}>
                {month(m.month)}: <bdi>{qar(m.paidDirhams, locale)}</bdi>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("finance.none")}</p>
        )}
      </section>
      <section aria-labelledby="finance-invoices">
        <h2 id="finance-invoices">{t("finance.invoices")}</h2>
        {finance.rows.length ? (
          <InvoiceTable columns={["number", "case", "client", "amount", "dueOn", "state"]} testId="finance-rows">
                {finance.rows.map((r) => (
                  <tr key={r.id} data-testid="finance-row">
                    <td>
                      <bdi className="ref">{r.number}</bdi>
                    </td>
                    <td>
                      <Link to={`/case/${r.case_id}#billing`}>
                        <bdi className="ref">{r.reference}</bdi> {inLocale({ ar: r.title_ar, en: r.title_en }, locale).text}
                      </Link>
                    </td>
                    <td dir="auto">{r.client_name ?? "—"}</td>
                    <td>
                      <bdi>{qar(r.amount_dirhams, locale)}</bdi>
                    </td>
                    <td>
                      {dayText(r.due_on, locale)}
                      {r.overdue ? <span className="badge ms-2">{t("section.overdue")}</span> : null}
                    </td>
                    <td>{t(`section.states.${r.state}`)}</td>
                  </tr>
                ))}
          </InvoiceTable>
        ) : (
          <p className="muted">{t("finance.none")}</p>
        )}
      </section>
    </div>
  );
}
