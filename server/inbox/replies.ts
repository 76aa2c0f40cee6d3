import type { DB } from "#db/index";
import { getEnv } from "#server/config/env";
import { firmSender, getFirmProfile } from "#server/firm/profile";
import { localeOf } from "~/i18n/config";
import { companyRequestReplyEmail, contactReplyEmail } from "./emails";
import { requireItemId } from "./inbox";
import { companyName, readCompanyRequest, serviceName } from "./inboxes";
import { lockItem, recordInboxEvent, touchItem, type InboxActor } from "./items";

/**
 * The two inboxes whose items are answered by email (issue 10 §5, issue 13 §1). The reply is kept in the
 * item's history with the audit entry and the email, in one transaction; the email goes from the mail
 * outbox after the commit and its outcome is recorded on the history entry.
 */

/**
 * Replies to the sender of a contact message in the language they chose (the reply typed by staff, in the
 * bilingual template, their message quoted) and marks the message answered.
 */
export async function replyToContactMessage(db: DB, opts: { actor: InboxActor; id: string; body: string }) {
  requireItemId(opts.id);
  await db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, "contact", opts.id);
    const row = await trx
      .selectFrom("contact_messages")
      .select(["email", "full_name", "subject", "message", "preferred_language", "created_at"])
      .where("id", "=", opts.id)
      .executeTakeFirstOrThrow();
    await touchItem(trx, "contact", opts.id, { status: "answered" });
    await recordInboxEvent(trx, {
      kind: "contact",
      itemId: opts.id,
      actor: opts.actor,
      type: "reply",
      fromStatus: item.status,
      toStatus: "answered",
      body: opts.body,
      mailTo: row.email,
      summary: `${item.label}: replied by email to ${row.email}`,
      before: { status: item.status },
      after: { status: "answered", reply: opts.body },
      // From the firm's own address with Reply-To, so the person can simply answer (issue 29).
      mails: async () => [
        {
          to: row.email,
          ...firmSender(await getFirmProfile(trx), localeOf(row.preferred_language)),
          ...contactReplyEmail({
            locale: localeOf(row.preferred_language),
            name: row.full_name,
            subject: row.subject,
            reply: opts.body,
            original: row.message,
            sentAt: new Date(row.created_at),
            staffName: opts.actor.viewer.user.name,
            contactUrl: `${getEnv().BASE_URL}/contact`,
          }),
        },
      ],
    });
  });
  return { status: "answered" as const };
}

/**
 * Answers a company's service request: every member of the company gets the reply in their own language,
 * and a request still "submitted" moves to "in progress". The members see the state on their dashboard.
 */
export async function replyToCompanyRequest(db: DB, opts: { actor: InboxActor; id: string; body: string }) {
  requireItemId(opts.id);
  const count = await db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, "companyRequests", opts.id);
    const row = (await readCompanyRequest(trx, opts.id))!;
    const members = await trx
      .selectFrom("company_members")
      .innerJoin("user", "user.id", "company_members.user_id")
      .select(["user.name", "user.email", "user.locale"])
      .where("company_members.company_id", "=", row.company_id)
      .where("user.suspended_at", "is", null)
      .orderBy("company_members.role")
      .execute();
    const to = item.status === "submitted" ? "in_progress" : item.status;
    await touchItem(trx, "companyRequests", opts.id, { status: to });
    const emails = members.map((m) => m.email).join(", ");
    const service = { ar: serviceName(row.service, "ar"), en: serviceName(row.service, "en") };
    const company = { ar: companyName(row, "ar"), en: companyName(row, "en") };
    await recordInboxEvent(trx, {
      kind: "companyRequests",
      itemId: opts.id,
      actor: opts.actor,
      type: "reply",
      fromStatus: item.status,
      toStatus: to,
      body: opts.body,
      mailTo: emails.length > 254 ? `${emails.slice(0, 253)}…` : emails,
      summary: `${item.label}: replied by email to ${members.length} member(s)`,
      before: { status: item.status },
      after: { status: to, reply: opts.body },
      mails: async () =>
        members.map((member) => ({
          to: member.email,
          ...companyRequestReplyEmail({
            locale: localeOf(member.locale),
            name: member.name,
            company,
            service,
            reply: opts.body,
            staffName: opts.actor.viewer.user.name,
            dashboardUrl: `${getEnv().BASE_URL}/dashboard/company`,
          }),
        })),
    });
    return members.length;
  });
  return { members: count };
}
