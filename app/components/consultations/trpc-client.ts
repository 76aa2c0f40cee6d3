/**
 * The browser's tRPC client for the booking page's in-place updates. Imported by the consultation
 * routes only, so it stays out of the root chunk; every page works without it.
 */
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "#server/router";

let client: ReturnType<typeof createTRPCClient<AppRouter>> | undefined;

export function trpcClient() {
  client ??= createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "/api/trpc" })] });
  return client;
}
