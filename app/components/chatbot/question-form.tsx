import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The question box: a plain GET form to /chatbot, so it works without JavaScript; `onAsk` takes over with it. */
export function ChatQuestionForm({
  error,
  defaultValue = "",
  onAsk,
  busy = false,
  id = "chat-question",
}: {
  error?: string | null;
  defaultValue?: string;
  onAsk?: (question: string) => void;
  busy?: boolean;
  id?: string;
}) {
  const { t } = useTranslation("chatbot");
  return (
    <Form
      method="get"
      action="/chatbot"
      className="chat-form"
      onSubmit={(event) => {
        if (!onAsk) return;
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem("q") as HTMLInputElement;
        const question = input.value.trim();
        if (question) {
          onAsk(question);
          input.value = "";
        }
      }}
    >
      <label htmlFor={id}>{t("label")}</label>
      <div className="chat-form-row">
        <input
          id={id}
          name="q"
          type="text"
          required
          maxLength={500}
          defaultValue={defaultValue}
          placeholder={t("placeholder")}
          autoComplete="off"
          dir="auto"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t("asking") : t("ask")}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-errors" role="alert">
          {t(error)}
        </p>
      ) : null}
    </Form>
  );
}
