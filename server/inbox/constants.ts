/**
 * The back office's inboxes (issue 10 §5): their states, in the order they are worked through, and
 * what each inbox's items are called in the audit log. Labels live in app/locales/{ar,en}/adminInbox.json
 * (`states.<inbox>.<state>`); the database refuses any other state (migration 0013).
 */
export const INBOX_KINDS = ["contact", "applications", "companyRequests"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const CONTACT_STATES = ["new", "in_progress", "answered", "closed"] as const;
export const APPLICATION_STATES = ["received", "shortlisted", "rejected", "hired"] as const;
export const COMPANY_REQUEST_STATES = ["submitted", "in_progress", "done"] as const;

export type ContactState = (typeof CONTACT_STATES)[number];
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export type CompanyRequestState = (typeof COMPANY_REQUEST_STATES)[number];

export const STATES_OF = {
  contact: CONTACT_STATES,
  applications: APPLICATION_STATES,
  companyRequests: COMPANY_REQUEST_STATES,
} as const satisfies Record<InboxKind, readonly string[]>;

/** The decisions an applicant is told of by email (issue 10 §5). */
export const APPLICATION_DECISIONS = ["shortlisted", "rejected", "hired"] as const satisfies readonly ApplicationState[];
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/** The audit log's entity type and action prefix of each inbox (server/audit/record.ts). */
export const AUDIT_OF = {
  contact: { entityType: "contact_message", action: "inbox.contact" },
  applications: { entityType: "job_application", action: "inbox.application" },
  companyRequests: { entityType: "company_service_request", action: "inbox.company_request" },
} as const satisfies Record<InboxKind, { entityType: string; action: string }>;

/** Rows per page of an inbox list. */
export const INBOX_PAGE_SIZE = 25;
export const INBOX_MAX_PAGE = 500;
/** A reply or an internal note (characters). */
export const INBOX_TEXT_MAX = 5000;
