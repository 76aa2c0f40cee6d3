import { createHash, createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERIFICATION_BUCKET, buildAttachmentDisposition, createS3Storage, verificationObjectKey, type S3StorageOptions, type StorageDriver } from "#server/storage/index";
import { PDF_BYTES, PNG_BYTES } from "../../setup/file-fixtures";
import { expectReadBackAndDeleted } from "./support";

const S3_BUCKET = "qanun-test";
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const key = verificationObjectKey({ userId: "user_1", key: "passport", timestamp: 1700000000000, fileName: "عقد.pdf" });
const location = { bucket: VERIFICATION_BUCKET, key };

let directory: string;
let server: S3rver;
let options: S3StorageOptions;
let storage: StorageDriver;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-s3rver-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await server.run();
  options = { endpoint: `http://127.0.0.1:${port}`, bucket: S3_BUCKET, region: "us-east-1", forcePathStyle: true, ...CREDENTIALS };
  storage = createS3Storage(options);
});

afterAll(async () => {
  await server?.close();
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
});

describe("S3 storage over s3rver", () => {
  it("stores, reads back and deletes an object", async () => {
    await storage.put({ ...location, body: PDF_BYTES, contentType: "application/pdf" });

    await expectReadBackAndDeleted(storage, location);
  });

  it("keeps logical buckets as key prefixes inside the one S3 bucket", async () => {
    await storage.put({ ...location, body: PNG_BYTES, contentType: "image/png" });
    const client = new S3Client({ endpoint: options.endpoint, region: options.region, forcePathStyle: true, credentials: CREDENTIALS });
    const head = await client.send(new HeadObjectCommand({ Bucket: S3_BUCKET, Key: `${VERIFICATION_BUCKET}/${key}` }));
    expect(head.ContentLength).toBe(PNG_BYTES.byteLength);
    client.destroy();
  });

  it("returns null for a missing object", async () => {
    expect(await storage.get({ bucket: VERIFICATION_BUCKET, key: "verifications/nobody/none.pdf" })).toBeNull();
  });

  it("rejects keys that would escape their prefix before any request", async () => {
    for (const bad of ["../escape", "/etc/passwd", "a\\b", "a\0b"]) {
      await expect(storage.put({ bucket: "misc", key: bad, body: PDF_BYTES, contentType: "application/pdf" })).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.signedUrl({ bucket: "misc", key: bad, expiresInSeconds: 60 })).rejects.toThrow();
    }
  });
});

describe("S3 presigned URLs", () => {
  beforeAll(async () => {
    await storage.put({ ...location, body: PDF_BYTES, contentType: "application/pdf" });
  });

  it("download the bytes over HTTP with the attachment name", async () => {
    const url = await storage.signedUrl({ ...location, expiresInSeconds: 60, downloadName: "عقد.pdf" });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(PDF_BYTES))).toBe(true);
    expect(response.headers.get("content-disposition")).toBe(buildAttachmentDisposition("عقد.pdf"));
  });

  it("show a named preview inline under its name", async () => {
    const response = await fetch(await storage.signedUrl({ ...location, expiresInSeconds: 60, downloadName: "عقد.pdf", inline: true }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(buildAttachmentDisposition("عقد.pdf", "inline"));
  });

  it("are signed with the configured secret over host, path and query (SigV4)", async () => {
    const url = await storage.signedUrl({ ...location, expiresInSeconds: 60, downloadName: "a.pdf" });
    expect(isValidPresignedGet(url, CREDENTIALS.secretAccessKey)).toBe(true);
    expect(isValidPresignedGet(url, "another-secret")).toBe(false);
  });

  it("stop verifying once the signature or a signed field is changed", async () => {
    const url = await storage.signedUrl({ ...location, expiresInSeconds: 60, downloadName: "a.pdf" });
    const signature = new URL(url).searchParams.get("X-Amz-Signature")!;
    const flipped = (signature[0] === "0" ? "1" : "0") + signature.slice(1);
    expect(isValidPresignedGet(withParam(url, "X-Amz-Signature", flipped), CREDENTIALS.secretAccessKey)).toBe(false);
    expect(isValidPresignedGet(withParam(url, "X-Amz-Expires", "604800"), CREDENTIALS.secretAccessKey)).toBe(false);
    expect(isValidPresignedGet(withParam(url, "response-content-disposition", "inline"), CREDENTIALS.secretAccessKey)).toBe(false);
  });

  it("are refused by the server with unknown credentials", async () => {
    const url = await storage.signedUrl({ ...location, expiresInSeconds: 60 });
    const credential = new URL(url).searchParams.get("X-Amz-Credential")!;
    const forged = withParam(url, "X-Amz-Credential", credential.replace(/^S3RVER\//, "INTRUDER/"));
    expect((await fetch(forged)).status).toBe(403);
  });

  it("are refused by the server once expired", async () => {
    const url = await storage.signedUrl({ ...location, expiresInSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("expired");
  });
});

function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}

/**
 * s3rver accepts any well-formed SigV4 signature from a known access key (it does not recompute
 * them), so the signature itself is checked here, independently of the SDK, the way S3 does.
 */
function isValidPresignedGet(url: string, secretAccessKey: string): boolean {
  const parsed = new URL(url);
  const query = parsed.searchParams;
  if (query.get("X-Amz-SignedHeaders") !== "host") return false;
  const [, date, region, service] = (query.get("X-Amz-Credential") ?? "").split("/");
  const canonicalRequest = [
    "GET",
    parsed.pathname,
    canonicalQueryString(query),
    `host:${parsed.host}`,
    "",
    "host",
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", query.get("X-Amz-Date"), scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = [date, region, service, "aws4_request"].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${secretAccessKey}`,
  );
  return hmac(signingKey, stringToSign).toString("hex") === query.get("X-Amz-Signature");
}

function canonicalQueryString(query: URLSearchParams): string {
  return [...query.entries()]
    .filter(([name]) => name !== "X-Amz-Signature")
    .map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`)
    .sort()
    .join("&");
}

function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function hmac(key: Buffer | string, text: string): Buffer {
  return createHmac("sha256", key).update(text).digest();
}
