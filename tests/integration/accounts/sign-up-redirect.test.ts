/**
 * Issue 4 §1: someone who signs up in the middle of booking comes back to it. The way back rides
 * on the confirmation link (/verify-email?token=…&redirectTo=…), same-site paths only.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { readOutbox } from "#server/mail/outbox";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller } from "../../setup/callers";

const PASSWORD = "a long enough passphrase 7";
let db: DB;
useTestDatabase((created) => (db = created));

async function confirmationLink(email: string): Promise<URL> {
  const [mail] = await readOutbox({ to: email });
  const match = /https?:\/\/[^\s"<>]+\/verify-email\?[^\s"<>]+/.exec(mail?.text ?? "");
  if (!match) throw new Error("no verification link in email");
  return new URL(match[0]);
}

describe("sign-up with a way back", () => {
  it("carries a same-site redirectTo into the confirmation link", async () => {
    const email = "booking.visitor@example.qa";
    const back = "/consultations?service=family&kind=video&lawyer=any&step=details";
    await anonymousCaller(db).accounts.signUp({ email, password: PASSWORD, fullName: "Mariam Al-Sulaiti", userType: "individual", locale: "ar", redirectTo: back });
    const link = await confirmationLink(email);
    expect(link.pathname).toBe("/verify-email");
    expect(link.searchParams.get("token")).toBeTruthy();
    expect(link.searchParams.get("redirectTo")).toBe(back);
  });

  it("drops a redirectTo that leaves the site, and adds none by default", async () => {
    for (const [email, redirectTo] of [
      ["offsite.one@example.qa", "//evil.example/phish"],
      ["offsite.two@example.qa", "https://evil.example/"],
      // Issue 25 §3: what the browser would follow elsewhere once it strips the tab, or a proxy once it decodes.
      ["offsite.three@example.qa", "/\t/evil.example/phish"],
      ["offsite.four@example.qa", "/%2F/evil.example"],
      ["offsite.five@example.qa", "/.//evil.example"],
      ["plain.signup@example.qa", undefined],
    ] as const) {
      await anonymousCaller(db).accounts.signUp({ email, password: PASSWORD, fullName: "Test Person", userType: "individual", locale: "en", redirectTo });
      const link = await confirmationLink(email);
      expect(link.searchParams.get("token")).toBeTruthy();
      expect(link.searchParams.get("redirectTo")).toBeNull();
    }
  });
});
