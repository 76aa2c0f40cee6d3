import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getEnv, resetEnvForTests } from "../../../server/config/env";
import { readFileOutbox as readOutbox, resetMailTransportForTests, transmitMail as sendMail } from "../../../server/mail/transport";
import { verificationEmail } from "../../../server/mail/templates";

/** Decodes RFC 2047 encoded words (B and Q) in an unfolded header value. */
function decodeHeaderValue(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)\s+(?==\?)/gi, "$1")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, data: string) => {
      if (encoding.toUpperCase() === "B") return Buffer.from(data, "base64").toString("utf8");
      const bytes = data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes);
    });
}

function readHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

async function listOutbox() {
  return (await fs.readdir(path.join(getEnv().DATA_DIR, "outbox"))).sort();
}

describe("mail file drop, DATA_DIR/outbox (no SMTP_URL)", () => {
  beforeAll(() => {
    // Vitest copies Vite's BASE_URL ("/") into process.env, which is not an absolute URL.
    process.env.BASE_URL = "http://localhost:3000";
    delete process.env.SMTP_URL;
    resetEnvForTests();
    resetMailTransportForTests();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("writes an .eml and a .json sidecar into DATA_DIR/outbox", async () => {
    const email = verificationEmail({ name: "Layla", url: "http://localhost:3000/verify?token=abc", locale: "ar" });
    await sendMail({ to: "layla@example.com", ...email });

    const files = await listOutbox();
    const json = files.find((f) => f.endsWith(".json"))!;
    const id = json.replace(/\.json$/, "");
    expect(files).toEqual([`${id}.eml`, `${id}.json`]);
    expect(id).toMatch(/^\d{8}T\d{9}Z-\d{4}-[0-9a-f]{8}$/);

    const sidecar = JSON.parse(await fs.readFile(path.join(getEnv().DATA_DIR, "outbox", json), "utf8"));
    expect(sidecar).toEqual({
      id,
      to: "layla@example.com",
      from: getEnv().MAIL_FROM,
      subject: email.subject,
      text: email.text,
      html: email.html,
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(sidecar.createdAt))).toBe(false);
  });

  it("writes a real MIME message with encoded headers and both parts", async () => {
    const email = verificationEmail({ name: "Omar", url: "http://localhost:3000/verify?token=xyz", locale: "en" });
    await sendMail({ to: "omar@example.com", ...email });

    const [message] = await readOutbox({ to: "omar@example.com" });
    const raw = await fs.readFile(path.join(getEnv().DATA_DIR, "outbox", `${message.id}.eml`), "utf8");
    expect(readHeader(raw, "To")).toBe("omar@example.com");
    expect(readHeader(raw, "From")).toBe(getEnv().MAIL_FROM);
    expect(readHeader(raw, "MIME-Version")).toBe("1.0");
    expect(readHeader(raw, "Message-ID")).toMatch(/^<.+@.+>$/);
    expect(decodeHeaderValue(readHeader(raw, "Subject")!)).toBe(email.subject);
    expect(readHeader(raw, "Content-Type")).toMatch(/^multipart\/alternative; boundary=/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(raw).toContain("\r\n");
  });

  it("keeps attachments in the .eml", async () => {
    await sendMail({
      to: "files@example.com",
      subject: "Attachment",
      text: "See attached.",
      html: "<p>See attached.</p>",
      attachments: [{ filename: "note.txt", content: "hello", contentType: "text/plain" }],
    });
    const [message] = await readOutbox({ to: "files@example.com" });
    const raw = await fs.readFile(path.join(getEnv().DATA_DIR, "outbox", `${message.id}.eml`), "utf8");
    expect(raw).toMatch(/Content-Disposition: attachment; filename=note\.txt/);
  });

  it("reads the outbox by recipient, case-insensitively, oldest first", async () => {
    for (const subject of ["first", "second", "third"]) {
      await sendMail({ to: "Order@Example.com", subject, text: subject, html: `<p>${subject}</p>` });
    }
    const messages = await readOutbox({ to: "order@example.com" });
    expect(messages.map((m) => m.subject)).toEqual(["first", "second", "third"]);
    expect(await readOutbox({ to: "nobody@example.com" })).toEqual([]);

    const all = await readOutbox();
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.slice(-3).map((m) => m.subject)).toEqual(["first", "second", "third"]);
  });

  it("logs the recipient and subject but never the body", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const url = "http://localhost:3000/verify?token=secret-one-time-token";
    const email = verificationEmail({ name: "Sara", url, locale: "ar" });
    await sendMail({ to: "sara@example.com", ...email });

    expect(info).toHaveBeenCalledTimes(1);
    const line = String(info.mock.calls[0][0]);
    expect(line).toContain("sara@example.com");
    expect(line).toContain(JSON.stringify(email.subject));
    expect(line).not.toContain("secret-one-time-token");
  });
});
