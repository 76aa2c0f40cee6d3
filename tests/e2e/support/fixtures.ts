/**
 * Constants shared by the end-to-end test server (which provisions these accounts before it
 * listens) and the specs. Plain data only: specs run in Playwright's workers, not in the server.
 */
import path from "node:path";

/** E2E_PORT lets two suites run side by side (the OpenID provider takes the next port). */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${APP_PORT}`;

export const OIDC_PORT = APP_PORT + 1;
export const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = "qanun-e2e";
export const OIDC_CLIENT_SECRET = "e2e-client-secret-not-for-production-0123456789";
export const OIDC_PROVIDER_NAME = "Qanun SSO (test)";
/** better-auth 1.7 genericOAuth calls back at /api/auth/callback/{providerId} (providerId "oidc"). */
export const OIDC_REDIRECT_URI = `${BASE_URL}/api/auth/callback/oidc`;
/** The one person the local OpenID provider knows, whatever login is typed into its form. */
export const SSO_USER = { sub: "sso-user-0001", email: "sso.user@example.qa", name: "Sso Test User" } as const;

/** One password for every fixture account: long enough, and not on the common-password list. */
export const PASSWORD = "Qanun-e2e-Fixture#2291";

export type FixtureRole = "individual" | "company" | "lawyer" | "admin" | "unset";

export const ACCOUNTS: Record<FixtureRole, { email: string; name: string; role: FixtureRole }> = {
  individual: { email: "e2e-individual@example.qa", name: "Ind Fixture", role: "individual" },
  company: { email: "e2e-company@example.qa", name: "Company Fixture", role: "company" },
  lawyer: { email: "e2e-lawyer@example.qa", name: "Lawyer Fixture", role: "lawyer" },
  admin: { email: "e2e-admin@example.qa", name: "Admin Fixture", role: "admin" },
  unset: { email: "e2e-unset@example.qa", name: "Unset Fixture", role: "unset" },
};

/**
 * Issue 12 §1: lawyers and admins must sign in with a second factor. The test server enrols the lawyer
 * and admin fixtures with this TOTP secret (the raw form better-auth generates: 32 letters and digits);
 * the specs compute the current code from it, as an authenticator app would.
 */
export const FIXTURE_TOTP_RAW_SECRET = "QanunE2eFixtureTotpSecret2291abc";
export const TWO_FACTOR_ROLES: readonly FixtureRole[] = ["lawyer", "admin"];

/** The role's dashboard, as spec §2's /client-area guard gives it. */
export const DASHBOARD: Record<FixtureRole, string> = {
  individual: "/dashboard/user",
  company: "/dashboard/company",
  lawyer: "/dashboard/lawyer",
  admin: "/dashboard/admin",
  unset: "/dashboard/user",
};

/** A case of the individual, assigned to the lawyer. */
export const FIXTURE_CASE = {
  id: "e2e00000-0000-4000-8000-0000000000c1",
  reference: "E2E-2026-0001",
  title_ar: "قضية اختبار شاملة",
  title_en: "End-to-end test case",
  service_area: "commercial",
} as const;

/**
 * The lawyer fixture's directory entry (linked to ACCOUNTS.lawyer): verified, practising family and
 * commercial law, offering every kind, open 08:00-20:00 Qatar time every day (weekends included) with
 * one hour's notice, so a booking test finds slots whatever day it runs.
 */
export const FIXTURE_LAWYER = {
  id: "e2e00000-0000-4000-8000-0000000000a1",
  name_ar: "محامي الاختبار",
  name_en: "Lawyer Fixture",
  practice_areas: ["family", "commercial"],
  fees: { written: 300, video: 500, voice: 450, in_person: 600 },
  openFromMinute: 8 * 60,
  openUntilMinute: 20 * 60,
} as const;

/** From scripts/seed-data.ts (fixed ids, seeded on every start). */
export const SAMPLE_LAWYER_ID = "5a1e0000-0000-4000-8000-000000000001";
export const SAMPLE_UPDATE_ID = "5a1e0000-0000-4000-9000-000000000001";
export const UNKNOWN_UUID = "0badc0de-0000-4000-8000-00000000dead";

/**
 * Issue 28: the suite's payment gateway is the shipped fake one, started by the test server with this key and
 * secret (so a spec can steer it through its POST /__control: lose one invoice's webhook, take it down), and its
 * address written to SUITE_SERVICES_FILE with the test server's reconciliation trigger.
 */
export const FAKE_GATEWAY_API_KEY = "e2e_fake_gateway_key_0123456789";
export const FAKE_GATEWAY_WEBHOOK_SECRET = "whsec_e2e_fake_gateway_0123456789";
export const SUITE_SERVICES_FILE = path.resolve(process.env.E2E_PORT ? `tests/.tmp-${APP_PORT}` : "tests/.tmp", "e2e-services.json");
export interface SuiteServices {
  /** The fake gateway's origin. */
  gatewayUrl: string;
  /** POST here runs the app's payment reconciliation job now, over every pending card payment (answers { changed }). */
  reconcileUrl: string;
}

/** Where the test server writes the path of its fresh DATA_DIR (the outbox and storage live there). */
export const DATA_DIR_FILE = path.resolve(process.env.E2E_PORT ? `tests/.tmp-${APP_PORT}` : "tests/.tmp", "e2e-data-dir");

export const LANGS = ["ar", "en"] as const;
export type Lang = (typeof LANGS)[number];
