/**
 * Issue 12 §1: two-factor sign-in (TOTP) through better-auth's twoFactor plugin. Codes are computed
 * here from the secret the page shows, as an authenticator app would. Enrolment (password, QR secret,
 * first code, ten recovery codes), the second step of sign-in (wrong code, recovery code single-use,
 * expired step, rate limit), turning it off, the lawyer/admin gate at the procedure boundary and in the
 * loaders, and the admin's reset (audit row + email in the person's language).
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { totpCodeFor } from "#server/accounts/two-factor";
import { getViewer } from "#server/auth/viewer";
import { getAuth } from "#server/auth/auth";
import { symmetricEncrypt } from "better-auth/crypto";
import { readOutbox } from "#server/mail/outbox";
import { provisionUser } from "#server/accounts/provision";
import { action as secondStepAction, loader as secondStepLoader } from "~/routes/client-area/two-factor/route";
import { action as signInAction } from "~/routes/client-area/route";
import { loader as lawyerDashboardLoader } from "~/routes/dashboard/lawyer/route";
import { action as downloadAction } from "~/routes/account-settings/recovery-codes/route";
import en from "~/locales/en/common.json";
import ar from "~/locales/ar/common.json";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller, callerFor, TEST_PASSWORD, userWithRole } from "../../setup/callers";
import { runRoute } from "../../setup/routes";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

const args = (request: Request) => ({ request, params: {}, context: {} });

/** The name=value pairs of Set-Cookie headers (dropping the ones that clear a cookie). */
function cookiesOf(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

function headersWith(cookie: string, ip = "10.9.0.1") {
  return new Headers({ cookie, "x-client-ip": ip });
}

/** Turns two-factor on through the procedures, as the settings page does. Returns the secret and codes. */
async function enrol(account: { headers: Headers }) {
  const caller = await callerFor(db, account.headers);
  await caller.accounts.twoFactor.start({ password: TEST_PASSWORD });
  const pending = await caller.accounts.twoFactor.pendingSetup();
  expect(pending?.secret).toMatch(/^[A-Z2-7]+$/);
  const { setCookies } = await caller.accounts.twoFactor.confirm({ code: await totpCodeFor(pending!.secret) });
  const headers = headersWith(cookiesOf(setCookies));
  const recoveryCodes = (await (await callerFor(db, headers)).accounts.twoFactor.takeRecoveryCodesToShow())!;
  return { secret: pending!.secret, recoveryCodes, headers };
}

/** The password step: no session, only better-auth's two_factor cookie. */
async function passwordStep(email: string, ip = "10.9.0.2") {
  const result = await anonymousCaller(db, { ip }).accounts.signIn({ email, password: TEST_PASSWORD });
  return { ...result, headers: headersWith(cookiesOf(result.setCookies), ip) };
}

describe("turning two-factor sign-in on", () => {
  it("needs the password, shows a secret, and is on only after a first code; then ten recovery codes", async () => {
    const person = await userWithRole(db, "individual");
    const caller = person.caller;
    expect(await caller.accounts.twoFactor.status()).toMatchObject({ enabled: false, pending: false, required: false });
    await expect(caller.accounts.twoFactor.start({ password: "not the password at all" })).rejects.toMatchObject({ cause: { code: "wrong_current_password" } });
    await caller.accounts.twoFactor.start({ password: TEST_PASSWORD });
    const pending = await caller.accounts.twoFactor.pendingSetup();
    expect(pending!.totpURI).toMatch(/^otpauth:\/\/totp\/Qanun%20Legal:/);
    expect(await caller.accounts.twoFactor.status()).toMatchObject({ enabled: false, pending: true });
    // Still one step until the first code is confirmed.
    expect((await passwordStep(person.email)).twoFactorRequired).toBe(false);

    await expect(caller.accounts.twoFactor.confirm({ code: "000000" })).rejects.toMatchObject({ cause: { code: "two_factor_code_invalid" } });
    const { setCookies } = await caller.accounts.twoFactor.confirm({ code: await totpCodeFor(pending!.secret) });
    // better-auth replaced the session; the new cookie carries on, and the codes are shown once.
    const after = await callerFor(db, headersWith(cookiesOf(setCookies)));
    const recoveryCodes = (await after.accounts.twoFactor.takeRecoveryCodesToShow())!;
    expect(recoveryCodes).toHaveLength(10);
    expect(await after.accounts.twoFactor.takeRecoveryCodesToShow()).toBeNull();
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    expect(await after.accounts.twoFactor.status()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(await after.accounts.twoFactor.pendingSetup()).toBeNull();
    // The account's address is told (a security notice), in its language.
    const notices = await readOutbox({ to: person.email });
    expect(notices.map((m) => m.subject)).toEqual([expect.stringContaining("فُعّل التحقق بخطوتين لحسابك")]);
  });

  it("accepts Arabic-Indic digits and spaces in the code", async () => {
    const person = await userWithRole(db, "company");
    await person.caller.accounts.twoFactor.start({ password: TEST_PASSWORD });
    const { secret } = (await person.caller.accounts.twoFactor.pendingSetup())!;
    const code = await totpCodeFor(secret);
    const arabic = [...code].map((d) => String.fromCharCode(0x0660 + Number(d))).join("");
    await expect(person.caller.accounts.twoFactor.confirm({ code: `${arabic.slice(0, 3)} ${arabic.slice(3)}` })).resolves.toMatchObject({ enabled: true });
  });

  it("downloads exactly the account's unused recovery codes as a .txt", async () => {
    const person = await userWithRole(db, "individual");
    const { recoveryCodes, headers } = await enrol(person);
    const form = new URLSearchParams(recoveryCodes.map((code) => ["code", code]));
    const post = (body: URLSearchParams) =>
      runRoute(() => downloadAction(args(new Request("http://localhost:3000/account-settings/recovery-codes", { method: "POST", body, headers: new Headers({ ...Object.fromEntries(headers), "content-type": "application/x-www-form-urlencoded" }) }))));
    const ok = await post(form);
    expect(ok.kind === "response" && ok.status).toBe(200);
    const response = (ok as { response: Response }).response;
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="qanun-recovery-codes\.txt"/);
    const text = await response.text();
    for (const code of recoveryCodes) expect(text).toContain(code);
    // Someone else's (or made-up) codes are not echoed back.
    const refused = await post(new URLSearchParams([["code", "abcde-12345"]]));
    expect(refused.status).toBe(302);
  });
});

describe("signing in with two-factor on", () => {
  it("asks for the code as a second step; a wrong code is refused, the right one gives a session", async () => {
    const person = await userWithRole(db, "individual");
    const { secret } = await enrol(person);
    const step = await passwordStep(person.email);
    expect(step).toMatchObject({ twoFactorRequired: true, userId: null });
    expect(step.headers.get("cookie")).toMatch(/two_factor=/);
    expect(step.headers.get("cookie")).not.toMatch(/session_token=/);
    expect(await getViewer(db, step.headers)).toBeNull();

    const second = anonymousCaller(db, { headers: step.headers });
    await expect(second.accounts.twoFactor.verifySignIn({ method: "totp", code: "123456" === (await totpCodeFor(secret)) ? "654321" : "123456" })).rejects.toMatchObject({
      cause: { code: "two_factor_code_invalid" },
    });
    const { setCookies, userId } = await anonymousCaller(db, { headers: step.headers }).accounts.twoFactor.verifySignIn({ method: "totp", code: await totpCodeFor(secret, { stepsAhead: 1 }) });
    expect(userId).toBe(person.userId);
    const viewer = await getViewer(db, headersWith(cookiesOf(setCookies)));
    expect(viewer).toMatchObject({ user: { id: person.userId }, twoFactorEnabled: true });
  });

  it("takes a recovery code once", async () => {
    const person = await userWithRole(db, "individual");
    const { recoveryCodes } = await enrol(person);
    const first = await passwordStep(person.email);
    await anonymousCaller(db, { headers: first.headers }).accounts.twoFactor.verifySignIn({ method: "recovery", code: recoveryCodes[0]! });
    const again = await passwordStep(person.email);
    await expect(anonymousCaller(db, { headers: again.headers }).accounts.twoFactor.verifySignIn({ method: "recovery", code: recoveryCodes[0]! })).rejects.toMatchObject({
      cause: { code: "recovery_code_invalid" },
    });
    // Typed without the hyphen, another one still works.
    const compact = recoveryCodes[1]!.replace("-", "");
    await expect(anonymousCaller(db, { headers: again.headers }).accounts.twoFactor.verifySignIn({ method: "recovery", code: compact })).resolves.toMatchObject({ userId: person.userId });
  });

  it("makes codes without look-alike characters and takes them in any case, with or without the dash (issue 29)", async () => {
    const person = await userWithRole(db, "individual");
    const { recoveryCodes } = await enrol(person);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    // Lower case, spaces, no dash, an en dash: each is the same code.
    const typed = [recoveryCodes[0]!.toLowerCase(), ` ${recoveryCodes[1]!.replace("-", " ").toLowerCase()} `, recoveryCodes[2]!.replace("-", "–")];
    for (const code of typed) {
      const step = await passwordStep(person.email);
      await expect(anonymousCaller(db, { headers: step.headers }).accounts.twoFactor.verifySignIn({ method: "recovery", code }), code).resolves.toMatchObject({ userId: person.userId });
    }
    // Spent, whichever way it is typed again.
    const again = await passwordStep(person.email);
    await expect(anonymousCaller(db, { headers: again.headers }).accounts.twoFactor.verifySignIn({ method: "recovery", code: recoveryCodes[0]! })).rejects.toMatchObject({
      cause: { code: "recovery_code_invalid" },
    });
  });

  it("still takes codes made before issue 29 (mixed case, better-auth's own), typed in any case", async () => {
    const person = await userWithRole(db, "individual");
    await enrol(person);
    const key = (await getAuth(db).$context).secretConfig;
    const oldCodes = ["rS08I-qV2RG", "aB3dE-fG4hI", "Zz9Yy-Xx8Ww"];
    await db
      .updateTable("twoFactor")
      .set({ backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(oldCodes) }) })
      .where("userId", "=", person.userId)
      .execute();
    for (const code of ["rS08I-qV2RG", "ab3defg4hi"]) {
      const step = await passwordStep(person.email);
      await expect(anonymousCaller(db, { headers: step.headers }).accounts.twoFactor.verifySignIn({ method: "recovery", code }), code).resolves.toMatchObject({ userId: person.userId });
    }
    const step = await passwordStep(person.email);
    await expect(anonymousCaller(db, { headers: step.headers }).accounts.twoFactor.verifySignIn({ method: "recovery", code: "RS08I-QV2RG" })).rejects.toMatchObject({
      cause: { code: "recovery_code_invalid" },
    });
  });

  it("ends the step after five wrong codes (sign in again), and without the step there is nothing to verify", async () => {
    const person = await userWithRole(db, "individual");
    await enrol(person);
    await expect(anonymousCaller(db).accounts.twoFactor.verifySignIn({ method: "totp", code: "123456" })).rejects.toMatchObject({ cause: { code: "two_factor_challenge_expired" } });
    const step = await passwordStep(person.email, "10.9.1.1");
    for (let i = 0; i < 5; i++) {
      await expect(anonymousCaller(db, { headers: step.headers }).accounts.twoFactor.verifySignIn({ method: "totp", code: "000000" })).rejects.toBeTruthy();
    }
    await expect(anonymousCaller(db, { headers: step.headers }).accounts.twoFactor.verifySignIn({ method: "totp", code: "000000" })).rejects.toMatchObject({
      cause: { code: "two_factor_challenge_expired" },
    });
  });

  it("is rate-limited per client IP", async () => {
    const person = await userWithRole(db, "individual");
    await enrol(person);
    const previous = process.env.AUTH_IP_LIMIT;
    process.env.AUTH_IP_LIMIT = "3";
    try {
      const ip = "10.9.2.2";
      const attempt = async () => {
        const step = await passwordStep(person.email, `10.9.3.${Math.floor(Math.random() * 200)}`);
        return anonymousCaller(db, { headers: new Headers({ cookie: step.headers.get("cookie")! }), ip }).accounts.twoFactor.verifySignIn({ method: "totp", code: "000000" });
      };
      for (let i = 0; i < 3; i++) await expect(attempt()).rejects.toMatchObject({ cause: { code: "two_factor_code_invalid" } });
      await expect(attempt()).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", cause: { code: "rate_limited" } });
    } finally {
      if (previous === undefined) delete process.env.AUTH_IP_LIMIT;
      else process.env.AUTH_IP_LIMIT = previous;
    }
  });

  it("goes through the pages without JavaScript, and a wrong code is said in the visitor's language", async () => {
    const person = await userWithRole(db, "individual");
    const { secret } = await enrol(person);
    const post = (url: string, form: Record<string, string>, cookie: string) =>
      new Request(url, {
        method: "POST",
        body: new URLSearchParams(form),
        headers: new Headers({ cookie, "x-client-ip": "10.9.4.4", origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded" }),
      });
    const signIn = await runRoute(() => signInAction(args(post("http://localhost:3000/client-area", { email: person.email, password: TEST_PASSWORD, intent: "password" }, "lang=en"))));
    expect(signIn.kind === "response" && signIn.headers.get("location")).toBe("/client-area/two-factor");
    const challenge = cookiesOf((signIn as { headers: Headers }).headers.getSetCookie());
    // Straight to the page without the first step: back to the password.
    const bare = await runRoute(() => secondStepLoader(args(new Request("http://localhost:3000/client-area/two-factor"))));
    expect(bare.kind === "response" && bare.headers.get("location")).toBe("/client-area");

    const current = await totpCodeFor(secret);
    const wrongCode = current === "000000" ? "111111" : "000000";
    for (const lang of ["en", "ar"] as const) {
      const wrong = await runRoute(() => secondStepAction(args(post("http://localhost:3000/client-area/two-factor", { intent: "totp", code: "12345x" }, `${challenge}; lang=${lang}`))));
      expect(wrong.status).toBe(400);
      const refused = await runRoute(() => secondStepAction(args(post("http://localhost:3000/client-area/two-factor", { intent: "totp", code: wrongCode }, `${challenge}; lang=${lang}`))));
      expect(refused.status).toBe(400);
      expect((refused as { data: { result: { error: Record<string, string[]> } } }).data.result.error[""]).toEqual(["errors.two_factor_code_invalid"]);
    }
    expect(en.errors.two_factor_code_invalid).toMatch(/wrong or has expired/);
    expect(ar.errors.two_factor_code_invalid).toMatch(/غير صحيح أو انتهت صلاحيته/);

    const code = await totpCodeFor(secret, { stepsAhead: 1 });
    const ok = await runRoute(() => secondStepAction(args(post("http://localhost:3000/client-area/two-factor", { intent: "totp", code }, challenge))));
    expect(ok.kind === "response" && ok.headers.get("location")).toBe("/dashboard/user");
    expect((ok as { headers: Headers }).headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(true);
  });
});

describe("new recovery codes", () => {
  it("need the password, are shown once, and replace the old ones", async () => {
    const person = await userWithRole(db, "individual");
    const { recoveryCodes: old, headers } = await enrol(person);
    const caller = await callerFor(db, headers);
    await expect(caller.accounts.twoFactor.regenerateRecoveryCodes({ password: "wrong password entirely" })).rejects.toBeTruthy();
    expect(await caller.accounts.twoFactor.takeRecoveryCodesToShow()).toBeNull();
    await caller.accounts.twoFactor.regenerateRecoveryCodes({ password: TEST_PASSWORD });
    const fresh = (await caller.accounts.twoFactor.takeRecoveryCodesToShow())!;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    const step = await passwordStep(person.email);
    await expect(anonymousCaller(db, { headers: step.headers }).accounts.twoFactor.verifySignIn({ method: "recovery", code: old[0]! })).rejects.toMatchObject({
      cause: { code: "recovery_code_invalid" },
    });
  });
});

describe("turning it off", () => {
  it("needs the password and a code; a wrong one changes nothing", async () => {
    const person = await userWithRole(db, "individual");
    const { secret, headers } = await enrol(person);
    const caller = await callerFor(db, headers);
    await expect(caller.accounts.twoFactor.disable({ password: "wrong password entirely", code: await totpCodeFor(secret) })).rejects.toMatchObject({ cause: { code: "wrong_current_password" } });
    await expect(caller.accounts.twoFactor.disable({ password: TEST_PASSWORD, code: "000000" })).rejects.toMatchObject({ cause: { code: "two_factor_code_invalid" } });
    expect((await caller.accounts.twoFactor.status()).enabled).toBe(true);
    const { setCookies } = await caller.accounts.twoFactor.disable({ password: TEST_PASSWORD, code: await totpCodeFor(secret, { stepsAhead: 1 }) });
    expect((await (await callerFor(db, headersWith(cookiesOf(setCookies)))).accounts.twoFactor.status()).enabled).toBe(false);
    expect((await passwordStep(person.email)).twoFactorRequired).toBe(false);
    const notices = await readOutbox({ to: person.email });
    expect(notices.at(-1)!.subject).toContain("أُوقف التحقق بخطوتين لحسابك");
    expect(notices.at(-1)!.text).toContain("/forgot-password");
  });
});

describe("lawyers and admins must have it (the procedure boundary)", () => {
  it("refuses every procedure of their role until they enrol, but lets them enrol", async () => {
    const lawyer = await userWithRole(db, "lawyer", { enrol: false });
    const admin = await userWithRole(db, "admin", { enrol: false });
    for (const attempt of [
      () => lawyer.caller.lawyerDesk.overview(),
      () => lawyer.caller.dashboard.lawyer(),
      () => lawyer.caller.notifications.list({}),
      () => admin.caller.dashboard.admin(),
      () => admin.caller.users.list({}),
      () => admin.caller.cases.byId({ id: "0badc0de-0000-4000-8000-00000000dead" }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: "FORBIDDEN", cause: { code: "two_factor_required" } });
    }
    expect(await lawyer.caller.accounts.twoFactor.status()).toMatchObject({ enabled: false, required: true });
    await expect(lawyer.caller.accounts.me()).resolves.toBeTruthy();
    const { headers } = await enrol(lawyer);
    await expect((await callerFor(db, headers)).lawyerDesk.overview()).resolves.toBeTruthy();
    expect(en.errors.two_factor_required).toBeTruthy();
    expect(ar.errors.two_factor_required).toMatch(/[\u0600-\u06FF]/);
  });

  it("sends their dashboard's loader to the enrolment page", async () => {
    const lawyer = await userWithRole(db, "lawyer", { enrol: false });
    const result = await runRoute(() => lawyerDashboardLoader(args(new Request("http://localhost:3000/dashboard/lawyer", { headers: lawyer.headers }))));
    expect(result.kind === "response" && result.headers.get("location")).toBe("/account-settings/two-factor");
  });

  it("makes lawyers and admins enrolled by default in the test fixtures", async () => {
    const admin = await userWithRole(db, "admin");
    await expect(admin.caller.users.list({})).resolves.toBeTruthy();
  });
});

describe("an admin resets someone's second factor (lost phone)", () => {
  it("deletes it, signs them out, records it with the reason and emails them in their language", async () => {
    const admin = await userWithRole(db, "admin");
    const email = `lost.phone.${Date.now()}@example.qa`;
    const { userId } = await provisionUser(db, { email, name: "Lost Phone", password: TEST_PASSWORD, role: "individual", locale: "en" });
    const person = { userId, email, headers: (await passwordStep(email)).headers };
    const { headers } = await enrol(person);
    expect(await getViewer(db, headers)).not.toBeNull();

    const lawyer = await userWithRole(db, "lawyer");
    await expect(lawyer.caller.users.resetTwoFactor({ userId, reason: "Lost phone" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await admin.caller.users.resetTwoFactor({ userId, reason: "Lost phone, called the office" });

    expect(await getViewer(db, headers)).toBeNull();
    expect(await db.selectFrom("twoFactor").select("id").where("userId", "=", userId).execute()).toHaveLength(0);
    expect((await passwordStep(email)).twoFactorRequired).toBe(false);
    const audit = await db.selectFrom("audit_log").selectAll().where("entity_id", "=", userId).where("action", "=", "user.two_factor.reset").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.userId, actor_role: "admin", entity_type: "user" });
    expect(JSON.stringify(audit[0]!.after)).toContain("Lost phone, called the office");
    const mail = (await readOutbox({ to: email })).at(-1);
    expect(mail!.subject.startsWith("Two-factor sign-in was reset on your account")).toBe(true);
    expect(mail!.text).toContain("/client-area");
    await expect(admin.caller.users.resetTwoFactor({ userId, reason: "Again" })).rejects.toMatchObject({ cause: { code: "two_factor_not_enabled" } });
  });
});

describe("a code is accepted once (issue 25 §6)", () => {
  it("refuses the same code for a second sign-in inside its window and leaves that sign-in no session", async () => {
    const person = await userWithRole(db, "individual");
    const { secret } = await enrol(person);
    const code = await totpCodeFor(secret, { stepsAhead: 1 });
    const first = await passwordStep(person.email, "10.9.3.1");
    const signedIn = await anonymousCaller(db, { headers: first.headers }).accounts.twoFactor.verifySignIn({ method: "totp", code });
    expect(signedIn.userId).toBe(person.userId);
    const sessionsBefore = await db.selectFrom("session").select("id").where("userId", "=", person.userId).execute();

    const second = await passwordStep(person.email, "10.9.3.2");
    await expect(anonymousCaller(db, { headers: second.headers }).accounts.twoFactor.verifySignIn({ method: "totp", code })).rejects.toMatchObject({
      cause: { code: "two_factor_code_used" },
    });
    const sessionsAfter = await db.selectFrom("session").select("id").where("userId", "=", person.userId).execute();
    expect(sessionsAfter.map((s) => s.id).sort()).toEqual(sessionsBefore.map((s) => s.id).sort());

    // Nor does a code spent on a sign-in turn two-factor off a moment later.
    const caller = await callerFor(db, headersWith(cookiesOf(signedIn.setCookies)));
    await expect(caller.accounts.twoFactor.disable({ password: TEST_PASSWORD, code })).rejects.toMatchObject({ cause: { code: "two_factor_code_used" } });
    expect((await caller.accounts.twoFactor.status()).enabled).toBe(true);
    expect(en.errors.two_factor_code_used).toMatch(/already been used/);
    expect(ar.errors.two_factor_code_used).toMatch(/[\u0600-\u06FF]/);
  });

  it("lets only one of two sign-ins racing with the same code through", async () => {
    const person = await userWithRole(db, "company");
    const { secret } = await enrol(person);
    const code = await totpCodeFor(secret, { stepsAhead: 1 });
    const [a, b] = [await passwordStep(person.email, "10.9.4.1"), await passwordStep(person.email, "10.9.4.2")];
    const results = await Promise.allSettled([a, b].map((step) => anonymousCaller(db, { headers: step.headers }).accounts.twoFactor.verifySignIn({ method: "totp", code })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });
});
