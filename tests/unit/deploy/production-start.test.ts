/**
 * The V8 heap settings the server runs with (README, "Memory and load") are written where each way of
 * starting it in production is: package.json's start and serve scripts, the Dockerfile, and the helper the
 * benchmarks and drills start it with. They must stay the same, or a benchmark measures a server nobody runs.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { PRODUCTION_NODE_FLAGS } from "../../../scripts/drill/app-server";

describe("production start flags", () => {
  const flags = PRODUCTION_NODE_FLAGS.join(" ");

  it("bound the old generation and keep the young one", () => {
    expect(PRODUCTION_NODE_FLAGS.some((flag) => flag.startsWith("--max-old-space-size="))).toBe(true);
    expect(PRODUCTION_NODE_FLAGS.some((flag) => flag.startsWith("--max-semi-space-size="))).toBe(true);
  });

  it("are the ones npm start and npm run serve use", () => {
    const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(`exec node ${flags} scripts/start-if-built.mjs`);
    expect(scripts.serve).toBe(`exec node ${flags} build/server-start.mjs`);
  });

  it("are the ones the Docker image runs with", () => {
    const cmd = fs.readFileSync("Dockerfile", "utf8").split("\n").find((line) => line.startsWith("CMD "));
    expect(cmd).toBe(`CMD ${JSON.stringify(["node", ...PRODUCTION_NODE_FLAGS, "build/server-start.mjs"]).replaceAll(",", ", ")}`);
  });
});
