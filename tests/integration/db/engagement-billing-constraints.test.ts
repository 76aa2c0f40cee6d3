/**
 * Issue 28, migration 0036: what the database itself guarantees about letters and money, whatever code writes
 * to it: a sent letter's content and a signature never change; money is dirhams (a bigint: no fractions of a dirham can be stored) in QAR; a refund never
 * exceeds the amount; a milestone is invoiced once; one payment of an invoice succeeds.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { openCase, useCaseDatabase, type Cast } from "../cases/support";

let db: DB;
let cast: Cast;
useCaseDatabase((ready) => ({ db, cast } = ready));

let caseId: string;
beforeAll(async () => {
  caseId = (await openCase(cast)).id;
  await db.insertInto("engagement_terms").values({ version: 1, body_ar: "الشروط", body_en: "Terms" }).execute();
});

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => String((error as Error).message),
  );

async function letter(version: number) {
  return db
    .insertInto("engagement_letters")
    .values({ case_id: caseId, version, scope_ar: "النطاق", scope_en: "Scope", terms_version: 1, fee_schedule: "[]" })
    .returning("id")
    .executeTakeFirstOrThrow();
}

async function invoice(number: string, sequence: number, values: Record<string, unknown> = {}) {
  return db
    .insertInto("invoices")
    .values({
      number,
      year: 2026,
      sequence,
      case_id: caseId,
      description_ar: "دفعة",
      description_en: "Milestone",
      amount_dirhams: 150_000,
      bank_reference: number,
      due_on: "2026-12-31",
      ...values,
    } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
}

describe("engagement letters", () => {
  it("a draft changes; a sent letter's content does not; a signature never changes", async () => {
    const { id } = await letter(1);
    await db.updateTable("engagement_letters").set({ scope_en: "Scope, revised" }).where("id", "=", id).execute();
    await db.updateTable("engagement_letters").set({ state: "sent", sent_at: new Date() }).where("id", "=", id).execute();
    expect(await refused(db.updateTable("engagement_letters").set({ scope_en: "Another scope" }).where("id", "=", id).execute())).toMatch(/no longer a draft/);
    const signature = { state: "signed" as const, signed_at: new Date(), signed_name: "Client Owner", document_sha256: "a".repeat(64), signed_ip: "10.0.0.1" };
    await db.updateTable("engagement_letters").set(signature).where("id", "=", id).execute();
    expect(await refused(db.updateTable("engagement_letters").set({ signed_name: "Someone Else" }).where("id", "=", id).execute())).toMatch(/is signed/);
    await db.updateTable("engagement_letters").set({ countersigned_at: new Date(), countersigned_name: "Firm Admin" }).where("id", "=", id).execute();
    expect(await refused(db.updateTable("engagement_letters").set({ countersigned_name: "Other" }).where("id", "=", id).execute())).toMatch(/is signed/);
  });

  it("a case has at most one letter out for signature and one in force (migration 0038)", async () => {
    // Letter 1 (above) is signed: in force. A new version may await signature beside it, but not two.
    const second = await letter(2);
    await db.updateTable("engagement_letters").set({ state: "sent", sent_at: new Date() }).where("id", "=", second.id).execute();
    const third = await letter(3);
    expect(await refused(db.updateTable("engagement_letters").set({ state: "sent", sent_at: new Date() }).where("id", "=", third.id).execute())).toMatch(/engagement_letters_awaiting|duplicate/);
  });
});

describe("money", () => {
  it("is whole dirhams in QAR, and a refund never exceeds the amount", async () => {
    expect(await refused(invoice("INV-2026-000001", 1, { amount_dirhams: 0 }))).not.toBeNull();
    expect(await refused(invoice("INV-2026-000001", 1, { currency: "USD" }))).not.toBeNull();
    const { id } = await invoice("INV-2026-000001", 1);
    expect(await refused(db.updateTable("invoices").set({ refunded_dirhams: 150_001 }).where("id", "=", id).execute())).not.toBeNull();
    expect(await refused(invoice("INV-2026-000001", 2))).toMatch(/unique|duplicate/);
    expect(await refused(invoice("INV-2026-000002", 1))).toMatch(/unique|duplicate/);
    expect(await refused(invoice("2026-3", 3))).not.toBeNull();
  });

  it("a paid invoice has a receipt number, and one payment of it succeeds", async () => {
    const { id } = await invoice("INV-2026-000010", 10);
    expect(await refused(db.updateTable("invoices").set({ state: "paid", paid_at: new Date() }).where("id", "=", id).execute())).not.toBeNull();
    await db.updateTable("invoices").set({ state: "paid", paid_at: new Date(), receipt_number: "RCT-2026-000001", paid_via: "bank_transfer" }).where("id", "=", id).execute();
    const pay = (checkout: string) =>
      db.insertInto("payments").values({ invoice_id: id, method: "gateway", checkout_id: checkout, amount_dirhams: 150_000, state: "succeeded" }).execute();
    await pay("chk_1");
    expect(await refused(pay("chk_2"))).toMatch(/payments_one_success|duplicate/);
  });
});
