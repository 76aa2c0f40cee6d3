import type { ReactNode } from "react";

/** One label and its value in a `<dl className="facts">`. */
export function Fact({ label, dir, testId, children }: { label: string; dir?: "ltr" | "auto"; testId?: string; children: ReactNode }) {
  return (
    <div className="fact-row">
      <dt>{label}</dt>
      <dd dir={dir} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Label/value rows, one list. */
export function Facts({ rows, testId }: { rows: { label: string; value: ReactNode; dir?: "ltr" | "auto" }[]; testId?: string }) {
  return (
    <dl className="facts" data-testid={testId}>
      {rows.map((row) => (
        <Fact key={row.label} label={row.label} dir={row.dir}>
          {row.value}
        </Fact>
      ))}
    </dl>
  );
}
