import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { FormErrors } from "~/components/forms/fields";
import type { InviteStanding } from "#server/company/invites";

export interface InvitePreview {
  company: { name_ar: string; name_en: string };
  inviterName: string;
  email: string;
  role: "owner" | "member";
  state: "pending" | "expired" | "used" | "revoked";
  standing: InviteStanding;
}

/** What an invitation link shows: whose invitation, its state, and what the visitor can do next. */
export function InvitePanel({
  invite,
  token,
  back,
  error,
}: {
  invite: InvitePreview | null;
  token: string;
  back: string;
  error: string | null;
}) {
  const { t, i18n } = useTranslation("company");
  if (!invite) {
    return (
      <section className="card" role="status" data-testid="invite-state">
        <p>{t("common:errors.invite_invalid")}</p>
        <p className="actions">
          <Link to="/" className="btn-secondary">
            {t("invite.home")}
          </Link>
        </p>
      </section>
    );
  }
  const en = i18n.language === "en";
  const companyName = (en ? invite.company.name_en || invite.company.name_ar : invite.company.name_ar || invite.company.name_en) || null;
  const signUp = `/signup?${new URLSearchParams({
    redirectTo: back,
    email: invite.email,
    userType: "company",
  })}`;
  const signIn = `/client-area?${new URLSearchParams({ redirectTo: back })}`;
  return (
    <section className="card" aria-labelledby="invite-company" data-testid="invite">
      <h2 id="invite-company" data-testid="invite-company">
        {companyName ? <bdi>{companyName}</bdi> : t("invite.unnamedCompany", { name: invite.inviterName })}
      </h2>
      <p>
        {t("invite.summary", {
          name: invite.inviterName,
          role: t(`roles.${invite.role}`),
        })}
      </p>
      <dl className="facts">
        <dt>{t("invite.invitedEmail")}</dt>
        <dd dir="ltr">{invite.email}</dd>
        <dt>{t("invite.role")}</dt>
        <dd>{t(`roles.${invite.role}`)}</dd>
      </dl>
      <FormErrors id="invite-errors" errors={error ? [error] : undefined} />
      {invite.state !== "pending" ? (
        <p className="form-errors" role="alert" data-testid="invite-state">
          {t(`common:errors.invite_${invite.state}`)}
        </p>
      ) : (
        <Standing invite={invite} token={token} signIn={signIn} signUp={signUp} />
      )}
    </section>
  );
}

function Standing({ invite, token, signIn, signUp }: { invite: InvitePreview; token: string; signIn: string; signUp: string }) {
  const { t } = useTranslation("company");
  switch (invite.standing) {
    case "signed_out":
      return (
        <>
          <p data-testid="invite-state">{t("invite.signedOut")}</p>
          <p className="actions">
            <Link to={signIn} className="btn-primary">
              {t("invite.signIn")}
            </Link>
            <Link to={signUp} className="btn-secondary">
              {t("invite.signUp")}
            </Link>
          </p>
        </>
      );
    case "wrong_role":
      return (
        <p className="form-errors" role="alert" data-testid="invite-state">
          {t("invite.wrongRole")}
        </p>
      );
    case "email_mismatch":
      return (
        <p className="form-errors" role="alert" data-testid="invite-state">
          {t("common:errors.invite_email_mismatch")}
        </p>
      );
    case "already_member":
      return (
        <>
          <p data-testid="invite-state">{t("invite.alreadyMember")}</p>
          <p className="actions">
            <Link to="/dashboard/company" className="btn-primary">
              {t("invite.toDashboard")}
            </Link>
          </p>
        </>
      );
    case "in_other_company":
      return (
        <p className="form-errors" role="alert" data-testid="invite-state">
          {t("common:errors.company_membership_exists")}
        </p>
      );
    default:
      return (
        <Form method="post" className="form">
          <input type="hidden" name="token" value={token} />
          {invite.standing === "will_leave_empty_company" ? <p className="hint">{t("invite.replacesEmpty")}</p> : null}
          <button type="submit" className="btn-primary">
            {t("invite.accept")}
          </button>
        </Form>
      );
  }
}
