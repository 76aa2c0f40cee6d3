/**
 * Issue 29: after sign-up the person can ask for a new confirmation link from the sign-in page. The answer is
 * the same for any address (no account enumeration); a link goes only to an account that waits for
 * confirmation, and asking is limited per address.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { settleBackgroundWork } from "#server/common/background";
import { readOutbox } from "#server/mail/outbox";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { verifyEmailLinkIn } from "../../setup/mail";

let db: DB;
useTestDatabase((created) => (db = created));

const linksTo = async (email: string) => (await readOutbox({ to: email })).filter((m) => verifyEmailLinkIn(m.text)).length;

describe("resending the confirmation link", () => {
  it("sends a new link to an account that waits, and nothing to a confirmed, suspended or unknown address", async () => {
    const waiting = "waiting.client@example.qa";
    await anonymousCaller(db).accounts.signUp({ email: waiting, password: "a long enough passphrase 7", fullName: "Noora Al-Mannai", userType: "individual", locale: "ar", documents: [] });
    await settleBackgroundWork();
    expect(await linksTo(waiting)).toBe(1);

    const caller = anonymousCaller(db, { ip: "10.9.0.1" });
    expect(await caller.accounts.resendConfirmation({ email: " Waiting.Client@example.qa " })).toEqual({ sent: true });
    await settleBackgroundWork();
    expect(await linksTo(waiting)).toBe(2);

    const confirmed = await userWithRole(db, "individual");
    const confirmedEmail = (await db.selectFrom("user").select("email").where("id", "=", confirmed.userId).executeTakeFirstOrThrow()).email;
    const before = (await readOutbox({ to: confirmedEmail })).length;
    expect(await caller.accounts.resendConfirmation({ email: confirmedEmail })).toEqual({ sent: true });
    expect(await caller.accounts.resendConfirmation({ email: "nobody@example.qa" })).toEqual({ sent: true });
    await settleBackgroundWork();
    expect((await readOutbox({ to: confirmedEmail })).length).toBe(before);
    expect(await readOutbox({ to: "nobody@example.qa" })).toHaveLength(0);

    await db.updateTable("user").set({ suspended_at: new Date(), suspension_reason: "Test suspension" }).where("email", "=", waiting).execute();
    await caller.accounts.resendConfirmation({ email: waiting });
    await settleBackgroundWork();
    expect(await linksTo(waiting)).toBe(2);
  });

  it("is limited per address", async () => {
    const email = "limited@example.qa";
    const results: string[] = [];
    for (let i = 0; i < 4; i++) {
      results.push(await anonymousCaller(db, { ip: `10.9.1.${i}` }).accounts.resendConfirmation({ email }).then(() => "sent", (e: { code?: string }) => e.code ?? "error"));
    }
    await settleBackgroundWork();
    expect(results).toEqual(["sent", "sent", "sent", "TOO_MANY_REQUESTS"]);
  });
});
