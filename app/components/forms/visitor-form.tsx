import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormErrors, TextField } from "~/components/forms/fields";
import { HoneypotField } from "~/components/forms/honeypot-field";

type Meta = Parameters<typeof TextField>[0]["meta"];

/**
 * A form a visitor sends the firm (a message, a job application), a plain POST that works without JavaScript: its
 * heading and introduction, its errors, who is writing (name, email, phone), its own fields, the bots' trap and the
 * submit button. The texts are the `form.*` keys of the form's namespace.
 */
export function VisitorForm(props: {
  ns: "contact" | "careers";
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
  form: FormMetadata<any, string[]>;
  sender: { fullName: Meta; email: Meta; phone: Meta };
  action: string;
  encType?: "multipart/form-data";
  children: ReactNode;
}) {
  const { t } = useTranslation(props.ns);
  const { form, sender } = props;
  const headingId = `${form.id}-heading`;
  return (
    <Form method="post" action={props.action} encType={props.encType} {...getFormProps(form)} className="card form" aria-labelledby={headingId}>
      <h2 id={headingId} className="form-heading">
        {t("form.heading")}
      </h2>
      <p className="hint">{t("form.intro")}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField meta={sender.fullName} label={t("form.fullName")} autoComplete="name" />
      <TextField meta={sender.email} label={t("form.email")} type="email" autoComplete="email" dir="ltr" />
      <TextField meta={sender.phone} label={t("form.phone")} type="tel" autoComplete="tel" hint={t("form.phoneHint")} dir="ltr" />
      {props.children}
      <HoneypotField label={t("form.honeypot")} />
      <button type="submit" className="btn-primary block">
        {t("form.submit")}
      </button>
    </Form>
  );
}
