import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { InboxKind } from "#server/inbox/constants";
import type { InboxHistoryEntry } from "#server/inbox/items";
import { assignInput, STATE_INPUT_OF, textInput } from "#server/inbox/schemas";
import {
  INBOX_PATHS,
  readInboxParams,
  type HistoryEntryView,
  type InboxIntent,
  type InboxItemView,
  type InboxRowView,
  type StaffOption,
} from "~/components/inbox/types";
import { getTranslator } from "~/i18n/i18next.server";
import { requireRole } from "~/utils/guards.server";
import type { AppLocale } from "~/i18n/config";
import { flashToasts } from "~/utils/flash.server";
import { formatDateTime } from "~/utils/format";
import { requireForm } from "~/utils/multipart.server";
import { makeToast, type Toast } from "~/utils/toast";
import { callerFor, errorCodeOf, orNotFound } from "~/utils/trpc.server";

/**
 * The inbox pages' loaders and actions (issue 10 §5): GET parameters read leniently (a stale value
 * shows everything), and the item forms (state, assignee, reply, note) as plain POSTs with an
 * `intent`, validated here and again by the procedures, which decide who may do what.
 */

type Caller = Awaited<ReturnType<typeof callerFor>>;

/** The text in the page's language, or the other one when it is empty, with that language named (design: fall back, marked). */
export function inLocale(texts: { ar: string; en: string }, locale: AppLocale): { text: string; lang?: "ar" | "en" } {
  if (texts[locale]?.trim()) return { text: texts[locale] };
  const other = locale === "ar" ? "en" : "ar";
  return { text: texts[other], lang: other };
}

export function historyView(entries: InboxHistoryEntry[], locale: AppLocale): HistoryEntryView[] {
  return entries.map((e) => ({
    id: e.id,
    at: formatDateTime(e.at, locale),
    atIso: new Date(e.at).toISOString(),
    kind: e.kind,
    actor: e.actor_name,
    fromStatus: e.from_status,
    toStatus: e.to_status,
    assignee: e.assignee_name,
    body: e.body,
    mailTo: e.mail_to,
    mailStatus: e.mail_status,
  }));
}

// ------------------------------------------------------------------ the lists

type Translator = Awaited<ReturnType<typeof getTranslator>>;
type Lists = {
  contact: Awaited<ReturnType<Caller["inbox"]["contact"]["list"]>>;
  applications: Awaited<ReturnType<Caller["inbox"]["applications"]["list"]>>;
  companyRequests: Awaited<ReturnType<Caller["inbox"]["companyRequests"]["list"]>>;
};
type RowText = Pick<InboxRowView, "who" | "whoDetail" | "about" | "aboutLang">;
/** What every inbox's rows and lists have. */
interface CommonRow {
  id: string;
  created_at: Date | string;
  status: string;
  assignee_name: string | null;
}
interface CommonList {
  counts: Record<string, number>;
  total: number;
  page: number;
  pageCount: number;
  rows: CommonRow[];
}

interface ListFilters {
  status?: string;
  assignee?: string;
  q?: string;
  posting?: string;
  page: number;
}

/** What each inbox's list shows of a row: who sent it and what it is about (the rest is common). */
const ROW_TEXT: { [K in InboxKind]: (row: Lists[K]["rows"][number], tr: Translator) => RowText } = {
  contact: (row) => ({ who: row.full_name, whoDetail: row.email, about: row.subject }),
  applications: (row, { locale }) => {
    const title = inLocale({ ar: row.posting_title_ar, en: row.posting_title_en }, locale);
    return { who: row.full_name, whoDetail: row.email, about: title.text, aboutLang: title.lang };
  },
  companyRequests: (row, { t, locale }) => ({
    who: inLocale({ ar: row.legal_name_ar, en: row.legal_name_en }, locale).text || t("adminInbox:companyRequests.noCompanyName"),
    whoDetail: row.requester_name,
    about: t(`company:services.${row.service}`, { defaultValue: row.service }),
  }),
};

/**
 * An inbox's list page (issue 10 §5): the filters from the URL, the rows newest first with their
 * counts per state, the staff its items may be assigned to, and (applications) the postings to filter by.
 */
export async function loadInboxList(request: Request, kind: InboxKind) {
  await requireRole(request, ["admin"]);
  const params = readInboxParams(kind, new URL(request.url).searchParams);
  const caller = await callerFor(request);
  const input: ListFilters = { status: params.status, assignee: params.assignee, q: params.q, page: params.page };
  const [tr, list, staff, postings] = await Promise.all([
    getTranslator(request),
    // Each inbox's procedure takes these filters (the applications' the posting too) and answers a CommonList.
    (caller.inbox[kind].list as (filters: ListFilters) => Promise<CommonList>)(kind === "applications" ? { ...input, posting: params.posting } : input),
    caller.inbox.staff({ inbox: kind }),
    kind === "applications" ? caller.inbox.applications.postings() : null,
  ]);
  const rowText = ROW_TEXT[kind] as unknown as (row: CommonRow, tr: Translator) => RowText;
  return {
    params,
    staff,
    ...(postings ? { postings: postings.map((p) => ({ id: p.id, title: inLocale({ ar: p.title_ar, en: p.title_en }, tr.locale).text })) } : {}),
    counts: list.counts,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map(
      (row): InboxRowView => ({
        id: row.id,
        received: formatDateTime(row.created_at, tr.locale),
        receivedIso: new Date(row.created_at).toISOString(),
        ...rowText(row, tr),
        status: row.status,
        assignee: row.assignee_name,
      }),
    ),
    meta: { title: tr.t(`adminInbox:${kind}.metaTitle`), description: tr.t(`adminInbox:${kind}.intro`) },
  };
}

// ------------------------------------------------------------------ an item

interface CommonItem {
  id: string;
  status: string;
  assignee_id: string | null;
  created_at: Date | string;
  staff: StaffOption[];
  history: InboxHistoryEntry[];
}

/**
 * An inbox item page's common reads (admins only): the item through its inbox's `byId` (404 when there
 * is none), what every item's page shows of it (`common`), the staff it may be assigned to and its
 * history for the page, in the visitor's language.
 */
export async function loadInboxItem<T extends CommonItem>(request: Request, byId: (caller: Caller) => Promise<T>) {
  await requireRole(request, ["admin"]);
  const caller = await callerFor(request);
  const [tr, item] = await Promise.all([getTranslator(request), orNotFound(byId(caller))]);
  const common: InboxItemView = {
    id: item.id,
    status: item.status,
    assigneeId: item.assignee_id,
    received: formatDateTime(item.created_at, tr.locale),
    receivedIso: new Date(item.created_at).toISOString(),
  };
  return { ...tr, item, common, staff: item.staff, history: historyView(item.history, tr.locale) };
}

// ------------------------------------------------------------------ the item's forms

/** Each form is its procedure's input (server/inbox/schemas.ts) without the item's id, which is the URL's. */
const FORMS = {
  status: (kind: InboxKind) => STATE_INPUT_OF[kind].omit({ id: true }),
  assign: () => assignInput.omit({ id: true }),
  note: () => textInput.pick({ body: true }),
  reply: () => textInput.pick({ body: true }),
} as const;

const INTENTS_OF: Record<InboxKind, readonly InboxIntent[]> = {
  contact: ["status", "assign", "reply", "note"],
  applications: ["status", "assign", "note"],
  companyRequests: ["status", "assign", "reply", "note"],
};

/** Runs one intent through the inbox's procedure; the toasts that say how it went. */
async function runIntent(caller: Caller, kind: InboxKind, id: string, intent: InboxIntent, value: Record<string, unknown>): Promise<Toast[]> {
  const saved = (key: string) => makeToast({ kind: "success", title: "changesSaved", description: `adminInbox:toasts.${key}` });
  const inbox = caller.inbox[kind];
  switch (intent) {
    case "status": {
      const status = value.status as never;
      if (kind === "applications") {
        const result = await caller.inbox.applications.setStatus({ id, status });
        return [saved(result.mailed ? "statusMailed" : "status")];
      }
      if (kind === "contact") await caller.inbox.contact.setStatus({ id, status });
      else await caller.inbox.companyRequests.setStatus({ id, status });
      return [saved("status")];
    }
    case "assign": {
      const assigneeId = value.assigneeId as string | null;
      await inbox.assign({ id, assigneeId });
      return [saved(assigneeId ? "assigned" : "unassigned")];
    }
    case "note":
      await inbox.addNote({ id, body: value.body as string });
      return [saved("note")];
    case "reply": {
      const replying = kind === "companyRequests" ? caller.inbox.companyRequests.reply : caller.inbox.contact.reply;
      await replying({ id, body: value.body as string });
      return [saved("replied")];
    }
  }
}

/**
 * An inbox item's action: one plain POST per form with an `intent`. Bad input answers 400 with the
 * field errors (nothing is written); a refused change answers with the catalogue message in the
 * visitor's language; success redirects back (303) with a flashed toast, with or without JavaScript.
 */
export async function handleInboxAction(request: Request, kind: InboxKind, id: string) {
  await requireRole(request, ["admin"]);
  const form = await requireForm(request);
  const intent = form.get("intent");
  if (typeof intent !== "string" || !(INTENTS_OF[kind] as readonly string[]).includes(intent)) {
    return data({ intent: null, result: null, error: "common:errors.invalid_input" }, { status: 400 });
  }
  const key = intent as InboxIntent;
  const submission = parseWithZod(form, { schema: FORMS[key](kind) });
  if (submission.status !== "success") return data({ intent: key, result: submission.reply(), error: null }, { status: 400 });
  let toasts: Toast[];
  try {
    toasts = await runIntent(await callerFor(request), kind, id, key, submission.value as Record<string, unknown>);
  } catch (error) {
    const code = errorCodeOf(error, `inbox ${kind} ${key}`);
    if (code === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
    const message = `common:errors.${code}`;
    const field = code === "inbox_assignee_invalid" || code === "lawyer_licence_expired" ? "assigneeId" : null;
    return data(
      { intent: key, result: submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }), error: message },
      { status: code === "unauthorized" ? 401 : code === "forbidden" ? 403 : 400 },
    );
  }
  return redirect(`${INBOX_PATHS[kind]}/${id}#${key === "reply" || key === "note" ? "history" : "work"}`, {
    status: 303,
    headers: { "Set-Cookie": await flashToasts(request, toasts) },
  });
}

/** An inbox item page's action (admins only): the forms of `handleInboxAction` for the item in the URL. */
export const inboxItemAction =
  (kind: InboxKind) =>
  ({ request, params }: ActionFunctionArgs) =>
    handleInboxAction(request, kind, params.id ?? "");
