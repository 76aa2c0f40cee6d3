import type { ReactNode } from "react";
import { TableScroll } from "./table-scroll";

/** A data table in its scrolling frame: its caption for screen readers when it has one, one heading a column, the rows the caller's. */
export function DataTable({ columns, caption, testId, children }: { columns: string[]; caption?: string; testId?: string; children: ReactNode }) {
  return (
    <TableScroll>
      <table className="data-table" data-testid={testId}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
