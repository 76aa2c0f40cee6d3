import type { ReactNode } from "react";
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

/**
 * Label, optional hint, the control and its errors, with aria-describedby pointing at the hint and
 * the errors that are shown. `children` receives that describedby value for its control.
 */
export function FieldShell({
  id,
  errorId,
  errors,
  label,
  hint,
  children,
}: {
  id: string;
  errorId: string;
  errors?: string[];
  label: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, errors?.length ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

/** How wide a field may grow (brand.css `.input-*`): as wide as what it holds, never the page's whole width. */
export type FieldWidth = "code" | "short" | "date" | "datetime" | "phone" | "medium" | "long";

type TextFieldType = "text" | "email" | "password" | "tel" | "url" | "date" | "datetime-local" | "number";
const WIDTH_OF_TYPE: Record<TextFieldType, FieldWidth> = {
  text: "long",
  url: "long",
  email: "medium",
  password: "medium",
  tel: "phone",
  date: "date",
  "datetime-local": "datetime",
  number: "short",
};

/** Issue 29: a one-time code, a number typed as text and a short value get a field their size; the rest follow their type. */
export function fieldWidthOf(options: { type: TextFieldType; autoComplete?: string; inputMode?: "numeric" | "text"; maxLength?: number }): FieldWidth {
  if (options.autoComplete === "one-time-code") return "code";
  if (options.type === "text" && options.inputMode === "numeric") return "short";
  if (options.type === "text" && options.maxLength !== undefined && options.maxLength <= 10) return "short";
  return WIDTH_OF_TYPE[options.type];
}

/**
 * A one-line input (text, email, a date...) in its FieldShell; `defaultValue` stands when the form has none of its own for it.
 * `width` names how wide it may grow when its type and purpose (fieldWidthOf) do not say it well.
 */
export function TextField({
  meta,
  label,
  type = "text",
  autoComplete,
  hint,
  dir,
  inputMode,
  maxLength,
  defaultValue,
  width,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  type?: TextFieldType;
  autoComplete?: string;
  hint?: string;
  dir?: "ltr" | "rtl" | "auto";
  inputMode?: "numeric" | "text";
  maxLength?: number;
  defaultValue?: string;
  width?: FieldWidth;
}) {
  const { key, ...props } = getInputProps(meta, { type });
  const fieldWidth = width ?? fieldWidthOf({ type, autoComplete, inputMode, maxLength });
  return (
    <FieldShell id={meta.id} errorId={meta.errorId} errors={meta.errors} label={label} hint={hint}>
      {(describedBy) => (
        <input
          key={key}
          {...props}
          defaultValue={props.defaultValue ?? defaultValue}
          autoComplete={autoComplete}
          dir={dir}
          inputMode={inputMode}
          maxLength={maxLength}
          className={`input-${fieldWidth}`}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
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
