import type { ReactNode } from "react";
import { Inbox, type LucideIcon } from "lucide-react";

/**
 * Design system: what a list says when it has nothing to show. A title that says so plainly, an optional
 * hint (why, or what to change), and an optional action (a link or a button) so the page never
 * dead-ends. Icons from lucide, hidden from screen readers.
 */
export function EmptyState(props: { title: ReactNode; hint?: ReactNode; action?: ReactNode; icon?: LucideIcon; testId?: string; role?: "status" }) {
  const Icon = props.icon ?? Inbox;
  return (
    <div className="empty-state" data-testid={props.testId} role={props.role}>
      <Icon aria-hidden="true" className="empty-state-icon" size={28} strokeWidth={1.5} />
      <p className="empty-state-title">{props.title}</p>
      {props.hint ? <p className="empty-state-hint">{props.hint}</p> : null}
      {props.action ? <div className="empty-state-action">{props.action}</div> : null}
    </div>
  );
}
