import { getDb } from "#db/index";
import { getViewer, type Viewer } from "#server/auth/viewer";
import { requestScopeOf } from "#server/http/request-scope";

const perRequest = new WeakMap<object, Promise<Viewer | null>>();

/**
 * The signed-in person, read once per request: the root and the route loaders (each with its own copy of
 * the Request, see server/http/request-scope.ts) share one session lookup.
 */
export function getRequestViewer(request: Request): Promise<Viewer | null> {
  const scope = requestScopeOf(request);
  let viewer = perRequest.get(scope);
  if (!viewer) {
    viewer = getViewer(getDb(), request.headers);
    perRequest.set(scope, viewer);
  }
  return viewer;
}
