/**
 * Issue "Speed and resilience" §2: pages are rendered with one i18next instance per language for the life
 * of the process (app/i18n/i18next.server.ts) and the session is read once per request
 * (server/http/request-scope.ts). Neither may leak between requests: Arabic and English renders fired
 * together, anonymous and signed in, each come back whole in their own language and direction, with their
 * own translations and nothing of the other language's. The Remix app (tests/setup/server-build.ts: the fresh build, or
 * compiled by Vite) is served by the production HTTP front without the page cache, so every answer is rendered.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { createApp } from "#server/http/app";
import arDashboard from "~/locales/ar/dashboard.json";
import arPages from "~/locales/ar/pages.json";
import enDashboard from "~/locales/en/dashboard.json";
import enPages from "~/locales/en/pages.json";
import { seedSampleContent } from "../../../scripts/seed-data";
import { userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { loadServerBuild } from "../../setup/server-build";

let db: DB;
let cleanup: () => Promise<void>;
let closeBuild: () => Promise<void>;
let server: http.Server;
let base: string;
let alice: { cookie: string; name: string };
let bob: { cookie: string; name: string };

const LANGS = {
  ar: { dir: "rtl", directory: arPages.directory.heading, upcoming: arDashboard.consultations.upcoming },
  en: { dir: "ltr", directory: enPages.directory.heading, upcoming: enDashboard.consultations.upcoming },
} as const;
type Lang = keyof typeof LANGS;
const other = (lang: Lang): Lang => (lang === "ar" ? "en" : "ar");

/** React escapes text; the strings compared here are escaped the same way. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

async function page(pathname: string, cookie: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${base}${pathname}`, { headers: { cookie }, redirect: "manual" });
  return { status: response.status, body: await response.text() };
}

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  await seedSampleContent(db, { lawyerCount: 12 });
  const a = await userWithRole(db, "individual", { name: "Alice Concurrent" });
  const b = await userWithRole(db, "individual", { name: "Bob Concurrent" });
  alice = { cookie: a.headers.get("cookie")!, name: "Alice Concurrent" };
  bob = { cookie: b.headers.get("cookie")!, name: "Bob Concurrent" };
  const loaded = await loadServerBuild();
  closeBuild = loaded.close;
  const build = loaded.build;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-client-"));
  const app = await createApp({ mode: "production", build, clientDir });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await closeBuild?.();
  await cleanup();
});

function expectLanguage(body: string, lang: Lang, what: string) {
  expect(body, what).toContain(`<html lang="${lang}" dir="${LANGS[lang].dir}"`);
}

describe("Arabic and English renders at the same time", () => {
  it("each directory search comes back in its own language, with its own translations only", async () => {
    const requests = Array.from({ length: 24 }, (_, i) => {
      const lang: Lang = i % 2 ? "en" : "ar";
      // Half by the cookie, half by ?lang= with the other language's cookie: the URL wins.
      const byParam = i % 4 >= 2;
      const pathname = `/browse-law-firms?q=${i % 3 ? "law" : "محامي"}&feeMin=${i}${byParam ? `&lang=${lang}` : ""}`;
      return { lang, what: `${pathname} (${byParam ? "param" : "cookie"})`, promise: page(pathname, `lang=${byParam ? other(lang) : lang}`) };
    });
    for (const { lang, what, promise } of requests) {
      const { status, body } = await promise;
      expect(status, what).toBe(200);
      expectLanguage(body, lang, what);
      expect(body, what).toContain(html(LANGS[lang].directory));
      expect(body, what).not.toContain(html(LANGS[other(lang)].directory));
    }
  });

  it("each signed-in dashboard shows its own person, in its own language", async () => {
    const requests = Array.from({ length: 16 }, (_, i) => {
      const lang: Lang = i % 2 ? "en" : "ar";
      const who = i % 4 < 2 ? alice : bob;
      return { lang, who, promise: page("/dashboard/user", `${who.cookie}; lang=${lang}`) };
    });
    for (const [i, { lang, who, promise }] of requests.entries()) {
      const { status, body } = await promise;
      const what = `dashboard #${i} (${lang}, ${who.name})`;
      expect(status, what).toBe(200);
      expectLanguage(body, lang, what);
      expect(body, what).toContain(html(LANGS[lang].upcoming));
      expect(body, what).not.toContain(html(LANGS[other(lang)].upcoming));
      expect(body, what).toContain(who.name);
      expect(body, what).not.toContain((who === alice ? bob : alice).name);
    }
  });
});
