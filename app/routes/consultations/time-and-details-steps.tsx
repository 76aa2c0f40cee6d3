import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { VOICE_MODES } from "#db/schema";
import { FormErrors, TextField } from "~/components/forms/fields";
import { ACCEPTED_DOCUMENT_TYPES } from "~/components/forms/document-inputs";
import { TextAreaField } from "~/components/forms/text-area-field";
import { type AppLocale } from "~/i18n/config";
import { bookingHref } from "~/components/consultations/booking-state";
import { BookingSummary } from "~/components/consultations/booking-summary";
import { SlotPicker } from "~/components/consultations/slot-picker";
import type { BookingActionData, BookingPageData } from "./booking-types";
import { ChoiceInputs } from "./choose-step";

type LoaderData = BookingPageData;
type ActionData = BookingActionData;

export function TimeStep({ data }: { data: LoaderData }) {
  const { t } = useTranslation("consultations");
  const { choices } = data;
  return (
    <>
      <BookingSummary choices={choices} lawyers={data.lawyers} timeZone={data.timeZone} locale={data.locale} editHref={bookingHref({ ...choices, step: "choose", slot: null })} />
      <Form method="get" action="/consultations" className="card form">
        <ChoiceInputs choices={choices} step="details" />
        {data.slots ? (
          <SlotPicker
            slots={data.slots.items}
            timeZone={data.timeZone}
            locale={data.locale}
            selected={choices.slot}
            prevHref={data.slots.prevHref}
            nextHref={data.slots.nextHref}
          />
        ) : (
          <p className="form-errors" role="alert">
            {t(data.slotsError ?? "common:errors.unexpected")}
          </p>
        )}
        {data.slots && data.slots.items.length > 0 ? (
          <button type="submit" className="btn-primary">
            {t("book.slots.continue")}
          </button>
        ) : null}
      </Form>
    </>
  );
}

/** Step 3: the matter, a phone number, documents, the fee; sign in first when signed out. */
export function DetailsStep({ data, actionData, locale }: { data: LoaderData; actionData: ActionData | null; locale: AppLocale }) {
  const { t } = useTranslation("consultations");
  const { choices } = data;
  const freshSlots = actionData?.freshSlots ?? null;
  const editHref = bookingHref({ ...choices, step: choices.kind === "written" ? "choose" : "time" });
  const draft = data.draft ?? data.signedOutDraft;
  const [form, fields] = useForm({
    lastResult: actionData?.result ?? undefined,
    defaultValue: { description: draft?.description ?? "", phone: draft?.phone ?? "", voiceMode: choices.voiceMode ?? "" },
  });
  const summary = (
    <BookingSummary
      choices={freshSlots ? { ...choices, slot: null } : choices}
      lawyers={data.lawyers}
      timeZone={data.timeZone}
      locale={locale}
      editHref={editHref}
    />
  );
  const voiceModes =
    choices.kind === "voice" ? (
      <fieldset className="field" aria-describedby={fields.voiceMode.errors?.length ? fields.voiceMode.errorId : undefined}>
        <legend>{t("book.fields.voiceMode")}</legend>
        {VOICE_MODES.map((mode) => (
          <label key={mode} className="choice">
            <input type="radio" name="voiceMode" value={mode} defaultChecked={(fields.voiceMode.initialValue ?? choices.voiceMode) === mode} required />
            <span>
              <strong>{t(`voiceModes.${mode}`)}</strong>
              <span className="muted block">{t(`voiceModeHints.${mode}`)}</span>
            </span>
          </label>
        ))}
        {fields.voiceMode.errors?.length ? (
          <ul id={fields.voiceMode.errorId} className="field-errors">
            {fields.voiceMode.errors.map((e) => (
              <li key={e}>{t(e)}</li>
            ))}
          </ul>
        ) : null}
      </fieldset>
    ) : null;

  if (!data.viewer) {
    return (
      <>
        {summary}
        <Form
          method="post"
          action={bookingHref({ ...choices, step: "details" })}
          {...getFormProps(form)}
          className="card form"
          data-testid="sign-in-to-book"
        >
          <h2>{t("book.details.heading")}</h2>
          <p>{t("book.signIn.intro")}</p>
          <ChoiceInputs choices={choices} withSlot withVoiceMode={false} />
          {voiceModes}
          <TextAreaField meta={fields.description} label={t("book.fields.description")} hint={t("book.fields.descriptionHint")} />
          <TextField meta={fields.phone} label={t("book.fields.phone")} type="tel" autoComplete="tel" dir="ltr" hint={t("book.fields.phoneHint")} />
          <p className="hint">{t("book.signIn.filesLater")}</p>
          <p className="actions">
            <button type="submit" name="intent" value="signin" className="btn-primary">
              {t("book.signIn.signIn")}
            </button>
            <button type="submit" name="intent" value="signup" className="btn-secondary">
              {t("book.signIn.signUp")}
            </button>
          </p>
        </Form>
      </>
    );
  }
  if (!data.viewer.canBook) {
    return (
      <>
        {summary}
        <p className="notice card" role="status" data-testid="role-cannot-book">
          {t("book.roleCannotBook")}
        </p>
      </>
    );
  }
  return (
    <>
      {summary}
      <Form
        method="post"
        action={bookingHref({ ...choices, step: "details" })}
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="card form"
        data-testid="booking-details"
      >
        <h2>{t("book.details.heading")}</h2>
        <FormErrors id={form.errorId} errors={form.errors} />
        <ChoiceInputs choices={choices} withSlot={!freshSlots} withVoiceMode={false} />
        {freshSlots ? <SlotPicker slots={freshSlots} timeZone={data.timeZone} locale={locale} selected={null} prevHref={null} nextHref={null} /> : null}
        {voiceModes}
        <TextAreaField meta={fields.description} label={t("book.fields.description")} hint={t("book.fields.descriptionHint")} />
        <TextField meta={fields.phone} label={t("book.fields.phone")} type="tel" autoComplete="tel" dir="ltr" hint={t("book.fields.phoneHint")} />
        <div className="field">
          <label htmlFor="booking-documents">{t("book.fields.documents")}</label>
          <p className="hint" id="booking-documents-hint">
            {t("book.fields.documentsHint", { size: data.maxMegabytes })}
          </p>
          <input id="booking-documents" name="documents" type="file" multiple accept={ACCEPTED_DOCUMENT_TYPES} aria-describedby="booking-documents-hint" />
          {actionData?.fileError ? (
            <p className="field-errors" role="alert">
              {t(actionData.fileError.key, { file: actionData.fileError.file })}
            </p>
          ) : null}
        </div>
        <p className="hint">{t("book.details.confirmNote")}</p>
        <button type="submit" name="intent" value="book" className="btn-primary">
          {t("book.details.submit")}
        </button>
      </Form>
    </>
  );
}

