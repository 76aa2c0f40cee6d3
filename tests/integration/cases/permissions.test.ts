import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { anonymousCaller } from "../../setup/callers";
import { PDF_BYTES } from "../../setup/file-fixtures";
import { codeOf, inHours, openCase, verifiedLawyer, type Cast, type Caller, useCaseDatabase } from "./support";

let db: DB;
let cast: Cast;
let spareLawyerId: string;

useCaseDatabase(async (ready) => {
  ({ db, cast } = ready);
  spareLawyerId = (await verifiedLawyer(db, { name: "Spare Lawyer" })).userId;
});

const WHO = ["anonymous", "stranger", "outsider", "otherLawyer", "client", "member", "lawyer", "admin"] as const;
type Who = (typeof WHO)[number];
function callerOf(who: Who): Caller {
  return who === "anonymous" ? anonymousCaller(db) : cast[who].caller;
}

/**
 * Who may do what (issue 9 §2): "read" and "both" for every party, "firm" for the assigned lawyer
 * and the admin, "admin" for the admin only. Someone who sees the case but may not take the action
 * gets case_action_not_allowed; anyone who may not see it gets NOT_FOUND, like an unknown id; a
 * signed-out caller UNAUTHORIZED.
 */
type Kind = "read" | "both" | "firm" | "admin";
const ALLOWED: Record<Kind, readonly Who[]> = {
  read: ["client", "member", "lawyer", "admin"],
  both: ["client", "member", "lawyer", "admin"],
  firm: ["lawyer", "admin"],
  admin: ["admin"],
};

function expectedFor(kind: Kind, who: Who): string {
  if (who === "anonymous") return "UNAUTHORIZED";
  if (ALLOWED[kind].includes(who)) return "resolved";
  if (["stranger", "outsider", "otherLawyer"].includes(who)) return "NOT_FOUND";
  return "case_action_not_allowed";
}

type Fixture = Record<string, string>;
interface Procedure {
  name: string;
  kind: Kind;
  /** Makes what one call needs (a hearing to move, a closed case to reopen...), as the admin. */
  prepare?: (id: string) => Promise<Fixture>;
  call: (caller: Caller, id: string, fixture: Fixture) => Promise<unknown>;
}

const hearing = async (id: string, hoursAhead = 72) => ({
  hearingId: (await cast.admin.caller.cases.addHearing({ id, startsAt: inHours(hoursAhead).toISOString(), purpose: "First session" })).id,
});
const milestone = async (id: string) => ({
  milestoneId: (await cast.admin.caller.cases.addMilestone({ id, titleAr: "صياغة صحيفة الدعوى", titleEn: "Statement of claim", feeQar: 15000 })).id,
});

const PROCEDURES: Procedure[] = [
  { name: "byId", kind: "read", call: (c, id) => c.cases.byId({ id }) },
  { name: "timeline", kind: "read", call: (c, id) => c.cases.timeline({ id }) },
  { name: "messages", kind: "read", call: (c, id) => c.cases.messages({ id }) },
  {
    name: "documentDownload",
    kind: "read",
    prepare: async (id) => ({ documentId: (await cast.admin.caller.cases.uploadDocuments({ id, visibility: "client", documents: [{ fileName: "power-of-attorney.pdf", bytes: PDF_BYTES }] })).documents[0]!.id }),
    call: (c, id, f) => c.cases.documentDownload({ id, documentId: f.documentId! }),
  },
  { name: "uploadDocuments", kind: "both", call: (c, id) => c.cases.uploadDocuments({ id, documents: [{ fileName: "contract.pdf", bytes: PDF_BYTES }] }) },
  { name: "postMessage", kind: "both", call: (c, id) => c.cases.postMessage({ id, body: "Please find the signed contract attached.", documents: [{ fileName: "signed.pdf", bytes: PDF_BYTES }] }) },
  { name: "uploadDocuments (internal)", kind: "firm", call: (c, id) => c.cases.uploadDocuments({ id, visibility: "internal", documents: [{ fileName: "strategy.pdf", bytes: PDF_BYTES }] }) },
  { name: "setStatus", kind: "firm", call: (c, id) => c.cases.setStatus({ id, status: "on_hold" }) },
  { name: "setNextStep", kind: "firm", call: (c, id) => c.cases.setNextStep({ id, nextStep: "File the statement of defence", nextStepDue: "2030-01-15" }) },
  { name: "addHearing", kind: "firm", call: (c, id) => c.cases.addHearing({ id, startsAt: inHours(96).toISOString(), purpose: "Pleadings", chamber: "Circuit 3" }) },
  { name: "updateHearing", kind: "firm", prepare: (id) => hearing(id), call: (c, id, f) => c.cases.updateHearing({ id, hearingId: f.hearingId!, chamber: "Hall 7" }) },
  { name: "moveHearing", kind: "firm", prepare: (id) => hearing(id), call: (c, id, f) => c.cases.moveHearing({ id, hearingId: f.hearingId!, startsAt: inHours(240).toISOString() }) },
  { name: "cancelHearing", kind: "firm", prepare: (id) => hearing(id), call: (c, id, f) => c.cases.cancelHearing({ id, hearingId: f.hearingId! }) },
  {
    name: "recordOutcome",
    kind: "firm",
    prepare: async (id) => {
      const f = await hearing(id);
      await db.updateTable("case_hearings").set({ starts_at: inHours(-2) }).where("id", "=", f.hearingId).execute();
      return f;
    },
    call: (c, id, f) => c.cases.recordOutcome({ id, hearingId: f.hearingId!, outcome: "Adjourned for the expert's report." }),
  },
  { name: "addMilestone", kind: "firm", call: (c, id) => c.cases.addMilestone({ id, titleAr: "حضور الجلسة", titleEn: "Attend the hearing", feeQar: 5000 }) },
  { name: "updateMilestone", kind: "firm", prepare: milestone, call: (c, id, f) => c.cases.updateMilestone({ id, milestoneId: f.milestoneId!, feeQar: 17500 }) },
  { name: "setMilestoneState", kind: "firm", prepare: milestone, call: (c, id, f) => c.cases.setMilestoneState({ id, milestoneId: f.milestoneId!, state: "done" }) },
  { name: "addNote", kind: "firm", call: (c, id) => c.cases.addNote({ id, body: "Client prefers settlement below QAR 200,000." }) },
  { name: "update", kind: "admin", call: (c, id) => c.cases.update({ id, courtCaseNumber: "2026/1234" }) },
  { name: "assignLawyer", kind: "admin", call: (c, id) => c.cases.assignLawyer({ id, lawyerUserId: spareLawyerId }) },
  { name: "unassignLawyer", kind: "admin", call: (c, id) => c.cases.unassignLawyer({ id, lawyerUserId: cast.lawyer.userId }) },
  { name: "close", kind: "admin", call: (c, id) => c.cases.close({ id, reason: "Settled" }) },
  {
    name: "reopen",
    kind: "admin",
    prepare: async (id) => {
      const { status } = await db.selectFrom("cases").select("status").where("id", "=", id).executeTakeFirstOrThrow();
      if (status !== "closed") await cast.admin.caller.cases.close({ id });
      return {};
    },
    call: (c, id) => c.cases.reopen({ id }),
  },
];

describe("the permission matrix of every case procedure", () => {
  for (const procedure of PROCEDURES) {
    it(`${procedure.name}: ${ALLOWED[procedure.kind].join(", ")} only`, async () => {
      const { id } = await openCase(cast);
      const eventsBefore = await db.selectFrom("case_events").select("id").where("case_id", "=", id).execute();
      const actual: Record<string, string> = {};
      const expected: Record<string, string> = {};
      let allowedCalls = 0;
      for (const who of WHO) {
        const fixture = procedure.prepare ? await procedure.prepare(id) : {};
        expected[who] = expectedFor(procedure.kind, who);
        actual[who] = await codeOf(procedure.call(callerOf(who), id, fixture));
        if (expected[who] === "resolved") allowedCalls++;
      }
      expect(actual).toEqual(expected);
      // Refused calls wrote nothing: the timeline grew only by the preparations and the allowed calls.
      const events = await db.selectFrom("case_events").select("actor_id").where("case_id", "=", id).execute();
      const byRefused = events.slice(eventsBefore.length).filter((e) => e.actor_id && !["admin", "lawyer", "client", "member"].some((w) => cast[w as "admin"].userId === e.actor_id));
      expect(byRefused).toEqual([]);
      expect(allowedCalls).toBeGreaterThan(0);
    });
  }

  it("answers an unknown id and an id that is not a UUID exactly like a case one may not see", async () => {
    const { id } = await openCase(cast);
    const hearingAndMilestone = { ...(await hearing(id)), ...(await milestone(id)) };
    const made = "0badc0de-0000-4000-8000-00000000dead";
    for (const procedure of PROCEDURES) {
      const fixture = { hearingId: made, milestoneId: made, documentId: made };
      for (const unknown of [made, "../../etc/passwd", "1 or 1=1"]) {
        expect(await codeOf(procedure.call(cast.admin.caller, unknown, fixture)), `${procedure.name} ${unknown}`).toBe("NOT_FOUND");
        expect(await codeOf(procedure.call(cast.lawyer.caller, unknown, fixture)), `${procedure.name} ${unknown}`).toBe("NOT_FOUND");
      }
      expect(await codeOf(procedure.call(cast.stranger.caller, id, { ...fixture, ...hearingAndMilestone })), procedure.name).toBe("NOT_FOUND");
    }
  });

  it("keeps records of one case out of reach through another", async () => {
    const first = await openCase(cast);
    const second = await openCase(cast);
    const { hearingId } = await hearing(first.id);
    const { milestoneId } = await milestone(first.id);
    const doc = await cast.lawyer.caller.cases.uploadDocuments({ id: first.id, documents: [{ fileName: "a.pdf", bytes: PDF_BYTES }] });
    expect(await codeOf(cast.lawyer.caller.cases.cancelHearing({ id: second.id, hearingId }))).toBe("NOT_FOUND");
    expect(await codeOf(cast.lawyer.caller.cases.setMilestoneState({ id: second.id, milestoneId, state: "paid" }))).toBe("NOT_FOUND");
    expect(await codeOf(cast.client.caller.cases.documentDownload({ id: second.id, documentId: doc.documents[0]!.id }))).toBe("NOT_FOUND");
  });
});

describe("procedures over all cases", () => {
  const ADMIN_ONLY: Record<string, (c: Caller) => Promise<unknown>> = {
    listAll: (c) => c.cases.listAll({}),
    exportCsv: (c) => c.cases.exportCsv({ filters: {} }),
    assignableLawyers: (c) => c.cases.assignableLawyers(),
    eligibleConsultations: (c) => c.cases.eligibleConsultations(),
    adminOverview: (c) => c.cases.adminOverview(),
    create: (c) => c.cases.create({ clientId: cast.stranger.userId, titleAr: "قضية", serviceArea: "civil" }),
    createFromConsultation: (c) => c.cases.createFromConsultation({ consultationId: "0badc0de-0000-4000-8000-00000000dead", titleEn: "From a consultation" }),
  };

  it("are the admin's; FORBIDDEN for every other role, UNAUTHORIZED signed out", async () => {
    for (const [name, call] of Object.entries(ADMIN_ONLY)) {
      for (const who of WHO) {
        const code = await codeOf(call(callerOf(who)));
        const want = who === "anonymous" ? "UNAUTHORIZED" : who === "admin" ? (name === "createFromConsultation" ? "NOT_FOUND" : "resolved") : "FORBIDDEN";
        expect(code, `${name} as ${who}`).toBe(want);
      }
    }
  });

  it("give the lawyer's agenda and calendar feed to lawyers only, and each person their own cases", async () => {
    const { id } = await openCase(cast);
    for (const who of WHO) {
      const want = who === "anonymous" ? "UNAUTHORIZED" : who === "lawyer" || who === "otherLawyer" ? "resolved" : "FORBIDDEN";
      expect(await codeOf(callerOf(who).cases.lawyerAgenda()), `lawyerAgenda as ${who}`).toBe(want);
      expect(await codeOf(callerOf(who).cases.createCalendarToken()), `createCalendarToken as ${who}`).toBe(want);
      expect(await codeOf(callerOf(who).cases.revokeCalendarToken()), `revokeCalendarToken as ${who}`).toBe(want);
    }
    expect(await codeOf(anonymousCaller(db).cases.mine())).toBe("UNAUTHORIZED");
    for (const who of ["client", "member", "lawyer"] as const) {
      expect((await cast[who].caller.cases.mine()).map((c) => c.id), who).toContain(id);
    }
    for (const who of ["stranger", "outsider", "otherLawyer", "admin"] as const) {
      expect((await cast[who].caller.cases.mine()).map((c) => c.id), who).not.toContain(id);
    }
  });
});
