/**
 * Compiles the server entry (scripts/start.ts and every module of ours it imports: server/, db/,
 * migrations/, the seeds and the locale JSON they read) into one ES module, build/server-start.mjs, so
 * production runs plain `node` with no TypeScript loader and no build at start (issue 14 §2). Packages stay
 * in node_modules (--packages=external); the Remix app's own build (build/server/index.js) is imported at
 * run time as before. The migrations are imported statically by migrations/index.ts, so they are in the bundle.
 *
 * Last step of `npm run build` (the `prebuild` script deletes the stamp first): the stamp, written only once
 * both builds succeeded, lists this bundle's source files so `npm start` (scripts/start-if-built.mjs) can
 * tell a fresh build from a stale one without building.
 */
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";

const outfile = "build/server-start.mjs";
const result = await build({
  entryPoints: ["scripts/start.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  // The "#server/*" and "#db/*" aliases resolve through tsconfig.json's paths (and package.json's imports).
  tsconfig: "tsconfig.json",
  metafile: true,
  logLevel: "warning",
  // Bundled CommonJS helpers may call require(); give the ES module one.
  banner: { js: "import { createRequire as __qanunCreateRequire } from 'node:module'; const require = __qanunCreateRequire(import.meta.url);" },
});

if (!fs.existsSync(path.join("build", "server", "index.js"))) {
  console.error("server: build/server/index.js is missing: run `npm run build` (the Remix app first, then this)");
  process.exit(1);
}
const inputs = Object.keys(result.metafile.inputs)
  .filter((file) => !file.split(/[\\/]/).includes("node_modules"))
  .sort();
fs.writeFileSync(path.join("build", "build-stamp.json"), JSON.stringify({ builtAt: new Date().toISOString(), inputs }, null, 2) + "\n");
console.log(`server: ${outfile} (${(fs.statSync(outfile).size / 1024).toFixed(0)} KiB from ${inputs.length} source files)`);
