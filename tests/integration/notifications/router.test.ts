import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../setup/db";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { insertConsultation, makeParties, record } from "./support";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

describe("notifications router", () => {
  it("lists only the caller's notifications, newest first, with the consultation's facts", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db);
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId });
    await record(testDb.db, { consultationId: c.id, type: "requested", actorId: client.userId });
    await record(testDb.db, { consultationId: c.id, type: "declined", actorId: lawyerUser.userId, data: { reason: "Conflict of interest" } });
    await record(testDb.db, { consultationId: c.id, type: "message", actorId: client.userId });

    const forLawyer = await lawyerUser.caller.notifications.list();
    expect(forLawyer.items.map((n) => n.type)).toEqual(["message", "requested"]);
    expect(forLawyer.unread).toBe(2);
    expect(forLawyer.items[1]).toMatchObject({ consultationId: c.id, reference: c.reference, readerRole: "lawyer", read: false });
    expect(forLawyer.items[1].counterpart).toEqual({ ar: "Salma Client", en: "Salma Client" });

    const forClient = await client.caller.notifications.list();
    expect(forClient.items).toHaveLength(1);
    expect(forClient.items[0]).toMatchObject({ type: "declined", readerRole: "client", reason: "Conflict of interest" });
    expect(forClient.items[0].counterpart?.en).toMatch(/^Hind Salem/);
    expect(await client.caller.notifications.unreadCount()).toEqual({ count: 1 });

    // A dashboard's card: the newest few of the caller's own, without a count of its own.
    expect((await lawyerUser.caller.notifications.latest({ limit: 1 })).map((n) => n.type)).toEqual(["message"]);
    expect((await client.caller.notifications.latest()).map((n) => n.type)).toEqual(["declined"]);
  });

  it("paginates", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db);
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId });
    for (let i = 0; i < 5; i++) await record(testDb.db, { consultationId: c.id, type: "message", actorId: lawyerUser.userId });
    const first = await client.caller.notifications.list({ page: 1, pageSize: 2 });
    const third = await client.caller.notifications.list({ page: 3, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(third.items).toHaveLength(1);
    expect(third.hasMore).toBe(false);
    const all = await client.caller.notifications.list({ page: 1, pageSize: 50 });
    expect(new Set(all.items.map((n) => n.id)).size).toBe(5);
  });

  it("marks one or all as read, only the owner's; another person's id is not found", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db);
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId });
    for (let i = 0; i < 3; i++) await record(testDb.db, { consultationId: c.id, type: "message", actorId: lawyerUser.userId });
    await record(testDb.db, { consultationId: c.id, type: "message", actorId: client.userId });
    const [first] = (await client.caller.notifications.list()).items;
    const lawyersOwn = (await lawyerUser.caller.notifications.list()).items[0];

    await expect(lawyerUser.caller.notifications.markRead({ id: first.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const stranger = await userWithRole(testDb.db, "individual");
    await expect(stranger.caller.notifications.markRead({ id: first.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(client.caller.notifications.markRead({ id: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await client.caller.notifications.unreadCount()).toEqual({ count: 3 });

    expect(await client.caller.notifications.markRead({ id: first.id })).toEqual({ unread: 2 });
    expect((await client.caller.notifications.list()).items.find((n) => n.id === first.id)?.read).toBe(true);
    // Marking again keeps it read (idempotent), still the owner's.
    expect(await client.caller.notifications.markRead({ id: first.id })).toEqual({ unread: 2 });

    expect(await client.caller.notifications.markAllRead()).toEqual({ marked: 2, unread: 0 });
    expect(await client.caller.notifications.unreadCount()).toEqual({ count: 0 });
    // The other party's notifications are untouched.
    expect((await lawyerUser.caller.notifications.list()).items.find((n) => n.id === lawyersOwn.id)?.read).toBe(false);
  });

  it("marks a consultation's notifications read for the reader only", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db);
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId });
    const other = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId, startsAt: null });
    for (let i = 0; i < 2; i++) await record(testDb.db, { consultationId: c.id, type: "message", actorId: lawyerUser.userId });
    await record(testDb.db, { consultationId: other.id, type: "message", actorId: lawyerUser.userId });
    await record(testDb.db, { consultationId: c.id, type: "message", actorId: client.userId });
    // A stranger naming the consultation changes nothing.
    const stranger = await userWithRole(testDb.db, "individual");
    expect(await stranger.caller.notifications.markConsultationRead({ consultationId: c.id })).toEqual({ marked: 0, unread: 0 });
    expect(await client.caller.notifications.markConsultationRead({ consultationId: c.id })).toEqual({ marked: 2, unread: 1 });
    expect(await lawyerUser.caller.notifications.unreadCount()).toEqual({ count: 1 });
  });

  it("refuses anonymous callers", async () => {
    const anon = anonymousCaller(testDb.db);
    await expect(anon.notifications.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anon.notifications.latest()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anon.notifications.unreadCount()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anon.notifications.markAllRead()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
