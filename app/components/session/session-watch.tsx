import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { checkSession, SESSION_CHECK_INTERVAL_MS } from "./session-check";

/**
 * While someone is signed in and JavaScript runs, checks the session every 30 s (spec §9). When it
 * has ended (signed out on another device, expired, revoked in account settings) the page's data is
 * reloaded, so the navbar and any guarded page react at once instead of on the next click.
 */
export function SessionWatch({ signedIn }: { signedIn: boolean }) {
  const revalidator = useRevalidator();
  // The revalidator is a new object on every render: kept in a ref, so a re-render does not restart the 30 s.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    const timer = setInterval(async () => {
      if (document.visibilityState === "hidden") return;
      const state = await checkSession({ fetch: window.fetch.bind(window) });
      if (!cancelled && state === "ended") revalidate.current();
    }, SESSION_CHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [signedIn]);
  return null;
}
