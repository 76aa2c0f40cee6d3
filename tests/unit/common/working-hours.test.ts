import { describe, expect, it } from "vitest";
import { addWorkingHours } from "#server/common/working-hours";

/** A Doha wall-clock time as an instant (Qatar is UTC+3 all year). */
const doha = (iso: string) => new Date(`${iso}+03:00`);

describe("addWorkingHours (Sunday to Thursday, 08:00 to 17:00 Doha time)", () => {
  it("counts hours inside one working day", () => {
    // 2026-11-22 is a Sunday.
    expect(addWorkingHours(doha("2026-11-22T09:00:00"), 4)).toEqual(doha("2026-11-22T13:00:00"));
  });

  it("carries what is left past 17:00 into the next working morning", () => {
    expect(addWorkingHours(doha("2026-11-22T15:30:00"), 4)).toEqual(doha("2026-11-23T10:30:00"));
  });

  it("skips Friday and Saturday: Thursday afternoon runs on into Sunday", () => {
    // 2026-11-26 is a Thursday.
    expect(addWorkingHours(doha("2026-11-26T16:00:00"), 4)).toEqual(doha("2026-11-29T11:00:00"));
  });

  it("starts counting at 08:00 for a request sent at night or on the weekend", () => {
    expect(addWorkingHours(doha("2026-11-22T02:00:00"), 4)).toEqual(doha("2026-11-22T12:00:00"));
    expect(addWorkingHours(doha("2026-11-27T20:00:00"), 4)).toEqual(doha("2026-11-29T12:00:00"));
  });

  it("gives the next working moment for zero hours and refuses a negative count", () => {
    expect(addWorkingHours(doha("2026-11-28T10:00:00"), 0)).toEqual(doha("2026-11-29T08:00:00"));
    expect(addWorkingHours(doha("2026-11-22T10:00:00"), 0)).toEqual(doha("2026-11-22T10:00:00"));
    expect(() => addWorkingHours(new Date(), -1)).toThrow(RangeError);
  });

  it("does not depend on the server's time zone", () => {
    // The function works on instants only; a fraction of an hour is kept to the millisecond.
    expect(addWorkingHours(doha("2026-11-22T16:45:00"), 0.5)).toEqual(doha("2026-11-23T08:15:00"));
  });
});
