import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DOCUMENT_LANGUAGES, JURISDICTIONS, LIBRARY_KINDS, LIBRARY_LIMITS } from "#server/library/constants";
import { FormErrors } from "~/components/forms/fields";
import { FileInput, LanguageColumns, Select, TextArea, TextInput } from "./fields";

export interface LibraryFormValues {
  kind: string;
  jurisdiction: string;
  documentLanguage: string;
  year: string;
  titleAr: string;
  titleEn: string;
  summaryAr: string;
  summaryEn: string;
}

/** What the file inputs accept; the server decides by the bytes whatever the browser lets through. */
export const LIBRARY_FILE_ACCEPT = ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * A library item's metadata, both languages side by side: create (multipart, with the file and a
 * choice to publish at once) or edit (intent "save", with the version the page was loaded at).
 */
export function LibraryItemForm(props: {
  id: string;
  intent: "create" | "save";
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: LibraryFormValues;
  version?: number;
  maxMegabytes: number;
}) {
  const { t } = useTranslation("adminPublishing");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === props.intent;
  // `file` is a field of the create form only; it never has a starting value.
  const [form, fields] = useForm<LibraryFormValues & { file?: string }>({ id: props.id, lastResult: props.lastResult, defaultValue: props.defaultValue });
  const creating = props.intent === "create";
  return (
    <Form method="post" encType={creating ? "multipart/form-data" : undefined} {...getFormProps(form)} className="form" data-testid={`library-${props.intent}-form`}>
      <input type="hidden" name="intent" value={props.intent} />
      {props.version !== undefined ? <input type="hidden" name="version" value={props.version} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="field-row field-row-4">
        <Select meta={fields.kind!} label={t("fields.kind")} placeholder={t("fields.choose")} options={LIBRARY_KINDS.map((k) => ({ value: k, label: t(`library:kinds.${k}`) }))} />
        <Select
          meta={fields.jurisdiction!}
          label={t("fields.jurisdiction")}
          placeholder={t("fields.choose")}
          options={JURISDICTIONS.map((j) => ({ value: j, label: t(`library:jurisdictions.${j}`) }))}
        />
        <Select
          meta={fields.documentLanguage!}
          label={t("fields.documentLanguage")}
          placeholder={t("fields.choose")}
          options={DOCUMENT_LANGUAGES.map((l) => ({ value: l, label: t(`library:languages.${l}`) }))}
        />
        <TextInput meta={fields.year!} label={t("fields.year")} hint={t("fields.yearHint")} dirOverride="ltr" maxLength={4} />
      </div>
      <LanguageColumns
        ar={
          <>
            <TextInput meta={fields.titleAr!} label={t("fields.titleAr")} lang="ar" maxLength={LIBRARY_LIMITS.title} />
            <TextArea meta={fields.summaryAr!} label={t("fields.summaryAr")} lang="ar" rows={4} maxLength={LIBRARY_LIMITS.summary} />
          </>
        }
        en={
          <>
            <TextInput meta={fields.titleEn!} label={t("fields.titleEn")} lang="en" maxLength={LIBRARY_LIMITS.title} />
            <TextArea meta={fields.summaryEn!} label={t("fields.summaryEn")} lang="en" rows={4} maxLength={LIBRARY_LIMITS.summary} />
          </>
        }
      />
      {creating ? (
        <FileInput meta={fields.file!} label={t("fields.file")} hint={t("fields.fileHint", { size: props.maxMegabytes })} accept={LIBRARY_FILE_ACCEPT} />
      ) : null}
      <p className="actions">
        {creating ? (
          <>
            <button type="submit" name="publish" value="yes" className="btn-primary" disabled={busy}>
              {t("library.new.submitPublish")}
            </button>
            <button type="submit" name="publish" value="no" className="btn-secondary" disabled={busy}>
              {t("library.new.submitUnpublished")}
            </button>
          </>
        ) : (
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("library.edit.save")}
          </button>
        )}
      </p>
    </Form>
  );
}

/** Replaces the item's file (multipart), carrying the version the page was loaded at. */
export function ReplaceFileForm(props: { version: number; lastResult: SubmissionResult<string[]> | undefined; maxMegabytes: number }) {
  const { t } = useTranslation("adminPublishing");
  const [form, fields] = useForm({ id: "library-replace-file", lastResult: props.lastResult });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="form" data-testid="library-replace-form">
      <input type="hidden" name="intent" value="replaceFile" />
      <input type="hidden" name="version" value={props.version} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <FileInput meta={fields.file!} label={t("library.edit.newFile")} hint={t("fields.fileHint", { size: props.maxMegabytes })} accept={LIBRARY_FILE_ACCEPT} />
      <p>
        <button type="submit" className="btn-secondary">
          {t("library.edit.replace")}
        </button>
      </p>
    </Form>
  );
}
