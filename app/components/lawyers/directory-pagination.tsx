import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import type { AppLocale } from "~/i18n/config";
import { formatNumber } from "~/utils/format";

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? (["gap", p] as const) : [p]));
}

/** Links, not buttons: every page of results is a URL that works without JavaScript. */
export function DirectoryPagination({
  path,
  search,
  page,
  pageCount,
  locale,
}: {
  path: string;
  search: string;
  page: number;
  pageCount: number;
  locale: AppLocale;
}) {
  const { t } = useTranslation("lawyers");
  if (pageCount <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  return (
    <nav aria-label={t("search.pagination")} className="directory-pagination">
      <p className="visually-hidden">{t("search.pageOf", { page: formatNumber(page, locale), pageCount: formatNumber(pageCount, locale) })}</p>
      <ul className="item-row">
        {page > 1 ? (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev" className="btn-ghost">
              {t("search.previous")}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                className={item === page ? "btn-primary" : "btn-secondary"}
                aria-current={item === page ? "page" : undefined}
                aria-label={t("search.pageLabel", { page: formatNumber(item, locale) })}
              >
                {formatNumber(item, locale)}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={hrefOf(page + 1)} rel="next" className="btn-ghost">
              {t("search.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
