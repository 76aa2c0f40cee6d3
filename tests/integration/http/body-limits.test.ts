/**
 * Issue 25 §4: one anonymous multipart POST (30 files of 9 MB) raised the server's memory by 265 MB for good.
 * Request bodies are capped as they stream in (server/http/body-limits.ts): part count, file parts, a text
 * field's size and total bytes; a Content-Length over the cap is refused before a byte is read. The answer
 * is 413 in the visitor's language, and nothing of the form is kept.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Small uploads keep the bodies of this file small: the caps follow MAX_UPLOAD_BYTES.
vi.hoisted(() => {
  process.env.MAX_UPLOAD_BYTES = String(1024 * 1024);
});

import { createReadableStreamFromReadable, type ServerBuild } from "@remix-run/node";
import express from "express";
import type { DB } from "#db/index";
import { getEnv, resetEnvForTests } from "#server/config/env";
import { MAX_FILES_PER_UPLOAD as CASE_FILES } from "#server/cases/constants";
import { MAX_FILES_PER_UPLOAD as CONSULTATION_FILES } from "#server/consultations/constants";
import { DOCUMENT_KEYS, DOCUMENT_KEYS_BY_ROLE } from "#server/documents/verification-documents";
import { bodyLimits, closeConnectionOn413, MAX_FILE_PARTS, withBodyLimits } from "#server/http/body-limits";
import { parseMultipartForm, TOO_LARGE_TYPE } from "~/utils/multipart.server";
import { createTestDatabase } from "../../setup/db";
import { PDF_BYTES } from "../../setup/file-fixtures";
import { runRoute } from "../../setup/routes";

let db: DB;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  resetEnvForTests();
  ({ db, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());

const MiB = 1024 * 1024;
const PASSWORD = "a long enough passphrase 7";
const BOUNDARY = "----qanunBodyLimits7MA4YWxkTrZu0gW";
const encoder = new TextEncoder();

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Uint8Array };

function partHead(part: Part): Uint8Array {
  return encoder.encode(
    "filename" in part
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/pdf\r\n\r\n`
      : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`,
  );
}

/** The chunks of a multipart body, produced only as they are pulled. */
function* multipartChunks(parts: Iterable<Part>, opts = { close: true }): Generator<Uint8Array> {
  for (const part of parts) {
    yield partHead(part);
    yield "filename" in part ? part.bytes : encoder.encode(part.value);
    yield encoder.encode("\r\n");
  }
  if (opts.close) yield encoder.encode(`--${BOUNDARY}--\r\n`);
}

/** A body that counts how many bytes the server pulled from it. */
function countingBody(chunks: Iterable<Uint8Array>) {
  const it = chunks[Symbol.iterator]();
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = it.next();
        if (next.done) return controller.close();
        pulled += next.value.byteLength;
        controller.enqueue(next.value);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

function post(url: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string>): Request {
  return new Request(url, {
    method: "POST",
    body,
    headers: { origin: "http://localhost:3000", "x-client-ip": "10.25.4.1", ...headers },
    duplex: "half",
  } as RequestInit);
}

const multipartType = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };

function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(PDF_BYTES);
  return bytes;
}

function signUpFields(email: string): Part[] {
  return [
    { name: "fullName", value: "Body Limits Company" },
    { name: "email", value: email },
    { name: "password", value: PASSWORD },
    { name: "userType", value: "company" },
  ];
}

async function userExists(email: string) {
  return Boolean(await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst());
}

function storedFiles(): string[] {
  const root = path.join(getEnv().DATA_DIR, "storage");
  if (!fs.existsSync(root)) return [];
  // Each object's content type is kept beside it under .meta/ (server/storage/disk.ts).
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => !f.startsWith(".meta") && fs.statSync(path.join(root, f)).isFile());
}

async function signUp(request: Request) {
  const { action } = await import("~/routes/signup/route");
  return runRoute(() => action({ request, params: {}, context: {} }));
}

describe("the caps", () => {
  it("fit every legitimate form: a file per verification document key, a case's or a consultation's upload", () => {
    expect(MAX_FILE_PARTS).toBeGreaterThanOrEqual(DOCUMENT_KEYS.length);
    expect(MAX_FILE_PARTS).toBeGreaterThanOrEqual(CASE_FILES);
    expect(MAX_FILE_PARTS).toBeGreaterThanOrEqual(CONSULTATION_FILES);
    const limits = bodyLimits();
    expect(limits.multipartBytes).toBeGreaterThan(MAX_FILE_PARTS * getEnv().MAX_UPLOAD_BYTES);
    expect(getEnv().MAX_UPLOAD_BYTES).toBe(MiB);
  });
});

describe("multipart sign-up (the issue's request)", () => {
  it("still takes a company's sign-up with every document at the upload cap", async () => {
    const email = "legit.company@example.qa";
    const documents = DOCUMENT_KEYS_BY_ROLE.company.map((key) => ({ name: `document_${key}`, filename: `${key}.pdf`, bytes: pdfOf(getEnv().MAX_UPLOAD_BYTES) }));
    // The browser's form also posts the lawyer's inputs, empty; with these, every file part the caps allow.
    const empty = ["bar_license", "qatar_id", "passport"].map((key) => ({ name: `document_${key}`, filename: "", bytes: new Uint8Array() }));
    expect(documents.length + empty.length).toBe(MAX_FILE_PARTS);
    const before = storedFiles().length;
    const result = await signUp(post("http://localhost:3000/signup", countingBody(multipartChunks([...signUpFields(email), ...empty, ...documents])).stream, multipartType));
    expect(result.status).toBe(302);
    expect(await userExists(email)).toBe(true);
    expect(storedFiles().length - before).toBe(documents.length);
  });

  it("refuses 30 file parts with 413 once the cap on file parts is crossed, keeping nothing", async () => {
    const email = "thirty.parts@example.qa";
    const before = storedFiles();
    const file = pdfOf(64 * 1024);
    const parts = [...signUpFields(email), ...Array.from({ length: 30 }, (_, i) => ({ name: `document_other`, filename: `f${i}.pdf`, bytes: file }))];
    const body = countingBody(multipartChunks(parts));
    const result = await signUp(post("http://localhost:3000/signup", body.stream, multipartType));
    expect(result.status).toBe(413);
    // Stopped at the eighth file, not after the thirtieth.
    expect(body.pulled()).toBeLessThan((MAX_FILE_PARTS + 2) * file.byteLength);
    expect(await userExists(email)).toBe(false);
    expect(storedFiles()).toEqual(before);
  });

  it("refuses more parts than the cap (text fields) with 413", async () => {
    const parts = [...signUpFields("many.fields@example.qa"), ...Array.from({ length: bodyLimits().parts }, (_, i) => ({ name: `f${i}`, value: "x" }))];
    const result = await signUp(post("http://localhost:3000/signup", countingBody(multipartChunks(parts)).stream, multipartType));
    expect(result.status).toBe(413);
  });

  it("refuses a text field over its cap with 413", async () => {
    const parts = [...signUpFields("long.field@example.qa"), { name: "redirectTo", value: "a".repeat(bodyLimits().textFieldBytes + 1) }];
    const result = await signUp(post("http://localhost:3000/signup", countingBody(multipartChunks(parts)).stream, multipartType));
    expect(result.status).toBe(413);
  });

  it("stops reading a body over the total cap as soon as it crosses it, without reading the rest", async () => {
    const email = "endless.file@example.qa";
    const before = storedFiles();
    // One file part that goes on for 200 MiB (each file is cut at MAX_UPLOAD_BYTES; the whole body at the total cap).
    function* endless(): Generator<Uint8Array> {
      yield* multipartChunks(signUpFields(email), { close: false });
      yield partHead({ name: "document_other", filename: "big.pdf", bytes: new Uint8Array() });
      const chunk = new Uint8Array(MiB).fill(0x41);
      for (let i = 0; i < 200; i++) yield chunk;
    }
    const body = countingBody(endless());
    const result = await signUp(post("http://localhost:3000/signup", body.stream, multipartType));
    expect(result.status).toBe(413);
    const cap = bodyLimits().multipartBytes;
    expect(body.pulled()).toBeGreaterThan(cap);
    expect(body.pulled()).toBeLessThanOrEqual(cap + MiB + 4096);
    expect(await userExists(email)).toBe(false);
    expect(storedFiles()).toEqual(before);
  });

  it("refuses a Content-Length over the cap before reading a byte, in the visitor's language", async () => {
    for (const [lang, words] of [
      ["ar", "كبير جدًا"],
      ["en", "too large"],
    ] as const) {
      const body = countingBody(multipartChunks(signUpFields(`declared.${lang}@example.qa`)));
      const request = post("http://localhost:3000/signup", body.stream, { ...multipartType, "content-length": String(30 * 9 * MiB), cookie: `lang=${lang}` });
      const result = await signUp(request);
      expect(result.status).toBe(413);
      expect(body.pulled()).toBe(0);
      expect(result.kind === "response" && (await result.response.text())).toContain(words);
    }
    // Arabic without a cookie.
    const result = await signUp(post("http://localhost:3000/signup", "x", { ...multipartType, "content-length": String(bodyLimits().multipartBytes + 1) }));
    expect(result.kind === "response" && (await result.response.text())).toContain("كبير جدًا");
  });
});

describe("parseMultipartForm", () => {
  it("gives back each file's bytes, marks one over MAX_UPLOAD_BYTES as too large and drops empty inputs", async () => {
    const small = pdfOf(300 * 1024);
    const big = pdfOf(getEnv().MAX_UPLOAD_BYTES + 1);
    const parts: Part[] = [
      { name: "note", value: "نص عربي" },
      { name: "documents", filename: "a.pdf", bytes: small },
      { name: "documents", filename: "big.pdf", bytes: big },
      { name: "documents", filename: "", bytes: new Uint8Array() },
    ];
    const form = await parseMultipartForm(post("http://localhost:3000/x", countingBody(multipartChunks(parts)).stream, multipartType), { maxFileBytes: getEnv().MAX_UPLOAD_BYTES });
    expect(form.get("note")).toBe("نص عربي");
    const files = form.getAll("documents") as File[];
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ["a.pdf", "application/pdf"],
      ["big.pdf", TOO_LARGE_TYPE],
    ]);
    expect(files[0]!.size).toBe(small.byteLength);
    expect(Buffer.from(await files[0]!.arrayBuffer()).equals(Buffer.from(small))).toBe(true);
    expect(files[1]!.size).toBe(0);
  });
});

describe("bodies without files", () => {
  const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

  it("refuses an urlencoded form over the cap (requireForm) without reading it all", async () => {
    const { action } = await import("~/routes/contact/route");
    // 500 MiB offered, 1 MiB at a time.
    function* huge(): Generator<Uint8Array> {
      yield encoder.encode("fullName=x&message=");
      const chunk = new Uint8Array(MiB).fill(0x61);
      for (let i = 0; i < 500; i++) yield chunk;
    }
    const body = countingBody(huge());
    const result = await runRoute(() => action({ request: post("http://localhost:3000/contact", body.stream, urlencoded), params: {}, context: {} }));
    expect(result.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(bodyLimits().textBodyBytes + 2 * MiB);
    const declared = await runRoute(() =>
      action({ request: post("http://localhost:3000/contact", "a=b", { ...urlencoded, "content-length": String(500 * MiB) }), params: {}, context: {} }),
    );
    expect(declared.status).toBe(413);
  });

  it("refuses an urlencoded form with more fields than the cap", async () => {
    const { action } = await import("~/routes/contact/route");
    const body = Array.from({ length: bodyLimits().parts + 1 }, (_, i) => `f${i}=x`).join("&");
    const result = await runRoute(() => action({ request: post("http://localhost:3000/contact", body, urlencoded), params: {}, context: {} }));
    expect(result.status).toBe(413);
  });

  /** One route module's action, in a build passed through the caps as server/http/app.ts does. */
  function capped(action: (args: { request: Request; params: object; context: object }) => unknown) {
    const build = { routes: { r: { id: "r", path: "r", module: { action } } } } as unknown as ServerBuild;
    return withBodyLimits(build).routes.r!.module.action as unknown as (args: { request: Request; params: object; context: object }) => Promise<unknown>;
  }

  it("caps every action's body, whoever reads it: request.formData(), tRPC's JSON, request.json()", async () => {
    const plain = capped(async ({ request }) => ({ fields: [...(await request.formData()).keys()].length }));
    expect(await plain({ request: post("http://localhost:3000/r", "a=1&b=2", urlencoded), params: {}, context: {} })).toEqual({ fields: 2 });
    const overForm = await runRoute(() => plain({ request: post("http://localhost:3000/r", countingBody(["a=".padEnd(5 * MiB, "b")].map((s) => encoder.encode(s))).stream, urlencoded), params: {}, context: {} }));
    expect(overForm.status).toBe(413);

    const json = { "content-type": "application/json" };
    const bigJson = () => countingBody([encoder.encode(JSON.stringify({ json: { email: "x@example.qa", message: "m".repeat(5 * MiB) } }))]).stream;
    const { action: trpc } = await import("~/routes/api/trpc/$/route");
    const overTrpc = await runRoute(() => capped(trpc as never)({ request: post("http://localhost:3000/api/trpc/contact.send", bigJson(), json), params: {}, context: {} }));
    expect(overTrpc.status).toBe(413);

    // better-auth's handler (app/routes/api/auth/$/route.ts) reads its JSON or form with request.json()/formData() the same way.
    const jsonReader = capped(async ({ request }) => ({ keys: Object.keys((await request.json()) as object) }));
    expect(await jsonReader({ request: post("http://localhost:3000/r", JSON.stringify({ a: 1 }), json), params: {}, context: {} })).toEqual({ keys: ["a"] });
    const overJson = await runRoute(() => jsonReader({ request: post("http://localhost:3000/r", bigJson(), json), params: {}, context: {} }));
    expect(overJson.status).toBe(413);
    // An action that swallows the reading error and answers on its own still answers 413.
    const swallowing = capped(async ({ request }) => ((await request.text().catch(() => null)) === null ? new Response("bad", { status: 400 }) : "ok"));
    expect((await runRoute(() => swallowing({ request: post("http://localhost:3000/r", bigJson(), json), params: {}, context: {} }))).status).toBe(413);
  });
});

describe("over HTTP", () => {
  let server: http.Server;
  let port = 0;
  let bytesRead = 0;

  beforeAll(async () => {
    const { action } = await import("~/routes/signup/route");
    const build = { routes: { signup: { id: "signup", path: "signup", module: { action } } } } as unknown as ServerBuild;
    const capped = withBodyLimits(build).routes.signup!.module.action as unknown as (args: object) => Promise<unknown>;
    const app = express();
    app.use(closeConnectionOn413);
    // What @remix-run/express does with a request (its createRemixRequest), around the capped action.
    app.post("/signup", async (req, res) => {
      res.once("finish", () => (bytesRead = req.socket.bytesRead));
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const request = new Request(`http://127.0.0.1:${port}${req.url}`, { method: "POST", headers, body: createReadableStreamFromReadable(req), duplex: "half" } as RequestInit);
      const result = await runRoute(() => capped({ request, params: {}, context: {} }));
      const response = result.kind === "response" ? result.response : new Response(JSON.stringify(result.data), { status: result.status });
      res.status(response.status);
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  /** Sends a chunked body of `total` bytes as fast as the socket takes it; resolves with the status, if one came. */
  function send(total: number): Promise<{ status: number | null; text: string; connection: string | undefined }> {
    return new Promise((resolve) => {
      const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/signup", headers: { ...multipartType, cookie: "lang=en", origin: `http://127.0.0.1:${port}` } });
      let settled = false;
      const settle = (value: { status: number | null; text: string; connection: string | undefined }) => {
        if (!settled) {
          settled = true;
          resolve(value);
        }
      };
      req.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => settle({ status: res.statusCode ?? null, text, connection: res.headers.connection }));
        res.on("error", () => settle({ status: res.statusCode ?? null, text, connection: res.headers.connection }));
      });
      req.on("error", () => setTimeout(() => settle({ status: null, text: "", connection: undefined }), 200));
      req.write(partHead({ name: "document_other", filename: "big.pdf", bytes: new Uint8Array() }));
      const chunk = Buffer.alloc(MiB, 0x41);
      let sent = 0;
      const pump = () => {
        while (sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end(`\r\n--${BOUNDARY}--\r\n`);
      };
      pump();
    });
  }

  it("answers 413 to a chunked body over the cap, closes the connection and leaves the rest unread", async () => {
    const offered = 300 * MiB;
    const result = await send(offered);
    expect(result.status).toBe(413);
    expect(result.connection).toBe("close");
    expect(result.text).toContain("too large");
    // The server read the cap and what the socket buffered, not the 300 MiB offered.
    expect(bytesRead).toBeLessThan(bodyLimits().multipartBytes + 16 * MiB);
  });
});
