import { Link } from "~/components/ui/link";
import { Dialog } from "~/components/ui/dialog";
import { TableScroll } from "~/components/ui/table-scroll";
import { useTranslation } from "react-i18next";
import { COURTS } from "#server/cases/courts";
import { MILESTONE_STATES } from "#server/cases/constants";
import { TextAreaField } from "~/components/forms/text-area-field";
import type { AppLocale } from "~/i18n/config";
import { formatQar } from "~/utils/format";
import { CaseIntentForm } from "./case-intent-form";
import { CheckboxField, SelectField, TextArea, useCaseActionResult, useCaseForm } from "~/components/cases/case-fields";
import { TextField } from "~/components/forms/fields";
import { FeeTotals } from "~/components/cases/case-summary-document";
import { dayText, hearingTimeText, inLocale, qatarLocalInput } from "~/components/cases/case-text";
import type { CasePageView, CaseView } from "./case-types";

/** The next step and its due date; the firm sets or clears it. */
export function NextStepSection({ data }: { data: CasePageView }) {
  const { t } = useTranslation("cases");
  const c = data.caseData;
  const locale = data.locale as AppLocale;
  const { form, fields, mine } = useCaseForm("setNextStep");
  return (
    <section className="card" id="next-step" aria-labelledby="next-step-heading">
      <h2 id="next-step-heading">{t("page.nextStep.heading")}</h2>
      {c.next_step ? (
        <div data-testid="next-step">
          <p className="pre-line" dir="auto">
            {c.next_step}
          </p>
          {c.next_step_due ? <p className="muted">{t("page.nextStep.due", { date: dayText(c.next_step_due, locale) })}</p> : null}
        </div>
      ) : (
        <p className="muted">{t("page.nextStep.none")}</p>
      )}
      {c.actions.includes("setNextStep") ? (
        <Dialog label={t("page.forms.nextStep.heading")} open={mine}>
          <CaseIntentForm intent="setNextStep" form={form} submit={t("page.forms.nextStep.submit")}>
            <TextArea meta={fields.nextStep} label={t("page.forms.nextStep.text")} hint={t("page.forms.nextStep.hint")} rows={3} defaultValue={c.next_step ?? ""} />
            <TextField meta={fields.nextStepDue} label={t("page.forms.nextStep.due")} type="date" defaultValue={c.next_step_due ?? ""} />
          </CaseIntentForm>
        </Dialog>
      ) : null}
    </section>
  );
}

type Hearing = CaseView["hearings"][number];

/** Upcoming and past hearings (Qatar time), and the firm's forms to add, move, cancel and record an outcome. */
export function HearingsSection({ data }: { data: CasePageView }) {
  const { t } = useTranslation("cases");
  const c = data.caseData;
  const locale = data.locale as AppLocale;
  const upcomingIds = new Set(c.upcomingHearings.map((h) => h.id));
  const past = c.hearings.filter((h) => !upcomingIds.has(h.id)).reverse();
  return (
    <section className="card" id="hearings" aria-labelledby="hearings-heading">
      <h2 id="hearings-heading">{t("page.hearings.heading")}</h2>
      <p className="hint">{t("page.hearings.timeZoneNote")}</p>
      <h3>{t("page.hearings.upcoming")}</h3>
      {c.upcomingHearings.length ? (
        <ol className="case-list" data-testid="upcoming-hearings">
          {c.upcomingHearings.map((h) => (
            <HearingItem key={h.id} hearing={h} data={data} />
          ))}
        </ol>
      ) : (
        <p className="muted">{t("page.hearings.noneUpcoming")}</p>
      )}
      {past.length ? (
        <>
          <h3>{t("page.hearings.past")}</h3>
          <ol className="case-list" data-testid="past-hearings">
            {past.map((h) => (
              <HearingItem key={h.id} hearing={h} data={data} />
            ))}
          </ol>
        </>
      ) : null}
      {c.actions.includes("addHearing") ? <AddHearingForm locale={locale} /> : null}
    </section>
  );
}

function HearingItem({ hearing: h, data }: { hearing: Hearing; data: CasePageView }) {
  const { t } = useTranslation("cases");
  const locale = data.locale as AppLocale;
  const can = (a: string) => (data.caseData.actions as string[]).includes(a);
  const scheduled = h.status === "scheduled";
  const managing = useManaging("hearing", h.id, data);
  const manageable = (scheduled && (can("moveHearing") || can("cancelHearing") || can("updateHearing"))) || (h.status !== "cancelled" && can("recordOutcome"));
  return (
    <li className="case-item" data-testid="hearing" id={`hearing-${h.id}`}>
      <p>
        <strong>{hearingTimeText(t, h.starts_at, locale)}</strong> <span className={`badge hearing-${h.status}`}>{t(`hearingStatus.${h.status}`)}</span>
      </p>
      <p>
        {h.court?.[locale] ?? t("page.summary.none")}
        {/* The chamber is typed by the lawyer, in either language. */}
        {h.chamber ? (
          <>
            {" — "}
            <bdi>{h.chamber}</bdi>
          </>
        ) : null}
      </p>
      <p className="pre-line" dir="auto">
        {h.purpose}
      </p>
      {h.outcome ? (
        <p className="pre-line" dir="auto">
          <strong>{t("page.hearings.outcome")}: </strong>
          {h.outcome}
        </p>
      ) : null}
      {manageable && managing ? (
        <div className="case-actions" data-testid="hearing-actions">
          {scheduled && can("moveHearing") ? <MoveHearingForm hearing={h} /> : null}
          {scheduled && can("updateHearing") ? <EditHearingForm hearing={h} locale={locale} /> : null}
          {scheduled && can("cancelHearing") ? <CancelHearingForm hearing={h} /> : null}
          {h.status !== "cancelled" && can("recordOutcome") ? <OutcomeForm hearing={h} /> : null}
          <Link to="?#hearings" preventScrollReset>
            {t("page.forms.manageDone")}
          </Link>
        </div>
      ) : manageable ? (
        <Link to={`?hearing=${h.id}#hearing-${h.id}`} preventScrollReset className="btn-secondary" data-testid="manage-hearing">
          {t("page.forms.manageHearing")}
        </Link>
      ) : null}
    </li>
  );
}

/** Whether this record's forms are shown: asked for in the URL, or the last post was about it (to show its errors). */
function useManaging(kind: "hearing" | "milestone", id: string, data: CasePageView): boolean {
  const last = useCaseActionResult();
  return data.manage[kind] === id || last?.target === id;
}

function AddHearingForm({ locale }: { locale: AppLocale }) {
  const { t } = useTranslation("cases");
  const { form, fields, mine } = useCaseForm("addHearing");
  return (
    <Dialog label={t("page.forms.addHearing.heading")} open={mine}>
      <CaseIntentForm intent="addHearing" form={form} submit={t("page.forms.addHearing.submit")}>
        <TextField meta={fields.startsAt} label={t("page.forms.startsAt")} hint={t("page.forms.startsAtHint")} type="datetime-local" />
        <SelectField
          meta={fields.court}
          label={t("page.summary.court")}
          hint={t("page.forms.addHearing.courtHint")}
          placeholder={t("page.forms.addHearing.caseCourt")}
          options={COURTS.map((court) => ({ value: court.code, label: court[locale] }))}
        />
        <TextField meta={fields.chamber} label={t("page.forms.chamber")} dir="auto" />
        <TextAreaField meta={fields.purpose} label={t("page.forms.purpose")} rows={2} />
        <TextAreaField meta={fields.outcome} label={t("page.forms.addHearing.outcome")} hint={t("page.forms.addHearing.outcomeHint")} rows={2} />
        <CheckboxField meta={fields.weekendConfirmed} label={t("page.forms.weekendConfirmed")} />
      </CaseIntentForm>
    </Dialog>
  );
}

function MoveHearingForm({ hearing }: { hearing: Hearing }) {
  const { t } = useTranslation("cases");
  const { form, fields, mine } = useCaseForm("moveHearing", hearing.id);
  return (
    <Dialog label={t("page.forms.moveHearing.heading")} open={mine}>
      <CaseIntentForm intent="moveHearing" target={hearing.id} form={form} submit={t("page.forms.moveHearing.submit")}>
        <input type="hidden" name="hearingId" value={hearing.id} />
        <TextField meta={fields.startsAt} label={t("page.forms.startsAt")} hint={t("page.forms.startsAtHint")} type="datetime-local" defaultValue={qatarLocalInput(hearing.starts_at)} />
        <TextAreaField meta={fields.reason} label={t("page.forms.reason")} rows={2} />
        <CheckboxField meta={fields.weekendConfirmed} label={t("page.forms.weekendConfirmed")} />
      </CaseIntentForm>
    </Dialog>
  );
}

/** Court, chamber and purpose of a scheduled hearing; its time changes through "move". */
function EditHearingForm({ hearing, locale }: { hearing: Hearing; locale: AppLocale }) {
  const { t } = useTranslation("cases");
  const { form, fields, mine } = useCaseForm("updateHearing", hearing.id);
  return (
    <Dialog label={t("page.forms.updateHearing.heading")} open={mine}>
      <CaseIntentForm intent="updateHearing" target={hearing.id} form={form} submit={t("page.forms.updateHearing.submit")}>
        <input type="hidden" name="hearingId" value={hearing.id} />
        <SelectField
          meta={fields.court}
          label={t("page.summary.court")}
          placeholder={t("page.forms.addHearing.caseCourt")}
          options={COURTS.map((court) => ({ value: court.code, label: court[locale] }))}
          defaultValue={hearing.court?.code ?? ""}
        />
        <TextField meta={fields.chamber} label={t("page.forms.chamber")} dir="auto" defaultValue={hearing.chamber ?? ""} />
        <TextArea meta={fields.purpose} label={t("page.forms.purpose")} rows={2} defaultValue={hearing.purpose} />
      </CaseIntentForm>
    </Dialog>
  );
}

function CancelHearingForm({ hearing }: { hearing: Hearing }) {
  const { t } = useTranslation("cases");
  const { form, fields, mine } = useCaseForm("cancelHearing", hearing.id);
  return (
    <Dialog label={t("page.forms.cancelHearing.heading")} open={mine} tone="danger">
      <CaseIntentForm intent="cancelHearing" target={hearing.id} form={form} submit={t("page.forms.cancelHearing.submit")} secondary>
        <input type="hidden" name="hearingId" value={hearing.id} />
        <TextAreaField meta={fields.reason} label={t("page.forms.reason")} rows={2} />
      </CaseIntentForm>
    </Dialog>
  );
}

function OutcomeForm({ hearing }: { hearing: Hearing }) {
  const { t } = useTranslation("cases");
  const { form, fields, mine } = useCaseForm("recordOutcome", hearing.id);
  return (
    <Dialog label={t("page.forms.outcome.heading")} open={mine}>
      <CaseIntentForm intent="recordOutcome" target={hearing.id} form={form} submit={t("page.forms.outcome.submit")}>
        <input type="hidden" name="hearingId" value={hearing.id} />
        <TextArea meta={fields.outcome} label={t("page.hearings.outcome")} rows={3} defaultValue={hearing.outcome ?? ""} />
      </CaseIntentForm>
    </Dialog>
  );
}

/** Milestones with fixed QAR fees and the totals: agreed, done, invoiced, paid and owed. */
export function FeesSection({ data }: { data: CasePageView }) {
  const { t } = useTranslation("cases");
  const c = data.caseData;
  const locale = data.locale as AppLocale;
  const canState = c.actions.includes("setMilestoneState");
  const canEdit = c.actions.includes("updateMilestone");
  return (
    <section className="card" id="fees" aria-labelledby="fees-heading">
      <h2 id="fees-heading">{t("page.fees.heading")}</h2>
      <FeeTotals totals={c.totals} t={t} locale={locale} />
      {c.milestones.length ? (
        <TableScroll>
          <table className="case-table table-cards" data-testid="milestones">
            <caption className="visually-hidden">{t("page.fees.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("page.fees.milestone")}</th>
                <th scope="col">{t("page.fees.fee")}</th>
                <th scope="col">{t("page.fees.state")}</th>
                <th scope="col">{t("page.fees.dueOn")}</th>
              </tr>
            </thead>
            <tbody>
              {c.milestones.map((m) => {
                const title = inLocale({ ar: m.title_ar, en: m.title_en }, locale);
                return (
                  <tr key={m.id} data-testid="milestone" id={`milestone-${m.id}`}>
                    <td dir="auto" data-label={t("page.fees.milestone")}>
                      {title.text}
                      {title.fallback ? <span className="badge ms-2">{t("page.summary.otherLanguage")}</span> : null}
                      {canEdit ? <MilestoneEditing milestone={m} data={data} /> : null}
                    </td>
                    <td data-label={t("page.fees.fee")}>
                      <bdi>{formatQar(m.fee_qar, locale)}</bdi>
                    </td>
                    <td data-label={t("page.fees.state")}>{canState ? <MilestoneStateForm id={m.id} state={m.state} title={title.text} /> : t(`milestoneState.${m.state}`)}</td>
                    <td data-label={t("page.fees.dueOn")}>{m.due_on ? dayText(m.due_on, locale) : "—"}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p className="muted">{t("page.fees.none")}</p>
      )}
      {c.actions.includes("addMilestone") ? <AddMilestoneForm /> : null}
    </section>
  );
}

function MilestoneStateForm({ id, state, title }: { id: string; state: string; title: string }) {
  const { t } = useTranslation("cases");
  const { form, fields } = useCaseForm("setMilestoneState", id);
  return (
    <CaseIntentForm intent="setMilestoneState" target={id} form={form} submit={t("page.forms.milestoneState.submit")} secondary testId="milestone-state-form">
      <input type="hidden" name="milestoneId" value={id} />
      <SelectField
        meta={fields.state}
        label={t("page.forms.milestoneState.label", { title })}
        options={MILESTONE_STATES.map((s) => ({ value: s, label: t(`milestoneState.${s}`) }))}
        defaultValue={state}
      />
    </CaseIntentForm>
  );
}

type Milestone = CaseView["milestones"][number];

/** The link to a milestone's edit form, or the form itself while it is being edited. */
function MilestoneEditing({ milestone: m, data }: { milestone: Milestone; data: CasePageView }) {
  const { t } = useTranslation("cases");
  const managing = useManaging("milestone", m.id, data);
  if (!managing) {
    return (
      <p>
        <Link to={`?milestone=${m.id}#milestone-${m.id}`} preventScrollReset data-testid="manage-milestone">
          {t("page.forms.updateMilestone.heading")}
        </Link>
      </p>
    );
  }
  return <EditMilestoneForm milestone={m} />;
}

/** A milestone's titles, fixed fee and due date; its state has its own form. */
function EditMilestoneForm({ milestone: m }: { milestone: Milestone }) {
  const { t } = useTranslation("cases");
  const { form, fields } = useCaseForm("updateMilestone", m.id);
  return (
    <Dialog label={t("page.forms.updateMilestone.heading")} open>
      <CaseIntentForm intent="updateMilestone" target={m.id} form={form} submit={t("page.forms.updateMilestone.submit")}>
        <input type="hidden" name="milestoneId" value={m.id} />
        <TextField meta={fields.titleAr} label={t("page.forms.titleAr")} dir="rtl" defaultValue={m.title_ar} />
        <TextField meta={fields.titleEn} label={t("page.forms.titleEn")} dir="ltr" defaultValue={m.title_en} />
        <TextField meta={fields.feeQar} label={t("page.forms.addMilestone.fee")} hint={t("page.forms.addMilestone.feeHint")} inputMode="numeric" dir="ltr" defaultValue={String(m.fee_qar)} />
        <TextField meta={fields.dueOn} label={t("page.forms.addMilestone.dueOn")} type="date" defaultValue={m.due_on ?? ""} />
      </CaseIntentForm>
    </Dialog>
  );
}

function AddMilestoneForm() {
  const { t } = useTranslation("cases");
  const { form, fields, mine } = useCaseForm("addMilestone");
  return (
    <Dialog label={t("page.forms.addMilestone.heading")} open={mine}>
      <CaseIntentForm intent="addMilestone" form={form} submit={t("page.forms.addMilestone.submit")}>
        <TextField meta={fields.titleAr} label={t("page.forms.titleAr")} dir="rtl" />
        <TextField meta={fields.titleEn} label={t("page.forms.titleEn")} dir="ltr" />
        <TextField meta={fields.feeQar} label={t("page.forms.addMilestone.fee")} hint={t("page.forms.addMilestone.feeHint")} inputMode="numeric" dir="ltr" />
        <TextField meta={fields.dueOn} label={t("page.forms.addMilestone.dueOn")} type="date" />
      </CaseIntentForm>
    </Dialog>
  );
}
