import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { FieldShell } from "~/components/forms/fields";

/** A labelled <select> bound to a conform field; options are [value, label] pairs. */
export function SelectField({
  meta,
  label,
  options,
  placeholder,
  hint,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  options: readonly (readonly [string, string])[];
  placeholder?: string;
  hint?: string;
}) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <FieldShell id={meta.id} errorId={meta.errorId} errors={meta.errors} label={label} hint={hint}>
      {(describedBy) => (
        <select key={key} {...props} aria-describedby={describedBy}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
