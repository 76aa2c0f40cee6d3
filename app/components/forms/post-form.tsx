import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";
import { useMemo, type ReactNode } from "react";
import { FormErrors } from "~/components/forms/fields";
import type { Toast } from "~/utils/toast";

/** What an action answers a page of several PostForms: which one was posted, its result for that form, and a toast. */
export interface FormReply<Intent extends string> {
  intent: Intent | null;
  result: SubmissionResult<string[]> | null;
  toast: Toast | null;
}

/**
 * The form posted as `intent` (its id too), showing the reply's result when the reply is for it. Field errors
 * belong to one submission (issue 29): after any other navigation (another form of the page saved, or this one),
 * a form the reply is not for starts clean; conform resets a form on a result whose initialValue is null.
 */
export function useReplyForm(reply: FormReply<string> | null, intent: string) {
  const { key } = useLocation();
  // One clean result per navigation: the location's key is what makes it new.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new object per navigation is the point
  const clean = useMemo<SubmissionResult<string[]>>(() => ({ initialValue: null }), [key]);
  return useForm<Record<string, string>, Record<string, string>, string[]>({ id: intent, lastResult: reply?.intent === intent ? reply.result : clean });
}

/**
 * One of a page's several forms: a plain POST to the route's action naming what it asks for in a hidden
 * `intent` (so it works without JavaScript and whichever way it is submitted), an optional heading and
 * introduction, the form's own errors above its fields, and one submit button. The server validates it.
 */
export function PostForm(props: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
  form: FormMetadata<any, string[]>;
  intent: string;
  submit: string;
  /** The button's full name for screen readers when its visible label is short ("Remove" beside the lawyer's name). */
  submitName?: string;
  testId: string;
  secondary?: boolean;
  className?: string;
  multipart?: boolean;
  heading?: string;
  intro?: string;
  /** Hidden fields after the intent (the thing the form is about). */
  hidden?: Record<string, string | undefined>;
  children?: ReactNode;
}) {
  const { form } = props;
  return (
    <Form method="post" encType={props.multipart ? "multipart/form-data" : undefined} {...getFormProps(form)} className={props.className ?? "form"} data-testid={props.testId} preventScrollReset>
      {props.heading ? <h3>{props.heading}</h3> : null}
      {props.intro ? <p>{props.intro}</p> : null}
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <FormErrors id={form.errorId} errors={form.errors} />
      {props.children}
      <div>
        <button type="submit" className={props.secondary ? "btn-secondary" : "btn-primary"} aria-label={props.submitName}>
          {props.submit}
        </button>
      </div>
    </Form>
  );
}
