/**
 * One object per HTTP request that every loader and action of that request can reach from its `request`.
 *
 * Remix hands each loader its own copy of the Request (it strips `?index` and `?_routes` by building a new
 * one per loader), so a cache keyed by the Request object never hits across the root and the route loader:
 * the session was read, and its cookie's signature checked, once per loader. The load context, on the
 * other hand, is one object per request (server/http/app.ts makes it). wrapDataFunctions ties each copy to
 * it here. The key is a global symbol because the server (esbuild) and the app (Vite) are two bundles that
 * each hold their own copy of this module.
 */
const SCOPE = Symbol.for("qanun.requestScope");

type Scoped = { [SCOPE]?: object };

/** Marks `request` as part of the request whose load context is `scope`. */
export function bindRequestScope(request: Request, scope: unknown): void {
  if (scope && typeof scope === "object") (request as Scoped)[SCOPE] = scope;
}

/** The object that stands for this request: its load context, or the Request itself outside Remix (tests). */
export function requestScopeOf(request: Request): object {
  return (request as Scoped)[SCOPE] ?? request;
}
