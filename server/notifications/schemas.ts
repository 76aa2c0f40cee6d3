import { z } from "zod";
import { formNumber, recordId } from "#server/common/fields";
import { ADMIN_EMAIL_FREQUENCIES } from "#db/schema";

/**
 * The inputs of notifications.* (./router.ts); the notifications page's buttons (app/routes/notifications)
 * post these, with the page they were on.
 */
const MAX_PAGE = 10_000;
const page = z.number().int().min(1).max(MAX_PAGE).default(1);

export const listNotificationsInput = z
  .object({ page, pageSize: z.number().int().min(1).max(50).default(20) })
  .default({ page: 1, pageSize: 20 });

export const latestNotificationsInput = z.object({ limit: z.number().int().min(1).max(20).default(5) }).default({ limit: 5 });

export const notificationIdInput = z.object({ id: z.uuid() });

export const markConsultationReadInput = z.object({ consultationId: z.uuid() });

/**
 * Any UUID-shaped id, as the case procedures take it (zod's uuid() also checks the RFC version bits, which
 * PostgreSQL does not): an id that names no case simply marks nothing.
 */
export const markCaseReadInput = z.object({ caseId: recordId });

/** The page's three buttons: read one (and stay on this page), read all, open one. */
export const notificationActionForm = z.discriminatedUnion("intent", [
  notificationIdInput.extend({ intent: z.literal("read"), page: formNumber(page) }),
  z.object({ intent: z.literal("readAll"), page: formNumber(page) }),
  notificationIdInput.extend({ intent: z.literal("open") }),
]);

/** Issue 29: an admin's choice of emails about new work. */
export const adminEmailFrequencyInput = z.object({ frequency: z.enum(ADMIN_EMAIL_FREQUENCIES) });
