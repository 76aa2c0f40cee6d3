/**
 * Decision 043: billing asks the engagement's one question, "which letter is in force?" (signedLetterOf). The
 * signed letter stays in force while a newer version awaits signature, so the firm keeps invoicing the milestones
 * under it; once the new version is signed, invoices are issued under that one and the old one is superseded.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { signedLetterOf } from "#server/engagement/queries";
import { DRAFT, lastCodeSentTo, letterRow, sentLetter, useEngagementDatabase, type Cast, caseWithMilestones } from "../engagement/support";
import { codeOf } from "../cases/support";

let db: DB;
let cast: Cast;
let caseId: string;
let milestones: string[];

useEngagementDatabase((ready) => ({ db, cast } = ready));

beforeEach(async () => {
  await db.deleteFrom("rate_limits").execute();
  caseId = await caseWithMilestones(cast);
  milestones = (await db.selectFrom("case_milestones").select("id").where("case_id", "=", caseId).orderBy("position").orderBy("created_at").execute()).map((m) => m.id);
});

async function sign(letterId: string) {
  await cast.client.caller.engagement.requestCode({ caseId, letterId });
  await cast.client.caller.engagement.sign({ caseId, letterId, fullName: "Client Owner", code: await lastCodeSentTo(cast.client.email), consent: true });
}

const letterOfInvoice = async (id: string) => (await db.selectFrom("invoices").select("letter_id").where("id", "=", id).executeTakeFirstOrThrow()).letter_id;

describe("the letter in force, for billing (decision 043)", () => {
  it("nothing is invoiced while the only letter awaits signature", async () => {
    await sentLetter(cast, caseId);
    expect(await signedLetterOf(db, caseId)).toBeNull();
    expect(await codeOf(cast.lawyer.caller.billing.issue({ caseId, milestoneId: milestones[0]! }))).toBe("engagement_not_signed");
    expect((await cast.lawyer.caller.billing.forCase({ caseId })).letterSigned).toBe(false);
  });

  it("a signed letter governs while a new version awaits signature, and the new one once it is signed", async () => {
    const v1 = await sentLetter(cast, caseId);
    await sign(v1);
    const first = await cast.lawyer.caller.billing.issue({ caseId, milestoneId: milestones[0]! });
    expect(await letterOfInvoice(first.id)).toBe(v1);

    // Version 2 sent: version 1 is still signed and in force; the firm can still invoice under it.
    const v2 = (await cast.lawyer.caller.engagement.saveDraft({ caseId, ...DRAFT, scopeEn: "A wider scope." })).id;
    await cast.lawyer.caller.engagement.send({ caseId, letterId: v2 });
    expect((await letterRow(db, v1)).state).toBe("signed");
    expect((await letterRow(db, v2)).state).toBe("sent");
    expect((await signedLetterOf(db, caseId))?.id).toBe(v1);
    expect((await cast.lawyer.caller.billing.forCase({ caseId })).letterSigned).toBe(true);
    const second = await cast.lawyer.caller.billing.issue({ caseId, milestoneId: milestones[1]! });
    expect(await letterOfInvoice(second.id)).toBe(v1);

    // Both parties see the new version to sign and the old one in force.
    const view = await cast.client.caller.engagement.forCase({ caseId });
    expect(view.current?.id).toBe(v2);
    expect(view.can.sign).toBe(true);
    expect(view.inForce?.id).toBe(v1);
    expect(view.history).toEqual([]);
    const firmView = await cast.admin.caller.engagement.forCase({ caseId });
    expect(firmView.countersignLetterId).toBe(v1);
    // The client's dashboard points at the version to sign.
    expect((await cast.client.caller.engagement.mine()).find((l) => l.caseId === caseId)).toMatchObject({ letterId: v2, state: "sent" });

    // Version 2 signed: version 1 is superseded (its signature kept), and invoices are issued under version 2.
    await sign(v2);
    expect((await letterRow(db, v1)).state).toBe("superseded");
    expect((await letterRow(db, v1)).signed_name).toBe("Client Owner");
    expect((await signedLetterOf(db, caseId))?.id).toBe(v2);
    const third = await cast.lawyer.caller.billing.issue({ caseId, milestoneId: milestones[2]! });
    expect(await letterOfInvoice(third.id)).toBe(v2);
    const signedEvent = await db.selectFrom("case_events").select("payload").where("case_id", "=", caseId).where("type", "=", "letter_signed").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(signedEvent.payload).toMatchObject({ version: 2, supersedes: 1 });
    expect((await cast.client.caller.engagement.forCase({ caseId })).inForce).toBeNull();
  });

  it("invoices a milestone only at the fee the signed letter states: one added or re-priced since waits for a new version", async () => {
    const v1 = await sentLetter(cast, caseId);
    await sign(v1);
    const added = await cast.lawyer.caller.cases.addMilestone({ id: caseId, titleAr: "مرحلة إضافية", titleEn: "An added stage", feeQar: 900, dueOn: null });
    expect(await codeOf(cast.lawyer.caller.billing.issue({ caseId, milestoneId: added.id }))).toBe("milestone_not_in_letter");
    const signedFee = (await db.selectFrom("case_milestones").select("fee_qar").where("id", "=", milestones[0]!).executeTakeFirstOrThrow()).fee_qar;
    await cast.lawyer.caller.cases.updateMilestone({ id: caseId, milestoneId: milestones[0]!, feeQar: signedFee + 500 });
    expect(await codeOf(cast.lawyer.caller.billing.issue({ caseId, milestoneId: milestones[0]! }))).toBe("milestone_fee_not_agreed");
    // The case page tells the firm which milestones wait for a new version, and offers only the others to invoice.
    expect(new Set((await cast.lawyer.caller.billing.forCase({ caseId })).notAgreed)).toEqual(new Set([added.id, milestones[0]!]));
    expect((await cast.client.caller.billing.forCase({ caseId })).notAgreed).toEqual([]);
    expect(await db.selectFrom("invoices").select("id").where("case_id", "=", caseId).execute()).toEqual([]);
    // The fee the client signed for, put back, is invoiced under the letter in force.
    await cast.lawyer.caller.cases.updateMilestone({ id: caseId, milestoneId: milestones[0]!, feeQar: signedFee });
    const first = await cast.lawyer.caller.billing.issue({ caseId, milestoneId: milestones[0]! });
    expect(await letterOfInvoice(first.id)).toBe(v1);
    // A new version lists the added milestone; once signed, it is invoiced at its fee.
    const v2 = (await cast.lawyer.caller.engagement.saveDraft({ caseId, ...DRAFT })).id;
    await cast.lawyer.caller.engagement.send({ caseId, letterId: v2 });
    expect(await codeOf(cast.lawyer.caller.billing.issue({ caseId, milestoneId: added.id }))).toBe("milestone_not_in_letter");
    await sign(v2);
    expect((await cast.lawyer.caller.billing.forCase({ caseId })).notAgreed).toEqual([]);
    const second = await cast.lawyer.caller.billing.issue({ caseId, milestoneId: added.id });
    expect(await letterOfInvoice(second.id)).toBe(v2);
    expect(Number((await db.selectFrom("invoices").select("amount_dirhams").where("id", "=", second.id).executeTakeFirstOrThrow()).amount_dirhams)).toBe(90_000);
  });

  it("a newer version sent over an unsigned one replaces it; still nothing is in force", async () => {
    const v1 = await sentLetter(cast, caseId);
    const v2 = await sentLetter(cast, caseId);
    expect((await letterRow(db, v1)).state).toBe("superseded");
    expect((await letterRow(db, v2)).state).toBe("sent");
    expect(await signedLetterOf(db, caseId)).toBeNull();
  });
});
