import { vi } from "vitest";
vi.mock("#server/careers/router", async () => {
  const { router } = await import("#server/trpc/init");
  return { careersRouter: router({}) };
});
await import("../tests/integration/lawyers/search.test");
