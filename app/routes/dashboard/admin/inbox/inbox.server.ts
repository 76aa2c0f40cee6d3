import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { STATES_OF, type InboxKind } from "#server/inbox/constants";
import type { InboxHistoryEntry } from "#server/inbox/items";
import { staffText } from "#server/inbox/schemas";
import { INBOX_PATHS, type HistoryEntryView, type InboxIntent } from "~/components/inbox/types";
import type { AppLocale } from "~/i18n/config";
import { flashToasts } from "~/utils/flash.server";
import { formatDateTime } from "~/utils/format";
import { requireForm } from "~/utils/multipart.server";
import { makeToast, type Toast } from "~/utils/toast";
import { callerFor, errorCodeOf } from "~/utils/trpc.server";

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

// ------------------------------------------------------------------ the item's forms

const FORMS = {
  status: (kind: InboxKind) => z.object({ status: z.enum(STATES_OF[kind], { error: "adminInbox:validation.state" }) }),
  // The empty choice ("nobody") arrives as a missing value.
  assign: () => z.object({ assigneeId: z.string().max(128, "common:errors.invalid_input").optional() }),
  note: () => z.object({ body: staffText }),
  reply: () => z.object({ body: staffText }),
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
      const assigneeId = (value.assigneeId as string | undefined) || null;
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
