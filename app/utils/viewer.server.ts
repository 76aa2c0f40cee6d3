import { getDb } from "#db/index";
import { getViewer, type Viewer } from "#server/auth/viewer";

const perRequest = new WeakMap<Request, Promise<Viewer | null>>();

/** The signed-in person, read once per request (root and route loaders share it). */
export function getRequestViewer(request: Request): Promise<Viewer | null> {
  let viewer = perRequest.get(request);
  if (!viewer) {
    viewer = getViewer(getDb(), request.headers);
    perRequest.set(request, viewer);
  }
  return viewer;
}

/**
 * For an action that replaced the session (better-auth does when two-factor sign-in is turned on):
 * the loaders that run after it in the same request read the new session, not the deleted one.
 */
export function adoptNewSession(request: Request, setCookies: string[]): void {
  const cookie = setCookies
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
  perRequest.set(request, getViewer(getDb(), new Headers({ cookie })));
}
