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

