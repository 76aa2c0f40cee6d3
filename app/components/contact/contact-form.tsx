import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors, FormErrors, TextField } from "~/components/forms/fields";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { TextAreaField } from "~/components/forms/text-area-field";
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
    <Form method="post" action="/contact" {...getFormProps(form)} className="card form" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="form-heading">
        {t("form.heading")}
      </h2>
      <p className="hint">{t("form.intro")}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField meta={fields.fullName} label={t("form.fullName")} autoComplete="name" />
      <TextField meta={fields.email} label={t("form.email")} type="email" autoComplete="email" dir="ltr" />
      <TextField meta={fields.phone} label={t("form.phone")} type="tel" autoComplete="tel" hint={t("form.phoneHint")} dir="ltr" />
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
      <HoneypotField label={t("form.honeypot")} />
      <button type="submit" className="btn-primary block">
        {t("form.submit")}
      </button>
    </Form>
  );
}
