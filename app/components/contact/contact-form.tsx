import { useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FieldErrors, TextField } from "~/components/forms/fields";
import { TextAreaField } from "~/components/forms/text-area-field";
import { VisitorForm } from "~/components/forms/visitor-form";
import type { AppLocale } from "~/i18n/config";

/** Issue 3 §1: the contact form; a plain POST, validated on the server (conform shows the errors). */
export function ContactForm({
  lastResult,
  defaultLanguage,
  defaultSubject = "",
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultLanguage: AppLocale;
  defaultSubject?: string;
}) {
  const { t } = useTranslation("contact");
  const [form, fields] = useForm<Record<"fullName" | "email" | "phone" | "subject" | "message" | "preferredLanguage", string>>({
    id: "contact-form",
    lastResult: lastResult ?? undefined,
    defaultValue: { subject: defaultSubject },
  });
  const chosen = (fields.preferredLanguage.value ?? fields.preferredLanguage.initialValue ?? defaultLanguage) as string;
  return (
    <VisitorForm ns="contact" form={form} sender={fields} action="/contact">
      <TextField meta={fields.subject} label={t("form.subject")} />
      <TextAreaField meta={fields.message} label={t("form.message")} hint={t("form.messageHint")} rows={7} />
      <fieldset
        className="field"
        aria-describedby={fields.preferredLanguage.errors?.length ? fields.preferredLanguage.errorId : undefined}
      >
        <legend>{t("form.preferredLanguage")}</legend>
        <div className="choice-row">
          {(["ar", "en"] as const).map((language) => (
            <label key={language} className="choice">
              <input type="radio" name={fields.preferredLanguage.name} value={language} defaultChecked={chosen === language} />
              <span lang={language}>{t(`form.languages.${language}`)}</span>
            </label>
          ))}
        </div>
        <FieldErrors id={fields.preferredLanguage.errorId} errors={fields.preferredLanguage.errors} />
      </fieldset>
    </VisitorForm>
  );
}
