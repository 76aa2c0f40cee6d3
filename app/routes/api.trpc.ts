import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { createContext } from "#server/trpc/context";
import { appRouter } from "#server/trpc/router";
import { logger } from "#server/observability/logger";

/** tRPC over HTTP, for enhancements only; every page and form works without it. */
function handle(request: Request) {
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: request,
    router: appRouter,
    createContext: () => createContext(request),
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") logger.error("trpc procedure failed", { path, error });
    },
  });
}

export const loader = ({ request }: LoaderFunctionArgs) => handle(request);
export const action = ({ request }: ActionFunctionArgs) => handle(request);
