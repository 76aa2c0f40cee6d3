import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIp, originCheck, securityHeaders } from "#server/http/security";

let base = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(clientIp);
  app.use(securityHeaders({ https: false, dev: false, extraFormActions: [] }));
  // Outside production: the request's own host with BASE_URL's scheme passes too (127.0.0.1 here, localhost in BASE_URL).
  app.use(originCheck({ baseUrl: "http://localhost:3000", production: false }));
  // Like a download route that sets its own nosniff (Remix appends route headers).
  app.get("/download", (_req, res) => {
    res.append("X-Content-Type-Options", "nosniff");
    res.send("file");
  });
  app.all("/echo", (req, res) => res.json({ ip: req.headers["x-client-ip"], nonce: res.locals.cspNonce }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("security headers", () => {
  it("sends a nonce-only script policy, frame-ancestors none, nosniff and a strict referrer policy", async () => {
    const response = await fetch(`${base}/echo`);
    const csp = response.headers.get("content-security-policy")!;
    const { nonce } = (await response.json()) as { nonce: string };
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends nosniff once even when the route sets it too", async () => {
    const response = await fetch(`${base}/download`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("gives every response its own nonce", async () => {
    const a = (await (await fetch(`${base}/echo`)).json()) as { nonce: string };
    const b = (await (await fetch(`${base}/echo`)).json()) as { nonce: string };
    expect(a.nonce).not.toBe(b.nonce);
  });

  it("never lets the client choose its own rate-limit address", async () => {
    const body = (await (await fetch(`${base}/echo`, { headers: { "x-client-ip": "1.2.3.4" } })).json()) as { ip: string };
    expect(body.ip).not.toBe("1.2.3.4");
  });
});

describe("origin check on state-changing requests", () => {
  it("accepts same-origin posts, and requests that carry no browser headers", async () => {
    expect((await fetch(`${base}/echo`, { method: "POST", headers: { origin: base } })).status).toBe(200);
    expect((await fetch(`${base}/echo`, { method: "POST", headers: { "sec-fetch-site": "same-origin" } })).status).toBe(200);
    expect((await fetch(`${base}/echo`, { method: "POST" })).status).toBe(200);
  });

  it("refuses a cross-site form post", async () => {
    expect((await fetch(`${base}/echo`, { method: "POST", headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await fetch(`${base}/echo`, { method: "POST", headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await fetch(`${base}/echo`, { method: "GET", headers: { origin: "https://evil.example" } })).status).toBe(200);
  });

  it("refuses, with 403 and not 500, a post whose Origin is not a URL or is not the host it was sent to", async () => {
    const other = await fetch(`${base}/echo`, { method: "POST", headers: { origin: "http://localhost:3000" } });
    expect(other.status).toBe(403);
    expect(await other.text()).toContain("Cross-site request refused");
    expect((await fetch(`${base}/echo`, { method: "POST", headers: { origin: "null" } })).status).toBe(403);
    expect((await fetch(`${base}/echo`, { method: "POST", headers: { origin: "not a url" } })).status).toBe(403);
  });
});

/**
 * Issue 25 §9: the Origin must match BASE_URL's scheme, host and port, and X-Forwarded-* count only from a
 * proxy Express trusts (TRUST_PROXY). Each server here is reached at 127.0.0.1 and told that BASE_URL is
 * its own address, in production mode, as the browser suite's server is.
 */
describe("origin check against BASE_URL (issue 25 §9)", () => {
  const opened: http.Server[] = [];
  afterAll(() => opened.forEach((server) => server.close()));

  /** A production origin check on a free port, BASE_URL = `scheme://127.0.0.1:port`; echoes the forwarded headers it let through. */
  async function serve(opts: { trustProxy?: string; scheme?: "http" | "https" } = {}): Promise<string> {
    const server = http.createServer();
    opened.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const app = express();
    if (opts.trustProxy) app.set("trust proxy", opts.trustProxy);
    app.use(originCheck({ baseUrl: `${opts.scheme ?? "http"}://127.0.0.1:${port}`, production: true }));
    app.all("/echo", (req, res) => res.json({ host: req.headers["x-forwarded-host"] ?? null, proto: req.headers["x-forwarded-proto"] ?? null }));
    server.on("request", app);
    return `http://127.0.0.1:${port}`;
  }
  const post = (url: string, headers: Record<string, string>) => fetch(`${url}/echo`, { method: "POST", headers });

  it("accepts BASE_URL's own origin", async () => {
    const site = await serve();
    expect((await post(site, { origin: site })).status).toBe(200);
  });

  it("refuses an https Origin for an http site, and an http Origin for an https site", async () => {
    const site = await serve();
    expect((await post(site, { origin: site.replace("http://", "https://") })).status).toBe(403);
    const secure = await serve({ scheme: "https" });
    expect((await post(secure, { origin: secure })).status).toBe(403);
    expect((await post(secure, { origin: secure.replace("http://", "https://") })).status).toBe(200);
  });

  it("refuses another port or another host of the same machine", async () => {
    const site = await serve();
    const port = Number(new URL(site).port);
    expect((await post(site, { origin: `http://127.0.0.1:${port === 65535 ? port - 1 : port + 1}` })).status).toBe(403);
    expect((await post(site, { origin: "http://127.0.0.1" })).status).toBe(403);
    // In production the request's own Host is no excuse: localhost is not BASE_URL's host (fetch cannot set Host).
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${site}/echo`, { method: "POST", headers: { origin: `http://localhost:${port}`, host: `localhost:${port}` } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.end();
    });
    expect(status).toBe(403);
  });

  it("ignores X-Forwarded-Host and X-Forwarded-Proto without TRUST_PROXY, and removes them from the request", async () => {
    const site = await serve();
    const forged = { "x-forwarded-host": "qanun.example", "x-forwarded-proto": "https" };
    expect((await post(site, { origin: "https://qanun.example", ...forged })).status).toBe(403);
    const through = await post(site, { origin: site, ...forged });
    expect(through.status).toBe(200);
    // Remix's own action check reads X-Forwarded-Host whatever the proxy settings: it never sees the client's.
    expect(await through.json()).toEqual({ host: null, proto: null });
  });

  it("honours them with TRUST_PROXY from a trusted proxy: the origin the proxy reports, scheme included", async () => {
    const site = await serve({ trustProxy: "loopback" });
    expect((await post(site, { origin: "https://qanun.example", "x-forwarded-host": "qanun.example", "x-forwarded-proto": "https" })).status).toBe(200);
    expect((await post(site, { origin: "http://qanun.example", "x-forwarded-host": "qanun.example", "x-forwarded-proto": "https" })).status).toBe(403);
    expect((await post(site, { origin: "https://qanun.example:8443", "x-forwarded-host": "qanun.example", "x-forwarded-proto": "https" })).status).toBe(403);
    // BASE_URL's origin, but the proxy says the request went elsewhere: refused (Remix would end it with a 500).
    expect((await post(site, { origin: site, "x-forwarded-host": "evil.example" })).status).toBe(403);
    // An app server reached directly on its own address, as the two-servers browser spec does.
    expect((await post(site, { origin: site })).status).toBe(200);
    const through = await post(site, { origin: "https://qanun.example", "x-forwarded-host": "qanun.example", "x-forwarded-proto": "https" });
    expect(await through.json()).toEqual({ host: "qanun.example", proto: "https" });
  });

  it("does not honour them with TRUST_PROXY when the connection is not from a trusted proxy", async () => {
    const site = await serve({ trustProxy: "10.0.0.1" });
    expect((await post(site, { origin: "https://qanun.example", "x-forwarded-host": "qanun.example", "x-forwarded-proto": "https" })).status).toBe(403);
    expect((await post(site, { origin: site, "x-forwarded-host": "evil.example" })).status).toBe(200);
  });
});

describe("Strict-Transport-Security (issue 14 §3)", () => {
  it("is sent, for two years with subdomains, when the public address is https", async () => {
    const app = express();
    app.use(securityHeaders({ https: true, dev: false, extraFormActions: [] }));
    app.get("/", (_req, res) => res.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    } finally {
      server.close();
    }
  });
});
