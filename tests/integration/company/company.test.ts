import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { companyOf, ensureCompanyFor } from "#server/company/membership";
import { hashInviteToken } from "#server/company/invites";
import { readOutbox } from "#server/mail/outbox";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { failureOf, trpcCodeOf } from "../../setup/errors";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

type Caller = Awaited<ReturnType<typeof userWithRole>>["caller"];

/** The token of the newest invitation mailed to `email`, read from the link in the outbox. */
async function inviteTokenFor(email: string): Promise<string> {
  const mails = await readOutbox({ to: email });
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  const link = mail.text.match(/https?:\/\/\S+\/company-invite\?token=[^\s]+/)?.[0];
  if (!link) throw new Error("no invitation link in the mail");
  return new URL(link).searchParams.get("token")!;
}

async function inviteAndToken(owner: Caller, email: string, role: "member" | "owner" = "member") {
  await owner.company.invite({ email, role });
  return inviteTokenFor(email);
}

/** A consultation of the company, booked by `clientId` (a written question: no lawyer or time needed). */
async function addCompanyConsultation(companyId: string, clientId: string) {
  return db
    .insertInto("consultations")
    .values({
      client_id: clientId,
      company_id: companyId,
      any_lawyer: true,
      service_area: "company-services",
      kind: "written",
      description: "Review our QFC licence conditions.",
      phone: "+97455551234",
      client_locale: "en",
    })
    .returning(["id", "reference"])
    .executeTakeFirstOrThrow();
}

async function companyWithOwner() {
  const owner = await userWithRole(db, "company", { name: "Owner Person" });
  const overview = await owner.caller.company.overview();
  const membership = (await companyOf(db, owner.userId))!;
  return { owner, overview, companyId: membership.companyId };
}

describe("ensureCompanyFor", () => {
  it("makes one company with the user as owner, however many calls race", async () => {
    const user = await userWithRole(db, "company");
    const results = await Promise.all(Array.from({ length: 6 }, () => ensureCompanyFor(db, user.userId)));
    expect(new Set(results.map((r) => r.companyId)).size).toBe(1);
    expect(results[0]!.role).toBe("owner");
    const again = await ensureCompanyFor(db, user.userId);
    expect(again.companyId).toBe(results[0]!.companyId);
    const rows = await db.selectFrom("company_members").selectAll().where("user_id", "=", user.userId).execute();
    expect(rows).toHaveLength(1);
    // No orphan companies were left behind by the losers of the race.
    const orphans = await db
      .selectFrom("companies")
      .select("id")
      .where("id", "not in", db.selectFrom("company_members").select("company_id"))
      .execute();
    expect(orphans).toHaveLength(0);
  });

  it("is only reachable by company accounts through the router", async () => {
    const individual = await userWithRole(db, "individual");
    expect(await trpcCodeOf(individual.caller.company.overview())).toBe("FORBIDDEN");
    expect(await trpcCodeOf(anonymousCaller(db).company.overview())).toBe("UNAUTHORIZED");
    expect(await companyOf(db, individual.userId)).toBeNull();
  });
});

describe("company profile", () => {
  it("the owner edits it, members read it, bad input changes nothing", async () => {
    const { owner, companyId } = await companyWithOwner();
    await owner.caller.company.updateProfile({
      legalNameAr: "شركة الخليج للتجارة ذ.م.م",
      legalNameEn: "Gulf Trading LLC",
      crNumber: "١٢٣٤٥٦",
      qfcLicenceNumber: "00123a",
      sector: "retail_trade",
    });
    const saved = await db.selectFrom("companies").selectAll().where("id", "=", companyId).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      legal_name_en: "Gulf Trading LLC",
      cr_number: "123456",
      qfc_licence_number: "00123A",
      sector: "retail_trade",
    });

    expect(
      await trpcCodeOf(
        owner.caller.company.updateProfile({ legalNameAr: "شركة", legalNameEn: "Changed", crNumber: "12AB", sector: "retail_trade" })
      )
    ).toBe("BAD_REQUEST");
    expect(
      await trpcCodeOf(
        owner.caller.company.updateProfile({ legalNameAr: "شركة", legalNameEn: "Changed", crNumber: "12345678901", sector: "retail_trade" })
      )
    ).toBe("BAD_REQUEST");
    const unchanged = await db.selectFrom("companies").select("legal_name_en").where("id", "=", companyId).executeTakeFirstOrThrow();
    expect(unchanged.legal_name_en).toBe("Gulf Trading LLC");

    const member = await userWithRole(db, "company");
    await member.caller.company.acceptInvite({ token: await inviteAndToken(owner.caller, member.email) });
    const seen = await member.caller.company.overview();
    expect(seen.viewerRole).toBe("member");
    expect(seen.profile.legal_name_en).toBe("Gulf Trading LLC");
    expect(seen.invites).toEqual([]);
    expect(
      await failureOf(
        member.caller.company.updateProfile({ legalNameAr: "شركة أخرى", legalNameEn: "Other", crNumber: "1", sector: "other" })
      )
    ).toBe("forbidden");
  });
});

describe("invitations", () => {
  it("stores only a hash, mails a bilingual one-time link valid for 7 days", async () => {
    const { owner, companyId } = await companyWithOwner();
    const email = `invitee-${Date.now()}@example.qa`;
    const token = await inviteAndToken(owner.caller, email.toUpperCase());
    const row = await db.selectFrom("company_invites").selectAll().where("company_id", "=", companyId).executeTakeFirstOrThrow();
    expect(row.email).toBe(email);
    expect(row.token_hash).toBe(hashInviteToken(token));
    expect(row.token_hash).not.toContain(token);
    const days = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const mail = (await readOutbox({ to: email })).at(-1)!;
    expect(mail.text).toMatch(/[\u0600-\u06FF]/);
    expect(mail.text).toContain("Owner Person");
    expect(mail.text).toContain("7 days");
  });

  it("accepts once, for the invited address only (case-insensitive)", async () => {
    const { owner, companyId } = await companyWithOwner();
    const invitee = await userWithRole(db, "company");
    const stranger = await userWithRole(db, "company");
    const token = await inviteAndToken(owner.caller, invitee.email.toUpperCase());

    const preview = await anonymousCaller(db).company.invitePreview({ token });
    expect(preview).toMatchObject({ email: invitee.email, state: "pending", standing: "signed_out", inviterName: "Owner Person" });
    expect((await stranger.caller.company.invitePreview({ token })).standing).toBe("email_mismatch");
    expect((await invitee.caller.company.invitePreview({ token })).standing).toBe("can_join");

    expect(await failureOf(stranger.caller.company.acceptInvite({ token }))).toBe("invite_email_mismatch");
    await invitee.caller.company.acceptInvite({ token });
    expect(await companyOf(db, invitee.userId)).toEqual({ companyId, role: "member" });
    expect(await failureOf(invitee.caller.company.acceptInvite({ token }))).toBe("invite_used");
    expect((await anonymousCaller(db).company.invitePreview({ token })).state).toBe("used");
    expect(await failureOf(invitee.caller.company.acceptInvite({ token: "not-a-real-token" }))).toBe("invite_invalid");
    expect(await trpcCodeOf(anonymousCaller(db).company.invitePreview({ token: "not-a-real-token" }))).toBe("NOT_FOUND");
  });

  it("refuses expired and revoked invitations; re-inviting replaces the earlier link", async () => {
    const { owner, companyId } = await companyWithOwner();
    const invitee = await userWithRole(db, "company");
    const first = await inviteAndToken(owner.caller, invitee.email);
    const second = await inviteAndToken(owner.caller, invitee.email, "owner");
    expect(second).not.toBe(first);
    expect(await failureOf(invitee.caller.company.acceptInvite({ token: first }))).toBe("invite_revoked");
    const pending = (await owner.caller.company.overview()).invites;
    expect(pending.map((i) => [i.email, i.role])).toEqual([[invitee.email, "owner"]]);

    await db
      .updateTable("company_invites")
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where("token_hash", "=", hashInviteToken(second))
      .execute();
    expect(await failureOf(invitee.caller.company.acceptInvite({ token: second }))).toBe("invite_expired");
    expect((await owner.caller.company.overview()).invites).toEqual([]);

    const third = await inviteAndToken(owner.caller, invitee.email);
    const thirdId = (await owner.caller.company.overview()).invites[0]!.id;
    await owner.caller.company.revokeInvite({ id: thirdId });
    expect(await failureOf(invitee.caller.company.acceptInvite({ token: third }))).toBe("invite_revoked");
    expect(await companyOf(db, invitee.userId)).toBeNull();
    const rows = await db.selectFrom("company_invites").select("accepted_at").where("company_id", "=", companyId).execute();
    expect(rows.every((r) => r.accepted_at === null)).toBe(true);
  });

  it("only owners invite and revoke; other companies' invitations are not found", async () => {
    const a = await companyWithOwner();
    const b = await companyWithOwner();
    const member = await userWithRole(db, "company");
    await member.caller.company.acceptInvite({ token: await inviteAndToken(a.owner.caller, member.email) });
    expect(await failureOf(member.caller.company.invite({ email: "someone@example.qa", role: "member" }))).toBe("forbidden");

    await b.owner.caller.company.invite({ email: `b-${Date.now()}@example.qa`, role: "member" });
    const bInvite = (await b.owner.caller.company.overview()).invites[0]!;
    expect(await trpcCodeOf(a.owner.caller.company.revokeInvite({ id: bInvite.id }))).toBe("NOT_FOUND");
    expect(await failureOf(member.caller.company.revokeInvite({ id: bInvite.id }))).toBe("forbidden");
    const still = await db.selectFrom("company_invites").select("revoked_at").where("id", "=", bInvite.id).executeTakeFirstOrThrow();
    expect(still.revoked_at).toBeNull();
  });

  it("refuses to invite a current member, and limits invitations to one address", async () => {
    const { owner } = await companyWithOwner();
    expect(await failureOf(owner.caller.company.invite({ email: owner.email, role: "member" }))).toBe("company_already_member");
    const email = `limited-${Date.now()}@example.qa`;
    for (let i = 0; i < 3; i++) await owner.caller.company.invite({ email, role: "member" });
    expect(await failureOf(owner.caller.company.invite({ email, role: "member" }))).toBe("rate_limited");
    expect(await readOutbox({ to: email })).toHaveLength(3);
  });

  it("other roles cannot accept; an empty own company is given up, a used one is not", async () => {
    const { owner, companyId } = await companyWithOwner();
    const individual = await userWithRole(db, "individual");
    const token = await inviteAndToken(owner.caller, individual.email);
    expect((await individual.caller.company.invitePreview({ token })).standing).toBe("wrong_role");
    expect(await trpcCodeOf(individual.caller.company.acceptInvite({ token }))).toBe("FORBIDDEN");

    // Visited the dashboard first: an empty company of their own, which joining replaces.
    const visitor = await userWithRole(db, "company");
    const own = await visitor.caller.company.overview();
    const ownCompanyId = (await companyOf(db, visitor.userId))!.companyId;
    expect(own.members).toHaveLength(1);
    const visitorToken = await inviteAndToken(owner.caller, visitor.email);
    expect((await visitor.caller.company.invitePreview({ token: visitorToken })).standing).toBe("will_leave_empty_company");
    await visitor.caller.company.acceptInvite({ token: visitorToken });
    expect(await companyOf(db, visitor.userId)).toEqual({ companyId, role: "member" });
    expect(await db.selectFrom("companies").select("id").where("id", "=", ownCompanyId).executeTakeFirst()).toBeUndefined();

    // A company with activity of its own (a service request) is not given up.
    const busy = await userWithRole(db, "company");
    await busy.caller.company.requestService({ service: "cr_amendment", details: "Add a new activity to our CR." });
    const busyToken = await inviteAndToken(owner.caller, busy.email);
    expect((await busy.caller.company.invitePreview({ token: busyToken })).standing).toBe("in_other_company");
    expect(await failureOf(busy.caller.company.acceptInvite({ token: busyToken }))).toBe("company_membership_exists");
    expect((await companyOf(db, busy.userId))!.companyId).not.toBe(companyId);
  });
});

describe("members", () => {
  it("only an owner removes members, never the last owner, and only of their own company", async () => {
    const { owner, companyId } = await companyWithOwner();
    const member = await userWithRole(db, "company", { name: "Member Person" });
    await member.caller.company.acceptInvite({ token: await inviteAndToken(owner.caller, member.email) });
    const listed = await member.caller.company.overview();
    expect(listed.members.map((m) => [m.name, m.role])).toEqual([
      ["Owner Person", "owner"],
      ["Member Person", "member"],
    ]);

    expect(await failureOf(member.caller.company.removeMember({ userId: owner.userId }))).toBe("forbidden");
    expect(await failureOf(owner.caller.company.removeMember({ userId: owner.userId }))).toBe("company_last_owner");

    const other = await companyWithOwner();
    expect(await trpcCodeOf(owner.caller.company.removeMember({ userId: other.owner.userId }))).toBe("NOT_FOUND");
    expect(await companyOf(db, other.owner.userId)).toEqual({ companyId: other.companyId, role: "owner" });

    // With a second owner, the first may step down.
    const coOwner = await userWithRole(db, "company");
    await coOwner.caller.company.acceptInvite({ token: await inviteAndToken(owner.caller, coOwner.email, "owner") });
    await coOwner.caller.company.removeMember({ userId: member.userId });
    expect(await companyOf(db, member.userId)).toBeNull();
    await owner.caller.company.removeMember({ userId: owner.userId });
    expect(await companyOf(db, owner.userId)).toBeNull();
    expect(await failureOf(coOwner.caller.company.removeMember({ userId: coOwner.userId }))).toBe("company_last_owner");
    expect(await companyOf(db, coOwner.userId)).toEqual({ companyId, role: "owner" });
  });
});

describe("member roles", () => {
  it("an owner promotes and demotes; the last owner cannot be demoted; members cannot change roles", async () => {
    const { owner, companyId } = await companyWithOwner();
    const member = await userWithRole(db, "company");
    await member.caller.company.acceptInvite({ token: await inviteAndToken(owner.caller, member.email) });

    expect(await failureOf(member.caller.company.setMemberRole({ userId: member.userId, role: "owner" }))).toBe("forbidden");
    expect(await failureOf(owner.caller.company.setMemberRole({ userId: owner.userId, role: "member" }))).toBe("company_last_owner");
    const other = await companyWithOwner();
    expect(await trpcCodeOf(owner.caller.company.setMemberRole({ userId: other.owner.userId, role: "member" }))).toBe("NOT_FOUND");
    expect(await companyOf(db, other.owner.userId)).toEqual({ companyId: other.companyId, role: "owner" });

    await owner.caller.company.setMemberRole({ userId: member.userId, role: "owner" });
    expect(await companyOf(db, member.userId)).toEqual({ companyId, role: "owner" });
    // Now the original owner may step down to member, and the new owner runs the company.
    await owner.caller.company.setMemberRole({ userId: owner.userId, role: "member" });
    expect(await companyOf(db, owner.userId)).toEqual({ companyId, role: "member" });
    expect(await failureOf(owner.caller.company.invite({ email: "x@example.qa", role: "member" }))).toBe("forbidden");
    expect(await failureOf(member.caller.company.setMemberRole({ userId: member.userId, role: "member" }))).toBe("company_last_owner");
  });
});

describe("company consultations and service requests", () => {
  it("members see their company's consultations and requests; other companies see none of them", async () => {
    const { owner, companyId } = await companyWithOwner();
    const member = await userWithRole(db, "company");
    await member.caller.company.acceptInvite({ token: await inviteAndToken(owner.caller, member.email) });
    const booked = await addCompanyConsultation(companyId, owner.userId);
    await owner.caller.company.requestService({ service: "qfc_registration", details: "Register a QFC branch for our holding." });

    const seen = await member.caller.company.overview();
    expect(seen.consultations.map((c) => c.reference)).toEqual([booked.reference]);
    expect(seen.consultations[0]).toMatchObject({ id: booked.id, status: "requested", bookedBy: "Owner Person" });
    expect(seen.serviceRequests.map((r) => [r.service, r.status])).toEqual([["qfc_registration", "submitted"]]);
    expect(await member.caller.company.consultations()).toHaveLength(1);

    const outsider = await companyWithOwner();
    expect(outsider.overview.consultations).toEqual([]);
    expect(outsider.overview.serviceRequests).toEqual([]);
    expect(await outsider.owner.caller.company.consultations()).toEqual([]);

    // Once removed, a former member sees nothing of the company any more (a fresh company of their own).
    await owner.caller.company.removeMember({ userId: member.userId });
    const after = await member.caller.company.overview();
    expect(after.consultations).toEqual([]);
    expect(after.viewerRole).toBe("owner");
  });

  it("refuses an unknown service or too-short details and stores nothing", async () => {
    const { owner, companyId } = await companyWithOwner();
    expect(
      await trpcCodeOf(owner.caller.company.requestService({ service: "space_travel" as never, details: "Long enough details." }))
    ).toBe("BAD_REQUEST");
    expect(await trpcCodeOf(owner.caller.company.requestService({ service: "other", details: "short" }))).toBe("BAD_REQUEST");
    const rows = await db.selectFrom("company_service_requests").select("id").where("company_id", "=", companyId).execute();
    expect(rows).toHaveLength(0);
  });
});
