import { createRequire } from "node:module";

/**
 * Route matching built once per process instead of on every request (issue "Speed and resilience" §2).
 *
 * Remix 2 rebuilds the route tree for every page it renders: RemixServer makes new route objects from the
 * manifest (createServerRoutes), the static router copies them again (convertRoutesToDataRoutes), and each
 * of matchRoutes' four or five calls per request (the server's match, the render, and one per parent path
 * for the browser's route manifest) flattens and ranks the whole tree and compiles a regular expression
 * per route segment it tries. Profiled, that was about a tenth of the CPU of an uncached page.
 *
 * In production the manifest and the route modules never change, so the trees are made once and reused:
 * the two functions are replaced on the CommonJS exports of @remix-run/router and @remix-run/react that the
 * server runtime, react-router and Remix call through. Anything these wrappers do not recognise goes to the
 * original function unchanged. matchRoutes itself, which the static handler also calls from inside
 * @remix-run/router, is patched there (patches/@remix-run+router+*.patch): it ranks each tree once, compiles
 * each pattern once and remembers each pathname's matches, handing out copies.
 */
const INSTALLED = Symbol.for("qanun.routeMatchingCache");

type Routes = readonly Record<string, unknown>[];
type ConvertRoutes = (routes: Routes, mapRouteProperties: unknown, parentPath?: unknown, manifest?: Record<string, unknown>) => Routes;
type CreateServerRoutes = (manifest: object, routeModules: Record<string, unknown>, future: unknown, isSpaMode: unknown, ...rest: unknown[]) => Routes;

export function installRouteMatchingCache(): void {
  const require = createRequire(import.meta.url);
  const router = require("@remix-run/router") as Record<string, unknown> & { [INSTALLED]?: true };
  if (router[INSTALLED]) return;
  router[INSTALLED] = true;

  const convert = router.UNSAFE_convertRoutesToDataRoutes as ConvertRoutes;
  const converted = new WeakMap<Routes, { mapRouteProperties: unknown; dataRoutes: Routes; manifest: Record<string, unknown> }>();
  router.UNSAFE_convertRoutesToDataRoutes = ((routes, mapRouteProperties, parentPath, manifest) => {
    // The static router's call: a whole tree, from the top, filling `manifest` for the caller.
    if (parentPath !== undefined || !manifest || Object.keys(manifest).length > 0) return convert(routes, mapRouteProperties, parentPath, manifest);
    const cached = converted.get(routes);
    if (cached && cached.mapRouteProperties === mapRouteProperties) {
      Object.assign(manifest, cached.manifest);
      return cached.dataRoutes;
    }
    const ownManifest: Record<string, unknown> = {};
    const dataRoutes = convert(routes, mapRouteProperties, undefined, ownManifest);
    converted.set(routes, { mapRouteProperties, dataRoutes, manifest: ownManifest });
    Object.assign(manifest, ownManifest);
    return dataRoutes;
  }) satisfies ConvertRoutes;

  const remixRoutes = require("@remix-run/react/dist/routes.js") as Record<string, unknown>;
  const createServerRoutes = remixRoutes.createServerRoutes as CreateServerRoutes;
  const made = new WeakMap<object, { routeModules: Record<string, unknown>; future: unknown; isSpaMode: unknown; routes: Routes }>();
  remixRoutes.createServerRoutes = ((manifest, routeModules, future, isSpaMode, ...rest) => {
    if (rest.length > 0) return createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest);
    const cached = made.get(manifest);
    // The server runtime hands over a new routeModules object per request, holding the same modules.
    if (cached && cached.future === future && cached.isSpaMode === isSpaMode && sameModules(cached.routeModules, routeModules)) return cached.routes;
    const routes = createServerRoutes(manifest, routeModules, future, isSpaMode);
    made.set(manifest, { routeModules: { ...routeModules }, future, isSpaMode, routes });
    return routes;
  }) satisfies CreateServerRoutes;
}

function sameModules(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let count = 0;
  for (const id in b) {
    if (a[id] !== b[id]) return false;
    count++;
  }
  return count === Object.keys(a).length;
}
