import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormErrors } from "~/components/forms/fields";

/**
 * One of a page's several forms: a plain POST whose submit button names the `intent` the action dispatches on, the
 * form's own errors above its fields. `lead` is what stands before the errors (a hidden field, an introduction).
 */
export function IntentForm(props: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
  form: FormMetadata<any, string[]>;
  intent: string;
  submit: string;
  buttonClass: string;
  className?: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { form } = props;
  return (
    <Form method="post" {...getFormProps(form)} className={props.className ?? "form"}>
      {props.lead}
      <FormErrors id={form.errorId} errors={form.errors} />
      {props.children}
      <button type="submit" name="intent" value={props.intent} className={props.buttonClass}>
        {props.submit}
      </button>
    </Form>
  );
}

/** The action's result goes back to the form that was posted (its intent), not to the page's other forms. */
export function resultFor(actionData: { intent: string; result: unknown } | undefined, intent: string) {
  return actionData?.intent === intent ? (actionData.result as never) : undefined;
}
