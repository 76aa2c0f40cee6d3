import type { Viewer } from "#server/auth/viewer";
import { feesOf } from "#server/consultations/bookable";
import { notFound } from "#server/errors/app-error";
import { isLawyerLicenceInForce } from "#server/lawyers/listing";
import { expected, roleProcedure, router, type Context } from "#server/trpc/init";
import { addBlockedDates, findOwnLawyer, listIncomingRequests, listUpcomingBlockedDates, listUpcomingConsultations, listWeeklyHours, removeBlockedDate, replaceWeeklyHours, requireOwnLawyerId, type DeskActor, saveProfile, saveSettings } from "./queries";
import { blockedDatesInput, idInput, profileInput, settingsInput, weeklyHoursInput } from "./schemas";

/**
 * The lawyer's desk (/dashboard/lawyer): their directory profile, consultation settings, weekly hours,
 * blocked dates and the consultations waiting for them. Lawyers only; each procedure reaches the
 * viewer's own lawyers row (user_id = viewer) and nothing else, whatever the input says.
 */
const lawyerProcedure = roleProcedure(["lawyer"]);

type LawyerCtx = Context & { viewer: Viewer };

/** The lawyer and their request's IP, for the audit rows the desk's changes write (issue 10 §6). */
const actorOf = (ctx: LawyerCtx): DeskActor => ({ viewer: ctx.viewer, clientIp: ctx.clientIp });

function ownLawyerId(ctx: LawyerCtx): Promise<string> {
  return expected(() => requireOwnLawyerId(ctx.db, ctx.viewer.user.id));
}

export const lawyerDeskRouter = router({
  /** Everything the desk's forms show; `lawyer` is null until the profile is first saved. */
  overview: lawyerProcedure.query(async ({ ctx }) => {
    const [lawyer, profile] = await Promise.all([
      findOwnLawyer(ctx.db, ctx.viewer.user.id),
      ctx.db.selectFrom("profiles").select("verification_status").where("id", "=", ctx.viewer.user.id).executeTakeFirst(),
    ]);
    const verificationStatus = profile?.verification_status ?? "none";
    if (!lawyer) return { lawyer: null, verificationStatus, weeklyHours: [], blockedDates: [] };
    const [weeklyHours, blockedDates, licenceInForce] = await Promise.all([
      listWeeklyHours(ctx.db, lawyer.id),
      listUpcomingBlockedDates(ctx.db, lawyer.id),
      isLawyerLicenceInForce(ctx.db, ctx.viewer.user.id),
    ]);
    return {
      lawyer: {
        id: lawyer.id,
        nameAr: lawyer.name_ar,
        nameEn: lawyer.name_en,
        titleAr: lawyer.title_ar,
        titleEn: lawyer.title_en,
        bioAr: lawyer.bio_ar,
        bioEn: lawyer.bio_en,
        practiceAreas: lawyer.practice_areas,
        languages: lawyer.languages,
        city: lawyer.city,
        yearsOfPractice: lawyer.years_of_practice,
        acceptingNewClients: lawyer.accepting_new_clients,
        verified: lawyer.verified,
        /** Issue 25 §10: a lapsed licence hides the profile (its page answers 404) and ends the lawyer's work. */
        licenceInForce,
        licenceExpiresOn: lawyer.licence_expires_on,
        fees: feesOf(lawyer),
        slotMinutes: lawyer.slot_minutes,
        minNoticeHours: lawyer.min_notice_hours,
        worksWeekends: lawyer.works_weekends,
      },
      verificationStatus,
      weeklyHours,
      blockedDates,
    };
  }),

  saveProfile: lawyerProcedure.input(profileInput).mutation(({ ctx, input }) => saveProfile(ctx.db, actorOf(ctx), input)),

  saveSettings: lawyerProcedure.input(settingsInput).mutation(async ({ ctx, input }) => {
    await saveSettings(ctx.db, actorOf(ctx), await ownLawyerId(ctx), input);
    return { saved: true };
  }),

  /** The whole week, replacing what was saved (one transaction; bad input writes nothing). */
  saveWeeklyHours: lawyerProcedure.input(weeklyHoursInput).mutation(async ({ ctx, input }) => {
    await replaceWeeklyHours(ctx.db, actorOf(ctx), await ownLawyerId(ctx), input);
    return { ranges: input.ranges.length };
  }),

  addBlockedDates: lawyerProcedure.input(blockedDatesInput).mutation(async ({ ctx, input }) => addBlockedDates(ctx.db, actorOf(ctx), await ownLawyerId(ctx), input)),

  removeBlockedDate: lawyerProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    if (!(await removeBlockedDate(ctx.db, actorOf(ctx), await ownLawyerId(ctx), input.id))) notFound();
    return { removed: true };
  }),

  /** Requests waiting for my answer and my upcoming confirmed consultations (empty before the profile exists). */
  consultations: lawyerProcedure.query(async ({ ctx }) => {
    const lawyer = await findOwnLawyer(ctx.db, ctx.viewer.user.id);
    if (!lawyer) return { requests: [], upcoming: [] };
    const [requests, upcoming] = await Promise.all([listIncomingRequests(ctx.db, lawyer), listUpcomingConsultations(ctx.db, lawyer)]);
    return { requests, upcoming };
  }),
});
