import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { CITIES, LANGUAGES, PRACTICE_AREAS } from "#server/lawyers/catalog";
import { FieldErrors, FieldShell, FormErrors, TextField } from "~/components/forms/fields";
import { TextAreaField } from "~/components/forms/text-area-field";
import type { DeskLawyer } from "./types";

type Fields = {
  nameAr: string;
  nameEn: string;
  titleAr: string;
  titleEn: string;
  bioAr: string;
  bioEn: string;
  practiceAreas: string[];
  languages: string[];
  city: string;
  yearsOfPractice: string;
  acceptingNewClients: string;
};

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" ? [value] : [];
}

/** The directory profile (what /browse-law-firms and /lawyer-profile/{id} show), in both languages. */
export function ProfileForm({ lawyer, lastResult }: { lawyer: DeskLawyer | null; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("lawyerDesk");
  const [form, fields] = useForm<Fields>({
    id: "desk-profile",
    lastResult: lastResult ?? undefined,
    defaultValue: lawyer
      ? {
          nameAr: lawyer.nameAr,
          nameEn: lawyer.nameEn,
          titleAr: lawyer.titleAr,
          titleEn: lawyer.titleEn,
          bioAr: lawyer.bioAr,
          bioEn: lawyer.bioEn,
          practiceAreas: lawyer.practiceAreas,
          languages: lawyer.languages,
          city: lawyer.city,
          yearsOfPractice: String(lawyer.yearsOfPractice),
          acceptingNewClients: lawyer.acceptingNewClients ? "on" : "",
        }
      : { languages: ["ar"], acceptingNewClients: "on" },
  });
  const areas = asList(fields.practiceAreas.initialValue);
  const languages = asList(fields.languages.initialValue);
  const { key: cityKey, ...cityProps } = getSelectProps(fields.city);
  const { key: yearsKey, ...yearsProps } = getInputProps(fields.yearsOfPractice, { type: "text" });
  return (
    <Form method="post" {...getFormProps(form)} className="form" aria-labelledby="desk-profile-heading">
      <input type="hidden" name="intent" value="profile" />
      <h2 id="desk-profile-heading">{t("profile.heading")}</h2>
      <p className="hint">{t("profile.intro")}</p>
      {lawyer ? (
        <p data-testid="desk-listing">
          {lawyer.verified && !lawyer.licenceInForce ? (
            // Issue 25 §10: not listed, and its page answers 404: no link to it, but the way to renew.
            <span className="form-errors" data-testid="desk-licence-expired">
              {t("profile.licenceExpired")} <Link to="#documents">{t("profile.renewLicence")}</Link>
            </span>
          ) : lawyer.verified ? (
            <>
              {t("profile.listed")} <Link to={`/lawyer-profile/${lawyer.id}`}>{t("profile.viewPublic")}</Link> ·{" "}
              <Link to="/dashboard/lawyer/reviews">{t("reviews:desk.title")}</Link> ·{" "}
              <Link to="/dashboard/lawyer/standing">{t("adminReview:standing.deskLink")}</Link>
            </>
          ) : (
            t("profile.notListed")
          )}
        </p>
      ) : (
        <p className="notice" data-testid="desk-first-save">
          {t("profile.firstSave")}
        </p>
      )}
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="desk-pair">
        <TextField meta={fields.nameAr} label={t("profile.nameAr")} dir="rtl" />
        <TextField meta={fields.nameEn} label={t("profile.nameEn")} dir="ltr" />
        <TextField meta={fields.titleAr} label={t("profile.titleAr")} hint={t("profile.titleHint")} dir="rtl" />
        <TextField meta={fields.titleEn} label={t("profile.titleEn")} hint={t("profile.titleHint")} dir="ltr" />
      </div>
      <TextAreaField meta={fields.bioAr} label={t("profile.bioAr")} hint={t("profile.bioHint")} rows={6} />
      <TextAreaField meta={fields.bioEn} label={t("profile.bioEn")} hint={t("profile.bioHint")} rows={6} />
      <fieldset className="field" aria-describedby={fields.practiceAreas.errors?.length ? fields.practiceAreas.errorId : undefined}>
        <legend>{t("profile.practiceAreas")}</legend>
        <div className="choice-row">
          {PRACTICE_AREAS.map((area) => (
            <label key={area} className="choice">
              <input type="checkbox" name={fields.practiceAreas.name} value={area} defaultChecked={areas.includes(area)} />
              <span>{t(`lawyers:areas.${area}`)}</span>
            </label>
          ))}
        </div>
        <FieldErrors id={fields.practiceAreas.errorId} errors={fields.practiceAreas.errors} />
      </fieldset>
      <fieldset className="field" aria-describedby={fields.languages.errors?.length ? fields.languages.errorId : undefined}>
        <legend>{t("profile.languages")}</legend>
        <div className="choice-row">
          {LANGUAGES.map((language) => (
            <label key={language} className="choice">
              <input type="checkbox" name={fields.languages.name} value={language} defaultChecked={languages.includes(language)} />
              <span>{t(`lawyers:languages.${language}`)}</span>
            </label>
          ))}
        </div>
        <FieldErrors id={fields.languages.errorId} errors={fields.languages.errors} />
      </fieldset>
      <div className="desk-pair">
        <FieldShell id={fields.city.id} errorId={fields.city.errorId} errors={fields.city.errors} label={t("profile.city")}>
          {(describedBy) => (
            <select key={cityKey} {...cityProps} aria-describedby={describedBy}>
              <option value="">{t("profile.chooseCity")}</option>
              {CITIES.map((city) => (
                <option key={city} value={city}>
                  {t(`lawyers:cities.${city}`)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell
          id={fields.yearsOfPractice.id}
          errorId={fields.yearsOfPractice.errorId}
          errors={fields.yearsOfPractice.errors}
          label={t("profile.yearsOfPractice")}
        >
          {(describedBy) => <input key={yearsKey} {...yearsProps} inputMode="numeric" dir="ltr" size={4} aria-describedby={describedBy} />}
        </FieldShell>
      </div>
      <label className="choice">
        <input type="checkbox" name={fields.acceptingNewClients.name} defaultChecked={fields.acceptingNewClients.initialValue === "on"} />
        <span>{t("profile.acceptingNewClients")}</span>
      </label>
      <p>
        <button type="submit" className="btn-primary">
          {t("profile.submit")}
        </button>
      </p>
    </Form>
  );
}
