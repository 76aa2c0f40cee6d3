/**
 * The booking page's forms, parsed on the server with conform (messages are locale keys). The
 * procedures check the same things again; these give field-by-field messages first.
 */
import { z } from "zod";
import { CONSULTATION_KINDS, VOICE_MODES } from "#db/schema";
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  MESSAGE_MAX_LENGTH,
  REASON_MAX_LENGTH,
  REASON_MIN_LENGTH,
} from "#server/consultations/constants";
import { phoneField } from "#server/common/fields";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";

export const descriptionField = z
  .string({ error: "consultations:validation.descriptionRequired" })
  .trim()
  .min(DESCRIPTION_MIN_LENGTH, "consultations:validation.descriptionMin")
  .max(DESCRIPTION_MAX_LENGTH, "validation.tooLong");

export const bookForm = z
  .object({
    service: z.enum(PRACTICE_AREAS, { error: "consultations:validation.service" }),
    kind: z.enum(CONSULTATION_KINDS, { error: "consultations:validation.kind" }),
    lawyer: z.union([z.literal("any"), z.uuid()], { error: "consultations:validation.lawyer" }),
    voiceMode: z.enum(VOICE_MODES, { error: "consultations:validation.voiceMode" }).optional(),
    slot: z.iso.datetime({ offset: true, error: "consultations:validation.slot" }).optional(),
    description: descriptionField,
    phone: phoneField,
  })
  .superRefine((value, ctx) => {
    if (value.kind === "voice" && !value.voiceMode) {
      ctx.addIssue({ code: "custom", path: ["voiceMode"], message: "consultations:validation.voiceMode" });
    }
    if (value.kind !== "written" && !value.slot) {
      ctx.addIssue({ code: "custom", path: ["slot"], message: "consultations:validation.slot" });
    }
  });

/** Before signing in: only what was typed so far is kept (in a signed cookie), files never. */
export const draftForm = z.object({
  description: z.string().max(DESCRIPTION_MAX_LENGTH).optional().default(""),
  phone: z.string().max(32).optional().default(""),
});

export const reasonField = z
  .string({ error: "consultations:validation.reasonRequired" })
  .trim()
  .min(REASON_MIN_LENGTH, "consultations:validation.reasonMin")
  .max(REASON_MAX_LENGTH, "validation.tooLong");

export const messageField = z
  .string({ error: "consultations:validation.messageRequired" })
  .trim()
  .min(1, "consultations:validation.messageRequired")
  .max(MESSAGE_MAX_LENGTH, "validation.tooLong");
