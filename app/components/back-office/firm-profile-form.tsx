import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FIRM_PROFILE_LIMITS as MAX } from "#server/firm/constants";
import { FieldShell, FormErrors } from "~/components/forms/fields";
import { Pair } from "./posting-form";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
type Meta = FieldMetadata<any, any, string[]>;

export interface FirmProfileFormValues {
  nameAr: string;
  nameEn: string;
  addressAr: string;
  addressEn: string;
  hoursAr: string;
  hoursEn: string;
  phone: string;
  whatsapp: string;
  email: string;
  urgentPhone: string;
  mapUrl: string;
}

/**
 * The firm's contact details (issue 27 §2, issue 29): the texts in Arabic and English side by side, the numbers,
 * the email and the map link. Plain POST; the server validates and answers each field's error in the admin's
 * language.
 */
export function FirmProfileForm({ defaultValue, lastResult }: { defaultValue: FirmProfileFormValues; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("adminContent");
  const navigation = useNavigation();
  const [form, fields] = useForm({ id: "firm-profile", lastResult, defaultValue });
  return (
    <Form method="post" {...getFormProps(form)} className="form" data-testid="firm-profile-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Pair label={t("firm.form.name")} ar={fields.nameAr!} en={fields.nameEn!} max={MAX.name} />
      <Pair label={t("firm.form.address")} hint={t("firm.form.addressHint")} ar={fields.addressAr!} en={fields.addressEn!} max={MAX.address} />
      <Pair label={t("firm.form.hours")} hint={t("firm.form.hoursHint")} ar={fields.hoursAr!} en={fields.hoursEn!} max={MAX.hours} />
      <div className="editor-columns">
        <LtrField meta={fields.phone!} type="tel" label={t("firm.form.phone")} hint={t("firm.form.phoneHint")} max={MAX.phone} />
        <LtrField meta={fields.whatsapp!} type="tel" label={t("firm.form.whatsapp")} hint={t("firm.form.whatsappHint")} max={MAX.phone} />
        <LtrField meta={fields.urgentPhone!} type="tel" label={t("firm.form.urgentPhone")} hint={t("firm.form.urgentPhoneHint")} max={MAX.phone} />
        <LtrField meta={fields.email!} type="email" label={t("firm.form.email")} hint={t("firm.form.emailHint")} max={MAX.email} />
      </div>
      <LtrField meta={fields.mapUrl!} type="url" label={t("firm.form.mapUrl")} hint={t("firm.form.mapUrlHint")} max={MAX.mapUrl} />
      <p className="actions">
        <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
          {t("firm.form.submit")}
        </button>
      </p>
    </Form>
  );
}

/** Numbers, addresses and links read left to right in both languages (decision 023). */
function LtrField({ meta, type, label, hint, max }: { meta: Meta; type: "tel" | "email" | "url"; label: string; hint: string; max: number }) {
  const { key, ...props } = getInputProps(meta, { type, ariaAttributes: false });
  return (
    <FieldShell id={meta.id} errorId={meta.errorId} errors={meta.errors} label={label} hint={hint}>
      {(describedBy) => (
        <input
          key={key}
          {...props}
          dir="ltr"
          maxLength={max}
          autoComplete="off"
          aria-invalid={meta.errors?.length ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}
