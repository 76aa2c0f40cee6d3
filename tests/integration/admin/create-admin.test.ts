import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { createAdmin } from "#server/admin/create-admin";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller, callerFor, signInHeaders } from "../../setup/callers";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

describe("create-admin (the only way to the admin role)", () => {
  it("creates a confirmed admin who can sign in and open the admin dashboard", async () => {
    const result = await createAdmin(db, { email: "Head.Office@Example.qa", name: "Head Office", password: "an admin pass phrase 9" });
    expect(result).toMatchObject({ created: true, email: "head.office@example.qa" });
    const caller = await callerFor(db, await signInHeaders(db, { email: "head.office@example.qa", password: "an admin pass phrase 9" }));
    await expect(caller.dashboard.admin()).resolves.toMatchObject({ role: "admin" });
  });

  it("promotes an existing account instead of creating a second one", async () => {
    await anonymousCaller(db).accounts.signUp({
      email: "promote.me@example.qa",
      password: "a long enough passphrase 7",
      fullName: "Promote Me",
      userType: "individual",
      documents: [],
    });
    const result = await createAdmin(db, { email: "promote.me@example.qa" });
    expect(result.created).toBe(false);
    const profile = await db.selectFrom("profiles").select("user_type").where("id", "=", result.userId).executeTakeFirstOrThrow();
    expect(profile.user_type).toBe("admin");
  });

  it("refuses a new admin without a name or with a weak password, and creates nothing", async () => {
    await expect(createAdmin(db, { email: "noname@example.qa", password: "an admin pass phrase 9" })).rejects.toThrow(/--name/);
    await expect(createAdmin(db, { email: "weak@example.qa", name: "Weak Pass", password: "password123" })).rejects.toThrow(/password/);
    await expect(createAdmin(db, { email: "not-an-email", name: "Bad Email", password: "an admin pass phrase 9" })).rejects.toThrow();
    const rows = await db.selectFrom("user").select("email").where("email", "in", ["noname@example.qa", "weak@example.qa"]).execute();
    expect(rows).toEqual([]);
  });
});
