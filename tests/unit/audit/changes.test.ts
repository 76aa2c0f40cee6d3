import { describe, expect, it } from "vitest";
import { auditValueText, fieldChanges, fieldChangesText } from "#server/audit/changes";

describe("how an audit entry's changes read", () => {
  const doha = (iso: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Qatar" }).format(new Date(iso));

  it("writes an instant in the reader's format, and leaves a date or a code that only looks like one as it is", () => {
    expect(auditValueText("2027-01-07T20:59:59.000Z", { instant: doha })).toBe("7 Jan 2027, 23:59");
    expect(auditValueText("2027-01-07", { instant: doha })).toBe("2027-01-07");
    expect(auditValueText("QL-2026-000002", { instant: doha })).toBe("QL-2026-000002");
    // Without a format (the CSV), the instant stays ISO 8601.
    expect(auditValueText("2027-01-07T20:59:59.000Z")).toBe("2027-01-07T20:59:59.000Z");
    expect(auditValueText(["2027-01-07T20:59:59Z", "x"], { instant: doha })).toBe("7 Jan 2027, 23:59, x");
  });

  it("marks structured values as data (shown as code) and text, numbers and lists as prose", () => {
    const changes = fieldChanges({ status: "draft", content: { title: "A" }, tags: ["a"] }, { status: "live", content: { title: "B" }, fee: 500 });
    expect(changes).toEqual([
      { field: "status", label: "status", before: "draft", after: "live", data: false },
      { field: "content", label: "content", before: '{"title":"A"}', after: '{"title":"B"}', data: true },
      { field: "tags", label: "tags", before: "a", after: null, data: false },
      { field: "fee", label: "fee", before: null, after: "500", data: false },
    ]);
    expect(fieldChanges(null, { sections: [{ body: "B", points: ["p"] }] })[0]).toEqual({ field: "sections", label: "sections", before: null, after: '{"body":"B","points":["p"]}', data: true });
    // A gateway's checkout id is data; a reference and a sentence are not.
    expect(fieldChanges(null, { checkout: "chk_0133486cddc2e351e4af93c4" })[0]!.data).toBe(true);
    expect(fieldChanges(null, { number: "INV-2026-000001" })[0]!.data).toBe(false);
    expect(fieldChanges(null, { reason: "Settled out of court in 2026 after mediation" })[0]!.data).toBe(false);
    expect(fieldChangesText({ status: "draft" }, { status: "live" })).toBe("status: draft → live");
  });

  it("names fields and codes in the reader's language when the reader has labels for them (issue 29), and leaves the rest as recorded", () => {
    const labels: Record<string, string> = { status: "الحالة", in_progress: "قيد العمل", submitted: "مقدَّم" };
    const format = { field: (f: string) => labels[f] ?? null, code: (_f: string, v: string | boolean) => (typeof v === "boolean" ? (v ? "نعم" : "لا") : (labels[v] ?? null)) };
    expect(fieldChanges({ status: "submitted", twoFactor: true, note: "call back" }, { status: "in_progress", twoFactor: false, note: "done" }, format)).toEqual([
      { field: "status", label: "الحالة", before: "مقدَّم", after: "قيد العمل", data: false },
      { field: "twoFactor", label: "twoFactor", before: "نعم", after: "لا", data: false },
      { field: "note", label: "note", before: "call back", after: "done", data: false },
    ]);
    // A code nobody named stays as recorded; a sentence is never looked up.
    expect(fieldChanges({ status: "archived_x" }, null, format)[0]!.before).toBe("archived_x");
  });

  it("cuts a long value with an ellipsis", () => {
    const text = auditValueText("x".repeat(1000))!;
    expect(text).toHaveLength(400);
    expect(text.endsWith("…")).toBe(true);
  });
});
