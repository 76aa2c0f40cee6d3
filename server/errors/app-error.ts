/**
 * Expected failures carry a code that maps to a message key in both locale files
 * (`errors.<code>` in app/locales/{ar,en}/common.json); anything else is unexpected and logged.
 */
export const APP_ERROR_CODES = [
  "not_found",
  "unauthorized",
  "forbidden",
  "invalid_input",
  "rate_limited",
  // the database is briefly unreachable (db/outage.ts): 503 with Retry-After
  "service_unavailable",
  // file storage (S3) is unreachable or failing (server/storage/s3.ts): 503, nothing was saved
  "storage_unavailable",
  "user_not_created",
  "sign_in_failed",
  "email_not_verified",
  "invalid_credentials",
  "password_too_common",
  "password_too_short",
  "wrong_current_password",
  "token_invalid",
  "profile_update_failed",
  "oauth_unavailable",
  "file_required",
  "file_too_large",
  "file_type_not_allowed",
  // consultations (server/consultations)
  "slot_taken",
  "slot_unavailable",
  "lawyer_unavailable",
  "already_taken",
  "file_refused",
  "cancel_cutoff_passed",
  "consultation_action_not_allowed",
  // voice calls (server/calls)
  "call_not_open",
  "voice_note_limit",
  // company accounts (server/company)
  "invite_invalid",
  "invite_expired",
  "invite_used",
  "invite_revoked",
  "invite_email_mismatch",
  "company_last_owner",
  "company_already_member",
  "company_membership_exists",
  // the lawyer's desk (server/lawyer-desk)
  "lawyer_profile_required",
  // cases (server/cases)
  "case_action_not_allowed",
  "case_closed",
  "lawyer_not_verified",
  "client_not_found",
  "case_company_mismatch",
  "consultation_not_eligible",
  "case_exists_for_consultation",
  "hearing_time_invalid",
  "hearing_past_time_invalid",
  "hearing_past_needs_outcome",
  "hearing_outcome_too_early",
  "calendar_token_invalid",
  // engagement letters (server/engagement)
  "engagement_terms_missing",
  "engagement_no_milestones",
  "engagement_letter_state",
  "signing_code_invalid",
  "signing_code_expired",
  "signing_code_locked",
  // the back office's inboxes (server/inbox)
  "inbox_unchanged",
  "inbox_assignee_invalid",
  // users in the back office (server/users)
  "account_suspended",
  "cannot_suspend_self",
  "user_already_suspended",
  "user_not_suspended",
  "email_already_confirmed",
  // changing one's own sign-in address (server/accounts/email-change.ts)
  "email_unchanged",
  // back-office publishing (server/legal-updates/editor.ts, server/library/editor.ts)
  "edit_conflict",
  "publication_state_conflict",
  "publish_time_invalid",
  // content editing in the back office (server/services/editor.ts, server/careers/postings.ts)
  "slug_taken",
  "slug_reserved",
  "related_page_unknown",
  "no_draft",
  "posting_closed",
  "posting_closing_date_passed",
  // the verification review (server/verifications)
  "verification_unchanged",
  "verification_not_rejected",
  "verification_documents_required",
  "licence_required",
  "licence_already_expired",
  "licence_not_lawyer",
  // a lapsed licence ends the lawyer's work (issue 25 §10): the lawyer acting, or someone giving them work
  "licence_expired",
  "lawyer_licence_expired",
  // two-factor sign-in (server/accounts/two-factor.ts, issue 12 §1)
  "two_factor_required",
  "two_factor_code_invalid",
  // a change of password or email of an enrolled account came without a code (issue 25 item 2)
  "two_factor_code_required",
  "two_factor_code_used",
  "recovery_code_invalid",
  "two_factor_challenge_expired",
  "two_factor_locked",
  "two_factor_already_enabled",
  "two_factor_not_enabled",
  "two_factor_not_set",
  // closing one's own account (server/privacy/deletion.ts, issue 12 §3)
  "account_deletion_blocked",
  "account_needs_password",
  // reviews of lawyers (server/reviews, issue 12 §4)
  "review_not_allowed",
  "review_window_closed",
  "review_exists",
  "review_reply_exists",
  "review_already_hidden",
  // a lawyer's stated courts and QFC rights (server/verifications/standing.ts, issue 13 §1)
  "standing_request_pending",
  "standing_request_decided",
  // invoices and payments (server/billing, issue 28 §3–§4)
  "engagement_not_signed",
  "milestone_already_invoiced",
  // the milestone is not in the signed letter, or its fee is not the one the client signed for (decision 043)
  "milestone_not_in_letter",
  "milestone_fee_not_agreed",
  "invoice_due_date_invalid",
  "invoice_not_payable",
  "invoice_not_refundable",
  "refund_exceeds_paid",
  "transfer_amount_mismatch",
  // the payment gateway could not be reached or answered badly: 503, nothing was marked paid
  "payment_gateway_unavailable",
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly retryAfterSeconds?: number;
  constructor(code: AppErrorCode, opts: { message?: string; retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(opts.message ?? code, { cause: opts.cause });
    this.name = "AppError";
    this.code = code;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * The record does not exist, or the caller may not see it: both look the same (spec: a denied read is
 * "not found"). Procedures answer it as NOT_FOUND (server/trpc/init.ts), pages as 404.
 */
export function notFound(): never {
  throw new AppError("not_found");
}
