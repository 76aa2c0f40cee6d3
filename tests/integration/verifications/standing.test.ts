import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { readOutbox } from "#server/mail/outbox";
import { getStorage } from "#server/storage/index";
import { VERIFICATION_BUCKET } from "#server/storage/files";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { EXE_BYTES, PDF_BYTES } from "../../setup/file-fixtures";
import { codeOf, createLawyer } from "../consultations/support";

/** Issue 13 §1: a lawyer states their courts and QFC rights with a document; only an admin's confirmation shows them. */
let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

const listed = (lawyerId: string) => anonymousCaller(db).lawyers.byId({ id: lawyerId });
const document = { fileName: "roll-card.pdf", bytes: PDF_BYTES };

describe("a lawyer's stated courts and QFC rights", () => {
  it("changes nothing public until an admin confirms, then shows it at once; a rejection keeps the listing and says why", async () => {
    const lawyer = await createLawyer(db);
    const admin = await userWithRole(db, "admin");
    const client = await userWithRole(db, "individual");
    await db.insertInto("lawyer_licences").values({ user_id: lawyer.userId, court_roll_level: "first_instance", licence_number: "QA-123", licence_expires_on: "2030-01-01" }).execute();
    expect(await listed(lawyer.lawyerId)).toMatchObject({ rollLevel: "first_instance", qfcRightsOfAudience: false });

    // Bad input changes nothing: a file that is not a document, a level outside the list, other roles.
    expect(await codeOf(lawyer.caller.verifications.requestStanding({ rollLevel: "cassation", qfcRightsOfAudience: true, document: { fileName: "card.pdf", bytes: EXE_BYTES } }))).toBe("file_type_not_allowed");
    expect(await codeOf(lawyer.caller.verifications.requestStanding({ rollLevel: "trainee" as never, qfcRightsOfAudience: true, document }))).toBe("BAD_REQUEST");
    expect(await codeOf(client.caller.verifications.requestStanding({ rollLevel: "cassation", qfcRightsOfAudience: true, document }))).toBe("FORBIDDEN");
    expect(await db.selectFrom("lawyer_standing_requests").select("id").execute()).toEqual([]);

    expect((await admin.caller.dashboard.adminQueues()).standing).toBe(0);
    const first = await lawyer.caller.verifications.requestStanding({ rollLevel: "cassation", qfcRightsOfAudience: true, document });
    // The back office's queues count it until it is decided.
    expect((await admin.caller.dashboard.adminQueues()).standing).toBe(1);
    expect(await listed(lawyer.lawyerId)).toMatchObject({ rollLevel: "first_instance", qfcRightsOfAudience: false });
    expect(await codeOf(lawyer.caller.verifications.requestStanding({ rollLevel: "appeal", qfcRightsOfAudience: false, document }))).toBe("standing_request_pending");
    const own = await lawyer.caller.verifications.standingOwn();
    expect(own.pending).toMatchObject({ id: first.id, rollLevel: "cassation", qfcRightsOfAudience: true, documentName: "roll-card.pdf" });
    const row = await db.selectFrom("lawyer_standing_requests").select("document_key").where("id", "=", first.id).executeTakeFirstOrThrow();
    expect(row.document_key).toMatch(new RegExp(`^verifications/${lawyer.userId}/standing-`));
    expect(await getStorage().get({ bucket: VERIFICATION_BUCKET, key: row.document_key })).not.toBeNull();

    // Only admins see and decide; a rejection needs a reason.
    expect(await codeOf(lawyer.caller.verifications.standingList({ status: "pending" }))).toBe("FORBIDDEN");
    expect(await codeOf(lawyer.caller.verifications.decideStanding({ id: first.id, decision: "confirm" }))).toBe("FORBIDDEN");
    const waiting = await admin.caller.verifications.standingList({ status: "pending" });
    expect(waiting.items.find((r) => r.id === first.id)).toMatchObject({ lawyer: { userId: lawyer.userId }, listed: { rollLevel: "first_instance", qfcRightsOfAudience: false } });
    expect(await codeOf(admin.caller.verifications.decideStanding({ id: first.id, decision: "reject" }))).toBe("BAD_REQUEST");
    await admin.caller.verifications.decideStanding({ id: first.id, decision: "reject", reason: "The card is unreadable; send a clearer scan." });
    expect(await codeOf(admin.caller.verifications.decideStanding({ id: first.id, decision: "confirm" }))).toBe("standing_request_decided");
    expect((await admin.caller.dashboard.adminQueues()).standing).toBe(0);
    expect(await listed(lawyer.lawyerId)).toMatchObject({ rollLevel: "first_instance", qfcRightsOfAudience: false });
    expect((await lawyer.caller.verifications.standingOwn()).history[0]).toMatchObject({ status: "rejected", reason: "The card is unreadable; send a clearer scan." });

    // A second request, confirmed: the directory, the licence, the audit log, the notice and the email follow.
    const second = await lawyer.caller.verifications.requestStanding({ rollLevel: "appeal", qfcRightsOfAudience: true, document });
    await admin.caller.verifications.decideStanding({ id: second.id, decision: "confirm" });
    expect(await listed(lawyer.lawyerId)).toMatchObject({ rollLevel: "appeal", qfcRightsOfAudience: true });
    expect((await anonymousCaller(db).lawyers.search({ qfc: true, roll: "appeal" })).items.map((l) => l.id)).toContain(lawyer.lawyerId);
    expect(await db.selectFrom("lawyer_licences").select("court_roll_level").where("user_id", "=", lawyer.userId).executeTakeFirstOrThrow()).toEqual({ court_roll_level: "appeal" });
    const audit = await db.selectFrom("audit_log").select(["action", "actor_id"]).where("action", "like", "standing.%").where("entity_id", "=", lawyer.lawyerId).orderBy("id").execute();
    expect(audit).toEqual([
      { action: "standing.request", actor_id: lawyer.userId },
      { action: "standing.reject", actor_id: admin.userId },
      { action: "standing.request", actor_id: lawyer.userId },
      { action: "standing.confirm", actor_id: admin.userId },
    ]);
    const notices = await db.selectFrom("notifications").select("type").where("user_id", "=", lawyer.userId).where("type", "like", "standing_%").orderBy("created_at").execute();
    expect(notices.map((n) => n.type)).toEqual(["standing_rejected", "standing_confirmed"]);
    const mail = (await readOutbox()).filter((m) => m.to === lawyer.email && /QFC|قيد/.test(m.subject));
    expect(mail.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining("Your courts and rights of audience are confirmed"), expect.stringContaining("Your standing update was not confirmed")]),
    );
  });

  it("needs a directory profile first", async () => {
    const bare = await userWithRole(db, "lawyer");
    expect(await codeOf(bare.caller.verifications.requestStanding({ rollLevel: "appeal", qfcRightsOfAudience: false, document }))).toBe("lawyer_profile_required");
  });
});
