import { useTranslation } from "react-i18next";
import { localeOf } from "~/i18n/config";
import { Tabs } from "~/components/ui/tabs";
import { formatNumber } from "~/utils/format";

/**
 * A list's counts per state as tabs: each a link to the list in that state (keeping the other filters,
 * as `hrefOf` builds it), the current one marked. `undefined` among the states stands for "all".
 * A number is written in the page's digits; a string is shown as it comes.
 */
export function Counts<S extends string>(props: {
  label: string;
  testId?: string;
  states: readonly (S | undefined)[];
  /** The state shown; null when none of the tabs is (e.g. one item picked by a link). */
  current: S | undefined | null;
  hrefOf: (state: S | undefined) => string;
  labelOf: (state: S | undefined) => string;
  countOf: (state: S | undefined) => number | string;
  countTestIdOf?: (state: S | undefined) => string;
}) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <Tabs
      label={props.label}
      testId={props.testId}
      items={props.states.map((state) => {
        const count = props.countOf(state);
        return {
          key: state ?? "all",
          href: props.hrefOf(state),
          label: props.labelOf(state),
          count: typeof count === "number" ? formatNumber(count, locale) : count,
          countTestId: props.countTestIdOf?.(state),
          current: props.current === state,
        };
      })}
    />
  );
}
