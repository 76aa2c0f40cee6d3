/**
 * The firm withdraws a letter sent for signature and not signed (issue 28 follow-up): the admin or a lawyer on
 * the case, with a reason; the timeline, the audit log and the signer's email and notification record it; the
 * signer sees it withdrawn and can no longer sign it, and the signing code already sent stops working. The form
 * posts without JavaScript and the server refuses a missing reason in the visitor's language.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { signedLetterOf } from "#server/engagement/queries";
import { readOutbox } from "#server/mail/outbox";
import { action } from "~/routes/case/$caseId/engagement/route";
import { fieldErrorsOf, runRoute } from "../../setup/routes";
import type { Account } from "../cases/support";
import { caseWithMilestones, codeOf, DRAFT, lastCodeSentTo, letterRow, sentLetter, useEngagementDatabase, type Cast } from "./support";

let db: DB;
let cast: Cast;
let caseId: string;
let letterId: string;

useEngagementDatabase((ready) => ({ db, cast } = ready));

beforeEach(async () => {
  await db.deleteFrom("rate_limits").execute();
  caseId = await caseWithMilestones(cast);
  letterId = await sentLetter(cast, caseId);
});

const REASON = "The fee for the pleadings was wrong; a corrected version follows.";

function post(who: Account, fields: Record<string, string>, lang: "ar" | "en") {
  const headers = new Headers({ origin: "http://localhost:3000", "x-client-ip": "10.46.0.1", cookie: `${who.headers.get("cookie")}; lang=${lang}` });
  const request = new Request(`http://localhost:3000/case/${caseId}/engagement`, { method: "POST", body: new URLSearchParams(fields), headers });
  return runRoute(() => action({ request, params: { caseId }, context: {} }));
}

describe("withdrawing a letter sent for signature", () => {
  it("the lawyer withdraws it: the code stops working, the client cannot sign, sees it withdrawn and is told; timeline and audit record it", async () => {
    await cast.client.caller.engagement.requestCode({ caseId, letterId });
    const code = await lastCodeSentTo(cast.client.email);
    expect((await cast.lawyer.caller.engagement.forCase({ caseId })).can.withdraw).toBe(true);

    await cast.lawyer.caller.engagement.withdraw({ caseId, letterId, reason: REASON });

    const row = await letterRow(db, letterId);
    expect(row).toMatchObject({ state: "withdrawn", withdrawn_by: cast.lawyer.userId, withdrawn_reason: REASON });
    expect(row.withdrawn_at).not.toBeNull();
    const codes = await db.selectFrom("engagement_signing_codes").select("used_at").where("letter_id", "=", letterId).execute();
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((c) => c.used_at !== null)).toBe(true);

    // The signer can neither sign with the code they hold nor ask for a new one.
    expect(await codeOf(cast.client.caller.engagement.sign({ caseId, letterId, fullName: "Client Owner", code, consent: true }))).toBe("engagement_letter_state");
    expect(await codeOf(cast.client.caller.engagement.requestCode({ caseId, letterId }))).toBe("engagement_letter_state");
    expect((await letterRow(db, letterId)).state).toBe("withdrawn");

    const view = await cast.client.caller.engagement.forCase({ caseId });
    expect(view.current).toBeNull();
    expect(view.can.sign).toBe(false);
    expect(view.withdrawn).toMatchObject({ id: letterId, version: 1, reason: null });
    expect((await cast.admin.caller.engagement.forCase({ caseId })).withdrawn?.reason).toBe(REASON);
    expect((await cast.client.caller.engagement.mine()).some((l) => l.caseId === caseId)).toBe(false);

    const event = await db.selectFrom("case_events").select(["actor_id", "payload", "internal"]).where("case_id", "=", caseId).where("type", "=", "letter_withdrawn").executeTakeFirstOrThrow();
    expect(event).toMatchObject({ actor_id: cast.lawyer.userId, internal: false });
    // The reason is the firm's: not on the client's timeline.
    expect(JSON.stringify(event.payload)).not.toContain("pleadings");
    const audit = await db.selectFrom("audit_log").select(["actor_id", "after"]).where("entity_id", "=", caseId).where("action", "=", "case.letter_withdrawn").executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(cast.lawyer.userId);
    expect(audit.after).toMatchObject({ reason: REASON, state: "withdrawn" });
    const told = await db.selectFrom("notifications").select("user_id").where("type", "=", "case_letter_withdrawn").where("case_id", "=", caseId).execute();
    expect(told.map((n) => n.user_id)).toEqual([cast.client.userId]);
    const mail = (await readOutbox({ to: cast.client.email })).find((m) => m.subject.startsWith("سحب خطاب التكليف"));
    expect(mail?.subject).toContain("Engagement letter withdrawn");

    // Only a letter awaiting signature is withdrawn; a new version can be sent afterwards.
    expect(await codeOf(cast.admin.caller.engagement.withdraw({ caseId, letterId, reason: REASON }))).toBe("engagement_letter_state");
    const next = await sentLetter(cast, caseId);
    expect((await cast.client.caller.engagement.forCase({ caseId })).current?.id).toBe(next);
    expect((await cast.client.caller.engagement.forCase({ caseId })).withdrawn).toBeNull();
  });

  it("the firm only: the client side cannot withdraw, other firms' people do not see the letter; a signed letter cannot be withdrawn", async () => {
    expect(await codeOf(cast.client.caller.engagement.withdraw({ caseId, letterId, reason: REASON }))).toBe("case_action_not_allowed");
    for (const who of [cast.member, cast.otherLawyer, cast.outsider, cast.stranger]) {
      expect(await codeOf(who.caller.engagement.withdraw({ caseId, letterId, reason: REASON }))).toBe("NOT_FOUND");
    }
    expect((await cast.client.caller.engagement.forCase({ caseId })).can.withdraw).toBe(false);
    expect((await letterRow(db, letterId)).state).toBe("sent");

    await cast.client.caller.engagement.requestCode({ caseId, letterId });
    await cast.client.caller.engagement.sign({ caseId, letterId, fullName: "Client Owner", code: await lastCodeSentTo(cast.client.email), consent: true });
    expect(await codeOf(cast.admin.caller.engagement.withdraw({ caseId, letterId, reason: REASON }))).toBe("engagement_letter_state");
  });

  it("withdrawing a new version leaves the signed letter in force (decision 043)", async () => {
    await cast.client.caller.engagement.requestCode({ caseId, letterId });
    await cast.client.caller.engagement.sign({ caseId, letterId, fullName: "Client Owner", code: await lastCodeSentTo(cast.client.email), consent: true });
    const v2 = (await cast.admin.caller.engagement.saveDraft({ caseId, ...DRAFT, scopeEn: "A wider scope." })).id;
    await cast.admin.caller.engagement.send({ caseId, letterId: v2 });
    await cast.admin.caller.engagement.withdraw({ caseId, letterId: v2, reason: REASON });
    expect((await signedLetterOf(db, caseId))?.id).toBe(letterId);
    const view = await cast.client.caller.engagement.forCase({ caseId });
    expect(view.current?.id).toBe(letterId);
    expect(view.withdrawn?.version).toBe(2);
  });

  it("the form works without JavaScript: a missing reason answers 400 with the field's message (a locale key the page shows in either language), a good one 303 back to the case", async () => {
    for (const lang of ["en", "ar"] as const) {
      const refused = await post(cast.lawyer, { intent: "withdraw", letterId, reason: " " }, lang);
      expect(refused.status).toBe(400);
      expect(fieldErrorsOf((refused as { data: unknown }).data).reason).toEqual(["validation.required"]);
      expect((await letterRow(db, letterId)).state).toBe("sent");
    }
    const done = await post(cast.lawyer, { intent: "withdraw", letterId, reason: REASON }, "ar");
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/case/${caseId}#engagement`);
    expect((await letterRow(db, letterId)).state).toBe("withdrawn");
  });
});
