import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { COVERS_MAX_LENGTH, EXPENSES_MAX_LENGTH, SCOPE_MAX_LENGTH, SIGNED_NAME_MAX_LENGTH, WITHDRAW_REASON_MAX_LENGTH } from "#server/engagement/constants";
import { Pair } from "~/components/back-office/bilingual-fields";
import { dayText, inLocale } from "~/components/cases/case-text";
import { FormErrors, TextField } from "~/components/forms/fields";
import { CheckboxField } from "~/components/cases/case-fields";
import { Link } from "~/components/ui/link";
import type { AppLocale } from "~/i18n/config";
import { formatDateTime, formatNumber, formatQar } from "~/utils/format";
import type { EngagementIntent, EngagementReply, EngagementSectionData } from "./engagement/engagement.server";

type Letter = NonNullable<EngagementSectionData["current"]>;

/**
 * The engagement letter on the case page (issue 28 §2, §7) and on /case/{id}/engagement (`full`): the letter in
 * force or awaiting signature with its PDF, the signer's forms (a code by email, then name, code and consent),
 * and the firm's: prepare the draft (on the letter's own page), send it, countersign. Every form is a plain POST
 * to /case/{id}/engagement, which answers errors on that page and success back here.
 */
export function EngagementSection({ letter, locale, full = false, reply = null }: { letter: EngagementSectionData; locale: AppLocale; full?: boolean; reply?: EngagementReply | null }) {
  const { t } = useTranslation("engagement");
  const action = `/case/${letter.caseId}/engagement`;
  const pdfHref = (id: string) => `/case/${letter.caseId}/engagement/letters/${id}`;
  const current = letter.current;
  const formError = reply?.error && !reply.result ? reply.error : null;
  return (
    <section className="card" id="engagement" aria-labelledby="engagement-heading" data-testid="engagement-section">
      <h2 id="engagement-heading">{t("page.heading")}</h2>
      {formError ? (
        <p className="form-errors" role="alert">
          {t(formError)}
        </p>
      ) : null}
      {letter.withdrawn ? (
        <div className="notice" data-testid="engagement-withdrawn">
          <p>{t("page.withdrawn.notice", { version: formatNumber(letter.withdrawn.version, locale), date: formatDateTime(letter.withdrawn.withdrawnAt, locale) })}</p>
          {letter.withdrawn.reason ? <p>{t("page.withdrawn.reason", { reason: letter.withdrawn.reason })}</p> : null}
        </div>
      ) : null}
      {current ? (
        <LetterSummary letter={current} locale={locale} pdfHref={pdfHref(current.id)} />
      ) : letter.withdrawn ? null : (
        <p className="muted" data-testid="engagement-none">
          {t(letter.capacity === "firm" ? "page.noneFirm" : "page.noneSigner")}
        </p>
      )}
      {letter.inForce ? (
        <div data-testid="engagement-in-force">
          <p className="notice">{t("page.inForce", { version: formatNumber(letter.inForce.version, locale) })}</p>
          <LetterSummary letter={letter.inForce} locale={locale} pdfHref={pdfHref(letter.inForce.id)} />
        </div>
      ) : null}
      {letter.can.sign && current ? <SigningForms letter={letter} current={current} action={action} reply={reply} /> : null}
      {letter.can.countersign && letter.countersignLetterId ? (
        <IntentForm action={action} intent="countersign" letterId={letter.countersignLetterId} reply={reply} testId="engagement-countersign">
          <p>{t("page.countersign.intro")}</p>
          <button type="submit" className="btn-primary">
            {t("page.countersign.submit")}
          </button>
        </IntentForm>
      ) : null}
      {letter.can.withdraw && current ? <WithdrawForm action={action} letterId={current.id} reply={reply} /> : null}
      {letter.capacity === "firm" ? <FirmPart letter={letter} locale={locale} action={action} pdfHref={pdfHref} full={full} reply={reply} /> : null}
      {letter.history.length ? (
        <details>
          <summary>{t("page.history.heading")}</summary>
          <ul>
            {letter.history.map((h) => (
              <li key={h.id}>
                {t("page.history.item", { version: formatNumber(h.version, locale), state: t(`state.${h.state}`) })}{" "}
                {h.sentAt ? <a href={pdfHref(h.id)}>{t("page.pdf")}</a> : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function LetterSummary({ letter, locale, pdfHref }: { letter: Letter; locale: AppLocale; pdfHref: string }) {
  const { t } = useTranslation("engagement");
  const total = letter.feeSchedule.reduce((sum, item) => sum + item.feeQar, 0);
  return (
    <div data-testid="engagement-letter" data-state={letter.state}>
      <p>
        <span className="badge">{t(`state.${letter.state}`)}</span> {t("page.version", { version: formatNumber(letter.version, locale) })}
        {letter.sentAt ? ` · ${t("page.sentAt", { date: formatDateTime(letter.sentAt, locale) })}` : null}
      </p>
      <p>{t("page.total", { total: formatQar(total, locale), milestones: letter.feeSchedule.length })}</p>
      <p>
        <a href={pdfHref} data-testid="engagement-pdf">
          {t(letter.signedAt ? "page.pdfSigned" : "page.pdf")}
        </a>
      </p>
      {letter.signedAt ? (
        <p data-testid="engagement-signed">{t("page.signed", { name: letter.signedName ?? "", date: formatDateTime(letter.signedAt, locale) })}</p>
      ) : null}
      {letter.countersignedAt ? (
        <p data-testid="engagement-countersigned">{t("page.countersigned", { name: letter.countersignedName ?? "", date: formatDateTime(letter.countersignedAt, locale) })}</p>
      ) : letter.signedAt ? (
        <p className="muted">{t("page.awaitingCountersignature")}</p>
      ) : null}
    </div>
  );
}

/** A form of the letter: its intent, the letter it names, and the errors of its last post. */
function IntentForm({ action, intent, letterId, reply, testId, children }: { action: string; intent: EngagementIntent; letterId: string; reply: EngagementReply | null; testId: string; children: ReactNode }) {
  const mine = reply?.intent === intent ? reply.result : undefined;
  const [form] = useForm({ id: `engagement-${intent}`, lastResult: mine ?? undefined });
  const navigation = useNavigation();
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="form" data-testid={testId} aria-busy={navigation.state === "submitting" || undefined}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="letterId" value={letterId} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
    </Form>
  );
}

/** The firm withdraws the letter awaiting signature, saying why (a plain POST; the server checks the reason). */
function WithdrawForm({ action, letterId, reply }: { action: string; letterId: string; reply: EngagementReply | null }) {
  const { t } = useTranslation("engagement");
  const mine = reply?.intent === "withdraw" ? (reply.result as SubmissionResult<string[]>) : undefined;
  const [form, fields] = useForm({ id: "engagement-withdraw", lastResult: mine });
  return (
    <details open={Boolean(mine)}>
      <summary>{t("page.withdraw.heading")}</summary>
      <Form method="post" action={action} {...getFormProps(form)} className="form" data-testid="engagement-withdraw">
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="letterId" value={letterId} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <p className="hint">{t("page.withdraw.intro")}</p>
        <TextField meta={fields.reason} label={t("page.withdraw.reason")} hint={t("page.withdraw.reasonHint")} maxLength={WITHDRAW_REASON_MAX_LENGTH} />
        <button type="submit" className="btn-secondary">
          {t("page.withdraw.submit")}
        </button>
      </Form>
    </details>
  );
}

function SigningForms({ letter, current, action, reply }: { letter: EngagementSectionData; current: Letter; action: string; reply: EngagementReply | null }) {
  const { t, i18n } = useTranslation("engagement");
  const mine = reply?.intent === "sign" ? (reply.result as SubmissionResult<string[]>) : undefined;
  const [form, fields] = useForm({ id: "engagement-sign", lastResult: mine });
  const locale = i18n.language as AppLocale;
  return (
    <div>
      <h3>{t("page.sign.heading")}</h3>
      <p>{t("page.sign.intro")}</p>
      <IntentForm action={action} intent="requestCode" letterId={current.id} reply={reply} testId="engagement-request-code">
        {letter.code ? (
          <p data-testid="engagement-code-sent">{t("page.sign.codeSent", { email: letter.code.email, time: formatDateTime(letter.code.expiresAt, locale) })}</p>
        ) : null}
        <button type="submit" className={letter.code ? "btn-secondary" : "btn-primary"}>
          {t(letter.code ? "page.sign.resend" : "page.sign.requestCode")}
        </button>
      </IntentForm>
      <Form method="post" action={action} {...getFormProps(form)} className="form" data-testid="engagement-sign">
        <input type="hidden" name="intent" value="sign" />
        <input type="hidden" name="letterId" value={current.id} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.fullName} label={t("page.sign.fullName")} hint={t("page.sign.fullNameHint")} autoComplete="name" maxLength={SIGNED_NAME_MAX_LENGTH} />
        <TextField meta={fields.code} label={t("page.sign.code")} hint={t("page.sign.codeHint")} autoComplete="one-time-code" inputMode="numeric" dir="ltr" maxLength={12} />
        <CheckboxField meta={fields.consent} label={t("page.sign.consent")} />
        <button type="submit" className="btn-primary">
          {t("page.sign.submit")}
        </button>
      </Form>
    </div>
  );
}

function FirmPart({
  letter,
  locale,
  action,
  pdfHref,
  full,
  reply,
}: {
  letter: EngagementSectionData;
  locale: AppLocale;
  action: string;
  pdfHref: (id: string) => string;
  full: boolean;
  reply: EngagementReply | null;
}) {
  const { t } = useTranslation("engagement");
  const draft = letter.draft;
  return (
    <div>
      {draft ? (
        <div data-testid="engagement-draft">
          <h3>{t("page.draft.heading", { version: formatNumber(draft.version, locale) })}</h3>
          <p>
            <a href={pdfHref(draft.id)}>{t("page.draft.preview")}</a>
          </p>
          {letter.can.send ? (
            <IntentForm action={action} intent="send" letterId={draft.id} reply={reply} testId="engagement-send">
              <p className="hint">{t(letter.current ? "page.send.supersedes" : "page.send.intro")}</p>
              <button type="submit" className="btn-primary">
                {t("page.send.submit")}
              </button>
            </IntentForm>
          ) : null}
        </div>
      ) : null}
      {letter.can.prepare ? (
        full ? (
          <DraftForm letter={letter} locale={locale} action={action} reply={reply} />
        ) : (
          <p>
            <Link to={`/case/${letter.caseId}/engagement`} data-testid="engagement-prepare">
              {t(draft ? "page.draft.edit" : letter.current ? "page.draft.newVersion" : "page.draft.start")}
            </Link>
          </p>
        )
      ) : null}
    </div>
  );
}

function DraftForm({ letter, locale, action, reply }: { letter: EngagementSectionData; locale: AppLocale; action: string; reply: EngagementReply | null }) {
  const { t } = useTranslation("engagement");
  const from = letter.draft ?? letter.current;
  const covers = (milestoneId: string, index: number) => {
    const title = letter.milestones[index];
    const stated = from?.feeSchedule.find((f) => f.titleAr === title?.title_ar && f.titleEn === title?.title_en);
    return { milestoneId, coversAr: stated?.coversAr ?? "", coversEn: stated?.coversEn ?? "" };
  };
  const mine = reply?.intent === "saveDraft" ? (reply.result as SubmissionResult<string[]>) : undefined;
  const [form, fields] = useForm({
    id: "engagement-draft",
    lastResult: mine,
    defaultValue: {
      scopeAr: from?.scopeAr ?? "",
      scopeEn: from?.scopeEn ?? "",
      expensesAr: from?.expensesAr ?? "",
      expensesEn: from?.expensesEn ?? "",
      covers: letter.milestones.map((m, i) => covers(m.id, i)),
    },
  });
  const coverFields = fields.covers.getFieldList();
  const termsLink = letter.can.editTerms ? (
    <p>
      <Link to="/dashboard/admin/engagement-terms">{t("page.draft.editTerms")}</Link>
    </p>
  ) : null;
  if (letter.termsVersion === null) {
    return (
      <>
        <p className="notice">{t("page.draft.noTerms")}</p>
        {termsLink}
      </>
    );
  }
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="form" data-testid="engagement-draft-form">
      <h3>{t(letter.draft ? "page.draft.editHeading" : "page.draft.startHeading")}</h3>
      <input type="hidden" name="intent" value="saveDraft" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <p className="hint">{t("page.draft.termsVersion", { version: formatNumber(letter.termsVersion, locale) })}</p>
      {termsLink}
      <Pair label={t("page.draft.scope")} hint={t("page.draft.scopeHint")} ar={fields.scopeAr} en={fields.scopeEn} max={SCOPE_MAX_LENGTH} rows={5} />
      <Pair label={t("page.draft.expenses")} hint={t("page.draft.expensesHint")} ar={fields.expensesAr} en={fields.expensesEn} max={EXPENSES_MAX_LENGTH} rows={3} />
      <h4>{t("page.draft.fees")}</h4>
      {letter.milestones.length === 0 ? <p className="notice">{t("page.draft.noMilestones")}</p> : <p className="hint">{t("page.draft.feesHint")}</p>}
      {letter.milestones.map((m, i) => {
        const row = coverFields[i]?.getFieldset();
        if (!row) return null;
        const title = inLocale({ ar: m.title_ar, en: m.title_en }, locale).text;
        const due = m.due_on ? dayText(m.due_on, locale) : t("page.draft.dueOnCompletion");
        return (
          <div key={m.id}>
            <input type="hidden" name={row.milestoneId.name} value={m.id} />
            <Pair label={t("page.draft.covers", { title, fee: formatQar(m.fee_qar, locale), due })} ar={row.coversAr} en={row.coversEn} max={COVERS_MAX_LENGTH} />
          </div>
        );
      })}
      <p className="actions">
        <button type="submit" className="btn-primary">
          {t("page.draft.save")}
        </button>
      </p>
    </Form>
  );
}
