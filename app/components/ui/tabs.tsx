import { Link } from "~/components/ui/link";

export interface TabItem {
  key: string;
  href: string;
  label: string;
  /** Shown after the label in the page's digits (the caller formats it). */
  count?: string;
  current: boolean;
  /** The count's test id when a spec looks for one state's count ("count" otherwise). */
  countTestId?: string;
}

/**
 * Design system: tabs that switch a list between its states (waiting, confirmed, …). Each tab is a link,
 * so they work without JavaScript and can be bookmarked; the current one carries aria-current="page".
 * A row that scrolls sideways on a phone rather than wrapping into a block of buttons.
 */
export function Tabs(props: { label: string; items: TabItem[]; testId?: string }) {
  return (
    <nav aria-label={props.label} className="tabs" data-testid={props.testId}>
      <ul className="tabs-list">
        {props.items.map((item) => (
          <li key={item.key}>
            <Link to={item.href} className="tab" aria-current={item.current ? "page" : undefined} data-state={item.key}>
              {item.label}
              {item.count !== undefined ? (
                <span className="tab-count" data-testid={item.countTestId ?? "count"}>
                  {item.count}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
