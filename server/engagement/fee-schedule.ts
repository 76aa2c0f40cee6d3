import type { Kysely } from "kysely";
import type { Database, FeeScheduleItem } from "#db/schema";

/**
 * A letter's fee schedule: the case's milestones in their order, each named by its id (an invoice is issued only at the fee
 * its letter in force lists for it, decision 043), with what each covers as the firm wrote it.
 */
export async function feeScheduleOf(
  db: Kysely<Database>,
  caseId: string,
  covers: readonly { milestoneId: string; coversAr: string; coversEn: string }[] = [],
): Promise<FeeScheduleItem[]> {
  const milestones = await db
    .selectFrom("case_milestones")
    .select(["id", "title_ar", "title_en", "fee_qar", "due_on"])
    .where("case_id", "=", caseId)
    .orderBy("position")
    .orderBy("created_at")
    .execute();
  return milestones.map((m) => {
    const text = covers.find((c) => c.milestoneId.toLowerCase() === m.id);
    return { milestoneId: m.id, titleAr: m.title_ar, titleEn: m.title_en, feeQar: m.fee_qar, dueOn: m.due_on, coversAr: text?.coversAr ?? "", coversEn: text?.coversEn ?? "" };
  });
}
