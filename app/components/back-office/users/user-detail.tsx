import { DataTable } from "~/components/ui/data-table";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PostForm, useReplyForm, type FormReply } from "~/components/forms/post-form";
import { Fact } from "~/components/ui/facts";
import { ReasonForm } from "../reason-form";
import { HistoryLine, RecordPage } from "../record-page";
import { formatNumber, isolate } from "~/utils/format";
import { BidiText } from "~/components/ui/bidi-text";
import type { AdminUserPageData, UserIntent } from "~/routes/dashboard/admin/users/users.server";
import { UserStateBadges } from "./user-list";
import { ADMIN_USERS_PATH } from "./user-params";
import { localeOf } from "~/i18n/config";

export type UserActionReply = FormReply<UserIntent>;

/** /dashboard/admin/users/{id}: one account, its documents, consultations, cases and history, and the actions. */
export function UserDetail({ data, reply }: { data: AdminUserPageData; reply: UserActionReply | null }) {
  const { t, i18n } = useTranslation("adminUsers");
  const locale = localeOf(i18n.language);
  const { user, suspension } = data;
  const states = [
    ...(suspension ? (["suspended"] as const) : []),
    ...(!user.emailVerified ? (["unconfirmed"] as const) : []),
    ...(data.verification.status === "pending" ? (["verification_pending"] as const) : []),
    ...(data.verification.status === "rejected" ? (["verification_rejected"] as const) : []),
  ];
  return (
    <RecordPage heading={isolate(user.name)} backOffice={t("backOffice:nav.overview")} list={{ to: ADMIN_USERS_PATH, label: t("detail.crumbUsers") }} toast={reply?.toast}>
      <p data-testid="user-states">
        <UserStateBadges states={states} />
      </p>

      {suspension ? (
        <section className="card user-suspended" aria-labelledby="user-suspended-heading" data-testid="user-suspended">
          <h2 id="user-suspended-heading">{t("detail.suspended.heading")}</h2>
          <p>
            <BidiText text={suspension.byName ? t("detail.suspended.since", { date: suspension.at, name: isolate(suspension.byName) }) : t("detail.suspended.sinceUnknown", { date: suspension.at })} />
          </p>
          <p>
            <strong>{t("detail.suspended.reason")}:</strong>{" "}
            <span dir="auto" data-testid="suspension-reason">
              {suspension.reason}
            </span>
          </p>
        </section>
      ) : null}

      <div className="card-grid two">
        <section className="card" aria-labelledby="user-profile-heading">
          <h2 id="user-profile-heading">{t("detail.profile.heading")}</h2>
          <dl className="facts" data-testid="user-profile">
            <Fact label={t("detail.profile.email")}>
              <span dir="ltr">{user.email}</span>
            </Fact>
            <Fact label={t("detail.profile.role")}>{t(`common:roles.${user.role ?? "unset"}`)}</Fact>
            <Fact label={t("detail.profile.emailConfirmed")}>{user.emailVerified ? t("detail.profile.yes") : t("detail.profile.no")}</Fact>
            <Fact label={t("detail.profile.language")}>{t(`detail.languages.${user.locale}`)}</Fact>
            <Fact label={t("detail.profile.created")}>{user.createdAt}</Fact>
            <Fact label={t("detail.profile.lastSeen")}>{user.lastSeenAt ?? t("list.neverSeen")}</Fact>
            <Fact label={t("detail.profile.sessions")}>
              <span data-testid="active-sessions">{formatNumber(user.activeSessions, locale)}</span>
            </Fact>
            <Fact label={t("twoFactor:admin.heading")}>
              <span data-testid="two-factor-state">{data.twoFactor.enabled ? t("twoFactor:admin.on") : t("twoFactor:admin.off")}</span>
              {data.twoFactor.resetAt ? <span className="muted small"> · {t("twoFactor:admin.lastReset", { date: data.twoFactor.resetAt })}</span> : null}
            </Fact>
            <Fact label={t("detail.profile.signInMethods")}>
              {user.signInMethods.length ? user.signInMethods.map((m) => t(`detail.profile.methods.${m}`)).join(locale === "ar" ? "، " : ", ") : t("detail.profile.noMethod")}
            </Fact>
          </dl>
        </section>

        <section className="card" aria-labelledby="user-actions-heading" data-testid="user-actions">
          <h2 id="user-actions-heading">{t("detail.actions")}</h2>
          {suspension ? (
            <ActionForm intent="reactivate" reply={reply} heading={t("detail.reactivate.heading")} intro={t("detail.reactivate.intro")} submit={t("detail.reactivate.submit")} />
          ) : data.isSelf ? (
            <p className="muted" data-testid="cannot-suspend-self">
              {t("detail.suspend.self")}
            </p>
          ) : (
            <SuspendForm reply={reply} />
          )}
          {data.twoFactor.enabled ? <ResetTwoFactorForm reply={reply} /> : null}
          {!user.emailVerified ? (
            <ActionForm intent="resend" reply={reply} heading={t("detail.resend.heading")} intro={t("detail.resend.intro")} submit={t("detail.resend.submit")} secondary />
          ) : null}
        </section>
      </div>

      <section className="card content-section" aria-labelledby="user-documents-heading" data-testid="user-documents">
        <h2 id="user-documents-heading">{t("detail.verification.heading")}</h2>
        <p>
          {t("detail.verification.status")}: <span className="badge">{t(`dashboard:documents.states.${data.verification.status}`)}</span>
        </p>
        {data.verification.documents.length === 0 ? (
          <p className="muted">{t("detail.verification.none")}</p>
        ) : (
          <>
            <p className="hint">{t("detail.verification.hint")}</p>
            <ul className="doc-list">
              {data.verification.documents.map((doc) => (
                <li key={doc.key}>
                  {t(`dashboard:documents.keys.${doc.key}`)}:{" "}
                  <a href={doc.url} target="_blank" rel="noreferrer" dir="ltr">
                    {doc.fileName}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <div className="card-grid two">
        <section className="card" aria-labelledby="user-lawyer-heading">
          <h2 id="user-lawyer-heading">{t("detail.lawyer.heading")}</h2>
          {data.lawyer ? (
            <p>
              <bdi>{locale === "en" ? data.lawyer.name_en || data.lawyer.name_ar : data.lawyer.name_ar || data.lawyer.name_en}</bdi>{" "}
              <span className="badge">{data.lawyer.verified ? t("detail.lawyer.listed") : t("detail.lawyer.notListed")}</span>
              {data.lawyer.verified ? (
                <>
                  <br />
                  <Link to={`/lawyer-profile/${data.lawyer.id}`}>{t("detail.lawyer.open")}</Link>
                </>
              ) : null}
            </p>
          ) : (
            <p className="muted">{t("detail.lawyer.none")}</p>
          )}
        </section>
        <section className="card" aria-labelledby="user-company-heading" data-testid="user-company">
          <h2 id="user-company-heading">{t("detail.company.heading")}</h2>
          {data.company ? (
            <dl className="facts">
              <Fact label={t("detail.company.name")}>
                <bdi>{(locale === "en" ? data.company.legal_name_en || data.company.legal_name_ar : data.company.legal_name_ar || data.company.legal_name_en) || "—"}</bdi>
              </Fact>
              <Fact label={t("detail.company.memberRole")}>{t(`detail.company.roles.${data.company.role}`)}</Fact>
              <Fact label={t("detail.company.members")}>{formatNumber(data.company.members, locale)}</Fact>
              <Fact label={t("detail.company.joined")}>{data.company.joinedAt}</Fact>
            </dl>
          ) : (
            <p className="muted">{t("detail.company.none")}</p>
          )}
        </section>
      </div>

      <section className="content-section" aria-labelledby="user-consultations-heading" data-testid="user-consultations">
        <h2 id="user-consultations-heading">{t("detail.consultations.heading")}</h2>
        <Counted total={data.consultations.total} shown={data.consultations.rows.length} ns="consultations" />
        {data.consultations.rows.length ? (
          <DetailTable ns="consultations" columns={["reference", "as", "request", "with", "status", "when"]}>
            {data.consultations.rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={`/consultations/${c.id}`} dir="ltr" className="ref">
                    {c.reference}
                  </Link>
                </td>
                <td>{t(`detail.consultations.as.${c.capacity}`)}</td>
                <td>
                  {t(`lawyers:areas.${c.serviceArea}`, { defaultValue: c.serviceArea })} · {t(`consultations:kinds.${c.kind}`)}
                </td>
                <td>{c.counterpart ?? "—"}</td>
                <td>
                  <span className="badge">{t(`consultations:status.${c.status}`)}</span>
                </td>
                <td>{c.when ?? t("detail.consultations.noAppointment")}</td>
              </tr>
            ))}
          </DetailTable>
        ) : null}
      </section>

      <section className="content-section" aria-labelledby="user-cases-heading" data-testid="user-cases">
        <h2 id="user-cases-heading">{t("detail.cases.heading")}</h2>
        <Counted total={data.cases.total} shown={data.cases.rows.length} ns="cases" />
        {data.cases.rows.length ? (
          <DetailTable ns="cases" columns={["reference", "title", "as", "status", "updated"]}>
            {data.cases.rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={`/case/${c.id}`} dir="ltr" className="ref">
                    {c.reference}
                  </Link>
                </td>
                <td>
                  <span lang={c.titleLang}>{c.title}</span>
                </td>
                <td>{t(`detail.cases.as.${c.capacity}`)}</td>
                <td>
                  <span className="badge">{t(`cases:status.${c.status}`)}</span>
                </td>
                <td>{c.updated}</td>
              </tr>
            ))}
          </DetailTable>
        ) : null}
      </section>

      <section className="content-section" aria-labelledby="user-history-heading" data-testid="user-history">
        <h2 id="user-history-heading">{t("detail.history.heading")}</h2>
        <p className="muted">{t("detail.history.intro")}</p>
        {data.history.length === 0 ? (
          <p className="muted">{t("detail.history.empty")}</p>
        ) : (
          <ol className="stack">
            {data.history.map((h) => (
              <li key={h.id} data-action={h.action}>
                <strong>{t(`detail.history.actions.${h.action.replace(/\./g, "_")}`, { defaultValue: h.action })}</strong> · {h.at}
                {h.actorName ? (
                  <>
                    {" · "}
                    <BidiText text={t("detail.history.by", { name: isolate(h.actorName) })} />
                  </>
                ) : null}
                {h.reason ? (
                  <HistoryLine>
                    <BidiText text={t("detail.history.reason", { reason: isolate(h.reason) })} />
                  </HistoryLine>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </RecordPage>
  );
}

/** A table of the account's consultations or cases: the caption and the column headings; the rows are its children. */
function DetailTable({ ns, columns, children }: { ns: "consultations" | "cases"; columns: string[]; children: ReactNode }) {
  const { t } = useTranslation("adminUsers");
  return (
    <DataTable caption={t(`detail.${ns}.heading`)} columns={columns.map((column) => t(`detail.${ns}.columns.${column}`))}>
      {children}
    </DataTable>
  );
}

function Counted({ total, shown, ns }: { total: number; shown: number; ns: "consultations" | "cases" }) {
  const { t, i18n } = useTranslation("adminUsers");
  const locale = localeOf(i18n.language);
  if (total === 0) return <p className="muted">{t(`detail.${ns}.empty`)}</p>;
  return (
    <p>
      {t(`detail.${ns}.total`, { total: formatNumber(total, locale) })}
      {shown < total ? ` ${t(`detail.${ns}.shown`, { shown: formatNumber(shown, locale) })}` : null}
    </p>
  );
}

/** The suspend form: a reason is required (validated on the server, with or without JavaScript). */
function SuspendForm({ reply }: { reply: UserActionReply | null }) {
  const { t } = useTranslation("adminUsers");
  return <ReasonForm reply={reply} intent="suspend" text={(part) => t(`detail.suspend.${part}`)} rows={3} />;
}

/** Issue 12 §1: reset the second factor of someone who lost their phone; a reason is required. */
function ResetTwoFactorForm({ reply }: { reply: UserActionReply | null }) {
  const { t } = useTranslation("adminUsers");
  const text = { heading: t("twoFactor:admin.reset"), intro: t("twoFactor:admin.resetIntro"), reason: t("twoFactor:admin.reason"), reasonHint: undefined, submit: t("twoFactor:admin.reset") };
  return <ReasonForm reply={reply} intent="reset-two-factor" text={(part) => text[part]} rows={2} secondary />;
}

/** A form without fields (reactivate, resend): its refusal, if any, shows above its button. */
function ActionForm(props: { intent: "reactivate" | "resend"; reply: UserActionReply | null; heading: string; intro: string; submit: string; secondary?: boolean }) {
  const [form] = useReplyForm(props.reply, props.intent);
  return <PostForm form={form} intent={props.intent} testId={`${props.intent}-form`} heading={props.heading} intro={props.intro} submit={props.submit} secondary={props.secondary} />;
}
