import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnv, resetEnvForTests } from "../../../server/config/env";
import { readFileOutbox as readOutbox, resetMailTransportForTests, transmitMail as sendMail } from "../../../server/mail/transport";
import { verificationEmail } from "../../../server/mail/templates";

type ReceivedMail = { from: string; to: string[]; raw: string };

const received: ReceivedMail[] = [];
let connectionCount = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onConnect(_session, callback) {
    connectionCount += 1;
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

function listenOnRandomPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port));
  });
}

describe("mail over SMTP (SMTP_URL set)", () => {
  beforeAll(async () => {
    const port = await listenOnRandomPort();
    // Vitest copies Vite's BASE_URL ("/") into process.env, which is not an absolute URL.
    process.env.BASE_URL = "http://localhost:3000";
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnvForTests();
    resetMailTransportForTests();
  });

  afterAll(async () => {
    resetMailTransportForTests();
    delete process.env.SMTP_URL;
    resetEnvForTests();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers a bilingual verification email to the SMTP server", async () => {
    const email = verificationEmail({ name: "Noura", url: "http://localhost:3000/verify?token=t1", locale: "ar" });
    await sendMail({ to: "noura@example.com", ...email });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.to).toEqual(["noura@example.com"]);
    expect(mail.from).toBe("no-reply@localhost");
    expect(mail.raw).toMatch(/^To: noura@example\.com\r?$/m);
    expect(mail.raw).toMatch(/^Subject: /m);
    expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
  });

  it("reuses the cached transporter for later messages and skips the outbox", async () => {
    await sendMail({ to: "a@example.com", subject: "One", text: "one", html: "<p>one</p>" });
    await sendMail({ to: "b@example.com", subject: "Two", text: "two", html: "<p>two</p>" });

    expect(received.slice(-2).map((m) => m.to[0])).toEqual(["a@example.com", "b@example.com"]);
    expect(connectionCount).toBe(1);
    expect(getEnv().SMTP_URL).toBe(process.env.SMTP_URL);
    expect(await readOutbox()).toEqual([]);
  });
});
