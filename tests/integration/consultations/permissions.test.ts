import { beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { addDays } from "#server/consultations/slots";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { PDF_BYTES } from "../../setup/file-fixtures";
import { bookingOf, codeOf, createCompany, createLawyer, DESCRIPTION, PHONE } from "./support";
import { qatarDateOf } from "#server/common/qatar-time";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

type Caller = Awaited<ReturnType<typeof userWithRole>>["caller"] | ReturnType<typeof anonymousCaller>;

async function firstSlot(lawyerId: string | undefined, area: string, dayOffset = 3) {
  const from = addDays(qatarDateOf(new Date()), dayOffset);
  const { slots } = await anonymousCaller(db).consultations.slots({ lawyerId, serviceArea: area as "family", kind: "video", from, days: 1 });
  return slots[0]!;
}

/** Every read and action on one consultation, as `caller`; each must be refused as not found. */
async function everythingRefused(caller: Caller, id: string, fileId: string) {
  const attempts = {
    get: () => caller.consultations.get({ id }),
    fileDownload: () => caller.consultations.fileDownload({ id, fileId }),
    accept: () => caller.consultations.accept({ id }),
    decline: () => caller.consultations.decline({ id, reason: "Not mine to decline." }),
    cancel: () => caller.consultations.cancel({ id, reason: "Not mine to cancel." }),
    reschedule: () => caller.consultations.reschedule({ id, startsAt: new Date(Date.now() + 96 * 3_600_000).toISOString() }),
    complete: () => caller.consultations.complete({ id }),
    markNoShow: () => caller.consultations.markNoShow({ id }),
    postMessage: () => caller.consultations.postMessage({ id, body: "Hello" }),
  };
  const codes: Record<string, string> = {};
  for (const [name, attempt] of Object.entries(attempts)) codes[name] = await codeOf(attempt());
  return codes;
}

describe("who may see and act on a consultation (404, never 403)", () => {
  let lawyer: Awaited<ReturnType<typeof createLawyer>>;
  let client: Awaited<ReturnType<typeof userWithRole>>;
  let colleague: Awaited<ReturnType<typeof userWithRole>>;
  let id: string;
  let fileId: string;

  beforeAll(async () => {
    lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    client = await userWithRole(db, "company");
    colleague = await userWithRole(db, "company");
    await createCompany(db, [client.userId, colleague.userId]);
    const slot = await firstSlot(lawyer.lawyerId, "family");
    ({ id } = await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: slot.startsAt, documents: [{ fileName: "memo.pdf", bytes: PDF_BYTES }] })));
    fileId = (await db.selectFrom("consultation_files").select("id").where("consultation_id", "=", id).executeTakeFirstOrThrow()).id;
  });

  it("refuses another client, another lawyer, a member of another company and an anonymous visitor alike", async () => {
    const otherClient = await userWithRole(db, "individual");
    const otherLawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const stranger = await userWithRole(db, "company");
    await createCompany(db, [stranger.userId]);
    const unknownId = "0badc0de-0000-4000-8000-00000000dead";
    const allNotFound = Object.fromEntries(Object.keys(await everythingRefused(otherClient.caller, unknownId, fileId)).map((k) => [k, "NOT_FOUND"]));
    // A made-up id and a real one someone may not see give exactly the same answers.
    expect(await everythingRefused(otherClient.caller, unknownId, fileId)).toEqual(allNotFound);
    for (const caller of [otherClient.caller, otherLawyer.caller, stranger.caller, anonymousCaller(db)]) {
      expect(await everythingRefused(caller, id, fileId)).toEqual(allNotFound);
    }
    // Not a UUID at all: still not found, not bad input.
    expect(await codeOf(otherClient.caller.consultations.get({ id: "../../etc/passwd" }))).toBe("NOT_FOUND");
    // Nothing changed.
    expect(await db.selectFrom("consultations").select(["status", "sequence"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({
      status: "requested",
      sequence: 0,
    });
    expect(await db.selectFrom("consultation_messages").select("id").where("consultation_id", "=", id).execute()).toEqual([]);
    for (const caller of [otherClient.caller, otherLawyer.caller, stranger.caller]) {
      for (const scope of ["upcoming", "past", "requests"] as const) {
        expect((await caller.consultations.mine({ scope })).map((c) => c.id)).not.toContain(id);
      }
      const both = await caller.consultations.mineUpcomingAndPast();
      expect([...both.upcoming, ...both.past].map((c) => c.id)).not.toContain(id);
    }
  });

  it("lets a member of the client's company see and act for the client", async () => {
    const detail = await colleague.caller.consultations.get({ id });
    expect(detail.viewerRelation).toBe("company_member");
    expect(detail.phone).toBe(PHONE);
    expect(detail.files).toHaveLength(1);
    expect(detail.actions.sort()).toEqual(["cancel", "message", "reschedule"]);
    expect((await colleague.caller.consultations.fileDownload({ id, fileId })).url).toBeTruthy();
    await colleague.caller.consultations.postMessage({ id, body: "I am the finance manager; please copy me." });
    expect((await colleague.caller.consultations.mine({ scope: "upcoming" })).map((c) => c.id)).toContain(id);
    expect((await colleague.caller.consultations.mineUpcomingAndPast()).upcoming.map((c) => c.id)).toContain(id);
    // The file of one consultation cannot be fetched through another.
    const slot = await firstSlot(lawyer.lawyerId, "family", 4);
    const mine = await colleague.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: slot.startsAt }));
    expect(await codeOf(colleague.caller.consultations.fileDownload({ id: mine.id, fileId }))).toBe("NOT_FOUND");
  });

  it("lets the assigned lawyer and an admin see it", async () => {
    const asLawyer = await lawyer.caller.consultations.get({ id });
    expect(asLawyer.viewerRelation).toBe("lawyer");
    expect(asLawyer.client_name).toBeTruthy();
    const admin = await userWithRole(db, "admin");
    const asAdmin = await admin.caller.consultations.get({ id });
    expect(asAdmin.viewerRelation).toBe("admin");
    expect(asAdmin.actions).toEqual(["cancel"]);
    expect((await admin.caller.consultations.fileDownload({ id, fileId })).url).toBeTruthy();
    expect((await admin.caller.consultations.mine({ scope: "upcoming" })).map((c) => c.id)).not.toContain(id);
    expect((await admin.caller.consultations.mineUpcomingAndPast()).upcoming.map((c) => c.id)).not.toContain(id);
  });

  it("only clients book: lawyers and admins cannot", async () => {
    const slot = await firstSlot(lawyer.lawyerId, "family", 5);
    const input = bookingOf({ lawyerId: lawyer.lawyerId, startsAt: slot.startsAt });
    const otherLawyer = await createLawyer(db, { practiceAreas: ["civil"] });
    const admin = await userWithRole(db, "admin");
    expect(await codeOf(otherLawyer.caller.consultations.book(input))).toBe("FORBIDDEN");
    expect(await codeOf(lawyer.caller.consultations.book(input))).toBe("FORBIDDEN");
    expect(await codeOf(admin.caller.consultations.book(input))).toBe("FORBIDDEN");
    expect(await codeOf(anonymousCaller(db).consultations.book(input))).toBe("UNAUTHORIZED");
    const unset = await userWithRole(db, null);
    expect(await codeOf(unset.caller.consultations.book(input))).toBe("resolved");
  });

  it("gives an offered lawyer a limited view (no phone, files, messages or timeline) until they accept", async () => {
    const area = "dispute-resolution";
    const a = await createLawyer(db, { practiceAreas: [area], fees: { video: 900 } });
    const b = await createLawyer(db, { practiceAreas: [area] });
    const slot = await firstSlot(undefined, area);
    const booked = await client.caller.consultations.book(bookingOf({ lawyerId: "any", serviceArea: area, startsAt: slot.startsAt, documents: [{ fileName: "claim.pdf", bytes: PDF_BYTES }] }));
    const file = (await db.selectFrom("consultation_files").select("id").where("consultation_id", "=", booked.id).executeTakeFirstOrThrow()).id;
    const limited = await a.caller.consultations.get({ id: booked.id });
    expect(limited.viewerRelation).toBe("offered_lawyer");
    expect(limited).toMatchObject({ phone: null, files: [], messages: [], timeline: [], description: DESCRIPTION, fee_qar: 900, lawyer: null });
    expect(limited.actions.sort()).toEqual(["accept", "decline"]);
    expect(await codeOf(a.caller.consultations.fileDownload({ id: booked.id, fileId: file }))).toBe("NOT_FOUND");
    expect(await codeOf(a.caller.consultations.postMessage({ id: booked.id, body: "Hello" }))).toBe("consultation_action_not_allowed");
    expect(await codeOf(a.caller.consultations.cancel({ id: booked.id, reason: "Not for me." }))).toBe("consultation_action_not_allowed");
    expect((await a.caller.consultations.mine({ scope: "requests" })).map((c) => c.id)).toContain(booked.id);

    await a.caller.consultations.accept({ id: booked.id });
    const full = await a.caller.consultations.get({ id: booked.id });
    expect(full.viewerRelation).toBe("lawyer");
    expect(full.phone).toBe(PHONE);
    expect(full.files).toHaveLength(1);
    expect((await a.caller.consultations.fileDownload({ id: booked.id, fileId: file })).url).toBeTruthy();
    // The one who lost the race sees nothing any more.
    expect(await codeOf(b.caller.consultations.get({ id: booked.id }))).toBe("NOT_FOUND");
    expect((await b.caller.consultations.mine({ scope: "requests" })).map((c) => c.id)).not.toContain(booked.id);
  });
});
