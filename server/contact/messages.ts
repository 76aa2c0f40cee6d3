import { z } from "zod";
import type { DB } from "#db/index";
import { emailField, fullNameField } from "#server/accounts/schemas";
import { honeypotField, isHoneypotFilled, optionalPhoneField, textField } from "#server/common/fields";
import { getEnv } from "#server/config/env";
import { enqueueMails } from "#server/mail/outbox";
import { contactConfirmationEmail, contactNoticeEmail } from "#server/mail/templates";
import { logger } from "#server/observability/logger";
import { enforceFormRateLimit } from "#server/rate-limit/forms";
import { noticeAdmins } from "#server/notifications/admin-notices";
import { ADMIN_NOTICE_QUEUES } from "#server/notifications/constants";

/** The contact form's fields; the route (conform) and the procedure both parse with sendContactMessageInput. */
const contactFields = {
  fullName: fullNameField,
  email: emailField,
  phone: optionalPhoneField,
  subject: textField({ min: 3, max: 150, tooShort: "validation.subjectMin" }).refine((v) => !/[\r\n]/.test(v), {
    message: "validation.singleLine",
  }),
  message: textField({ min: 10, max: 5000, tooShort: "validation.messageMin" }),
  preferredLanguage: z.enum(["ar", "en"], { error: "validation.preferredLanguage" }),
  website: honeypotField,
};

export const sendContactMessageInput = z.object(contactFields);
export type SendContactMessageInput = z.infer<typeof sendContactMessageInput>;

/**
 * Issue 3 §1: stores the message, mails the firm and confirms to the sender in the language they
 * chose. A filled honeypot is answered like a success and nothing is stored or sent; the rate limit
 * (per IP and per email) is counted before anything is written.
 */
export async function sendContactMessage(opts: { db: DB; ip: string; input: SendContactMessageInput }) {
  const { db, input } = opts;
  if (isHoneypotFilled(input.website)) {
    logger.info("contact form honeypot filled; dropped", { ip: opts.ip });
    return { received: true as const };
  }
  await enforceFormRateLimit(db, { form: "contact", ip: opts.ip, email: input.email });
  const env = getEnv();
  const mails = [
    {
      to: env.FIRM_EMAIL,
      ...contactNoticeEmail({
        name: input.fullName,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject,
        message: input.message,
        preferredLanguage: input.preferredLanguage,
      }),
    },
    {
      to: input.email,
      ...contactConfirmationEmail({ name: input.fullName, locale: input.preferredLanguage }),
    },
  ];
  // The message and both emails commit together.
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("contact_messages")
      .values({
        full_name: input.fullName,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject,
        message: input.message,
        preferred_language: input.preferredLanguage,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueueMails(trx, mails);
    await noticeAdmins(trx, "admin_contact_message", { href: `${ADMIN_NOTICE_QUEUES.admin_contact_message}/${row.id}` });
  });
  return { received: true as const };
}
