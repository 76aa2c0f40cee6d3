import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { feeScheduleOf } from "#server/engagement/fee-schedule";

/**
 * A case's engagement letter written as signed by `signedName`, agreeing the case's milestones as they stand (an invoice
 * is issued only at the fees its letter lists, decision 043), for the drills and the billing tests that start from a signed
 * letter: the signature itself has its own tests and drills. Add the milestones first.
 */
export async function writeSignedLetter(db: Kysely<Database>, caseId: string, signedName: string): Promise<void> {
  await db
    .insertInto("engagement_letters")
    .values({
      case_id: caseId,
      version: 1,
      scope_ar: "النطاق",
      scope_en: "Scope",
      fee_schedule: JSON.stringify(await feeScheduleOf(db, caseId)),
      terms_version: 1,
      state: "signed",
      signed_at: new Date(),
      signed_name: signedName,
      document_sha256: "a".repeat(64),
    })
    .execute();
}
