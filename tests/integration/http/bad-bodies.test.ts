/**
 * Issue 25 §5: a body that is not a form (here JSON, as the fuzz sent it) is bad input wherever an action reads
 * a form: 400 or the action's own refusal, never a 500. These four actions read the body with request.formData().
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { action as lawyerDashboardAction } from "~/routes/dashboard/lawyer/route";
import { action as adminReviewsAction } from "~/routes/dashboard/admin/reviews/route";
import { action as lawyerReviewsAction } from "~/routes/dashboard/lawyer/reviews/route";
import { action as adminStandingAction } from "~/routes/dashboard/admin/standing/route";
import { useTestDatabase } from "../../setup/db";
import { userWithRole } from "../../setup/callers";
import { runRoute } from "../../setup/routes";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

function jsonPost(url: string, cookie?: string) {
  const headers = new Headers({ "content-type": "application/json", origin: "http://localhost:3000", "x-client-ip": "10.44.0.1" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(url, { method: "POST", headers, body: JSON.stringify({ intent: "calendar-create" }) });
}

describe("a JSON body posted to a form action", () => {
  it("answers 400 (or a redirect to sign in), never a server error", async () => {
    const lawyer = await userWithRole(db, "lawyer");
    const admin = await userWithRole(db, "admin");
    const cases = [
      { action: lawyerDashboardAction, url: "http://localhost:3000/dashboard/lawyer", cookie: lawyer.headers.get("cookie")! },
      { action: lawyerDashboardAction, url: "http://localhost:3000/dashboard/lawyer", cookie: undefined },
      { action: lawyerReviewsAction, url: "http://localhost:3000/dashboard/lawyer/reviews", cookie: lawyer.headers.get("cookie")! },
      { action: adminReviewsAction, url: "http://localhost:3000/dashboard/admin/reviews", cookie: admin.headers.get("cookie")! },
      { action: adminStandingAction, url: "http://localhost:3000/dashboard/admin/standing", cookie: admin.headers.get("cookie")! },
    ];
    for (const { action, url, cookie } of cases) {
      const result = await runRoute(() => action({ request: jsonPost(url, cookie), params: {}, context: {} } as never));
      expect([400, 302], `${url} ${cookie ? "signed in" : "anonymous"}`).toContain(result.status);
    }
  });
});
