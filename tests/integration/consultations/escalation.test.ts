/**
 * Issue 13 §1: an "any suitable lawyer" request that nobody accepts within the set working hours
 * reaches the office once (two app servers racing), the client and the admins are told, and an admin
 * assigns it by hand. The clock is moved by passing `now`, never by waiting.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { getEnv } from "#server/config/env";
import { readOutbox } from "#server/mail/outbox";
import { escalationDueAt, runDueEscalations } from "#server/consultations/escalation";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { bookingOf, codeOf, createLawyer } from "./support";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

/** A Doha wall-clock time as an instant (Qatar is UTC+3 all year). */
const doha = (iso: string) => new Date(`${iso}+03:00`);

async function officeMail(reference: string) {
  const mails = await readOutbox({ to: getEnv().FIRM_EMAIL });
  return mails.filter((m) => m.subject.includes(reference));
}

describe("an unaccepted 'any suitable lawyer' request", () => {
  it("reaches the office after 4 working hours, once, and the admin assigns it by hand", async () => {
    const first = await createLawyer(db, { practiceAreas: ["civil"] });
    const second = await createLawyer(db, { practiceAreas: ["civil"] });
    const outsider = await createLawyer(db, { practiceAreas: ["family"] });
    const admin = await userWithRole(db, "admin");
    const client = await userWithRole(db, "individual");
    const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: "any", serviceArea: "civil", kind: "written" }));
    const { reference } = await db.selectFrom("consultations").select("reference").where("id", "=", id).executeTakeFirstOrThrow();
    // Sent on a Thursday at 15:00 Doha time: two working hours that day, two more on Sunday morning.
    const sent = doha("2026-11-26T15:00:00");
    await db.updateTable("consultations").set({ created_at: sent }).where("id", "=", id).execute();
    expect(escalationDueAt(sent)).toEqual(doha("2026-11-29T10:00:00"));

    expect(await runDueEscalations(db, { now: doha("2026-11-28T23:00:00") })).toBe(0);
    expect(await runDueEscalations(db, { now: doha("2026-11-29T09:59:00") })).toBe(0);
    // Two app servers at the due time: one escalation between them.
    const due = doha("2026-11-29T10:00:00");
    const [a, b] = await Promise.all([runDueEscalations(db, { now: due }), runDueEscalations(db, { now: due })]);
    expect(a + b).toBe(1);
    expect(await runDueEscalations(db, { now: doha("2026-11-29T12:00:00") })).toBe(0);

    const row = await db.selectFrom("consultations").select(["escalated_at", "status", "lawyer_id"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "requested", lawyer_id: null });
    expect(row.escalated_at).not.toBeNull();
    const events = await db.selectFrom("consultation_events").select("type").where("consultation_id", "=", id).execute();
    expect(events.filter((e) => e.type === "escalated")).toHaveLength(1);
    const told = await db.selectFrom("notifications").select(["user_id"]).where("consultation_id", "=", id).where("type", "=", "escalated").execute();
    expect(told.map((n) => n.user_id).sort()).toEqual([admin.userId, client.userId].sort());
    expect(await officeMail(reference)).toHaveLength(1);

    // The queue marks it, and offers the lawyers of that service only.
    const queue = await admin.caller.dashboard.unacceptedConsultations({ page: 1 });
    expect(queue.rows.find((r) => r.id === id)?.escalated_at).not.toBeNull();
    const choices = (await admin.caller.consultations.assignableLawyers({ serviceArea: "civil" })).map((l) => l.id);
    expect(choices).toEqual(expect.arrayContaining([first.lawyerId, second.lawyerId]));
    expect(choices).not.toContain(outsider.lawyerId);

    // Only an admin assigns; a lawyer of another service is refused; the request is then confirmed with that lawyer.
    for (const caller of [client.caller, first.caller, (await userWithRole(db, "company")).caller]) {
      expect(await codeOf(caller.consultations.assign({ id, lawyerId: second.lawyerId }))).toBe("FORBIDDEN");
    }
    expect(await codeOf(anonymousCaller(db).consultations.assign({ id, lawyerId: second.lawyerId }))).toBe("UNAUTHORIZED");
    expect(await codeOf(admin.caller.consultations.assign({ id, lawyerId: outsider.lawyerId }))).toBe("lawyer_unavailable");
    expect(await admin.caller.consultations.assign({ id, lawyerId: second.lawyerId })).toMatchObject({ status: "confirmed" });
    const assigned = await db.selectFrom("consultations").select(["lawyer_id", "fee_qar"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(assigned).toMatchObject({ lawyer_id: second.lawyerId, fee_qar: 300 });
    expect((await client.caller.consultations.get({ id })).status).toBe("confirmed");
    // Nobody can take it twice.
    expect(await codeOf(admin.caller.consultations.assign({ id, lawyerId: first.lawyerId }))).toBe("consultation_action_not_allowed");
    expect(await codeOf(first.caller.consultations.accept({ id }))).not.toBe("resolved");
  });

  it("is never escalated once a lawyer accepted it, or when it named a lawyer", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["commercial"] });
    const client = await userWithRole(db, "individual");
    const accepted = await client.caller.consultations.book(bookingOf({ lawyerId: "any", serviceArea: "commercial", kind: "written" }));
    await lawyer.caller.consultations.accept({ id: accepted.id });
    const named = await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, serviceArea: "commercial", kind: "written" }));
    const long = doha("2026-11-01T09:00:00");
    await db.updateTable("consultations").set({ created_at: long }).where("id", "in", [accepted.id, named.id]).execute();
    await runDueEscalations(db, { now: doha("2026-11-29T12:00:00") });
    const rows = await db.selectFrom("consultations").select(["escalated_at"]).where("id", "in", [accepted.id, named.id]).execute();
    expect(rows.every((r) => r.escalated_at === null)).toBe(true);
  });
});
