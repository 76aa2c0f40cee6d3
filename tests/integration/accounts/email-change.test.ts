/**
 * Issue 12 §2: changing the sign-in address needs the password and a confirmation from the new address,
 * and the old address is told twice (asked, done); an address that has an account gets the same answer
 * and no email; and a person can sign out every other session at once. Runs on PGlite, or PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { auditEmailReference } from "#server/audit/email-reference";
import { storedTotpSecret, totpCodeFor } from "#server/accounts/two-factor";
import { readOutbox } from "#server/mail/outbox";
import { anonymousCaller, callerFor, signInHeaders, TEST_PASSWORD, userWithRole } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { tokenOf, verifyEmailLinkIn } from "../../setup/mail";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

const causeCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;

describe("changing the sign-in email address", () => {
  it("refuses a wrong password or the same address, and sends nothing", async () => {
    const person = await userWithRole(db, "individual");
    const wrong = await person.caller.accounts.requestEmailChange({ newEmail: "new-one@example.qa", password: "not my password at all" }).catch((e: unknown) => e);
    expect(causeCode(wrong)).toBe("wrong_current_password");
    const same = await person.caller.accounts.requestEmailChange({ newEmail: person.email.toUpperCase(), password: TEST_PASSWORD }).catch((e: unknown) => e);
    expect(causeCode(same)).toBe("email_unchanged");
    expect(await readOutbox({ to: "new-one@example.qa" })).toHaveLength(0);
    expect(await readOutbox({ to: person.email })).toHaveLength(0);
  });

  it("sends a one-time link to the new address, tells the old one, and changes the address only once confirmed", async () => {
    const person = await userWithRole(db, "individual", { name: "Maryam Change" });
    const newEmail = `moved-${Date.now()}@example.qa`;
    await expect(person.caller.accounts.requestEmailChange({ newEmail: newEmail.toUpperCase(), password: TEST_PASSWORD })).resolves.toEqual({ requested: true });

    const [confirm] = await readOutbox({ to: newEmail });
    expect(confirm!.subject).toContain("أكّد عنوان بريدك الإلكتروني الجديد");
    const link = verifyEmailLinkIn(confirm!.text)!;
    expect(link).toBeTruthy();
    const [asked] = await readOutbox({ to: person.email });
    expect(asked!.text).toContain(newEmail);
    expect(verifyEmailLinkIn(asked!.text)).toBeNull();
    // Nothing changed yet.
    expect((await db.selectFrom("user").select("email").where("id", "=", person.userId).executeTakeFirstOrThrow()).email).toBe(person.email);

    // Opened from another device, signed out: the address changes, and the old one is told.
    await expect(anonymousCaller(db).accounts.verifyEmail({ token: tokenOf(link) })).resolves.toEqual({ verified: true, newEmail });
    expect((await db.selectFrom("user").select(["email", "emailVerified"]).where("id", "=", person.userId).executeTakeFirstOrThrow())).toEqual({
      email: newEmail,
      emailVerified: true,
    });
    const told = await readOutbox({ to: person.email });
    expect(told).toHaveLength(2);
    expect(told[1]!.text).toContain(newEmail);
    // The link works once; the person signs in with the new address and the same password.
    expect(causeCode(await anonymousCaller(db).accounts.verifyEmail({ token: tokenOf(link) }).catch((e: unknown) => e))).toBe("token_invalid");
    await expect(signInHeaders(db, { email: newEmail, password: TEST_PASSWORD })).resolves.toBeInstanceOf(Headers);
  });

  it("answers the same for an address that has an account, and mails nothing to it", async () => {
    const person = await userWithRole(db, "individual");
    const owner = await userWithRole(db, "company");
    await expect(person.caller.accounts.requestEmailChange({ newEmail: owner.email, password: TEST_PASSWORD })).resolves.toEqual({ requested: true });
    expect(await readOutbox({ to: owner.email })).toHaveLength(0);
    expect(await readOutbox({ to: person.email })).toHaveLength(1);
  });

  it("is limited to three requests an hour", async () => {
    const person = await userWithRole(db, "individual");
    for (let i = 0; i < 3; i++) await person.caller.accounts.requestEmailChange({ newEmail: `try-${i}-${Date.now()}@example.qa`, password: TEST_PASSWORD });
    const fourth = await person.caller.accounts.requestEmailChange({ newEmail: `try-4-${Date.now()}@example.qa`, password: TEST_PASSWORD }).catch((e: unknown) => e);
    expect(causeCode(fourth)).toBe("rate_limited");
  });

  it("a lawyer's request is in the audit log; nobody signed out can ask", async () => {
    const lawyer = await userWithRole(db, "lawyer");
    const newEmail = `lawyer-moved-${Date.now()}@example.qa`;
    // A lawyer has two-factor sign-in, so a code as well as the password (issue 25 item 2).
    const code = await totpCodeFor((await storedTotpSecret(db, lawyer.userId))!);
    await lawyer.caller.accounts.requestEmailChange({ newEmail, password: TEST_PASSWORD, code });
    const rows = await db.selectFrom("audit_log").select(["action", "after"]).where("entity_id", "=", lawyer.userId).execute();
    // The new address as a keyed reference, never the address itself (issue 25 item 7).
    expect(rows).toEqual([{ action: "account.email.change_requested", after: { newEmail: auditEmailReference(newEmail) } }]);
    expect(JSON.stringify(await db.selectFrom("audit_log").selectAll().where("entity_id", "=", lawyer.userId).execute())).not.toContain("@example.qa");
    await expect(anonymousCaller(db).accounts.requestEmailChange({ newEmail, password: TEST_PASSWORD })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("signing out every other session", () => {
  it("ends the others and keeps this one", async () => {
    const person = await userWithRole(db, "individual");
    const phone = await signInHeaders(db, { email: person.email, password: TEST_PASSWORD });
    const laptop = await signInHeaders(db, { email: person.email, password: TEST_PASSWORD });
    await expect((await callerFor(db, phone)).accounts.me()).resolves.toMatchObject({ user: { email: person.email } });
    await expect(person.caller.accounts.revokeOtherSessions()).resolves.toEqual({ ended: 2 });
    // The next request from each of those devices is signed out; this one carries on.
    await expect((await callerFor(db, phone)).accounts.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await callerFor(db, laptop)).accounts.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await callerFor(db, person.headers)).accounts.me()).resolves.toMatchObject({ user: { email: person.email } });
    expect(await anonymousCaller(db).accounts.revokeOtherSessions().catch((e: { code?: string }) => e.code)).toBe("UNAUTHORIZED");
  });
});
