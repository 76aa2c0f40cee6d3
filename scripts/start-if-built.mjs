/**
 * `npm start` (issue 14 §2): builds only when build/ is missing or stale, then runs the compiled server
 * (build/server-start.mjs) in this same process: plain Node, no TypeScript loader, so SIGTERM and SIGINT
 * reach the server's own handlers (scripts/start.ts).
 *
 * Stale: a source changed after the stamp that `npm run build` writes last (build/build-stamp.json; the
 * `prebuild` script deletes it, so an interrupted build is redone). The sources are the Remix app's (app/,
 * public/, and server/ and db/ that its loaders import), the migrations, the build's configuration and
 * lockfile, and every file the server bundle was made from (the stamp lists them: scripts/start.ts and the
 * seeds it imports). A new or deleted file changes its folder's modification time, which counts too.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const SOURCES = ["app", "public", "server", "db", "migrations", "package.json", "package-lock.json", "vite.config.ts", "tsconfig.json"];
const STAMP = path.join("build", "build-stamp.json");
const ENTRY = path.join("build", "server-start.mjs");
const OUTPUTS = [ENTRY, path.join("build", "server", "index.js"), path.join("build", "client")];

/** The most recent change under `entry` (a file or a folder, walked whole): [time in ms, path]. */
function newestChange(entry, newest = [0, ""]) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return newest;
  }
  if (stat.mtimeMs > newest[0]) newest = [stat.mtimeMs, entry];
  if (stat.isDirectory()) for (const child of fs.readdirSync(entry)) newest = newestChange(path.join(entry, child), newest);
  return newest;
}

/** Why build/ must be (re)built, or null when it is fresh. */
function staleness() {
  if (!fs.existsSync(STAMP)) return "no finished build yet";
  const missing = OUTPUTS.find((output) => !fs.existsSync(output));
  if (missing) return `${missing} is missing`;
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(STAMP, "utf8"));
  } catch {
    return `${STAMP} is unreadable`;
  }
  if (!Array.isArray(stamp.inputs)) return `${STAMP} is from an older build script`;
  const gone = stamp.inputs.find((input) => !fs.existsSync(input));
  if (gone) return `${gone}, a source of the server bundle, is gone`;
  const builtAt = fs.statSync(STAMP).mtimeMs;
  let newest = [0, ""];
  for (const source of [...SOURCES, ...stamp.inputs]) newest = newestChange(source, newest);
  return newest[0] > builtAt ? `${newest[1]} changed after the last build` : null;
}

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
