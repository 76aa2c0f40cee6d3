/**
 * Issue 14 §1: mail is an outbox table. A message commits with the change that caused it (a rolled-back
 * change sends nothing), a worker sends it with retries and backoff, SMTP being down delays it and never
 * fails the request, and two workers never send the same message twice. Against a real SMTP server on
 * loopback that the test stops and starts.
 */
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { resetEnvForTests } from "#server/config/env";
import { deliverDueMail, enqueueMail, retryDelayMs, startMailWorker } from "#server/mail/outbox";
import { resetMailTransportForTests } from "#server/mail/transport";
import { anonymousCaller } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";

type Received = { to: string[]; raw: string };

let db: DB;
let cleanup: () => Promise<void>;
let received: Received[] = [];
let server: SMTPServer | null = null;
let port = 0;
/** When set, the server answers every recipient with this code (e.g. 550: no such mailbox). */
let refuseWith: number | null = null;

function startSmtp(): Promise<void> {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuseWith) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: refuseWith }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server!.once("error", reject);
    server!.listen(port, "127.0.0.1", () => {
      port = (server!.server.address() as AddressInfo).port;
      resolve();
    });
  });
}

function stopSmtp(): Promise<void> {
  const current = server;
  server = null;
  resetMailTransportForTests();
  return new Promise((resolve) => (current ? current.close(() => resolve()) : resolve()));
}

const rows = () => db.selectFrom("mail_outbox").selectAll().orderBy("created_at").execute();
const message = (to: string, subject = "Hello") => ({ to, subject, text: `text for ${to}`, html: `<p>html for ${to}</p>` });
/** Makes every pending row due now, as if its backoff had passed. */
const makeDue = () => db.updateTable("mail_outbox").set({ next_attempt_at: sql`now()` }).where("status", "=", "pending").execute();

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  await startSmtp();
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  resetEnvForTests();
  resetMailTransportForTests();
});

afterAll(async () => {
  await stopSmtp();
  delete process.env.SMTP_URL;
  resetEnvForTests();
  await cleanup();
});

beforeEach(async () => {
  received = [];
  refuseWith = null;
  await db.deleteFrom("mail_outbox").execute();
  if (!server) await startSmtp();
});


/** A reply to a contact message, its inbox entry pending and its message queued in the outbox. */
async function queuedReply(email: string, language: "ar" | "en") {
  const contact = await db
    .insertInto("contact_messages")
    .values({ full_name: "Test", email, subject: "s", message: "m", preferred_language: language })
    .returning("id")
    .executeTakeFirstOrThrow();
  const event = await db
    .insertInto("inbox_events")
    .values({ contact_message_id: contact.id, kind: "reply", body: "hi", mail_to: email, mail_status: "pending" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await enqueueMail(db, message(email), { inboxEventId: event.id });
  return event;
}
describe("the mail outbox", () => {
  it("sends a committed message once, with a Message-ID made from its row, and then forgets the body", async () => {
    const id = await db.transaction().execute((trx) => enqueueMail(trx, message("one@example.qa", "Reset link")));
    expect(await deliverDueMail(db)).toBe(1);
    expect(await deliverDueMail(db)).toBe(0);

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["one@example.qa"]);
    expect(received[0]!.raw).toMatch(new RegExp(`^Message-ID: <${id}@localhost>`, "mi"));
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, html: "", text_body: "", attachments: null, subject: "Reset link", to_address: "one@example.qa" });
    expect(row!.sent_at).toBeInstanceOf(Date);
  });

  it("sends nothing for a change that rolled back", async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await enqueueMail(trx, message("rolled@example.qa"));
        throw new Error("the change failed");
      })
      .catch(() => {});
    expect(await rows()).toHaveLength(0);
    expect(await deliverDueMail(db)).toBe(0);
    expect(received).toHaveLength(0);
  });

  it("keeps a message while SMTP is down, retries later with backoff, and sends it once when SMTP is back", async () => {
    await stopSmtp();
    await enqueueMail(db, message("later@example.qa"));

    expect(await deliverDueMail(db)).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.last_error).toBeTruthy();
    // The next attempt waits about 10 s (backoff), so an immediate pass finds nothing due.
    const waitMs = row!.next_attempt_at.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(5_000);
    expect(await deliverDueMail(db)).toBe(0);

    await startSmtp();
    await makeDue();
    expect(await deliverDueMail(db)).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(received.map((m) => m.to[0])).toEqual(["later@example.qa"]);
  });

  it("backs off exponentially up to 15 minutes", () => {
    const base = [1, 2, 3, 4].map((n) => retryDelayMs(n));
    expect(base[0]).toBeGreaterThanOrEqual(10_000);
    expect(base[0]).toBeLessThan(11_001);
    expect(base[1]).toBeGreaterThanOrEqual(20_000);
    expect(base[3]).toBeGreaterThanOrEqual(80_000);
    expect(retryDelayMs(30)).toBeLessThanOrEqual(15 * 60_000 * 1.1);
    expect(retryDelayMs(30)).toBeGreaterThanOrEqual(15 * 60_000);
  });

  it("gives up at once on a permanent refusal (5xx) and marks the inbox entry failed", async () => {
    refuseWith = 550;
    const event = await queuedReply("nobody@example.qa", "en");
    expect(await deliverDueMail(db)).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    const entry = await db.selectFrom("inbox_events").select("mail_status").where("id", "=", event.id).executeTakeFirstOrThrow();
    expect(entry.mail_status).toBe("failed");
  });

  it("marks the inbox entry sent once its message goes", async () => {
    const event = await queuedReply("someone@example.qa", "ar");
    await deliverDueMail(db);
    const entry = await db.selectFrom("inbox_events").select("mail_status").where("id", "=", event.id).executeTakeFirstOrThrow();
    expect(entry.mail_status).toBe("sent");
  });

  it("two workers draining the same outbox at once send every message exactly once", async () => {
    for (let i = 0; i < 30; i++) await enqueueMail(db, message(`many${i}@example.qa`));
    const drain = async () => {
      while ((await deliverDueMail(db, { limit: 3 })) > 0);
    };
    await Promise.all([drain(), drain()]);
    const addresses = received.map((m) => m.to[0]).sort();
    expect(addresses).toHaveLength(30);
    expect(new Set(addresses).size).toBe(30);
    expect((await rows()).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("a claimed message is left alone by other workers until its lease runs out", async () => {
    await enqueueMail(db, message("leased@example.qa"));
    // A worker claimed it and died before sending: the row is pending with its due time a lease away.
    await db.updateTable("mail_outbox").set({ attempts: 1, next_attempt_at: sql`now() + interval '120 seconds'` }).execute();
    expect(await deliverDueMail(db)).toBe(0);
    await makeDue();
    expect(await deliverDueMail(db)).toBe(1);
    expect(received.map((m) => m.to[0])).toEqual(["leased@example.qa"]);
  });

  it("the worker wakes on a committed message without waiting for its poll", async () => {
    const worker = startMailWorker(db, 60_000);
    try {
      // Give the worker's first pass and its LISTEN a moment to start.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await db.transaction().execute((trx) => enqueueMail(trx, message("woken@example.qa")));
      await expect.poll(() => received.map((m) => m.to[0]), { timeout: 5_000 }).toEqual(["woken@example.qa"]);
    } finally {
      await worker.stop();
    }
  });

  it("a contact message is accepted while SMTP is down, and its mail goes out when SMTP is back", async () => {
    await stopSmtp();
    const input = {
      fullName: "Maryam Al-Thani",
      email: "maryam@example.qa",
      phone: "+974 5555 1234",
      subject: "Question while mail is down",
      message: "I would like to ask about a tenancy dispute in Doha.",
      preferredLanguage: "ar" as const,
    };
    await expect(anonymousCaller(db).contact.send(input)).resolves.toEqual({ received: true });
    await deliverDueMail(db);
    expect((await rows()).map((r) => r.status)).toEqual(["pending", "pending"]);

    await startSmtp();
    await makeDue();
    await deliverDueMail(db);
    expect(received.flatMap((m) => m.to).sort()).toEqual(["maryam@example.qa", "office@qanun.example"].sort());
  });
});
