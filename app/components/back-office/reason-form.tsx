import { PostForm, useReplyForm, type FormReply } from "~/components/forms/post-form";
import { TextAreaField } from "~/components/forms/text-area-field";

/**
 * An admin's decision that must say why (suspend an account, reject a verification, reset a second factor):
 * one `reason` field, required and validated on the server, with or without JavaScript.
 */
export function ReasonForm(props: {
  reply: FormReply<string> | null;
  intent: string;
  /** The form's words: its heading, introduction, the reason's label and hint, and the button. */
  text: (part: "heading" | "intro" | "reason" | "reasonHint" | "submit") => string | undefined;
  rows: number;
  secondary?: boolean;
}) {
  const { text } = props;
  const [form, fields] = useReplyForm(props.reply, props.intent);
  return (
    <PostForm form={form} intent={props.intent} testId={`${props.intent}-form`} heading={text("heading")} intro={text("intro")} submit={text("submit") ?? ""} secondary={props.secondary}>
      <TextAreaField meta={fields.reason!} label={text("reason") ?? ""} hint={text("reasonHint")} rows={props.rows} />
    </PostForm>
  );
}
