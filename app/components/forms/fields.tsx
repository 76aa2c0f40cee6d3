import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";

/** Field errors are locale keys (validation.*), so the message is in the visitor's language. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field-errors">
      {errors.map((error) => (
        <li key={error}>{t(error)}</li>
      ))}
    </ul>
  );
}

export function TextField({
  meta,
  label,
  type = "text",
  autoComplete,
  hint,
  dir,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  hint?: string;
  dir?: "ltr" | "rtl" | "auto";
}) {
  const { key, ...props } = getInputProps(meta, { type });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      {hint ? (
        <p id={`${meta.id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      <input
        key={key}
        {...props}
        autoComplete={autoComplete}
        dir={dir}
        aria-describedby={[hint ? `${meta.id}-hint` : null, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(" ") || undefined}
      />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div id={id} className="form-errors" role="alert">
      {errors.map((error) => (
        <p key={error}>{t(error)}</p>
      ))}
    </div>
  );
}
