import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { openLiveEvents } from "~/utils/live-events";

/**
 * With JavaScript on: listens to /case/{id}/events and re-reads the page's data (useRevalidator)
 * when something changed on the case, so new messages, hearings and documents appear without a
 * reload. Without JavaScript the page is simply current as of its last load.
 */
export function CaseLiveUpdates({ caseId }: { caseId: string }) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    let pending = false;
    const refresh = () => {
      // One re-read at a time; a change that arrives meanwhile triggers one more afterwards.
      if (latest.current.state !== "idle") {
        pending = true;
        return;
      }
      latest.current.revalidate();
    };
    const timer = setInterval(() => {
      if (pending && latest.current.state === "idle") {
        pending = false;
        latest.current.revalidate();
      }
    }, 500);
    const close = openLiveEvents(`/case/${caseId}/events`, { changed: refresh });
    return () => {
      clearInterval(timer);
      close();
    };
  }, [caseId]);
  return null;
}
