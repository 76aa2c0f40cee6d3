import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { readOutbox } from "#server/mail/outbox";
import { trpcCodeOf } from "../../setup/errors";
import type { Cast } from "../cases/support";
import { codeOf } from "../cases/support";
import { caseWithMilestones, invoiceRow, useBillingFixture } from "./support";

let db: DB;
let cast: Cast;
useBillingFixture((ready) => ({ db, cast } = ready));

const year = () => Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Qatar", year: "numeric" }).format(new Date()));

describe("issuing an invoice (issue 28 §3)", () => {
  it("is refused until the case has a signed engagement letter, and nothing is numbered", async () => {
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [1000], { signed: false });
    expect(await codeOf(cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]! }))).toBe("engagement_not_signed");
    expect(await db.selectFrom("invoices").select("id").where("case_id", "=", caseId).execute()).toHaveLength(0);
    expect(await db.selectFrom("billing_counters").selectAll().execute()).toHaveLength(0);
    expect((await cast.admin.caller.billing.forCase({ caseId })).letterSigned).toBe(false);
  });

  it("numbers it, prices the milestone in dirhams, marks it invoiced, records and mails it in both languages", async () => {
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [2500, 400]);
    const issued = await cast.lawyer.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]!, dueOn: null });
    expect(issued.number).toMatch(new RegExp(`^INV-${year()}-\\d{6}$`));
    const invoice = await invoiceRow(db, issued.id);
    expect(Number(invoice.amount_dirhams)).toBe(250_000);
    expect(invoice.bank_reference).toBe(issued.number);
    expect(invoice.state).toBe("issued");
    expect(invoice.client_locale).toBe("ar");
    const milestone = await db.selectFrom("case_milestones").select(["state", "invoiced_at"]).where("id", "=", milestoneIds[0]!).executeTakeFirstOrThrow();
    expect(milestone.state).toBe("invoiced");
    const events = await db.selectFrom("case_events").select(["type", "payload"]).where("case_id", "=", caseId).where("type", "=", "invoice_issued").execute();
    expect(events).toHaveLength(1);
    const audit = await db.selectFrom("audit_log").select(["action", "after"]).where("action", "=", "case.invoice_issued").where("entity_id", "=", caseId).execute();
    expect(audit).toHaveLength(1);
    const [mail] = (await readOutbox({ to: cast.client.email })).filter((m) => m.subject.includes(issued.number));
    expect(mail).toBeDefined();
    // The client reads Arabic first; both languages, figures and words.
    expect(mail!.text).toContain("ألفان وخمسمائة ريال قطري");
    expect(mail!.text).toContain("Two thousand five hundred Qatari riyals");
    expect(mail!.text).toContain("QAR 2,500.00");
    expect(mail!.text.indexOf("ألفان")).toBeLessThan(mail!.text.indexOf("Two thousand"));
    // Issued once: a second issue of the same milestone is refused.
    expect(await codeOf(cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]! }))).toBe("milestone_already_invoiced");
  });

  it("refuses a due date in the past", async () => {
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [100]);
    expect(await codeOf(cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]!, dueOn: "2020-01-01" }))).toBe("invoice_due_date_invalid");
  });

  it("each role: the firm issues, the client side and strangers cannot", async () => {
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [100, 200, 300]);
    const m = milestoneIds[0]!;
    expect(await codeOf(cast.client.caller.billing.issue({ caseId, milestoneId: m }))).toBe("case_action_not_allowed");
    expect(await codeOf(cast.member.caller.billing.issue({ caseId, milestoneId: m }))).toBe("case_action_not_allowed");
    for (const other of [cast.otherLawyer, cast.outsider, cast.stranger]) {
      expect(await trpcCodeOf(other.caller.billing.issue({ caseId, milestoneId: m }))).toBe("NOT_FOUND");
      expect(await trpcCodeOf(other.caller.billing.forCase({ caseId }))).toBe("NOT_FOUND");
    }
    await cast.admin.caller.billing.issue({ caseId, milestoneId: m });
    // The client and the company's member see it; the firm sees it.
    for (const who of [cast.client, cast.member, cast.lawyer, cast.admin]) {
      const seen = await who.caller.billing.forCase({ caseId });
      expect(seen.invoices).toHaveLength(1);
    }
    expect((await cast.client.caller.billing.forCase({ caseId })).can).toEqual({ issue: false, pay: true, refund: false, recordTransfer: false });
    expect((await cast.client.caller.billing.forCase({ caseId })).letterSigned).toBe(true);
    expect((await cast.admin.caller.billing.forCase({ caseId })).can).toEqual({ issue: true, pay: false, refund: true, recordTransfer: true });
  });

  it("numbers 50 invoices issued at once without a gap or a duplicate", async () => {
    const before = await db.selectFrom("billing_counters").select("last_number").where("kind", "=", "invoice").where("year", "=", year()).executeTakeFirst();
    const start = before?.last_number ?? 0;
    const cases = await Promise.all(Array.from({ length: 5 }, () => caseWithMilestones(db, cast, Array.from({ length: 10 }, (_, i) => 100 + i))));
    const issued = await Promise.all(cases.flatMap((c) => c.milestoneIds.map((milestoneId) => cast.admin.caller.billing.issue({ caseId: c.caseId, milestoneId }))));
    const sequences = issued.map((i) => Number(i.number.slice(-6))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => start + i + 1));
    expect(new Set(issued.map((i) => i.number)).size).toBe(50);
  });
});
