import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { TableScroll } from "~/components/ui/table-scroll";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { Pagination } from "~/components/search/pagination";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDateTime, formatNumber } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";

const PATH = "/dashboard/admin/chatbot";

/** Issue 11 §3: the questions the assistant could not answer, most asked first, so content can be added. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = new URL(request.url).searchParams;
  const pageParam = Number(params.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  const language = params.get("language");
  const filter = language === "ar" || language === "en" ? language : undefined;
  const [{ t, locale }, list] = await Promise.all([getTranslator(request), (await callerFor(request)).chatbot.unanswered({ page, locale: filter })]);
  return {
    filter: filter ?? "",
    page: list.page,
    pageCount: Math.max(1, Math.ceil(list.total / list.pageSize)),
    total: formatNumber(list.total, locale),
    days: formatNumber(list.retentionDays, locale),
    rows: list.rows.map((row) => ({
      key: row.question_key,
      question: row.question,
      locale: row.locale,
      count: formatNumber(row.asked_count, locale),
      last: formatDateTime(row.last_asked_at, locale),
    })),
    meta: { title: t("chatbot:admin.metaTitle"), description: t("chatbot:admin.intro", { days: list.retentionDays }) },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function ChatbotUnanswered() {
  const { rows, total, days, page, pageCount, filter } = useLoaderData<typeof loader>();
  const { t } = useTranslation("chatbot");
  return (
    <div className="container page">
      <PageHeader heading={t("admin.heading")} intro={t("admin.intro", { days })} />
      <Form method="get" className="filters">
        <label htmlFor="unanswered-language">{t("admin.language")}</label>
        <select id="unanswered-language" name="language" defaultValue={filter}>
          <option value="">{t("admin.allLanguages")}</option>
          <option value="ar">العربية</option>
          <option value="en">English</option>
        </select>
        <button type="submit" className="btn-secondary">
          {t("admin.filter")}
        </button>
      </Form>
      <p data-testid="unanswered-total">{t("admin.total", { total })}</p>
      {rows.length === 0 ? (
        <p className="muted">{t("admin.empty")}</p>
      ) : (
        <TableScroll>
          <table className="data-table">
            <caption className="visually-hidden">{t("admin.heading")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.columns.question")}</th>
                <th scope="col">{t("admin.columns.count")}</th>
                <th scope="col">{t("admin.columns.last")}</th>
                <th scope="col">{t("admin.columns.language")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-testid="unanswered-row">
                  <td>
                    <bdi lang={row.locale}>{row.question}</bdi>
                  </td>
                  <td>{row.count}</td>
                  <td>{row.last}</td>
                  <td lang={row.locale}>{row.locale === "ar" ? "العربية" : "English"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination path={PATH} params={{ language: filter || undefined }} page={page} pageCount={pageCount} />
    </div>
  );
}
