import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { asciiDigits } from "#server/common/fields";
import { asciiDigitsInQuery } from "#server/http/digits";
import { minutesOf, profileInput, settingsInput } from "#server/lawyer-desk/schemas";
import { scheduleForm } from "#server/legal-updates/schemas";
import { libraryContentForm } from "#server/library/schemas";
import { postingFields } from "~/routes/dashboard/admin/jobs/job-postings.server";

/** A form post of these fields, parsed as the routes parse it (conform); the errors of the named fields. */
function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>, names: string[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema });
  return Object.fromEntries(names.map((name) => [name, submission.status === "success" ? undefined : submission.error?.[name]]));
}

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

/**
 * The Arabic hints show their examples and bounds in Arabic-Indic digits (decision 023), so each field that
 * shows one reads them: what the hint shows, typed as shown, is accepted.
 */
describe("fields whose hints show numbers read them in any digits", () => {
  it("a publication time as the hint shows it (٢٠٢٦-٠٥-٠٣ ٠٩:٣٠, or 2026-05-03 09:30), and as the picker sends it", () => {
    const schema = scheduleForm(new Date("2026-01-01T00:00:00Z"));
    for (const publishAt of ["٢٠٢٦-٠٥-٠٣ ٠٩:٣٠", "2026-05-03 09:30", "2026-05-03T09:30", "۲۰۲۶-۰۵-۰۳T۰۹:۳۰"]) {
      expect(errorsOf(schema, { version: "1", publishAt }, ["publishAt"]), publishAt).toEqual({ publishAt: undefined });
    }
    expect(errorsOf(schema, { version: "1", publishAt: "٢٠٢٦-٠٢-٣٠ ٠٩:٣٠" }, ["publishAt"])).toEqual({ publishAt: ["adminPublishing:validation.publishAt"] });
  });

  it("a library item's year (٢٠٢٤) and a posting's closing day (٢٠٢٦-١٢-٣١)", () => {
    for (const year of ["٢٠٢٤", "۲۰۲۴", "2024"]) expect(errorsOf(libraryContentForm, { year }, ["year"]), year).toEqual({ year: undefined });
    expect(postingFields.closesOn.parse("٢٠٢٦-١٢-٣١")).toBe("2026-12-31");
  });

  it("the lawyer's years of practice, fees and notice (٠ to ٧٠, ١٠٠٬٠٠٠, ٣٣٦) and weekly hours (٠٩:٣٠)", () => {
    expect(errorsOf(profileInput, { yearsOfPractice: "٧" }, ["yearsOfPractice"])).toEqual({ yearsOfPractice: undefined });
    expect(errorsOf(profileInput, { yearsOfPractice: "٧١" }, ["yearsOfPractice"])).toEqual({ yearsOfPractice: ["lawyerDesk:validation.years"] });
    expect(errorsOf(profileInput, { yearsOfPractice: "" }, ["yearsOfPractice"])).toEqual({ yearsOfPractice: ["lawyerDesk:validation.years"] });
    const settings = { feeVideo: "١٠٠٬٠٠٠", feeVoice: "5,000", feeInPerson: "", slotMinutes: "30", minNoticeHours: "٣٣٦" };
    expect(errorsOf(settingsInput, { ...settings, feeWritten: "٥٠٠" }, ["feeWritten", "feeVideo", "feeVoice", "feeInPerson", "minNoticeHours"])).toEqual({
      feeWritten: undefined,
      feeVideo: undefined,
      feeVoice: undefined,
      feeInPerson: undefined,
      minNoticeHours: undefined,
    });
    expect(errorsOf(settingsInput, { ...settings, feeWritten: "خمسمئة" }, ["feeWritten"])).toEqual({ feeWritten: ["lawyerDesk:validation.fee"] });
    const parsed = settingsInput.parse({ feeWritten: 500, slotMinutes: 30, minNoticeHours: 24 });
    expect(parsed).toMatchObject({ feeWritten: 500, minNoticeHours: 24 });
    expect(minutesOf("٠٩:٣٠")).toBe(570);
  });
});
