/**
 * Issue 25 item 2: every change of a password or an email address goes through the app's rules. For an
 * account with two-factor sign-in on, changing the password, setting one and starting an email change
 * need a code from the app (or a recovery code) as well as the password; the password is checked first,
 * so a wrong one spends no recovery code. Every password change or setting is emailed to the person in
 * their language, and a lawyer's is in the audit log. Accounts without two-factor sign-in carry on with
 * the password alone. The settings page's forms say a missing code at the field, in both languages.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { storedTotpSecret, totpCodeFor } from "#server/accounts/two-factor";
import { readOutbox } from "#server/mail/outbox";
import { action as settingsAction, loader as settingsLoader } from "~/routes/account-settings/route";
import { action as updatePasswordAction, loader as updatePasswordLoader } from "~/routes/update-password/route";
import en from "~/locales/en/common.json";
import ar from "~/locales/ar/common.json";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller, callerFor, TEST_PASSWORD, userWithRole } from "../../setup/callers";
import { fieldErrorsOf, runRoute } from "../../setup/routes";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

const NEW_PASSWORD = "a brand new passphrase 2026";
const causeCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;
const refusal = (promise: Promise<unknown>) => promise.then(() => "accepted", causeCode);

function cookiesOf(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

/**
 * Turns two-factor sign-in on through the procedures, as the settings page does (the first code is then
 * spent: later codes are taken one 30-second step ahead). Returns the secret, codes and the new session.
 */
async function enrol(account: { headers: Headers }) {
  const caller = await callerFor(db, account.headers);
  await caller.accounts.twoFactor.start({ password: TEST_PASSWORD });
  const { secret } = (await caller.accounts.twoFactor.pendingSetup())!;
  const { setCookies } = await caller.accounts.twoFactor.confirm({ code: await totpCodeFor(secret) });
  const headers = new Headers({ cookie: cookiesOf(setCookies), "x-client-ip": "10.31.0.1" });
  const recoveryCodes = (await (await callerFor(db, headers)).accounts.twoFactor.takeRecoveryCodesToShow())!;
  return { secret, recoveryCodes, headers, caller: await callerFor(db, headers) };
}

/** An individual with two-factor sign-in on. */
async function enrolledPerson(opts: { locale?: "ar" | "en" } = {}) {
  const person = await userWithRole(db, "individual");
  if (opts.locale) await db.updateTable("user").set({ locale: opts.locale }).where("id", "=", person.userId).execute();
  return { ...person, ...(await enrol(person)) };
}

/** Mail to an address other than the notice of turning two-factor sign-in on (the outbox keeps everything). */
const mailTo = async (email: string) => (await readOutbox({ to: email })).filter((m) => !/التحقق بخطوتين|two-factor/i.test(m.subject));

/** A code the app would not show now, a step before or a step after. */
async function wrongCodeFor(secret: string): Promise<string> {
  const valid = new Set([await totpCodeFor(secret, { stepsAhead: -1 }), await totpCodeFor(secret), await totpCodeFor(secret, { stepsAhead: 1 })]);
  for (const candidate of ["000000", "111111", "222222", "333333"]) if (!valid.has(candidate)) return candidate;
  throw new Error("unreachable");
}

/** Whether a password still opens the account's first step (an enrolled account then asks for the code). */
async function passwordWorks(email: string, password: string): Promise<boolean> {
  return anonymousCaller(db)
    .accounts.signIn({ email, password })
    .then(
      () => true,
      () => false,
    );
}

const passwordNotices = async (email: string) => (await mailTo(email)).filter((m) => /تم تغيير كلمة المرور|Your password was changed/.test(m.subject));
/** Emails are in both languages, the person's own first. */
const AR_NOTICE = /^تم تغيير كلمة المرور \| Your password was changed$/;
const EN_NOTICE = /^Your password was changed \| تم تغيير كلمة المرور$/;

describe("changing the password with two-factor sign-in on", () => {
  it("is refused without a code or with a wrong one (nothing changes), and accepted with a current code", async () => {
    const person = await enrolledPerson();
    const change = (code?: string) => person.caller.accounts.changePassword({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, code, revokeOtherSessions: false });

    expect(await refusal(change())).toBe("two_factor_code_required");
    expect(await refusal(change("   "))).toBe("two_factor_code_required");
    expect(await refusal(change(await wrongCodeFor(person.secret)))).toBe("two_factor_code_invalid");
    expect(await passwordWorks(person.email, TEST_PASSWORD)).toBe(true);
    expect(await passwordWorks(person.email, NEW_PASSWORD)).toBe(false);
    expect(await passwordNotices(person.email)).toEqual([]);

    const code = await totpCodeFor(person.secret, { stepsAhead: 1 });
    await expect(change(code)).resolves.toMatchObject({ updated: true });
    expect(await passwordWorks(person.email, NEW_PASSWORD)).toBe(true);
    expect(await passwordWorks(person.email, TEST_PASSWORD)).toBe(false);
    // The same code does not open a second change.
    const again = await person.caller.accounts
      .changePassword({ currentPassword: NEW_PASSWORD, newPassword: TEST_PASSWORD, code, revokeOtherSessions: false })
      .catch(causeCode);
    expect(again).toBe("two_factor_code_used");

    // The person is told at their address, in their language (Arabic by default), with the way to a reset.
    const [notice, ...more] = await passwordNotices(person.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toMatch(AR_NOTICE);
    expect(notice!.text).toContain("/forgot-password");
  });

  it("checks the password first, so a wrong one spends no recovery code; a recovery code works once", async () => {
    const person = await enrolledPerson({ locale: "en" });
    const [recovery] = person.recoveryCodes;
    const wrongPassword = await person.caller.accounts
      .changePassword({ currentPassword: "not my password at all", newPassword: NEW_PASSWORD, code: recovery!, revokeOtherSessions: false })
      .catch(causeCode);
    expect(wrongPassword).toBe("wrong_current_password");
    // A common new password is refused before the code too.
    const common = await person.caller.accounts.changePassword({ currentPassword: TEST_PASSWORD, newPassword: "password1234", code: recovery!, revokeOtherSessions: false }).catch(causeCode);
    expect(common).toBe("password_too_common");
    expect(await person.caller.accounts.twoFactor.status()).toMatchObject({ recoveryCodesLeft: 10 });

    await expect(
      person.caller.accounts.changePassword({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, code: recovery!, revokeOtherSessions: false }),
    ).resolves.toMatchObject({ updated: true });
    expect(await person.caller.accounts.twoFactor.status()).toMatchObject({ recoveryCodesLeft: 9 });
    const reused = await person.caller.accounts
      .changePassword({ currentPassword: NEW_PASSWORD, newPassword: "yet another passphrase 2026", code: recovery!, revokeOtherSessions: false })
      .catch(causeCode);
    expect(reused).toBe("recovery_code_invalid");
    expect(await passwordWorks(person.email, NEW_PASSWORD)).toBe(true);

    // In English for an account that reads English.
    const notices = await passwordNotices(person.email);
    expect(notices.map((m) => m.subject)).toEqual([expect.stringMatching(EN_NOTICE)]);
  });

  it("without two-factor sign-in the password alone is enough, and the person is emailed", async () => {
    const person = await userWithRole(db, "individual");
    await expect(
      person.caller.accounts.changePassword({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false }),
    ).resolves.toMatchObject({ updated: true });
    expect(await passwordWorks(person.email, NEW_PASSWORD)).toBe(true);
    expect((await passwordNotices(person.email)).map((m) => m.subject)).toEqual([expect.stringMatching(AR_NOTICE)]);
  });

  it("a lawyer's change needs the code and is in the audit log", async () => {
    // Lawyers must have two-factor sign-in: the fixture enrols them, and their stored secret gives the code.
    const lawyer = await userWithRole(db, "lawyer");
    const stored = (await storedTotpSecret(db, lawyer.userId))!;
    expect(await refusal(lawyer.caller.accounts.changePassword({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false }))).toBe(
      "two_factor_code_required",
    );
    const code = await totpCodeFor(stored, { stepsAhead: 1 });
    await lawyer.caller.accounts.changePassword({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, code, revokeOtherSessions: false });
    const rows = await db.selectFrom("audit_log").select("action").where("entity_id", "=", lawyer.userId).execute();
    expect(rows.map((r) => r.action)).toEqual(["account.password.change"]);
    expect(await passwordNotices(lawyer.email)).toHaveLength(1);
  });
});

describe("setting a password (an account without one)", () => {
  it("with two-factor sign-in on needs a code; it is emailed; an account without it needs none", async () => {
    const person = await enrolledPerson();
    // As if it had signed up through OpenID: no password to sign in with.
    await db.deleteFrom("account").where("userId", "=", person.userId).where("providerId", "=", "credential").execute();
    expect(await refusal(person.caller.accounts.setPassword({ newPassword: NEW_PASSWORD }))).toBe("two_factor_code_required");
    expect(await refusal(person.caller.accounts.setPassword({ newPassword: NEW_PASSWORD, code: await wrongCodeFor(person.secret) }))).toBe("two_factor_code_invalid");
    expect(await passwordWorks(person.email, NEW_PASSWORD)).toBe(false);
    await expect(person.caller.accounts.setPassword({ newPassword: NEW_PASSWORD, code: await totpCodeFor(person.secret, { stepsAhead: 1 }) })).resolves.toEqual({ updated: true });
    expect(await passwordWorks(person.email, NEW_PASSWORD)).toBe(true);
    expect((await passwordNotices(person.email)).map((m) => m.subject)).toEqual([expect.stringMatching(AR_NOTICE)]);
    // Once there is a password, it is changed, not set (and no code is spent finding that out).
    expect(await refusal(person.caller.accounts.setPassword({ newPassword: "another passphrase 2026", code: person.recoveryCodes[0] }))).toBe("invalid_input");
    expect(await person.caller.accounts.twoFactor.status()).toMatchObject({ recoveryCodesLeft: 10 });

    const plain = await userWithRole(db, "individual");
    await db.deleteFrom("account").where("userId", "=", plain.userId).where("providerId", "=", "credential").execute();
    await expect(plain.caller.accounts.setPassword({ newPassword: NEW_PASSWORD })).resolves.toEqual({ updated: true });
    expect(await passwordNotices(plain.email)).toHaveLength(1);
  });
});

describe("starting an email change with two-factor sign-in on", () => {
  it("is refused without a code or with a wrong one (nothing sent), and accepted with a current code", async () => {
    const person = await enrolledPerson();
    const newEmail = `moved-2fa-${Date.now()}@example.qa`;
    const ask = (code?: string) => person.caller.accounts.requestEmailChange({ newEmail, password: TEST_PASSWORD, code });
    expect(await refusal(ask())).toBe("two_factor_code_required");
    expect(await refusal(ask(await wrongCodeFor(person.secret)))).toBe("two_factor_code_invalid");
    expect(await readOutbox({ to: newEmail })).toHaveLength(0);
    expect(await mailTo(person.email)).toHaveLength(0);

    await expect(ask(await totpCodeFor(person.secret, { stepsAhead: 1 }))).resolves.toEqual({ requested: true });
    expect(await readOutbox({ to: newEmail })).toHaveLength(1);
    // The current address is told that a change to the new one was asked for.
    const [told] = await mailTo(person.email);
    expect(told!.text).toContain(newEmail);
  });

  it("a wrong password spends no recovery code; a recovery code works once", async () => {
    const person = await enrolledPerson();
    const [recovery] = person.recoveryCodes;
    const wrong = await person.caller.accounts.requestEmailChange({ newEmail: `a-${Date.now()}@example.qa`, password: "not my password at all", code: recovery }).catch(causeCode);
    expect(wrong).toBe("wrong_current_password");
    expect(await person.caller.accounts.twoFactor.status()).toMatchObject({ recoveryCodesLeft: 10 });
    await expect(person.caller.accounts.requestEmailChange({ newEmail: `b-${Date.now()}@example.qa`, password: TEST_PASSWORD, code: recovery })).resolves.toEqual({ requested: true });
    const reused = await person.caller.accounts.requestEmailChange({ newEmail: `c-${Date.now()}@example.qa`, password: TEST_PASSWORD, code: recovery }).catch(causeCode);
    expect(reused).toBe("recovery_code_invalid");
  });

  it("without two-factor sign-in the password alone is enough", async () => {
    const person = await userWithRole(db, "individual");
    await expect(person.caller.accounts.requestEmailChange({ newEmail: `plain-${Date.now()}@example.qa`, password: TEST_PASSWORD })).resolves.toEqual({ requested: true });
  });
});

describe("the settings page's forms", () => {
  const args = (request: Request) => ({ request, params: {}, context: {} });
  const post = (headers: Headers, form: Record<string, string>, lang?: "ar" | "en", url = "http://localhost:3000/account-settings") =>
    new Request(url, {
      method: "POST",
      body: new URLSearchParams(form),
      headers: new Headers({
        cookie: [headers.get("cookie"), lang ? `lang=${lang}` : null].filter(Boolean).join("; "),
        "x-client-ip": "10.31.9.9",
        origin: "http://localhost:3000",
        "content-type": "application/x-www-form-urlencoded",
      }),
    });

  it("say a missing or wrong code at the code field, in the visitor's language, and change nothing", async () => {
    const person = await enrolledPerson();
    const loaded = await runRoute(() => settingsLoader(args(new Request("http://localhost:3000/account-settings", { headers: person.headers }))));
    expect(loaded.kind === "data" && (loaded.data as { twoFactorEnabled: boolean }).twoFactorEnabled).toBe(true);

    for (const lang of ["en", "ar"] as const) {
      const password = await runRoute(() => settingsAction(args(post(person.headers, { intent: "password", currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, lang))));
      expect(password.status).toBe(400);
      expect(fieldErrorsOf(password.kind === "data" ? password.data : null)).toEqual({ code: ["errors.two_factor_code_required"] });
      const email = await runRoute(() =>
        settingsAction(args(post(person.headers, { intent: "email", newEmail: `x-${lang}-${Date.now()}@example.qa`, password: TEST_PASSWORD }, lang))),
      );
      expect(email.status).toBe(400);
      expect(fieldErrorsOf(email.kind === "data" ? email.data : null)).toEqual({ code: ["errors.two_factor_code_required"] });
    }
    expect(en.errors.two_factor_code_required).toMatch(/recovery code/);
    expect(ar.errors.two_factor_code_required).toMatch(/رموز الاسترداد/);

    const wrongCode = await wrongCodeFor(person.secret);
    const wrong = await runRoute(() =>
      settingsAction(args(post(person.headers, { intent: "password", currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, code: wrongCode }, "en"))),
    );
    expect(wrong.status).toBe(400);
    expect(fieldErrorsOf(wrong.kind === "data" ? wrong.data : null)).toEqual({ code: ["errors.two_factor_code_invalid"] });
    // The code typed is not sent back into the page.
    expect(JSON.stringify(wrong.kind === "data" ? wrong.data : null)).not.toContain(NEW_PASSWORD);
    expect(await passwordWorks(person.email, TEST_PASSWORD)).toBe(true);
    expect(await mailTo(person.email)).toHaveLength(0);

    const code = await totpCodeFor(person.secret, { stepsAhead: 1 });
    const done = await runRoute(() => settingsAction(args(post(person.headers, { intent: "password", currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, code }))));
    expect(done.kind === "response" && done.headers.get("location")).toBe("/account-settings");
    expect(await passwordWorks(person.email, NEW_PASSWORD)).toBe(true);
  });

  it("ask no code of an account without two-factor sign-in", async () => {
    const person = await userWithRole(db, "individual");
    const done = await runRoute(() => settingsAction(args(post(person.headers, { intent: "password", currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, "en"))));
    expect(done.kind === "response" && done.headers.get("location")).toBe("/account-settings");
  });

  it("/update-password (signed in) asks an enrolled account for the code too", async () => {
    const person = await enrolledPerson();
    const url = "http://localhost:3000/update-password";
    const loaded = await runRoute(() => updatePasswordLoader(args(new Request(url, { headers: person.headers }))));
    expect(loaded.kind === "data" && loaded.data).toMatchObject({ mode: "session", codeRequired: true });
    const missing = await runRoute(() => updatePasswordAction(args(post(person.headers, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, "ar", url))));
    expect(missing.status).toBe(400);
    expect(fieldErrorsOf(missing.kind === "data" ? missing.data : null)).toEqual({ code: ["errors.two_factor_code_required"] });
    expect(await passwordWorks(person.email, NEW_PASSWORD)).toBe(false);
    const done = await runRoute(() =>
      updatePasswordAction(args(post(person.headers, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, code: person.recoveryCodes[0]! }, "ar", url))),
    );
    expect(done.kind === "response" && done.headers.get("location")).toBe("/account-settings");
    expect(await passwordWorks(person.email, NEW_PASSWORD)).toBe(true);

    const plain = await userWithRole(db, "individual");
    const plainPage = await runRoute(() => updatePasswordLoader(args(new Request(url, { headers: plain.headers }))));
    expect(plainPage.kind === "data" && plainPage.data).toMatchObject({ mode: "session", codeRequired: false });
  });
});
