import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { DOCUMENT_LANGUAGES, JURISDICTIONS, LIBRARY_KINDS } from "#server/library/constants";
import { ContentSections } from "~/components/content/content-sections";
import { PageHeader } from "~/components/layout/page-header";
import { LibraryItemCard, type LibraryItemView } from "~/components/library/library-item-card";
import { Pagination } from "~/components/search/pagination";
import { getTranslator } from "~/i18n/i18next.server";
import { formatNumber, formatYear } from "~/utils/format";
import { pickLocale } from "~/utils/localize";
import { metaFrom } from "~/utils/meta";
import { intParam, oneOf, pageParam, textParam } from "~/utils/search-params";
import { callerFor } from "~/utils/trpc.server";

const FILE_TYPES: Record<string, string> = {
  "application/pdf": "PDF",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = {
    q: textParam(url.searchParams.get("q")),
    kind: oneOf(url.searchParams.get("kind"), LIBRARY_KINDS),
    jurisdiction: oneOf(url.searchParams.get("jurisdiction"), JURISDICTIONS),
    language: oneOf(url.searchParams.get("language"), ["ar", "en"] as const),
    year: intParam(url.searchParams.get("year"), 1900, 2200),
    page: pageParam(url.searchParams.get("page")),
  };
  const result = await (await callerFor(request)).library.list(filters);
  const { t, locale } = await getTranslator(request);
  const items: LibraryItemView[] = result.items.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: pickLocale(locale, { ar: row.title_ar, en: row.title_en }),
    summary: pickLocale(locale, { ar: row.summary_ar, en: row.summary_en }),
    jurisdiction: row.jurisdiction,
    year: row.year,
    documentLanguage: row.document_language,
    fileType: FILE_TYPES[row.content_type] ?? row.content_type,
    sizeKb: formatNumber(Math.max(1, Math.round(row.file_size / 1024)), locale),
    isSample: row.is_sample,
  }));
  return {
    filters,
    locale,
    items,
    years: result.years,
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    meta: { title: t("pages:legalLibrary.title"), description: t("pages:legalLibrary.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function LegalLibrary() {
  const { items, filters, years, total, page, pageCount, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation("library");
  const filtered = Boolean(filters.q || filters.kind || filters.jurisdiction || filters.language || filters.year);
  return (
    <div className="container page">
      <PageHeader heading={t("pages:legalLibrary.heading")} intro={t("pages:legalLibrary.intro")} />
      <Form method="get" action="/legal-library" className="card search-form" role="search">
        <div className="field grow">
          <label htmlFor="library-q">{t("search.label")}</label>
          <input id="library-q" name="q" type="search" defaultValue={filters.q ?? ""} placeholder={t("search.placeholder")} dir="auto" />
        </div>
        <div className="field">
          <label htmlFor="library-kind">{t("search.kind")}</label>
          <select id="library-kind" name="kind" defaultValue={filters.kind ?? ""}>
            <option value="">{t("search.allKinds")}</option>
            {LIBRARY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="library-jurisdiction">{t("search.jurisdiction")}</label>
          <select id="library-jurisdiction" name="jurisdiction" defaultValue={filters.jurisdiction ?? ""}>
            <option value="">{t("search.allJurisdictions")}</option>
            {JURISDICTIONS.map((jurisdiction) => (
              <option key={jurisdiction} value={jurisdiction}>
                {t(`jurisdictions.${jurisdiction}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="library-language">{t("search.language")}</label>
          <select id="library-language" name="language" defaultValue={filters.language ?? ""}>
            <option value="">{t("search.allLanguages")}</option>
            {DOCUMENT_LANGUAGES.filter((l) => l !== "both").map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="library-year">{t("search.year")}</label>
          <select id="library-year" name="year" defaultValue={filters.year ? String(filters.year) : ""}>
            <option value="">{t("search.allYears")}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {formatYear(year, locale)}
              </option>
            ))}
          </select>
        </div>
        <div className="search-actions">
          <button type="submit" className="btn-primary">
            {t("search.submit")}
          </button>
          {filtered ? (
            <Link to="/legal-library" className="btn-ghost">
              {t("search.reset")}
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="muted" role="status" data-testid="result-count">
        {t("search.results", { total: formatNumber(total, locale) })}
      </p>
      {items.length === 0 ? (
        <p className="muted">{t("search.noResults")}</p>
      ) : (
        <ul className="card-grid two" data-testid="library-list">
          {items.map((item) => (
            <LibraryItemCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pagination
        path="/legal-library"
        params={{ q: filters.q, kind: filters.kind, jurisdiction: filters.jurisdiction, language: filters.language, year: filters.year }}
        page={page}
        pageCount={pageCount}
      />
      <ContentSections pageKey="legalLibrary" className="content-section" />
    </div>
  );
}
