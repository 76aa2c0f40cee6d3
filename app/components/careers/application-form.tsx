import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors, FormErrors, TextField } from "~/components/forms/fields";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { TextAreaField } from "~/components/forms/text-area-field";

export const ACCEPTED_CV_TYPES =
  "application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.docx";

/** Issue 3 §4: the application form of one posting; multipart POST that works without JavaScript. */
export function ApplicationForm(props: { postingId: string; lastResult?: SubmissionResult<string[]> | null; maxMegabytes: number }) {
  const { t } = useTranslation("careers");
  const [form, fields] = useForm({ id: "application-form", lastResult: props.lastResult ?? undefined });
  const cvHintId = `${fields.cv.id}-hint`;
  return (
    <Form
      method="post"
      action={`/careers/${props.postingId}`}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="card form"
      aria-labelledby="application-form-heading"
    >
      <h2 id="application-form-heading" className="form-heading">
        {t("form.heading")}
      </h2>
      <p className="hint">{t("form.intro")}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField meta={fields.fullName} label={t("form.fullName")} autoComplete="name" />
      <TextField meta={fields.email} label={t("form.email")} type="email" autoComplete="email" dir="ltr" />
      <TextField meta={fields.phone} label={t("form.phone")} type="tel" autoComplete="tel" hint={t("form.phoneHint")} dir="ltr" />
      <TextAreaField meta={fields.coverLetter} label={t("form.coverLetter")} hint={t("form.coverLetterHint")} rows={8} />
      <div className="field">
        <label htmlFor={fields.cv.id}>{t("form.cv")}</label>
        <p id={cvHintId} className="hint">
          {t("form.cvHint", { size: props.maxMegabytes })}
        </p>
        <input
          id={fields.cv.id}
          name={fields.cv.name}
          type="file"
          accept={ACCEPTED_CV_TYPES}
          aria-invalid={fields.cv.errors?.length ? true : undefined}
          aria-describedby={[cvHintId, fields.cv.errors?.length ? fields.cv.errorId : null].filter(Boolean).join(" ")}
        />
        <FieldErrors id={fields.cv.errorId} errors={fields.cv.errors} />
      </div>
      <HoneypotField label={t("form.honeypot")} />
      <button type="submit" className="btn-primary block">
        {t("form.submit")}
      </button>
    </Form>
  );
}
