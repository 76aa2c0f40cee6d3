import { useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode, TdHTMLAttributes } from "react";
import { TableScroll } from "~/components/ui/table-scroll";

/** True while the list loads its next state (a filter, a page) in place: the results say "updating". */
export function useListUpdating() {
  const location = useLocation();
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === location.pathname && navigation.formMethod !== "POST";
}

/** The results' section, headed for screen readers (or visibly, with `visibleHeading`). */
export function ListResults(props: { id: string; heading: string; visibleHeading?: boolean; updating?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} aria-busy={props.updating}>
      <h2 id={props.id} className={props.visibleHeading ? undefined : "visually-hidden"}>
        {props.heading}
      </h2>
      {props.children}
    </section>
  );
}

/** How many rows the list has (or that it is updating), announced politely; `live={false}` for a plain line. */
export function ResultsTotal(props: { testId: string; className?: string; live?: boolean; children: ReactNode }) {
  return (
    <p role={props.live === false ? undefined : "status"} className={props.className} data-testid={props.testId}>
      {props.children}
    </p>
  );
}

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell's own attributes (direction, language, class). */
  td?: (row: Row) => TdHTMLAttributes<HTMLTableCellElement>;
}

/**
 * A list's table: a caption for screen readers, one header per column, one row per item (with its
 * `data-*` attributes from `rowData`), or `empty` when there is none. It scrolls sideways on a narrow
 * screen inside a focusable frame; `frame="results"` is the wider results frame of /admin/cases. Below 64rem each
 * row is a card (`.table-cards`): every cell under its column's name (`data-label`), so nothing is squeezed.
 */
export function DataTable<Row>(props: {
  testId?: string;
  caption: string;
  scrollLabel?: string;
  frame?: "scroll" | "results";
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  empty: ReactNode;
}) {
  if (props.rows.length === 0) return <>{props.empty}</>;
  const table = (
    <table className={`${props.frame === "results" ? "results-table" : "data-table"} table-cards`} data-testid={props.testId}>
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th key={column.key} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={props.rowKey(row)} {...props.rowData?.(row)}>
            {props.columns.map((column) => (
              <td key={column.key} data-label={typeof column.header === "string" ? column.header : undefined} {...column.td?.(row)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return props.frame === "results" ? <div className="results-table-scroll">{table}</div> : <TableScroll label={props.scrollLabel}>{table}</TableScroll>;
}
