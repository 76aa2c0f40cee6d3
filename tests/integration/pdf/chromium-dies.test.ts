/**
 * Issue 28: Chromium killed while it prints (out of memory, a crash) costs one more try on a browser launched afresh,
 * not the client's invoice or letter (server/pdf/chromium.ts).
 */
import { execFileSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { closePdfBrowser, htmlToPdf } from "#server/pdf/chromium";
import { missing } from "../../setup/pdf-text";

afterAll(() => closePdfBrowser());

/**
 * The live Chromium processes under this test's worker (the browser and every process it started). A killed browser
 * stays in the table as a zombie until Node reaps it, later on a loaded machine: zombies (state Z) are not counted.
 */
function chromiumProcesses(): number[] {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,stat=,comm="], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((row) => row.length >= 4 && !row[2]!.startsWith("Z"))
    .map(([pid, ppid, , comm]) => ({ pid: Number(pid), ppid: Number(ppid), comm: comm! }));
  const found: number[] = [];
  let parents = [process.pid];
  while (parents.length > 0) {
    const children = rows.filter((r) => parents.includes(r.ppid) && /chrom|headless/i.test(r.comm)).map((r) => r.pid);
    found.push(...children);
    parents = children;
  }
  return found;
}

/** A document long enough that printing it takes a while. */
const LONG = `<!doctype html><html><body>${Array.from({ length: 10000 }, (_, i) => `<p>سطر ${i} من مستند طويل, line ${i} of a long document</p>`).join("")}</body></html>`;

describe.skipIf(missing.length > 0)("Chromium dying while it prints", () => {
  it("prints the document on a new browser", async () => {
    await htmlToPdf("<p>warm up</p>");
    const before = chromiumProcesses();
    expect(before.length).toBeGreaterThan(0);
    const printing = htmlToPdf(LONG);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const pid of before) process.kill(pid, "SIGKILL");
    const pdf = await printing;
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(50_000);
    const after = chromiumProcesses();
    expect(after.length).toBeGreaterThan(0);
    expect(after.some((pid) => before.includes(pid))).toBe(false);
  });
});
