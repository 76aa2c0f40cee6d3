import type { ServerBuild } from "@remix-run/node";

export type DataFunction = (args: never) => unknown;
export interface DataFunctionSite {
  routeId: string;
  kind: "loader" | "action";
}

/**
 * The same build with every route's loader and action passed through `wrap`, once, when the build is
 * loaded: a cross-cutting rule (database outages, the language of redirects) then holds for every route
 * without any route having to remember it.
 */
export function wrapDataFunctions(
  build: ServerBuild,
  wrap: (fn: DataFunction, site: DataFunctionSite) => DataFunction
): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const loader = route.module.loader as DataFunction | undefined;
      const action = route.module.action as DataFunction | undefined;
      return [
        id,
        {
          ...route,
          module: {
            ...route.module,
            loader: loader
              ? wrap(loader, { routeId: id, kind: "loader" })
              : loader,
            action: action
              ? wrap(action, { routeId: id, kind: "action" })
              : action,
          },
        },
      ];
    })
  ) as ServerBuild["routes"];
  return { ...build, routes };
}
