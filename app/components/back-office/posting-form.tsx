import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EMPLOYMENT_TYPES } from "#server/careers/constants";
import { FieldErrors, FormErrors } from "~/components/forms/fields";
import { Pair } from "./bilingual-fields";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
type Meta = FieldMetadata<any, any, string[]>;

export interface PostingFormValues {
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  requirementsAr: string;
  requirementsEn: string;
  locationAr: string;
  locationEn: string;
  employmentType: string;
  closesOn: string;
}

export const EMPTY_POSTING: PostingFormValues = {
  titleAr: "",
  titleEn: "",
  descriptionAr: "",
  descriptionEn: "",
  requirementsAr: "",
  requirementsEn: "",
  locationAr: "",
  locationEn: "",
  employmentType: "",
  closesOn: "",
};

/** Limits mirrored from server/careers/postings.ts (maxLength only; the server decides). */
const MAX = { title: 160, description: 5000, location: 120 } as const;

/**
 * A job posting's form (issue 10 §4): each text in Arabic and English side by side, requirements one
 * per line, the type and the last day to apply. Plain POST; the server validates.
 */
export function PostingForm({
  id,
  intent,
  action,
  defaultValue,
  lastResult,
  submitLabel,
}: {
  id: string;
  intent: "create" | "save";
  action: string;
  defaultValue: PostingFormValues;
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
}) {
  const { t } = useTranslation("adminContent");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [form, fields] = useForm({ id, lastResult: lastResult ?? undefined, defaultValue });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="form" data-testid={`${id}-form`}>
      <input type="hidden" name="intent" value={intent} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Pair label={t("jobs.form.title")} ar={fields.titleAr!} en={fields.titleEn!} max={MAX.title} />
      <Pair label={t("jobs.form.location")} ar={fields.locationAr!} en={fields.locationEn!} max={MAX.location} />
      <Pair label={t("jobs.form.description")} ar={fields.descriptionAr!} en={fields.descriptionEn!} max={MAX.description} rows={6} />
      <Pair label={t("jobs.form.requirements")} hint={t("jobs.form.requirementsHint")} ar={fields.requirementsAr!} en={fields.requirementsEn!} rows={5} />
      <div className="editor-columns">
        <div className="field">
          <label htmlFor={fields.employmentType!.id}>{t("jobs.form.employmentType")}</label>
          <select
            id={fields.employmentType!.id}
            name={fields.employmentType!.name}
            defaultValue={typeof fields.employmentType!.initialValue === "string" ? fields.employmentType!.initialValue : ""}
            aria-invalid={fields.employmentType!.errors?.length ? true : undefined}
            aria-describedby={fields.employmentType!.errors?.length ? fields.employmentType!.errorId : undefined}
          >
            <option value="">{t("jobs.form.chooseType")}</option>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`careers:types.${type}`)}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.employmentType!.errorId} errors={fields.employmentType!.errors} />
        </div>
        <DateField meta={fields.closesOn!} label={t("jobs.form.closesOn")} hint={t("jobs.form.closesOnHint")} />
      </div>
      <p className="actions">
        <button type="submit" className="btn-primary" disabled={busy}>
          {submitLabel}
        </button>
      </p>
    </Form>
  );
}

function DateField({ meta, label, hint }: { meta: Meta; label: string; hint: string }) {
  const { key, ...props } = getInputProps(meta, { type: "date" });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <p id={`${meta.id}-hint`} className="hint">
        {hint}
      </p>
      <input key={key} {...props} dir="ltr" aria-describedby={[`${meta.id}-hint`, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(" ")} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
