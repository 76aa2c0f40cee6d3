import { getFormProps, useForm } from "@conform-to/react";
import { TableScroll } from "~/components/ui/table-scroll";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors, FormErrors, TextField } from "~/components/forms/fields";
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
      <TableScroll>
        <table className="data-table" data-testid="company-members">
          <thead>
            <tr>
              <th scope="col">{t("members.name")}</th>
              <th scope="col">{t("members.role")}</th>
              <th scope="col">{t("members.joined")}</th>
              {isOwner ? <th scope="col">{t("members.actions")}</th> : null}
            </tr>
          </thead>
          <tbody>
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
                        <Form method="post">
                          <input type="hidden" name="intent" value="set-role" />
                          <input type="hidden" name="userId" value={member.userId} />
                          <input type="hidden" name="role" value={member.role === "owner" ? "member" : "owner"} />
                          <button
                            type="submit"
                            className="btn-link"
                            aria-label={t(member.role === "owner" ? "members.makeMemberNamed" : "members.makeOwnerNamed", {
                              name: isolate(member.name),
                            })}
                          >
                            {t(member.role === "owner" ? "members.makeMember" : "members.makeOwner")}
                          </button>
                        </Form>
                        <Form method="post">
                          <input type="hidden" name="intent" value="remove-member" />
                          <input type="hidden" name="userId" value={member.userId} />
                          <button
                            type="submit"
                            className="btn-link danger"
                            aria-label={t("members.removeNamed", {
                              name: isolate(member.name),
                            })}
                          >
                            {t("members.remove")}
                          </button>
                        </Form>
                      </div>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
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
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="intent" value="revoke-invite" />
                    <input type="hidden" name="id" value={invite.id} />
                    <button
                      type="submit"
                      className="btn-link danger"
                      aria-label={t("invites.revokeNamed", {
                        email: invite.email,
                      })}
                    >
                      {t("invites.revoke")}
                    </button>
                  </Form>
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
    <Form method="post" {...getFormProps(form)} className="form" aria-labelledby="company-invite-heading">
      <h3 id="company-invite-heading">{t("invites.heading")}</h3>
      <p className="hint">{t("invites.intro")}</p>
      <input type="hidden" name="intent" value="invite" />
      <FormErrors id={form.errorId} errors={form.errors} />
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
      <button type="submit" className="btn-primary">
        {t("invites.send")}
      </button>
    </Form>
  );
}
