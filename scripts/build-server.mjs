/**
 * Compiles the server entry (scripts/start.ts and every module of ours it imports: server/, db/,
 * migrations/, the seeds and the locale JSON they read) into one ES module, build/server-start.mjs, so
 * production runs plain `node` with no TypeScript loader and no build at start (issue 14 §2). Packages stay
 * in node_modules (--packages=external); the Remix app's own build (build/server/index.js) is imported at
 * run time as before. A stamp of the inputs' newest change lets `npm start` skip a fresh build.
 */
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";

const outfile = "build/server-start.mjs";
await build({
  entryPoints: ["scripts/start.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
  // Bundled CommonJS helpers may call require(); give the ES module one.
  banner: { js: "import { createRequire as __qanunCreateRequire } from 'node:module'; const require = __qanunCreateRequire(import.meta.url);" },
});
fs.writeFileSync(path.join("build", "build-stamp.json"), JSON.stringify({ builtAt: new Date().toISOString() }) + "\n");
console.log(`server: ${outfile} (${(fs.statSync(outfile).size / 1024).toFixed(0)} KiB)`);
