import { getDb, type DB } from "#db/index";
import { isDatabaseUnavailable } from "#db/outage";
import { getViewer, type Viewer } from "#server/auth/viewer";
import { getStorage } from "#server/storage/index";
import { serviceUnavailableError, type Context } from "./init";

export function clientIpOf(headers: Headers): string {
  return headers.get("x-client-ip") ?? "unknown";
}

/** Builds the context for one request: the viewer is resolved from the session cookie here. */
export async function createContext(request: Request, opts: { db?: DB; viewer?: Viewer | null } = {}): Promise<Context> {
  const db = opts.db ?? getDb();
  let viewer: Viewer | null;
  try {
    viewer = opts.viewer !== undefined ? opts.viewer : await getViewer(db, request.headers);
  } catch (error) {
    // Reading the session needs the database: during an outage the call is "briefly unavailable", not a bug.
    if (isDatabaseUnavailable(error)) throw serviceUnavailableError(error);
    throw error;
  }
  return { db, storage: getStorage(), viewer, headers: request.headers, clientIp: clientIpOf(request.headers) };
}
