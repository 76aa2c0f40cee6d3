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
  app.use(originCheck());
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
  it("accepts same-origin and configured origins, and requests that carry no browser headers", async () => {
    expect((await fetch(`${base}/echo`, { method: "POST", headers: { origin: base } })).status).toBe(200);
    // Behind a proxy: the public host arrives as X-Forwarded-Host.
    expect((await fetch(`${base}/echo`, { method: "POST", headers: { origin: "https://qanun.example", "x-forwarded-host": "qanun.example" } })).status).toBe(200);
    expect((await fetch(`${base}/echo`, { method: "POST" })).status).toBe(200);
  });

  it("refuses a cross-site form post", async () => {
    expect((await fetch(`${base}/echo`, { method: "POST", headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await fetch(`${base}/echo`, { method: "POST", headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await fetch(`${base}/echo`, { method: "GET", headers: { origin: "https://evil.example" } })).status).toBe(200);
  });

  it("refuses, with 403 and not 500, a post whose Host is not its Origin's host", async () => {
    const hostMismatch = await fetch(`${base}/echo`, { method: "POST", headers: { origin: base, "x-forwarded-host": "evil.example" } });
    expect(hostMismatch.status).toBe(403);
    expect(await hostMismatch.text()).toContain("Cross-site request refused");
    expect((await fetch(`${base}/echo`, { method: "POST", headers: { origin: "null" } })).status).toBe(403);
    expect((await fetch(`${base}/echo`, { method: "POST", headers: { origin: "not a url" } })).status).toBe(403);
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
