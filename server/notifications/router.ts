import { isUuid } from "#server/common/ids";
import { publish } from "#server/realtime/bus";
import { notFound } from "#server/errors/app-error";
import { adminProcedure, authedProcedure, router } from "#server/trpc/init";
import { getAdminEmailFrequency, setAdminEmailFrequency } from "./admin-notices";
import {
  countUnreadNotifications,
  findNotification,
  listNotifications,
  markAllNotificationsRead,
  markCaseNotificationsRead,
  markConsultationNotificationsRead,
  markNotificationRead,
} from "./queries";
import { adminEmailFrequencyInput, latestNotificationsInput, listNotificationsInput, markCaseReadInput, markConsultationReadInput, notificationIdInput } from "./schemas";

/** The signed-in person's own notifications; another person's id is reported as not found. */
export const notificationsRouter = router({
  /** Issue 29: how an admin is emailed about new work (each, grouped, or a daily digest). */
  adminEmailFrequency: adminProcedure.query(async ({ ctx }) => ({ frequency: await getAdminEmailFrequency(ctx.db, ctx.viewer.user.id) })),
  setAdminEmailFrequency: adminProcedure.input(adminEmailFrequencyInput).mutation(async ({ ctx, input }) => {
    await setAdminEmailFrequency(ctx.db, ctx.viewer.user.id, input.frequency);
    return { frequency: input.frequency };
  }),

  list: authedProcedure
    .input(listNotificationsInput)
    .query(async ({ ctx, input }) => {
      const [list, unread] = await Promise.all([
        listNotifications(ctx.db, { userId: ctx.viewer.user.id, page: input.page, pageSize: input.pageSize }),
        countUnreadNotifications(ctx.db, ctx.viewer.user.id),
      ]);
      return { ...list, unread };
    }),

  /**
   * The newest few, for a dashboard's card: no unread count of their own (the page's navbar already has
   * it, read with the session: server/auth/viewer.ts), so a dashboard costs one round trip less.
   */
  latest: authedProcedure
    .input(latestNotificationsInput)
    .query(async ({ ctx, input }) => (await listNotifications(ctx.db, { userId: ctx.viewer.user.id, page: 1, pageSize: input.limit })).items),

  unreadCount: authedProcedure.query(async ({ ctx }) => ({ count: await countUnreadNotifications(ctx.db, ctx.viewer.user.id) })),

  get: authedProcedure.input(notificationIdInput).query(async ({ ctx, input }) => {
    return (await findNotification(ctx.db, { userId: ctx.viewer.user.id, id: input.id })) ?? notFound();
  }),

  markRead: authedProcedure.input(notificationIdInput).mutation(async ({ ctx, input }) => {
    if (!(await markNotificationRead(ctx.db, { userId: ctx.viewer.user.id, id: input.id }))) notFound();
    // The person's other open tabs update their badge.
    await publish(ctx.db, "user", { userId: ctx.viewer.user.id, kind: "read" });
    return { unread: await countUnreadNotifications(ctx.db, ctx.viewer.user.id) };
  }),

  /** Only the person's own rows change, so an id they cannot see changes nothing and reveals nothing. */
  markConsultationRead: authedProcedure.input(markConsultationReadInput).mutation(async ({ ctx, input }) => {
    const marked = await markConsultationNotificationsRead(ctx.db, { userId: ctx.viewer.user.id, consultationId: input.consultationId });
    if (marked > 0) await publish(ctx.db, "user", { userId: ctx.viewer.user.id, kind: "read" });
    return { marked, unread: await countUnreadNotifications(ctx.db, ctx.viewer.user.id) };
  }),

  /** The same for a case: opening /case/{id} reads its news. */
  markCaseRead: authedProcedure.input(markCaseReadInput).mutation(async ({ ctx, input }) => {
    if (!isUuid(input.caseId)) return { marked: 0, unread: await countUnreadNotifications(ctx.db, ctx.viewer.user.id) };
    const marked = await markCaseNotificationsRead(ctx.db, { userId: ctx.viewer.user.id, caseId: input.caseId });
    if (marked > 0) await publish(ctx.db, "user", { userId: ctx.viewer.user.id, kind: "read" });
    return { marked, unread: await countUnreadNotifications(ctx.db, ctx.viewer.user.id) };
  }),

  markAllRead: authedProcedure.mutation(async ({ ctx }) => {
    const marked = await markAllNotificationsRead(ctx.db, ctx.viewer.user.id);
    await publish(ctx.db, "user", { userId: ctx.viewer.user.id, kind: "read" });
    return { marked, unread: await countUnreadNotifications(ctx.db, ctx.viewer.user.id) };
  }),
});
