import fs from "node:fs";
import path from "node:path";
import { request, type FullConfig } from "@playwright/test";
import { claimTotpCode } from "./totp";
import { ACCOUNTS, BASE_URL, FIXTURE_TOTP_RAW_SECRET, PASSWORD, type FixtureRole } from "./fixtures";
import { AUTH_STATE_DIR } from "./paths";

/**
 * Signs each fixture account in once, through the sign-in form's action and, for the lawyer and the
 * admin, the second step's (better-auth's own JSON endpoints are not reachable from outside: issue 25
 * §2), and keeps the cookies for specs that only read pages (the route table). Specs that sign out,
 * change a password or end sessions make their own accounts instead, so these sessions stay valid.
 */
export default async function globalSetup(_config: FullConfig) {
  fs.mkdirSync(AUTH_STATE_DIR, { recursive: true });
  for (const role of Object.keys(ACCOUNTS) as FixtureRole[]) {
    const context = await request.newContext({ baseURL: BASE_URL });
    const headers = { Origin: BASE_URL };
    const response = await context.post("/client-area", { headers, form: { intent: "password", email: ACCOUNTS[role].email, password: PASSWORD }, maxRedirects: 0 });
    if (response.status() !== 302) throw new Error(`sign-in of the ${role} fixture failed: ${response.status()} ${await response.text()}`);
    // Issue 12 §1: the lawyer and the admin pass the second step with an unused code of their secret.
    if (response.headers().location?.startsWith("/client-area/two-factor")) {
      const second = await context.post("/client-area/two-factor", {
        headers,
        form: { intent: "totp", code: await claimTotpCode(FIXTURE_TOTP_RAW_SECRET) },
        maxRedirects: 0,
      });
      if (second.status() !== 302) throw new Error(`second step of the ${role} fixture failed: ${second.status()} ${await second.text()}`);
    }
    // The form's action leaves a "signed in" toast in the flash cookie: spend it here, or it would be the first
    // toast of every spec that starts from this state.
    await context.clearCookies({ name: "flash" });
    await context.storageState({ path: path.join(AUTH_STATE_DIR, `${role}.json`) });
    await context.dispose();
  }
}
