import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { addDays } from "#server/billing/invoices";
import { runDueInvoiceReminders } from "#server/billing/reminders";
import { qatarDateOf } from "#server/common/qatar-time";
import { readOutbox } from "#server/mail/outbox";
import type { Cast } from "../cases/support";
import { caseWithMilestones, useBillingFixture } from "./support";

let db: DB;
let cast: Cast;
useBillingFixture((ready) => ({ db, cast } = ready));

const today = () => qatarDateOf(new Date());
const remindersOf = async (number: string) => (await readOutbox({ to: cast.client.email })).filter((m) => m.subject.includes(number) && /Reminder|Overdue/.test(m.subject));

describe("invoice reminders (issue 28 §6)", () => {
  it("mail the client before the due date and after it, each once, with two servers running at once", async () => {
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [600, 700]);
    const later = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]!, dueOn: addDays(today(), 30) });
    const soon = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[1]!, dueOn: addDays(today(), 2) });
    const runs = await Promise.all([runDueInvoiceReminders(db), runDueInvoiceReminders(db)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await runDueInvoiceReminders(db)).toBe(0);
    expect((await remindersOf(soon.number)).map((m) => m.subject)).toEqual([expect.stringContaining("Reminder")]);
    expect(await remindersOf(later.number)).toHaveLength(0);

    // The due date passes: the second reminder, once.
    await db.updateTable("invoices").set({ due_on: addDays(today(), -1) }).where("id", "=", soon.id).execute();
    const after = await Promise.all([runDueInvoiceReminders(db), runDueInvoiceReminders(db)]);
    expect(after.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = await remindersOf(soon.number);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain("Overdue");
    expect(mails[1]!.text).toContain("متأخرة");
  });

  it("an invoice paid before its date is never reminded; one first seen overdue gets only the second", async () => {
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [800, 900]);
    const paid = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]!, dueOn: addDays(today(), 1) });
    await cast.admin.caller.billing.recordTransfer({ invoiceId: paid.id, amountDirhams: 80_000, bankReference: "FT1" });
    const late = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[1]!, dueOn: today() });
    await db.updateTable("invoices").set({ due_on: addDays(today(), -5) }).where("id", "=", late.id).execute();
    await runDueInvoiceReminders(db);
    expect(await remindersOf(paid.number)).toHaveLength(0);
    expect((await remindersOf(late.number)).map((m) => m.subject)).toEqual([expect.stringContaining("Overdue")]);
  });
});
