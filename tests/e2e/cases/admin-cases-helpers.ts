/**
 * Set-up for the /admin/cases and dashboards specs, over HTTP through the same tRPC procedures the
 * pages call: a verified lawyer of their own (the fixture lawyer's account is not verified, and only
 * verified lawyers can be assigned), a completed written consultation, a case opened by the admin.
 */
import crypto from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { ACCOUNTS, BASE_URL, FIXTURE_LAWYER } from "../support/fixtures";
import { acceptAsFixtureLawyer, fixtureSessionCookie, trpcMutation, trpcQuery, userIdOf } from "../support/consultations";
import { createConfirmedAccount, signInOverHttp, enrolOverHttp } from "../support/helpers";

export { fixtureSessionCookie, trpcMutation, trpcQuery };

/** Letters only (names allow letters, spaces and hyphens): a distinct, readable word per test. */
export function letters(count = 6): string {
  return Array.from(crypto.randomBytes(count), (b) => "abcdefghijklmnopqrstuvwxyz"[b % 26]).join("");
}

export interface TestLawyer {
  email: string;
  name: string;
  userId: string;
  cookie: string;
}

/** A lawyer account made through sign-up, then verified by the admin as on /dashboard/admin. */
export async function verifiedLawyer(request: APIRequestContext, label: string): Promise<TestLawyer> {
  const name = `Case Lawyer ${letters()}`;
  const email = await createConfirmedAccount(request, { label, name, userType: "lawyer" });
  // Issue 12 §1: a lawyer works only with two-factor sign-in on; enrolling replaces the session.
  const cookie = await enrolOverHttp(request, email, await signInOverHttp(request, email));
  const userId = await userIdOf(request, cookie);
  await trpcMutation(request, { path: "admin.setVerification", cookie: fixtureSessionCookie("admin"), input: { profileId: userId, decision: "verified" } });
  return { email, name, userId, cookie };
}

/** A written question of the fixture individual to the fixture lawyer, answered and completed. */
export async function completedConsultation(request: APIRequestContext, description: string): Promise<{ id: string; reference: string }> {
  const booked = await trpcMutation<{ id: string; reference: string }>(request, {
    path: "consultations.book",
    cookie: fixtureSessionCookie("individual"),
    input: { lawyerId: FIXTURE_LAWYER.id, serviceArea: "family", kind: "written", description, phone: "+974 5555 1234" },
  });
  await acceptAsFixtureLawyer(request, booked.id);
  await trpcMutation(request, { path: "consultations.complete", cookie: fixtureSessionCookie("lawyer"), input: { id: booked.id } });
  return booked;
}

export interface OpenedCase {
  id: string;
  reference: string;
}

/** The admin opens a case from scratch over HTTP. */
export async function openCaseAsAdmin(
  request: APIRequestContext,
  input: { clientEmail?: string; titleAr: string; titleEn: string; serviceArea?: string; court?: string; lawyerUserIds?: string[] },
): Promise<OpenedCase> {
  return trpcMutation<OpenedCase>(request, {
    path: "cases.create",
    cookie: fixtureSessionCookie("admin"),
    input: { serviceArea: "commercial", clientEmail: ACCOUNTS.individual.email, lawyerUserIds: [], ...input },
  });
}

/** A Qatar wall-clock time `hours` from now, as an instant the hearing procedures take. */
export function hoursFromNow(hours: number): string {
  const at = new Date(Date.now() + hours * 3600_000);
  at.setUTCSeconds(0, 0);
  return at.toISOString();
}

export const ORIGIN = BASE_URL;
