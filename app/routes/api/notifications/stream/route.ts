import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "#db/index";
import { getViewer, needsTwoFactorEnrolment } from "#server/auth/viewer";
import { logger } from "#server/observability/logger";
import { isResync, subscribe } from "#server/realtime/bus";
import { eventStream } from "#server/realtime/sse";
import { notificationHref, notificationText } from "~/components/notifications/notification-text";
import { getTranslator } from "~/i18n/i18next.server";
import { callerFor } from "~/utils/trpc.server";
import { getRequestViewer } from "~/utils/viewer.server";

/**
 * Live notifications for the signed-in person (server-sent events): `unread` with the count when the
 * stream opens (so a reconnect catches up) and whenever it changes elsewhere, and `notification`
 * with the count and the new notification's sentence in the page's language. Events of other users
 * are filtered out here; the data itself is read through the notifications procedures.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await getRequestViewer(request);
  if (!viewer) return new Response(null, { status: 401, headers: { "Cache-Control": "no-store" } });
  // Issue 12 §1: a lawyer or an admin without a second factor hears nothing until they enrol.
  if (needsTwoFactorEnrolment(viewer)) return new Response(null, { status: 403, headers: { "Cache-Control": "no-store" } });
  const userId = viewer.user.id;
  const caller = await callerFor(request);
  const { t, locale } = await getTranslator(request);

  return eventStream(request, async (sink) => {
    let ended = false;
    const stop = await subscribe(getDb(), "user", (payload) => {
      // After a gap in listening (isResync) the count is re-read and sent, as for an event without a notification.
      if ((payload.userId !== userId && !isResync(payload)) || ended) return;
      void (async () => {
        // A stream outlives its request: a session ended since (signed out, revoked) gets nothing more.
        const current = await getViewer(getDb(), request.headers);
        if (current?.user.id !== userId) {
          ended = true;
          stop();
          return;
        }
        const { count } = await caller.notifications.unreadCount();
        const id = typeof payload.notificationId === "string" ? payload.notificationId : null;
        if (payload.kind !== "notification" || !id) return sink.send("unread", { count });
        const item = await caller.notifications.get({ id }).catch(() => null);
        sink.send("notification", {
          unread: count,
          notification: item ? { id: item.id, type: item.type, text: notificationText(t, item, locale), href: notificationHref(item) } : null,
        });
      })().catch((error) => logger.error("notification stream event failed", { error }));
    });
    sink.send("unread", await caller.notifications.unreadCount());
    return stop;
  });
}
