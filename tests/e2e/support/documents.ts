/** Checks on stored verification documents shared by the bad-input specs. */
import { expect, type APIRequestContext } from "@playwright/test";
import { BASE_URL } from "./fixtures";
import { enrolOverHttp, signInOverHttp, waitForMailLink } from "./helpers";

/** Every stored key: translation_documents/verifications/{id}/{key}-{ts}-{name}, no traversal. */
export function expectSafeKeys(keys: string[]) {
  for (const key of keys) {
    expect(key).toMatch(/^translation_documents\/verifications\/[A-Za-z0-9_-]+\/[a-z_]+-\d+-[A-Za-z0-9._-]+$/);
    expect(key.split("/")).not.toContain("..");
  }
}

/** Confirms the account, signs in, and checks the dashboard links to exactly the stored keys. */
export async function expectDashboardLinks(request: APIRequestContext, email: string, keys: string[]) {
  const link = await waitForMailLink(email, "/verify-email");
  const token = new URL(link).searchParams.get("token")!;
  expect((await request.post("/verify-email", { headers: { Origin: BASE_URL }, form: { token }, maxRedirects: 0 })).status()).toBe(302);
  // Issue 12 §1: a lawyer's dashboard opens once two-factor sign-in is on.
  const cookie = await enrolOverHttp(request, email, await signInOverHttp(request, email));
  const dashboard = await request.get("/dashboard/lawyer", { headers: { Cookie: cookie } });
  expect(dashboard.status()).toBe(200);
  const hrefs = [...(await dashboard.text()).matchAll(/href="(\/files\/[^"]+)"/g)].map((m) => m[1]!);
  expect(hrefs.sort()).toEqual(keys.map((key) => `/files/${key}`).sort());
  for (const href of hrefs) expect(href).not.toMatch(/\.\.\/|%2F|%2E%2E/i);
}
