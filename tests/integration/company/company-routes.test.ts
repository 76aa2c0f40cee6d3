import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { companyOf } from "#server/company/membership";
import { readOutbox } from "#server/mail/outbox";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/dashboard/company/route";
import { action as inviteAction, loader as inviteLoader } from "~/routes/company-invite/route";
import { userWithRole } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { runRoute } from "../../setup/routes";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

/** A plain (no-JavaScript) form post with the session cookie, as a browser sends it. */
function post(url: string, headers: Headers, fields: Record<string, string>, lang: "ar" | "en" = "en") {
  const h = new Headers({ origin: "http://localhost:3000", "x-client-ip": "10.30.0.1", cookie: `${headers.get("cookie")}; lang=${lang}` });
  return new Request(url, { method: "POST", body: new URLSearchParams(fields), headers: h });
}

function get(url: string, headers?: Headers) {
  return new Request(url, { headers: headers ? { cookie: headers.get("cookie")! } : {} });
}

const args = (request: Request) => ({ request, params: {}, context: {} });

/** The company dashboard's action on a plain form post of `fields` by the account of `headers`. */
const postToDashboard = (headers: Headers, fields: Record<string, string>) =>
  runRoute(() => dashboardAction(args(post("http://localhost:3000/dashboard/company", headers, fields))));

describe("/dashboard/company forms without JavaScript", () => {
  it("shows field errors for bad input and changes nothing", async () => {
    const owner = await userWithRole(db, "company");
    const page = await runRoute(() => dashboardLoader(args(get("http://localhost:3000/dashboard/company", owner.headers))));
    expect(page.status).toBe(200);
    const { companyId } = (await companyOf(db, owner.userId))!;

    const result = await postToDashboard(owner.headers, { intent: "profile", legalNameAr: "شركة الاختبار", legalNameEn: "Test Co", crNumber: "CR-12", qfcLicenceNumber: "", sector: "not-a-sector" });
    expect(result.status).toBe(400);
    const reply = (result as { data: { reply: { intent: string; result: { error: Record<string, string[]> } } } }).data.reply;
    expect(reply.intent).toBe("profile");
    expect(reply.result.error.crNumber).toEqual(["company:validation.crNumber"]);
    expect(reply.result.error.sector).toEqual(["company:validation.sector"]);
    const company = await db.selectFrom("companies").selectAll().where("id", "=", companyId).executeTakeFirstOrThrow();
    expect(company.legal_name_en).toBe("");

    const unknown = await postToDashboard(owner.headers, { intent: "nope" });
    expect(unknown.status).toBe(400);
    // Names every object inherits are unknown intents too, not a lookup that finds Object's own (issue 25 item 5).
    for (const intent of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      const inherited = await postToDashboard(owner.headers, { intent });
      expect(inherited.status, intent).toBe(400);
    }
  });

  it("saves, invites and reports refusals as form errors", async () => {
    const owner = await userWithRole(db, "company");
    const saved = await postToDashboard(owner.headers, { intent: "profile", legalNameAr: "شركة الاختبار", legalNameEn: "Test Co", crNumber: "98765", sector: "energy" });
    expect(saved.status).toBe(303);
    expect((saved as { headers: Headers }).headers.get("location")).toBe("/dashboard/company#company-profile");

    const email = `route-invite-${Date.now()}@example.qa`;
    const invited = await postToDashboard(owner.headers, { intent: "invite", email, role: "member" });
    expect(invited.status).toBe(303);
    expect(await readOutbox({ to: email })).toHaveLength(1);

    const last = await postToDashboard(owner.headers, { intent: "remove-member", userId: owner.userId });
    expect(last.status).toBe(400);
    const reply = (last as { data: { reply: { result: { error: Record<string, string[]> } } } }).data.reply;
    expect(reply.result.error[""]).toEqual(["errors.company_last_owner"]);
  });
});

describe("/company-invite", () => {
  it("shows the company to a signed-out visitor, refuses other roles, and joins on POST once", async () => {
    const owner = await userWithRole(db, "company");
    await owner.caller.company.updateProfile({ legalNameAr: "شركة الدوحة", legalNameEn: "Doha Co", crNumber: "4321", sector: "education" });
    const invitee = await userWithRole(db, "company");
    await owner.caller.company.invite({ email: invitee.email, role: "member" });
    const link = (await readOutbox({ to: invitee.email })).at(-1)!.text.match(/http\S+company-invite\?token=\S+/)![0];
    const token = new URL(link).searchParams.get("token")!;

    const anonymous = await runRoute(() => inviteLoader(args(get(link))));
    expect(anonymous.status).toBe(200);
    expect((anonymous as { data: { invite: { company: { name_en: string }; standing: string } } }).data.invite).toMatchObject({
      company: { name_en: "Doha Co" },
      standing: "signed_out",
    });

    const bogus = await runRoute(() => inviteLoader(args(get("http://localhost:3000/company-invite?token=bogus"))));
    expect(bogus.status).toBe(404);

    const individual = await userWithRole(db, "individual");
    const refused = await runRoute(() => inviteAction(args(post("http://localhost:3000/company-invite", individual.headers, { token }))));
    expect(refused.status).toBe(302);
    expect(await companyOf(db, individual.userId)).toBeNull();

    const joined = await runRoute(() => inviteAction(args(post("http://localhost:3000/company-invite", invitee.headers, { token }))));
    expect(joined.status).toBe(303);
    expect((await companyOf(db, invitee.userId))?.companyId).toBe((await companyOf(db, owner.userId))?.companyId);

    const again = await runRoute(() => inviteAction(args(post("http://localhost:3000/company-invite", invitee.headers, { token }))));
    expect(again.status).toBe(400);
    expect((again as { data: { error: string } }).data.error).toBe("errors.invite_used");
  });

  it("lets exactly one of two simultaneous accepts through", async () => {
    const owner = await userWithRole(db, "company");
    const invitee = await userWithRole(db, "company");
    await owner.caller.company.invite({ email: invitee.email, role: "member" });
    const token = new URL(
      (await readOutbox({ to: invitee.email })).at(-1)!.text.match(/http\S+company-invite\?token=\S+/)![0]
    ).searchParams.get("token")!;
    const outcomes = await Promise.allSettled([
      invitee.caller.company.acceptInvite({ token }),
      invitee.caller.company.acceptInvite({ token }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const members = await db.selectFrom("company_members").select("user_id").where("user_id", "=", invitee.userId).execute();
    expect(members).toHaveLength(1);
  });
});
