/**
 * Issue 29: the kinds of new work that wait for the firm's admins, each a notification type of its own
 * (server/notifications/admin-notices.ts writes them; app/components/notifications/notification-text.ts words them;
 * app/locales/{ar,en}/notifications.json `admin.<kind>` and emails.json `adminNotice.kinds.<kind>`), and the queue
 * each leads to.
 */
export const ADMIN_NOTICE_KINDS = [
  "admin_verification_submitted",
  "admin_verification_resubmitted",
  "admin_standing_request",
  "admin_company_request",
  "admin_contact_message",
  "admin_job_application",
] as const;
export type AdminNoticeKind = (typeof ADMIN_NOTICE_KINDS)[number];

export const ADMIN_NOTICE_QUEUES = {
  admin_verification_submitted: "/dashboard/admin/verifications",
  admin_verification_resubmitted: "/dashboard/admin/verifications",
  admin_standing_request: "/dashboard/admin/standing",
  admin_company_request: "/dashboard/admin/inbox/company-requests",
  admin_contact_message: "/dashboard/admin/inbox/contact",
  admin_job_application: "/dashboard/admin/inbox/applications",
} as const satisfies Record<AdminNoticeKind, string>;

export const isAdminNoticeKind = (type: string): type is AdminNoticeKind => (ADMIN_NOTICE_KINDS as readonly string[]).includes(type);

/** Items of one kind arriving within this window join one notification (and one email) instead of one each. */
export const ADMIN_NOTICE_WINDOW_MINUTES = 30;
