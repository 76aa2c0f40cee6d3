import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/utils/format";
import { searchHref } from "~/utils/search-params";
import { localeOf } from "~/i18n/config";

/** Previous/next links that keep the current search; plain links, so they work without JavaScript. */
export function Pagination(props: {
  path: string;
  params: Record<string, string | number | undefined>;
  page: number;
  pageCount: number;
}) {
  const { t, i18n } = useTranslation("updates");
  const locale = localeOf(i18n.language);
  if (props.pageCount <= 1) return null;
  const hrefFor = (page: number) => searchHref(props.path, { ...props.params, page });
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      {props.page > 1 ? (
        <Link to={hrefFor(props.page - 1)} rel="prev" className="btn-secondary">
          {t("pagination.previous")}
        </Link>
      ) : null}
      <span aria-current="page">{t("pagination.status", { page: formatNumber(props.page, locale), pageCount: formatNumber(props.pageCount, locale) })}</span>
      {props.page < props.pageCount ? (
        <Link to={hrefFor(props.page + 1)} rel="next" className="btn-secondary">
          {t("pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}
