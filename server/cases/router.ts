import { z } from "zod";
import { adminProcedure, authedProcedure, publicProcedure, roleProcedure, router, expected } from "#server/trpc/init";
import { calendarFeedFor, createCalendarToken, revokeCalendarToken } from "./calendar";
import { CSV_MAX_ROWS } from "./constants";
import { addCaseNote, postCaseMessage } from "./conversation";
import { casesCsv } from "./csv";
import { caseDocumentUrl, uploadCaseDocuments } from "./files";
import { addHearing, cancelHearing, moveHearing, recordHearingOutcome, updateHearing } from "./hearings";
import { assignLawyer, createCase, createCaseFromConsultation, unassignLawyer } from "./lifecycle";
import { closeCase, reopenCase, setCaseStatus, setNextStep, updateCase } from "./updates";
import { addMilestone, setMilestoneState, updateMilestone } from "./milestones";
import { getCase, getCaseMessages, getCaseTimeline } from "./queries";
import { adminCaseOverview, lawyerCaseAgenda, listMyCases } from "./dashboards";
import { listAdminCases, listAdminCasesForExport, listAssignableLawyers, listEligibleConsultations } from "./admin-list";
import { addHearingInput, addMilestoneInput, anyId, cancelHearingInput, closeInput, createCaseInput, createFromConsultationInput, lawyerInput, listInput, messageInput, milestoneStateInput, moveHearingInput, nextStepInput, noteInput, outcomeInput, pageCursor, reopenInput, setStatusInput, updateCaseInput, updateHearingInput, updateMilestoneInput, uploadInput } from "./schemas";
import { singleLineString } from "#server/common/text";

/**
 * Cases (issue 9). Every procedure about one case resolves the viewer's capacity through the
 * access-scoped query of ./access.ts: a case the viewer may not see is NOT_FOUND (404) exactly like
 * an unknown id or one that is not a UUID; a signed-out caller is UNAUTHORIZED; someone who sees the
 * case but may not take the action gets case_action_not_allowed (or case_closed). Procedures over
 * all cases (/admin/cases, creation) are the admin's: FORBIDDEN for anyone else.
 */
export const casesRouter = router({
  // ---------------------------------------------------------------- reading
  byId: authedProcedure.input(z.object({ id: anyId })).query(({ ctx, input }) => getCase(ctx.db, ctx.viewer, input.id)),

  timeline: authedProcedure.input(pageCursor).query(({ ctx, input }) => getCaseTimeline(ctx.db, ctx.viewer, input)),

  messages: authedProcedure.input(pageCursor).query(({ ctx, input }) => getCaseMessages(ctx.db, ctx.viewer, input)),

  documentDownload: authedProcedure
    .input(z.object({ id: anyId, documentId: anyId }))
    .query(({ ctx, input }) => caseDocumentUrl(ctx.db, ctx.storage, ctx.viewer, input)),

  /** spec §2 /admin/cases: filters, search, sort, pagination and counts per status. */
  listAll: adminProcedure.input(listInput).query(({ ctx, input }) => listAdminCases(ctx.db, input)),

  /** The CSV of what the filters of /admin/cases show (every page), headers in the admin's language. */
  exportCsv: adminProcedure
    .input(z.object({ filters: listInput, locale: z.enum(["ar", "en"]).default("ar") }))
    .query(async ({ ctx, input }) => {
      const rows = await listAdminCasesForExport(ctx.db, input.filters, CSV_MAX_ROWS);
      const date = new Date().toISOString().slice(0, 10);
      return { fileName: `cases-${date}.csv`, contentType: "text/csv; charset=utf-8", body: casesCsv(rows, input.locale), rows: rows.length };
    }),

  assignableLawyers: adminProcedure.query(({ ctx }) => listAssignableLawyers(ctx.db)),

  eligibleConsultations: adminProcedure.query(({ ctx }) => listEligibleConsultations(ctx.db)),

  /** Dashboards: the viewer's own cases (client, company member or assigned lawyer) with next step and next hearing. */
  mine: authedProcedure.input(z.object({ limit: z.number().int().min(1).max(200).default(100) }).default({ limit: 100 })).query(({ ctx, input }) => listMyCases(ctx.db, ctx.viewer, input)),

  /** The lawyer's dashboard: assigned cases, hearings of the next 14 days and the calendar feed's state. */
  lawyerAgenda: roleProcedure(["lawyer"]).query(({ ctx }) => lawyerCaseAgenda(ctx.db, ctx.viewer)),

  /** The admin dashboard: cases per status and this week's hearings. */
  adminOverview: adminProcedure.query(({ ctx }) => adminCaseOverview(ctx.db)),

  // ---------------------------------------------------------------- the lawyer's calendar feed
  createCalendarToken: roleProcedure(["lawyer"]).mutation(({ ctx }) => createCalendarToken(ctx.db, { viewer: ctx.viewer, clientIp: ctx.clientIp })),
  revokeCalendarToken: roleProcedure(["lawyer"]).mutation(({ ctx }) => revokeCalendarToken(ctx.db, { viewer: ctx.viewer, clientIp: ctx.clientIp })),
  /** The .ics behind a feed URL; the token is the only credential (calendar apps send no cookie). */
  calendarFeed: publicProcedure.input(z.object({ token: singleLineString().max(100) })).query(({ ctx, input }) => calendarFeedFor(ctx.db, input.token)),

  // ---------------------------------------------------------------- admin
  create: adminProcedure.input(createCaseInput).mutation(({ ctx, input }) => expected(() => createCase({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, input }))),

  createFromConsultation: adminProcedure
    .input(createFromConsultationInput)
    .mutation(({ ctx, input }) => expected(() => createCaseFromConsultation({ db: ctx.db, storage: ctx.storage, viewer: ctx.viewer, clientIp: ctx.clientIp, input }))),

  update: authedProcedure.input(updateCaseInput).mutation(({ ctx, input }) => expected(() => updateCase({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, input }))),

  assignLawyer: authedProcedure
    .input(lawyerInput)
    .mutation(({ ctx, input }) => expected(() => assignLawyer({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: input.id, lawyerUserId: input.lawyerUserId }))),

  unassignLawyer: authedProcedure
    .input(lawyerInput)
    .mutation(({ ctx, input }) => expected(() => unassignLawyer({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: input.id, lawyerUserId: input.lawyerUserId }))),

  close: authedProcedure.input(closeInput).mutation(({ ctx, input }) => expected(() => closeCase({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: input.id, reason: input.reason }))),

  reopen: authedProcedure
    .input(reopenInput)
    .mutation(({ ctx, input }) => expected(() => reopenCase({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: input.id, status: input.status, reason: input.reason }))),

  // ---------------------------------------------------------------- the firm (assigned lawyer, admin)
  setStatus: authedProcedure
    .input(setStatusInput)
    .mutation(({ ctx, input }) => expected(() => setCaseStatus({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: input.id, status: input.status, reason: input.reason }))),

  setNextStep: authedProcedure
    .input(nextStepInput)
    .mutation(({ ctx, input }) => expected(() => setNextStep({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: input.id, nextStep: input.nextStep, nextStepDue: input.nextStepDue }))),

  addHearing: authedProcedure.input(addHearingInput).mutation(({ ctx, input }) => expected(() => addHearing({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, ...input }))),
  updateHearing: authedProcedure.input(updateHearingInput).mutation(({ ctx, input }) => expected(() => updateHearing({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, ...input }))),
  moveHearing: authedProcedure.input(moveHearingInput).mutation(({ ctx, input }) => expected(() => moveHearing({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, ...input }))),
  cancelHearing: authedProcedure.input(cancelHearingInput).mutation(({ ctx, input }) => expected(() => cancelHearing({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, ...input }))),
  recordOutcome: authedProcedure.input(outcomeInput).mutation(({ ctx, input }) => expected(() => recordHearingOutcome({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, ...input }))),

  addMilestone: authedProcedure.input(addMilestoneInput).mutation(({ ctx, input }) => expected(() => addMilestone({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, ...input }))),
  updateMilestone: authedProcedure.input(updateMilestoneInput).mutation(({ ctx, input }) => expected(() => updateMilestone({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, ...input }))),
  setMilestoneState: authedProcedure.input(milestoneStateInput).mutation(({ ctx, input }) => expected(() => setMilestoneState({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, ...input }))),

  addNote: authedProcedure.input(noteInput).mutation(({ ctx, input }) => expected(() => addCaseNote({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, id: input.id, body: input.body }))),

  // ---------------------------------------------------------------- both sides
  uploadDocuments: authedProcedure
    .input(uploadInput)
    .mutation(({ ctx, input }) =>
      expected(() => uploadCaseDocuments({ db: ctx.db, storage: ctx.storage, viewer: ctx.viewer, clientIp: ctx.clientIp, id: input.id, visibility: input.visibility, documents: input.documents })),
    ),

  postMessage: authedProcedure
    .input(messageInput)
    .mutation(({ ctx, input }) =>
      expected(() => postCaseMessage({ db: ctx.db, storage: ctx.storage, viewer: ctx.viewer, clientIp: ctx.clientIp, id: input.id, body: input.body, documents: input.documents })),
    ),
});
