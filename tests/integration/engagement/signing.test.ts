/**
 * Issue 28 §2, the signature: the one-time code (wrong, expired, too many tries, used once, rate-limited), what a
 * signature records (name, time, IP, the code's email, the PDF's SHA-256, the signed PDF), the timeline and audit
 * rows, the emails, and that a signed letter never changes: a new version supersedes it and must be signed again.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { signedLetterOf } from "#server/engagement/queries";
import { LETTER_FILES_BUCKET, SIGNING_CODE_MAX_ATTEMPTS } from "#server/engagement/constants";
import { readOutbox } from "#server/mail/outbox";
import { getStorage } from "#server/storage/index";
import { caseWithMilestones, codeOf, DRAFT, lastCodeSentTo, letterRow, MILESTONES, sentLetter, useEngagementDatabase, type Cast } from "./support";

let db: DB;
let cast: Cast;
let caseId: string;
let letterId: string;

useEngagementDatabase((ready) => ({ db, cast } = ready));

beforeEach(async () => {
  // Each test asks for codes afresh: the hourly limit per person is its own test's.
  await db.deleteFrom("rate_limits").execute();
  caseId = await caseWithMilestones(cast);
  letterId = await sentLetter(cast, caseId);
});

const signAs = (code: string, extra: Partial<{ fullName: string; consent: true }> = {}) =>
  cast.client.caller.engagement.sign({ caseId, letterId, fullName: "Client Owner", code, consent: true, ...extra });

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("the signing code", () => {
  it("is emailed to the signer, kept only as its SHA-256, and signs once", async () => {
    const asked = await cast.client.caller.engagement.requestCode({ caseId, letterId });
    expect(asked.email).toBe(cast.client.email);
    const code = await lastCodeSentTo(cast.client.email);
    const row = await db.selectFrom("engagement_signing_codes").selectAll().where("letter_id", "=", letterId).executeTakeFirstOrThrow();
    expect(row.code_hash).toBe(createHash("sha256").update(code).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(new Date(row.expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    expect(await codeOf(signAs(code))).toBe("resolved");
    // Used: the same code again finds the letter signed.
    expect(await codeOf(signAs(code))).toBe("engagement_letter_state");
  });

  it("a wrong code is refused, counted, and writes nothing", async () => {
    await cast.client.caller.engagement.requestCode({ caseId, letterId });
    const code = await lastCodeSentTo(cast.client.email);
    expect(await codeOf(signAs(wrongOf(code)))).toBe("signing_code_invalid");
    const row = await db.selectFrom("engagement_signing_codes").select(["attempts", "used_at"]).where("letter_id", "=", letterId).executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 1, used_at: null });
    expect((await letterRow(db, letterId)).state).toBe("sent");
    expect(await codeOf(signAs(code))).toBe("resolved");
  });

  it("after five wrong tries even the right code is refused until a new one is asked for", async () => {
    await cast.client.caller.engagement.requestCode({ caseId, letterId });
    const code = await lastCodeSentTo(cast.client.email);
    const results = [];
    for (let i = 0; i < SIGNING_CODE_MAX_ATTEMPTS; i++) results.push(await codeOf(signAs(wrongOf(code))));
    expect(results).toEqual(["signing_code_invalid", "signing_code_invalid", "signing_code_invalid", "signing_code_invalid", "signing_code_locked"]);
    expect(await codeOf(signAs(code))).toBe("signing_code_locked");
    await cast.client.caller.engagement.requestCode({ caseId, letterId });
    const fresh = await lastCodeSentTo(cast.client.email);
    // The old code no longer counts once a new one is sent.
    if (fresh !== code) expect(await codeOf(signAs(code))).toBe("signing_code_invalid");
    expect(await codeOf(signAs(fresh))).toBe("resolved");
  });

  it("an expired code is refused", async () => {
    await cast.client.caller.engagement.requestCode({ caseId, letterId });
    const code = await lastCodeSentTo(cast.client.email);
    await db.updateTable("engagement_signing_codes").set({ expires_at: sql<Date>`now() - interval '1 second'` }).where("letter_id", "=", letterId).execute();
    expect(await codeOf(signAs(code))).toBe("signing_code_expired");
    expect((await letterRow(db, letterId)).state).toBe("sent");
  });

  it("without a code asked for, or without consent, nothing is signed", async () => {
    expect(await codeOf(signAs("123456"))).toBe("signing_code_invalid");
    await cast.client.caller.engagement.requestCode({ caseId, letterId });
    const code = await lastCodeSentTo(cast.client.email);
    const noConsent = cast.client.caller.engagement.sign({ caseId, letterId, fullName: "Client Owner", code, consent: false as unknown as true });
    expect(await codeOf(noConsent)).toBe("BAD_REQUEST");
    expect(await codeOf(signAs(code, { fullName: "x" }))).toBe("BAD_REQUEST");
    expect((await letterRow(db, letterId)).state).toBe("sent");
    expect(await codeOf(signAs(code))).toBe("resolved");
  });

  it("codes are rate-limited per person", async () => {
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await codeOf(cast.client.caller.engagement.requestCode({ caseId, letterId })));
    expect(results).toEqual(["resolved", "resolved", "resolved", "resolved", "resolved", "rate_limited"]);
  });
});

describe("a signed letter", () => {
  async function signNow() {
    await cast.client.caller.engagement.requestCode({ caseId, letterId });
    await signAs(await lastCodeSentTo(cast.client.email));
  }

  it("records who, when, from where and the code's email; stores the signed PDF; tells the timeline, audit log and firm", async () => {
    const sent = await letterRow(db, letterId);
    expect(sent.document_sha256).toMatch(/^[0-9a-f]{64}$/);
    const sentPdf = await getStorage().get({ bucket: LETTER_FILES_BUCKET, key: `${letterId}/sent.pdf` });
    expect(createHash("sha256").update(sentPdf!.body).digest("hex")).toBe(sent.document_sha256);
    expect(sent.fee_schedule.map((f) => f.feeQar)).toEqual(MILESTONES.map((m) => m.feeQar));

    // Told in the app: the signer, not the member of the company who may not see the letter.
    const told = await db.selectFrom("notifications").select("user_id").where("type", "=", "case_letter_sent").where("case_id", "=", caseId).execute();
    expect(told.map((n) => n.user_id)).toEqual([cast.client.userId]);

    await signNow();
    const signed = await letterRow(db, letterId);
    expect(signed).toMatchObject({ state: "signed", signed_name: "Client Owner", signed_email: cast.client.email, document_sha256: sent.document_sha256 });
    expect(signed.signed_ip).toBeTruthy();
    expect(signed.signed_pdf_key).toBe(`${letterId}/signed.pdf`);
    expect(await getStorage().get({ bucket: LETTER_FILES_BUCKET, key: signed.signed_pdf_key! })).not.toBeNull();
    expect((await signedLetterOf(db, caseId))?.id).toBe(letterId);

    const events = await db.selectFrom("case_events").select(["type", "actor_id"]).where("case_id", "=", caseId).where("type", "like", "letter_%").orderBy("id").execute();
    expect(events.map((e) => e.type)).toEqual(["letter_drafted", "letter_sent", "letter_signed"]);
    expect(events.at(-1)!.actor_id).toBe(cast.client.userId);
    const audit = await db.selectFrom("audit_log").select(["action", "actor_id"]).where("entity_id", "=", caseId).where("action", "like", "case.letter_%").execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["case.letter_drafted", "case.letter_sent", "case.letter_signed"]);
    expect(audit.find((a) => a.action === "case.letter_signed")!.actor_id).toBe(cast.client.userId);

    const firmMail = (await readOutbox({ to: cast.lawyer.email })).filter((m) => m.subject.includes("signed the engagement letter"));
    expect(firmMail.length).toBeGreaterThan(0);
    const clientMail = await readOutbox({ to: cast.client.email });
    // The client's language is Arabic: its email starts in Arabic.
    expect(clientMail.some((m) => m.subject.startsWith("خطاب التكليف بانتظار توقيعك"))).toBe(true);

    // The client's dashboard lists it; a member of the company who is not an owner does not see it.
    expect((await cast.client.caller.engagement.mine()).find((l) => l.caseId === caseId)).toEqual({ caseId, letterId, state: "signed", countersigned: false });
    expect((await cast.member.caller.engagement.mine()).some((l) => l.caseId === caseId)).toBe(false);

    await cast.admin.caller.engagement.countersign({ caseId, letterId });
    const countersigned = await letterRow(db, letterId);
    expect(countersigned.countersigned_name).toBe("Firm Admin");
    expect(countersigned.signed_pdf_key).toBe(`${letterId}/countersigned.pdf`);
  });

  it("never changes: the database refuses a new content or signature, and a new version must be signed again to replace it", async () => {
    await signNow();
    await expect(db.updateTable("engagement_letters").set({ scope_en: "Changed" }).where("id", "=", letterId).execute()).rejects.toThrow(/no longer a draft/);
    await expect(db.updateTable("engagement_letters").set({ signed_name: "Someone Else" }).where("id", "=", letterId).execute()).rejects.toThrow(/signature cannot change/);

    const next = await cast.admin.caller.engagement.saveDraft({ caseId, ...DRAFT, scopeEn: "A wider scope." });
    expect(next.id).not.toBe(letterId);
    expect(next.version).toBe(2);
    // Until the new version is sent, the signed one stays in force.
    expect((await signedLetterOf(db, caseId))?.id).toBe(letterId);
    await cast.admin.caller.engagement.send({ caseId, letterId: next.id });
    // Sent, not signed: the signed version stays in force (decision 043) until the client signs the new one.
    expect((await letterRow(db, letterId)).state).toBe("signed");
    expect((await signedLetterOf(db, caseId))?.id).toBe(letterId);
    const view = await cast.client.caller.engagement.forCase({ caseId });
    expect(view.current?.id).toBe(next.id);
    expect(view.inForce?.id).toBe(letterId);
    expect(view.can.sign).toBe(true);
    await cast.client.caller.engagement.requestCode({ caseId, letterId: next.id });
    await cast.client.caller.engagement.sign({ caseId, letterId: next.id, fullName: "Client Owner", code: await lastCodeSentTo(cast.client.email), consent: true });
    expect((await letterRow(db, letterId)).state).toBe("superseded");
    expect((await letterRow(db, letterId)).signed_name).toBe("Client Owner");
    expect((await signedLetterOf(db, caseId))?.id).toBe(next.id);
    expect((await cast.client.caller.engagement.forCase({ caseId })).history.map((h) => h.state)).toEqual(["superseded"]);
  });

  it("a draft cannot be sent without milestones in the fee schedule", async () => {
    const { id: otherCase } = await cast.admin.caller.cases.create({
      clientId: cast.client.userId,
      companyId: cast.companyId,
      titleAr: "قضية بلا أتعاب",
      titleEn: "A case without fees",
      serviceArea: "civil",
      lawyerUserIds: [cast.lawyer.userId],
    });
    const draft = await cast.admin.caller.engagement.saveDraft({ caseId: otherCase, ...DRAFT });
    expect(await codeOf(cast.admin.caller.engagement.send({ caseId: otherCase, letterId: draft.id }))).toBe("engagement_no_milestones");
  });
});
