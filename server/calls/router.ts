import { MAX_POSTED_FILE_NAME_LENGTH } from "#server/storage/constants";
import { z } from "zod";
import { AppError, notFound } from "#server/errors/app-error";
import { publicProcedure, router, toTRPCError, partyProcedure } from "#server/trpc/init";
import { canJoinCall, findCallForParty } from "./access";
import { voiceFees } from "./fees";
import { iceServers } from "./ice";
import { latestSignalId, signalInput, signalsAfter, storeSignal } from "./signals";
import { addVoiceNote, listVoiceNotes } from "./voice-notes";

const idInput = z.object({ id: z.uuid() });

const cursor = z.string().regex(/^\d{1,18}$/);

/**
 * In-browser calls (voice "in the browser", and video consultations) and voice notes (issue 4 §2).
 * Only the two parties of the consultation (its client and its assigned lawyer's account) get
 * anything here; for everyone else the consultation does not exist (NOT_FOUND), whatever they ask.
 */
export const callsRouter = router({
  /** Voice fees for /voice-consultation: the range over listed lawyers, and the chosen lawyer's fee. */
  voiceFees: publicProcedure.input(z.object({ lawyerId: z.uuid().optional() })).query(({ ctx, input }) => voiceFees(ctx.db, input)),

  /** What the call page needs: the parties, the window, whether the call can be joined now, ICE servers, voice notes. */
  room: partyProcedure.input(idInput).query(async ({ ctx, input }) => {
    const party = await findCallForParty(ctx.db, {
      consultationId: input.id,
      userId: ctx.viewer.user.id,
    });
    if (!party) notFound();
    const now = new Date();
    return {
      id: party.consultationId,
      reference: party.reference,
      role: party.role,
      selfId: party.selfId,
      otherId: party.otherId,
      clientName: party.clientName,
      lawyerName: party.lawyerName,
      status: party.status,
      kind: party.kind,
      voiceMode: party.voiceMode,
      /** The number the lawyer calls (shown to both parties; it is the client's own). */
      phone: party.phone,
      startsAt: party.startsAt.toISOString(),
      endsAt: party.endsAt.toISOString(),
      opensAt: party.opensAt.toISOString(),
      closesAt: party.closesAt.toISOString(),
      canJoin: canJoinCall(party, now),
      iceServers: canJoinCall(party, now) ? iceServers() : [],
      mayAddVoiceNote: party.kind === "voice" && party.role === "client" && (party.status === "requested" || party.status === "confirmed"),
      voiceNotes: await listVoiceNotes({
        db: ctx.db,
        storage: ctx.storage,
        consultationId: party.consultationId,
      }),
    };
  }),

  /**
   * Posts one signalling message to the other party: stored in call_signals and announced on the
   * "call" channel; the recipient's events stream delivers it. The recipient must be the other party.
   */
  signal: partyProcedure
    .input(
      z.object({
        id: z.uuid(),
        recipientId: z.string().min(1).max(64),
        signal: signalInput,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const party = await findCallForParty(ctx.db, {
        consultationId: input.id,
        userId: ctx.viewer.user.id,
      });
      if (!party) notFound();
      if (!party.otherId || input.recipientId !== party.otherId) throw toTRPCError(new AppError("invalid_input"));
      if (!canJoinCall(party, new Date())) throw toTRPCError(new AppError("call_not_open"));
      const id = await storeSignal(ctx.db, {
        consultationId: party.consultationId,
        senderId: party.selfId,
        recipientId: party.otherId,
        signal: input.signal,
      });
      return { id };
    }),

  /**
   * The viewer's messages after `after` (oldest first), or, without `after`, only the current cursor:
   * a fresh page does not replay a previous page's conversation; a reconnecting one (Last-Event-ID)
   * gets everything it missed.
   */
  signals: partyProcedure.input(z.object({ id: z.uuid(), after: cursor.nullable() })).query(async ({ ctx, input }) => {
    const party = await findCallForParty(ctx.db, {
      consultationId: input.id,
      userId: ctx.viewer.user.id,
    });
    if (!party) notFound();
    const where = {
      consultationId: party.consultationId,
      recipientId: party.selfId,
    };
    if (input.after === null) return { cursor: await latestSignalId(ctx.db, where), signals: [] };
    const signals = await signalsAfter(ctx.db, {
      ...where,
      afterId: input.after,
    });
    return { cursor: signals.at(-1)?.id ?? input.after, signals };
  }),

  /** The client adds a voice note describing the matter, before the consultation. */
  addVoiceNote: partyProcedure
    .input(
      z.object({
        id: z.uuid(),
        fileName: z.string().max(MAX_POSTED_FILE_NAME_LENGTH),
        bytes: z.instanceof(Uint8Array).nullable(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const party = await findCallForParty(ctx.db, {
        consultationId: input.id,
        userId: ctx.viewer.user.id,
      });
      if (!party) notFound();
      if (party.kind !== "voice" || party.role !== "client" || (party.status !== "requested" && party.status !== "confirmed")) {
        throw toTRPCError(new AppError("forbidden"));
      }
      try {
        return await addVoiceNote({
          db: ctx.db,
          storage: ctx.storage,
          consultationId: party.consultationId,
          userId: party.selfId,
          fileName: input.fileName,
          bytes: input.bytes,
        });
      } catch (error) {
        if (error instanceof AppError) throw toTRPCError(error);
        throw error;
      }
    }),
});
