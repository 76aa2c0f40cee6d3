import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { COURT_CASE_NUMBER_MAX_LENGTH, OPPOSING_PARTY_MAX_LENGTH, TITLE_MAX_LENGTH } from "#server/cases/constants";
import { COURTS } from "#server/cases/courts";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { FieldShell, FormErrors } from "~/components/forms/fields";
import { SelectField } from "~/components/forms/select-field";
import { isolate } from "~/utils/format";
import { localeOf } from "~/i18n/config";

export interface NewCaseReply {
  intent: "create" | "from-consultation";
  result: SubmissionResult<string[]>;
}

export interface EligibleConsultation {
  id: string;
  reference: string;
  status: string;
  clientName: string;
  when: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
type Meta = FieldMetadata<any, any, string[]>;

function Input({ meta, label, hint, dir, type = "text", maxLength }: { meta: Meta; label: string; hint?: string; dir?: "ltr" | "rtl" | "auto"; type?: "text" | "email"; maxLength?: number }) {
  const { key, ...props } = getInputProps(meta, { type });
  return (
    <FieldShell id={meta.id} errorId={meta.errorId} errors={meta.errors} label={label} hint={hint}>
      {(describedBy) => <input key={key} {...props} dir={dir} maxLength={maxLength} aria-describedby={describedBy} />}
    </FieldShell>
  );
}

/** Checkboxes of the verified lawyers; what was ticked stays ticked after a refused submission. */
function LawyerChoices({ meta, lawyers, legend, hint, empty }: { meta: Meta; lawyers: { id: string; name: string }[]; legend: string; hint: string; empty: string }) {
  const initial = meta.initialValue;
  const chosen = new Set(Array.isArray(initial) ? initial : initial ? [initial] : []);
  const hintId = `${meta.id}-hint`;
  return (
    <fieldset className="field" aria-describedby={[hintId, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(" ")}>
      <legend>{legend}</legend>
      <p id={hintId} className="hint">
        {hint}
      </p>
      {lawyers.length === 0 ? <p className="muted">{empty}</p> : null}
      {lawyers.map((lawyer) => (
        <span key={lawyer.id} className="choice">
          <input id={`${meta.id}-${lawyer.id}`} type="checkbox" name={meta.name} value={lawyer.id} defaultChecked={chosen.has(lawyer.id)} />
          <label htmlFor={`${meta.id}-${lawyer.id}`}>
            <bdi>{lawyer.name}</bdi>
          </label>
        </span>
      ))}
      {meta.errors?.length ? (
        <ul id={meta.errorId} className="field-errors">
          {meta.errors.map((e) => (
            <li key={e}>
              <Translated text={e} />
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

function Translated({ text }: { text: string }) {
  const { t } = useTranslation();
  return <>{t(text)}</>;
}

function useCourtOptions() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return COURTS.map((c) => [c.code, c[locale]] as const);
}

function SubmitButton({ label, intent }: { label: string; intent: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" className="btn-primary" disabled={busy}>
      {label}
    </button>
  );
}

/** Admin: open a case from a confirmed or completed consultation (its client, area, lawyer and files come along). */
export function AdminFromConsultationForm({ reply, consultations, lawyers }: { reply: NewCaseReply | null; consultations: EligibleConsultation[]; lawyers: { id: string; name: string }[] }) {
  const { t } = useTranslation("cases");
  const [form, fields] = useForm({
    id: "case-from-consultation",
    lastResult: reply?.intent === "from-consultation" ? reply.result : undefined,
  });
  const courts = useCourtOptions();
  return (
    <section className="card" aria-labelledby="from-consultation-heading">
      <h3 id="from-consultation-heading">{t("admin.new.fromConsultationHeading")}</h3>
      <p className="muted">{t("admin.new.fromConsultationIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="form" data-testid="case-from-consultation-form">
        <input type="hidden" name="intent" value="from-consultation" />
        <FormErrors id={form.errorId} errors={form.errors} />
        {consultations.length ? (
          <SelectField
            meta={fields.consultationId!}
            label={t("admin.new.consultationPicker")}
            placeholder={t("admin.new.chooseConsultation")}
            // An <option> holds text only: the reference and the client's name are isolated with characters (decision 023).
            options={consultations.map((c) => [c.id, `${isolate(c.reference)} — ${isolate(c.clientName)} — ${c.when} (${t(`consultations:status.${c.status}`, { defaultValue: c.status })})`] as const)}
          />
        ) : (
          // Nothing to choose: said in a sentence, not in a select too narrow for it on a phone.
          <p className="muted" data-testid="no-consultation-waiting">
            {t("admin.new.noConsultations")}
          </p>
        )}
        <Input meta={fields.consultationRef!} label={t("admin.new.consultationRef")} hint={t("admin.new.consultationRefHint")} dir="ltr" maxLength={300} />
        <Input meta={fields.titleAr!} label={t("admin.new.titleAr")} hint={t("admin.new.titlesHint")} dir="rtl" maxLength={TITLE_MAX_LENGTH} />
        <Input meta={fields.titleEn!} label={t("admin.new.titleEn")} dir="ltr" maxLength={TITLE_MAX_LENGTH} />
        <SelectField meta={fields.court!} label={t("admin.new.court")} placeholder={t("admin.new.noCourt")} options={courts} />
        <Input meta={fields.courtCaseNumber!} label={t("admin.new.courtCaseNumber")} dir="auto" maxLength={COURT_CASE_NUMBER_MAX_LENGTH} />
        <Input meta={fields.opposingParty!} label={t("admin.new.opposingParty")} dir="auto" maxLength={OPPOSING_PARTY_MAX_LENGTH} />
        <LawyerChoices meta={fields.lawyerUserIds!} lawyers={lawyers} legend={t("admin.new.lawyers")} hint={t("admin.new.lawyersFromConsultationHint")} empty={t("admin.new.noLawyers")} />
        <SubmitButton label={t("admin.new.submitFromConsultation")} intent="from-consultation" />
      </Form>
    </section>
  );
}

/** Admin: open a case from scratch for a client account found by its email. */
export function AdminNewCaseForm({ reply, lawyers }: { reply: NewCaseReply | null; lawyers: { id: string; name: string }[] }) {
  const { t } = useTranslation("cases");
  const [form, fields] = useForm({
    id: "case-new",
    lastResult: reply?.intent === "create" ? reply.result : undefined,
  });
  const courts = useCourtOptions();
  const { key: descriptionKey, ...description } = getTextareaProps(fields.description!);
  return (
    <section className="card" aria-labelledby="new-case-heading">
      <h3 id="new-case-heading">{t("admin.new.scratchHeading")}</h3>
      <p className="muted">{t("admin.new.scratchIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="form" data-testid="case-new-form">
        <input type="hidden" name="intent" value="create" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Input meta={fields.clientEmail!} type="email" label={t("admin.new.clientEmail")} hint={t("admin.new.clientEmailHint")} dir="ltr" maxLength={254} />
        <Input meta={fields.titleAr!} label={t("admin.new.titleAr")} hint={t("admin.new.titlesHint")} dir="rtl" maxLength={TITLE_MAX_LENGTH} />
        <Input meta={fields.titleEn!} label={t("admin.new.titleEn")} dir="ltr" maxLength={TITLE_MAX_LENGTH} />
        <SelectField meta={fields.serviceArea!} label={t("admin.new.serviceArea")} placeholder={t("admin.new.chooseArea")} options={PRACTICE_AREAS.map((a) => [a, t(`lawyers:areas.${a}`)] as const)} />
        <SelectField meta={fields.court!} label={t("admin.new.court")} placeholder={t("admin.new.noCourt")} options={courts} />
        <Input meta={fields.courtCaseNumber!} label={t("admin.new.courtCaseNumber")} dir="auto" maxLength={COURT_CASE_NUMBER_MAX_LENGTH} />
        <Input meta={fields.opposingParty!} label={t("admin.new.opposingParty")} dir="auto" maxLength={OPPOSING_PARTY_MAX_LENGTH} />
        <FieldShell id={fields.description!.id} errorId={fields.description!.errorId} errors={fields.description!.errors} label={t("admin.new.description")}>
          {(describedBy) => <textarea key={descriptionKey} {...description} rows={3} dir="auto" aria-describedby={describedBy} />}
        </FieldShell>
        <LawyerChoices meta={fields.lawyerUserIds!} lawyers={lawyers} legend={t("admin.new.lawyers")} hint={t("admin.new.lawyersHint")} empty={t("admin.new.noLawyers")} />
        <SubmitButton label={t("admin.new.submit")} intent="create" />
      </Form>
    </section>
  );
}
