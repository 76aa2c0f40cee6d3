/**
 * Issue 10 §2, the review pages' loaders and actions as a browser without JavaScript uses them: only an
 * admin gets through (the guard redirects, the procedures refuse), bad input is answered at its field and
 * changes nothing, a lawyer's approval needs the licence's fields, a refusal comes back as the catalogue
 * message; the dashboards' resubmission form works the same.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { PDF_BYTES } from "../../setup/file-fixtures";
import { userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { fieldErrorsOf, runRoute } from "../../setup/routes";
import { loader as listLoader } from "~/routes/dashboard/admin/verifications/route";
import { action as reviewAction, loader as reviewLoader } from "~/routes/dashboard/admin/verifications/$userId/route";
import { action as lawyerDashboardAction } from "~/routes/dashboard/lawyer/route";

let db: DB;
let cleanup: () => Promise<void>;
let admin: Awaited<ReturnType<typeof userWithRole>>;
let company: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  admin = await userWithRole(db, "admin");
  company = await userWithRole(db, "company");
});
afterAll(() => cleanup());

const BASE = "http://localhost:3000";
const get = (path: string, headers?: Headers) => new Request(`${BASE}${path}`, { headers: { cookie: `${headers?.get("cookie") ?? ""}; lang=en`, "x-client-ip": "10.41.0.1" } });
const post = (path: string, headers: Headers, fields: Record<string, string>) =>
  new Request(`${BASE}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: BASE, "x-client-ip": "10.41.0.2", cookie: `${headers.get("cookie") ?? ""}; lang=en` } });
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

async function waitingLawyer() {
  const lawyer = await userWithRole(db, "lawyer", { name: `Route Lawyer ${Date.now()}` });
  await lawyer.caller.documents.uploadVerification({ documents: [{ key: "bar_license", fileName: "licence.pdf", bytes: PDF_BYTES }] });
  return lawyer;
}

describe("the review pages", () => {
  it("send anyone but an admin to /client-area, and a hand-made post by a lawyer changes nothing", async () => {
    const lawyer = await waitingLawyer();
    const path = `/dashboard/admin/verifications/${lawyer.userId}`;
    for (const run of [() => listLoader(args(get("/dashboard/admin/verifications", company.headers))), () => reviewLoader(args(get(path, lawyer.headers), { userId: lawyer.userId }))]) {
      const result = await runRoute(run);
      expect(result).toMatchObject({ kind: "response", status: 302 });
      expect((result as { headers: Headers }).headers.get("location")).toBe("/client-area");
    }
    const posted = await runRoute(() => reviewAction(args(post(path, lawyer.headers, { intent: "approve", kind: "company" }), { userId: lawyer.userId })));
    expect(posted).toMatchObject({ kind: "response", status: 302 });
    expect((await db.selectFrom("profiles").select("verification_status").where("id", "=", lawyer.userId).executeTakeFirstOrThrow()).verification_status).toBe("pending");
  });

  it("lists what the URL asks for, and answers 404 for an account that is not reviewed", async () => {
    const lawyer = await waitingLawyer();
    const page = await runRoute(() => listLoader(args(get(`/dashboard/admin/verifications?q=${encodeURIComponent("Route Lawyer")}&kind=lawyer&state=bogus`, admin.headers))));
    const data = (page as { data: { params: unknown; rows: { id: string }[] } }).data;
    expect(data.params).toMatchObject({ kind: "lawyer", state: "pending", page: 1 });
    expect(data.rows.map((r) => r.id)).toContain(lawyer.userId);
    for (const userId of ["nobody", admin.userId]) {
      expect(await runRoute(() => reviewLoader(args(get(`/dashboard/admin/verifications/${userId}`, admin.headers), { userId })))).toMatchObject({ status: 404 });
    }
  });

  it("refuses a rejection without a reason and a lawyer's approval without a licence, at their fields", async () => {
    const lawyer = await waitingLawyer();
    const path = `/dashboard/admin/verifications/${lawyer.userId}`;
    const act = (fields: Record<string, string>) => runRoute(() => reviewAction(args(post(path, admin.headers, fields), { userId: lawyer.userId })));
    const noReason = await act({ intent: "reject", reason: "" });
    expect(noReason.status).toBe(400);
    expect(fieldErrorsOf((noReason as { data: unknown }).data)).toEqual({ reason: ["validation.required"] });
    const short = await act({ intent: "reject", reason: "bad" });
    expect(fieldErrorsOf((short as { data: unknown }).data)).toEqual({ reason: ["adminReview:validation.reasonTooShort"] });
    const noLicence = await act({ intent: "approve", kind: "lawyer", rollLevel: "", licenceNumber: "", licenceExpiresOn: "2031-02-30" });
    expect(fieldErrorsOf((noLicence as { data: unknown }).data)).toEqual({
      rollLevel: ["adminReview:validation.rollLevel"],
      licenceNumber: ["validation.required"],
      licenceExpiresOn: ["adminReview:validation.date"],
    });
    // A tampered form without the licence's fields is refused by the procedure, with the catalogue message.
    const tampered = await act({ intent: "approve", kind: "company" });
    expect((tampered as { data: { result: { error: Record<string, string[]> } } }).data.result.error[""]).toEqual(["errors.licence_required"]);
    expect((await db.selectFrom("profiles").select("verification_status").where("id", "=", lawyer.userId).executeTakeFirstOrThrow()).verification_status).toBe("pending");

    const done = await act({ intent: "reject", reason: "The licence copy is unreadable, please upload it again." });
    expect(done).toMatchObject({ kind: "response", status: 303 });
    expect((done as { headers: Headers }).headers.get("location")).toBe(path);

    // The lawyer resubmits from their dashboard (plain POST), once documents are there.
    const dashboard = (fields: Record<string, string>) => runRoute(() => lawyerDashboardAction(args(post("/dashboard/lawyer", lawyer.headers, fields))));
    const tooLong = await dashboard({ intent: "resubmit-verification", note: "x".repeat(1001) });
    expect(tooLong.status).toBe(400);
    const resubmitted = await dashboard({ intent: "resubmit-verification", note: "" });
    expect(resubmitted).toMatchObject({ kind: "response", status: 303 });
    expect((await db.selectFrom("profiles").select("verification_status").where("id", "=", lawyer.userId).executeTakeFirstOrThrow()).verification_status).toBe("pending");
  });
});
