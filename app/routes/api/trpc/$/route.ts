import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { createContext } from "#server/trpc/context";
import { appRouter } from "#server/router";
import { logger } from "#server/observability/logger";
import { getLocale } from "~/i18n/i18next.server";
import { resources } from "~/i18n/resources";

type ErrorItem = { error?: { message?: string; data?: { appCode?: string; httpStatus?: number; retryAfterSeconds?: number } } };

/**
 * The error messages of a tRPC response in the visitor's language. The server formats every error as
 * a catalogue code (server/trpc/init.ts), so nothing but these messages ever reaches the client.
 */
async function localiseErrors(response: Response, request: Request): Promise<Response> {
  if (response.status < 400 && response.status !== 207) return response;
  if (!(response.headers.get("Content-Type") ?? "").includes("application/json")) return response;
  const body = (await response.json()) as ErrorItem | ErrorItem[];
  const locale = await getLocale(request);
  const messages = resources[locale].common.errors as Record<string, string>;
  const localise = (item: ErrorItem) => {
    if (item?.error) item.error.message = messages[item.error.data?.appCode ?? ""] ?? messages.unexpected;
    return item;
  };
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  // Every 503 gets its Retry-After in server/http/outage.ts; a rate limit gets the limiter's wait here
  // (the longest of a batch's), or a minute if it gave none.
  if (response.status === 429) {
    const waits = (Array.isArray(body) ? body : [body]).map((item) => item?.error?.data?.retryAfterSeconds ?? 0);
    headers.set("Retry-After", String(Math.max(...waits) || 60));
  }
  return new Response(JSON.stringify(Array.isArray(body) ? body.map(localise) : localise(body)), { status: response.status, headers });
}

/** tRPC over HTTP, for enhancements only; every page and form works without it. */
async function handle(request: Request) {
  const response = await fetchRequestHandler({
    endpoint: "/api/trpc",
    req: request,
    router: appRouter,
    createContext: () => createContext(request),
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") logger.error("trpc procedure failed", { path, error });
      else logger.info("trpc request refused", { path, code: error.code });
    },
  });
  return localiseErrors(response, request);
}

export const loader = ({ request }: LoaderFunctionArgs) => handle(request);
export const action = ({ request }: ActionFunctionArgs) => handle(request);
