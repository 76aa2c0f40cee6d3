import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FieldErrors, FieldShell } from "~/components/forms/fields";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
type Meta = FieldMetadata<any, any, string[]>;

/** The writing direction and language of a field holding text in one language (null: the page's). */
export type TextLang = "ar" | "en" | null;
const dirOf = (lang: TextLang) => (lang === "ar" ? "rtl" : lang === "en" ? "ltr" : "auto");

/**
 * Fields of the publishing forms. Validation is the server's (JavaScript on or off alike); `maxLength`
 * only saves a round trip. Arabic and English texts carry their own lang and dir, so each is typed
 * and read in its own direction whatever the page's language.
 */
export function TextInput(props: { meta: Meta; label: string; hint?: string; lang?: TextLang; maxLength?: number; type?: "text" | "search" | "datetime-local"; dirOverride?: "ltr" }) {
  const { key, ...input } = getInputProps(props.meta, { type: props.type === "datetime-local" ? "datetime-local" : "text" });
  return (
    <FieldShell id={props.meta.id} errorId={props.meta.errorId} errors={props.meta.errors} label={props.label} hint={props.hint}>
      {(describedBy) => (
        <input
          key={key}
          {...input}
          lang={props.lang ?? undefined}
          dir={props.dirOverride ?? dirOf(props.lang ?? null)}
          maxLength={props.maxLength}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

export function TextArea(props: { meta: Meta; label: string; hint?: string; lang?: TextLang; rows?: number; maxLength?: number }) {
  const { key, ...textarea } = getTextareaProps(props.meta);
  return (
    <FieldShell id={props.meta.id} errorId={props.meta.errorId} errors={props.meta.errors} label={props.label} hint={props.hint}>
      {(describedBy) => (
        <textarea
          key={key}
          {...textarea}
          lang={props.lang ?? undefined}
          dir={dirOf(props.lang ?? null)}
          rows={props.rows ?? 4}
          maxLength={props.maxLength}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

export function Select(props: { meta: Meta; label: string; options: readonly { value: string; label: string }[]; placeholder?: string; hint?: string }) {
  const { key, ...select } = getSelectProps(props.meta);
  return (
    <FieldShell id={props.meta.id} errorId={props.meta.errorId} errors={props.meta.errors} label={props.label} hint={props.hint}>
      {(describedBy) => (
        <select key={key} {...select} aria-describedby={describedBy}>
          {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A file input (never pre-filled: browsers do not allow it) with its hint and errors. */
export function FileInput(props: { meta: Meta; label: string; hint: string; accept: string }) {
  const describedBy = [`${props.meta.id}-hint`, props.meta.errors?.length ? props.meta.errorId : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={props.meta.id}>{props.label}</label>
      <p className="hint" id={`${props.meta.id}-hint`}>
        {props.hint}
      </p>
      <input
        id={props.meta.id}
        name={props.meta.name}
        type="file"
        accept={props.accept}
        aria-describedby={describedBy}
        aria-invalid={props.meta.errors?.length ? true : undefined}
      />
      <FieldErrors id={props.meta.errorId} errors={props.meta.errors} />
    </div>
  );
}

/** Two columns on wide screens: Arabic first (the start side in either direction), English second. */
export function LanguageColumns({ ar, en }: { ar: React.ReactNode; en: React.ReactNode }) {
  const { t } = useTranslation("adminPublishing");
  return (
    <div className="language-columns">
      <fieldset className="stack">
        <legend className="language-column-legend">{t("fields.arabicColumn")}</legend>
        {ar}
      </fieldset>
      <fieldset className="stack">
        <legend className="language-column-legend">{t("fields.englishColumn")}</legend>
        {en}
      </fieldset>
    </div>
  );
}
