import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/forms/fields";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
type Meta = FieldMetadata<any, any, string[]>;

/**
 * One text in both languages, side by side: Arabic right to left, English left to right, each with its own
 * label and errors, under the text's label and hint (the posting, service page and firm profile forms).
 * `id` names the group's label and hint (`<id>-label`, `<id>-hint`); by default the Arabic field's id and `-pair`.
 */
export function Pair({ id, label, hint, ar, en, max, rows }: { id?: string; label: string; hint?: string; ar: Meta; en: Meta; max?: number; rows?: number }) {
  const group = id ?? `${ar.id}-pair`;
  const hintId = hint ? `${group}-hint` : null;
  return (
    <div className="bilingual" role="group" aria-labelledby={`${group}-label`}>
      <p id={`${group}-label`} className="bilingual-label">
        {label}
      </p>
      {hint ? (
        <p id={hintId!} className="hint">
          {hint}
        </p>
      ) : null}
      <div className="bilingual-pair">
        <LanguageInput meta={ar} lang="ar" label={label} hintId={hintId} max={max} rows={rows} />
        <LanguageInput meta={en} lang="en" label={label} hintId={hintId} max={max} rows={rows} />
      </div>
    </div>
  );
}

/**
 * One language's half of a bilingual text: its label ("<label> (Arabic)"), a line or, with `rows`, a
 * textarea written in that language and its direction, described by the hint and its errors.
 */
export function LanguageInput({ meta, lang, label, hintId, max, rows }: { meta: Meta; lang: "ar" | "en"; label: string; hintId?: string | null; max?: number; rows?: number }) {
  const { t } = useTranslation("adminContent");
  const describedBy = [hintId, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(" ") || undefined;
  const common = { dir: lang === "ar" ? "rtl" : "ltr", lang, maxLength: max, "aria-describedby": describedBy } as const;
  let control;
  if (rows) {
    const { key, ...props } = getTextareaProps(meta);
    control = <textarea key={key} {...props} {...common} rows={rows} />;
  } else {
    const { key, ...props } = getInputProps(meta, { type: "text" });
    control = <input key={key} {...props} {...common} />;
  }
  return (
    <div className="field">
      <label htmlFor={meta.id}>{t(`services.editor.in.${lang}`, { label })}</label>
      {control}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
