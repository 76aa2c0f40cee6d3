import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "./fields";

export function TextAreaField({
  meta,
  label,
  hint,
  rows = 6,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  hint?: string;
  rows?: number;
}) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      {hint ? (
        <p id={`${meta.id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      <textarea
        key={key}
        {...props}
        rows={rows}
        dir="auto"
        aria-describedby={[hint ? `${meta.id}-hint` : null, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(" ") || undefined}
      />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
