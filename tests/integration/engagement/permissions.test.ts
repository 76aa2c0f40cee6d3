/**
 * Issue 28 §2, who may do what with a case's engagement letter: the firm (admin, assigned lawyer) prepares,
 * sends and countersigns; the signer (here the owner of the client company) requests a code and signs; a member
 * of the client company who is not an owner, another lawyer, another company and a stranger do not see the letter
 * at all (NOT_FOUND, like an unknown case); a signed-out caller is UNAUTHORIZED. The standard terms are the admin's.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { anonymousCaller } from "../../setup/callers";
import { caseWithMilestones, codeOf, DRAFT, lastCodeSentTo, useEngagementDatabase, type Caller, type Cast } from "./support";

let db: DB;
let cast: Cast;
let caseId: string;
let letterId: string;

useEngagementDatabase(async (ready) => {
  ({ db, cast } = ready);
  caseId = await caseWithMilestones(cast);
});

const WHO = ["anonymous", "stranger", "outsider", "otherLawyer", "member", "client", "lawyer", "admin"] as const;
type Who = (typeof WHO)[number];
const callerOf = (who: Who): Caller => (who === "anonymous" ? anonymousCaller(db) : cast[who].caller);
const UNSEEN: readonly Who[] = ["stranger", "outsider", "otherLawyer", "member"];

/** What `who` gets from a letter procedure open to `allowed`: the other side of the letter is told "not allowed". */
function expectedFor(allowed: readonly Who[], who: Who): string {
  if (who === "anonymous") return "UNAUTHORIZED";
  if (UNSEEN.includes(who)) return "NOT_FOUND";
  return allowed.includes(who) ? "resolved" : "case_action_not_allowed";
}

describe("engagement letter permissions", () => {
  it("forCase: the firm and the signer read the letter section; nobody else learns it exists", async () => {
    for (const who of WHO) {
      const expected = who === "anonymous" ? "UNAUTHORIZED" : UNSEEN.includes(who) ? "NOT_FOUND" : "resolved";
      expect(await codeOf(callerOf(who).engagement.forCase({ caseId })), who).toBe(expected);
    }
    expect((await cast.client.caller.engagement.forCase({ caseId })).capacity).toBe("signer");
    expect((await cast.lawyer.caller.engagement.forCase({ caseId })).can.prepare).toBe(true);
  });

  it("saveDraft: the firm only; the draft is invisible to the signer", async () => {
    for (const who of WHO.filter((w) => w !== "lawyer" && w !== "admin")) {
      expect(await codeOf(callerOf(who).engagement.saveDraft({ caseId, ...DRAFT })), who).toBe(expectedFor(["lawyer", "admin"], who));
    }
    ({ id: letterId } = await cast.lawyer.caller.engagement.saveDraft({ caseId, ...DRAFT }));
    expect((await cast.admin.caller.engagement.saveDraft({ caseId, ...DRAFT, scopeEn: "Amended scope." })).id).toBe(letterId);
    const signerView = await cast.client.caller.engagement.forCase({ caseId });
    expect(signerView.draft).toBeNull();
    expect(signerView.current).toBeNull();
    expect(await codeOf(cast.client.caller.engagement.pdf({ caseId, letterId }))).toBe("NOT_FOUND");
    expect(await codeOf(cast.client.caller.engagement.requestCode({ caseId, letterId }))).toBe("NOT_FOUND");
  });

  it("send: the firm only", async () => {
    for (const who of WHO.filter((w) => w !== "admin")) {
      const code = await codeOf(callerOf(who).engagement.send({ caseId, letterId }));
      if (who === "lawyer") expect(code).toBe("resolved");
      else expect(code, who).toBe(expectedFor(["lawyer", "admin"], who));
    }
    // Sent once: the admin's second send finds it no longer a draft.
    expect(await codeOf(cast.admin.caller.engagement.send({ caseId, letterId }))).toBe("engagement_letter_state");
  });

  it("pdf: the firm and the signer; nobody else", async () => {
    for (const who of WHO) {
      expect(await codeOf(callerOf(who).engagement.pdf({ caseId, letterId })), who).toBe(expectedFor(["client", "lawyer", "admin"], who));
    }
  });

  it("requestCode and sign: the signer only", async () => {
    const signInput = { caseId, letterId, fullName: "Client Owner", code: "000000", consent: true as const };
    for (const who of WHO.filter((w) => w !== "client")) {
      expect(await codeOf(callerOf(who).engagement.requestCode({ caseId, letterId })), who).toBe(expectedFor(["client"], who));
      expect(await codeOf(callerOf(who).engagement.sign(signInput)), who).toBe(expectedFor(["client"], who));
    }
    await cast.client.caller.engagement.requestCode({ caseId, letterId });
    const code = await lastCodeSentTo(cast.client.email);
    expect(await codeOf(cast.client.caller.engagement.sign({ ...signInput, code }))).toBe("resolved");
  });

  it("countersign: the firm only, once", async () => {
    for (const who of WHO.filter((w) => w !== "admin")) {
      const code = await codeOf(callerOf(who).engagement.countersign({ caseId, letterId }));
      if (who === "lawyer") expect(code).toBe("resolved");
      else expect(code, who).toBe(expectedFor(["lawyer", "admin"], who));
    }
    expect(await codeOf(cast.admin.caller.engagement.countersign({ caseId, letterId }))).toBe("engagement_letter_state");
  });

  it("the standard terms: the admin only", async () => {
    for (const who of WHO) {
      const expected = who === "anonymous" ? "UNAUTHORIZED" : who === "admin" ? "resolved" : "FORBIDDEN";
      expect(await codeOf(callerOf(who).engagement.terms.save({ bodyAr: `نص ${who}`, bodyEn: `Text ${who}` })), who).toBe(expected);
      expect(await codeOf(callerOf(who).engagement.terms.editor()), who).toBe(expected);
    }
  });
});
