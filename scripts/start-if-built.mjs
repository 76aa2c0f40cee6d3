/**
 * `npm start` (issue 14 §2): builds only when build/ is missing or older than its inputs, then runs the
 * compiled server (build/server-start.mjs) in this same process: plain Node, no TypeScript loader.
 * "Older" compares the newest modification time under the build's inputs with the stamp the build writes
 * last (scripts/build-server.mjs), so an interrupted build is redone.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const INPUTS = ["app", "server", "db", "migrations", "scripts", "public", "package-lock.json", "package.json", "vite.config.ts", "tsconfig.json"];
const STAMP = path.join("build", "build-stamp.json");
const ENTRY = path.join("build", "server-start.mjs");

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

const built = fs.existsSync(STAMP) && fs.existsSync(ENTRY) && fs.existsSync(path.join("build", "server", "index.js")) ? fs.statSync(STAMP).mtimeMs : 0;
const changed = Math.max(...INPUTS.map(newestChange));
if (built < changed) {
  console.log(built ? "start: sources changed since the last build; building" : "start: no build yet; building");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log("start: the build is up to date");
}
await import(pathToFileURL(path.resolve(ENTRY)).href);
