import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { wordVariants } from "#server/common/search-equivalents";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller } from "../../setup/callers";
import { insertLawyer, insertLibraryItem, insertUpdate } from "../../setup/publications";

/**
 * Issue 13 §2: the library, the legal updates and the directory find singular and plural forms and both
 * English spellings (decision record 030), while partial words and Arabic letter variants still match.
 */
let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

describe("word variants", () => {
  it("pairs sound feminine plurals, broken plurals and spellings, folded", () => {
    expect(wordVariants("شركات")).toEqual(expect.arrayContaining(["شركات", "شركه"]));
    expect(wordVariants("الشركة")).toEqual(expect.arrayContaining(["الشركه", "شركه", "شركات"]));
    expect(wordVariants("عقود")).toEqual(expect.arrayContaining(["عقد"]));
    expect(wordVariants("Labor")).toEqual(expect.arrayContaining(["labor", "labour"]));
    expect(wordVariants("أحكام")).toEqual(expect.arrayContaining(["احكام", "حكم"]));
    expect(wordVariants("   ")).toEqual([]);
    expect(wordVariants("!labour,")).toEqual(expect.arrayContaining(["labour", "labor"]));
    expect(wordVariants("«عقود»")).toEqual(expect.arrayContaining(["عقد"]));
  });
});

describe("searching the library and the updates", () => {
  it("finds plural and singular forms and both spellings, in both directions", async () => {
    const caller = anonymousCaller(db);
    const company = await insertLibraryItem(db, { title_ar: "دليل تأسيس شركة ذات مسؤولية محدودة", title_en: "Setting up a limited liability company", summary_en: "Steps and fees", summary_ar: "الخطوات والرسوم" });
    const contracts = await insertLibraryItem(db, { title_ar: "نماذج العقود التجارية", title_en: "Commercial contract templates", summary_en: "Templates", summary_ar: "نماذج" });
    const labour = await insertLibraryItem(db, { title_ar: "قانون العمل القطري", title_en: "Qatar Labour Law explained", summary_en: "Employment rules", summary_ar: "أحكام التوظيف" });
    const arbitration = await insertLibraryItem(db, { title_ar: "التحكيم في قطر", title_en: "Arbitration in Qatar", summary_en: "Seats and rules", summary_ar: "المقر والقواعد" });
    const find = async (q: string) => (await caller.library.list({ q })).items.map((i) => i.id);

    expect(await find("شركات")).toContain(company.id);
    expect(await find("الشركات")).toContain(company.id);
    expect(await find("companies")).toContain(company.id);
    expect(await find("عقد")).toContain(contracts.id);
    expect(await find("عقود")).toContain(contracts.id);
    expect(await find("contracts")).toContain(contracts.id);
    expect(await find("labor")).toContain(labour.id);
    expect(await find("labour")).toContain(labour.id);
    // Partial words and folded letters still match; a word with no match finds nothing.
    expect(await find("arbitr")).toEqual([arbitration.id]);
    expect(await find("احكام")).toContain(labour.id);
    expect(await find("قانون")).toContain(labour.id);
    expect(await find("zzqx")).toEqual([]);
    // tsquery syntax in the input is only text.
    for (const q of ["a & b", "'", "!", "x:*", "(company", "| |", "\\", "%_"]) await expect(caller.library.list({ q })).resolves.toBeTruthy();

    const update = await insertUpdate(db, { title_en: "New rules for labor contracts", title_ar: "قواعد جديدة لعقود العمل", tags: ["employment"] });
    const findUpdate = async (q: string) => (await caller.legalUpdates.list({ q })).items.map((i) => i.id);
    expect(await findUpdate("labour")).toContain(update);
    expect(await findUpdate("عقد")).toContain(update);
    expect(await findUpdate("contract")).toContain(update);
  });
});

describe("searching the directory", () => {
  it("finds bio words in plural or singular without stemming names", async () => {
    const id = await insertLawyer(db, { name_en: "Maryam Al-Sulaiti", name_ar: "مريم السليطي" });
    await db.updateTable("lawyers").set({ bio_en: "Advises companies on labor disputes.", bio_ar: "تقدم المشورة للشركات في نزاعات العقود." }).where("id", "=", id).execute();
    const find = async (q: string) => (await anonymousCaller(db).lawyers.search({ q })).items.map((l) => l.id);
    expect(await find("company")).toContain(id);
    expect(await find("labour")).toContain(id);
    expect(await find("شركة")).toContain(id);
    expect(await find("عقد")).toContain(id);
    expect(await find("Maryam")).toContain(id);
    expect(await find("nonexistentword")).not.toContain(id);
  });
});
