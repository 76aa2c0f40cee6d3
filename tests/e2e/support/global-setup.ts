import fs from "node:fs";
import path from "node:path";
import { request, type FullConfig } from "@playwright/test";
import { ACCOUNTS, BASE_URL, PASSWORD, type FixtureRole } from "./fixtures";
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
    await context.storageState({ path: path.join(AUTH_STATE_DIR, `${role}.json`) });
    await context.dispose();
  }
}
