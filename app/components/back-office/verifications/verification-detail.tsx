import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { COURT_ROLL_LEVELS } from "#server/lawyers/catalog";
import { SelectField } from "~/components/cases/case-fields";
import { TextField } from "~/components/forms/fields";
import { PostForm, useReplyForm, type FormReply } from "~/components/forms/post-form";
import { Fact } from "~/components/ui/facts";
import { ReasonForm } from "../reason-form";
import { RecordPage } from "../record-page";
import type { AdminVerificationPageData, ReviewIntent } from "~/utils/admin-verifications.server";
import { isolate } from "~/utils/format";
import { adminUserPath } from "../users/user-params";
import { VerificationHistory } from "./verification-history";
import { ADMIN_VERIFICATIONS_PATH } from "./review-params";
import { localeOf } from "~/i18n/config";

export type ReviewActionReply = FormReply<ReviewIntent>;

/**
 * /dashboard/admin/verifications/{id} (issue 10 §2): who applied, every document previewed inline
 * through a short-lived signed link (PDF in an iframe, images as images), the licence, the history of
 * decisions, and the decision forms.
 */
export function VerificationDetail({ data, reply }: { data: AdminVerificationPageData; reply: ReviewActionReply | null }) {
  const { t, i18n } = useTranslation("adminReview");
  const locale = localeOf(i18n.language);
  const { account, licence } = data;
  const isLawyer = account.kind === "lawyer";
  return (
    <RecordPage heading={isolate(account.name)} backOffice={t("backOffice:nav.overview")} list={{ to: ADMIN_VERIFICATIONS_PATH, label: t("detail.crumb") }} toast={reply?.toast}>
      <p>
        <span className="badge" data-testid="review-status" data-status={account.status}>
          {t(`status.${account.status}`)}
        </span>{" "}
        <span className="badge">{t(`kinds.${account.kind}`)}</span>
      </p>

      <div className="card-grid two">
        <section className="card" aria-labelledby="review-account-heading">
          <h2 id="review-account-heading">{t("detail.account.heading")}</h2>
          <dl className="facts" data-testid="review-account">
            <Fact label={t("detail.account.email")}>
              <span dir="ltr">{account.email}</span>
            </Fact>
            <Fact label={t("detail.account.kind")}>{t(`kinds.${account.kind}`)}</Fact>
            <Fact label={t("detail.account.state")}>{t(`status.${account.status}`)}</Fact>
            <Fact label={t("detail.account.since")}>{account.updatedAt}</Fact>
            <Fact label={t("detail.account.language")}>{t(`detail.languages.${account.locale}`)}</Fact>
            <Fact label={t("detail.account.emailConfirmed")}>{account.emailVerified ? t("detail.account.yes") : t("detail.account.no")}</Fact>
            <Fact label={t("detail.account.created")}>{account.createdAt}</Fact>
          </dl>
          {account.suspended ? <p className="muted">{t("detail.account.suspended")}</p> : null}
          <p>
            <Link to={adminUserPath(account.id)}>{t("detail.account.userPage")}</Link>
          </p>
        </section>

        <section className="card" aria-labelledby="review-actions-heading" data-testid="review-actions">
          <h2 id="review-actions-heading">{t("detail.actions")}</h2>
          {account.status === "rejected" ? <p className="muted">{t("detail.decided")}</p> : null}
          {account.status !== "verified" ? <ApproveForm isLawyer={isLawyer} reply={reply} /> : null}
          {account.status !== "rejected" ? <RejectForm reply={reply} /> : null}
          {isLawyer && account.status === "verified" ? <LicenceForm reply={reply} licence={licence} /> : null}
        </section>
      </div>

      <section className="content-section" aria-labelledby="review-documents-heading" data-testid="review-documents">
        <h2 id="review-documents-heading">{t("detail.documents.heading")}</h2>
        {data.documents.length === 0 ? (
          <p className="muted">{t("detail.documents.none")}</p>
        ) : (
          <>
            <p className="hint">{t("detail.documents.hint")}</p>
            <ul className="review-documents">
              {data.documents.map((doc) => {
                const label = t(`dashboard:documents.keys.${doc.key}`);
                const title = t("detail.documents.preview", { document: label, name: doc.fileName });
                return (
                  <li key={doc.key} className="card" data-testid="review-document" data-key={doc.key}>
                    <h3>{label}</h3>
                    <p>
                      <a href={doc.url} target="_blank" rel="noreferrer" dir="ltr">
                        {doc.fileName}
                      </a>{" "}
                      <span className="muted">({t("detail.documents.newTab")})</span>
                    </p>
                    {doc.previewUrl && doc.preview === "pdf" ? (
                      <iframe src={doc.previewUrl} title={title} className="document-preview" data-testid="document-preview" loading="lazy" />
                    ) : doc.previewUrl && doc.preview === "image" ? (
                      <img src={doc.previewUrl} alt={title} className="document-preview" data-testid="document-preview" loading="lazy" />
                    ) : (
                      <p className="muted">{t("detail.documents.notPreviewable")}</p>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>

      <div className="card-grid two">
        {isLawyer ? (
          <section className="card" aria-labelledby="review-licence-heading" data-testid="review-licence">
            <h2 id="review-licence-heading">{t("detail.licence.heading")}</h2>
            {licence ? (
              <dl className="facts">
                <Fact label={t("detail.licence.roll")}>{t(`lawyers:rollLevel.${licence.rollLevel}`)}</Fact>
                <Fact label={t("detail.licence.number")}>
                  <span dir="ltr">{licence.licenceNumber}</span>
                </Fact>
                <Fact label={t("detail.licence.expires")}>
                  {licence.expiresOnText}{" "}
                  <span className="badge" data-testid="licence-state">
                    {licence.expired ? t("detail.licence.expired") : licence.expiringSoon ? t("detail.licence.expiringSoon") : t("detail.licence.current")}
                  </span>
                </Fact>
              </dl>
            ) : (
              <p className="muted">{t("detail.licence.none")}</p>
            )}
          </section>
        ) : null}
        {isLawyer ? (
          <section className="card" aria-labelledby="review-lawyer-heading" data-testid="review-lawyer">
            <h2 id="review-lawyer-heading">{t("detail.lawyer.heading")}</h2>
            {data.lawyer ? (
              <>
                <p>
                  <span lang="ar" dir="rtl">
                    {data.lawyer.name_ar}
                  </span>{" "}
                  · <span lang="en" dir="ltr">{data.lawyer.name_en}</span>
                </p>
                <p>{locale === "en" ? data.lawyer.title_en : data.lawyer.title_ar}</p>
                <p>
                  <span className="badge" data-testid="lawyer-listed">
                    {data.lawyer.listed ? t("detail.lawyer.listed") : t("detail.lawyer.notListed")}
                  </span>
                </p>
                {data.lawyer.listed ? (
                  <p>
                    <Link to={`/lawyer-profile/${data.lawyer.id}`}>{t("detail.lawyer.open")}</Link>
                  </p>
                ) : null}
              </>
            ) : (
              <p className="muted">{t("detail.lawyer.none")}</p>
            )}
          </section>
        ) : (
          <section className="card" aria-labelledby="review-company-heading" data-testid="review-company">
            <h2 id="review-company-heading">{t("detail.company.heading")}</h2>
            {data.company ? (
              <dl className="facts">
                <Fact label={t("detail.company.name")}>
                  {(locale === "en" ? data.company.legal_name_en || data.company.legal_name_ar : data.company.legal_name_ar || data.company.legal_name_en) || "—"}
                </Fact>
                <Fact label={t("detail.company.cr")}>
                  <span dir="ltr">{data.company.cr_number || "—"}</span>
                </Fact>
                <Fact label={t("detail.company.qfc")}>
                  <span dir="ltr">{data.company.qfc_licence_number || "—"}</span>
                </Fact>
                <Fact label={t("detail.company.sector")}>{data.company.sector || "—"}</Fact>
              </dl>
            ) : (
              <p className="muted">{t("detail.company.none")}</p>
            )}
          </section>
        )}
      </div>

      <VerificationHistory entries={data.history} heading={t("history.heading")} />
    </RecordPage>
  );
}

function LicenceFields({ fields, defaults }: { fields: ReturnType<typeof useReplyForm>[1]; defaults?: { rollLevel?: string; licenceNumber?: string } }) {
  const { t } = useTranslation("adminReview");
  return (
    <>
      <SelectField
        meta={fields.rollLevel!}
        label={t("detail.fields.rollLevel")}
        placeholder={t("detail.fields.chooseRoll")}
        defaultValue={defaults?.rollLevel}
        options={COURT_ROLL_LEVELS.map((level) => ({ value: level, label: t(`lawyers:rollLevel.${level}`) }))}
      />
      <TextField meta={fields.licenceNumber!} label={t("detail.fields.licenceNumber")} hint={t("detail.fields.licenceNumberHint")} dir="ltr" defaultValue={defaults?.licenceNumber} />
      <TextField meta={fields.licenceExpiresOn!} label={t("detail.fields.licenceExpiresOn")} type="date" />
    </>
  );
}

function ApproveForm({ isLawyer, reply }: { isLawyer: boolean; reply: ReviewActionReply | null }) {
  const { t } = useTranslation("adminReview");
  const [form, fields] = useReplyForm(reply, "approve");
  const intro = isLawyer ? t("detail.approve.introLawyer") : t("detail.approve.intro");
  return (
    <PostForm form={form} intent="approve" hidden={{ kind: isLawyer ? "lawyer" : "company" }} testId="approve-form" heading={t("detail.approve.heading")} intro={intro} submit={t("detail.approve.submit")}>
      {isLawyer ? <LicenceFields fields={fields} /> : null}
    </PostForm>
  );
}

function RejectForm({ reply }: { reply: ReviewActionReply | null }) {
  const { t } = useTranslation("adminReview");
  return <ReasonForm reply={reply} intent="reject" text={(part) => t(`detail.reject.${part}`)} rows={4} secondary />;
}

function LicenceForm({ reply, licence }: { reply: ReviewActionReply | null; licence: AdminVerificationPageData["licence"] }) {
  const { t } = useTranslation("adminReview");
  const [form, fields] = useReplyForm(reply, "licence");
  const defaults = licence ? { rollLevel: licence.rollLevel, licenceNumber: licence.licenceNumber } : undefined;
  return (
    <PostForm form={form} intent="licence" testId="licence-form" heading={t("detail.licenceForm.heading")} intro={t("detail.licenceForm.intro")} submit={t("detail.licenceForm.submit")} secondary>
      <LicenceFields fields={fields} defaults={defaults} />
    </PostForm>
  );
}
