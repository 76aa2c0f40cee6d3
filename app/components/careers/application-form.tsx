import { useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/forms/fields";
import { TextAreaField } from "~/components/forms/text-area-field";
import { VisitorForm } from "~/components/forms/visitor-form";

export const ACCEPTED_CV_TYPES =
  "application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.docx";

/** Issue 3 §4: the application form of one posting; multipart POST that works without JavaScript. */
export function ApplicationForm(props: { postingId: string; lastResult?: SubmissionResult<string[]> | null; maxMegabytes: number }) {
  const { t } = useTranslation("careers");
  const [form, fields] = useForm({ id: "application-form", lastResult: props.lastResult ?? undefined });
  const cvHintId = `${fields.cv.id}-hint`;
  return (
    <VisitorForm ns="careers" form={form} sender={{ fullName: fields.fullName, email: fields.email, phone: fields.phone }} action={`/careers/${props.postingId}`} encType="multipart/form-data">
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
    </VisitorForm>
  );
}
