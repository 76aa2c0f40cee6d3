/**
 * Issue 29: admins are told of every new item waiting for them, in-app and by email in their language, grouped by kind
 * within a short window, or in a daily digest when they chose it. Every kind is covered.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { readOutbox } from "#server/mail/outbox";
import { noticeAdmins, runDueAdminDigests, setAdminEmailFrequency } from "#server/notifications/admin-notices";
import { ADMIN_NOTICE_KINDS, ADMIN_NOTICE_QUEUES } from "#server/notifications/constants";
import { listNotifications } from "#server/notifications/queries";
import { notificationHref, notificationText } from "~/components/notifications/notification-text";
import { serverT } from "~/i18n/i18next.server";
import { type Account, type SignedInRole, useDatabaseWithEveryRole } from "../../setup/callers";

let db: DB;
let accounts: Record<SignedInRole, Account>;
useDatabaseWithEveryRole((ready) => ({ db, accounts } = ready));

const adminId = () => accounts.admin.userId;
const notices = async () => (await listNotifications(db, { userId: adminId(), page: 1, pageSize: 50 })).items.filter((i) => i.type.startsWith("admin_"));

describe("admins are told of new work", () => {
  it("every kind: one notification naming it and linking to it, in both languages, and one email; more of a kind join it", async () => {
    const email = await db.selectFrom("user").select("email").where("id", "=", adminId()).executeTakeFirstOrThrow();
    const before = (await readOutbox({ to: email.email })).length;
    for (const kind of ADMIN_NOTICE_KINDS) {
      await db.transaction().execute((trx) => noticeAdmins(trx, kind, { href: `${ADMIN_NOTICE_QUEUES[kind]}/item-1` }));
    }
    let items = await notices();
    expect(items.map((i) => i.type).sort()).toEqual([...ADMIN_NOTICE_KINDS].sort());
    for (const item of items) {
      expect(notificationHref(item)).toBe(`${ADMIN_NOTICE_QUEUES[item.type as (typeof ADMIN_NOTICE_KINDS)[number]]}/item-1`);
      for (const locale of ["ar", "en"] as const) {
        const text = notificationText(serverT(locale, ["notifications"]), item, locale);
        expect(text).toBe(serverT(locale, "notifications")(`admin.${item.type}`, { number: 1 }));
        expect(text).toContain(locale === "ar" ? "(١)" : "(1)");
      }
    }
    const mails = (await readOutbox({ to: email.email })).slice(before);
    expect(mails).toHaveLength(ADMIN_NOTICE_KINDS.length);
    expect(mails.some((m) => m.subject.includes("A new contact message"))).toBe(true);

    // A second contact message within the window: the same notification counts two and leads to the list; no new email.
    await db.transaction().execute((trx) => noticeAdmins(trx, "admin_contact_message", { href: "/dashboard/admin/inbox/contact/item-2" }));
    items = await notices();
    const contact = items.filter((i) => i.type === "admin_contact_message");
    expect(contact).toHaveLength(1);
    expect(contact[0]!.count).toBe(2);
    expect(notificationHref(contact[0]!)).toBe(ADMIN_NOTICE_QUEUES.admin_contact_message);
    expect((await readOutbox({ to: email.email })).slice(before)).toHaveLength(ADMIN_NOTICE_KINDS.length);
  });

  it("an admin who chose the daily digest gets no email per item, and one digest a day counting each kind", async () => {
    const email = (await db.selectFrom("user").select("email").where("id", "=", adminId()).executeTakeFirstOrThrow()).email;
    await db.updateTable("notifications").set({ read_at: new Date() }).where("user_id", "=", adminId()).execute();
    await setAdminEmailFrequency(db, adminId(), "daily");
    const before = (await readOutbox({ to: email })).length;
    await db.transaction().execute((trx) => noticeAdmins(trx, "admin_standing_request", { href: "/dashboard/admin/standing" }));
    await db.transaction().execute((trx) => noticeAdmins(trx, "admin_standing_request", { href: "/dashboard/admin/standing" }));
    expect((await readOutbox({ to: email })).length).toBe(before);
    // Not a day yet: nothing.
    await runDueAdminDigests(db);
    expect((await readOutbox({ to: email })).length).toBe(before);
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    expect(await runDueAdminDigests(db, { now: tomorrow })).toBe(1);
    const digest = (await readOutbox({ to: email })).slice(before);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.text).toContain("Standing requests");
    // Sent once.
    expect(await runDueAdminDigests(db, { now: tomorrow })).toBe(0);
  });
});

describe("the digest choice is an admin's own setting", () => {
  it("an admin reads and changes it; any other role is refused", async () => {
    await accounts.admin.caller.notifications.setAdminEmailFrequency({ frequency: "each" });
    await expect(accounts.admin.caller.notifications.adminEmailFrequency()).resolves.toEqual({ frequency: "each" });
    await accounts.admin.caller.notifications.setAdminEmailFrequency({ frequency: "daily" });
    await expect(accounts.admin.caller.notifications.adminEmailFrequency()).resolves.toEqual({ frequency: "daily" });
    await expect(accounts.lawyer.caller.notifications.setAdminEmailFrequency({ frequency: "daily" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("the notifications page's choice (plain form)", () => {
  it("shows an admin their choice and saves a new one without JavaScript; others see no choice", async () => {
    const { action, loader } = await import("~/routes/notifications/route");
    const { runRoute } = await import("../../setup/routes");
    const req = (account: Account, body?: Record<string, string>) =>
      new Request("http://localhost:3000/notifications", {
        method: body ? "POST" : "GET",
        body: body ? new URLSearchParams(body) : undefined,
        headers: { cookie: `${account.headers.get("cookie")}; lang=en`, origin: "http://localhost:3000", "x-client-ip": "10.70.0.1" },
      });
    const saved = await runRoute(() => action({ request: req(accounts.admin, { intent: "emailFrequency", frequency: "each" }), params: {}, context: {} }));
    expect(saved).toMatchObject({ kind: "response", status: 303 });
    const page = await runRoute(() => loader({ request: req(accounts.admin), params: {}, context: {} }));
    expect((page as { data: { emailFrequency: string } }).data.emailFrequency).toBe("each");
    const other = await runRoute(() => loader({ request: req(accounts.individual), params: {}, context: {} }));
    expect((other as { data: { emailFrequency: string | null } }).data.emailFrequency).toBeNull();
  });
});
