import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as streamLoader } from "~/routes/api/notifications/stream/route";
import { action as pageAction, loader as pageLoader } from "~/routes/notifications/route";
import { isolate } from "~/utils/format";
import { createTestDatabase, type TestDatabase } from "../../setup/db";
import { signInHeaders, TEST_PASSWORD, userWithRole } from "../../setup/callers";
import { runRoute } from "../../setup/routes";
import { insertConsultation, makeParties, record } from "./support";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

const args = (request: Request) => ({ request, params: {}, context: {} });

function withCookie(headers: Headers, lang: "ar" | "en") {
  const out = new Headers(headers);
  out.set("cookie", `${headers.get("cookie")}; lang=${lang}`);
  return out;
}

/** Reads server-sent events from a stream until `until` holds. */
async function readEvents(body: ReadableStream<Uint8Array>, until: (events: { event: string; data: unknown }[]) => boolean) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = "";
  const deadline = Date.now() + 8000;
  while (!until(events) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
  reader.releaseLock();
  return events;
}

describe("/api/notifications/stream", () => {
  it("refuses anonymous visitors", async () => {
    const result = await runRoute(() => streamLoader(args(new Request("http://localhost:3000/api/notifications/stream"))));
    expect(result.status).toBe(401);
  });

  it("sends the unread count, then each new notification of this user only, in the page's language", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db);
    const other = await makeParties(testDb.db);
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId });
    const oc = await insertConsultation(testDb.db, { clientId: other.client.userId, lawyerId: other.lawyerId });
    const controller = new AbortController();
    const request = new Request("http://localhost:3000/api/notifications/stream", { headers: withCookie(lawyerUser.headers, "en"), signal: controller.signal });
    const response = (await streamLoader(args(request))) as Response;
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const body = response.body!;
    const first = await readEvents(body, (events) => events.length >= 1);
    expect(first[0]).toEqual({ event: "unread", data: { count: 0 } });

    await record(testDb.db, { consultationId: oc.id, type: "requested", actorId: other.client.userId });
    await record(testDb.db, { consultationId: c.id, type: "requested", actorId: client.userId });
    const next = await readEvents(body, (events) => events.some((e) => e.event === "notification"));
    const notification = next.find((e) => e.event === "notification")!.data as { unread: number; notification: { text: string; href: string } };
    expect(notification.unread).toBe(1);
    expect(notification.notification.href).toBe(`/consultations/${c.id}`);
    expect(notification.notification.text).toContain(`New consultation request ${isolate(c.reference)} from ${isolate("Salma Client")}`);
    controller.abort();
  });
});

describe("/api/notifications/stream after the session ends", () => {
  it("sends nothing more once the session is revoked", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db);
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId });
    const otherDevice = await signInHeaders(testDb.db, { email: lawyerUser.email, password: TEST_PASSWORD });
    const controller = new AbortController();
    const open = async (headers: Headers) =>
      ((await streamLoader(args(new Request("http://localhost:3000/api/notifications/stream", { headers, signal: controller.signal })))) as Response).body!;
    const revoked = await open(lawyerUser.headers);
    const live = await open(otherDevice);
    expect((await readEvents(revoked, (events) => events.length >= 1))[0].event).toBe("unread");
    expect((await readEvents(live, (events) => events.length >= 1))[0].event).toBe("unread");

    const token = decodeURIComponent(/session_token=([^;.]+)/.exec(lawyerUser.headers.get("cookie")!)![1]);
    expect((await testDb.db.deleteFrom("session").where("token", "=", token).executeTakeFirst()).numDeletedRows).toBe(1n);
    await record(testDb.db, { consultationId: c.id, type: "requested", actorId: client.userId });
    // The device still signed in hears it; the revoked one, listening to the same events, does not.
    expect((await readEvents(live, (events) => events.some((e) => e.event === "notification"))).some((e) => e.event === "notification")).toBe(true);
    const reader = revoked.getReader();
    const next = await Promise.race([reader.read().then(() => "data"), new Promise((resolve) => setTimeout(() => resolve("silence"), 1500))]);
    expect(next).toBe("silence");
    controller.abort();
  });
});

describe("/notifications page", () => {
  it("lists the sentences in the reader's language and marks one, then all, as read with plain posts", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db);
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId, startsAt: new Date("2031-03-10T07:30:00Z") });
    await record(testDb.db, { consultationId: c.id, type: "confirmed", actorId: lawyerUser.userId });
    await record(testDb.db, { consultationId: c.id, type: "message", actorId: lawyerUser.userId });

    const get = (lang: "ar" | "en") => new Request("http://localhost:3000/notifications", { headers: withCookie(client.headers, lang) });
    const ar = (await runRoute(() => pageLoader(args(get("ar"))))) as { data: { unread: number; items: { id: string; text: string }[] } };
    expect(ar.data.unread).toBe(2);
    expect(ar.data.items[1].text).toContain(`تم تأكيد الاستشارة ${isolate(c.reference)}`);
    const en = (await runRoute(() => pageLoader(args(get("en"))))) as { data: { items: { text: string }[] } };
    expect(en.data.items[1].text).toMatch(new RegExp(`Consultation ${isolate(c.reference)} with \u2068Hind Salem \\d+\u2069 is confirmed for .*10:30`));

    const post = (form: Record<string, string>, headers = client.headers) =>
      new Request("http://localhost:3000/notifications", {
        method: "POST",
        body: new URLSearchParams(form),
        headers: (() => {
          const h = new Headers(headers);
          h.set("origin", "http://localhost:3000");
          return h;
        })(),
      });
    // Someone else's notification id: not found, and nothing changes.
    const stranger = await userWithRole(testDb.db, "individual");
    const refused = await runRoute(() => pageAction(args(post({ intent: "read", id: ar.data.items[0].id }, stranger.headers))));
    expect(refused.status).toBe(404);

    // "open" marks it read and goes to the consultation.
    const opened = await runRoute(() => pageAction(args(post({ intent: "open", id: ar.data.items[1].id }))));
    expect(opened.status).toBe(303);
    expect((opened as { headers: Headers }).headers.get("location")).toBe(`/consultations/${c.id}`);
    expect(await client.caller.notifications.unreadCount()).toEqual({ count: 1 });
    const refusedOpen = await runRoute(() => pageAction(args(post({ intent: "open", id: ar.data.items[0].id }, stranger.headers))));
    expect(refusedOpen.status).toBe(404);

    const one = await runRoute(() => pageAction(args(post({ intent: "read", id: ar.data.items[0].id }))));
    expect(one.status).toBe(303);
    expect(await client.caller.notifications.unreadCount()).toEqual({ count: 0 });
    await record(testDb.db, { consultationId: c.id, type: "message", actorId: lawyerUser.userId });
    expect(await client.caller.notifications.unreadCount()).toEqual({ count: 1 });
    const all = await runRoute(() => pageAction(args(post({ intent: "readAll" }))));
    expect(all.status).toBe(303);
    expect(await client.caller.notifications.unreadCount()).toEqual({ count: 0 });
  });

  it("sends anonymous visitors to sign in", async () => {
    const result = await runRoute(() => pageLoader(args(new Request("http://localhost:3000/notifications"))));
    expect(result.status).toBe(302);
  });
});
