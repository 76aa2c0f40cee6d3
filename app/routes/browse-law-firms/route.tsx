import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  useLoaderData,
  useLocation,
  useNavigation,
} from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { searchInputFromParams } from "#server/lawyers/schemas";
import { DirectoryPagination } from "~/components/lawyers/directory-pagination";
import { DirectorySearchForm } from "~/components/lawyers/directory-search-form";
import { LawyerCard, inLanguage } from "~/components/lawyers/lawyer-card";
import { PageHeader } from "~/components/layout/page-header";
import { isLocale } from "~/i18n/config";
import { getTranslator } from "~/i18n/i18next.server";
import { formatNumber } from "~/utils/format";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";
import { SearchX } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";
import { SkeletonCards } from "~/components/ui/skeleton";

/** Issue 3 §2: the directory. Every filter is a URL parameter; a value that is not a choice is ignored. */
export async function loader({ request }: LoaderFunctionArgs) {
  const input = searchInputFromParams(new URL(request.url).searchParams);
  const [result, { t, locale }] = await Promise.all([
    (await callerFor(request)).lawyers.search(input),
    getTranslator(request),
  ]);
  return {
    input,
    // The page shows each lawyer in its own language only, and a language switch loads the page again.
    result: { ...result, items: result.items.map((item) => inLanguage(item, locale)) },
    meta: {
      title: t("pages:directory.title"),
      description: t("pages:directory.description"),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function BrowseLawFirms() {
  const { input, result } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("lawyers");
  const locale = isLocale(i18n.language) ? i18n.language : "ar";
  const location = useLocation();
  const navigation = useNavigation();
  const updating =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname;
  return (
    <div className="container page">
      <PageHeader
        heading={t("pages:directory.heading")}
        intro={t("pages:directory.intro")}
      />
      <div className="directory-layout">
        <DirectorySearchForm input={input} />
        <section
          aria-labelledby="directory-results"
          aria-busy={updating}
          className="directory-results"
        >
          <h2 id="directory-results" className="visually-hidden">
            {t("search.resultsHeading")}
          </h2>
          <p role="status" className="strong" data-testid="result-count">
            {updating
              ? t("search.updating")
              : t("search.results", {
                  total: formatNumber(result.total, locale),
                })}
          </p>
          {result.closeMatches && result.items.length > 0 ? (
            <p className="muted" data-testid="close-matches">
              {t("search.closeMatches")}
            </p>
          ) : null}
          {result.items.length === 0 ? (
            result.total > 0 ? (
              <EmptyState
                testId="directory-empty"
                icon={SearchX}
                title={t("search.pastLastPage")}
                action={<Link to={`${location.pathname}?${withoutPage(location.search)}`}>{t("search.firstPage")}</Link>}
              />
            ) : (
              <EmptyState testId="directory-empty" icon={SearchX} title={t("search.empty")} hint={t("search.emptyHint")} />
            )
          ) : updating ? (
            <SkeletonCards count={Math.max(2, Math.min(result.items.length, 4))} testId="lawyer-list-loading" />
          ) : (
            <ul className="card-grid two" data-testid="lawyer-list">
              {result.items.map((lawyer) => (
                <LawyerCard key={lawyer.id} lawyer={lawyer} locale={locale} />
              ))}
            </ul>
          )}
          <DirectoryPagination
            path={location.pathname}
            search={location.search}
            page={result.page}
            pageCount={result.pageCount}
            locale={locale}
          />
        </section>
      </div>
    </div>
  );
}

function withoutPage(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  return params.toString();
}
