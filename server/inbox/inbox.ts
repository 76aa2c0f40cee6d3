import { sql, type RawBuilder, type SelectQueryBuilder, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { isUuid } from "#server/common/ids";
import { AppError } from "#server/errors/app-error";
import type { EmailContent } from "#server/mail/render";
import type { MailMessage } from "#server/mail/transport";
import { STATES_OF, type InboxKind } from "./constants";
import { addNote, allOf, assigneeCondition, assignItem, changeState, countsOf, listHistory, listStaff, pageOf, searchCondition, TABLE_OF, type InboxActor, type ListFilters, type StaffMember } from "./items";

/**
 * One inbox module for the back office's three inboxes (issue 10 §5): what differs between them is a
 * configuration (./inboxes.ts): the rows a list and a detail page read, what the search also looks in,
 * the email telling an assignee what they were given, and the email a change of state sends.
 */

type Trx = Transaction<Database>;
/** A query of the inbox's table (and what its rows show) before its filters, whatever it selects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the three inboxes' queries join different tables
type InboxQuery<Row> = SelectQueryBuilder<any, any, Row>;

export interface InboxConfig<K extends InboxKind, Row, Item> {
  kind: K;
  /** The table with what the search and the filters read joined, for the counts per state. */
  counted(db: DB): InboxQuery<object>;
  /** A list's rows (the assignee joined as `assignee`). */
  rows(db: DB): InboxQuery<Row>;
  /** What the search looks in besides the item's own search text. */
  searchAlso?: RawBuilder<string>;
  /** The inbox's own filters (the applications' posting). */
  filters?(input: ListFilters & Record<string, unknown>): (RawBuilder<boolean> | null)[];
  /** An item as its detail page shows it. */
  detail(db: DB): InboxQuery<Item>;
  /** The email telling a member of staff what they were assigned (in their language). */
  assignment(trx: Trx, opts: { id: string; staff: StaffMember; actor: InboxActor }): Promise<EmailContent>;
  /** The email a move to `status` sends, if any (an applicant's decision). */
  stateMail?(trx: Trx, opts: { id: string; status: string }): Promise<MailMessage | null>;
}

/** An id that cannot be an item's is "not found" before anything is read. */
export function requireItemId(id: string): void {
  if (!isUuid(id)) throw new AppError("not_found");
}

export async function listItems<K extends InboxKind, Row, Item>(
  db: DB,
  inbox: InboxConfig<K, Row, Item>,
  opts: { viewerId: string; input: ListFilters & Record<string, unknown> },
) {
  const { input } = opts;
  const table = TABLE_OF[inbox.kind];
  const filters = allOf([
    assigneeCondition(`${table}.assignee_id`, input.assignee, opts.viewerId),
    searchCondition(`${table}.search_text`, input.q, inbox.searchAlso),
    ...(inbox.filters?.(input) ?? []),
  ]);
  const counted = (await inbox
    .counted(db)
    .select([sql.ref<string>(`${table}.status`).as("status"), sql<number>`count(*)::int`.as("count")])
    .where(filters)
    .groupBy(sql.ref(`${table}.status`))
    .execute()) as { status: string; count: number }[];
  const counts = countsOf(inbox.kind, counted);
  const total = counts[input.status ?? "all"] ?? 0;
  const paging = pageOf(total, input.page);
  let rows = inbox.rows(db).where(filters);
  if (input.status) rows = rows.where(sql<boolean>`${sql.ref(`${table}.status`)} = ${input.status}`);
  return {
    rows: await rows
      .orderBy(sql.ref(`${table}.created_at`), "desc")
      .orderBy(sql.ref(`${table}.id`), "desc")
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    counts,
    total,
    ...paging,
  };
}

/** An item with its history and who it may be assigned to. */
export async function readItem<K extends InboxKind, Row, Item extends { status: string }>(db: DB, inbox: InboxConfig<K, Row, Item>, id: string) {
  requireItemId(id);
  const row = await inbox
    .detail(db)
    .where(sql<boolean>`${sql.ref(`${TABLE_OF[inbox.kind]}.id`)} = ${id}`)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found");
  const [history, staff] = await Promise.all([listHistory(db, inbox.kind, id), listStaff(db, inbox.kind)]);
  return { ...row, status: row.status as (typeof STATES_OF)[K][number], history, staff: staff.map(({ id, name, role }) => ({ id, name, role })) };
}

/** Moves an item to another state; `mailed`: the move sent an email (inboxes with a `stateMail`). */
export async function setItemState<K extends InboxKind, Row, Item>(db: DB, inbox: InboxConfig<K, Row, Item>, opts: { actor: InboxActor; id: string; status: string }) {
  requireItemId(opts.id);
  const stateMail = inbox.stateMail;
  return db.transaction().execute((trx) =>
    changeState({ trx, kind: inbox.kind, id: opts.id, to: opts.status, actor: opts.actor, mail: stateMail ? () => stateMail(trx, opts) : undefined }),
  );
}

export async function assignInboxItem<K extends InboxKind, Row, Item>(
  db: DB,
  inbox: InboxConfig<K, Row, Item>,
  opts: { actor: InboxActor; id: string; assigneeId: string | null },
) {
  requireItemId(opts.id);
  const { assignee } = await db.transaction().execute((trx) =>
    assignItem({ trx, kind: inbox.kind, ...opts, message: (staff) => inbox.assignment(trx, { id: opts.id, staff, actor: opts.actor }) }),
  );
  return { assigneeId: assignee?.id ?? null };
}

export async function noteOnItem<K extends InboxKind, Row, Item>(db: DB, inbox: InboxConfig<K, Row, Item>, opts: { actor: InboxActor; id: string; body: string }) {
  requireItemId(opts.id);
  await db.transaction().execute((trx) => addNote({ trx, kind: inbox.kind, ...opts }));
  return { saved: true as const };
}
