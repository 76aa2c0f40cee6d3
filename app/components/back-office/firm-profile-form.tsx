import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FIRM_PROFILE_LIMITS as MAX } from "#server/firm/constants";
import { FormErrors, TextField } from "~/components/forms/fields";
import { Pair } from "./bilingual-fields";

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
  directionsAr: string;
  directionsEn: string;
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
      {/* Numbers, addresses and links read left to right in both languages (decision 023). */}
      <div className="editor-columns">
        <TextField meta={fields.phone!} type="tel" label={t("firm.form.phone")} hint={t("firm.form.phoneHint")} maxLength={MAX.phone} dir="ltr" autoComplete="off" />
        <TextField meta={fields.whatsapp!} type="tel" label={t("firm.form.whatsapp")} hint={t("firm.form.whatsappHint")} maxLength={MAX.phone} dir="ltr" autoComplete="off" />
        <TextField meta={fields.urgentPhone!} type="tel" label={t("firm.form.urgentPhone")} hint={t("firm.form.urgentPhoneHint")} maxLength={MAX.phone} dir="ltr" autoComplete="off" />
        <TextField meta={fields.email!} type="email" label={t("firm.form.email")} hint={t("firm.form.emailHint")} maxLength={MAX.email} dir="ltr" autoComplete="off" />
      </div>
      <Pair label={t("firm.form.directions")} hint={t("firm.form.directionsHint")} ar={fields.directionsAr!} en={fields.directionsEn!} max={MAX.directions} rows={3} />
      <TextField meta={fields.mapUrl!} type="url" label={t("firm.form.mapUrl")} hint={t("firm.form.mapUrlHint")} maxLength={MAX.mapUrl} dir="ltr" autoComplete="off" />
      <p className="actions">
        <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
          {t("firm.form.submit")}
        </button>
      </p>
    </Form>
  );
}
