import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { seedDemo, seedDemoCases, type DemoAccounts } from "../../../scripts/seed-demo";
import { signedInCaller } from "../../setup/callers";
import { useDemoDatabase } from "./support";

let db: DB;
let demo: DemoAccounts;
useDemoDatabase((ready) => ({ db, demo } = ready));

const callerOf = (key: keyof DemoAccounts["accounts"]) => signedInCaller(db, { email: demo.accounts[key].email, password: demo.accounts[key].password! });

const TABLES = ["cases", "case_lawyers", "case_hearings", "case_milestones", "case_documents", "case_messages", "case_notes", "case_events", "notifications"] as const;
async function counts() {
  const result: Record<string, number> = {};
  for (const table of TABLES) result[table] = Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);
  return result;
}

describe("npm run seed -- --demo: sample cases (issue 9 §5)", () => {
  it("gives the individual a sample case with a held and an upcoming hearing, fees in every state, a document and messages both ways", async () => {
    const individual = await callerOf("individual");
    const mine = await individual.cases.mine();
    // The deposit case, and the case of the invoice to pay (issue 28, below).
    expect(mine).toHaveLength(2);
    const card = mine.find((c) => /deposit/.test(c.title_en))!;
    expect(card.title_ar).toMatch(/تجريبية/);
    expect(card.title_en).toMatch(/^Sample/);
    expect(card.status).toBe("in_progress");
    expect(card.next_step).toMatch(/تجريبي/);
    expect(card.next_step_due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const nextHearing = Date.parse(card.next_hearing!.starts_at);
    expect(nextHearing).toBeGreaterThan(Date.now());
    expect(nextHearing).toBeLessThan(Date.now() + 14 * 24 * 3600_000);

    const detail = await individual.cases.byId({ id: card.id });
    expect(detail.capacity).toBe("client");
    expect(detail.lawyers.map((l) => l.id)).toEqual([demo.accounts.lawyer.userId]);
    const held = detail.hearings.filter((h) => h.status === "held");
    expect(held).toHaveLength(1);
    expect(Date.parse(held[0]!.starts_at)).toBeLessThan(Date.now());
    expect(held[0]!.outcome).toMatch(/تجريبية/);
    expect(detail.upcomingHearings).toHaveLength(1);
    expect(new Set(detail.milestones.map((m) => m.state))).toEqual(new Set(["planned", "done", "invoiced", "paid"]));
    expect(detail.totals).toMatchObject({ agreed: 8000, paid: 1500, invoiced: 4000, owed: 2500 });
    // The client sees the client-visible document only, and no internal notes.
    expect(detail.documents.map((d) => [d.file_name, d.visibility])).toEqual([["sample-statement-of-claim.pdf", "client"]]);
    expect(detail.notes).toBeNull();
    expect(detail.messages.items.map((m) => m.author_side)).toEqual(["client", "firm", "client"]);
    expect(detail.messages.items.every((m) => /تجريبية/.test(m.body))).toBe(true);
    const link = await individual.cases.documentDownload({ id: card.id, documentId: detail.documents[0]!.latest.id });
    expect(JSON.stringify(link)).toMatch(/http/);
  });

  it("gives the company a sample case that both members see, and no one else", async () => {
    const owner = await (await callerOf("companyOwner")).cases.mine();
    const member = await (await callerOf("companyMember")).cases.mine();
    expect(owner).toHaveLength(1);
    expect(member.map((c) => c.id)).toEqual(owner.map((c) => c.id));
    expect(owner[0]!.title_en).toMatch(/^Sample case/);
    const detail = await (await callerOf("companyMember")).cases.byId({ id: owner[0]!.id });
    expect(detail.company?.id).toBe(demo.companyId);
    expect(detail.court?.code).toBe("investment_and_trade_court");
    expect(detail.messages.items.map((m) => m.author_side)).toEqual(["client", "firm", "client"]);
    await expect((await callerOf("individual")).cases.byId({ id: owner[0]!.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("shows the firm the internal document and note, the lawyer's agenda and feed, and the admin's overview", async () => {
    const lawyer = await callerOf("lawyer");
    const agenda = await lawyer.cases.lawyerAgenda();
    expect(agenda.cases).toHaveLength(3);
    expect(agenda.hearings).toHaveLength(2);
    const detail = await lawyer.cases.byId({ id: agenda.cases.find((c) => /deposit/.test(c.title_en))!.id });
    expect(detail.documents.map((d) => d.visibility).sort()).toEqual(["client", "internal"]);
    expect(detail.notes).toHaveLength(1);
    const { token } = await lawyer.cases.createCalendarToken();
    const feed = await lawyer.cases.calendarFeed({ token });
    // Both cases' held and upcoming hearings.
    expect(feed.ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    const overview = await (await callerOf("admin")).cases.adminOverview();
    expect(overview.counts.in_progress).toBe(2);
    const list = await (await callerOf("admin")).cases.listAll({ q: "تجريبيه" });
    expect(list.total).toBe(3);
  });

  it("gives each demo client an engagement letter awaiting their signature (issue 28)", async () => {
    for (const key of ["individual", "companyOwner"] as const) {
      const letters = await (await callerOf(key)).engagement.mine();
      expect(letters.filter((l) => l.state === "sent"), key).toHaveLength(1);
    }
    expect(await (await callerOf("companyMember")).engagement.mine()).toEqual([]);
  });

  it("gives the individual an invoice to pay, on a case whose letter they signed and the firm countersigned (issue 28)", async () => {
    const individual = await callerOf("individual");
    const signed = (await individual.engagement.mine()).filter((l) => l.state === "signed");
    expect(signed).toHaveLength(1);
    const { invoices, paidDirhams } = await individual.billing.mine();
    expect(paidDirhams).toBe(0);
    expect(invoices).toHaveLength(1);
    const invoice = invoices[0]!;
    expect(invoice).toMatchObject({ state: "issued", amount_dirhams: 200_000, reference: expect.stringMatching(/^QL-/) });
    expect(invoice.title_en).toMatch(/^Sample case/);
    const letter = await db.selectFrom("engagement_letters").selectAll().where("case_id", "=", invoice.case_id).executeTakeFirstOrThrow();
    expect(letter).toMatchObject({ state: "signed", signed_name: demo.accounts.individual.name, countersigned_name: demo.accounts.admin.name });
    expect(letter.signed_pdf_key).toMatch(/countersigned\.pdf$/);
    const onPage = await individual.billing.forCase({ caseId: invoice.case_id });
    expect(onPage.can.pay).toBe(true);
    // The company's letter still waits for its signature: no invoice there.
    expect((await (await callerOf("companyOwner")).billing.mine()).invoices).toEqual([]);
  });

  it("creates nothing on a second run", async () => {
    const before = await counts();
    expect(before.cases).toBe(3);
    await seedDemo(db);
    expect(await seedDemoCases(db, demo)).toEqual({ created: 0 });
    expect(await counts()).toEqual(before);
  });
});
