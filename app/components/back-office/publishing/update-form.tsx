import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UPDATE_CATEGORIES, UPDATE_LIMITS } from "#server/legal-updates/constants";
import { FormErrors } from "~/components/forms/fields";
import { LanguageColumns, Select, TextArea, TextInput } from "./fields";

export interface UpdateFormValues {
  titleAr: string;
  titleEn: string;
  summaryAr: string;
  summaryEn: string;
  bodyAr: string;
  bodyEn: string;
  category: string;
  tags: string;
  authorId: string;
}

export interface AuthorOption {
  id: string;
  name: string;
}

/**
 * The content of a legal update, both languages side by side: create (intent "create") or edit
 * (intent "save", with the version the page was loaded at). A plain POST; the server validates.
 */
export function UpdateContentForm(props: {
  id: string;
  intent: "create" | "save";
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: UpdateFormValues;
  version?: number;
  authors: AuthorOption[];
  submitLabel: string;
}) {
  const { t } = useTranslation("adminPublishing");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === props.intent;
  const [form, fields] = useForm({ id: props.id, lastResult: props.lastResult, defaultValue: props.defaultValue });
  return (
    <Form method="post" {...getFormProps(form)} className="form" data-testid={`update-${props.intent}-form`}>
      <input type="hidden" name="intent" value={props.intent} />
      {props.version !== undefined ? <input type="hidden" name="version" value={props.version} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <LanguageColumns
        ar={
          <>
            <TextInput meta={fields.titleAr!} label={t("fields.titleAr")} lang="ar" maxLength={UPDATE_LIMITS.title} />
            <TextArea meta={fields.summaryAr!} label={t("fields.summaryAr")} lang="ar" rows={3} maxLength={UPDATE_LIMITS.summary} />
            <TextArea meta={fields.bodyAr!} label={t("fields.bodyAr")} hint={t("fields.markdownHint")} lang="ar" rows={12} maxLength={UPDATE_LIMITS.body} />
          </>
        }
        en={
          <>
            <TextInput meta={fields.titleEn!} label={t("fields.titleEn")} lang="en" maxLength={UPDATE_LIMITS.title} />
            <TextArea meta={fields.summaryEn!} label={t("fields.summaryEn")} lang="en" rows={3} maxLength={UPDATE_LIMITS.summary} />
            <TextArea meta={fields.bodyEn!} label={t("fields.bodyEn")} hint={t("fields.markdownHint")} lang="en" rows={12} maxLength={UPDATE_LIMITS.body} />
          </>
        }
      />
      <div className="field-row field-row-3">
        <Select
          meta={fields.category!}
          label={t("fields.category")}
          placeholder={t("fields.chooseCategory")}
          options={UPDATE_CATEGORIES.map((c) => ({ value: c, label: t(`updates:categories.${c}`) }))}
        />
        <Select
          meta={fields.authorId!}
          label={t("fields.author")}
          placeholder={t("fields.authorFirm")}
          options={props.authors.map((a) => ({ value: a.id, label: a.name }))}
        />
        <TextInput meta={fields.tags!} label={t("fields.tags")} hint={t("fields.tagsHint", { count: UPDATE_LIMITS.tags })} />
      </div>
      <p>
        <button type="submit" className="btn-primary" disabled={busy}>
          {props.submitLabel}
        </button>
      </p>
    </Form>
  );
}
