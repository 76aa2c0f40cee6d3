/**
 * `/case` ("my case", the address the assistant cites for "where do I see my hearing date?"): each person is sent to
 * their own cases, and a visitor to sign in first.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { loader } from "~/routes/case/_index/route";
import { userWithRole } from "../../setup/callers";
import { runRoute } from "../../setup/routes";
import { openCase, useCaseDatabase, type Cast } from "./support";

let db: DB;
let cast: Cast;
useCaseDatabase((ready) => ({ db, cast } = ready));

async function locationFor(url: string, headers?: Headers) {
  const request = new Request(url, { headers: headers ? { cookie: headers.get("cookie")! } : {} });
  const result = await runRoute(() => loader({ request, params: {}, context: {} }));
  expect(result.status).toBe(302);
  return result.headers.get("location");
}

describe("/case sends each person to their own cases", () => {
  it("signs a visitor in first and brings them back", async () => {
    expect(await locationFor("http://localhost:3000/case?lang=en")).toBe(`/client-area?redirectTo=${encodeURIComponent("/case?lang=en")}`);
  });

  it("leads a client to their one case, then to the list once they have two, keeping the link's language", async () => {
    const none = await userWithRole(db, "individual");
    expect(await locationFor("http://localhost:3000/case", none.headers)).toBe("/dashboard/user#my-cases");
    const first = await openCase(cast);
    expect(await locationFor("http://localhost:3000/case?lang=en", cast.client.headers)).toBe(`/case/${first.id}?lang=en`);
    // The company's member sees the company's case too.
    expect(await locationFor("http://localhost:3000/case", cast.member.headers)).toBe(`/case/${first.id}`);
    await openCase(cast, { titleEn: "A second matter" });
    expect(await locationFor("http://localhost:3000/case", cast.client.headers)).toBe("/dashboard/company#my-cases");
    // Someone else's cases are never where a stranger is sent.
    expect(await locationFor("http://localhost:3000/case", cast.stranger.headers)).toBe("/dashboard/user#my-cases");
  });

  it("sends a lawyer to the desk's cases and an admin to the firm's list", async () => {
    expect(await locationFor("http://localhost:3000/case", cast.lawyer.headers)).toBe("/dashboard/lawyer#my-cases");
    expect(await locationFor("http://localhost:3000/case?lang=ar", cast.admin.headers)).toBe("/admin/cases?lang=ar");
  });
});
