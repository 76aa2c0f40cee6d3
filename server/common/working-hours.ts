/**
 * The firm's working time: Sunday to Thursday, 08:00 to 17:00 in Doha (Asia/Qatar, UTC+3 all year:
 * Qatar keeps no daylight saving time, so the offset is a constant and no time-zone library is needed).
 * Used to say when an unanswered request must reach a person (issue 13 §1: "4 working hours").
 */
export const WORKING_DAYS = [0, 1, 2, 3, 4] as const; // Sunday..Thursday (Date#getUTCDay of Doha wall time)
export const WORKING_DAY_START_HOUR = 8;
export const WORKING_DAY_END_HOUR = 17;

const DOHA_OFFSET_MS = 3 * 3_600_000;
const HOUR = 3_600_000;

/** `hours` of working time after `from` (an instant), as an instant. Time outside working hours does not count. */
export function addWorkingHours(from: Date, hours: number): Date {
  if (!(hours >= 0)) throw new RangeError("hours must be a non-negative number");
  // Work in Doha wall time expressed as a UTC date, then shift back.
  let wall = from.getTime() + DOHA_OFFSET_MS;
  let left = hours * HOUR;
  for (let guard = 0; guard < 3700; guard++) {
    const day = new Date(wall);
    const dayStart = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
    const open = dayStart + WORKING_DAY_START_HOUR * HOUR;
    const close = dayStart + WORKING_DAY_END_HOUR * HOUR;
    const working = (WORKING_DAYS as readonly number[]).includes(day.getUTCDay());
    if (working && wall < close) {
      const start = Math.max(wall, open);
      if (left <= close - start) return new Date(start + left - DOHA_OFFSET_MS);
      left -= close - start;
    }
    wall = dayStart + 24 * HOUR; // the next day's midnight
  }
  throw new RangeError("too many working hours");
}
