import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { SERVER_BUILD, staleness } from "../../scripts/build-staleness.mjs";

/**
 * The Remix server build for the tests that serve whole pages through the HTTP front (tests/integration/http): the
 * compiled build/server/index.js when `npm run build` left a fresh one (`npm test` builds before vitest), else the app
 * compiled from the sources by Vite, as `npm run build` would, without writing build/ (a test run alone, sources edited).
 * Compiling with Vite cost each such file about 30 s on the 2-core CI machine, twice per CI run (issue 30 §8); loading
 * the build takes well under a second. Either way the same sources: the build is used only when nothing changed since.
 *
 * Each call loads a fresh instance of the build (a query on its URL), as Vite's compilation was: the build holds its own
 * copies of the server's module-level state (the environment read once, caches), which must not carry over from one test
 * file to the next in a worker that runs several (vitest's isolate: false). vitest.config.ts leaves it to Node
 * (server.deps.external): its module runner would transform the 4 MB again.
 */
export async function loadServerBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  if (!process.env.TEST_COMPILE_APP && staleness() === null) {
    const url = `${pathToFileURL(path.resolve(SERVER_BUILD)).href}?instance=${++instances}`;
    const build = (await import(/* @vite-ignore */ url)) as ServerBuild;
    return { build, close: async () => {} };
  }
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
  const build = (await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}

let instances = 0;
