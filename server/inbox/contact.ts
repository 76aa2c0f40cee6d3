import { sql } from "kysely";
import type { DB } from "#db/index";
import { recordAudit } from "#server/audit/record";
import { isUuid } from "#server/common/ids";
import { getEnv } from "#server/config/env";
import { AppError } from "#server/errors/app-error";
import { AUDIT_OF, type ContactState } from "./constants";
import { assignedWhat, assignmentEmail, contactReplyEmail } from "./emails";
import {
  addNote,
  allOf,
  assigneeCondition,
  assignItem,
  changeState,
  countsOf,
  listHistory,
  listStaff,
  lockItem,
  notifyAssignee,
  pageOf,
  queueInboxMail,
  recordInboxEvent,
  searchCondition,
  touchItem,
  type InboxActor,
} from "./items";
import type { ContactListInput } from "./schemas";
import { isolate } from "#server/common/bidi";
import { localeOf } from "~/i18n/config";

/** Issue 10 §5: contact messages sent through /contact: new, in progress, answered, closed. */


export async function listContactMessages(db: DB, opts: { viewerId: string; input: ContactListInput }) {
  const { input } = opts;
  const filters = allOf([
    assigneeCondition("contact_messages.assignee_id", input.assignee, opts.viewerId),
    searchCondition("contact_messages.search_text", input.q),
  ]);
  const counted = await db
    .selectFrom("contact_messages")
    .select(["status", sql<number>`count(*)::int`.as("count")])
    .where(filters)
    .groupBy("status")
    .execute();
  const counts = countsOf("contact", counted);
  const total = counts[input.status ?? "all"] ?? 0;
  const paging = pageOf(total, input.page);
  let rows = db
    .selectFrom("contact_messages")
    .leftJoin("user as assignee", "assignee.id", "contact_messages.assignee_id")
    .select([
      "contact_messages.id",
      "contact_messages.full_name",
      "contact_messages.email",
      "contact_messages.subject",
      "contact_messages.preferred_language",
      "contact_messages.status",
      "contact_messages.created_at",
      "contact_messages.updated_at",
      "assignee.id as assignee_id",
      "assignee.name as assignee_name",
    ])
    .where(filters);
  if (input.status) rows = rows.where("contact_messages.status", "=", input.status);
  return {
    rows: await rows
      .orderBy("contact_messages.created_at", "desc")
      .orderBy("contact_messages.id", "desc")
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    counts,
    total,
    ...paging,
  };
}

export async function readContactMessage(db: DB, id: string) {
  if (!isUuid(id)) throw new AppError("not_found");
  const row = await db
    .selectFrom("contact_messages")
    .leftJoin("user as assignee", "assignee.id", "contact_messages.assignee_id")
    .select([
      "contact_messages.id",
      "contact_messages.full_name",
      "contact_messages.email",
      "contact_messages.phone",
      "contact_messages.subject",
      "contact_messages.message",
      "contact_messages.preferred_language",
      "contact_messages.status",
      "contact_messages.created_at",
      "contact_messages.updated_at",
      "assignee.id as assignee_id",
      "assignee.name as assignee_name",
    ])
    .where("contact_messages.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found");
  const [history, staff] = await Promise.all([listHistory(db, "contact", id), listStaff(db, "contact")]);
  return { ...row, status: row.status as ContactState, history, staff: staff.map(({ id, name, role }) => ({ id, name, role })) };
}

export async function setContactState(db: DB, opts: { actor: InboxActor; id: string; status: ContactState }) {
  if (!isUuid(opts.id)) throw new AppError("not_found");
  const result = await db.transaction().execute((trx) => changeState({ trx, kind: "contact", id: opts.id, to: opts.status, actor: opts.actor }));
  return { status: result.to };
}

export async function assignContactMessage(db: DB, opts: { actor: InboxActor; id: string; assigneeId: string | null }) {
  if (!isUuid(opts.id)) throw new AppError("not_found");
  const assignee = await db.transaction().execute(async (trx) => {
    const { assignee } = await assignItem({ trx, kind: "contact", ...opts });
    const message = await trx.selectFrom("contact_messages").select(["full_name", "subject"]).where("id", "=", opts.id).executeTakeFirstOrThrow();
    await notifyAssignee(trx, {
      assignee,
      actor: opts.actor,
      message: (staff) =>
        assignmentEmail({
          locale: staff.locale,
          name: staff.name,
          actorName: opts.actor.viewer.user.name,
          what: assignedWhat("contact", () => ({ name: isolate(message.full_name), subject: isolate(message.subject) })),
          url: `${getEnv().BASE_URL}/dashboard/admin/inbox/contact/${opts.id}`,
        }),
    });
    return assignee;
  });
  return { assigneeId: assignee?.id ?? null };
}

/**
 * Replies to the sender by email, in the language they chose (the reply typed by staff, in the
 * bilingual template, their message quoted), keeps the reply in the history and marks the message
 * answered, in one transaction with its audit entry; the email goes after the commit and its outcome
 * is recorded on the history entry (`sent`: false when it could not be sent).
 */
export async function replyToContactMessage(db: DB, opts: { actor: InboxActor; id: string; body: string }) {
  if (!isUuid(opts.id)) throw new AppError("not_found");
  await db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, "contact", opts.id);
    const row = await trx
      .selectFrom("contact_messages")
      .select(["email", "full_name", "subject", "message", "preferred_language", "created_at"])
      .where("id", "=", opts.id)
      .executeTakeFirstOrThrow();
    await touchItem(trx, "contact", opts.id, { status: "answered" });
    const eventId = await recordInboxEvent(trx, {
      kind: "contact",
      itemId: opts.id,
      actor: opts.actor,
      event: "reply",
      fromStatus: item.status,
      toStatus: "answered",
      body: opts.body,
      mailTo: row.email,
    });
    await recordAudit(trx, opts.actor, {
      action: `${AUDIT_OF.contact.action}.reply`,
      entityType: AUDIT_OF.contact.entityType,
      entityId: opts.id,
      summary: `${item.label}: replied by email to ${row.email}`,
      before: { status: item.status },
      after: { status: "answered", reply: opts.body },
    });
    const env = getEnv();
    await queueInboxMail(trx, eventId, {
      to: row.email,
      ...contactReplyEmail({
        locale: localeOf(row.preferred_language),
        name: row.full_name,
        subject: row.subject,
        reply: opts.body,
        original: row.message,
        sentAt: new Date(row.created_at),
        staffName: opts.actor.viewer.user.name,
        contactUrl: `${env.BASE_URL}/contact`,
      }),
    });
  });
  return { status: "answered" as const };
}

export async function noteOnContactMessage(db: DB, opts: { actor: InboxActor; id: string; body: string }) {
  if (!isUuid(opts.id)) throw new AppError("not_found");
  await db.transaction().execute((trx) => addNote({ trx, kind: "contact", ...opts }));
  return { saved: true as const };
}
