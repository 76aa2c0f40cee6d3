import { z } from "zod";
import { ROLES } from "#db/schema";
import { textField } from "#server/common/fields";
import { MAX_PAGE, searchQuery } from "#server/common/search";
import { singleLineString } from "#server/common/text";

/**
 * Inputs of the back office's user procedures (issue 10 §3). Messages are locale keys, as on every
 * form. A user id is untrusted text: "not found" is decided by the lookup, not by its shape.
 */

/** The role filter: the four roles of profiles.user_type, and "unset" for an account without one. */
export const USER_ROLE_FILTERS = [...ROLES, "unset"] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];

/**
 * The state filter. "active" is an account that can sign in (email confirmed, not suspended);
 * the verification states are the documents' review (profiles.verification_status).
 */
export const USER_STATES = ["active", "suspended", "unconfirmed", "verification_pending", "verification_rejected"] as const;
export type UserState = (typeof USER_STATES)[number];

export const USER_SORTS = ["created-desc", "created-asc", "name-asc", "name-desc", "email-asc", "email-desc"] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const USERS_PAGE_SIZE = 20;
export const SUSPENSION_REASON_MAX_LENGTH = 1000;
/** What the detail page lists of a person's consultations, cases and history (newest first). */
export const DETAIL_LIST_LIMIT = 20;

export const userId = singleLineString().trim().min(1).max(128);

export const listUsersInput = z.object({
  q: searchQuery().optional(),
  role: z.enum(USER_ROLE_FILTERS).optional(),
  state: z.enum(USER_STATES).optional(),
  sort: z.enum(USER_SORTS).default("created-desc"),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
});
export type ListUsersInput = z.input<typeof listUsersInput>;

export const suspensionReason = textField({ min: 3, max: SUSPENSION_REASON_MAX_LENGTH, tooShort: "adminUsers:validation.reasonTooShort" });

export const userIdInput = z.object({ userId });
/** Suspending an account, or resetting its second factor: the reason is kept in the audit log. */
export const suspendUserInput = z.object({ userId, reason: suspensionReason });
