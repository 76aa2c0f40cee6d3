import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormErrors } from "~/components/forms/fields";

/**
 * One action on the case page: a plain POST to the route's action carrying `intent` (and `target`,
 * the hearing or milestone it is about), so it works without JavaScript. The server validates it.
 */
export function CaseIntentForm({
  intent,
  target,
  form,
  multipart,
  submit,
  secondary,
  children,
  testId,
}: {
  intent: string;
  target?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
  form: FormMetadata<any, string[]>;
  multipart?: boolean;
  submit: string;
  secondary?: boolean;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Form
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
      className="form case-form"
      data-testid={testId ?? `${intent}-form`}
      preventScrollReset
    >
      <input type="hidden" name="intent" value={intent} />
      {target ? <input type="hidden" name="target" value={target} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <div>
        <button type="submit" className={secondary ? "btn-secondary" : "btn-primary"}>
          {submit}
        </button>
      </div>
    </Form>
  );
}
