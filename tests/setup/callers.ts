import type { DB } from "#db/index";
import { getAuth } from "#server/auth/auth";
import { getViewer } from "#server/auth/viewer";
import { provisionUser } from "#server/accounts/provision";
import { enrolTwoFactorDirectly, storedTotpSecret, totpCodeFor } from "#server/accounts/two-factor";
import { ROLES_NEEDING_TWO_FACTOR } from "#server/auth/viewer";
import type { Role } from "#db/schema";
import { getStorage } from "#server/storage/index";
import { createCaller } from "#server/router";
import { useTestDatabase } from "./db";

let ipCounter = 0;

/** A caller as an anonymous visitor; each gets its own client IP unless one is given. */
export function anonymousCaller(db: DB, opts: { ip?: string; headers?: Headers } = {}) {
  const headers = opts.headers ?? new Headers();
  const ip = opts.ip ?? `10.0.0.${++ipCounter}`;
  headers.set("x-client-ip", ip);
  return createCaller({ db, storage: getStorage(), viewer: null, headers, clientIp: ip });
}

const cookieHeaderOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");

/**
 * Issue 12 §1: lawyers and admins must have a second factor, or every procedure of theirs refuses
 * them. Fixtures that make one (here or through provisionUser) get it enrolled on their first sign-in
 * through these helpers, unless the test says `enrol: false` (the tests of the gate itself).
 */
async function enrolIfRequired(db: DB, email: string): Promise<void> {
  const row = await db
    .selectFrom("user")
    .innerJoin("profiles", "profiles.id", "user.id")
    .select(["user.id", "user.twoFactorEnabled", "profiles.user_type"])
    .where("user.email", "=", email.toLowerCase())
    .executeTakeFirst();
  if (row && !row.twoFactorEnabled && (ROLES_NEEDING_TWO_FACTOR as readonly (string | null)[]).includes(row.user_type)) {
    await enrolTwoFactorDirectly(db, { userId: row.id });
  }
}

/**
 * Signs in through better-auth and returns the cookie header, as a browser would hold it. An account
 * with two-factor sign-in passes the second step with the current code, computed from its stored secret.
 */
export async function signInHeaders(db: DB, opts: { email: string; password: string; enrol?: boolean }): Promise<Headers> {
  if (opts.enrol !== false) await enrolIfRequired(db, opts.email);
  const auth = getAuth(db);
  const response = await auth.api.signInEmail({ body: { email: opts.email, password: opts.password }, asResponse: true });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.clone().json()) as { twoFactorRedirect?: boolean };
  if (!body.twoFactorRedirect) return new Headers({ cookie: cookieHeaderOf(response), "x-client-ip": "10.1.0.1" });
  const user = await db.selectFrom("user").select("id").where("email", "=", opts.email.toLowerCase()).executeTakeFirstOrThrow();
  const secret = await storedTotpSecret(db, user.id);
  if (!secret) throw new Error(`sign-in of ${opts.email} wants a second factor, but it has no TOTP secret`);
  const second = await auth.api.verifyTOTP({
    body: { code: await totpCodeFor(secret) },
    headers: new Headers({ cookie: cookieHeaderOf(response) }),
    asResponse: true,
  });
  if (!second.ok) throw new Error(`second step failed: ${second.status} ${await second.text()}`);
  return new Headers({ cookie: cookieHeaderOf(second), "x-client-ip": "10.1.0.1" });
}

/** A caller for a signed-in person: the viewer is resolved from the session, as in a request. */
export async function callerFor(db: DB, headers: Headers) {
  const viewer = await getViewer(db, headers);
  return createCaller({ db, storage: getStorage(), viewer, headers, clientIp: headers.get("x-client-ip") ?? "10.1.0.1" });
}

let userCounter = 0;
export const TEST_PASSWORD = "correct horse battery staple 42";

/**
 * Makes a confirmed account with a role and returns its id, headers and caller. Lawyers and admins
 * come enrolled in two-factor sign-in (issue 12 §1) unless `enrol: false`.
 */
export async function userWithRole(db: DB, role: Role | null, opts: { name?: string; enrol?: boolean } = {}) {
  const email = `user${++userCounter}-${role ?? "unset"}-${Date.now()}@example.qa`;
  const { userId } = await provisionUser(db, { email, name: opts.name ?? `Test ${role ?? "Unset"}`, password: TEST_PASSWORD, role });
  const headers = await signInHeaders(db, { email, password: TEST_PASSWORD, enrol: opts.enrol });
  return { userId, email, headers, caller: await callerFor(db, headers) };
}

/** A signed-in account as userWithRole makes it: id, email, cookie headers and tRPC caller. */
export type Account = Awaited<ReturnType<typeof userWithRole>>;

/** Every role a signed-in account can have; "unset" has not chosen one yet. */
export const SIGNED_IN_ROLES = ["individual", "company", "lawyer", "admin", "unset"] as const;
export type SignedInRole = (typeof SIGNED_IN_ROLES)[number];

/** One account of each role in SIGNED_IN_ROLES, made one after the other; `name` names each (default "Test <role>"). */
export async function accountsOfEveryRole(db: DB, opts: { name?: (role: Role) => string } = {}): Promise<Record<SignedInRole, Account>> {
  const accounts = {} as Record<SignedInRole, Account>;
  for (const role of ["individual", "company", "lawyer", "admin"] as const) accounts[role] = await userWithRole(db, role, { name: opts.name?.(role) });
  accounts.unset = await userWithRole(db, null);
  return accounts;
}

/** A caller for an existing account, signed in with its password (and its second factor, if it has one). */
export async function signedInCaller(db: DB, opts: { email: string; password: string }) {
  return callerFor(db, await signInHeaders(db, opts));
}

/** A fresh database with one account of every role in it (accountsOfEveryRole), for this test file. */
export function useDatabaseWithEveryRole(ready: (fixture: { db: DB; accounts: Record<SignedInRole, Account> }) => unknown): void {
  useTestDatabase(async (db) => ready({ db, accounts: await accountsOfEveryRole(db) }));
}

/** Calls the procedure of `caller` at a dotted path ("cases.get"), for tests that walk every procedure. */
export function callByPath(caller: object, path: string, input: unknown): Promise<unknown> {
  let fn: unknown = caller;
  for (const part of path.split(".")) fn = (fn as Record<string, unknown>)[part];
  return (fn as (input: unknown) => Promise<unknown>)(input);
}
