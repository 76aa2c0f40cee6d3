/**
 * Whether build/ is fresh (issue 14 §2): what `npm start` (./start-if-built.mjs) checks before it rebuilds, and what the
 * HTTP tests check before they load the compiled server instead of compiling the app with Vite (tests/setup/server-build.ts).
 *
 * Stale: a source changed after the stamp that `npm run build` writes last (build/build-stamp.json; the
 * `prebuild` script deletes it, so an interrupted build is redone). The sources are the Remix app's (app/,
 * public/, and server/ and db/ that its loaders import), the migrations, the build's configuration and
 * lockfile, and every file the server bundle was made from (the stamp lists them: scripts/start.ts and the
 * seeds it imports). A new or deleted file changes its folder's modification time, which counts too.
 * Paths are relative to the working directory: the repository's root, where npm runs scripts and vitest runs tests.
 */
import fs from "node:fs";
import path from "node:path";

const SOURCES = ["app", "public", "server", "db", "migrations", "package.json", "package-lock.json", "vite.config.ts", "tsconfig.json"];
const STAMP = path.join("build", "build-stamp.json");
export const ENTRY = path.join("build", "server-start.mjs");
/** The Remix server build inside build/ (what tests/setup/server-build.ts loads). */
export const SERVER_BUILD = path.join("build", "server", "index.js");
const OUTPUTS = [ENTRY, SERVER_BUILD, path.join("build", "client")];

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
export function staleness() {
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
