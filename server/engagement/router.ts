import { adminProcedure, authedProcedure, expected, router } from "#server/trpc/init";
import { countersignLetter, saveDraft, sendLetter, withdrawLetter } from "./lifecycle";
import { letterForCase, letterPdfFor, lettersToSignOf } from "./queries";
import { caseRef, letterRef, saveDraftInput, saveTermsInput, signInput, withdrawInput } from "./schemas";
import { requestSigningCode, signLetter } from "./signing";
import { saveTerms, termsForEditor } from "./terms";

/**
 * The engagement letter (issue 28 §1, §2). Every procedure about a case's letter resolves the viewer through
 * ./access.ts: anyone who may not see the letter (not the firm on the case, not its signer) gets NOT_FOUND like an
 * unknown case; the firm (admin, assigned lawyer) prepares, sends and countersigns, the signer (the client, or an
 * owner of the client company) signs; the other side's action is case_action_not_allowed. The standard terms are
 * the admin's.
 */
export const engagementRouter = router({
  forCase: authedProcedure.input(caseRef).query(({ ctx, input }) => expected(() => letterForCase(ctx.db, ctx.viewer, input.caseId))),

  /** The client's dashboard: the letters sent to the viewer to sign, or signed by them, per case. */
  mine: authedProcedure.query(({ ctx }) => lettersToSignOf(ctx.db, ctx.viewer)),

  /** The PDF's bytes: as signed, as sent, or (the firm only) the draft as it stands. */
  pdf: authedProcedure.input(letterRef).query(({ ctx, input }) => expected(() => letterPdfFor(ctx.db, ctx.storage, ctx.viewer, input))),

  saveDraft: authedProcedure
    .input(saveDraftInput)
    .mutation(({ ctx, input }) => expected(() => saveDraft({ db: ctx.db, storage: ctx.storage, viewer: ctx.viewer, clientIp: ctx.clientIp, input }))),

  send: authedProcedure
    .input(letterRef)
    .mutation(({ ctx, input }) => expected(() => sendLetter({ db: ctx.db, storage: ctx.storage, viewer: ctx.viewer, clientIp: ctx.clientIp, ...input }))),

  /** The firm withdraws a letter sent for signature and not signed, with a reason (the admin or a lawyer on the case). */
  withdraw: authedProcedure
    .input(withdrawInput)
    .mutation(({ ctx, input }) => expected(() => withdrawLetter({ db: ctx.db, storage: ctx.storage, viewer: ctx.viewer, clientIp: ctx.clientIp, input }))),

  requestCode: authedProcedure
    .input(letterRef)
    .mutation(({ ctx, input }) => expected(() => requestSigningCode({ db: ctx.db, storage: ctx.storage, viewer: ctx.viewer, clientIp: ctx.clientIp, ...input }))),

  sign: authedProcedure
    .input(signInput)
    .mutation(({ ctx, input }) => expected(() => signLetter({ db: ctx.db, storage: ctx.storage, viewer: ctx.viewer, clientIp: ctx.clientIp, input }))),

  countersign: authedProcedure
    .input(letterRef)
    .mutation(({ ctx, input }) => expected(() => countersignLetter({ db: ctx.db, storage: ctx.storage, viewer: ctx.viewer, clientIp: ctx.clientIp, ...input }))),

  terms: router({
    /** The back office's editor: the current text and the versions. */
    editor: adminProcedure.query(({ ctx }) => termsForEditor(ctx.db)),
    save: adminProcedure.input(saveTermsInput).mutation(({ ctx, input }) => expected(() => saveTerms(ctx.db, { viewer: ctx.viewer, clientIp: ctx.clientIp }, input))),
  }),
});
