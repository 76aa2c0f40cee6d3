/**
 * Issue "Speed and resilience": what the whole HTTP front (server/http: compression, security headers,
 * the page cache; the Remix app: root.tsx, entry.server.tsx) tells shared caches about each kind of page.
 * The Remix app (tests/setup/server-build.ts: the fresh build, or compiled by Vite) is served in production mode,
 * page cache included, on a PGlite database with the sample content.
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
import { getStorage } from "#server/storage/index";
import { seedSampleContent } from "../../../scripts/seed-data";
import { userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { loadServerBuild } from "../../setup/server-build";

let db: DB;
let cleanup: () => Promise<void>;
let closeBuild: () => Promise<void>;
let build: ServerBuild;
const servers: { server: http.Server; pageCache: PageCache }[] = [];

/** The production HTTP front of server/http/start.ts (page cache first, then Express) on a free port. */
async function serve(baseUrl: string): Promise<string> {
  process.env.BASE_URL = baseUrl;
  resetEnvForTests();
  const pageCache = createPageCache({ db, ttlSeconds: 60 });
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-client-"));
  const app = await createApp({ mode: "production", build, clientDir, pageCache });
  const server = http.createServer((req, res) => {
    if (!pageCache.tryServe(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push({ server, pageCache });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface RawResponse {
  status: number;
  /** Every header line as sent, names lower-cased, repeats kept. */
  raw: [string, string][];
  header: (name: string) => string | undefined;
  body: Buffer;
}

/** A plain request (fetch would merge repeated headers and hide whether the body was compressed). */
function get(base: string, pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) raw.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
        const header = (name: string) => {
          const values = raw.filter(([n]) => n === name.toLowerCase()).map(([, v]) => v);
          return values.length ? values.join(", ") : undefined;
        };
        resolve({ status: res.statusCode ?? 0, raw, header, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
  });
}

const varyList = (response: RawResponse) =>
  (response.header("vary") ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

/** Right for a shared cache: never stored, or stored per language cookie (and per encoding when compressed). */
function expectSafeForSharedCaches(response: RawResponse, what: string) {
  const cacheControl = response.header("cache-control") ?? "";
  const vary = varyList(response);
  const personal = /\b(private|no-store)\b/.test(cacheControl);
  expect(personal || vary.includes("cookie") || vary.includes("*"), `${what}: Cache-Control "${cacheControl}", Vary "${vary}"`).toBe(true);
  expect(new Set(vary).size, `${what}: Vary repeats itself: "${vary}"`).toBe(vary.length);
  if (response.header("content-encoding")) expect(vary, `${what}: compressed without Vary: Accept-Encoding`).toContain("accept-encoding");
}

let httpBase: string;
let httpsBase: string;
let lawyerId: string;
let updateId: string;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  await seedSampleContent(db, { lawyerCount: 12 });
  lawyerId = (await db.selectFrom("lawyers").select("id").where("verified", "=", true).executeTakeFirstOrThrow()).id;
  updateId = (
    await db.selectFrom("legal_updates").select("id").where("published_at", "<=", new Date()).orderBy("published_at", "desc").executeTakeFirstOrThrow()
  ).id;
  // The app as `npm run build` compiles it: the fresh build, or compiled from the sources (tests/setup/server-build.ts).
  const loaded = await loadServerBuild();
  closeBuild = loaded.close;
  build = loaded.build;
  httpsBase = await serve("https://qanun.example");
  httpBase = await serve("http://localhost:3000");
});

afterAll(async () => {
  for (const { server, pageCache } of servers) {
    pageCache.stop();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await closeBuild?.();
  process.env.BASE_URL = "http://localhost:3000";
  resetEnvForTests();
  await cleanup();
});

const PUBLIC_PAGES = () => ["/", "/services", "/browse-law-firms", `/lawyer-profile/${lawyerId}`, `/legal-updates/${updateId}`, "/legal-updates"];

describe("anonymous public pages and shared caches", () => {
  it("are stored by shared caches only per language cookie, and per encoding when compressed", async () => {
    for (const page of PUBLIC_PAGES()) {
      for (const headers of [{}, { "accept-encoding": "gzip, br" }, { cookie: "lang=en", "accept-encoding": "gzip" }] as Record<string, string>[]) {
        // Twice: the first answer is rendered, the second may come from the page cache.
        for (const round of ["rendered", "again"]) {
          const response = await get(httpBase, page, headers);
          expect(response.status, `${page} ${round}`).toBe(200);
          expectSafeForSharedCaches(response, `${page} ${JSON.stringify(headers)} ${round}`);
        }
      }
    }
  });

  it("say which language they are in, by the cookie or the default (Arabic)", async () => {
    const arabic = await get(httpBase, "/services");
    expect(arabic.body.toString()).toContain('<html lang="ar" dir="rtl"');
    const english = await get(httpBase, "/services", { cookie: "lang=en" });
    expect(english.body.toString()).toContain('<html lang="en" dir="ltr"');
    expect(english.header("etag")).not.toBe(arabic.header("etag"));
  });

  it("are compressed for clients that accept it, with Vary: Accept-Encoding, from the page cache too", async () => {
    for (const page of ["/services", "/browse-law-firms"]) {
      await get(httpBase, page, { "accept-encoding": "gzip" });
      const kept = await get(httpBase, page, { "accept-encoding": "gzip" });
      expect(kept.header("content-encoding")).toBe("gzip");
      expect(varyList(kept)).toEqual(expect.arrayContaining(["cookie", "accept-encoding"]));
      // Uncompressed, the answer still says it varies with the encoding, so no cache hands it to the wrong client.
      const plain = await get(httpBase, page);
      expect(plain.header("content-encoding")).toBeUndefined();
      expect(varyList(plain)).toContain("accept-encoding");
    }
  });

  it("a 304 revalidation keeps Vary", async () => {
    const first = await get(httpBase, "/services");
    const again = await get(httpBase, "/services", { "if-none-match": first.header("etag")! });
    expect(again.status).toBe(304);
    expect(varyList(again)).toContain("cookie");
  });

  it("a public page that sets the language cookie (?lang=en) is private", async () => {
    const response = await get(httpBase, "/services?lang=en");
    // Once: the server's middleware and the root loader both used to set it.
    expect(response.raw.filter(([name, value]) => name === "set-cookie" && value.startsWith("lang=")).map(([, value]) => value)).toEqual([
      "lang=en; Path=/; Max-Age=31536000; SameSite=Lax",
    ]);
    expect(response.header("cache-control")).toBe("private, no-store");
  });

  it("a missing page is not stored in one language for everyone", async () => {
    const response = await get(httpBase, "/no-such-page");
    expect(response.status).toBe(404);
    expectSafeForSharedCaches(response, "404");
  });

  it("the data of a public page (client navigation) is safe for shared caches too", async () => {
    const response = await get(httpBase, "/services.data", { cookie: "lang=en" });
    expect(response.status).toBe(200);
    expectSafeForSharedCaches(response, "/services.data");
  });
});

describe("signed-in pages", () => {
  it("are private, no-store, the public pages included, and never served from the page cache", async () => {
    const client = await userWithRole(db, "individual");
    const cookie = client.headers.get("cookie")!;
    const pages = ["/", "/services", `/lawyer-profile/${lawyerId}`, "/dashboard/user", "/notifications", "/account-settings"];
    for (const page of pages) {
      for (const _round of [1, 2]) {
        const response = await get(httpBase, page, { cookie: `${cookie}; lang=en`, "accept-encoding": "gzip" });
        expect(response.status, page).toBe(200);
        expect(response.header("cache-control"), page).toBe("private, no-store");
        expect(response.header("x-page-cache"), page).toBeUndefined();
        expect(response.header("etag"), page).toBeUndefined();
      }
    }
    // A redirect that depends on who asks (the sign-in page sends the signed-in to their dashboard).
    const redirect = await get(httpBase, "/client-area", { cookie });
    expect(redirect.status).toBe(302);
    expect(redirect.header("location")).toBe("/dashboard/user");
    expect(redirect.header("cache-control")).toBe("private, no-store");
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent when BASE_URL is https, on pages and on kept pages", async () => {
    for (const round of [1, 2]) {
      const response = await get(httpsBase, "/services");
      expect(response.header("strict-transport-security"), `round ${round}`).toBe("max-age=63072000; includeSubDomains");
    }
  });

  it("is not sent when BASE_URL is http", async () => {
    for (const round of [1, 2]) {
      const response = await get(httpBase, "/services");
      expect(response.header("strict-transport-security"), `round ${round}`).toBeUndefined();
    }
  });
});

describe("/files/signed", () => {
  it("sends X-Content-Type-Options exactly once", async () => {
    const storage = getStorage();
    await storage.put({ bucket: "verification", key: "headers-test/doc.pdf", body: new TextEncoder().encode("%PDF-1.4 test"), contentType: "application/pdf" });
    for (const downloadName of [undefined, "doc.pdf"]) {
      const url = new URL(await storage.signedUrl({ bucket: "verification", key: "headers-test/doc.pdf", expiresInSeconds: 60, downloadName }));
      const response = await get(httpBase, `${url.pathname}${url.search}`);
      expect(response.status).toBe(200);
      expect(response.raw.filter(([name]) => name === "x-content-type-options")).toEqual([["x-content-type-options", "nosniff"]]);
      expect(response.raw.filter(([name]) => name === "x-frame-options")).toHaveLength(1);
      expect(response.raw.filter(([name]) => name === "content-security-policy")).toHaveLength(1);
      expect(response.header("cache-control")).toBe("private, no-store");
    }
  });
});
