/**
 * Issue 25 item 7: closing an account scrubs every address it ever had, not only the current one. The
 * person changes their address once through the real flow (request, link, confirmation), starts a second
 * change that stays pending, is rate-limited at sign-in and asks for a password reset under each
 * address, is mailed at each, is named in mail to the office and in the audit log by an admin's action;
 * then closes the account. Afterwards every text, JSON and array column of every table, the audit log
 * included, is searched (case-insensitively) for each address and for the person's full name.
 *
 * What the design keeps, and so is allowed here:
 * - audit_log: the person's name in the summary of the admin's actions on their account (decision 026:
 *   the log is append-only and is the firm's security record). Never an address: the log holds a keyed
 *   reference instead (server/audit/email-reference.ts), checked below.
 * Nothing else. (Mail handed to the transport is outside the database: data/outbox stands in for the
 * recipients' mailboxes when SMTP is not configured.)
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { auditEmailReference } from "#server/audit/email-reference";
import { enqueueMail, readOutbox } from "#server/mail/outbox";
import { anonymousCaller, callerFor, signInHeaders, TEST_PASSWORD, userWithRole } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { tokenOf, verifyEmailLinkIn } from "../../setup/mail";
import { findTraces } from "./support";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});


describe("closing an account after changing its address", () => {
  it("leaves none of the addresses it ever had, nor the name, anywhere in the database", async () => {
    const NAME = "Noura Three-Addresses";
    const admin = await userWithRole(db, "admin", { name: "Audit Admin" });
    const person = await userWithRole(db, "individual", { name: NAME });
    const first = person.email;
    const stamp = Date.now();
    const second = `noura.second-${stamp}@example.qa`;
    const pending = `noura.pending-${stamp}@example.qa`;

    // An admin's action on the account: audited with the person's name, and a reference for the address.
    await admin.caller.users.suspend({ userId: person.userId, reason: "Checking the documents" });
    await admin.caller.users.reactivate({ userId: person.userId });
    const auditOfPerson = await db.selectFrom("audit_log").select(["summary"]).where("entity_id", "=", person.userId).execute();
    expect(auditOfPerson.length).toBe(2);
    for (const row of auditOfPerson) {
      expect(row.summary).toContain(auditEmailReference(first));
      expect(row.summary.toLowerCase()).not.toContain(first.toLowerCase());
    }
    // The log's search still finds them by the address.
    expect((await admin.caller.audit.list({ q: first.toUpperCase() })).rows.map((r) => r.entityId)).toContain(person.userId);

    // The first change, through the real flow: asked (with the password), confirmed by the link.
    let headers = await signInHeaders(db, { email: first, password: TEST_PASSWORD });
    await (await callerFor(db, headers)).accounts.requestEmailChange({ newEmail: second.toUpperCase(), password: TEST_PASSWORD });
    const [confirm] = await readOutbox({ to: second });
    await anonymousCaller(db).accounts.verifyEmail({ token: tokenOf(verifyEmailLinkIn(confirm!.text)!) });
    expect((await db.selectFrom("user").select("email").where("id", "=", person.userId).executeTakeFirstOrThrow()).email).toBe(second);
    // The second change stays pending.
    await (await callerFor(db, headers)).accounts.requestEmailChange({ newEmail: pending, password: TEST_PASSWORD });
    expect(await readOutbox({ to: pending })).toHaveLength(1);
    // The suspension's notice (issue 29), then the two notices that the address is changing.
    expect(await readOutbox({ to: first })).toHaveLength(3);
    expect(await db.selectFrom("user_email_history").select("email").where("user_id", "=", person.userId).orderBy("email").execute()).toEqual(
      [first.toLowerCase(), pending, second].sort().map((email) => ({ email })),
    );

    // Sign-in attempts and a password reset under each address: rate-limit counters keyed by them.
    for (const address of [first, second, pending]) {
      await anonymousCaller(db).accounts.signIn({ email: address.toUpperCase(), password: "not the password at all" }).catch(() => null);
    }
    await anonymousCaller(db).accounts.requestPasswordReset({ email: second });
    // A contact message sent from the former address, and mail to the office naming them and every address:
    // one already sent (its subject stays as the record), one still waiting.
    await db
      .insertInto("contact_messages")
      .values({ full_name: NAME, email: first, phone: "+97450000000", subject: "Question", message: `Write to ${second}`, preferred_language: "en" })
      .execute();
    await enqueueMail(db, { to: "office@firm.example", subject: `Call back ${NAME} <${first}>`, html: `<p>${NAME}: ${first}, ${second}</p>`, text: `${NAME}: ${first}, ${second}` });
    await readOutbox();
    await enqueueMail(db, {
      to: "office@firm.example",
      subject: `Pending: ${NAME}`,
      html: `<p>Reply to ${second.toUpperCase()} or ${pending}; formerly ${first}.</p>`,
      text: `Reply to ${second.toUpperCase()} or ${pending}; formerly ${first}.`,
    });
    const office = await db.selectFrom("mail_outbox").select(["id", "to_address"]).where("to_address", "=", "office@firm.example").execute();
    expect(office).toHaveLength(2);

    // Before: every address and the name are there to be found.
    const needles = [first, second, pending, NAME];
    const before = await findTraces(db, needles);
    for (const needle of needles) expect(before.some((hit) => hit.endsWith(JSON.stringify(needle)))).toBe(true);
    expect(before).toEqual(expect.arrayContaining([expect.stringMatching(/^rate_limits\.key holds/), expect.stringMatching(/^mail_outbox\.to_address holds/)]));
    const auditBefore = await db.selectFrom("audit_log").selectAll().orderBy("id").execute();

    await (await callerFor(db, headers)).accounts.closeAccount({ password: TEST_PASSWORD });
    headers = new Headers();

    // After: none of the addresses anywhere; the name only where the design keeps it (the audit log's summaries).
    expect(await findTraces(db, [first, second, pending])).toEqual([]);
    expect(await findTraces(db, [NAME])).toEqual([`audit_log.summary holds ${JSON.stringify(NAME)}`]);
    // The audit log is untouched (append-only), and it held no address before the closure either.
    const auditAfter = await db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    expect(auditAfter.slice(0, auditBefore.length)).toEqual(auditBefore);
    // The office's mail stays, naming the label instead and no address.
    const kept = await db.selectFrom("mail_outbox").select(["subject", "text_body", "status"]).where("to_address", "=", "office@firm.example").orderBy("created_at").execute();
    expect(kept).toHaveLength(2);
    expect(kept[1]!.text_body).toBe("Reply to  or ; formerly .");
    // The addresses are free: the pending one signs up as a new account.
    await anonymousCaller(db).accounts.signUp({ email: pending, password: TEST_PASSWORD, fullName: "Someone Else", userType: "individual" });
    expect(await db.selectFrom("user").select("id").where("email", "=", pending).executeTakeFirst()).toBeTruthy();
  });

  it("leaves alone what is filed under a former address another account holds now", async () => {
    const person = await userWithRole(db, "individual", { name: "Changes Then Leaves" });
    const first = person.email;
    const second = `moved-on-${Date.now()}@example.qa`;
    await person.caller.accounts.requestEmailChange({ newEmail: second, password: TEST_PASSWORD });
    const [confirm] = await readOutbox({ to: second });
    await anonymousCaller(db).accounts.verifyEmail({ token: tokenOf(verifyEmailLinkIn(confirm!.text)!) });
    // Someone else signs up with the address given up, and writes in from it.
    await anonymousCaller(db).accounts.signUp({ email: first, password: TEST_PASSWORD, fullName: "New Holder", userType: "individual" });
    await db
      .insertInto("contact_messages")
      .values({ full_name: "New Holder", email: first, phone: "+97450000001", subject: "Mine", message: "From the new holder.", preferred_language: "en" })
      .execute();

    await (await callerFor(db, person.headers)).accounts.closeAccount({ password: TEST_PASSWORD });
    expect(await db.selectFrom("contact_messages").select("full_name").where("email", "=", first).execute()).toEqual([{ full_name: "New Holder" }]);
    expect(await db.selectFrom("user").select("name").where("email", "=", first).execute()).toEqual([{ name: "New Holder" }]);
    expect(await findTraces(db, [second])).toEqual([]);
  });
});
