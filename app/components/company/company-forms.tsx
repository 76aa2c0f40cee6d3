import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormErrors } from "~/components/forms/fields";
import type { CompanyIntent } from "./types";

/**
 * One of the company dashboard's forms: a plain POST (it works without JavaScript) naming its `intent`,
 * under its heading and hint when it has them, with its form errors, its fields and its submit button.
 */
export function CompanyForm<Fields extends Record<string, unknown>>(props: {
  form: FormMetadata<Fields, string[]>;
  intent: CompanyIntent;
  heading?: { id: string; text: string };
  hint?: string;
  submit: string;
  testId?: string;
  children: ReactNode;
}) {
  const { form, heading } = props;
  return (
    <Form method="post" {...getFormProps(form)} className="form" aria-labelledby={heading?.id} data-testid={props.testId}>
      {heading ? <h3 id={heading.id}>{heading.text}</h3> : null}
      {props.hint ? <p className="hint">{props.hint}</p> : null}
      <input type="hidden" name="intent" value={props.intent} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {props.children}
      <button type="submit" className="btn-primary">
        {props.submit}
      </button>
    </Form>
  );
}

/** A one-button form (revoke, remove, change a role): its intent and hidden values, and the button that names whom it acts on. */
export function CompanyButtonForm(props: { intent: CompanyIntent; values: Record<string, string>; label: string; named: string; danger?: boolean; className?: string }) {
  return (
    <Form method="post" className={props.className}>
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={props.danger ? "btn-link danger" : "btn-link"} aria-label={props.named}>
        {props.label}
      </button>
    </Form>
  );
}
