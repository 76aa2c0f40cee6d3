import { z } from "zod";
import { isUuid } from "#server/common/ids";
import { notFound } from "#server/errors/app-error";
import { CITIES, LANGUAGES, MAX_FEE_QAR } from "#server/lawyers/catalog";
import { adminProcedure, authedProcedure, publicProcedure, roleProcedure, router, partyProcedure, expected } from "#server/trpc/init";
import { BOOKING_HORIZON_DAYS, BOOKING_LAWYERS_PAGE_SIZE, FIRST_FREE_DAYS, DEFAULT_SLOT_DAYS } from "./constants";
import { anyId, bookInput, consultationIdInput, kind, messageInput, qatarDate, reasonInput, rescheduleInput, serviceArea } from "./schemas";
import { acceptConsultation, assignConsultation, bookConsultation, cancelConsultation, closeConsultation, declineConsultation, postConsultationMessage, rescheduleConsultation } from "./lifecycle";
import { fileDownloadUrl, getConsultation, listMyConsultations, listMyUpcomingAndPast, MINE_SCOPES } from "./queries";
import { bookableLawyer, listAssignableForService, listBookableLawyers } from "./bookable";
import { QATAR_TIME_ZONE } from "#server/common/qatar-time";
import { listSlots } from "./slots";

/** Who may book (issue 4 §1): clients, i.e. individuals, companies and accounts without a role yet. */
export const BOOKING_ROLES = ["individual", null, "company"] as const;

function uuidOrNotFound(id: string): string {
  if (!isUuid(id)) notFound();
  return id.toLowerCase();
}

/**
 * Consultations (issue 4 §1): public slot and lawyer look-ups, booking by clients, and the lifecycle
 * for the parties. Every read and change goes through the access-scoped query of ./access.ts, so a
 * consultation the viewer may not see is "not found" (404), never "forbidden".
 */
export const consultationsRouter = router({
  slots: publicProcedure
    .input(
      z.object({
        lawyerId: z.uuid().optional(),
        serviceArea,
        kind,
        from: qatarDate.optional(),
        days: z.number().int().min(1).max(BOOKING_HORIZON_DAYS).default(DEFAULT_SLOT_DAYS),
      }),
    )
    .query(async ({ ctx, input }) => {
      const slots = await listSlots(ctx.db, input);
      return {
        timeZone: QATAR_TIME_ZONE,
        slots: slots.map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(), lawyerIds: s.lawyerIds })),
      };
    }),

  /**
   * The booking's "choose a lawyer" step (issue 13 §1): the lawyers offering the service and kind, narrowed
   * like the directory (language, city, highest fee), a page at a time, each with their first free time in
   * the next two weeks; and the chosen lawyer whatever the page, so the summary can name them.
   */
  options: publicProcedure
    .input(
      z
        .object({
          serviceArea: serviceArea.optional(),
          kind: kind.optional(),
          language: z.enum(LANGUAGES).optional(),
          city: z.enum(CITIES).optional(),
          feeMax: z.number().int().min(0).max(MAX_FEE_QAR).optional(),
          page: z.number().int().min(1).max(1000).default(1),
          lawyerId: anyId.optional(),
        })
        .default({ page: 1 }),
    )
    .query(async ({ ctx, input }) => {
      const { lawyerId, page, ...filters } = input;
      const [list, chosen] = await Promise.all([
        listBookableLawyers(ctx.db, { ...filters, page, pageSize: BOOKING_LAWYERS_PAGE_SIZE }),
        lawyerId && isUuid(lawyerId) ? bookableLawyer(ctx.db, lawyerId.toLowerCase(), filters) : Promise.resolve(null),
      ]);
      const firstFree: Record<string, string> = {};
      if (filters.serviceArea && filters.kind && filters.kind !== "written" && list.lawyers.length > 0) {
        const shown = new Set(list.lawyers.map((l) => l.id));
        for (const slot of await listSlots(ctx.db, { serviceArea: filters.serviceArea, kind: filters.kind, days: FIRST_FREE_DAYS })) {
          for (const id of slot.lawyerIds) if (shown.has(id) && !firstFree[id]) firstFree[id] = slot.startsAt.toISOString();
        }
      }
      return { ...list, page, chosen, firstFree };
    }),

  book: roleProcedure(BOOKING_ROLES)
    .input(bookInput)
    .mutation(({ ctx, input }) =>
      expected(() =>
        bookConsultation({
          db: ctx.db,
          storage: ctx.storage,
          viewer: ctx.viewer, clientIp: ctx.clientIp,
          headers: ctx.headers,
          input: { ...input, lawyerId: input.lawyerId === "any" ? "any" : input.lawyerId.toLowerCase() },
        }),
      ),
    ),

  get: partyProcedure
    .input(consultationIdInput)
    .query(({ ctx, input }) => getConsultation(ctx.db, ctx.viewer, uuidOrNotFound(input.id))),

  mine: authedProcedure
    .input(z.object({ scope: z.enum(MINE_SCOPES), limit: z.number().int().min(1).max(200).default(50) }))
    .query(({ ctx, input }) => listMyConsultations(ctx.db, ctx.viewer, input)),

  /** A dashboard's "upcoming" and "past" lists of `mine`, in one round trip. */
  mineUpcomingAndPast: authedProcedure
    .input(z.object({ upcoming: z.number().int().min(1).max(200).default(20), past: z.number().int().min(1).max(200).default(10) }).default({ upcoming: 20, past: 10 }))
    .query(({ ctx, input }) => listMyUpcomingAndPast(ctx.db, ctx.viewer, input)),

  accept: partyProcedure
    .input(consultationIdInput)
    .mutation(({ ctx, input }) => expected(() => acceptConsultation({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: uuidOrNotFound(input.id) }))),

  decline: partyProcedure
    .input(reasonInput)
    .mutation(({ ctx, input }) =>
      expected(() => declineConsultation({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: uuidOrNotFound(input.id), reason: input.reason })),
    ),

  /** Admin: a request nobody accepted goes to a lawyer by hand (issue 13 §1). */
  assign: adminProcedure
    .input(z.object({ id: anyId, lawyerId: anyId }))
    .mutation(({ ctx, input }) =>
      expected(() => assignConsultation({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: uuidOrNotFound(input.id), lawyerId: input.lawyerId })),
    ),

  /** Admin: the lawyers a waiting request may go to (verified, accepting clients, practising its service). */
  assignableLawyers: adminProcedure
    .input(z.object({ serviceArea }))
    .query(({ ctx, input }) => listAssignableForService(ctx.db, input.serviceArea)),

  cancel: partyProcedure
    .input(reasonInput)
    .mutation(({ ctx, input }) =>
      expected(() => cancelConsultation({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: uuidOrNotFound(input.id), reason: input.reason })),
    ),

  reschedule: partyProcedure
    .input(rescheduleInput)
    .mutation(({ ctx, input }) =>
      expected(() => rescheduleConsultation({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: uuidOrNotFound(input.id), startsAt: input.startsAt })),
    ),

  complete: partyProcedure
    .input(consultationIdInput)
    .mutation(({ ctx, input }) =>
      expected(() => closeConsultation({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: uuidOrNotFound(input.id), outcome: "completed" })),
    ),

  markNoShow: partyProcedure
    .input(consultationIdInput)
    .mutation(({ ctx, input }) =>
      expected(() => closeConsultation({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: uuidOrNotFound(input.id), outcome: "no_show" })),
    ),

  postMessage: partyProcedure
    .input(messageInput)
    .mutation(({ ctx, input }) =>
      expected(() =>
        postConsultationMessage({
          db: ctx.db,
          storage: ctx.storage,
          viewer: ctx.viewer, clientIp: ctx.clientIp,
          id: uuidOrNotFound(input.id),
          body: input.body,
          documents: input.documents,
        }),
      ),
    ),

  fileDownload: partyProcedure
    .input(z.object({ id: anyId, fileId: anyId }))
    .query(({ ctx, input }) => {
      const id = uuidOrNotFound(input.id);
      const fileId = uuidOrNotFound(input.fileId);
      return fileDownloadUrl(ctx.db, ctx.storage, ctx.viewer, { id, fileId });
    }),
});

