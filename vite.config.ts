import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Every module the root route and the client entry import (statically) goes into one chunk, "shell".
 * Every page loads root and the entry anyway, so nothing is fetched that was not before; but Rollup left
 * the modules that routes share with root as a dozen 1–2 KB chunks, one request each, a dozen round trips
 * on a mobile connection over HTTP/1.1 (issue 14 §2). The chunk imports nothing outside itself, so it
 * cannot form a cycle with route chunks.
 */
function shellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      const found = new Set<string>();
      const stack = [...getModuleIds()].filter((m) => /\/app\/(root\.tsx|entry\.client\.tsx)(\?|$)/.test(m));
      while (stack.length) {
        const m = stack.pop()!;
        if (found.has(m)) continue;
        found.add(m);
        stack.push(...(getModuleInfo(m)?.importedIds ?? []));
      }
      shell = found;
    }
    // The route module itself stays its own chunk (Remix loads it by its own URL).
    return shell.has(id) && !/\/app\/(root\.tsx|entry\.client\.tsx)(\?|$)/.test(id) ? "shell" : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    remix({
      // Every v3 flag on, so the move to React Router 7 stays a codemod (design.md).
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
  ],
  build: { target: "es2022", ...(isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: shellChunk() } } }) },
  server: { port: 3000 },
}));
