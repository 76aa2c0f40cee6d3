import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useLiveGetForm } from "~/components/search/use-live-get-form";
import { Link } from "~/components/ui/link";

const TYPING_DELAY_MS = 300;

/**
 * A list's filters: a plain GET form, so every state is a URL and it works without JavaScript. With
 * `live` (the input types to debounce, "search" at least), the list follows the fields as they change,
 * through the same loader without a full page load. Apply, Clear (back to `path`), then `actions`.
 */
export function FilterPanel(props: {
  path: string;
  label: string;
  testId: string;
  live?: readonly string[];
  apply: string;
  clear: string;
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { formKey, onChange, onSubmit } = useLiveGetForm({ action: props.path, delayMs: TYPING_DELAY_MS, debouncedTypes: props.live ?? [] });
  const live = Boolean(props.live);
  return (
    <Form
      key={live ? formKey : undefined}
      method="get"
      action={props.path}
      role="search"
      aria-label={props.label}
      className="card filter-panel"
      onChange={live ? onChange : undefined}
      onSubmit={live ? onSubmit : undefined}
      data-testid={props.testId}
    >
      {props.children}
      <div className="search-actions actions">
        <button type="submit" className="btn-primary">
          {props.apply}
        </button>
        <Link to={props.path} className="btn-ghost">
          {props.clear}
        </Link>
        {props.actions}
      </div>
      {props.footer}
    </Form>
  );
}

/** The free-text search (`q`) of a filter panel, with its hint. */
export function SearchField({ id, label, hint, value }: { id: string; label: string; hint: string; value?: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
      <input id={id} type="search" name="q" defaultValue={value} maxLength={200} autoComplete="off" dir="auto" aria-describedby={`${id}-hint`} />
    </div>
  );
}

/** A labelled select of a list's filters; with `anyLabel`, its first choice (empty) means "any". */
export function FilterSelect(props: { id: string; name: string; label: string; anyLabel?: string; value?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} defaultValue={props.value ?? ""}>
        {props.anyLabel !== undefined ? <option value="">{props.anyLabel}</option> : null}
        {props.children}
      </select>
    </div>
  );
}

/**
 * The compact search of a list (a text field, then selects as `children`, then the submit button and,
 * when given, a reset link): a plain GET form. Without `action` the form submits to the page itself.
 */
export function SearchBar(props: {
  action?: string;
  card?: boolean;
  label?: string;
  testId?: string;
  q: { id: string; label: string; value?: string; placeholder?: string };
  submit: string;
  submitClass: "btn-primary" | "btn-secondary";
  reset?: { to: string; label: string } | null;
  children: ReactNode;
}) {
  return (
    <Form method="get" action={props.action} className={props.card ? "card search-form" : "search-form"} role="search" aria-label={props.label} data-testid={props.testId}>
      <div className="field grow">
        <label htmlFor={props.q.id}>{props.q.label}</label>
        <input id={props.q.id} type="search" name="q" defaultValue={props.q.value ?? ""} placeholder={props.q.placeholder} maxLength={200} dir="auto" />
      </div>
      {props.children}
      <div className="search-actions">
        <button type="submit" className={props.submitClass}>
          {props.submit}
        </button>
        {props.reset ? (
          <Link to={props.reset.to} className="btn-ghost">
            {props.reset.label}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
