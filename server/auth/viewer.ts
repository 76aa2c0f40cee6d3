import type { DB } from "#db/index";
import { compiledQuery } from "#db/compiled-query";
import type { Role } from "#db/schema";
import { ROLES } from "#db/schema";
import { getSessionCookie } from "better-auth/cookies";
import { getAuth } from "./auth";
import { logger } from "#server/observability/logger";
import { runInBackground } from "#server/common/background";
import { localeOf } from "~/i18n/config";

/**
 * Issue 12 §2: the sessions list says when each device was last seen. better-auth moves a session's
 * updatedAt only when it extends it (once a day); the viewer moves it forward at most every five minutes,
 * after the answer (one small write per device per five minutes, none on most requests).
 */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

export interface Viewer {
  user: { id: string; name: string; email: string; emailVerified: boolean; locale: "ar" | "en" };
  session: { id: string; token: string; expiresAt: Date };
  /** spec §4: read from profiles after every session change; null is the "unset" role. */
  role: Role | null;
  /** Issue 12 §1: a confirmed second factor (better-auth's user.twoFactorEnabled). */
  twoFactorEnabled: boolean;
  /**
   * Unread notifications when the session was read (the navbar's badge on every signed-in page), read in
   * the same statement as the role. A procedure that changes or lists notifications counts them itself.
   */
  unreadNotifications?: number;
}

/** Issue 12 §1: the roles that must have a second factor before they may do anything of their role. */
export const ROLES_NEEDING_TWO_FACTOR = ["lawyer", "admin"] as const satisfies readonly Role[];

/** A lawyer or an admin who has not enrolled yet: they reach only the enrolment page. */
export function needsTwoFactorEnrolment(viewer: Pick<Viewer, "role" | "twoFactorEnabled">): boolean {
  return (ROLES_NEEDING_TWO_FACTOR as readonly (Role | null)[]).includes(viewer.role) && !viewer.twoFactorEnabled;
}

/**
 * Reads the role from profiles (spec §4, §8). No row leaves the role unset silently (the spec's
 * PGRST116 case); any other error is logged and clears the role, so a failing read never grants one.
 */
export async function readRole(db: DB, userId: string): Promise<Role | null> {
  return (await readRoleAndUnread(db, userId, { unread: false })).role;
}

/**
 * The role (as readRole) and, when asked, the unread notifications in the same round trip: every signed-in
 * page needs both, the sign-in's role redirect only the role.
 */
async function readRoleAndUnread(db: DB, userId: string, opts: { unread: boolean }): Promise<{ role: Role | null; unread: number }> {
  try {
    const [row] = await (opts.unread ? roleAndUnreadQuery : roleQuery)(db, { userId });
    const type = row?.user_type ?? "";
    const unread = (row as { unread?: string | number | null } | undefined)?.unread;
    return { role: (ROLES as readonly string[]).includes(type) ? (type as Role) : null, unread: Number(unread ?? 0) };
  } catch (error) {
    logger.error("profile role read failed; role cleared", { userId, error });
    return { role: null, unread: 0 };
  }
}

// Compiled once (db/compiled-query.ts): the second runs on every signed-in request.
const roleQuery = compiledQuery((db, args: { userId: string }) =>
  db.selectNoFrom((eb) => [eb.selectFrom("profiles").select("user_type").where("id", "=", args.userId).as("user_type")]),
);
const roleAndUnreadQuery = compiledQuery((db, args: { userId: string }) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom("profiles").select("user_type").where("id", "=", args.userId).as("user_type"),
    eb
      .selectFrom("notifications")
      .select((inner) => inner.fn.countAll<string>().as("count"))
      .where("user_id", "=", args.userId)
      .where("read_at", "is", null)
      .as("unread"),
  ]),
);

/** Who an account is, as the viewer and an admin's view of the account both name it: id, name, address, confirmed or not, language. */
export function accountOf(user: { id: string; name: string; email: string; emailVerified: boolean; locale?: string | null }): Viewer["user"] {
  return { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, locale: localeOf(user.locale) };
}

/** The signed-in person for this request, from better-auth's session cookie, or null. */
export async function getViewer(db: DB, headers: Headers): Promise<Viewer | null> {
  // No session cookie, no session: anonymous requests (most of them) skip better-auth altogether.
  if (!getSessionCookie(headers)) return null;
  const result = await getAuth(db).api.getSession({ headers, query: { disableCookieCache: true } });
  if (!result) return null;
  const { user, session } = result;
  // Suspension deletes the account's sessions in the same transaction; a session that slipped in
  // beside it (a sign-in racing the suspension) still counts for nothing (issue 10 §3).
  if (user.suspended_at) return null;
  if (Date.now() - new Date(session.updatedAt).getTime() > LAST_SEEN_RESOLUTION_MS) {
    runInBackground("session last seen", () => db.updateTable("session").set({ updatedAt: new Date() }).where("id", "=", session.id).execute());
  }
  const { role, unread } = await readRoleAndUnread(db, user.id, { unread: true });
  return {
    user: accountOf(user as typeof user & { locale?: string }),
    session: { id: session.id, token: session.token, expiresAt: new Date(session.expiresAt) },
    role,
    twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
    unreadNotifications: unread,
  };
}
