import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/utils/format";
import { searchHref } from "~/utils/search-params";
import { Tabs } from "~/components/ui/tabs";
import { localeOf } from "~/i18n/config";

/**
 * The search form and state counts of a publishing list (legal updates, library). GET forms and plain
 * links, so the filters are shareable URLs and work without JavaScript.
 */
export function PublishingSearch(props: { path: string; q?: string; state?: string; states: readonly string[]; section: "updates" | "library" }) {
  const { t } = useTranslation("adminPublishing");
  const filtered = Boolean(props.q || props.state);
  return (
    <Form method="get" action={props.path} className="card search-form" role="search" data-testid="publishing-search">
      <div className="field grow">
        <label htmlFor={`${props.section}-q`}>{t(`${props.section}.search.label`)}</label>
        <input id={`${props.section}-q`} name="q" type="search" defaultValue={props.q ?? ""} placeholder={t(`${props.section}.search.placeholder`)} dir="auto" maxLength={200} />
      </div>
      <div className="field">
        <label htmlFor={`${props.section}-state`}>{t("list.state")}</label>
        <select id={`${props.section}-state`} name="state" defaultValue={props.state ?? ""}>
          <option value="">{t("list.allStates")}</option>
          {props.states.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="search-actions">
        <button type="submit" className="btn-primary">
          {t("list.search")}
        </button>
        {filtered ? (
          <Link to={props.path} className="btn-ghost">
            {t("list.reset")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export function StateCounts(props: { path: string; q?: string; current?: string; states: readonly string[]; counts: Record<string, number> }) {
  const { t, i18n } = useTranslation("adminPublishing");
  const locale = localeOf(i18n.language);
  return (
    <Tabs
      label={t("list.countsLabel")}
      testId="state-counts"
      items={[undefined, ...props.states].map((state) => ({
        key: state ?? "all",
        href: searchHref(props.path, { q: props.q, state }),
        label: state ? t(`states.${state}`) : t("list.all"),
        count: formatNumber(props.counts[state ?? "all"] ?? 0, locale),
        current: props.current === state,
      }))}
    />
  );
}
