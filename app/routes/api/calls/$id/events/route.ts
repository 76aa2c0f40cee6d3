import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "#db/index";
import { isResync, subscribe } from "#server/realtime/bus";
import { eventStream } from "#server/realtime/sse";
import { logger } from "#server/observability/logger";
import { appErrorOf, callerFor } from "~/utils/trpc.server";

const CURSOR = /^\d{1,18}$/;

/**
 * The signalling messages addressed to the viewer in one consultation's call, as server-sent events
 * (`signal`, with the message's id so EventSource resumes with Last-Event-ID; `ready` once listening).
 * A reconnecting stream first replays what it missed; a fresh one starts from now. Who may listen is
 * decided by calls.signals: anyone but the two parties gets a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const caller = await callerFor(request);
  const lastEventId = request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("after");
  let first: Awaited<ReturnType<typeof caller.calls.signals>>;
  try {
    first = await caller.calls.signals({
      id,
      after: lastEventId && CURSOR.test(lastEventId) ? lastEventId : null,
    });
  } catch (error) {
    if (appErrorOf(error)) throw new Response(null, { status: 404, statusText: "Not Found" });
    throw error;
  }
  return eventStream(request, async (sink) => {
    let cursor = first.cursor;
    for (const signal of first.signals) sink.send("signal", { kind: signal.kind, payload: signal.payload }, signal.id);
    // One read at a time, in order, each from where the last one stopped: nothing twice, nothing lost.
    let queue = Promise.resolve();
    const pump = () => {
      queue = queue.then(async () => {
        try {
          const next = await caller.calls.signals({ id, after: cursor });
          for (const signal of next.signals) sink.send("signal", { kind: signal.kind, payload: signal.payload }, signal.id);
          cursor = next.cursor;
        } catch (error) {
          logger.warn("call events read failed", {
            consultationId: id,
            error: appErrorOf(error)?.code ?? String(error),
          });
        }
      });
      return queue;
    };
    const stop = await subscribe(getDb(), "call", (payload) => {
      // After a gap in listening (isResync) a message for this stream may have gone unannounced: read anyway.
      if (isResync(payload) || payload.consultationId === id) void pump();
    });
    // Anything written between the first read and the subscription.
    await pump();
    sink.send("ready", { cursor }, cursor);
    return stop;
  });
}
