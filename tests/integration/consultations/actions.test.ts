import { afterEach, describe, expect, it } from "vitest";
import { consultationActions, type ActionFacts } from "#server/consultations/access";
import { resetEnvForTests } from "#server/config/env";

const START = new Date("2026-12-01T10:00:00Z");
const END = new Date("2026-12-01T10:30:00Z");
const video: ActionFacts = { status: "confirmed", kind: "video", voice_mode: null, lawyer_id: "l", starts_at: START, ends_at: END };
const at = (minutesFromStart: number) => new Date(START.getTime() + minutesFromStart * 60_000);

describe("actions computed on the server", () => {
  afterEach(() => {
    delete process.env.CALL_JOIN_EARLY_MINUTES;
    resetEnvForTests();
  });

  it("opens join_call from 10 minutes before the start until the end, for video and in-browser voice only", () => {
    expect(consultationActions(video, "client", at(-11))).not.toContain("join_call");
    expect(consultationActions(video, "client", at(-10))).toContain("join_call");
    expect(consultationActions(video, "lawyer", at(29))).toContain("join_call");
    expect(consultationActions(video, "client", at(30))).not.toContain("join_call");
    expect(consultationActions({ ...video, kind: "voice", voice_mode: "browser" }, "client", at(0))).toContain("join_call");
    expect(consultationActions({ ...video, kind: "voice", voice_mode: "phone" }, "client", at(0))).not.toContain("join_call");
    expect(consultationActions({ ...video, kind: "in_person" }, "client", at(0))).not.toContain("join_call");
    expect(consultationActions({ ...video, status: "requested" }, "client", at(0))).not.toContain("join_call");
    // Admins and offered lawyers are not parties of the call.
    expect(consultationActions(video, "admin", at(0))).not.toContain("join_call");
    expect(consultationActions(video, "offered_lawyer", at(0))).not.toContain("join_call");
  });

  it("takes the early-join window from CALL_JOIN_EARLY_MINUTES", () => {
    process.env.CALL_JOIN_EARLY_MINUTES = "30";
    resetEnvForTests();
    expect(consultationActions(video, "client", at(-25))).toContain("join_call");
    expect(consultationActions(video, "client", at(-31))).not.toContain("join_call");
  });

  it("applies the client cut-off to cancelling a confirmed consultation and rescheduling, not to withdrawing a request or to the lawyer", () => {
    const requested = { ...video, status: "requested" as const };
    expect(consultationActions(requested, "client", at(-25 * 60)).sort()).toEqual(["cancel", "message", "reschedule"]);
    // A request nobody accepted may be withdrawn at any time; once confirmed, the cut-off applies.
    expect(consultationActions(requested, "company_member", at(-23 * 60)).sort()).toEqual(["cancel", "message"]);
    expect(consultationActions(video, "company_member", at(-23 * 60)).sort()).toEqual(["message"]);
    expect(consultationActions(requested, "lawyer", at(-60)).sort()).toEqual(["accept", "cancel", "decline", "message", "reschedule"]);
    expect(consultationActions(video, "lawyer", at(5)).sort()).toEqual(["cancel", "complete", "join_call", "message", "no_show", "reschedule"]);
    expect(consultationActions({ ...video, status: "cancelled" }, "client", at(-100 * 60))).toEqual([]);
    expect(consultationActions({ ...requested, lawyer_id: null }, "offered_lawyer", at(-60)).sort()).toEqual(["accept", "decline"]);
  });
});
