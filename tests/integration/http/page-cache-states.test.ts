/**
 * Issue 30 §2 and §3: the page cache (server/http/page-cache.ts) in the states a returning visitor meets.
 * - Once a kept page's body has expired, a matching If-None-Match is still a 304 without rendering, as long as
 *   no content changed; after a change, the old ETag gets the new page.
 * - A conditional request that does render refills the cache.
 * - Cookies the app does not know (consent, analytics, a load balancer's) do not turn the cache off; a
 *   session, the flash toasts and the time zone are honoured.
 *
 * The production HTTP front (page cache first, then Express and Remix) on loopback, the app as
 * tests/setup/server-build.ts gives it (the fresh build, or compiled by Vite), PGlite with the sample content.
 * Renders are counted by wrapping the build's document entry (app/entry.server.tsx): a request answered without it
 * did not render.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { resetEnvForTests } from "#server/config/env";
import { createApp } from "#server/http/app";
import { createPageCache, type PageCache } from "#server/http/page-cache";
import { seedSampleContent } from "../../../scripts/seed-data";
import { userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { loadServerBuild } from "../../setup/server-build";

let db: DB;
let cleanup: () => Promise<void>;
let closeBuild: () => Promise<void>;
let build: ServerBuild;
let renders = 0;
const servers: { server: http.Server; pageCache: PageCache }[] = [];

/** The front of server/http/start.ts on a free port, with its own page cache. */
async function serve(ttlSeconds: number): Promise<{ base: string; pageCache: PageCache }> {
  const pageCache = createPageCache({ db, ttlSeconds, etagSeconds: 600 });
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-client-"));
  const app = await createApp({ mode: "production", build, clientDir, pageCache });
  const server = http.createServer((req, res) => {
    if (!pageCache.tryServe(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push({ server, pageCache });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pageCache };
}

interface Answer {
  status: number;
  header: (name: string) => string | undefined;
  body: string;
}

function get(base: string, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const header = (name: string) => {
          const value = res.headers[name.toLowerCase()];
          return Array.isArray(value) ? value.join(", ") : value;
        };
        resolve({ status: res.statusCode ?? 0, header, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 100 && !condition(); i++) await sleep(50);
  expect(condition(), what).toBe(true);
}

/** The app's pages expire from this one after a second; their ETags are remembered for ten minutes. */
let short: { base: string; pageCache: PageCache };
/** And from this one after a minute. */
let long: { base: string; pageCache: PageCache };
let updateId: string;
let serviceSlug: string;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  await seedSampleContent(db, { lawyerCount: 4 });
  updateId = (
    await db.selectFrom("legal_updates").select("id").where("published_at", "<=", new Date()).orderBy("published_at", "desc").executeTakeFirstOrThrow()
  ).id;
  serviceSlug = (await db.selectFrom("service_pages").select("slug").where("slug", "like", "/services/%").executeTakeFirstOrThrow()).slug;
  process.env.BASE_URL = "http://localhost:3000";
  resetEnvForTests();
  const loaded = await loadServerBuild();
  closeBuild = loaded.close;
  const compiled = loaded.build;
  const renderDocument = compiled.entry.module.default;
  build = {
    ...compiled,
    entry: {
      module: {
        ...compiled.entry.module,
        default: (...args: Parameters<typeof renderDocument>) => {
          renders++;
          return renderDocument(...args);
        },
      },
    },
  };
  short = await serve(1);
  long = await serve(60);
});

afterAll(async () => {
  for (const { server, pageCache } of servers) {
    pageCache.stop();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await closeBuild?.();
  await cleanup();
});

describe("a returning visitor's conditional request", () => {
  it("is a 304 without rendering after the kept body expired, while no content changed", async () => {
    const page = serviceSlug;
    const first = await get(short.base, page, { cookie: "lang=en" });
    expect(first.status).toBe(200);
    const etag = first.header("etag")!;
    expect(etag).toBeTruthy();
    await sleep(1_100);
    const before = renders;
    for (let i = 0; i < 5; i++) {
      const again = await get(short.base, page, { cookie: "lang=en", "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.header("etag")).toBe(etag);
      expect(again.header("x-page-cache")).toBe("etag");
      // No policy on a 304: the browser keeps the one stored with its copy.
      expect(again.header("content-security-policy")).toBeUndefined();
      expect(again.header("vary")).toMatch(/cookie/i);
    }
    expect(renders - before, "renders for five 304s after expiry").toBe(0);
    // The body itself had expired: a visitor without the ETag gets a fresh render.
    const plain = await get(short.base, page, { cookie: "lang=en" });
    expect(plain.status).toBe(200);
    expect(plain.header("x-page-cache")).toBeUndefined();
    expect(renders - before).toBe(1);
    // Per language: the Arabic copy's ETag is not the English one's.
    const arabic = await get(short.base, page, { "if-none-match": etag });
    expect(arabic.status).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
  });

  it("gets the new page once content changed, also after the body expired", async () => {
    const page = `/legal-updates/${updateId}`;
    const first = await get(short.base, page, { cookie: "lang=en" });
    const etag = first.header("etag")!;
    await sleep(1_100);
    expect((await get(short.base, page, { cookie: "lang=en", "if-none-match": etag })).status).toBe(304);
    // Publishing an edit in the back office: the trigger's NOTIFY empties every server's cache.
    const title = `Amended ${Date.now()}`;
    await db.updateTable("legal_updates").set({ title_en: title }).where("id", "=", updateId).execute();
    await until(() => short.pageCache.size() === 0 && long.pageCache.size() === 0, "the content NOTIFY emptied the caches");
    const before = renders;
    const changed = await get(short.base, page, { cookie: "lang=en", "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.body).toContain(title);
    expect(changed.header("etag")).not.toBe(etag);
    expect(renders - before).toBe(1);
    // And that render was kept: the next visitor with the new ETag costs nothing.
    const again = await get(short.base, page, { cookie: "lang=en", "if-none-match": changed.header("etag")! });
    expect(again.status).toBe(304);
    expect(renders - before).toBe(1);
  });

  it("that renders (nothing remembered) refills the cache", async () => {
    const page = "/legal-updates";
    const first = await get(long.base, page, { cookie: "lang=en" });
    const etag = first.header("etag")!;
    // As a server that never saw the page (restarted, another one behind the balancer) would be.
    long.pageCache.clear();
    const before = renders;
    const rendered = await get(long.base, page, { cookie: "lang=en", "if-none-match": etag });
    expect(rendered.status).toBe(304);
    expect(rendered.header("x-page-cache")).toBeUndefined();
    expect(renders - before).toBe(1);
    // Kept: the next conditional request and the next full one are answered from memory.
    const conditional = await get(long.base, page, { cookie: "lang=en", "if-none-match": etag });
    expect(conditional.status).toBe(304);
    expect(conditional.header("x-page-cache")).toBe("hit");
    const full = await get(long.base, page, { cookie: "lang=en", "accept-encoding": "gzip" });
    expect(full.status).toBe(200);
    expect(full.header("x-page-cache")).toBe("hit");
    expect(full.header("etag")).toBe(etag);
    expect(full.header("content-type")).toMatch(/^text\/html/);
    expect(full.header("vary")).toMatch(/cookie/i);
    // The page kept from a 304 carries its scripts' hashes in the policy, as one kept from a 200 does.
    expect(full.header("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(full.header("content-security-policy")).not.toContain("nonce-");
    // The whole page, as a render sends it (the kept copy is the one entry.server.tsx did not send with its 304).
    const plainCopy = await get(long.base, page, { cookie: "lang=en" });
    expect(plainCopy.header("x-page-cache")).toBe("hit");
    expect(renders - before).toBe(1);
    const fresh = await get(long.base, page, { cookie: "lang=en; flash=" });
    expect(fresh.header("x-page-cache")).toBeUndefined();
    const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
    expect(withoutNonce(plainCopy.body)).toBe(withoutNonce(fresh.body));
  });
});

describe("cookies", () => {
  it("a cookie the app does not know does not turn the cache off", async () => {
    const page = "/services";
    await get(long.base, page, { cookie: "lang=en" });
    const before = renders;
    for (const cookie of [
      "lang=en; _ga=GA1.1.123456.789; cookie_consent=all",
      "AWSALB=abc123; lang=en",
      "lang=en; session=not-ours; __cf_bm=xyz",
    ]) {
      const answer = await get(long.base, page, { cookie });
      expect(answer.status, cookie).toBe(200);
      expect(answer.header("x-page-cache"), cookie).toBe("hit");
      expect(answer.body).toContain('<html lang="en" dir="ltr"');
    }
    expect(renders - before).toBe(0);
    const etag = (await get(long.base, page, { cookie: "lang=en" })).header("etag")!;
    expect((await get(long.base, page, { cookie: "lang=en; _ga=GA1.1.1", "if-none-match": etag })).status).toBe(304);
  });

  it("a session, the flash toasts and the assistant's history still bypass it", async () => {
    const page = "/services";
    await get(long.base, page, { cookie: "lang=en" });
    const client = await userWithRole(db, "individual");
    const session = client.headers.get("cookie")!;
    const before = renders;
    for (const cookie of [
      `${session}; lang=en`,
      "lang=en; __Secure-better-auth.session_token=forged.value",
      "lang=en; better-auth.session_data=forged",
      "lang=en; flash=eyJ0b2FzdHMiOltdfQ%3D%3D.sig",
      "lang=en; chat_history=x",
      "lang=en; consultation_draft=x",
    ]) {
      const answer = await get(long.base, page, { cookie, "if-none-match": "*" });
      expect(answer.header("x-page-cache"), cookie).toBeUndefined();
    }
    expect(renders - before).toBe(6);
    const signedIn = await get(long.base, page, { cookie: `${session}; lang=en` });
    expect(signedIn.header("cache-control")).toBe("private, no-store");
    expect(signedIn.header("x-page-cache")).toBeUndefined();
  });

  it("the time zone is part of the key, and the language is read as the app reads it", async () => {
    const page = "/legal-updates";
    await get(long.base, page, { cookie: "lang=en" });
    const before = renders;
    const tokyo = await get(long.base, page, { cookie: "lang=en; tz=Asia%2FTokyo" });
    expect(tokyo.header("x-page-cache")).toBeUndefined();
    expect((await get(long.base, page, { cookie: "lang=en; tz=Asia%2FTokyo; _ga=1" })).header("x-page-cache")).toBe("hit");
    expect(renders - before).toBe(1);
    // A language cookie the old key's pattern did not read ("en" followed by more): the app renders English,
    // which must never be kept as the default (Arabic) page.
    const odd = await get(long.base, "/careers", { cookie: "lang=en=1" });
    expect(odd.body).toContain('<html lang="en" dir="ltr"');
    const plain = await get(long.base, "/careers");
    expect(plain.body).toContain('<html lang="ar" dir="rtl"');
  });
});
