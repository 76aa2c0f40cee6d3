import { describe, expect, it } from "vitest";
import { asciiDigits } from "#server/common/fields";
import { asciiDigitsInQuery } from "#server/http/digits";

describe("reading digits typed on an Arabic keyboard (issue 13 §2)", () => {
  it("reads Arabic-Indic and Eastern Arabic-Indic digits as ASCII in form values", () => {
    expect(asciiDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(asciiDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(asciiDigits("+٩٧٤ ۵۵۵ 1234")).toBe("+974 555 1234");
    expect(asciiDigits("رسوم ٥٠٠ ريال")).toBe("رسوم 500 ريال");
  });

  it("rewrites every query parameter, encoded or raw, and leaves the path and other characters alone", () => {
    const encoded = `/browse-law-firms?maxFee=${encodeURIComponent("٥٠٠")}&page=${encodeURIComponent("۲")}&q=${encodeURIComponent("أحمد")}`;
    expect(asciiDigitsInQuery(encoded)).toBe(`/browse-law-firms?maxFee=500&page=2&q=${encodeURIComponent("أحمد")}`);
    expect(asciiDigitsInQuery("/x?page=٣")).toBe("/x?page=3");
    // A path segment is a record's name: untouched.
    expect(asciiDigitsInQuery(`/case/${encodeURIComponent("٣")}`)).toBe(`/case/${encodeURIComponent("٣")}`);
    // Other Arabic letters whose UTF-8 shares the lead byte stay as they are (ء is %D8%A1, ـ is %D9%80).
    expect(asciiDigitsInQuery(`/s?q=${encodeURIComponent("ءـ")}`)).toBe(`/s?q=${encodeURIComponent("ءـ")}`);
    expect(decodeURIComponent(asciiDigitsInQuery(`/s?q=${encodeURIComponent("قانون ٢٠١٦")}`))).toBe("/s?q=قانون 2016");
  });
});
