import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabase } from "../../setup/db";
import { createTestDatabase } from "../../setup/db";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { directoryProfile, type DirectoryProfile } from "../../setup/lawyers";
import { weeklyHoursForm } from "#server/lawyer-desk/schemas";
import { parseWithZod } from "@conform-to/zod/v4";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

function dateInQatar(daysAhead: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Qatar", year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
}

async function expectCode(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toMatchObject({ code });
}

describe("lawyerDesk: the directory profile", () => {
  it("creates the lawyer's own row on the first save, unverified until an admin verifies the account", async () => {
    const lawyer = await userWithRole(t.db, "lawyer");
    expect((await lawyer.caller.lawyerDesk.overview()).lawyer).toBeNull();
    const first = await lawyer.caller.lawyerDesk.saveProfile(directoryProfile("Amal"));
    expect(first.created).toBe(true);
    expect(first.verified).toBe(false);
    const row = await t.db.selectFrom("lawyers").selectAll().where("user_id", "=", lawyer.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name_en: "Counsel Amal", bio_ar: directoryProfile("Amal").bioAr, practice_areas: ["family", "commercial"], verified: false });

    // A second save updates the same row.
    const second = await lawyer.caller.lawyerDesk.saveProfile({ ...directoryProfile("Amal"), yearsOfPractice: 10, acceptingNewClients: false });
    expect(second).toMatchObject({ id: row.id, created: false });
    const rows = await t.db.selectFrom("lawyers").select(["years_of_practice", "accepting_new_clients"]).where("user_id", "=", lawyer.userId).execute();
    expect(rows).toEqual([{ years_of_practice: 10, accepting_new_clients: false }]);

    // Not listed while unverified.
    await expectCode(anonymousCaller(t.db).lawyers.byId({ id: row.id }), "NOT_FOUND");
  });

  it("cannot set verified itself; admin verification sets lawyers.verified and lists the lawyer, rejection unlists", async () => {
    const lawyer = await userWithRole(t.db, "lawyer");
    const admin = await userWithRole(t.db, "admin");
    // Extra keys such as `verified` are not part of the input: stripped, never written.
    const { id } = await lawyer.caller.lawyerDesk.saveProfile({ ...directoryProfile("Huda"), verified: true } as DirectoryProfile);
    expect((await t.db.selectFrom("lawyers").select("verified").where("id", "=", id).executeTakeFirstOrThrow()).verified).toBe(false);

    await admin.caller.admin.setVerification({ profileId: lawyer.userId, decision: "verified" });
    expect((await t.db.selectFrom("lawyers").select("verified").where("id", "=", id).executeTakeFirstOrThrow()).verified).toBe(true);
    expect((await anonymousCaller(t.db).lawyers.byId({ id })).name.en).toBe("Counsel Huda");
    expect((await lawyer.caller.lawyerDesk.overview()).verificationStatus).toBe("verified");

    await admin.caller.admin.setVerification({ profileId: lawyer.userId, decision: "rejected", reason: "The licence copy is unreadable." });
    expect((await t.db.selectFrom("lawyers").select("verified").where("id", "=", id).executeTakeFirstOrThrow()).verified).toBe(false);
    await expectCode(anonymousCaller(t.db).lawyers.byId({ id }), "NOT_FOUND");
  });

  it("a lawyer verified before the first save is listed as soon as the profile is saved", async () => {
    const lawyer = await userWithRole(t.db, "lawyer");
    const admin = await userWithRole(t.db, "admin");
    await admin.caller.admin.setVerification({ profileId: lawyer.userId, decision: "verified" });
    const { id, verified } = await lawyer.caller.lawyerDesk.saveProfile(directoryProfile("Noor"));
    expect(verified).toBe(true);
    expect((await anonymousCaller(t.db).lawyers.byId({ id })).title.en).toBe("Advocate before the Court of Appeal");
  });

  it("refuses bad input and writes nothing", async () => {
    const lawyer = await userWithRole(t.db, "lawyer");
    await expectCode(lawyer.caller.lawyerDesk.saveProfile({ ...directoryProfile("X"), practiceAreas: [] }), "BAD_REQUEST");
    await expectCode(lawyer.caller.lawyerDesk.saveProfile({ ...directoryProfile("X"), city: "paris" as "doha" }), "BAD_REQUEST");
    expect(await t.db.selectFrom("lawyers").select("id").where("user_id", "=", lawyer.userId).execute()).toEqual([]);
  });
});

describe("lawyerDesk: permissions", () => {
  it("refuses every other role and anonymous visitors", async () => {
    for (const role of ["individual", "company", "admin", null] as const) {
      const someone = await userWithRole(t.db, role);
      await expectCode(someone.caller.lawyerDesk.overview(), "FORBIDDEN");
      await expectCode(someone.caller.lawyerDesk.saveProfile(directoryProfile("Intruder")), "FORBIDDEN");
      await expectCode(someone.caller.lawyerDesk.saveWeeklyHours({ ranges: [] }), "FORBIDDEN");
      await expectCode(someone.caller.lawyerDesk.consultations(), "FORBIDDEN");
    }
    await expectCode(anonymousCaller(t.db).lawyerDesk.overview(), "UNAUTHORIZED");
    expect(await t.db.selectFrom("lawyers").select("id").where("name_en", "=", "Counsel Intruder").execute()).toEqual([]);
  });

  it("a lawyer only ever edits their own row: another lawyer's hours, settings and blocks are untouched", async () => {
    const a = await userWithRole(t.db, "lawyer");
    const b = await userWithRole(t.db, "lawyer");
    const aId = (await a.caller.lawyerDesk.saveProfile(directoryProfile("A"))).id;
    const bId = (await b.caller.lawyerDesk.saveProfile(directoryProfile("B"))).id;
    await b.caller.lawyerDesk.saveWeeklyHours({ ranges: [{ weekday: 0, start: "09:00", end: "13:00" }] });
    const block = await b.caller.lawyerDesk.addBlockedDates({ startsOn: dateInQatar(3) });

    // A's writes land on A's row only, whatever A sends.
    await a.caller.lawyerDesk.saveWeeklyHours({ ranges: [{ weekday: 1, start: "10:00", end: "11:00" }] });
    await a.caller.lawyerDesk.saveSettings({ slotMinutes: 60, minNoticeHours: 4, feeVideo: 700 });
    await a.caller.lawyerDesk.saveProfile({ ...directoryProfile("A2"), lawyerId: bId } as DirectoryProfile);
    await expectCode(a.caller.lawyerDesk.removeBlockedDate({ id: block.id }), "NOT_FOUND");

    const bRow = await t.db.selectFrom("lawyers").selectAll().where("id", "=", bId).executeTakeFirstOrThrow();
    expect(bRow).toMatchObject({ name_en: "Counsel B", slot_minutes: 30, fee_video_qar: null });
    expect(await t.db.selectFrom("lawyer_weekly_hours").select(["weekday", "start_minute"]).where("lawyer_id", "=", bId).execute()).toEqual([
      { weekday: 0, start_minute: 540 },
    ]);
    expect(await t.db.selectFrom("lawyer_blocked_dates").select("id").where("lawyer_id", "=", bId).execute()).toHaveLength(1);
    const aRow = await t.db.selectFrom("lawyers").selectAll().where("id", "=", aId).executeTakeFirstOrThrow();
    expect(aRow).toMatchObject({ name_en: "Counsel A2", slot_minutes: 60, min_notice_hours: 4, fee_video_qar: 700, fee_written_qar: null });
  });

  it("settings, hours and blocks need the profile first", async () => {
    const lawyer = await userWithRole(t.db, "lawyer");
    await expect(lawyer.caller.lawyerDesk.saveSettings({ slotMinutes: 30, minNoticeHours: 1 })).rejects.toMatchObject({
      cause: { code: "lawyer_profile_required" },
    });
    await expect(lawyer.caller.lawyerDesk.saveWeeklyHours({ ranges: [] })).rejects.toMatchObject({ cause: { code: "lawyer_profile_required" } });
  });
});

describe("lawyerDesk: weekly hours", () => {
  it("saves the whole week, replacing the previous one", async () => {
    const lawyer = await userWithRole(t.db, "lawyer");
    const id = (await lawyer.caller.lawyerDesk.saveProfile(directoryProfile("W"))).id;
    await lawyer.caller.lawyerDesk.saveWeeklyHours({
      ranges: [
        { weekday: 0, start: "08:00", end: "12:00" },
        { weekday: 0, start: "16:00", end: "24:00" },
        { weekday: 2, start: "00:00", end: "06:30" },
      ],
    });
    await lawyer.caller.lawyerDesk.saveWeeklyHours({
      ranges: [
        { weekday: 1, start: "09:00", end: "12:00" },
        { weekday: 1, start: "12:00", end: "14:00" },
      ],
    });
    const rows = await t.db
      .selectFrom("lawyer_weekly_hours")
      .select(["weekday", "start_minute", "end_minute"])
      .where("lawyer_id", "=", id)
      .orderBy("start_minute")
      .execute();
    expect(rows).toEqual([
      { weekday: 1, start_minute: 540, end_minute: 720 },
      { weekday: 1, start_minute: 720, end_minute: 840 },
    ]);
    expect((await lawyer.caller.lawyerDesk.overview()).weeklyHours).toEqual([
      { weekday: 1, start: "09:00", end: "12:00" },
      { weekday: 1, start: "12:00", end: "14:00" },
    ]);
  });

  it("refuses overlapping ranges, end before start, bad times and a fourth range, and writes nothing", async () => {
    const lawyer = await userWithRole(t.db, "lawyer");
    const id = (await lawyer.caller.lawyerDesk.saveProfile(directoryProfile("O"))).id;
    await lawyer.caller.lawyerDesk.saveWeeklyHours({ ranges: [{ weekday: 3, start: "10:00", end: "12:00" }] });
    const bad = [
      [
        { weekday: 0, start: "09:00", end: "12:00" },
        { weekday: 0, start: "11:30", end: "14:00" },
      ],
      [{ weekday: 0, start: "12:00", end: "09:00" }],
      [{ weekday: 0, start: "24:00", end: "24:00" }],
      [{ weekday: 0, start: "09:00", end: "24:30" }],
      [{ weekday: 0, start: "9", end: "10:00" }],
      [
        { weekday: 4, start: "08:00", end: "09:00" },
        { weekday: 4, start: "10:00", end: "11:00" },
        { weekday: 4, start: "12:00", end: "13:00" },
        { weekday: 4, start: "14:00", end: "15:00" },
      ],
    ];
    for (const ranges of bad) await expectCode(lawyer.caller.lawyerDesk.saveWeeklyHours({ ranges }), "BAD_REQUEST");
    expect(await t.db.selectFrom("lawyer_weekly_hours").select(["weekday", "start_minute", "end_minute"]).where("lawyer_id", "=", id).execute()).toEqual([
      { weekday: 3, start_minute: 600, end_minute: 720 },
    ]);
  });

  it("the editor's form puts each error on its field and the overlap on the day", () => {
    const form = new FormData();
    form.set("days[0].ranges[0].start", "09:00");
    form.set("days[0].ranges[0].end", "12:00");
    form.set("days[0].ranges[1].start", "11:00");
    form.set("days[0].ranges[1].end", "13:00");
    form.set("days[2].ranges[0].start", "15:00");
    form.set("days[2].ranges[0].end", "14:00");
    form.set("days[3].ranges[0].start", "٠٩:٣٠");
    form.set("days[3].ranges[0].end", "");
    form.set("days[4].ranges[2].start", "25:00");
    form.set("days[4].ranges[2].end", "26:00");
    const submission = parseWithZod(form, { schema: weeklyHoursForm });
    expect(submission.status).toBe("error");
    const errors = submission.reply().error ?? {};
    expect(errors["days[0]"]).toEqual(["lawyerDesk:validation.overlap"]);
    expect(errors["days[2].ranges[0].end"]).toEqual(["lawyerDesk:validation.endAfterStart"]);
    expect(errors["days[3].ranges[0].end"]).toEqual(["lawyerDesk:validation.rangeIncomplete"]);
    expect(errors["days[4].ranges[2].start"]).toEqual(["lawyerDesk:validation.time"]);

    const good = new FormData();
    good.set("days[5].ranges[1].start", "٠٩:٣٠");
    good.set("days[5].ranges[1].end", "9:45");
    good.set("days[6].ranges[0].start", "");
    good.set("days[6].ranges[0].end", "");
    const ok = parseWithZod(good, { schema: weeklyHoursForm });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value).toEqual({ ranges: [{ weekday: 5, start: "09:30", end: "09:45" }] });
  });
});

describe("lawyerDesk: blocked dates and settings", () => {
  it("adds a day and a range, lists the upcoming ones, removes one, refuses bad ranges", async () => {
    const lawyer = await userWithRole(t.db, "lawyer");
    await lawyer.caller.lawyerDesk.saveProfile(directoryProfile("B"));
    const one = await lawyer.caller.lawyerDesk.addBlockedDates({ startsOn: dateInQatar(5), note: "جلسة في محكمة التمييز" });
    await lawyer.caller.lawyerDesk.addBlockedDates({ startsOn: dateInQatar(10), endsOn: dateInQatar(14) });
    await expectCode(lawyer.caller.lawyerDesk.addBlockedDates({ startsOn: dateInQatar(8), endsOn: dateInQatar(7) }), "BAD_REQUEST");
    await expectCode(lawyer.caller.lawyerDesk.addBlockedDates({ startsOn: dateInQatar(-3) }), "BAD_REQUEST");
    await expectCode(lawyer.caller.lawyerDesk.addBlockedDates({ startsOn: "2030-02-30" }), "BAD_REQUEST");
    let listed = (await lawyer.caller.lawyerDesk.overview()).blockedDates;
    expect(listed.map((b) => [b.startsOn, b.endsOn, b.note])).toEqual([
      [dateInQatar(5), dateInQatar(5), "جلسة في محكمة التمييز"],
      [dateInQatar(10), dateInQatar(14), ""],
    ]);
    await lawyer.caller.lawyerDesk.removeBlockedDate({ id: one.id });
    listed = (await lawyer.caller.lawyerDesk.overview()).blockedDates;
    expect(listed.map((b) => b.startsOn)).toEqual([dateInQatar(10)]);
  });

  it("saves fees (empty = not offered), slot length, notice and the weekend opt-in", async () => {
    const lawyer = await userWithRole(t.db, "lawyer");
    const id = (await lawyer.caller.lawyerDesk.saveProfile(directoryProfile("S"))).id;
    await lawyer.caller.lawyerDesk.saveSettings({ feeWritten: 250, feeInPerson: 900, slotMinutes: 45, minNoticeHours: 24, worksWeekends: true });
    await expectCode(lawyer.caller.lawyerDesk.saveSettings({ slotMinutes: 25, minNoticeHours: 1 }), "BAD_REQUEST");
    await expectCode(lawyer.caller.lawyerDesk.saveSettings({ slotMinutes: 30, minNoticeHours: 400 }), "BAD_REQUEST");
    await expectCode(lawyer.caller.lawyerDesk.saveSettings({ slotMinutes: 30, minNoticeHours: 1, feeVideo: -5 }), "BAD_REQUEST");
    const row = await t.db.selectFrom("lawyers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      fee_written_qar: 250,
      fee_video_qar: null,
      fee_voice_qar: null,
      fee_in_person_qar: 900,
      slot_minutes: 45,
      min_notice_hours: 24,
      works_weekends: true,
    });
  });
});
