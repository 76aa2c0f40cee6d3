/* eslint-disable max-lines -- the booking lifecycle end to end (book, accept, decline, cancel, reschedule, offers) over one database, read as one story */
import { beforeEach, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { CONSULTATION_FILES_BUCKET } from "#server/consultations/constants";
import { addDays } from "#server/consultations/slots";
import { getStorage, setStorageForTests, type StorageDriver } from "#server/storage/index";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { EXE_BYTES, PDF_BYTES, PNG_BYTES } from "../../setup/file-fixtures";
import { bookingOf, codeOf, createCompany, createLawyer, DESCRIPTION, hoursFromNow, PHONE, setTimes } from "./support";
import { qatarDateOf } from "#server/common/qatar-time";

let db: DB;
useTestDatabase((created) => (db = created));
beforeEach(() => setStorageForTests(undefined));

/** The n-th offered slot on the day `dayOffset` days from today (Qatar), as an ISO string. */
async function slotOn(opts: { lawyerId?: string; area: string; kind: "video" | "voice" | "in_person"; dayOffset: number; index?: number }) {
  const from = addDays(qatarDateOf(new Date()), opts.dayOffset);
  const { slots } = await anonymousCaller(db).consultations.slots({ lawyerId: opts.lawyerId, serviceArea: opts.area as "family", kind: opts.kind, from, days: 1 });
  const slot = slots[opts.index ?? 0];
  if (!slot) throw new Error("no slot offered");
  return slot;
}

async function offered(opts: { lawyerId?: string; area: string; kind: "video"; startsAt: string }) {
  const from = qatarDateOf(new Date(opts.startsAt));
  const { slots } = await anonymousCaller(db).consultations.slots({ lawyerId: opts.lawyerId, serviceArea: opts.area as "family", kind: opts.kind, from, days: 1 });
  return slots.find((s) => s.startsAt === opts.startsAt);
}

const row = (id: string) => db.selectFrom("consultations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const eventTypes = async (id: string) =>
  (await db.selectFrom("consultation_events").select("type").where("consultation_id", "=", id).orderBy("id").execute()).map((e) => e.type);

describe("booking", () => {
  it("books a requested consultation with the lawyer's fee, the client's language and company", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"], fees: { video: 550 } });
    const client = await userWithRole(db, "company");
    await db.updateTable("user").set({ locale: "en" }).where("id", "=", client.userId).execute();
    const companyId = await createCompany(db, [client.userId]);
    const slot = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 3 });
    const booked = await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: slot.startsAt }));
    expect(booked.reference).toMatch(/^C-\d{6}$/);
    const stored = await row(booked.id);
    expect(stored).toMatchObject({
      status: "requested",
      lawyer_id: lawyer.lawyerId,
      any_lawyer: false,
      fee_qar: 550,
      client_locale: "en",
      company_id: companyId,
      kind: "video",
      voice_mode: null,
      sequence: 0,
    });
    expect(new Date(stored.starts_at!).toISOString()).toBe(slot.startsAt);
    expect(new Date(stored.ends_at!).toISOString()).toBe(slot.endsAt);
    expect(await eventTypes(booked.id)).toEqual(["requested"]);
    // The lawyer is told (in-app notification through recordConsultationEvent).
    const note = await db.selectFrom("notifications").select("type").where("user_id", "=", lawyer.userId).where("consultation_id", "=", booked.id).execute();
    expect(note.map((n) => n.type)).toContain("requested");
    // The slot is no longer offered.
    expect(await offered({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", startsAt: slot.startsAt })).toBeUndefined();
  });

  it("books for the company of a company account that has never opened its dashboard", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "company");
    const slot = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 4 });
    const booked = await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: slot.startsAt }));
    const membership = await db.selectFrom("company_members").selectAll().where("user_id", "=", client.userId).executeTakeFirstOrThrow();
    expect(membership.role).toBe("owner");
    expect((await row(booked.id)).company_id).toBe(membership.company_id);
  });

  it("takes the request's language when the account has none, and voice needs a mode", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, null);
    await db.updateTable("user").set({ locale: null }).where("id", "=", client.userId).execute();
    client.headers.set("cookie", `${client.headers.get("cookie")}; lang=en`);
    const { callerFor } = await import("../../setup/callers");
    const caller = await callerFor(db, client.headers);
    const slot = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "voice", dayOffset: 3 });
    const base = bookingOf({ lawyerId: lawyer.lawyerId, kind: "voice" as const, startsAt: slot.startsAt });
    expect(await codeOf(caller.consultations.book(base))).toBe("BAD_REQUEST");
    const booked = await caller.consultations.book({ ...base, voiceMode: "browser" });
    expect(await row(booked.id)).toMatchObject({ client_locale: "en", voice_mode: "browser", fee_qar: 400, company_id: null });
  });

  it("refuses a slot that is not offered, an unsuitable lawyer and bad input, writing nothing", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["civil"], fees: { in_person: null } });
    const client = await userWithRole(db, "individual");
    const slot = await slotOn({ lawyerId: lawyer.lawyerId, area: "civil", kind: "video", dayOffset: 3 });
    const base = bookingOf({ lawyerId: lawyer.lawyerId, serviceArea: "civil" as const });
    const offGrid = new Date(new Date(slot.startsAt).getTime() + 10 * 60_000).toISOString();
    expect(await codeOf(client.caller.consultations.book({ ...base, startsAt: offGrid }))).toBe("slot_unavailable");
    expect(await codeOf(client.caller.consultations.book({ ...base, startsAt: new Date(Date.now() - 3_600_000).toISOString() }))).toBe(
      "slot_unavailable",
    );
    expect(await codeOf(client.caller.consultations.book({ ...base, kind: "in_person", startsAt: slot.startsAt }))).toBe("lawyer_unavailable");
    expect(await codeOf(client.caller.consultations.book({ ...base, serviceArea: "family", startsAt: slot.startsAt }))).toBe("lawyer_unavailable");
    expect(await codeOf(client.caller.consultations.book({ ...base, lawyerId: "0badc0de-0000-4000-8000-00000000dead", startsAt: slot.startsAt }))).toBe(
      "lawyer_unavailable",
    );
    expect(await codeOf(client.caller.consultations.book({ ...base }))).toBe("BAD_REQUEST");
    expect(await codeOf(client.caller.consultations.book({ ...base, startsAt: slot.startsAt, description: "short" }))).toBe("BAD_REQUEST");
    expect(await codeOf(client.caller.consultations.book({ ...base, startsAt: slot.startsAt, phone: "call me" }))).toBe("BAD_REQUEST");
    const count = await db.selectFrom("consultations").select((eb) => eb.fn.countAll<string>().as("n")).where("client_id", "=", client.userId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("stores attached files privately and refuses the whole booking if one file is refused", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual");
    const slot = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 4 });
    const base = bookingOf({ lawyerId: lawyer.lawyerId, startsAt: slot.startsAt });

    const refused = await codeOf(
      client.caller.consultations.book({
        ...base,
        documents: [
          { fileName: "contract.pdf", bytes: PDF_BYTES },
          { fileName: "invoice.pdf", bytes: EXE_BYTES },
        ],
      }),
    );
    expect(refused).toBe("file_refused");
    expect(await codeOf(client.caller.consultations.book({ ...base, documents: [{ fileName: "big.pdf", bytes: null }] }))).toBe("file_refused");
    expect(await db.selectFrom("consultations").select("id").where("client_id", "=", client.userId).execute()).toEqual([]);
    // The slot is still free after the refusals.
    expect(await offered({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", startsAt: slot.startsAt })).toBeDefined();

    const booked = await client.caller.consultations.book({
      ...base,
      documents: [
        { key: "other", fileName: "عقد الزواج.pdf", bytes: PDF_BYTES },
        { fileName: "scan.png", bytes: PNG_BYTES },
      ],
    });
    const files = await db.selectFrom("consultation_files").selectAll().where("consultation_id", "=", booked.id).orderBy("storage_key").execute();
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file.storage_key).toMatch(new RegExp(`^${booked.id}/\\d+-[A-Za-z0-9._-]+$`));
      expect(file.uploaded_by).toBe(client.userId);
      expect(file.message_id).toBeNull();
      const object = await getStorage().get({ bucket: CONSULTATION_FILES_BUCKET, key: file.storage_key });
      expect(object?.contentType).toBe(file.content_type);
    }
    expect(files.map((f) => f.content_type).sort()).toEqual(["application/pdf", "image/png"]);
    expect(files.map((f) => f.file_name).sort()).toEqual(["scan.png", "عقد الزواج.pdf"]);

    const detail = await client.caller.consultations.get({ id: booked.id });
    expect(detail.files).toHaveLength(2);
    const { url } = await client.caller.consultations.fileDownload({ id: booked.id, fileId: detail.files[0]!.id });
    expect(url).toMatch(/^\/|^https?:/);
    const lawyerView = await lawyer.caller.consultations.fileDownload({ id: booked.id, fileId: detail.files[1]!.id });
    expect(lawyerView.url).toBeTruthy();
  });

  it("rolls back and removes stored objects when storage fails midway", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual");
    const slot = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 5 });
    const real = getStorage();
    const puts: string[] = [];
    const deletes: string[] = [];
    const failing: StorageDriver = {
      kind: real.kind,
      put: async (opts) => {
        if (opts.key.endsWith("second.pdf")) throw new Error("bucket full");
        puts.push(opts.key);
        return real.put(opts);
      },
      get: (opts) => real.get(opts),
      delete: async (opts) => {
        deletes.push(opts.key);
        return real.delete(opts);
      },
      signedUrl: (opts) => real.signedUrl(opts),
    };
    setStorageForTests(failing);
    const { callerFor } = await import("../../setup/callers");
    const caller = await callerFor(db, client.headers);
    await expect(
      caller.consultations.book({
        lawyerId: lawyer.lawyerId,
        serviceArea: "family",
        kind: "video",
        startsAt: slot.startsAt,
        description: DESCRIPTION,
        phone: PHONE,
        documents: [
          { fileName: "first.pdf", bytes: PDF_BYTES },
          { fileName: "second.pdf", bytes: PDF_BYTES },
        ],
      }),
    ).rejects.toThrow();
    expect(puts).toHaveLength(1);
    expect(deletes).toEqual(puts);
    expect(await real.get({ bucket: CONSULTATION_FILES_BUCKET, key: puts[0]! })).toBeNull();
    expect(await db.selectFrom("consultations").select("id").where("client_id", "=", client.userId).execute()).toEqual([]);
    expect(await db.selectFrom("consultation_files").select("id").where("uploaded_by", "=", client.userId).execute()).toEqual([]);
  });

  it("limits bookings per client", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual");
    const attempt = () =>
      codeOf(
        client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: new Date(Date.now() - 60_000).toISOString() })),
      );
    const codes: string[] = [];
    for (let i = 0; i < 21; i++) codes.push(await attempt());
    expect(codes.slice(0, 20).every((c) => c === "slot_unavailable")).toBe(true);
    expect(codes[20]).toBe("rate_limited");
  });
});

describe("lifecycle", () => {
  it("requested -> confirmed -> completed, bumping the sequence", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual");
    const slot = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 3 });
    const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: slot.startsAt }));
    const asClient = await client.caller.consultations.get({ id });
    expect(asClient.viewerRelation).toBe("client");
    expect(asClient.actions.sort()).toEqual(["cancel", "message", "reschedule"]);
    const asLawyer = await lawyer.caller.consultations.get({ id });
    expect(asLawyer.viewerRelation).toBe("lawyer");
    expect(asLawyer.actions).toEqual(expect.arrayContaining(["accept", "decline", "cancel"]));
    expect(asLawyer.phone).toBe(PHONE);

    // A client cannot accept their own request.
    expect(await codeOf(client.caller.consultations.accept({ id }))).toBe("NOT_FOUND");
    const accepted = await lawyer.caller.consultations.accept({ id });
    expect(accepted).toMatchObject({ status: "confirmed", sequence: 1 });
    expect(await codeOf(lawyer.caller.consultations.accept({ id }))).toBe("consultation_action_not_allowed");
    // Not before the start.
    expect(await codeOf(lawyer.caller.consultations.complete({ id }))).toBe("consultation_action_not_allowed");
    await setTimes(db, id, hoursFromNow(-0.25));
    expect((await lawyer.caller.consultations.get({ id })).actions).toEqual(expect.arrayContaining(["complete", "no_show"]));
    expect(await codeOf(client.caller.consultations.complete({ id }))).toBe("consultation_action_not_allowed");
    const completed = await lawyer.caller.consultations.complete({ id });
    expect(completed).toMatchObject({ status: "completed", sequence: 2 });
    expect(await eventTypes(id)).toEqual(["requested", "confirmed", "completed"]);
    const detail = await client.caller.consultations.get({ id });
    expect(detail.timeline.map((e) => e.type)).toEqual(["requested", "confirmed", "completed"]);
    expect(detail.actions).toEqual(["message"]);
    const past = await client.caller.consultations.mine({ scope: "past" });
    expect(past.map((c) => c.id)).toContain(id);
  });

  it("marks a no-show only after the start", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual");
    const slot = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "in_person", dayOffset: 3 });
    const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, kind: "in_person", startsAt: slot.startsAt }));
    await lawyer.caller.consultations.accept({ id });
    expect(await codeOf(lawyer.caller.consultations.markNoShow({ id }))).toBe("consultation_action_not_allowed");
    await setTimes(db, id, hoursFromNow(-1));
    expect(await lawyer.caller.consultations.markNoShow({ id })).toMatchObject({ status: "no_show" });
  });

  it("declines with a reason and frees the slot", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual");
    const slot = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 3 });
    const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: slot.startsAt }));
    expect(await codeOf(lawyer.caller.consultations.decline({ id, reason: "  " }))).toBe("BAD_REQUEST");
    expect(await codeOf(lawyer.caller.consultations.decline({ id, reason: "x".repeat(1001) }))).toBe("BAD_REQUEST");
    expect(await row(id)).toMatchObject({ status: "requested" });
    expect(await codeOf(client.caller.consultations.decline({ id, reason: "changed my mind" }))).toBe("consultation_action_not_allowed");
    const declined = await lawyer.caller.consultations.decline({ id, reason: "Conflict of interest with an existing client." });
    expect(declined.status).toBe("declined");
    expect(await row(id)).toMatchObject({ status: "declined", status_reason: "Conflict of interest with an existing client.", sequence: 1 });
    const events = await db.selectFrom("consultation_events").select(["type", "data"]).where("consultation_id", "=", id).orderBy("id").execute();
    expect(events.at(-1)).toMatchObject({ type: "declined", data: { reason: "Conflict of interest with an existing client." } });
    expect(await offered({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", startsAt: slot.startsAt })).toBeDefined();
    // Nothing more to do on a declined consultation, not even messages.
    expect((await client.caller.consultations.get({ id })).actions).toEqual([]);
    expect(await codeOf(client.caller.consultations.postMessage({ id, body: "Why?" }))).toBe("consultation_action_not_allowed");
  });

  it("lets clients cancel only until 24 h before the start, lawyers any time", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual");
    const book = async (index: number) => {
      const slot = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 3, index });
      const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: slot.startsAt }));
      await lawyer.caller.consultations.accept({ id });
      return id;
    };
    const early = await book(0);
    expect(await codeOf(client.caller.consultations.cancel({ id: early, reason: "" }))).toBe("BAD_REQUEST");
    expect(await client.caller.consultations.cancel({ id: early, reason: "I found another date." })).toMatchObject({ status: "cancelled" });
    expect(await row(early)).toMatchObject({ cancelled_by: "client", status_reason: "I found another date." });
    expect(await codeOf(client.caller.consultations.cancel({ id: early, reason: "again" }))).toBe("consultation_action_not_allowed");

    const late = await book(1);
    await setTimes(db, late, hoursFromNow(23));
    expect((await client.caller.consultations.get({ id: late })).actions).not.toContain("cancel");
    expect(await codeOf(client.caller.consultations.cancel({ id: late, reason: "Too late?" }))).toBe("cancel_cutoff_passed");
    expect(await codeOf(client.caller.consultations.reschedule({ id: late, startsAt: (await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 5 })).startsAt }))).toBe(
      "cancel_cutoff_passed",
    );
    expect(await row(late)).toMatchObject({ status: "confirmed" });
    expect((await lawyer.caller.consultations.get({ id: late })).actions).toContain("cancel");
    await setTimes(db, late, hoursFromNow(1));
    expect(await lawyer.caller.consultations.cancel({ id: late, reason: "I am unwell today." })).toMatchObject({ status: "cancelled" });
    expect(await row(late)).toMatchObject({ cancelled_by: "lawyer", status_reason: "I am unwell today." });
  });

  it("lets a client withdraw a request no lawyer accepted at any time, freeing the slot and telling the lawyer", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual");
    const slot = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 3 });
    const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: slot.startsAt }));
    // Two hours before the start, still not accepted: the 24-hour rule does not apply to a request.
    await setTimes(db, id, hoursFromNow(2));
    expect((await client.caller.consultations.get({ id })).actions).toContain("cancel");
    expect(await client.caller.consultations.cancel({ id, reason: "I no longer need it." })).toMatchObject({ status: "cancelled" });
    expect(await row(id)).toMatchObject({ cancelled_by: "client", status_reason: "I no longer need it." });
    const notices = await db.selectFrom("notifications").select(["type"]).where("user_id", "=", lawyer.userId).where("consultation_id", "=", id).execute();
    expect(notices.map((n) => n.type)).toContain("cancelled");
  });

  it("reschedules: moves the slot, frees the old one; a client's move goes back to requested, a lawyer's stays confirmed", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual");
    const first = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 3 });
    const second = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 4, index: 2 });
    const third = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 5, index: 4 });
    const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: first.startsAt }));
    await lawyer.caller.consultations.accept({ id });

    const moved = await client.caller.consultations.reschedule({ id, startsAt: second.startsAt });
    expect(moved).toMatchObject({ status: "requested", starts_at: second.startsAt, ends_at: second.endsAt, sequence: 2 });
    expect(await offered({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", startsAt: first.startsAt })).toBeDefined();
    expect(await offered({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", startsAt: second.startsAt })).toBeUndefined();
    const events = await db.selectFrom("consultation_events").select(["type", "data"]).where("consultation_id", "=", id).orderBy("id").execute();
    expect(events.at(-1)).toMatchObject({ type: "rescheduled", data: { previousStartsAt: first.startsAt, startsAt: second.startsAt, by: "client" } });

    await lawyer.caller.consultations.accept({ id });
    const byLawyer = await lawyer.caller.consultations.reschedule({ id, startsAt: third.startsAt });
    expect(byLawyer).toMatchObject({ status: "confirmed", starts_at: third.startsAt });

    // A time that is not offered (another client's booking) is refused and nothing changes.
    const other = await userWithRole(db, "individual");
    const taken = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 6 });
    await other.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: taken.startsAt }));
    expect(await codeOf(client.caller.consultations.reschedule({ id, startsAt: taken.startsAt }))).toBe("slot_unavailable");
    expect(new Date((await row(id)).starts_at!).toISOString()).toBe(third.startsAt);
    // Its own current time is not "busy": moving 30 minutes later into an overlapping slot works.
    const next = await slotOn({ lawyerId: lawyer.lawyerId, area: "family", kind: "video", dayOffset: 5, index: 5 });
    expect(await lawyer.caller.consultations.reschedule({ id, startsAt: next.startsAt })).toMatchObject({ starts_at: next.startsAt });
    expect(await codeOf(other.caller.consultations.reschedule({ id, startsAt: first.startsAt }))).toBe("NOT_FOUND");
  });

  it("answers a written question in a thread", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["contract-drafting"] });
    const client = await userWithRole(db, "individual");
    const { id } = await client.caller.consultations.book({
      lawyerId: lawyer.lawyerId,
      serviceArea: "contract-drafting",
      kind: "written",
      description: "Is a non-compete clause of five years enforceable in Qatar?",
      phone: PHONE,
      documents: [{ fileName: "contract.pdf", bytes: PDF_BYTES }],
    });
    expect(await row(id)).toMatchObject({ starts_at: null, ends_at: null, fee_qar: 300, status: "requested" });
    await lawyer.caller.consultations.accept({ id });
    await lawyer.caller.consultations.postMessage({ id, body: "Generally no: the Labour Law limits it to two years.", documents: [{ fileName: "note.pdf", bytes: PDF_BYTES }] });
    await client.caller.consultations.postMessage({ id, body: "Thank you. Does that apply to QFC companies too?" });
    expect(await codeOf(client.caller.consultations.postMessage({ id, body: "x".repeat(10_001) }))).toBe("BAD_REQUEST");
    expect(await codeOf(client.caller.consultations.postMessage({ id, body: "with a bad file", documents: [{ fileName: "a.pdf", bytes: EXE_BYTES }] }))).toBe(
      "file_refused",
    );
    const detail = await client.caller.consultations.get({ id });
    expect(detail.messages.map((m) => [m.author_role, m.body.slice(0, 12), m.files.length])).toEqual([
      ["lawyer", "Generally no", 1],
      ["client", "Thank you. D", 0],
    ]);
    expect(detail.messages[1]!.mine).toBe(true);
    expect(detail.files).toHaveLength(2);
    expect(detail.timeline.map((e) => e.type)).toEqual(["requested", "confirmed", "message", "message"]);
    // The lawyer's message notified the client.
    const notes = await db.selectFrom("notifications").select("type").where("user_id", "=", client.userId).where("consultation_id", "=", id).execute();
    expect(notes.map((n) => n.type)).toEqual(expect.arrayContaining(["confirmed", "message"]));
    expect(detail.actions).not.toContain("reschedule");
    // A written question can be completed without a start time.
    expect(await lawyer.caller.consultations.complete({ id })).toMatchObject({ status: "completed" });
  });
});

describe("any suitable lawyer", () => {
  const AREA = "legal-translation";

  it("offers the request to every free matching lawyer; the first to accept gets it, the second gets already_taken", async () => {
    const a = await createLawyer(db, { practiceAreas: [AREA], fees: { video: 610 } });
    const b = await createLawyer(db, { practiceAreas: [AREA], fees: { video: 620 } });
    const client = await userWithRole(db, "individual");
    const slot = await slotOn({ area: AREA, kind: "video", dayOffset: 3 });
    expect([...slot.lawyerIds].sort()).toEqual([a.lawyerId, b.lawyerId].sort());
    const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: "any", serviceArea: AREA, startsAt: slot.startsAt }));
    expect(await row(id)).toMatchObject({ lawyer_id: null, any_lawyer: true, fee_qar: null, status: "requested" });
    const offers = await db.selectFrom("consultation_offers").select("lawyer_id").where("consultation_id", "=", id).execute();
    expect(offers.map((o) => o.lawyer_id).sort()).toEqual([a.lawyerId, b.lawyerId].sort());
    expect(await eventTypes(id)).toEqual(["offered"]);

    const requestsOfB = await b.caller.consultations.mine({ scope: "requests" });
    expect(requestsOfB.map((c) => c.id)).toContain(id);
    expect((await b.caller.consultations.mine({ scope: "upcoming" })).map((c) => c.id)).not.toContain(id);

    const accepted = await a.caller.consultations.accept({ id });
    expect(accepted.status).toBe("confirmed");
    expect(await row(id)).toMatchObject({ lawyer_id: a.lawyerId, fee_qar: 610, status: "confirmed", sequence: 1 });
    expect(await codeOf(b.caller.consultations.accept({ id }))).toBe("already_taken");
    expect(await codeOf(b.caller.consultations.get({ id }))).toBe("NOT_FOUND");
    expect((await a.caller.consultations.get({ id })).viewerRelation).toBe("lawyer");
  });

  it("lets only one of two simultaneous accepts win", async () => {
    const a = await createLawyer(db, { practiceAreas: [AREA] });
    const b = await createLawyer(db, { practiceAreas: [AREA] });
    const client = await userWithRole(db, "individual");
    const slot = await slotOn({ area: AREA, kind: "video", dayOffset: 4 });
    const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: "any", serviceArea: AREA, startsAt: slot.startsAt }));
    const codes = await Promise.all([codeOf(a.caller.consultations.accept({ id })), codeOf(b.caller.consultations.accept({ id }))]);
    expect(codes.sort()).toEqual(["already_taken", "resolved"]);
    const winner = (await row(id)).lawyer_id;
    expect([a.lawyerId, b.lawyerId]).toContain(winner);
  });

  it("refuses an accept when the lawyer has meanwhile been booked at that time (slot_taken)", async () => {
    const a = await createLawyer(db, { practiceAreas: [AREA] });
    const client = await userWithRole(db, "individual");
    const other = await userWithRole(db, "individual");
    const slot = await slotOn({ lawyerId: a.lawyerId, area: AREA, kind: "video", dayOffset: 5 });
    const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: "any", serviceArea: AREA, startsAt: slot.startsAt }));
    await other.caller.consultations.book(bookingOf({ lawyerId: a.lawyerId, serviceArea: AREA, startsAt: slot.startsAt }));
    expect(await codeOf(a.caller.consultations.accept({ id }))).toBe("slot_taken");
    expect(await row(id)).toMatchObject({ lawyer_id: null, status: "requested", sequence: 0 });
  });

  it("declines an offer per lawyer; the request is declined when every offer is", async () => {
    const area = "qfc-litigation";
    const a = await createLawyer(db, { practiceAreas: [area] });
    const b = await createLawyer(db, { practiceAreas: [area] });
    const client = await userWithRole(db, "individual");
    const slot = await slotOn({ area, kind: "video", dayOffset: 3 });
    const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: "any", serviceArea: area, startsAt: slot.startsAt }));
    await a.caller.consultations.decline({ id, reason: "Outside my practice." });
    expect(await row(id)).toMatchObject({ status: "requested" });
    expect(await codeOf(a.caller.consultations.get({ id }))).toBe("NOT_FOUND");
    expect(await codeOf(a.caller.consultations.accept({ id }))).toBe("NOT_FOUND");
    await b.caller.consultations.decline({ id, reason: "Fully booked this week." });
    expect(await row(id)).toMatchObject({ status: "declined", status_reason: "Fully booked this week." });
  });

  it("offers a written question to every suitable lawyer", async () => {
    const area = "commercial-cases";
    const a = await createLawyer(db, { practiceAreas: [area] });
    await createLawyer(db, { practiceAreas: [area], fees: { written: null } });
    const client = await userWithRole(db, "individual");
    const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: "any", serviceArea: area, kind: "written" }));
    const offers = await db.selectFrom("consultation_offers").select("lawyer_id").where("consultation_id", "=", id).execute();
    expect(offers.map((o) => o.lawyer_id)).toEqual([a.lawyerId]);
    await a.caller.consultations.accept({ id });
    expect(await row(id)).toMatchObject({ lawyer_id: a.lawyerId, fee_qar: 300, status: "confirmed" });
  });
});
