import { useEffect, useRef, type ReactNode } from "react";

/**
 * Design system: a confirmation step for an action that changes something for someone else (decline,
 * cancel, close a case), or a short editing panel behind a button (the case page's status, hearing and
 * milestone forms). A <details> disclosure: without JavaScript it opens in place and its form posts
 * like any other; with JavaScript, opening it moves focus to the first field or button inside, and
 * Escape closes it and gives focus back to the button that opened it. `open` keeps it open after a
 * refused post, so the message stays next to the field.
 */
export function Dialog(props: { label: string; title?: ReactNode; children: ReactNode; open?: boolean; tone?: "danger"; testId?: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const onToggle = () => {
      if (!element.open) return;
      element.querySelector<HTMLElement>(".dialog-panel :is(textarea, input:not([type=hidden]), select, button)")?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !element.open) return;
      element.open = false;
      element.querySelector<HTMLElement>("summary")?.focus();
    };
    element.addEventListener("toggle", onToggle);
    element.addEventListener("keydown", onKey);
    return () => {
      element.removeEventListener("toggle", onToggle);
      element.removeEventListener("keydown", onKey);
    };
  }, []);
  return (
    <details ref={details} className="dialog" open={props.open || undefined} data-testid={props.testId}>
      <summary className={props.tone === "danger" ? "btn-secondary dialog-summary-danger" : "btn-secondary"}>{props.label}</summary>
      <div className="dialog-panel" role="group" aria-label={typeof props.title === "string" ? props.title : props.label}>
        {props.title ? <p className="dialog-title">{props.title}</p> : null}
        {props.children}
      </div>
    </details>
  );
}
