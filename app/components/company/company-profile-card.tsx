import { useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/forms/fields";
import { SelectField } from "~/components/forms/select-field";
import { CompanyForm } from "./company-forms";
import { replyFor, type CompanyFormReply, type CompanyView } from "./types";

/** The company profile: owners edit it, members read it. */
export function CompanyProfileCard({ company, reply }: { company: CompanyView; reply?: CompanyFormReply | null }) {
  const { t } = useTranslation("company");
  const { profile } = company;
  const isOwner = company.viewerRole === "owner";
  return (
    <section className="card" id="company-profile" aria-labelledby="company-profile-heading">
      <h2 id="company-profile-heading">{t("profile.heading")}</h2>
      {isOwner ? <ProfileForm key={profile.updatedAt} company={company} reply={reply} /> : null}
      {!isOwner ? (
        <>
          <p className="muted">{t("profile.readOnly")}</p>
          <dl className="facts" data-testid="company-profile">
            <dt>{t("profile.legalNameAr")}</dt>
            <dd lang="ar" dir="rtl">
              {profile.legal_name_ar || t("profile.notSet")}
            </dd>
            <dt>{t("profile.legalNameEn")}</dt>
            <dd lang="en" dir="ltr">
              {profile.legal_name_en || t("profile.notSet")}
            </dd>
            <dt>{t("profile.crNumber")}</dt>
            <dd dir="ltr">{profile.cr_number || t("profile.notSet")}</dd>
            <dt>{t("profile.qfcLicence")}</dt>
            <dd dir="ltr">{profile.qfc_licence_number || t("profile.none")}</dd>
            <dt>{t("profile.sector")}</dt>
            <dd>
              {profile.sector
                ? t(`sectors.${profile.sector}`, {
                    defaultValue: profile.sector,
                  })
                : t("profile.notSet")}
            </dd>
          </dl>
        </>
      ) : null}
    </section>
  );
}

function ProfileForm({ company, reply }: { company: CompanyView; reply?: CompanyFormReply | null }) {
  const { t } = useTranslation("company");
  const { profile } = company;
  const [form, fields] = useForm<Record<"legalNameAr" | "legalNameEn" | "crNumber" | "qfcLicenceNumber" | "sector", string>>({
    id: "company-profile-form",
    lastResult: replyFor(reply, "profile"),
    defaultValue: {
      legalNameAr: profile.legal_name_ar,
      legalNameEn: profile.legal_name_en,
      crNumber: profile.cr_number,
      qfcLicenceNumber: profile.qfc_licence_number ?? "",
      sector: profile.sector,
    },
  });
  return (
    <CompanyForm form={form} intent="profile" submit={t("profile.save")} testId="company-profile-form">
      <TextField meta={fields.legalNameAr} label={t("profile.legalNameAr")} dir="rtl" autoComplete="organization" />
      <TextField meta={fields.legalNameEn} label={t("profile.legalNameEn")} dir="ltr" autoComplete="organization" />
      <TextField meta={fields.crNumber} label={t("profile.crNumber")} hint={t("profile.crHint")} dir="ltr" />
      <TextField meta={fields.qfcLicenceNumber} label={t("profile.qfcLicence")} hint={t("profile.qfcHint")} dir="ltr" />
      <SelectField
        meta={fields.sector}
        label={t("profile.sector")}
        placeholder={t("profile.chooseSector")}
        options={company.options.sectors.map((s) => [s, t(`sectors.${s}`)] as const)}
      />
    </CompanyForm>
  );
}
