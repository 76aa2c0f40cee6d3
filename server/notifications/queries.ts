import { sql } from "kysely";
import type { DB } from "#db/index";

/**
 * In-app notifications. Every read and write is scoped to the owner (`user_id`), so an id that
 * belongs to someone else behaves exactly like an id that does not exist.
 */

/** The navbar badge: one count over the partial index notifications_unread_idx. */
export async function countUnreadNotifications(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NotificationItem {
  id: string;
  type: string;
  createdAt: string;
  read: boolean;
  consultationId: string | null;
  reference: string | null;
  kind: string | null;
  startsAt: string | null;
  /** How the reader stands in the consultation: its client or (one of) its lawyers. */
  readerRole: "client" | "lawyer";
  /** The other party's name in both languages (a client's name is the same in both). */
  counterpart: { ar: string; en: string } | null;
  /** The time before a reschedule (ISO), when the event recorded it. */
  previousStartsAt: string | null;
  reason: string | null;
  /** Case notifications (type `case_*`): the case and the facts the sentence needs. */
  caseId: string | null;
  caseTitle: { ar: string; en: string } | null;
  /** Who made the change (a person's name is the same in both languages). */
  actorName: string | null;
  status: string | null;
  fileName: string | null;
  /** Account notifications (verification review, issue 10 §2): where it leads, a licence's expiry, whose licence. */
  href?: string | null;
  expiresOn?: string | null;
  subjectName?: string | null;
  /** Review notices (issue 12 §4): the lawyer's English name, the reviewer's first name and the stars. */
  subjectNameEn?: string | null;
  reviewerName?: string | null;
  rating?: number | null;
  /** Issue 29: how many new items an admin's grouped notice stands for (server/notifications/admin-notices.ts). */
  count?: number | null;
  /** An escalated request's cause: "lawyer_unavailable" when its lawyer's licence lapsed (issue 25 §10). */
  cause?: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function baseQuery(db: DB, userId: string) {
  return db
    .selectFrom("notifications as n")
    .leftJoin("consultations as c", "c.id", "n.consultation_id")
    .leftJoin("lawyers as l", "l.id", "c.lawyer_id")
    .leftJoin("user as client", "client.id", "c.client_id")
    .select([
      "n.id",
      "n.type",
      "n.created_at",
      "n.read_at",
      "n.data",
      "n.consultation_id",
      "n.case_id",
      "c.reference",
      "c.kind",
      "c.starts_at",
      "c.client_id",
      "l.name_ar as lawyer_name_ar",
      "l.name_en as lawyer_name_en",
      "client.name as client_name",
    ])
    .where("n.user_id", "=", userId);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>["executeTakeFirstOrThrow"]>>;

function toItem(row: Row, userId: string): NotificationItem {
  const data = (typeof row.data === "string" ? JSON.parse(row.data) : (row.data ?? {})) as Record<string, unknown>;
  const readerRole = row.client_id === userId ? "client" : "lawyer";
  const counterpart =
    readerRole === "client"
      ? row.lawyer_name_ar || row.lawyer_name_en
        ? { ar: row.lawyer_name_ar || row.lawyer_name_en!, en: row.lawyer_name_en || row.lawyer_name_ar! }
        : null
      : row.client_name
        ? { ar: row.client_name, en: row.client_name }
        : null;
  const text = (key: string) => (typeof data[key] === "string" && (data[key] as string).trim() ? (data[key] as string) : null);
  if (row.case_id) {
    // Case notifications carry their own facts (server/cases/events.ts): no consultation to join.
    const titleAr = text("title_ar");
    const titleEn = text("title_en");
    return {
      id: row.id,
      type: row.type,
      createdAt: iso(row.created_at)!,
      read: row.read_at !== null,
      consultationId: null,
      reference: text("reference"),
      kind: null,
      startsAt: text("startsAt"),
      readerRole: "client",
      counterpart: null,
      previousStartsAt: text("previousStartsAt"),
      reason: text("reason"),
      caseId: row.case_id,
      caseTitle: titleAr || titleEn ? { ar: titleAr ?? titleEn!, en: titleEn ?? titleAr! } : null,
      actorName: text("actorName"),
      status: text("status"),
      fileName: text("fileName"),
    };
  }
  return {
    id: row.id,
    type: row.type,
    createdAt: iso(row.created_at)!,
    read: row.read_at !== null,
    consultationId: row.consultation_id,
    caseId: null,
    caseTitle: null,
    actorName: null,
    status: null,
    fileName: null,
    reference: row.reference,
    kind: row.kind,
    startsAt: iso(row.starts_at),
    readerRole,
    counterpart,
    previousStartsAt: typeof data.previousStartsAt === "string" ? data.previousStartsAt : null,
    reason: typeof data.reason === "string" && data.reason.trim() ? data.reason : null,
    // Only a path of ours: a notification never leads off the site.
    href: typeof data.href === "string" && data.href.startsWith("/") && !data.href.startsWith("//") ? data.href : null,
    expiresOn: text("expiresOn"),
    subjectName: text("lawyerName"),
    subjectNameEn: text("lawyerNameEn"),
    reviewerName: text("reviewerName"),
    rating: typeof data.rating === "number" ? data.rating : null,
    cause: text("cause"),
    count: typeof data.count === "number" ? data.count : null,
  };
}

export async function listNotifications(
  db: DB,
  args: { userId: string; page: number; pageSize: number },
): Promise<{ items: NotificationItem[]; page: number; pageSize: number; hasMore: boolean }> {
  const rows = await baseQuery(db, args.userId)
    .orderBy("n.created_at", "desc")
    .orderBy("n.id", "desc")
    .limit(args.pageSize + 1)
    .offset((args.page - 1) * args.pageSize)
    .execute();
  return {
    items: rows.slice(0, args.pageSize).map((row) => toItem(row, args.userId)),
    page: args.page,
    pageSize: args.pageSize,
    hasMore: rows.length > args.pageSize,
  };
}

/** One of the owner's notifications, or null (also when it is someone else's). */
export async function findNotification(db: DB, args: { userId: string; id: string }): Promise<NotificationItem | null> {
  const row = await baseQuery(db, args.userId).where("n.id", "=", args.id).executeTakeFirst();
  return row ? toItem(row, args.userId) : null;
}

/** Marks one of the owner's notifications read; false when the owner has no such notification. */
export async function markNotificationRead(db: DB, args: { userId: string; id: string }): Promise<boolean> {
  const result = await db
    .updateTable("notifications")
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where("id", "=", args.id)
    .where("user_id", "=", args.userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Opening a consultation reads its news: the person's unread notifications about it become read. */
export async function markConsultationNotificationsRead(db: DB, opts: { userId: string; consultationId: string }): Promise<number> {
  const result = await db
    .updateTable("notifications")
    .set({ read_at: sql<Date>`now()` })
    .where("user_id", "=", opts.userId)
    .where("consultation_id", "=", opts.consultationId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markAllNotificationsRead(db: DB, userId: string): Promise<number> {
  const result = await db
    .updateTable("notifications")
    .set({ read_at: sql<Date>`now()` })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Opening a case reads its news: the person's unread notifications about it become read. */
export async function markCaseNotificationsRead(db: DB, opts: { userId: string; caseId: string }): Promise<number> {
  const result = await db
    .updateTable("notifications")
    .set({ read_at: sql<Date>`now()` })
    .where("user_id", "=", opts.userId)
    .where("case_id", "=", opts.caseId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
