import { sql, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database, FeeScheduleItem } from "#db/schema";
import { requireCase, type CaseForViewer } from "#server/cases/access";
import { auditOf, recordCaseEvent, runCaseChange, type CaseActor } from "#server/cases/events";
import { isUuid } from "#server/common/ids";
import { qatarDateOf } from "#server/common/qatar-time";
import { signedLetterOf } from "#server/engagement/queries";
import { AppError, notFound } from "#server/errors/app-error";
import type { Viewer } from "#server/auth/viewer";
import { DEFAULT_DUE_DAYS, DIRHAMS_PER_RIYAL, MAX_DUE_DAYS } from "./constants";
import { enqueueBillingMail } from "./emails";
import { nextNumber } from "./numbering";

type Trx = Transaction<Database>;

/** The date `days` after a calendar date (YYYY-MM-DD), as a calendar date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/**
 * The fee the signed letter states for a milestone, in whole riyals, or undefined when the letter does not list it: by the
 * milestone's id, or, in a letter drafted before schedules named their milestones, by its titles.
 */
export function agreedFeeOf(schedule: readonly FeeScheduleItem[], milestone: { id: string; title_ar: string; title_en: string }): number | undefined {
  const line = schedule.find((item) => (item.milestoneId ? item.milestoneId === milestone.id : item.titleAr === milestone.title_ar && item.titleEn === milestone.title_en));
  return line?.feeQar;
}

/** The firm issues invoices: the admin, or a lawyer assigned to the case. Never its client side. */
function requireFirm(found: CaseForViewer): void {
  if (found.capacity === "client") throw new AppError("case_action_not_allowed");
  if (found.status === "closed" && found.capacity !== "admin") throw new AppError("case_closed");
}

/**
 * Issues the invoice of one milestone (issue 28 §3): its fee in dirhams, a number from the year's gapless
 * counter taken in this transaction, the due date (given, or the milestone's when still ahead, or in
 * DEFAULT_DUE_DAYS days), the bank reference (the number), the milestone marked invoiced, the timeline and
 * audit row, and the client's email, all committed together or not at all.
 */
export async function issueInvoice(opts: CaseActor & { db: DB; caseId: string; milestoneId: string; dueOn?: string | null }) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const found = await requireCase(trx, viewer, opts.caseId, { forUpdate: true });
    requireFirm(found);
    if (!isUuid(opts.milestoneId)) notFound();
    const milestone = await trx
      .selectFrom("case_milestones")
      .selectAll()
      .where("id", "=", opts.milestoneId.toLowerCase())
      .where("case_id", "=", found.id)
      .forUpdate()
      .executeTakeFirst();
    if (!milestone) notFound();
    if (milestone.state === "invoiced" || milestone.state === "paid") throw new AppError("milestone_already_invoiced");
    // The letter in force (decision 043): the signed one, even while a newer version awaits signature.
    const letter = await signedLetterOf(trx, found.id);
    if (!letter) throw new AppError("engagement_not_signed");
    if (!(milestone.fee_qar > 0)) throw new AppError("invalid_input");
    // The client agreed to this milestone at this fee (decision 043): added after the letter was signed, or re-priced
    // since, it waits for a new version of the letter to be signed.
    const agreed = agreedFeeOf(letter.fee_schedule, milestone);
    if (agreed === undefined) throw new AppError("milestone_not_in_letter");
    if (agreed !== milestone.fee_qar) throw new AppError("milestone_fee_not_agreed");

    const { now } = (await sql<{ now: Date }>`select now() as now`.execute(trx)).rows[0]!;
    const today = qatarDateOf(new Date(now));
    const dueOn = opts.dueOn ?? (milestone.due_on && milestone.due_on >= today ? milestone.due_on : addDays(today, DEFAULT_DUE_DAYS));
    if (dueOn < today || dueOn > addDays(today, MAX_DUE_DAYS)) throw new AppError("invoice_due_date_invalid");

    const client = await trx.selectFrom("user").select("locale").where("id", "=", found.client_id).executeTakeFirst();
    const year = Number(today.slice(0, 4));
    const { sequence, number } = await nextNumber(trx, "invoice", year);
    const amount = milestone.fee_qar * DIRHAMS_PER_RIYAL;
    const invoice = await trx
      .insertInto("invoices")
      .values({
        number,
        year,
        sequence,
        case_id: found.id,
        milestone_id: milestone.id,
        letter_id: letter.id,
        client_id: found.client_id,
        company_id: found.company_id,
        description_ar: milestone.title_ar || milestone.title_en,
        description_en: milestone.title_en || milestone.title_ar,
        amount_dirhams: amount,
        client_locale: client?.locale === "en" ? "en" : "ar",
        bank_reference: number,
        issued_by: viewer.user.id,
        due_on: dueOn,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.updateTable("case_milestones").set({ state: "invoiced", invoiced_at: sql<Date>`now()`, updated_at: sql<Date>`now()` }).where("id", "=", milestone.id).execute();
    const facts = { invoiceId: invoice.id, number, amountDirhams: amount, dueOn, milestoneId: milestone.id, title_ar: milestone.title_ar, title_en: milestone.title_en };
    await recordCaseEvent(trx, {
      caseId: found.id,
      type: "invoice_issued",
      actorId: viewer.user.id,
      actorCapacity: found.capacity,
      payload: facts,
      audit: auditOf(opts, { milestoneId: milestone.id, state: milestone.state }, { ...facts, state: "issued" }),
    });
    await enqueueBillingMail(trx, invoice.id, "invoiceIssued");
    return { id: invoice.id, number };
  });
}

/** An invoice the viewer may see (through its case), locked when asked; not found otherwise. */
export async function requireInvoice(trx: Trx | DB, viewer: Viewer, invoiceId: string, opts: { forUpdate?: boolean } = {}) {
  if (!isUuid(invoiceId)) notFound();
  const caseRow = await trx.selectFrom("invoices").select("case_id").where("id", "=", invoiceId.toLowerCase()).executeTakeFirst();
  if (!caseRow) notFound();
  const found = await requireCase(trx, viewer, caseRow.case_id, opts);
  let query = trx.selectFrom("invoices").selectAll().where("id", "=", invoiceId.toLowerCase());
  if (opts.forUpdate) query = query.forUpdate();
  const invoice = await query.executeTakeFirstOrThrow();
  return { found, invoice };
}

export type InvoiceRow = Awaited<ReturnType<typeof requireInvoice>>["invoice"];

/**
 * Marks an invoice paid by a payment that succeeded (the gateway's, or a transfer an admin recorded): the
 * receipt's number from its own gapless counter, paid_at and how, the milestone paid, the timeline, and the
 * receipt emailed. `audit` is the actor of a recorded transfer; a gateway's confirmation is audited as the system.
 */
export async function markInvoicePaid(
  trx: Trx,
  invoice: Pick<InvoiceRow, "id" | "case_id" | "milestone_id" | "number" | "amount_dirhams">,
  opts: { via: "card" | "bank_transfer"; paymentId: string; actor: CaseActor | null },
): Promise<string> {
  const { now } = (await sql<{ now: Date }>`select now() as now`.execute(trx)).rows[0]!;
  const year = Number(qatarDateOf(new Date(now)).slice(0, 4));
  const receipt = await nextNumber(trx, "receipt", year);
  await trx
    .updateTable("invoices")
    .set({ state: "paid", paid_at: new Date(now), paid_via: opts.via, receipt_number: receipt.number, updated_at: new Date(now) })
    .where("id", "=", invoice.id)
    .execute();
  if (invoice.milestone_id) {
    await trx
      .updateTable("case_milestones")
      .set({ state: "paid", paid_at: new Date(now), updated_at: new Date(now) })
      .where("id", "=", invoice.milestone_id)
      .execute();
  }
  const facts = { invoiceId: invoice.id, number: invoice.number, receiptNumber: receipt.number, amountDirhams: Number(invoice.amount_dirhams), via: opts.via, paymentId: opts.paymentId };
  await recordCaseEvent(trx, {
    caseId: invoice.case_id,
    type: "invoice_paid",
    actorId: opts.actor?.viewer.user.id ?? null,
    actorCapacity: opts.actor ? "admin" : null,
    payload: facts,
    audit: opts.actor ? auditOf(opts.actor, { invoiceId: invoice.id, state: "issued" }, { ...facts, state: "paid" }) : null,
  });
  await enqueueBillingMail(trx, invoice.id, "receipt");
  return receipt.number;
}

/**
 * A case's invoices as the viewer may see them (any party of the case): amounts, states, due dates, receipts,
 * whether a card payment is being confirmed, and what has been paid in total.
 */
export async function listCaseInvoices(db: DB, viewer: Viewer, caseId: string) {
  const found = await requireCase(db, viewer, caseId);
  const rows = await db
    .selectFrom("invoices as i")
    .select([
      "i.id",
      "i.number",
      "i.milestone_id",
      "i.description_ar",
      "i.description_en",
      "i.amount_dirhams",
      "i.refunded_dirhams",
      "i.state",
      "i.due_on",
      "i.issued_at",
      "i.paid_at",
      "i.paid_via",
      "i.receipt_number",
      "i.bank_reference",
      // A card payment begun in the last hour and not yet confirmed (an abandoned checkout stops showing after it).
      sql<boolean>`exists (select 1 from payments p where p.invoice_id = i.id and p.state = 'pending' and p.method = 'gateway' and p.checkout_id not like 'unassigned:%' and p.created_at > now() - interval '1 hour')`.as("confirming"),
    ])
    .where("i.case_id", "=", found.id)
    .where("i.state", "<>", "void")
    .orderBy("i.issued_at")
    .execute();
  const invoices = rows.map((r) => ({
    ...r,
    amount_dirhams: Number(r.amount_dirhams),
    refunded_dirhams: Number(r.refunded_dirhams),
    issued_at: new Date(r.issued_at).toISOString(),
    paid_at: r.paid_at ? new Date(r.paid_at).toISOString() : null,
  }));
  const paidDirhams = invoices.filter((i) => i.paid_at).reduce((sum, i) => sum + i.amount_dirhams - i.refunded_dirhams, 0);
  const firm = found.capacity !== "client";
  const [bank, letter, milestones] = await Promise.all([
    db.selectFrom("firm_profile").select(["iban", "bank_name_ar", "bank_name_en"]).executeTakeFirst(),
    signedLetterOf(db, found.id),
    firm ? db.selectFrom("case_milestones").select(["id", "title_ar", "title_en", "fee_qar"]).where("case_id", "=", found.id).where("state", "in", ["planned", "done"]).execute() : [],
  ]);
  return {
    capacity: found.capacity,
    letterSigned: Boolean(letter),
    // The firm's open milestones the letter in force does not agree at their fee (added or re-priced since it was signed):
    // they wait for a new version (decision 043).
    notAgreed: letter ? milestones.filter((m) => agreedFeeOf(letter.fee_schedule, m) !== m.fee_qar).map((m) => m.id) : [],
    invoices,
    paidDirhams,
    bank: bank ?? null,
    can: { issue: firm && found.status !== "closed", pay: found.capacity === "client", refund: found.capacity === "admin", recordTransfer: found.capacity === "admin" },
  };
}
