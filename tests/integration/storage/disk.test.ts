import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { VERIFICATION_BUCKET, createDiskStorage, getStorage, handleSignedDiskRequest, setStorageForTests, verificationObjectKey } from "#server/storage/index";
import { resetEnvForTests } from "#server/config/env";
import { PDF_BYTES } from "../../setup/file-fixtures";
import { expectReadBackAndDeleted } from "./support";

const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-disk-storage-"));
const storage = createDiskStorage({ rootDir, baseUrl: "http://app.test/", secret: "s".repeat(32) });
const key = verificationObjectKey({ userId: "user_1", key: "passport", timestamp: 1700000000000, fileName: "عقد.pdf" });
const location = { bucket: VERIFICATION_BUCKET, key };

afterAll(() => fs.rmSync(rootDir, { recursive: true, force: true }));

function download(url: string, init?: RequestInit): Promise<Response> {
  return handleSignedDiskRequest(new Request(url, init), storage);
}

function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}

describe("disk storage", () => {
  it("stores, reads back and deletes an object", async () => {
    await storage.put({ ...location, body: PDF_BYTES, contentType: "application/pdf" });
    expect(fs.existsSync(path.join(rootDir, VERIFICATION_BUCKET, ...key.split("/")))).toBe(true);

    await expectReadBackAndDeleted(storage, location);
  });

  it("returns null for a key that is only a folder of other keys", async () => {
    await storage.put({ bucket: "misc", key: "folder/inner.txt", body: new Uint8Array([1]), contentType: "text/plain" });
    expect(await storage.get({ bucket: "misc", key: "folder" })).toBeNull();
  });

  it("rejects keys and buckets that would escape their folder", async () => {
    const body = new Uint8Array([1]);
    for (const bad of ["../escape", "a/../../escape", "/etc/passwd", "a\\..\\b", "a\0b"]) {
      await expect(storage.put({ bucket: "misc", key: bad, body, contentType: "text/plain" })).rejects.toThrow();
      await expect(storage.get({ bucket: "misc", key: bad })).rejects.toThrow();
      await expect(storage.signedUrl({ bucket: "misc", key: bad, expiresInSeconds: 60 })).rejects.toThrow();
    }
    await expect(storage.put({ bucket: "..", key: "x", body, contentType: "text/plain" })).rejects.toThrow();
    expect(fs.existsSync(path.join(path.dirname(rootDir), "escape"))).toBe(false);
  });
});

describe("signed disk links", () => {
  it("serve the bytes with download headers", async () => {
    await storage.put({ ...location, body: PDF_BYTES, contentType: "application/pdf" });
    const url = await storage.signedUrl({ ...location, expiresInSeconds: 60, downloadName: "عقد.pdf" });
    expect(url.startsWith("http://app.test/files/signed?")).toBe(true);

    const response = await download(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(PDF_BYTES))).toBe(true);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%D8%B9%D9%82%D8%AF.pdf`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("omit Content-Disposition when no download name was given", async () => {
    const response = await download(await storage.signedUrl({ ...location, expiresInSeconds: 60 }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBeNull();
  });

  it("show a named preview inline under its name, framable only by our pages (issue 29: not a tab titled 'signed')", async () => {
    const url = await storage.signedUrl({ ...location, expiresInSeconds: 60, downloadName: "عقد.pdf", inline: true });
    const response = await download(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="___.pdf"; filename*=UTF-8''%D8%B9%D9%82%D8%AF.pdf`);
    expect(response.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");
    // The flag is signed: dropping it (to force a download elsewhere) or adding it breaks the link.
    expect((await download(withParam(url, "i", ""))).status).toBe(403);
    const attachment = await storage.signedUrl({ ...location, expiresInSeconds: 60, downloadName: "a.pdf" });
    expect((await download(withParam(attachment, "i", "1"))).status).toBe(403);
  });

  it("answer HEAD without a body", async () => {
    const response = await download(await storage.signedUrl({ ...location, expiresInSeconds: 60 }), { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(PDF_BYTES.byteLength));
    expect(await response.text()).toBe("");
  });

  it("refuse a tampered signature", async () => {
    const url = await storage.signedUrl({ ...location, expiresInSeconds: 60 });
    const signature = new URL(url).searchParams.get("s")!;
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    const response = await download(withParam(url, "s", flipped));
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("Invalid link");
    expect((await download(withParam(url, "s", ""))).status).toBe(403);
  });

  it("refuse a link whose signed fields were changed", async () => {
    const url = await storage.signedUrl({ ...location, expiresInSeconds: 60, downloadName: "a.pdf" });
    const farFuture = String(Math.floor(Date.now() / 1000) + 86400 * 365);
    expect((await download(withParam(url, "e", farFuture))).status).toBe(403);
    expect((await download(withParam(url, "k", `${key}x`))).status).toBe(403);
    expect((await download(withParam(url, "b", "other"))).status).toBe(403);
    expect((await download(withParam(url, "n", "evil.html"))).status).toBe(403);
  });

  it("refuse an expired link", async () => {
    const url = await storage.signedUrl({ ...location, expiresInSeconds: 1 });
    const expiry = Number(new URL(url).searchParams.get("e")) * 1000;
    expect(storage.verifySignedLink(new URL(url).searchParams, expiry)).toEqual({ ok: false, reason: "expired" });
    expect(storage.verifySignedLink(new URL(url).searchParams, expiry - 1000).ok).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiry - Date.now()) + 50));
    const response = await download(url);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Link expired");
  });

  it("answer 404 for a valid link to a missing object", async () => {
    const url = await storage.signedUrl({ bucket: VERIFICATION_BUCKET, key: "verifications/nobody/none.pdf", expiresInSeconds: 60 });
    expect((await download(url)).status).toBe(404);
  });

  it("do not work with another secret", async () => {
    const other = createDiskStorage({ rootDir, baseUrl: "http://app.test", secret: "t".repeat(32) });
    const url = await other.signedUrl({ ...location, expiresInSeconds: 60 });
    expect((await download(url)).status).toBe(403);
  });

  it("refuse other methods", async () => {
    const url = await storage.signedUrl({ ...location, expiresInSeconds: 60 });
    expect((await download(url, { method: "POST" })).status).toBe(405);
  });

  it("reject expiries S3 would not accept either", async () => {
    await expect(storage.signedUrl({ ...location, expiresInSeconds: 0 })).rejects.toThrow();
    await expect(storage.signedUrl({ ...location, expiresInSeconds: 8 * 86400 })).rejects.toThrow();
  });
});

describe("getStorage", () => {
  it("uses disk storage under DATA_DIR/storage when S3_BUCKET is not set", async () => {
    // Vitest pre-sets BASE_URL to Vite's "/", which the `??=` in tests/setup/env.ts keeps.
    process.env.BASE_URL = "http://localhost:3000";
    delete process.env.S3_BUCKET;
    resetEnvForTests();
    setStorageForTests(undefined);
    const driver = getStorage();
    expect(driver.kind).toBe("disk");
    expect(getStorage()).toBe(driver);

    await driver.put({ bucket: "misc", key: "hello.txt", body: new TextEncoder().encode("hi"), contentType: "text/plain" });
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, "storage", "misc", "hello.txt"))).toBe(true);
    const url = await driver.signedUrl({ bucket: "misc", key: "hello.txt", expiresInSeconds: 60 });
    expect(url.startsWith("http://localhost:3000/files/signed?")).toBe(true);
    const response = await handleSignedDiskRequest(new Request(url), driver);
    expect(await response.text()).toBe("hi");
  });

  it("can be replaced in tests", () => {
    setStorageForTests(storage);
    expect(getStorage()).toBe(storage);
    setStorageForTests(undefined);
  });
});
