import { describe, expect, it } from "vitest";
import { amountInWords } from "#server/billing/amount-words";
import { formatDirhams } from "#server/billing/format";
import { formatNumber } from "#server/billing/numbering";

describe("an amount in words (issue 28 §3)", () => {
  it.each([
    [100, "One Qatari riyal", "ريال قطري واحد"],
    [200, "Two Qatari riyals", "ريالان قطريان"],
    [1_100, "Eleven Qatari riyals", "أحد عشر ريال قطري"],
    [2_100, "Twenty-one Qatari riyals", "واحد وعشرون ريال قطري"],
    [10_500, "One hundred and five Qatari riyals", "مائة وخمسة ريال قطري"],
    [250_000, "Two thousand five hundred Qatari riyals", "ألفان وخمسمائة ريال قطري"],
    [1_500_000, "Fifteen thousand Qatari riyals", "خمسة عشر ألف ريال قطري"],
    [300_000, "Three thousand Qatari riyals", "ثلاثة آلاف ريال قطري"],
    [1_000_000, "Ten thousand Qatari riyals", "عشرة آلاف ريال قطري"],
    [12_345_600, "One hundred and twenty-three thousand four hundred and fifty-six Qatari riyals", "مائة وثلاثة وعشرون ألف وأربعمائة وستة وخمسون ريال قطري"],
    [100_000_000, "One million Qatari riyals", "مليون ريال قطري"],
    [250_000_050, "Two million five hundred thousand Qatari riyals and fifty dirhams", "مليونان وخمسمائة ألف ريال قطري وخمسون درهم"],
    [1, "Zero Qatari riyals and one dirham", "صفر ريال قطري ودرهم واحد"],
  ])("%i dirhams", (dirhams, en, ar) => {
    expect(amountInWords(dirhams, "en")).toBe(en);
    expect(amountInWords(dirhams, "ar")).toBe(ar);
  });

  it("refuses what is not a whole number of dirhams", () => {
    expect(() => amountInWords(10.5, "en")).toThrow(RangeError);
    expect(() => amountInWords(-1, "ar")).toThrow(RangeError);
  });

  it("figures are exact, with the dirhams", () => {
    expect(formatDirhams(250_005, "en")).toBe("QAR 2,500.05");
    expect(formatDirhams(250_005, "ar")).toBe("2,500.05 ر.ق");
  });

  it("numbers invoices and receipts per year with six digits", () => {
    expect(formatNumber("invoice", 2026, 7)).toBe("INV-2026-000007");
    expect(formatNumber("receipt", 2027, 123456)).toBe("RCT-2027-123456");
  });
});
