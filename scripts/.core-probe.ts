import { createDatabase } from "#db/index";
import { listSlots, computeSlots, qatarInstant } from "#server/consultations/slots";
const db = createDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/qanun_core_probe" });
for (let k = 0; k < 3; k++) {
  let t = performance.now();
  const one = await listSlots(db, { lawyerId: "5a1e0000-0000-4000-8000-000000000001", serviceArea: "family", kind: "video", days: 30 });
  console.log("one", one.length, (performance.now() - t).toFixed(1));
  t = performance.now();
  const any = await listSlots(db, { serviceArea: "family", kind: "video", days: 14 });
  console.log("any", any.length, (performance.now() - t).toFixed(1));
}
let t = performance.now();
for (let i = 0; i < 10000; i++) qatarInstant("2026-11-25", 540);
console.log("10k qatarInstant", (performance.now() - t).toFixed(1));
t = performance.now();
const hours = [0,1,2,3,4].flatMap((weekday) => [{ weekday, startMinute: 540, endMinute: 780 }, { weekday, startMinute: 960, endMinute: 1140 }]);
for (let i = 0; i < 100; i++) computeSlots({ weeklyHours: hours, blockedDates: [], busy: [], worksWeekends: false, minNoticeHours: 12, slotMinutes: 30, now: new Date(), fromDate: "2026-11-22", days: 30 });
console.log("100 computeSlots 30d", (performance.now() - t).toFixed(1));
await db.destroy();
