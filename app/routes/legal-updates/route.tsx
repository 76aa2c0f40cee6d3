import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { tagLabel } from "~/components/updates/update-article";
import { UPDATE_CATEGORIES } from "#server/legal-updates/constants";
import { PageHeader } from "~/components/layout/page-header";
import { Pagination } from "~/components/search/pagination";
import { UpdateCard } from "~/components/updates/update-card";
import { getTranslator } from "~/i18n/i18next.server";
import { formatNumber } from "~/utils/format";
import { metaFrom } from "~/utils/meta";
import { oneOf, pageParam, textParam } from "~/utils/search-params";
import { callerFor } from "~/utils/trpc.server";
import { toUpdateSummary } from "~/routes/legal-updates/updates.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = {
    q: textParam(url.searchParams.get("q")),
    category: oneOf(url.searchParams.get("category"), UPDATE_CATEGORIES),
    tag: textParam(url.searchParams.get("tag"), 64),
    page: pageParam(url.searchParams.get("page")),
  };
  const result = await (await callerFor(request)).legalUpdates.list(filters);
  const { t, locale } = await getTranslator(request);
  return {
    filters,
    locale,
    updates: result.items.map((row) => toUpdateSummary(row, locale)),
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    meta: { title: t("pages:legalUpdates.title"), description: t("pages:legalUpdates.description") },
    rssTitle: t("updates:rssTitle"),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...metaFrom(data),
  ...(data
    ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: data.rssTitle, href: `/legal-updates/rss.xml?lang=${data.locale}` }]
    : []),
];

export default function LegalUpdates() {
  const { updates, filters, total, page, pageCount, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation("updates");
  const filtered = Boolean(filters.q || filters.category || filters.tag);
  return (
    <div className="container page">
      <PageHeader heading={t("pages:legalUpdates.heading")} intro={t("pages:legalUpdates.intro")} />
      <Form method="get" action="/legal-updates" className="card search-form" role="search">
        <div className="field grow">
          <label htmlFor="updates-q">{t("search.label")}</label>
          <input id="updates-q" name="q" type="search" defaultValue={filters.q ?? ""} placeholder={t("search.placeholder")} dir="auto" />
        </div>
        <div className="field">
          <label htmlFor="updates-category">{t("search.category")}</label>
          <select id="updates-category" name="category" defaultValue={filters.category ?? ""}>
            <option value="">{t("search.allCategories")}</option>
            {UPDATE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
        {filters.tag ? <input type="hidden" name="tag" value={filters.tag} /> : null}
        <div className="search-actions">
          <button type="submit" className="btn-primary">
            {t("search.submit")}
          </button>
          {filtered ? (
            <Link to="/legal-updates" className="btn-ghost">
              {t("search.reset")}
            </Link>
          ) : null}
        </div>
      </Form>
      <div className="results-bar">
        <p className="muted" role="status" data-testid="result-count">
          {t("search.results", { total: formatNumber(total, locale) })}
          {filters.tag ? <span className="badge">{t("search.tagFilter", { tag: tagLabel(t, filters.tag) })}</span> : null}
        </p>
        <a href={`/legal-updates/rss.xml?lang=${locale}`} className="small">
          {t("rss")}
        </a>
      </div>
      {updates.length === 0 ? (
        <p className="muted">{filtered ? t("search.noResults") : t("pages:legalUpdates.empty")}</p>
      ) : (
        <ul className="stack" data-testid="update-list">
          {updates.map((update) => (
            <UpdateCard key={update.id} update={update} />
          ))}
        </ul>
      )}
      <Pagination path="/legal-updates" params={{ q: filters.q, category: filters.category, tag: filters.tag }} page={page} pageCount={pageCount} />
    </div>
  );
}
