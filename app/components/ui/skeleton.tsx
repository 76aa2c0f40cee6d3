/**
 * Design system: placeholders in the shape of what is loading (cards of a list while a search runs), so
 * the page keeps its layout instead of flashing empty. Hidden from screen readers, which hear the
 * list's aria-busy and status text instead; still under prefers-reduced-motion.
 */
export function SkeletonCards(props: { count: number; lines?: number; testId?: string }) {
  return (
    <ul className="card-grid two" aria-hidden="true" data-testid={props.testId}>
      {Array.from({ length: props.count }, (_, i) => (
        <li key={i} className="card skeleton-card">
          <span className="skeleton skeleton-avatar" />
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
