/**
 * Issue 29, telling people what happened: a suspended person is emailed in their language with the reason and the
 * firm's contact details (from the firm's settings), and a page opened with a session the suspension ended knows it
 * (the sign-in page then explains; tests/integration/users/routes.test.ts).
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { provisionUser } from "#server/accounts/provision";
import { endedBySuspension } from "#server/auth/suspended-sessions";
import { getViewer } from "#server/auth/viewer";
import { readOutbox } from "#server/mail/outbox";
import { type Account, type SignedInRole, signInHeaders, TEST_PASSWORD, useDatabaseWithEveryRole } from "../../setup/callers";

let db: DB;
let accounts: Record<SignedInRole, Account>;
useDatabaseWithEveryRole((ready) => ({ db, accounts } = ready));

let counter = 0;
async function person(name: string, opts: { locale?: "ar" | "en" } = {}) {
  const email = `told${++counter}-${Date.now()}@example.qa`;
  const { userId } = await provisionUser(db, { email, name, password: TEST_PASSWORD, role: "individual", locale: opts.locale });
  return { userId, email };
}

const admin = () => accounts.admin.caller.users;

describe("telling the suspended person (issue 29)", () => {
  it("emails them in their language with the reason and the firm's contact details from its settings", async () => {
    await accounts.admin.caller.firm.save({
      nameAr: "قانون للمحاماة",
      nameEn: "Qanun Legal",
      addressAr: "الخليج الغربي، الدوحة",
      addressEn: "West Bay, Doha",
      hoursAr: "من الأحد إلى الخميس",
      hoursEn: "Sunday to Thursday",
      phone: "+97444000001",
      whatsapp: "+97455000001",
      email: "desk@qanun.example",
      urgentPhone: "+97433000001",
      mapUrl: "",
    });
    for (const locale of ["en", "ar"] as const) {
      const target = await person(`Told Person ${locale}`, { locale });
      await admin().suspend({ userId: target.userId, reason: "Unpaid invoices for six months" });
      const mails = await readOutbox({ to: target.email });
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      // Their language first (the subject of each language, joined).
      expect(mail!.subject.startsWith(locale === "en" ? "Your account has been suspended" : "أُوقف حسابك")).toBe(true);
      expect(mail!.text).toContain("Unpaid invoices for six months");
      expect(mail!.text).toContain("desk@qanun.example");
      expect(mail!.text).toContain("+974 4400 0001");
      expect(mail!.text).toContain("+974 5500 0001");
      expect(mail!.text).toMatch(/\/contact/);
      // Reactivation sends nothing more about it.
      await admin().reactivate({ userId: target.userId });
      expect(await readOutbox({ to: target.email })).toHaveLength(1);
    }
  });

  it("a page opened with the ended session's cookie knows the suspension ended it, until reactivation; other cookies do not", async () => {
    const target = await person("Cookie Person");
    const other = await person("Other Person");
    const phone = await signInHeaders(db, { email: target.email, password: TEST_PASSWORD });
    const otherPhone = await signInHeaders(db, { email: other.email, password: TEST_PASSWORD });
    expect(await endedBySuspension(db, phone)).toBe(false);
    await admin().suspend({ userId: target.userId, reason: "Pending investigation" });
    expect(await getViewer(db, phone)).toBeNull();
    expect(await endedBySuspension(db, phone)).toBe(true);
    expect(await endedBySuspension(db, otherPhone)).toBe(false);
    expect(await endedBySuspension(db, new Headers())).toBe(false);
    // Only a hash of the token is kept.
    const token = (await db.selectFrom("verification").select(["identifier", "value"]).where("value", "=", target.userId).execute()).map((r) => r.identifier);
    expect(token).toHaveLength(1);
    expect(phone.get("cookie")).not.toContain(token[0]!.split(":")[1]);
    await admin().reactivate({ userId: target.userId });
    expect(await endedBySuspension(db, phone)).toBe(false);
  });
});
