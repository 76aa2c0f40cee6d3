import { useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FieldErrors, FormErrors, TextField } from "~/components/forms/fields";
import { DataTable } from "~/components/ui/data-table";
import { CompanyButtonForm, CompanyForm } from "./company-forms";
import { replyFor, type CompanyFormReply, type CompanyView } from "./types";
import { isolate } from "~/utils/format";

/** Members and pending invitations; owners invite, revoke and remove (each a plain form post). */
export function CompanyMembersCard({ company, reply }: { company: CompanyView; reply?: CompanyFormReply | null }) {
  const { t } = useTranslation("company");
  const isOwner = company.viewerRole === "owner";
  const removeErrors = replyFor(reply, "remove-member")?.error?.[""] ?? undefined;
  const revokeErrors = replyFor(reply, "revoke-invite")?.error?.[""] ?? undefined;
  return (
    <section className="card" id="company-members" aria-labelledby="company-members-heading">
      <h2 id="company-members-heading">{t("members.heading")}</h2>
      <FormErrors id="company-remove-errors" errors={removeErrors ?? undefined} />
      <DataTable testId="company-members" columns={[t("members.name"), t("members.role"), t("members.joined"), ...(isOwner ? [t("members.actions")] : [])]}>
        {company.members.map((member) => (
          <tr key={member.userId} data-testid="company-member">
            <td>
              <bdi>{member.name}</bdi>
              {member.userId === company.viewerId ? <span className="muted"> ({t("members.you")})</span> : null}
              <span className="member-email" dir="ltr">
                {member.email}
              </span>
            </td>
            <td>
              <span className="badge">{t(`roles.${member.role}`)}</span>
            </td>
            <td>{member.joined}</td>
            {isOwner ? (
              <td>
                {member.userId !== company.viewerId ? (
                  <div className="member-actions">
                    <CompanyButtonForm
                      intent="set-role"
                      values={{ userId: member.userId, role: member.role === "owner" ? "member" : "owner" }}
                      label={t(member.role === "owner" ? "members.makeMember" : "members.makeOwner")}
                      named={t(member.role === "owner" ? "members.makeMemberNamed" : "members.makeOwnerNamed", { name: isolate(member.name) })}
                    />
                    <CompanyButtonForm
                      intent="remove-member"
                      values={{ userId: member.userId }}
                      label={t("members.remove")}
                      named={t("members.removeNamed", { name: isolate(member.name) })}
                      danger
                    />
                  </div>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </DataTable>
      {isOwner ? (
        <>
          <h3>{t("invites.pendingHeading")}</h3>
          <FormErrors id="company-revoke-errors" errors={revokeErrors ?? undefined} />
          {company.invites.length > 0 ? (
            <ul className="doc-list" data-testid="company-invites">
              {company.invites.map((invite) => (
                <li key={invite.id} data-testid="company-invite">
                  <span dir="ltr">{invite.email}</span> <span className="badge">{t(`roles.${invite.role}`)}</span>{" "}
                  <span className="muted">{t("invites.expires", { date: invite.expires })}</span>
                  <CompanyButtonForm
                    intent="revoke-invite"
                    values={{ id: invite.id }}
                    label={t("invites.revoke")}
                    named={t("invites.revokeNamed", { email: invite.email })}
                    danger
                    className="inline-form"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t("invites.none")}</p>
          )}
          {/* A new key after each sent invitation clears the form (with JavaScript the page is not reloaded). */}
          <InviteForm key={company.invites.map((i) => i.id).join()} reply={reply} />
        </>
      ) : null}
    </section>
  );
}

function InviteForm({ reply }: { reply?: CompanyFormReply | null }) {
  const { t } = useTranslation("company");
  const [form, fields] = useForm<Record<"email" | "role", string>>({
    id: "company-invite-form",
    lastResult: replyFor(reply, "invite"),
    defaultValue: { role: "member" },
  });
  const chosen = fields.role.value ?? fields.role.initialValue ?? "member";
  return (
    <CompanyForm form={form} intent="invite" heading={{ id: "company-invite-heading", text: t("invites.heading") }} hint={t("invites.intro")} submit={t("invites.send")}>
      <TextField meta={fields.email} label={t("invites.email")} type="email" autoComplete="off" dir="ltr" />
      <fieldset className="field" aria-describedby={fields.role.errors?.length ? fields.role.errorId : undefined}>
        <legend>{t("invites.role")}</legend>
        <div className="choice-row">
          {(["member", "owner"] as const).map((role) => (
            <label key={role} className="choice">
              <input type="radio" name={fields.role.name} value={role} defaultChecked={chosen === role} />
              <span>
                <strong>{t(`roles.${role}`)}</strong>
                <span className="muted block">{t(`invites.roleHints.${role}`)}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldErrors id={fields.role.errorId} errors={fields.role.errors} />
      </fieldset>
    </CompanyForm>
  );
}
