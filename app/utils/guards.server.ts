import { redirect } from "@remix-run/node";
import type { Role } from "#db/schema";
import { needsTwoFactorEnrolment, type Viewer } from "#server/auth/viewer";
import { TWO_FACTOR_SETTINGS_PATH } from "#server/auth/constants";
import { getRequestViewer } from "./viewer.server";

/** spec §2 /client-area: where a signed-in person lands, by role. */
export const DASHBOARD_BY_ROLE = {
  individual: "/dashboard/user",
  company: "/dashboard/company",
  lawyer: "/dashboard/lawyer",
  admin: "/dashboard/admin",
} as const satisfies Record<Role, string>;

export function dashboardFor(role: Role | null): string {
  return role ? DASHBOARD_BY_ROLE[role] : DASHBOARD_BY_ROLE.individual;
}

/** Only same-site paths, so ?redirectTo= can never send someone to another site (the one check, shared with server/). */
export { safeRedirectPath } from "#server/common/safe-redirect";

function toClientArea(request: Request): never {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  throw redirect(`/client-area?redirectTo=${encodeURIComponent(back)}`);
}

/**
 * Needs a session (spec §2 guards); otherwise redirects to /client-area. Issue 12 §1: a lawyer or an
 * admin without a second factor is sent to the enrolment page instead of any other signed-in page
 * (the procedures refuse them too); only the account's own pages pass `allowWithoutTwoFactor`.
 */
export async function requireViewer(request: Request, opts: { allowWithoutTwoFactor?: boolean } = {}): Promise<Viewer> {
  const viewer = await getRequestViewer(request);
  if (!viewer) toClientArea(request);
  if (!opts.allowWithoutTwoFactor && needsTwoFactorEnrolment(viewer)) throw redirect(TWO_FACTOR_SETTINGS_PATH);
  return viewer;
}

/**
 * Needs a session whose role is one of `roles` (null = unset). A loader guard only decides the
 * redirect; the tRPC procedures check the role again before returning any data.
 */
export async function requireRole(request: Request, roles: readonly (Role | null)[]): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (!roles.includes(viewer.role)) throw redirect("/client-area");
  return viewer;
}

/** spec §2: /signup and /forgot-password send a signed-in person to /. */
export async function redirectIfSignedIn(request: Request, to = "/"): Promise<void> {
  if (await getRequestViewer(request)) throw redirect(to);
}
