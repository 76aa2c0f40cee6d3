import { z } from "zod";
import { CONSULTATION_KINDS, VOICE_MODES } from "#db/schema";
import { isCalendarDate, phoneField, recordId, textField } from "#server/common/fields";
import { singleLineString } from "#server/common/text";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { MAX_POSTED_FILE_NAME_LENGTH } from "#server/storage/constants";
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, MAX_FILES_PER_UPLOAD, MESSAGE_MAX_LENGTH, REASON_MAX_LENGTH, REASON_MIN_LENGTH } from "./constants";

/**
 * Inputs of the consultation procedures (issue 4 §1). The pages' forms parse with the same schemas (conform;
 * messages are locale keys, shown in the visitor's language): the consultation page's and the lawyer desk's
 * decline and cancel, reschedule and message forms narrow these, and the booking form's fields are the
 * booking's, under the names its URL carries (service, lawyer, slot).
 */

/** Ids are untrusted text: anything that is not a UUID names nothing (not found, not "bad input"). */
export const anyId = recordId;
export const serviceArea = z.enum(PRACTICE_AREAS, { error: "consultations:validation.service" });
export const kind = z.enum(CONSULTATION_KINDS, { error: "consultations:validation.kind" });
export const qatarDate = z.string().max(10).refine(isCalendarDate);
/** An instant with its offset (2026-11-22T06:00:00.000Z or ...+03:00), as slots returns them and a slot's radio posts it. */
export const slotTime = z.iso.datetime({ offset: true, error: "consultations:validation.slot" });
const instant = slotTime.transform((value) => new Date(value));

export const documents = z
  .array(
    z.object({
      key: singleLineString().max(64).optional(),
      fileName: z.string().max(MAX_POSTED_FILE_NAME_LENGTH),
      bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array).nullable(),
    }),
  )
  .max(MAX_FILES_PER_UPLOAD)
  .optional();

/** The booking's fields; the booking form takes them under its URL's names. */
export const bookingFields = {
  lawyerId: z.union([z.literal("any"), z.uuid()], { error: "consultations:validation.lawyer" }),
  serviceArea,
  kind,
  voiceMode: z.enum(VOICE_MODES, { error: "consultations:validation.voiceMode" }).optional(),
  description: textField({
    min: DESCRIPTION_MIN_LENGTH,
    max: DESCRIPTION_MAX_LENGTH,
    required: "consultations:validation.descriptionRequired",
    tooShort: "consultations:validation.descriptionMin",
  }),
  phone: phoneField,
};

/** A voice consultation says how it is held, and everything but a written question has its time. */
export function checkBookingChoice(
  value: { kind: string; voiceMode?: string; startsAt?: unknown },
  ctx: z.RefinementCtx,
  paths: { voiceMode: string; startsAt: string } = { voiceMode: "voiceMode", startsAt: "startsAt" },
): void {
  if (value.kind === "voice" && !value.voiceMode) ctx.addIssue({ code: "custom", path: [paths.voiceMode], message: "consultations:validation.voiceMode" });
  if (value.kind !== "written" && !value.startsAt) ctx.addIssue({ code: "custom", path: [paths.startsAt], message: "consultations:validation.slot" });
}

export const bookInput = z
  .object({ ...bookingFields, startsAt: instant.optional(), documents })
  .superRefine((value, ctx) => checkBookingChoice(value, ctx));
export type BookInput = z.input<typeof bookInput>;

export const consultationIdInput = z.object({ id: anyId });

/** Declining or cancelling: the reason is told to the other party. */
export const reasonInput = z.object({
  id: anyId,
  reason: textField({
    min: REASON_MIN_LENGTH,
    max: REASON_MAX_LENGTH,
    required: "consultations:validation.reasonRequired",
    tooShort: "consultations:validation.reasonMin",
  }),
});

export const rescheduleInput = z.object({ id: anyId, startsAt: instant });

export const messageInput = z.object({
  id: anyId,
  body: textField({ min: 1, max: MESSAGE_MAX_LENGTH, required: "consultations:validation.messageRequired" }),
  documents,
});
