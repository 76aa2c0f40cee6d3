import type { FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { PostForm } from "~/components/forms/post-form";

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
  submitName,
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
  submitName?: string;
  secondary?: boolean;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <PostForm form={form} intent={intent} hidden={{ target }} multipart={multipart} className="form case-form" testId={testId ?? `${intent}-form`} submit={submit} submitName={submitName} secondary={secondary}>
      {children}
    </PostForm>
  );
}
