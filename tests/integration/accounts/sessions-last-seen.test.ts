import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { settleBackgroundWork } from "#server/common/background";
import { useTestDatabase } from "../../setup/db";
import { callerFor, userWithRole } from "../../setup/callers";

/** Issue 12 §2: "last seen" in the sessions list follows use, to five minutes, without a write per request. */
let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

describe("a session's last seen", () => {
  it("moves forward when the session is used after five minutes, and not before", async () => {
    const person = await userWithRole(db, "individual");
    const [session] = await db.selectFrom("session").select(["id"]).where("userId", "=", person.userId).execute();
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db.updateTable("session").set({ updatedAt: hourAgo }).where("id", "=", session!.id).execute();

    await callerFor(db, person.headers);
    await settleBackgroundWork();
    const seen = await db.selectFrom("session").select("updatedAt").where("id", "=", session!.id).executeTakeFirstOrThrow();
    expect(Date.now() - new Date(seen.updatedAt).getTime()).toBeLessThan(60_000);
    const listed = (await person.caller.accounts.listSessions()).find((s) => s.id === session!.id);
    expect(new Date(listed!.updatedAt).getTime()).toBe(new Date(seen.updatedAt).getTime());

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await db.updateTable("session").set({ updatedAt: twoMinutesAgo }).where("id", "=", session!.id).execute();
    await callerFor(db, person.headers);
    await settleBackgroundWork();
    const unchanged = await db.selectFrom("session").select("updatedAt").where("id", "=", session!.id).executeTakeFirstOrThrow();
    expect(new Date(unchanged.updatedAt).getTime()).toBe(twoMinutesAgo.getTime());
  });
});
