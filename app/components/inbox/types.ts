import type { SubmissionResult } from "@conform-to/react";
import type { InboxKind } from "#server/inbox/constants";

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

export interface InboxListParams {
  status?: string;
  assignee?: string;
  q?: string;
  posting?: string;
  page: number;
}

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
