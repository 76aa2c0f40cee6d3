import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DocumentInputs } from "~/components/forms/document-inputs";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import type { Toast } from "~/utils/toast";
import { isolate } from "~/utils/format";
import type { OwnVerificationView } from "~/utils/admin-verifications.server";
import type { SubmissionResult } from "@conform-to/react";
import { OwnVerification, ResubmitForm } from "./own-verification";

export interface DashboardSummary {
  user: { name: string; email: string; emailVerified: boolean };
  role: string | null;
  memberSince: string | null;
  verificationStatus: string;
  documents: { key: string; url: string }[];
  nextSteps: string[];
}

const NEXT_STEP_LINKS: Record<string, string | undefined> = {
  upload_documents: "#documents",
  resubmit_documents: "#documents",
  book_consultation: "/consultations",
  browse_lawyers: "/browse-law-firms",
  complete_profile: "/account-settings",
  review_verifications: "/dashboard/admin/verifications",
  manage_cases: "/admin/cases",
  set_password: "/update-password",
  consultation_awaiting: "#consultations",
  prepare_consultation: "#consultations",
  create_directory_profile: "/dashboard/lawyer/profile#profile",
  set_availability: "/dashboard/lawyer/availability#hours",
  answer_requests: "#requests",
  renew_licence: "#documents",
};

/**
 * What the dashboards of reviewed accounts (lawyers, companies) hand DashboardView from their loader and
 * action: the account and its documents, the action's toast, the review and the resubmission's reply.
 */
export function reviewedDashboardProps(
  data: { summary: DashboardSummary; documentKeys: readonly string[]; maxMegabytes: number; verification: OwnVerificationView | null },
  actionData: { toast?: Toast | null; resubmit?: SubmissionResult<string[]> | null } | undefined,
) {
  const { summary, documentKeys, maxMegabytes, verification } = data;
  return { summary, documentKeys, maxMegabytes, verification, toast: actionData?.toast, resubmitReply: actionData?.resubmit ?? null };
}

/**
 * What every dashboard shows, the next thing first: the next steps (the most pressing one as the page's
 * main action), then the role's own work (children: consultations, cases, requests), then who you are and
 * your documents, which come straight after the next steps when they are what is missing.
 */
export function DashboardView({
  kind,
  summary,
  documentKeys,
  maxMegabytes,
  toast,
  verification,
  resubmitReply,
  nav,
  children,
}: {
  kind: "user" | "company" | "lawyer" | "admin";
  summary: DashboardSummary;
  documentKeys: readonly string[];
  maxMegabytes: number;
  toast?: Toast | null;
  /** Lawyers and companies: their review (issue 10 §2): a rejection's reason, resubmission, licence, history. */
  verification?: OwnVerificationView | null;
  resubmitReply?: SubmissionResult<string[]> | null;
  /** A role's own pages under its dashboard (the lawyer's desk), shown as tabs under the heading. */
  nav?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation("dashboard");
  // The next thing first: the dashboard's own work (consultations, cases, requests) comes before the account's
  // details and documents, unless the documents are the next thing to do.
  const documentsFirst =
    summary.nextSteps[0] === "upload_documents" ||
    summary.nextSteps[0] === "resubmit_documents" ||
    summary.nextSteps[0] === "renew_licence" ||
    Boolean(verification?.rejection);
  const accountAndDocuments = (
    <div className="card-grid two">
      <section className="card" aria-labelledby="account-heading">
        <h2 id="account-heading">{t("account.heading")}</h2>
        <dl className="facts">
          <dt>{t("account.name")}</dt>
          <dd data-testid="dashboard-name">
            <bdi>{summary.user.name}</bdi>
          </dd>
          <dt>{t("account.email")}</dt>
          <dd dir="ltr">{summary.user.email}</dd>
          <dt>{t("account.role")}</dt>
          <dd data-testid="dashboard-role">
            {t(`common:roles.${summary.role ?? "unset"}`)}
          </dd>
          <dt>{t("account.emailStatus")}</dt>
          <dd>
            {summary.user.emailVerified
              ? t("account.emailVerified")
              : t("account.emailUnverified")}
          </dd>
          {summary.memberSince ? (
            <>
              <dt>{t("account.memberSince")}</dt>
              <dd>{summary.memberSince}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {/* An account with nothing to have verified (the admin's) has no documents card: "not started" would mislead. */}
      {documentKeys.length > 0 || summary.documents.length > 0 ? (
      <section
        className="card"
        id="documents"
        aria-labelledby="documents-heading"
      >
        <h2 id="documents-heading">{t("documents.heading")}</h2>
        <p>
          {t("documents.status")}:{" "}
          <strong data-testid="verification-status">
            {t(`documents.states.${summary.verificationStatus}`)}
          </strong>
        </p>
        {summary.documents.length > 0 ? (
          <ul className="doc-list" data-testid="documents">
            {summary.documents.map((doc) => (
              <li key={doc.key}>
                <a href={doc.url} rel="noreferrer">
                  {t(`documents.keys.${doc.key}`, { defaultValue: doc.key })}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("documents.none")}</p>
        )}
        {verification?.rejection ? (
          <OwnVerification.Rejection rejection={verification.rejection} />
        ) : null}
        {verification?.licence ? (
          <OwnVerification.Licence licence={verification.licence} />
        ) : null}
        {/* No document to upload (the admin's dashboard): no form, whose hint and button would lead nowhere. */}
        {documentKeys.length > 0 ? (
          <Form method="post" encType="multipart/form-data" className="form">
            <DocumentInputs keys={documentKeys} maxMegabytes={maxMegabytes} />
            <button type="submit" className="btn-primary">
              {t("documents.upload")}
            </button>
          </Form>
        ) : null}
        {verification?.rejection ? (
          <ResubmitForm reply={resubmitReply ?? null} />
        ) : null}
      </section>
      ) : null}
    </div>
  );
  return (
    <div className="container page">
      <PageHeader
        heading={t(`${kind}.heading`, { name: isolate(summary.user.name) })}
        intro={t(`${kind}.intro`)}
      />
      {nav}
      {toast ? <ToastList toasts={[toast]} /> : null}
      <NextSteps steps={summary.nextSteps} />
      {documentsFirst ? accountAndDocuments : null}
      {children}
      {documentsFirst ? null : accountAndDocuments}
      {verification && verification.history.length > 0 ? (
        <OwnVerification.History entries={verification.history} />
      ) : null}
    </div>
  );
}

/** The most pressing step as the page's main action, the others after it ("Then"). */
function NextSteps({ steps }: { steps: string[] }) {
  const { t } = useTranslation("dashboard");
  if (steps.length === 0) return null;
  const [first, ...rest] = steps as [string, ...string[]];
  const firstTo = NEXT_STEP_LINKS[first];
  return (
    <section
      className="card next-card"
      aria-labelledby="next-heading"
      data-testid="next-steps"
    >
      <h2 id="next-heading">{t("next.heading")}</h2>
      <p className="next-first" data-testid="next-step-first" data-step={first}>
        {firstTo ? (
          <Link to={firstTo} className="btn-primary">
            {t(`next.${first}`)}
          </Link>
        ) : (
          <span className="strong">{t(`next.${first}`)}</span>
        )}
      </p>
      {rest.length > 0 ? (
        <>
          <p className="muted small">{t("next.then")}</p>
          <ol className="steps" data-testid="next-steps-rest">
            {rest.map((step) => {
              const to = NEXT_STEP_LINKS[step];
              return (
                <li key={step}>
                  {to ? (
                    <Link to={to}>{t(`next.${step}`)}</Link>
                  ) : (
                    <span>{t(`next.${step}`)}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </section>
  );
}
