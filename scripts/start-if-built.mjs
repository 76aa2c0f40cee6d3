/**
 * `npm start` (issue 14 §2): builds only when build/ is missing or stale (./build-staleness.mjs), then runs the compiled
 * server (build/server-start.mjs) in this same process: plain Node, no TypeScript loader, so SIGTERM and SIGINT
 * reach the server's own handlers (scripts/start.ts).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ENTRY, staleness } from "./build-staleness.mjs";

const checkStarted = performance.now();
const reason = staleness();
if (reason) {
  console.log(`start: building (${reason})`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) {
    console.error(`start: the build failed (exit ${result.status ?? result.signal}); not starting`);
    process.exit(result.status ?? 1);
  }
} else {
  console.log(`start: the build is fresh (checked in ${Math.round(performance.now() - checkStarted)} ms); not rebuilding`);
}
// `npm run build:if-stale` (what `npm test` runs): the same check, without starting the server. CI's second
// pass then reuses the first pass's build of the same sources instead of building again.
if (!process.argv.includes("--build-only")) await import(pathToFileURL(path.resolve(ENTRY)).href);
