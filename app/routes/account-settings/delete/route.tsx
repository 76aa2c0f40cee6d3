import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { closeAccountInput, requiredSecondFactorCodeField } from "#server/accounts/schemas";
import { FieldErrors, FormErrors, TextField } from "~/components/forms/fields";
import { PasswordField } from "~/components/forms/account-fields";
import { PageHeader } from "~/components/layout/page-header";
import { KeptCaseDocuments } from "~/components/privacy/kept-case-documents";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDateTime, formatNumber } from "~/utils/format";
import { requireViewer } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { requireForm } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";

/**
 * Issue 12 §3: closing one's account. The page says what goes, what the firm keeps and why, and what a
 * lawyer (or the only owner of a shared company, or the last admin) must hand over first; the form asks
 * for the password, a code when two-factor sign-in is on, and a tick. The work is in
 * server/privacy/deletion.ts (accounts.closeAccount); a plain form, so it works without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  const caller = await callerFor(request);
  const { t, locale } = await getTranslator(request);
  const preview = await caller.accounts.deletionPreview();
  return data(
    {
      preview: {
        ...preview,
        blockers: preview.blockers.map((b) =>
          b.kind === "live_consultation" ? { ...b, startsAt: b.startsAt ? formatDateTime(b.startsAt, locale) : null } : b,
        ),
        keptDocumentCases: preview.keptDocumentCases.map((c) => ({ ...c, documentsText: formatNumber(c.documents, locale) })),
      },
      numbers: Object.fromEntries(Object.entries(preview.kept).map(([key, value]) => [key, formatNumber(value, locale)])) as Record<keyof typeof preview.kept, string>,
      toCancel: formatNumber(preview.consultationsToCancel, locale),
      files: formatNumber(preview.filesToDelete, locale),
      retentionYears: formatNumber(preview.retentionYears, locale),
      locale,
      meta: { title: t("privacy:deletion.metaTitle"), description: t("privacy:deletion.intro") },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

const withoutCode = closeAccountInput.omit({ code: true }).extend({ understood: z.literal("on", { error: "privacy:deletion.mustConfirm" }) });
const withCode = withoutCode.extend({ code: requiredSecondFactorCodeField });

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const formData = await requireForm(request);
  const submission = parseWithZod(formData, { schema: viewer.twoFactorEnabled ? withCode : withoutCode });
  const hidden = ["password", "code"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: hidden }), toast: null }, { status: 400 });
  const caller = await callerFor(request);
  try {
    const value = submission.value as { password: string; code?: string };
    const { setCookies } = await caller.accounts.closeAccount({ password: value.password, code: value.code });
    const headers = new Headers();
    setCookies.forEach((cookie) => headers.append("Set-Cookie", cookie));
    return redirect("/account-closed", { headers });
  } catch (error) {
    const code = errorCodeOf(error, "account closure");
    const field = code === "wrong_current_password" ? "password" : ["two_factor_code_invalid", "two_factor_code_required", "two_factor_code_used", "recovery_code_invalid"].includes(code) ? "code" : null;
    return data(
      {
        result: submission.reply({ hideFields: hidden, ...(field ? { fieldErrors: { [field]: [`errors.${code}`] } } : { formErrors: [`errors.${code}`] }) }),
        toast: makeToast({ kind: "error", title: "accountCloseFailed", description: `errors.${code}` }),
      },
      failureInit(error, code),
    );
  }
}

function Blockers({ blockers }: { blockers: ReturnType<typeof useLoaderData<typeof loader>>["preview"]["blockers"] }) {
  const { t, i18n } = useTranslation("privacy");
  const en = i18n.language === "en";
  return (
    <section className="card" aria-labelledby="handover-heading" data-testid="deletion-blockers">
      <h2 id="handover-heading">{t("deletion.handover.heading")}</h2>
      <p>{t("deletion.handover.intro")}</p>
      <ul>
        {blockers.map((b) => (
          <li key={b.kind === "open_case" || b.kind === "live_consultation" ? b.id : b.kind === "sole_company_owner" ? b.companyId : b.kind} data-testid="deletion-blocker">
            {b.kind === "open_case" ? (
              <>
                <Link to={`/case/${b.id}`}>{`${b.reference} · ${en ? b.titleEn : b.titleAr}`}</Link> {t("deletion.handover.openCase")}
              </>
            ) : b.kind === "live_consultation" ? (
              <>
                <Link to={`/consultations/${b.id}`}>{b.startsAt ? `${b.reference} · ${b.startsAt}` : b.reference}</Link> {t("deletion.handover.liveConsultation")}
              </>
            ) : b.kind === "sole_company_owner" ? (
              <>
                {t("deletion.handover.soleOwner", { company: (en ? b.nameEn : b.nameAr) || t("deletion.handover.yourCompany") })}{" "}
                <Link to="/dashboard/company">{t("deletion.handover.companyLink")}</Link>
              </>
            ) : (
              t("deletion.handover.lastAdmin")
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function CloseAccount() {
  const { preview, numbers, toCancel, files, retentionYears } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("privacy");
  const [form, fields] = useForm({ id: "close-account", lastResult: actionData?.result as never });
  const { kept } = preview;
  const isLawyer = preview.role === "lawyer";
  return (
    <div className="container page narrow">
      <PageHeader heading={t("deletion.heading")} intro={t("deletion.intro")} />
      {actionData?.toast ? <ToastList toasts={[actionData.toast]} /> : null}
      <p>
        {t("deletion.exportFirst")} <Link to="/account-settings/data">{t("deletion.exportLink")}</Link>
      </p>
      {preview.blockers.length > 0 ? <Blockers blockers={preview.blockers} /> : null}

      <section className="card" aria-labelledby="deleted-heading">
        <h2 id="deleted-heading">{t("deletion.deleted.heading")}</h2>
        <ul data-testid="deletion-deleted">
          <li>{t("deletion.deleted.account")}</li>
          <li>{t(kept.caseDocuments > 0 ? "deletion.deleted.filesExceptKept" : "deletion.deleted.files", { n: files })}</li>
          <li>{t("deletion.deleted.conversations")}</li>
          <li>{t("deletion.deleted.sent")}</li>
          {isLawyer ? <li>{t("deletion.deleted.directory")}</li> : null}
          {preview.consultationsToCancel > 0 ? <li>{t("deletion.deleted.cancelled", { n: toCancel })}</li> : null}
        </ul>
      </section>

      <section className="card" aria-labelledby="kept-heading">
        <h2 id="kept-heading">{t("deletion.kept.heading")}</h2>
        <p>{t("deletion.kept.why")}</p>
        <ul data-testid="deletion-kept">
          <li>{t("deletion.kept.cases", { n: numbers.cases, fees: numbers.fees })}</li>
          <li>{t("deletion.kept.consultations", { n: numbers.consultations })}</li>
          {isLawyer || kept.lawyerCases > 0 || kept.lawyerConsultations > 0 ? (
            <li>{t("deletion.kept.lawyerWork", { cases: numbers.lawyerCases, consultations: numbers.lawyerConsultations })}</li>
          ) : null}
          <li>{t("deletion.kept.audit", { count: preview.kept.auditEntries, n: numbers.auditEntries })}</li>
          {kept.caseDocuments > 0 ? (
            <KeptCaseDocuments count={numbers.caseDocuments} retentionYears={preview.retentionYears} retentionYearsText={retentionYears} cases={preview.keptDocumentCases} />
          ) : null}
        </ul>
        <p className="hint">{t("deletion.kept.label")}</p>
      </section>

      {preview.blockers.length === 0 ? (
        <section className="card" aria-labelledby="confirm-heading">
          <h2 id="confirm-heading">{t("deletion.confirm.heading")}</h2>
          {preview.hasPassword ? (
            <Form method="post" {...getFormProps(form)} className="form" data-testid="close-account-form">
              <FormErrors id={form.errorId} errors={form.errors} />
              <PasswordField meta={fields.password} label={t("deletion.confirm.password")} />
              {preview.twoFactorEnabled ? (
                <TextField meta={fields.code} label={t("deletion.confirm.code")} hint={t("deletion.confirm.codeHint")} autoComplete="one-time-code" dir="ltr" />
              ) : null}
              <div className="field">
                <label className="choice">
                  <input
                    type="checkbox"
                    name={fields.understood.name}
                    id={fields.understood.id}
                    aria-invalid={fields.understood.errors ? true : undefined}
                    aria-describedby={fields.understood.errors ? fields.understood.errorId : undefined}
                  />
                  <span>{t("deletion.confirm.understood")}</span>
                </label>
                <FieldErrors id={fields.understood.errorId} errors={fields.understood.errors} />
              </div>
              <button type="submit" className="btn-primary" data-testid="close-account">
                {t("deletion.confirm.submit")}
              </button>
            </Form>
          ) : (
            <p data-testid="close-needs-password">
              {t("deletion.confirm.needsPassword")} <a href="/update-password">{t("deletion.confirm.setPassword")}</a>
            </p>
          )}
        </section>
      ) : null}
      <p>
        <Link to="/account-settings">{t("export.back")}</Link>
      </p>
    </div>
  );
}
