import fs from "node:fs";
import path from "node:path";
import { request, type FullConfig } from "@playwright/test";
import { createOTP } from "@better-auth/utils/otp";
import { ACCOUNTS, BASE_URL, FIXTURE_TOTP_RAW_SECRET, PASSWORD, type FixtureRole } from "./fixtures";
import { AUTH_STATE_DIR } from "./paths";

/**
 * Signs each fixture account in once, through better-auth's JSON endpoint (spec §7 "Sign in"), and
 * keeps the cookies for specs that only read pages (the route table). Specs that sign out, change a
 * password or end sessions make their own accounts instead, so these sessions stay valid.
 */
export default async function globalSetup(_config: FullConfig) {
  fs.mkdirSync(AUTH_STATE_DIR, { recursive: true });
  for (const role of Object.keys(ACCOUNTS) as FixtureRole[]) {
    const context = await request.newContext({ baseURL: BASE_URL });
    const response = await context.post("/api/auth/sign-in/email", {
      headers: { Origin: BASE_URL },
      data: { email: ACCOUNTS[role].email, password: PASSWORD },
    });
    if (!response.ok()) throw new Error(`sign-in of the ${role} fixture failed: ${response.status()} ${await response.text()}`);
    // Issue 12 §1: the lawyer and the admin pass the second step with the current code of their secret.
    if (((await response.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
      const second = await context.post("/api/auth/two-factor/verify-totp", {
        headers: { Origin: BASE_URL },
        data: { code: await createOTP(FIXTURE_TOTP_RAW_SECRET).totp() },
      });
      if (!second.ok()) throw new Error(`second step of the ${role} fixture failed: ${second.status()} ${await second.text()}`);
    }
    await context.storageState({ path: path.join(AUTH_STATE_DIR, `${role}.json`) });
    await context.dispose();
  }
}
