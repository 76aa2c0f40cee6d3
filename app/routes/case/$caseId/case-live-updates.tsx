import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { openLiveEvents } from "~/utils/live-events";

/**
 * With JavaScript on: listens to /case/{id}/events and re-reads the page's data (useRevalidator)
 * when something changed on the case, so new messages, hearings and documents appear without a
 * reload. Without JavaScript the page is simply current as of its last load.
 *
 * Never while a form is being submitted or a page is loading: revalidating then would restart that
 * navigation's loaders, and the flashed toast read by the first attempt would be lost. The change is
 * picked up once the page is idle again (the navigation itself reads fresh data anyway).
 */
export function CaseLiveUpdates({ caseId }: { caseId: string }) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const state = useRef({ revalidator, busy: false, pending: false });
  state.current.revalidator = revalidator;
  state.current.busy = navigation.state !== "idle" || revalidator.state !== "idle";

  useEffect(() => {
    const current = state.current;
    const refresh = () => {
      if (current.busy) {
        current.pending = true;
        return;
      }
      current.pending = false;
      current.revalidator.revalidate();
    };
    const timer = setInterval(() => {
      if (current.pending && !current.busy) refresh();
    }, 500);
    const close = openLiveEvents(`/case/${caseId}/events`, { changed: refresh });
    return () => {
      clearInterval(timer);
      close();
    };
  }, [caseId]);
  return null;
}
