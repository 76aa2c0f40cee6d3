import { getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ACCEPTED_DOCUMENT_TYPES } from "~/components/forms/document-inputs";
import { FieldErrors, FieldShell } from "~/components/forms/fields";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
type Meta = FieldMetadata<any, any, string[]>;

/** What the case page's action answers on bad input or a refused change (app/utils/case.server.ts). */
export interface CaseActionResult {
  intent: string | null;
  target: string | null;
  result: SubmissionResult<string[]> | null;
  error: string | null;
  fileError: { key: string; file: string } | null;
}

export function useCaseActionResult(): CaseActionResult | null {
  return (useActionData() as CaseActionResult | undefined) ?? null;
}

/**
 * A conform form for one intent (and one record: `target`), showing the server's field errors when the
 * last post was this form's. Validation is the server's (JavaScript on or off alike).
 */
export function useCaseForm(intent: string, target?: string) {
  const last = useCaseActionResult();
  const mine = last?.intent === intent && (target === undefined || last.target === target);
  const [form, fields] = useForm({
    id: target ? `${intent}-${target}` : `${intent}-form`,
    lastResult: mine ? last.result : undefined,
  });
  return { form, fields, mine, fileError: mine ? last.fileError : null };
}

export function SelectField({
  meta,
  label,
  options,
  placeholder,
  defaultValue,
  hint,
}: {
  meta: Meta;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  defaultValue?: string;
  hint?: string;
}) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <FieldShell id={meta.id} errorId={meta.errorId} errors={meta.errors} label={label} hint={hint}>
      {(describedBy) => (
        <select key={key} {...props} defaultValue={(props.defaultValue as string | undefined) ?? defaultValue ?? ""} aria-describedby={describedBy}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** Files for a case (PDF, JPEG, PNG, WebP), with the size cap and the reason a file was refused. */
export function FilesField({
  meta,
  label,
  maxMegabytes,
  fileError,
}: {
  meta: Meta;
  label: string;
  maxMegabytes: number;
  fileError: { key: string; file: string } | null;
}) {
  const { t } = useTranslation("cases");
  const hintId = `${meta.id}-hint`;
  const describedBy = [hintId, meta.errors?.length ? meta.errorId : null, fileError ? `${meta.id}-refused` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <p className="hint" id={hintId}>
        {t("page.documents.hint", { size: maxMegabytes })}
      </p>
      <input id={meta.id} name={meta.name} type="file" multiple accept={ACCEPTED_DOCUMENT_TYPES} aria-describedby={describedBy} aria-invalid={meta.errors?.length ? true : undefined} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
      {fileError ? (
        <p className="field-errors" id={`${meta.id}-refused`} role="alert">
          {t(fileError.key, { file: fileError.file })}
        </p>
      ) : null}
    </div>
  );
}

/** A textarea with a starting value (the record's current text) unless the last post carried one. */
export function TextArea({ meta, label, hint, rows = 4, defaultValue }: { meta: Meta; label: string; hint?: string; rows?: number; defaultValue?: string }) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <FieldShell id={meta.id} errorId={meta.errorId} errors={meta.errors} label={label} hint={hint}>
      {(describedBy) => (
        <textarea key={key} {...props} defaultValue={props.defaultValue ?? defaultValue} rows={rows} dir="auto" aria-describedby={describedBy} />
      )}
    </FieldShell>
  );
}

/** A checkbox with its label beside it and its errors under it (a plain form field: it posts "on" when ticked). */
export function CheckboxField({ meta, label }: { meta: Meta; label: string }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="field">
      <label className="choice">
        <input key={key} {...props} aria-describedby={meta.errors?.length ? meta.errorId : undefined} />
        <span>{label}</span>
      </label>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
