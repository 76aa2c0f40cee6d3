import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { createDatabase, listenSourceOf, type DB } from "#db/index";
import { runDueHearingReminders, startHearingReminderWorker } from "#server/cases/reminders";
import { readOutbox } from "#server/mail/outbox";
import { anonymousCaller } from "../../setup/callers";
import { codeOf, inHours, openCase, type Cast, useCaseDatabase } from "./support";

let db: DB;
let cast: Cast;

useCaseDatabase((ready) => ({ db, cast } = ready));

const remindersOf = (ids: string[]) =>
  db.selectFrom("case_events").select(["case_id", "payload"]).where("type", "=", "hearing_reminder").where("case_id", "in", ids).execute();

describe("hearing reminders", () => {
  it("go 24 h before to the client side and the lawyers, once, and follow a moved hearing", async () => {
    const { id, reference } = await openCase(cast);
    const startsAt = inHours(50);
    const { id: hearingId } = await cast.lawyer.caller.cases.addHearing({ id, startsAt: startsAt.toISOString(), purpose: "Pleadings" });
    expect(await runDueHearingReminders(db, { now: new Date(startsAt.getTime() - 25 * 3600_000) })).toBe(0);
    const due = new Date(startsAt.getTime() - 24 * 3600_000 + 1000);
    expect(await runDueHearingReminders(db, { now: due })).toBe(1);
    expect(await runDueHearingReminders(db, { now: due })).toBe(0);
    for (const who of ["client", "member", "lawyer"] as const) {
      const mails = (await readOutbox({ to: cast[who].email })).filter((m) => m.subject.includes(reference) && /تذكير|Reminder/.test(m.subject));
      expect(mails, who).toHaveLength(1);
    }
    expect((await readOutbox({ to: cast.client.email })).at(-1)!.subject.startsWith("تذكير")).toBe(true);
    expect((await readOutbox({ to: cast.lawyer.email })).at(-1)!.subject.startsWith("Reminder")).toBe(true);
    const notified = await db.selectFrom("notifications").select("user_id").where("case_id", "=", id).where("type", "=", "case_hearing_reminder").execute();
    expect(notified.map((n) => n.user_id).sort()).toEqual([cast.client.userId, cast.member.userId, cast.lawyer.userId].sort());
    // Adjourned a week: a reminder for the new date.
    const later = new Date(startsAt.getTime() + 7 * 24 * 3600_000);
    await cast.lawyer.caller.cases.moveHearing({ id, hearingId, startsAt: later.toISOString() });
    expect(await runDueHearingReminders(db, { now: due })).toBe(0);
    expect(await runDueHearingReminders(db, { now: new Date(later.getTime() - 23 * 3600_000) })).toBe(1);
    expect(await remindersOf([id])).toHaveLength(2);
  });

  it("are not sent for a cancelled hearing or a closed case, nor late for a hearing booked less than 24 h ahead", async () => {
    const cancelled = await openCase(cast);
    const closed = await openCase(cast);
    const soon = await openCase(cast);
    const startsAt = inHours(40);
    const h1 = await cast.lawyer.caller.cases.addHearing({ id: cancelled.id, startsAt: startsAt.toISOString(), purpose: "A" });
    await cast.lawyer.caller.cases.addHearing({ id: closed.id, startsAt: startsAt.toISOString(), purpose: "B" });
    await cast.lawyer.caller.cases.addHearing({ id: soon.id, startsAt: inHours(5).toISOString(), purpose: "C" });
    await cast.lawyer.caller.cases.cancelHearing({ id: cancelled.id, hearingId: h1.id });
    await cast.admin.caller.cases.close({ id: closed.id });
    expect(await runDueHearingReminders(db, { now: new Date(startsAt.getTime() - 3600_000) })).toBe(0);
    expect(await remindersOf([cancelled.id, closed.id, soon.id])).toEqual([]);
  });

  it("go exactly once when two app servers run them at the same time", async () => {
    const cases = [];
    const base = inHours(60);
    for (let i = 0; i < 6; i++) {
      const c = await openCase(cast);
      await cast.lawyer.caller.cases.addHearing({ id: c.id, startsAt: new Date(base.getTime() + i * 3600_000).toISOString(), purpose: `Session ${i}` });
      cases.push(c.id);
    }
    const mailsBefore = (await readOutbox()).length;
    // A second server: its own pool on the same PostgreSQL database (on PGlite the two share the instance but still race).
    const source = listenSourceOf(db);
    const second: DB = source?.kind === "postgres" ? createDatabase({ kind: "postgres", url: source.url }) : db;
    try {
      const now = new Date(base.getTime() + 6 * 3600_000 - 24 * 3600_000);
      const runs = [];
      for (let round = 0; round < 6; round++) runs.push(runDueHearingReminders(db, { now, limit: 2 }), runDueHearingReminders(second, { now, limit: 2 }));
      expect((await Promise.all(runs)).reduce((a, b) => a + b, 0)).toBe(6);
      const events = await remindersOf(cases);
      expect(events).toHaveLength(6);
      expect(new Set(events.map((e) => e.case_id)).size).toBe(6);
      // Three people per case (client, company member, lawyer): three emails per reminder, no more.
      expect((await readOutbox()).length - mailsBefore).toBe(18);
    } finally {
      if (second !== db) await second.destroy();
    }
  });

  it("run on the worker's own schedule until stopped", async () => {
    const { id } = await openCase(cast);
    const { id: hearingId } = await cast.lawyer.caller.cases.addHearing({ id, startsAt: inHours(30).toISOString(), purpose: "Worker" });
    await db.updateTable("case_hearings").set({ reminder_due_at: new Date(Date.now() - 1000) }).where("id", "=", hearingId).execute();
    const worker = startHearingReminderWorker(db, 50);
    try {
      await expect.poll(async () => (await remindersOf([id])).length, { timeout: 5000 }).toBe(1);
    } finally {
      await worker.stop();
    }
  });
});

describe("the lawyer's calendar feed", () => {
  it("serves the assigned cases' hearings by a secret URL until it is replaced or revoked", async () => {
    const { id, reference } = await openCase(cast);
    const { id: hearingId } = await cast.lawyer.caller.cases.addHearing({ id, startsAt: "2031-09-14T09:00", purpose: "Judgment", chamber: "Hall 4" });
    const { token, url } = await cast.lawyer.caller.cases.createCalendarToken();
    expect(url).toBe(`http://localhost:3000/calendar/hearings/${token}.ics`);
    const feed = await anonymousCaller(db).cases.calendarFeed({ token: `${token}.ics` });
    const calendar = new ICAL.Component(ICAL.parse(feed.ics));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const mine = events.find((e) => e.uid.startsWith(`hearing-${hearingId}@`))!;
    expect(mine.summary).toContain(reference);
    expect(mine.location).toContain("Investment and Trade Court");
    expect(mine.startDate.toJSDate().toISOString()).toBe("2031-09-14T06:00:00.000Z");
    // RFC 5545: DTSTAMP in UTC (with its Z), and no non-standard TIMEZONE-ID line (issue 29).
    expect(mine.component.getFirstPropertyValue("dtstamp")!.toString()).toMatch(/Z$/);
    expect(feed.ics).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m);
    expect(feed.ics).not.toContain("TIMEZONE-ID");
    expect(feed.ics).toContain("X-WR-TIMEZONE:Asia/Qatar");
    expect((await cast.lawyer.caller.cases.lawyerAgenda()).calendarFeed.active).toBe(true);
    // Another lawyer's hearings are not in it.
    const other = await cast.admin.caller.cases.create({ clientId: cast.stranger.userId, titleEn: "Not theirs", serviceArea: "civil", lawyerUserIds: [cast.otherLawyer.userId] });
    const { id: otherHearing } = await cast.otherLawyer.caller.cases.addHearing({ id: other.id, startsAt: inHours(80).toISOString(), purpose: "X" });
    expect((await anonymousCaller(db).cases.calendarFeed({ token })).ics).not.toContain(otherHearing);

    const replaced = await cast.lawyer.caller.cases.createCalendarToken();
    expect(await codeOf(anonymousCaller(db).cases.calendarFeed({ token }))).toBe("NOT_FOUND");
    expect((await anonymousCaller(db).cases.calendarFeed({ token: replaced.token })).ics).toContain("BEGIN:VCALENDAR");
    await cast.lawyer.caller.cases.revokeCalendarToken();
    expect(await codeOf(anonymousCaller(db).cases.calendarFeed({ token: replaced.token }))).toBe("NOT_FOUND");
    expect(await codeOf(anonymousCaller(db).cases.calendarFeed({ token: "../../etc/passwd" }))).toBe("NOT_FOUND");
    expect((await cast.lawyer.caller.cases.lawyerAgenda()).calendarFeed.active).toBe(false);
  });
});
