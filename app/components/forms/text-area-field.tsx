import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { FieldShell } from "./fields";

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
    <FieldShell id={meta.id} errorId={meta.errorId} errors={meta.errors} label={label} hint={hint}>
      {(describedBy) => <textarea key={key} {...props} rows={rows} dir="auto" className="input-prose" aria-describedby={describedBy} />}
    </FieldShell>
  );
}
