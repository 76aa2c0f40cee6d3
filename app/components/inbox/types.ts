import type { SubmissionResult } from "@conform-to/react";
import { isUuid } from "#server/common/ids";
import { STATES_OF, type InboxKind } from "#server/inbox/constants";
import { listParam, listParams, type ParamSpec } from "~/components/back-office/list-page/params";

/** What the inbox pages show (issue 10 §5), computed by their loaders (app/utils/inbox.server.ts). */

export const INBOX_PATHS = {
  contact: "/dashboard/admin/inbox/contact",
  applications: "/dashboard/admin/inbox/applications",
  companyRequests: "/dashboard/admin/inbox/company-requests",
} as const satisfies Record<InboxKind, string>;

export interface StaffOption {
  id: string;
  name: string;
  role: "admin" | "lawyer";
}

/** The list's filters as URL parameters (in the order links write them); a value not allowed is dropped. */
function inboxListParams(kind: InboxKind) {
  return listParams({
    q: listParam.text(),
    status: listParam.choice<string>(STATES_OF[kind]),
    assignee: listParam.text(128),
    posting: { read: (value) => (kind === "applications" && value && isUuid(value) ? value : undefined) } as ParamSpec<string | undefined>,
    page: listParam.page(),
  });
}

export type InboxListParams = ReturnType<ReturnType<typeof inboxListParams>["read"]>;
export const readInboxParams = (kind: InboxKind, source: URLSearchParams) => inboxListParams(kind).read(source);
/** The list's own GET parameters (for links that keep the filters). */
export const inboxQuery = (params: InboxListParams) => inboxListParams("contact").query(params);

export interface InboxRowView {
  id: string;
  received: string;
  receivedIso: string;
  who: string;
  whoDetail: string | null;
  about: string;
  /** Set when `about` is in the other language (the page's own is missing). */
  aboutLang?: "ar" | "en";
  status: string;
  assignee: string | null;
}

/** What every inbox item's page shows of the item itself, whatever its inbox. */
export interface InboxItemView {
  id: string;
  status: string;
  assigneeId: string | null;
  received: string;
  receivedIso: string;
}

export interface HistoryEntryView {
  id: string;
  at: string;
  atIso: string;
  kind: "status" | "assignment" | "reply" | "note";
  actor: string;
  fromStatus: string | null;
  toStatus: string | null;
  assignee: string | null;
  body: string | null;
  mailTo: string | null;
  mailStatus: "pending" | "sent" | "failed" | null;
}

export type InboxIntent = "status" | "assign" | "note" | "reply";

/** What an inbox item's action answers on bad input or a refused change (the forms show it). */
export interface InboxActionData {
  intent: InboxIntent | null;
  result: SubmissionResult<string[]> | null;
}
