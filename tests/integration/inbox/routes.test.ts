/**
 * The inbox pages' loaders and actions, as a browser without JavaScript reaches them: the admin guard
 * redirects everyone else, bad input answers 400 with the message's key and changes nothing, a refused
 * change names its catalogue code, success redirects back with a toast, unknown items are 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { readOutbox } from "#server/mail/outbox";
import { action as contactAction, loader as contactItemLoader } from "~/routes/dashboard/admin/inbox/contact/$id/route";
import { loader as contactListLoader } from "~/routes/dashboard/admin/inbox/contact/route";
import { action as applicationAction } from "~/routes/dashboard/admin/inbox/applications/$id/route";
import { loader as companyListLoader } from "~/routes/dashboard/admin/inbox/company-requests/route";
import { userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { fieldErrorsOf, runRoute } from "../../setup/routes";
import { contactMessage, jobApplication, jobPosting, uniqueEmail, type Account } from "./support";

let db: DB;
let cleanup: () => Promise<void>;
let admin: Account;
let lawyer: Account;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  admin = await userWithRole(db, "admin", { name: "Route Admin" });
  lawyer = await userWithRole(db, "lawyer");
});
afterAll(() => cleanup());

const BASE = "http://localhost:3000/dashboard/admin/inbox";

function get(url: string, who: Account, lang: "ar" | "en" = "en") {
  return new Request(url, { headers: { cookie: `${who.headers.get("cookie")}; lang=${lang}` } });
}

function post(url: string, who: Account, fields: Record<string, string>) {
  const headers = new Headers({ origin: "http://localhost:3000", "x-client-ip": "10.40.0.1", cookie: `${who.headers.get("cookie")}; lang=en` });
  return new Request(url, { method: "POST", body: new URLSearchParams(fields), headers });
}

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

describe("inbox pages without JavaScript", () => {
  it("lists for admins only; a stale state in the URL shows everything", async () => {
    const { id } = await contactMessage(db, { subject: "Route list" });
    const page = await runRoute(() => contactListLoader(args(get(`${BASE}/contact?status=reviewing&q=route+list`, admin))));
    expect(page.status).toBe(200);
    const data = (page as { data: { params: { status?: string }; rows: { id: string; status: string }[]; meta: { title: string } } }).data;
    expect(data.params.status).toBeUndefined();
    expect(data.rows.map((r) => r.id)).toEqual([id]);
    expect(data.meta.title).toBe("Contact messages");

    for (const loader of [contactListLoader, companyListLoader]) {
      const refused = await runRoute(() => loader(args(get(`${BASE}/contact`, lawyer))));
      expect(refused).toMatchObject({ kind: "response", status: 302 });
      expect((refused as { headers: Headers }).headers.get("location")).toBe("/client-area");
    }
  });

  it("answers 404 for an unknown or malformed item", async () => {
    for (const id of ["0badc0de-0000-4000-8000-00000000dead", "not-an-id", "x".repeat(300)]) {
      const result = await runRoute(() => contactItemLoader(args(get(`${BASE}/contact/${id}`, admin), { id })));
      expect(result.status).toBe(404);
    }
  });

  it("bad input answers 400 with its message and changes nothing; a refusal names its code", async () => {
    const email = uniqueEmail("route");
    const { id } = await contactMessage(db, { email });
    const url = `${BASE}/contact/${id}`;
    const unknownState = await runRoute(() => contactAction(args(post(url, admin, { intent: "status", status: "reviewing" }), { id })));
    expect(unknownState.status).toBe(400);
    expect(fieldErrorsOf((unknownState as { data: unknown }).data)).toEqual({ status: ["adminInbox:validation.state"] });

    const emptyReply = await runRoute(() => contactAction(args(post(url, admin, { intent: "reply", body: "   " }), { id })));
    expect(emptyReply.status).toBe(400);
    expect(fieldErrorsOf((emptyReply as { data: unknown }).data)).toEqual({ body: ["validation.required"] });

    const sameState = await runRoute(() => contactAction(args(post(url, admin, { intent: "status", status: "new" }), { id })));
    expect(sameState.status).toBe(400);
    expect(fieldErrorsOf((sameState as { data: unknown }).data)).toEqual({ "": ["common:errors.inbox_unchanged"] });

    const badAssignee = await runRoute(() => contactAction(args(post(url, admin, { intent: "assign", assigneeId: lawyer.userId }), { id })));
    expect(fieldErrorsOf((badAssignee as { data: unknown }).data)).toEqual({ assigneeId: ["common:errors.inbox_assignee_invalid"] });

    const unknownIntent = await runRoute(() => contactAction(args(post(url, admin, { intent: "delete" }), { id })));
    expect(unknownIntent.status).toBe(400);

    const row = await db.selectFrom("contact_messages").select(["status", "assignee_id"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "new", assignee_id: null });
    expect(await db.selectFrom("inbox_events").select("id").where("contact_message_id", "=", id).execute()).toEqual([]);
    expect(await readOutbox({ to: email })).toEqual([]);
  });

  it("a reply redirects back to the history with a toast; a lawyer posting is sent away and nothing happens", async () => {
    const email = uniqueEmail("route-reply");
    const { id } = await contactMessage(db, { email });
    const url = `${BASE}/contact/${id}`;
    const refused = await runRoute(() => contactAction(args(post(url, lawyer, { intent: "reply", body: "Hello" }), { id })));
    expect(refused).toMatchObject({ kind: "response", status: 302 });
    expect(await readOutbox({ to: email })).toEqual([]);

    const sent = await runRoute(() => contactAction(args(post(url, admin, { intent: "reply", body: "We will call you on Sunday." }), { id })));
    expect(sent).toMatchObject({ kind: "response", status: 303 });
    expect((sent as { headers: Headers }).headers.get("location")).toBe(`/dashboard/admin/inbox/contact/${id}#history`);
    expect((sent as { headers: Headers }).headers.get("set-cookie")).toContain("flash=");
    expect(await readOutbox({ to: email })).toHaveLength(1);

    const page = await runRoute(() => contactItemLoader(args(get(url, admin, "ar"), { id })));
    const data = (page as { data: { item: { status: string }; history: { kind: string; body: string | null }[] } }).data;
    expect(data.item.status).toBe("answered");
    expect(data.history).toMatchObject([{ kind: "reply", body: "We will call you on Sunday." }]);
  });

  it("an application's decision posted from its page mails the applicant", async () => {
    const posting = await jobPosting(db);
    const email = uniqueEmail("route-applicant");
    const { id } = await jobApplication(db, { postingId: posting.id, email, locale: "en" });
    const result = await runRoute(() => applicationAction(args(post(`${BASE}/applications/${id}`, admin, { intent: "status", status: "shortlisted" }), { id })));
    expect(result).toMatchObject({ kind: "response", status: 303 });
    expect((await readOutbox({ to: email })).map((m) => m.subject)).toEqual([
      "Update on your application: Associate lawyer — litigation | تحديث بشأن طلبك لوظيفة: محامٍ مشارك — التقاضي",
    ]);
  });
});
