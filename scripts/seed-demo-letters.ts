import type { DB } from "#db/index";
import { saveDraft, sendLetter } from "#server/engagement/lifecycle";
import { getStorage } from "#server/storage/index";
import { seedSampleEngagementTerms } from "./seed-engagement-terms";
import type { Viewer } from "#server/auth/viewer";

/**
 * Issue 28: each demo case gets an engagement letter awaiting its client's signature, prepared and sent by the demo
 * lawyer from the case's milestones and the sample terms, so a newcomer signing in as the client can sign one. Only
 * where the case has no letter yet; sending prints the PDF with Chromium, and without it the letter stays a draft
 * (said in the log).
 */
export async function seedDemoLetters(
  db: DB,
  demo: { lawyer: Viewer; clientIds: string[]; clientIp: string },
  opts: { log?: (line: string) => void } = {},
): Promise<void> {
  const log = opts.log ?? (() => {});
  await seedSampleEngagementTerms(db, { log });
  const cases = await db.selectFrom("cases").select(["id", "reference"]).where("client_id", "in", demo.clientIds).where("title_en", "like", "Sample case:%").execute();
  const actor = { db, storage: getStorage(), viewer: demo.lawyer, clientIp: demo.clientIp };
  for (const c of cases) {
    if (await db.selectFrom("engagement_letters").select("id").where("case_id", "=", c.id).executeTakeFirst()) continue;
    const draft = await saveDraft({
      ...actor,
      input: {
        caseId: c.id,
        scopeAr: "نص تجريبي. يمثل المكتب الموكل في هذه القضية حتى صدور الحكم في أول درجة ولا يشمل التكليف الاستئناف.",
        scopeEn: "Sample text. The firm represents the client in this case until the first-instance judgment; appeals are not included.",
        expensesAr: "رسوم المحكمة والترجمة والخبرة على نفقة الموكل.",
        expensesEn: "Court, translation and expert fees are borne by the client.",
        covers: [],
      },
    });
    try {
      await sendLetter({ ...actor, caseId: c.id, letterId: draft.id });
      log(`demo: engagement letter of ${c.reference} sent for signature`);
    } catch (error) {
      log(`demo: engagement letter of ${c.reference} left as a draft (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}
