import type { DB } from "#db/index";
import { getAuth } from "#server/auth/auth";
import { getViewer } from "#server/auth/viewer";
import { provisionUser } from "#server/accounts/provision";
import type { Role } from "#db/schema";
import { getStorage } from "#server/storage/index";
import { createCaller } from "#server/trpc/router";

let ipCounter = 0;

/** A caller as an anonymous visitor; each gets its own client IP unless one is given. */
export function anonymousCaller(db: DB, opts: { ip?: string; headers?: Headers } = {}) {
  const headers = opts.headers ?? new Headers();
  const ip = opts.ip ?? `10.0.0.${++ipCounter}`;
  headers.set("x-client-ip", ip);
  return createCaller({ db, storage: getStorage(), viewer: null, headers, clientIp: ip });
}

/** Signs in through better-auth and returns the cookie header, as a browser would hold it. */
export async function signInHeaders(db: DB, opts: { email: string; password: string }): Promise<Headers> {
  const response = await getAuth(db).api.signInEmail({ body: opts, asResponse: true });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return new Headers({ cookie, "x-client-ip": "10.1.0.1" });
}

/** A caller for a signed-in person: the viewer is resolved from the session, as in a request. */
export async function callerFor(db: DB, headers: Headers) {
  const viewer = await getViewer(db, headers);
  return createCaller({ db, storage: getStorage(), viewer, headers, clientIp: headers.get("x-client-ip") ?? "10.1.0.1" });
}

let userCounter = 0;
export const TEST_PASSWORD = "correct horse battery staple 42";

/** Makes a confirmed account with a role and returns its id, headers and caller. */
export async function userWithRole(db: DB, role: Role | null, opts: { name?: string } = {}) {
  const email = `user${++userCounter}-${role ?? "unset"}-${Date.now()}@example.qa`;
  const { userId } = await provisionUser(db, { email, name: opts.name ?? `Test ${role ?? "Unset"}`, password: TEST_PASSWORD, role });
  const headers = await signInHeaders(db, { email, password: TEST_PASSWORD });
  return { userId, email, headers, caller: await callerFor(db, headers) };
}
