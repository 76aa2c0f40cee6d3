import { z } from "zod";
import { emailField, fullNameField, localeField, optionalPhoneField } from "#server/common/fields";
import { multilineString } from "#server/common/text";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";

/**
 * The inputs of chatbot.* (./router.ts). The page's hand-off form (app/routes/chatbot/route.tsx) is the
 * hand-off input without what the page adds itself (the conversation from its cookie, consent as a ticked box).
 */
export const MAX_RECALLED_QUESTIONS = 5;
/** The longest question the assistant reads (a question past it is refused by the form, cut by the search). */
export const MAX_QUESTION_LENGTH = 500;

const question = multilineString().trim().min(1, "chatbot:errors.empty").max(MAX_QUESTION_LENGTH, "chatbot:errors.tooLong");
const askedBefore = multilineString().trim().min(1).max(MAX_QUESTION_LENGTH);

export const askInput = z.object({ question, locale: localeField.optional() });

export const recallInput = z.object({ questions: z.array(askedBefore).max(MAX_RECALLED_QUESTIONS) });

export const handoffInput = z.object({
  consent: z.literal(true, { error: "chatbot:errors.consent" }),
  questions: z.array(askedBefore).min(1, "chatbot:errors.noConversation").max(20),
  note: multilineString().trim().max(2000, "validation.tooLong").optional(),
  preferredLanguage: z.enum(["ar", "en"], { error: "validation.preferredLanguage" }),
  fullName: fullNameField.optional(),
  email: emailField.optional(),
  phone: optionalPhoneField,
  serviceArea: z.enum(PRACTICE_AREAS, { error: "validation.required" }).optional(),
});

export const unansweredInput = z.object({ page: z.number().int().min(1).max(10_000).default(1), locale: localeField.optional() }).default({ page: 1 });
