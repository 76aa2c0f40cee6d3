import { describe, expect, it } from "vitest";
import { isNonSittingDay } from "#server/cases/hearings";

describe("the days Qatar's courts do not sit (issue 29)", () => {
  it("reads Friday and Saturday in Doha, whatever zone the server runs in", () => {
    // 23:30 on Thursday in Doha is a sitting day, 00:30 on Friday is not; Saturday ends at 21:00 UTC.
    expect(isNonSittingDay(new Date("2026-12-10T20:30:00Z"))).toBe(false);
    expect(isNonSittingDay(new Date("2026-12-10T21:30:00Z"))).toBe(true);
    expect(isNonSittingDay(new Date("2026-12-12T20:59:00Z"))).toBe(true);
    expect(isNonSittingDay(new Date("2026-12-12T21:00:00Z"))).toBe(false);
  });
});
