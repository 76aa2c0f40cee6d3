import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { SERVICE_TEXT_MAX as MAX } from "#server/services/limits";
import { FieldErrors, FormErrors } from "~/components/forms/fields";
import { LanguageInput, Pair } from "./bilingual-fields";
import type { LineRow, Pair as PairValue, ServiceEditorValues } from "./service-form-shape";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
type Meta = FieldMetadata<any, any, string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's own schema, as for Meta
type PairMeta = FieldMetadata<PairValue, any, string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's own schema, as for Meta
type LinesMeta = FieldMetadata<LineRow[], any, string[]>;
type Lang = "ar" | "en";
const LANGS: Lang[] = ["ar", "en"];

/**
 * The service page editor (issue 10 §4): both languages side by side, every list as numbered rows
 * with an order field, a "remove" box and blank rows to add items, so it all works without JavaScript.
 * The server validates; its messages (locale keys) show next to the field they concern.
 */
export function ServiceEditor({
  mode,
  defaultValue,
  baseVersion,
  lastResult,
  pages,
  action,
}: {
  action: string;
  mode: "create" | "save";
  defaultValue: ServiceEditorValues;
  baseVersion: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  pages: { slug: string; title: string }[];
}) {
  const { t } = useTranslation("adminContent");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === mode;
  const [form, fields] = useForm({
    id: mode === "create" ? "service-create" : "service-editor",
    lastResult: lastResult ?? undefined,
    defaultValue,
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="form" data-testid="service-editor">
      <input type="hidden" name="intent" value={mode} />
      {mode === "save" ? <input type="hidden" name="baseVersion" value={baseVersion} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />

      <fieldset className="editor-group">
        <legend>{t("services.editor.settings")}</legend>
        {mode === "create" ? (
          <PlainInput meta={fields.slug!} label={t("services.editor.slug")} hint={t("services.editor.slugHint")} dir="ltr" maxLength={120} />
        ) : null}
        <div className="editor-columns">
          <PlainInput meta={fields.sortOrder!} label={t("services.editor.sortOrder")} hint={t("services.editor.sortOrderHint")} inputMode="numeric" maxLength={6} />
          <PracticeAreaSelect meta={fields.practiceArea!} />
          <PlainInput meta={fields.feeQar!} label={t("services.editor.feeQar")} hint={t("services.editor.feeQarHint")} inputMode="numeric" maxLength={9} />
        </div>
        <RelatedChoices meta={fields.relatedSlugs!} pages={pages} />
      </fieldset>

      <fieldset className="editor-group">
        <legend>{t("services.editor.texts")}</legend>
        <p className="hint">{t("services.editor.textsHint")}</p>
        <BilingualField meta={fields.title!} label={t("services.editor.title")} max={MAX.title} />
        <BilingualField meta={fields.metaTitle!} label={t("services.editor.metaTitle")} hint={t("services.editor.metaTitleHint")} max={MAX.metaTitle} />
        <BilingualField meta={fields.metaDescription!} label={t("services.editor.metaDescription")} hint={t("services.editor.metaDescriptionHint")} max={MAX.metaDescription} multiline />
        <BilingualField meta={fields.intro!} label={t("services.editor.intro")} max={MAX.intro} multiline rows={4} />
      </fieldset>

      <LineList meta={fields.audience!} name="audience" max={MAX.audience} />

      <fieldset className="editor-group" aria-describedby={fields.sections!.errors?.length ? fields.sections!.errorId : undefined}>
        <legend>{t("services.editor.lists.sections.legend")}</legend>
        <p className="hint">{t("services.editor.lists.sections.hint")}</p>
        <FieldErrors id={fields.sections!.errorId} errors={fields.sections!.errors} />
        {fields.sections!.getFieldList().map((row, index) => {
          const f = row.getFieldset();
          const label = t("services.editor.lists.sections.item", { number: index + 1 });
          return (
            <fieldset key={row.key} className="editor-row" data-testid="section-row">
              <legend>{label}</legend>
              <BilingualField meta={f.heading!} label={t("services.editor.sectionHeading")} max={MAX.sectionHeading} />
              <BilingualField meta={f.body!} label={t("services.editor.sectionBody")} max={MAX.sectionBody} multiline rows={4} />
              <BilingualField meta={f.points!} label={t("services.editor.sectionPoints")} hint={t("services.editor.sectionPointsHint")} multiline rows={4} />
              <RowControls order={f.order!} remove={f.remove!} itemLabel={label} />
            </fieldset>
          );
        })}
      </fieldset>

      <LineList meta={fields.steps!} name="steps" max={MAX.step} multiline />
      <LineList meta={fields.documents!} name="documents" max={MAX.document} />

      <fieldset className="editor-group">
        <legend>{t("services.editor.fees")}</legend>
        <BilingualField meta={fields.feeNote!} label={t("services.editor.feeNote")} hint={t("services.editor.feeNoteHint")} max={MAX.feeNote} multiline rows={3} />
      </fieldset>

      <fieldset className="editor-group" aria-describedby={fields.faqs!.errors?.length ? fields.faqs!.errorId : undefined}>
        <legend>{t("services.editor.lists.faqs.legend")}</legend>
        <p className="hint">{t("services.editor.lists.faqs.hint")}</p>
        <FieldErrors id={fields.faqs!.errorId} errors={fields.faqs!.errors} />
        {fields.faqs!.getFieldList().map((row, index) => {
          const f = row.getFieldset();
          const label = t("services.editor.lists.faqs.item", { number: index + 1 });
          return (
            <fieldset key={row.key} className="editor-row" data-testid="faq-row">
              <legend>{label}</legend>
              <BilingualField meta={f.question!} label={t("services.editor.faqQuestion")} max={MAX.faqQuestion} />
              <BilingualField meta={f.answer!} label={t("services.editor.faqAnswer")} max={MAX.faqAnswer} multiline rows={3} />
              <RowControls order={f.order!} remove={f.remove!} itemLabel={label} />
            </fieldset>
          );
        })}
      </fieldset>

      <fieldset className="editor-group">
        <legend>{t("services.editor.cta")}</legend>
        <BilingualField meta={fields.cta!} label={t("services.editor.ctaText")} max={MAX.cta} multiline rows={2} />
      </fieldset>

      <p className="actions">
        <button type="submit" className="btn-primary" disabled={busy}>
          {mode === "create" ? t("services.editor.create") : t("services.editor.save")}
        </button>
      </p>
      <p className="hint">{t("services.editor.saveHint")}</p>
    </Form>
  );
}

function errorIdOf(meta: Meta) {
  return meta.errors?.length ? meta.errorId : undefined;
}

function PlainInput({
  meta,
  label,
  hint,
  dir,
  inputMode,
  maxLength,
}: {
  meta: Meta;
  label: string;
  hint?: string;
  dir?: "ltr" | "rtl";
  inputMode?: "numeric";
  maxLength?: number;
}) {
  const { key, ...props } = getInputProps(meta, { type: "text" });
  const describedBy = [hint ? `${meta.id}-hint` : null, errorIdOf(meta)].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      {hint ? (
        <p id={`${meta.id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      <input key={key} {...props} dir={dir} inputMode={inputMode} maxLength={maxLength} aria-describedby={describedBy} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

function PracticeAreaSelect({ meta }: { meta: Meta }) {
  const { t } = useTranslation("adminContent");
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : "";
  return (
    <div className="field">
      <label htmlFor={meta.id}>{t("services.editor.practiceArea")}</label>
      <p id={`${meta.id}-hint`} className="hint">
        {t("services.editor.practiceAreaHint")}
      </p>
      <select
        id={meta.id}
        name={meta.name}
        defaultValue={initial}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={[`${meta.id}-hint`, errorIdOf(meta)].filter(Boolean).join(" ")}
      >
        <option value="">{t("services.editor.noPracticeArea")}</option>
        {PRACTICE_AREAS.map((area) => (
          <option key={area} value={area}>
            {t(`lawyers:areas.${area}`)}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

function RelatedChoices({ meta, pages }: { meta: Meta; pages: { slug: string; title: string }[] }) {
  const { t } = useTranslation("adminContent");
  const initial = meta.initialValue;
  const chosen = new Set(Array.isArray(initial) ? initial : initial ? [initial] : []);
  return (
    <fieldset className="field" aria-describedby={[`${meta.id}-hint`, errorIdOf(meta)].filter(Boolean).join(" ")}>
      <legend>{t("services.editor.related")}</legend>
      <p id={`${meta.id}-hint`} className="hint">
        {t("services.editor.relatedHint")}
      </p>
      <div className="choice-grid">
        {pages.map((page) => (
          <span key={page.slug} className="choice">
            <input id={`${meta.id}-${page.slug}`} type="checkbox" name={meta.name} value={page.slug} defaultChecked={chosen.has(page.slug)} />
            <label htmlFor={`${meta.id}-${page.slug}`}>
              {page.title}{" "}
              <span className="muted small" dir="ltr">
                {page.slug}
              </span>
            </label>
          </span>
        ))}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/**
 * One text in both languages, side by side: Arabic (right to left) and English (left to right), each
 * with its own label and errors.
 */
function BilingualField({
  meta,
  label,
  hint,
  max,
  multiline,
  rows = 3,
}: {
  meta: PairMeta;
  label: string;
  hint?: string;
  max?: number;
  multiline?: boolean;
  rows?: number;
}) {
  const parts = meta.getFieldset();
  return <Pair id={meta.id} label={label} hint={hint} ar={parts.ar as Meta} en={parts.en as Meta} max={max} rows={multiline ? rows : undefined} />;
}

/** A row's position and its "remove" box. */
function RowControls({ order, remove, itemLabel }: { order: Meta; remove: Meta; itemLabel: string }) {
  const { t } = useTranslation("adminContent");
  const { key: orderKey, ...orderProps } = getInputProps(order, { type: "text" });
  const { key: removeKey, ...removeProps } = getInputProps(remove, { type: "checkbox" });
  return (
    <div className="row-controls">
      <div className="field order-field">
        <label htmlFor={order.id}>{t("services.editor.order", { item: itemLabel })}</label>
        <input key={orderKey} {...orderProps} inputMode="numeric" maxLength={3} size={4} aria-describedby={errorIdOf(order)} />
        <FieldErrors id={order.errorId} errors={order.errors} />
      </div>
      <span className="choice remove-choice">
        <input key={removeKey} {...removeProps} />
        <label htmlFor={remove.id}>{t("services.editor.remove", { item: itemLabel })}</label>
      </span>
    </div>
  );
}

/** A list of one-line (or short) items in both languages: who it is for, steps, documents. */
function LineList({ meta, name, max, multiline }: { meta: LinesMeta; name: "audience" | "steps" | "documents"; max: number; multiline?: boolean }) {
  const { t } = useTranslation("adminContent");
  return (
    <fieldset className="editor-group" aria-describedby={meta.errors?.length ? meta.errorId : undefined} data-testid={`list-${name}`}>
      <legend>{t(`services.editor.lists.${name}.legend`)}</legend>
      <p className="hint">{t(`services.editor.lists.${name}.hint`)}</p>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
      {meta.getFieldList().map((row, index) => {
        const f = row.getFieldset();
        const label = t(`services.editor.lists.${name}.item`, { number: index + 1 });
        return (
          <fieldset key={row.key} className="editor-row" data-testid={`${name}-row`}>
            <legend>{label}</legend>
            <div className="bilingual-pair">
              {LANGS.map((lang) => (
                <LanguageInput key={lang} meta={f[lang] as Meta} lang={lang} label={label} max={max} rows={multiline ? 2 : undefined} />
              ))}
            </div>
            <RowControls order={f.order as Meta} remove={f.remove as Meta} itemLabel={label} />
          </fieldset>
        );
      })}
    </fieldset>
  );
}
