import type { DB } from "#db/index";
import { readOutbox } from "#server/mail/outbox";
import { closePdfBrowser } from "#server/pdf/chromium";
import { afterAll } from "vitest";
import { openCase, useCaseDatabase, type Cast } from "../cases/support";

export { codeOf, openCase, type Cast, type Caller } from "../cases/support";

export const TERMS_AR = "يخضع هذا التكليف لقوانين دولة قطر وتختص محاكمها بنظر أي نزاع.";
export const TERMS_EN = "This engagement is governed by the laws of Qatar and its courts have jurisdiction.";

/** The firm's standard terms, version 1 (the admin's first save). */
export async function seedTerms(cast: Cast) {
  return cast.admin.caller.engagement.terms.save({ bodyAr: TERMS_AR, bodyEn: TERMS_EN });
}

export const MILESTONES = [
  { titleAr: "دراسة الملف", titleEn: "File review", feeQar: 5000, dueOn: "2026-12-15" },
  { titleAr: "صحيفة الدعوى", titleEn: "Statement of claim", feeQar: 12500, dueOn: null },
  { titleAr: "المرافعة", titleEn: "Pleadings", feeQar: 20000, dueOn: "2027-03-01" },
] as const;

/** A case of the cast's company client with three milestones, ready for a letter. */
export async function caseWithMilestones(cast: Cast) {
  const { id } = await openCase(cast);
  for (const m of MILESTONES) await cast.admin.caller.cases.addMilestone({ id, ...m });
  return id;
}

export const DRAFT = {
  scopeAr: "تمثيل الموكل أمام محكمة الاستثمار والتجارة في نزاع التوريد.",
  scopeEn: "Representing the client before the Investment and Trade Court in the supply dispute.",
  expensesAr: "رسوم المحكمة والترجمة على نفقة الموكل.",
  expensesEn: "Court and translation fees are borne by the client.",
};

/** The case's letter prepared and sent by the assigned lawyer; returns its id. */
export async function sentLetter(cast: Cast, caseId: string) {
  const draft = await cast.lawyer.caller.engagement.saveDraft({ caseId, ...DRAFT });
  await cast.lawyer.caller.engagement.send({ caseId, letterId: draft.id });
  return draft.id;
}

/** The newest signing code emailed to the address (read from the outbox, as the signer reads it). */
export async function lastCodeSentTo(email: string): Promise<string> {
  const mails = await readOutbox({ to: email });
  const codes = mails.map((m) => /(?:code[^\n]*?is|هو): (\d{6})/.exec(m.text)?.[1]).filter(Boolean);
  if (!codes.length) throw new Error(`no signing code mailed to ${email}`);
  return codes.at(-1)!;
}

/** A letter's row, as stored. */
export async function letterRow(db: DB, id: string) {
  return db.selectFrom("engagement_letters").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** A fresh database with the cast and the firm's terms (version 1) for this test file; the PDF browser closes after it. */
export function useEngagementDatabase(ready: (fixture: { db: DB; cast: Cast }) => unknown): void {
  useCaseDatabase(async (fixture) => {
    await seedTerms(fixture.cast);
    await ready(fixture);
  });
  afterAll(() => closePdfBrowser());
}
