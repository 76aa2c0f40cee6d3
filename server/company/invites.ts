import crypto from "node:crypto";
import { sql } from "kysely";
import type { DB } from "#db/index";
import type { Viewer } from "#server/auth/viewer";
import { dbNow } from "#server/common/time";
import { getEnv } from "#server/config/env";
import { AppError } from "#server/errors/app-error";
import { companyInviteEmail } from "#server/mail/templates";
import { enqueueMail } from "#server/mail/outbox";
import { consumeRateLimit } from "#server/rate-limit/rate-limit";
import { companyOf, isDisposableCompany, type CompanyRole, type Membership } from "./membership";

export const INVITE_TTL_DAYS = 7;
/** Per company and per invited address: enough for a team, not enough to spam anyone. */
const INVITES_PER_COMPANY_PER_HOUR = 20;
const INVITES_PER_ADDRESS_PER_HOUR = 3;

/** Only the SHA-256 of a token is stored, so a database leak reveals no usable link. */
export function hashInviteToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

function newInviteToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function inviteUrl(token: string): string {
  return `${getEnv().BASE_URL}/company-invite?token=${encodeURIComponent(token)}`;
}

/**
 * Creates an invitation (owner only; the caller checks the role) and queues the link's email with it.
 * A pending invitation to the same address is revoked and replaced, so only the newest link works.
 */
export async function inviteColleague(
  db: DB,
  opts: { membership: Membership; viewer: Viewer; email: string; role: CompanyRole }
): Promise<{ id: string; token: string }> {
  const { membership, viewer } = opts;
  const email = opts.email.trim().toLowerCase();
  for (const rule of [
    { key: `company-invite:company:${membership.companyId}`, limit: INVITES_PER_COMPANY_PER_HOUR },
    { key: `company-invite:address:${membership.companyId}:${email}`, limit: INVITES_PER_ADDRESS_PER_HOUR },
  ]) {
    const result = await consumeRateLimit(db, { ...rule, windowSeconds: 60 * 60 });
    if (!result.allowed) throw new AppError("rate_limited", { retryAfterSeconds: result.retryAfterSeconds });
  }

  const token = newInviteToken();
  const { id } = await db.transaction().execute(async (trx) => {
    const alreadyMember = await trx
      .selectFrom("company_members")
      .innerJoin("user", "user.id", "company_members.user_id")
      .select("company_members.user_id")
      .where("company_members.company_id", "=", membership.companyId)
      .where(sql<string>`lower("user"."email")`, "=", email)
      .executeTakeFirst();
    if (alreadyMember) throw new AppError("company_already_member");
    await trx
      .updateTable("company_invites")
      .set({ revoked_at: dbNow() })
      .where("company_id", "=", membership.companyId)
      .where(sql<string>`lower(email)`, "=", email)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .execute();
    const row = await trx
      .insertInto("company_invites")
      .values({
        company_id: membership.companyId,
        email,
        role: opts.role,
        token_hash: hashInviteToken(token),
        invited_by: viewer.user.id,
        expires_at: sql<Date>`now() + ${`${INVITE_TTL_DAYS} days`}::interval`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const company = await trx
      .selectFrom("companies")
      .select(["legal_name_ar", "legal_name_en"])
      .where("id", "=", membership.companyId)
      .executeTakeFirstOrThrow();
    const mail = companyInviteEmail({
      inviterName: viewer.user.name,
      companyName: { ar: company.legal_name_ar, en: company.legal_name_en },
      role: opts.role,
      url: inviteUrl(token),
      locale: viewer.user.locale,
    });
    await enqueueMail(trx, { to: email, ...mail });
    return { id: row.id };
  });
  return { id, token };
}

/** Revokes a pending invitation of the caller's company; any other id is not found. */
export async function revokeInvite(db: DB, opts: { companyId: string; inviteId: string }): Promise<void> {
  const result = await db
    .updateTable("company_invites")
    .set({ revoked_at: dbNow() })
    .where("id", "=", opts.inviteId)
    .where("company_id", "=", opts.companyId)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError("not_found");
}

export type InviteState = "pending" | "expired" | "used" | "revoked";

type InviteRow = {
  id: string;
  company_id: string;
  email: string;
  role: CompanyRole;
  expired: boolean;
  accepted_at: Date | null;
  revoked_at: Date | null;
};

function stateOf(invite: InviteRow): InviteState {
  if (invite.accepted_at) return "used";
  if (invite.revoked_at) return "revoked";
  if (invite.expired) return "expired";
  return "pending";
}

const STATE_ERRORS = { used: "invite_used", revoked: "invite_revoked", expired: "invite_expired" } as const;

async function findInvite(db: DB, token: string, opts: { lock?: boolean } = {}): Promise<InviteRow | undefined> {
  let query = db
    .selectFrom("company_invites")
    .select(["id", "company_id", "email", "role", "accepted_at", "revoked_at", sql<boolean>`expires_at <= now()`.as("expired")])
    .where("token_hash", "=", hashInviteToken(token));
  if (opts.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** What the viewer may do with an invitation they hold the link of. */
export type InviteStanding =
  | "signed_out"
  | "wrong_role"
  | "email_mismatch"
  | "already_member"
  | "in_other_company"
  | "will_leave_empty_company"
  | "can_join";

/**
 * The invitation page's view of a token: the company's name, the invited address and role, its
 * state, and the viewer's standing. An unknown token is not found.
 */
export async function previewInvite(db: DB, opts: { token: string; viewer: Viewer | null }) {
  const invite = await findInvite(db, opts.token);
  if (!invite) throw new AppError("not_found");
  const company = await db
    .selectFrom("companies")
    .select(["legal_name_ar", "legal_name_en"])
    .where("id", "=", invite.company_id)
    .executeTakeFirstOrThrow();
  const inviter = await db
    .selectFrom("company_invites")
    .leftJoin("user", "user.id", "company_invites.invited_by")
    .select("user.name")
    .where("company_invites.id", "=", invite.id)
    .executeTakeFirst();
  return {
    company: { name_ar: company.legal_name_ar, name_en: company.legal_name_en },
    inviterName: inviter?.name ?? "",
    email: invite.email,
    role: invite.role,
    state: stateOf(invite),
    standing: await standingOf(db, invite, opts.viewer),
  };
}

async function standingOf(db: DB, invite: InviteRow, viewer: Viewer | null): Promise<InviteStanding> {
  if (!viewer) return "signed_out";
  if (viewer.role !== "company") return "wrong_role";
  if (viewer.user.email.toLowerCase() !== invite.email.toLowerCase()) return "email_mismatch";
  const membership = await companyOf(db, viewer.user.id);
  if (!membership) return "can_join";
  if (membership.companyId === invite.company_id) return "already_member";
  return (await isDisposableCompany(db, membership.companyId)) ? "will_leave_empty_company" : "in_other_company";
}

/**
 * Accepts an invitation: one-time (the row is locked, then marked accepted), only before it expires
 * or is revoked, and only for the account whose email it was sent to (case-insensitive). A viewer who
 * already owns an empty company of their own (made on their first dashboard visit: no other member,
 * no consultation, no service request) gives it up; any other existing membership refuses the join.
 */
export async function acceptInvite(db: DB, opts: { token: string; viewer: Viewer }): Promise<{ companyId: string }> {
  const { viewer } = opts;
  return db.transaction().execute(async (trx) => {
    const invite = await findInvite(trx, opts.token, { lock: true });
    if (!invite) throw new AppError("invite_invalid");
    const state = stateOf(invite);
    if (state !== "pending") throw new AppError(STATE_ERRORS[state]);
    if (viewer.user.email.toLowerCase() !== invite.email.toLowerCase()) throw new AppError("invite_email_mismatch");

    const membership = await companyOf(trx, viewer.user.id);
    if (membership?.companyId === invite.company_id) throw new AppError("company_already_member");
    if (membership) {
      // Lock the old company's member rows so nobody joins it while it is being dropped.
      await trx.selectFrom("company_members").select("user_id").where("company_id", "=", membership.companyId).forUpdate().execute();
      if (!(await isDisposableCompany(trx, membership.companyId))) throw new AppError("company_membership_exists");
      await trx.deleteFrom("companies").where("id", "=", membership.companyId).execute();
    }
    await trx.insertInto("company_members").values({ company_id: invite.company_id, user_id: viewer.user.id, role: invite.role }).execute();
    await trx
      .updateTable("company_invites")
      .set({ accepted_at: dbNow(), accepted_by: viewer.user.id })
      .where("id", "=", invite.id)
      .execute();
    return { companyId: invite.company_id };
  });
}
