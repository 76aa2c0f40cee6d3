import { useTranslation } from "react-i18next";
import type { CaseStatus } from "#server/cases/constants";
import { COURTS } from "#server/cases/courts";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { TextAreaField } from "~/components/forms/text-area-field";
import { Dialog } from "~/components/ui/dialog";
import type { AppLocale } from "~/i18n/config";
import { formatDate } from "~/utils/format";
import { CaseIntentForm } from "./case-intent-form";
import { SelectField, TextArea, useCaseForm } from "~/components/cases/case-fields";
import { TextField } from "~/components/forms/fields";
import { inLocale } from "~/components/cases/case-text";
import type { CasePageView } from "./case-types";

const STATUSES: CaseStatus[] = ["open", "in_progress", "on_hold", "closed"];

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("cases");
  return (
    <span className={`case-status case-status-${status}`} data-testid="case-status">
      {t(`status.${status}`)}
    </span>
  );
}

/** Summary of the case with the admin's and the firm's forms about the case as a whole. */
export function CaseSummarySection({ data }: { data: CasePageView }) {
  const { t } = useTranslation("cases");
  const c = data.caseData;
  const locale = data.locale as AppLocale;
  const can = (a: string) => (c.actions as string[]).includes(a);
  const company = c.company ? inLocale({ ar: c.company.legal_name_ar, en: c.company.legal_name_en }, locale).text : null;
  const arTitle = inLocale({ ar: c.title_ar, en: c.title_en }, locale);
  return (
    <section className="card" id="summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t("page.summary.heading")}</h2>
      <dl className="facts" data-testid="case-facts">
        <dt>{t("page.summary.reference")}</dt>
        <dd>
          <bdi data-testid="case-reference" className="ref">{c.reference}</bdi>
        </dd>
        <dt>{t("page.summary.title")}</dt>
        <dd>
          {arTitle.text}
          {arTitle.fallback ? <span className="badge ms-2">{t("page.summary.otherLanguage")}</span> : null}
        </dd>
        <dt>{t("page.summary.status")}</dt>
        <dd>
          <StatusBadge status={c.status} />
        </dd>
        <dt>{t("page.summary.client")}</dt>
        <dd>
          <bdi>{c.client.name}</bdi>
          {c.client.email ? (
            <span className="block small muted">
              <bdi dir="ltr">{c.client.email}</bdi>
            </span>
          ) : null}
        </dd>
        {company ? (
          <>
            <dt>{t("page.summary.company")}</dt>
            <dd>
              <bdi>{company}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t("page.summary.serviceArea")}</dt>
        <dd>{t(`lawyers:areas.${c.service_area}`, { defaultValue: c.service_area })}</dd>
        <dt>{t("page.summary.court")}</dt>
        <dd data-testid="case-court">{c.court ? c.court[locale] : t("page.summary.none")}</dd>
        <dt>{t("page.summary.courtCaseNumber")}</dt>
        <dd>{c.court_case_number ? <bdi>{c.court_case_number}</bdi> : t("page.summary.none")}</dd>
        <dt>{t("page.summary.opposingParty")}</dt>
        <dd>{c.opposing_party ? <bdi>{c.opposing_party}</bdi> : t("page.summary.none")}</dd>
        <dt>{t("page.summary.lawyers")}</dt>
        <dd>
          {c.lawyers.length ? (
            <ul className="case-lawyer-list" data-testid="case-lawyers">
              {c.lawyers.map((l) => (
                <li key={l.id}>
                  {locale === "en" ? l.name_en : l.name_ar}
                  {can("unassignLawyer") ? <UnassignForm lawyerUserId={l.id} name={locale === "en" ? l.name_en : l.name_ar} /> : null}
                </li>
              ))}
            </ul>
          ) : (
            t("page.summary.noLawyers")
          )}
        </dd>
        {c.consultation ? (
          <>
            <dt>{t("page.summary.consultation")}</dt>
            <dd>
              <a href={`/consultations/${c.consultation.id}`}>
                <bdi className="ref">{c.consultation.reference}</bdi>
              </a>
            </dd>
          </>
        ) : null}
        <dt>{t("page.summary.opened")}</dt>
        <dd>{formatDate(c.created_at, locale)}</dd>
        {c.closed_at ? (
          <>
            <dt>{t("page.summary.closed")}</dt>
            <dd>{formatDate(c.closed_at, locale)}</dd>
          </>
        ) : null}
      </dl>
      {c.description ? (
        <p className="pre-line" dir="auto">
          {c.description}
        </p>
      ) : null}
      <div className="case-actions">
        {can("setStatus") ? <StatusForm current={c.status} /> : null}
        {can("assignLawyer") && data.assignable ? <AssignForm lawyers={data.assignable} locale={locale} /> : null}
        {can("close") ? <CloseForm /> : null}
        {can("reopen") ? <ReopenForm /> : null}
        {can("update") ? <UpdateForm data={data} /> : null}
      </div>
    </section>
  );
}

function StatusForm({ current }: { current: string }) {
  const { t } = useTranslation("cases");
  const { form, fields, mine } = useCaseForm("setStatus");
  return (
    <Dialog label={t("page.forms.setStatus.heading")} open={mine}>
      <CaseIntentForm intent="setStatus" form={form} submit={t("page.forms.setStatus.submit")}>
        <SelectField meta={fields.status} label={t("page.forms.setStatus.status")} options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} defaultValue={current} />
        <TextAreaField meta={fields.reason} label={t("page.forms.reason")} rows={2} />
      </CaseIntentForm>
    </Dialog>
  );
}

function CloseForm() {
  const { t } = useTranslation("cases");
  const { form, fields, mine } = useCaseForm("close");
  return (
    <Dialog label={t("page.forms.close.heading")} open={mine} tone="danger">
      <CaseIntentForm intent="close" form={form} submit={t("page.forms.close.submit")} secondary>
        <TextAreaField meta={fields.reason} label={t("page.forms.reason")} rows={2} />
      </CaseIntentForm>
    </Dialog>
  );
}

function ReopenForm() {
  const { t } = useTranslation("cases");
  const { form, fields, mine } = useCaseForm("reopen");
  return (
    <Dialog label={t("page.forms.reopen.heading")} open={mine}>
      <CaseIntentForm intent="reopen" form={form} submit={t("page.forms.reopen.submit")}>
        <SelectField
          meta={fields.status}
          label={t("page.forms.setStatus.status")}
          options={STATUSES.filter((s) => s !== "closed").map((s) => ({ value: s, label: t(`status.${s}`) }))}
          defaultValue="in_progress"
        />
        <TextAreaField meta={fields.reason} label={t("page.forms.reason")} rows={2} />
      </CaseIntentForm>
    </Dialog>
  );
}

function AssignForm({ lawyers, locale }: { lawyers: { id: string; name_ar: string; name_en: string; email: string }[]; locale: AppLocale }) {
  const { t } = useTranslation("cases");
  const { form, fields, mine } = useCaseForm("assignLawyer");
  return (
    <Dialog label={t("page.forms.assign.heading")} open={mine}>
      {lawyers.length === 0 ? (
        <p className="muted">{t("page.forms.assign.none")}</p>
      ) : (
        <CaseIntentForm intent="assignLawyer" form={form} submit={t("page.forms.assign.submit")}>
          <SelectField
            meta={fields.lawyerUserId}
            label={t("page.forms.assign.lawyer")}
            placeholder={t("page.forms.choose")}
            options={lawyers.map((l) => ({ value: l.id, label: `${locale === "en" ? l.name_en : l.name_ar} (${l.email})` }))}
          />
        </CaseIntentForm>
      )}
    </Dialog>
  );
}

function UnassignForm({ lawyerUserId, name }: { lawyerUserId: string; name: string }) {
  const { t } = useTranslation("cases");
  const { form } = useCaseForm("unassignLawyer", lawyerUserId);
  return (
    // "Remove" beside the name (the whole "Remove <name>" was set a word per line on a phone); its full name for screen readers.
    <CaseIntentForm intent="unassignLawyer" target={lawyerUserId} form={form} submit={t("page.forms.unassign.short")} submitName={t("page.forms.unassign.submit", { name })} secondary>
      <input type="hidden" name="lawyerUserId" value={lawyerUserId} />
    </CaseIntentForm>
  );
}

function UpdateForm({ data }: { data: CasePageView }) {
  const { t } = useTranslation("cases");
  const c = data.caseData;
  const locale = data.locale as AppLocale;
  const { form, fields, mine } = useCaseForm("update");
  return (
    <Dialog label={t("page.forms.update.heading")} open={mine}>
      <CaseIntentForm intent="update" form={form} submit={t("page.forms.update.submit")}>
        <TextField meta={fields.titleAr} label={t("page.forms.titleAr")} dir="rtl" defaultValue={c.title_ar} />
        <TextField meta={fields.titleEn} label={t("page.forms.titleEn")} dir="ltr" defaultValue={c.title_en} />
        <SelectField
          meta={fields.serviceArea}
          label={t("page.summary.serviceArea")}
          options={PRACTICE_AREAS.map((a) => ({ value: a, label: t(`lawyers:areas.${a}`) }))}
          defaultValue={c.service_area}
        />
        <SelectField
          meta={fields.court}
          label={t("page.summary.court")}
          placeholder={t("page.summary.none")}
          options={COURTS.map((court) => ({ value: court.code, label: court[locale] }))}
          defaultValue={c.court?.code ?? ""}
        />
        <TextField meta={fields.courtCaseNumber} label={t("page.summary.courtCaseNumber")} dir="ltr" defaultValue={c.court_case_number ?? ""} />
        <TextField meta={fields.opposingParty} label={t("page.summary.opposingParty")} dir="auto" defaultValue={c.opposing_party ?? ""} />
        <TextArea meta={fields.description} label={t("page.forms.description")} defaultValue={c.description ?? ""} />
      </CaseIntentForm>
    </Dialog>
  );
}

