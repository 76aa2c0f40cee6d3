import { phoneField } from "#server/common/fields";
import { bookConsultation } from "#server/consultations/lifecycle";
import { BOOKING_ROLES } from "#server/consultations/router";
import { sendContactMessage } from "#server/contact/messages";
import { AppError, isAppError } from "#server/errors/app-error";
import { adminProcedure, publicProcedure, router, toTRPCError } from "#server/trpc/init";
import { answerQuestion } from "./answer";
import { askInput, handoffInput, recallInput, unansweredInput } from "./schemas";
import { modelFromEnv } from "./model";
import { listUnanswered, recordUnanswered } from "./unanswered";
import { claimQuestions, limitAsks, recordHandoffConsultation, releaseQuestions, TRANSCRIPT_HEADINGS } from "./limits";

/** The handoff's transcript: the visitor's own questions, as they asked them, one per line. */
function transcriptOf(questions: string[], lang: "ar" | "en"): string {
  return [TRANSCRIPT_HEADINGS[lang], ...questions.map((q) => `- ${q}`)].join("\n");
}

export const chatbotRouter = router({
  /** One question: answered from published content only; counted against the visitor's and the IP's limits; logged when unanswered. */
  ask: publicProcedure.input(askInput).mutation(async ({ ctx, input }) => {
    try {
      await limitAsks(ctx.db, { ip: ctx.clientIp, headers: ctx.headers, viewer: ctx.viewer });
    } catch (error) {
      if (isAppError(error)) throw toTRPCError(error);
      throw error;
    }
    const answer = await answerQuestion(ctx.db, input.question, { locale: input.locale, model: modelFromEnv() });
    // Out of scope is not content the firm lacks: only legal questions the site does not cover are kept for the admins.
    if (answer.status === "not_found") await recordUnanswered(ctx.db, input.question, answer.locale);
    return answer;
  }),

  /** The recent conversation again (the no-JavaScript page keeps it): no logging, a few questions at most. */
  recall: publicProcedure
    .input(recallInput)
    // The recent conversation is shown again, not asked again: a phrased reply comes from the cache or not at all.
    .query(async ({ ctx, input }) => Promise.all(input.questions.map((q) => answerQuestion(ctx.db, q, { model: modelFromEnv(), modelCacheOnly: true })))),

  /**
   * "I'd like to talk to a person", with the visitor's consent: a signed-in client's conversation becomes a
   * written-question consultation request (any suitable lawyer of the chosen service); anyone else's a
   * contact message that the firm receives, with a confirmation to the sender.
   */
  handoff: publicProcedure
    .input(handoffInput)
    .mutation(async ({ ctx, input }) => {
      // Issue 27 §7: each question reaches the office once, however often the form is posted.
      const bodyOf = (questions: string[]) => [transcriptOf(questions, input.preferredLanguage), input.note ? `\n${input.note}` : ""].join("");
      try {
        const viewer = ctx.viewer;
        if (viewer && (BOOKING_ROLES as readonly (string | null)[]).includes(viewer.role)) {
          const phone = phoneField.safeParse(input.phone ?? "");
          if (!phone.success) throw new AppError("invalid_input");
          const unsent = await claimQuestions(ctx.db, input.questions, { clientId: viewer.user.id });
          // Nothing new: the earlier handoff's request (null while a concurrent post is still booking it).
          if (unsent.questions.length === 0) return { kind: "consultation" as const, id: unsent.earlierConsultationId, repeated: true };
          const body = bodyOf(unsent.questions);
          const booked = await bookConsultation({
            db: ctx.db,
            storage: ctx.storage,
            viewer,
            clientIp: ctx.clientIp,
            headers: ctx.headers,
            input: { lawyerId: "any", serviceArea: input.serviceArea ?? "civil", kind: "written", description: body.slice(0, 5000), phone: phone.data, documents: [] },
          }).catch(async (error: unknown) => {
            await releaseQuestions(ctx.db, unsent.keys);
            throw error;
          });
          await recordHandoffConsultation(ctx.db, unsent.keys, booked.id);
          return { kind: "consultation" as const, id: booked.id as string | null, repeated: false };
        }
        if (!input.fullName || !input.email) throw new AppError("invalid_input");
        const unsent = await claimQuestions(ctx.db, input.questions, { email: input.email });
        if (unsent.questions.length === 0) return { kind: "contact" as const, id: null, repeated: true };
        const body = bodyOf(unsent.questions);
        await sendContactMessage({
          db: ctx.db,
          ip: ctx.clientIp,
          input: {
            fullName: input.fullName,
            email: input.email,
            phone: input.phone,
            subject: input.preferredLanguage === "ar" ? "محادثة من المساعد على الموقع" : "Conversation from the website assistant",
            message: body.slice(0, 5000),
            preferredLanguage: input.preferredLanguage,
          },
        }).catch(async (error: unknown) => {
          await releaseQuestions(ctx.db, unsent.keys);
          throw error;
        });
        return { kind: "contact" as const, id: null, repeated: false };
      } catch (error) {
        if (isAppError(error)) throw toTRPCError(error);
        throw error;
      }
    }),

  /** Issue 11 §3: what the assistant could not answer, most asked first (admins only). */
  unanswered: adminProcedure
    .input(unansweredInput)
    .query(({ ctx, input }) => listUnanswered(ctx.db, input)),
});
