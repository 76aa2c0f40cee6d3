import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "#db/index";
import { getViewer } from "#server/auth/viewer";
import { logger } from "#server/observability/logger";
import { isResync, subscribe } from "#server/realtime/bus";
import { eventStream } from "#server/realtime/sse";
import { callerFor, orNotFound } from "~/utils/trpc.server";
import { getRequestViewer } from "~/utils/viewer.server";
import { needsTwoFactorEnrolment } from "#server/auth/viewer";

/** Changes on one case arriving close together are announced once. */
const COALESCE_MS = 250;

/**
 * /case/{id}/events: server-sent events for the case page. Access is checked through the caller
 * before anything streams (404 exactly as the page), and again before each announcement, so someone
 * unassigned or signed out meanwhile hears nothing more. Events carry no case data: `changed` tells
 * the page to re-read what its viewer may see.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await getRequestViewer(request);
  if (!viewer) return new Response(null, { status: 401, headers: { "Cache-Control": "no-store" } });
  // Issue 12 §1: a lawyer or an admin without a second factor hears nothing until they enrol.
  if (needsTwoFactorEnrolment(viewer)) return new Response(null, { status: 403, headers: { "Cache-Control": "no-store" } });
  const caller = await callerFor(request);
  const check = (id: string) => caller.cases.timeline({ id, limit: 1 });
  await orNotFound(check(params.caseId ?? ""));
  const caseId = (params.caseId ?? "").toLowerCase();

  return eventStream(request, async (sink) => {
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = await subscribe(getDb(), "case", (payload) => {
      // After a gap in listening (isResync) the case may have changed unannounced: the page re-reads it.
      if (ended || (payload.caseId !== caseId && !isResync(payload)) || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void (async () => {
          // A stream outlives its request: an ended session, or a case no longer visible, ends it.
          const current = await getViewer(getDb(), request.headers);
          if (current?.user.id !== viewer.user.id) throw new Error("session ended");
          await check(caseId);
        })()
          .then(() => sink.send("changed", { caseId }))
          .catch((error: unknown) => {
            ended = true;
            stop();
            logger.info("case stream ended: the case is no longer visible", { error: String(error) });
          });
      }, COALESCE_MS);
    });
    return () => {
      ended = true;
      if (timer) clearTimeout(timer);
      stop();
    };
  });
}
