/**
 * Design system: placeholders in the shape of what is loading (cards of a list while a search runs), so
 * the page keeps its layout instead of flashing empty. Hidden from screen readers, which hear the
 * list's aria-busy and status text instead; still under prefers-reduced-motion. `layout="stack"` is a
 * single column of option rows (the booking's list of lawyers to choose from) instead of a grid of cards.
 */
export function SkeletonCards(props: { count: number; lines?: number; testId?: string; layout?: "grid" | "stack" }) {
  const stack = props.layout === "stack";
  return (
    <ul className={stack ? "skeleton-stack" : "card-grid two"} aria-hidden="true" data-testid={props.testId}>
      {Array.from({ length: props.count }, (_, i) => (
        <li key={i} className={stack ? "choice skeleton-card" : "card skeleton-card"}>
          {stack ? null : <span className="skeleton skeleton-avatar" />}
          <span className="skeleton-lines">
            <span className="skeleton skeleton-line skeleton-line-wide" />
            {Array.from({ length: props.lines ?? 2 }, (_, j) => (
              <span key={j} className="skeleton skeleton-line" />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
