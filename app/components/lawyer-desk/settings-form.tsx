import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SLOT_LENGTHS } from "#server/lawyer-desk/schemas";
import { FieldShell, FormErrors } from "~/components/forms/fields";
import type { DeskLawyer } from "./types";

type Fields = Record<"feeWritten" | "feeVideo" | "feeVoice" | "feeInPerson" | "slotMinutes" | "minNoticeHours" | "worksWeekends", string>;

const FEE_FIELDS = [
  ["written", "feeWritten"],
  ["video", "feeVideo"],
  ["voice", "feeVoice"],
  ["in_person", "feeInPerson"],
] as const;

function NumberField({
  meta,
  label,
  hint,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform infers each form's own field types
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  hint?: string;
}) {
  const { key, ...props } = getInputProps(meta, { type: "text" });
  return (
    <FieldShell id={meta.id} errorId={meta.errorId} errors={meta.errors} label={label} hint={hint}>
      {(describedBy) => <input key={key} {...props} inputMode="numeric" dir="ltr" size={7} aria-describedby={describedBy} />}
    </FieldShell>
  );
}

/** Fees per kind (empty = not offered), appointment length, minimum notice and the weekend opt-in. */
export function SettingsForm({ lawyer, lastResult }: { lawyer: DeskLawyer | null; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("lawyerDesk");
  const text = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  const [form, fields] = useForm<Fields>({
    id: "desk-settings",
    lastResult: lastResult ?? undefined,
    defaultValue: {
      feeWritten: text(lawyer?.fees.written),
      feeVideo: text(lawyer?.fees.video),
      feeVoice: text(lawyer?.fees.voice),
      feeInPerson: text(lawyer?.fees.in_person),
      slotMinutes: String(lawyer?.slotMinutes ?? 30),
      minNoticeHours: String(lawyer?.minNoticeHours ?? 12),
      worksWeekends: lawyer?.worksWeekends ? "on" : "",
    },
  });
  const { key: slotKey, ...slotProps } = getSelectProps(fields.slotMinutes);
  return (
    <Form method="post" {...getFormProps(form)} className="form" aria-labelledby="desk-settings-heading">
      <input type="hidden" name="intent" value="settings" />
      <h2 id="desk-settings-heading">{t("settings.heading")}</h2>
      <p className="hint">{t("settings.intro")}</p>
      {lawyer ? null : <p className="notice">{t("settings.needsProfile")}</p>}
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="field">
        <legend>{t("settings.fees")}</legend>
        <div className="desk-pair">
          {FEE_FIELDS.map(([kind, name]) => (
            <NumberField key={name} meta={fields[name]} label={t(`settings.fee.${kind}`)} hint={t("settings.notOffered")} />
          ))}
        </div>
      </fieldset>
      <div className="desk-pair">
        <FieldShell id={fields.slotMinutes.id} errorId={fields.slotMinutes.errorId} errors={fields.slotMinutes.errors} label={t("settings.slotMinutes")}>
          {(describedBy) => (
            <select key={slotKey} {...slotProps} aria-describedby={describedBy}>
              {SLOT_LENGTHS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t("settings.minutes", { count: minutes })}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <NumberField meta={fields.minNoticeHours} label={t("settings.minNoticeHours")} hint={t("settings.minNoticeHint")} />
      </div>
      <label className="choice">
        <input type="checkbox" name={fields.worksWeekends.name} defaultChecked={fields.worksWeekends.initialValue === "on"} />
        <span>{t("settings.worksWeekends")}</span>
      </label>
      <p>
        <button type="submit" className="btn-primary" disabled={!lawyer}>
          {t("settings.submit")}
        </button>
      </p>
    </Form>
  );
}
