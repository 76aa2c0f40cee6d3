/**
 * WEB_CONCURRENCY=2 (issue "Speed and resilience" §2: use the machine's cores): the production server
 * as a primary and two server processes on one port, on PostgreSQL. Both processes answer, a signed-in
 * session works whichever one takes the connection, a server process that dies is replaced while the
 * other goes on answering, and SIGTERM closes them all. Skips itself without PostgreSQL on 127.0.0.1:5432.
 */
import http from "node:http";
import { expect, test } from "@playwright/test";
import { childPids, cpuMs } from "../../../scripts/process-stats";
import { postgresAvailable, signInAt, startOwnServer, type OwnServer } from "../support/own-server";

let server: OwnServer | null = null;

test.describe.configure({ mode: "serial" });
// A busy 2-core machine: sign-in, 32 full pages and a process start take a while.
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.skip(!(await postgresAvailable()), "PostgreSQL is not running on 127.0.0.1:5432");
  test.setTimeout(180_000);
  server = await startOwnServer({ label: "cluster", env: { WEB_CONCURRENCY: "2", REMINDER_INTERVAL_MS: "0" } });
});

test.afterAll(async () => {
  await server?.stop();
  server = null;
});

/** A GET on a connection of its own (no keep-alive), so that the kernel may hand it to either process. */
function getOnNewConnection(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { ...headers, connection: "close" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

const serverProcesses = () => childPids(server!.pid()!);

test("two server processes share the port and both answer, signed in or not", async () => {
  await expect.poll(serverProcesses).toHaveLength(2);
  const processes = serverProcesses();
  const before = processes.map(cpuMs);
  const cookie = await signInAt(server!.base, { email: server!.demo.email, password: server!.demo.password });
  for (let i = 0; i < 16; i++) {
    const lang = i % 2 ? "en" : "ar";
    const page = await getOnNewConnection(`${server!.base}/dashboard/user`, { cookie: `${cookie}; lang=${lang}` });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<html lang="${lang}"`);
    expect(page.body).toContain('id="upcoming-heading"');
    const search = await getOnNewConnection(`${server!.base}/browse-law-firms?q=family${i}&lang=${lang}`, { cookie: `lang=${lang}` });
    expect(search.status).toBe(200);
  }
  // Each process rendered some of the 32 pages (a page costs milliseconds of CPU; an idle process almost none).
  const used = processes.map((pid, i) => cpuMs(pid) - before[i]!);
  for (const ms of used) expect(ms).toBeGreaterThan(30);
});

test("a server process that dies is replaced, and the other answers meanwhile", async () => {
  const [victim, survivor] = serverProcesses();
  process.kill(victim!, "SIGKILL");
  // A connection the primary hands over in the instant before it learns of the death is reset (as with any
  // server killed mid-request); once it has reaped the process, every new one goes to a live process.
  await expect.poll(() => serverProcesses().includes(victim!)).toBe(false);
  for (let i = 0; i < 6; i++) expect((await getOnNewConnection(`${server!.base}/services`)).status).toBe(200);
  await expect.poll(serverProcesses, { timeout: 30_000 }).toHaveLength(2);
  const now = serverProcesses();
  expect(now).toContain(survivor);
  expect(now).not.toContain(victim);
  await expect.poll(async () => (await getOnNewConnection(`${server!.base}/healthz`)).status).toBe(200);
});

test("SIGTERM closes every server process and the primary exits cleanly", async () => {
  const processes = serverProcesses();
  const primary = server!.pid()!;
  process.kill(primary, "SIGTERM");
  await expect.poll(() => server!.exitCode(), { timeout: 20_000 }).toBe(0);
  for (const pid of processes) expect(() => process.kill(pid, 0)).toThrow();
});
