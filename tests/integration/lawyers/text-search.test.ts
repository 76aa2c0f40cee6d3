import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import type { NewLawyer } from "#db/schema";
import { sampleLawyer } from "../../../scripts/seed-lawyers";
import { anonymousCaller } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";

/**
 * Migration 0028 in the directory: titles and bios find plurals and both spellings; names keep the
 * logic of migration 0003 (folded, partial, transliterated, never stemmed).
 */
let db: DB;
let cleanup: () => Promise<void>;

let nextIndex = 7000;
function lawyer(overrides: Partial<NewLawyer>): NewLawyer & { id: string } {
  const base = sampleLawyer(nextIndex++);
  return { ...base, verified: true, title_ar: "محام", title_en: "Lawyer", bio_ar: "نبذة", bio_en: "Bio", ...overrides, id: base.id };
}

const COMPANY = lawyer({ name_ar: "سارة يوسف الحمادي", name_en: "Sara Yousef Al-Hammadi", bio_en: "Helps a company from its founding.", bio_ar: "يساعد كل شركة ناشئة." });
const COMPANIES = lawyer({ name_ar: "ريم خالد الهاجري", name_en: "Reem Khalid Al-Hajri", bio_en: "Represents companies in disputes.", bio_ar: "يمثل شركات المقاولات." });
const LABOUR = lawyer({ name_ar: "بدر علي الكواري", name_en: "Bader Ali Al-Kuwari", title_en: "Labour lawyer", bio_ar: "يصوغ عقد العمل." });
const LABOR = lawyer({ name_ar: "نورة سالم المهندي", name_en: "Noura Salem Al-Mohannadi", bio_en: "Labor arbitration and settlements.", bio_ar: "يراجع عقود التوريد." });
const CHILD = lawyer({ name_ar: "منى فهد العطية", name_en: "Mona Fahad Al-Attiyah", bio_en: "Child custody matters." });
// A family name that a stemmer would join to "child": a search for it ranks the name first.
const CHILDS = lawyer({ name_ar: "جون تشايلدز", name_en: "John Childs", bio_en: "Shipping law." });
const AHMED_HAMZA = lawyer({ name_ar: "أحمد حسن الملا", name_en: "Ahmed Hassan Al-Mulla" });
const AHMED_PLAIN = lawyer({ name_ar: "احمد جاسم الخليفي", name_en: "Ahmad Jassim Al-Khulaifi" });
const ALL = [COMPANY, COMPANIES, LABOUR, LABOR, CHILD, CHILDS, AHMED_HAMZA, AHMED_PLAIN];

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  await db.insertInto("lawyers").values(ALL).execute();
});
afterAll(() => cleanup());

const find = async (q: string) => (await anonymousCaller(db).lawyers.search({ q })).items.map((l) => l.id).sort();
const of = (...rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe("lawyers.search: plurals and spellings in titles and bios (migration 0028)", () => {
  it("joins company/companies and شركة/شركات both ways", async () => {
    expect(await find("companies")).toEqual(of(COMPANY, COMPANIES));
    expect(await find("company")).toEqual(of(COMPANY, COMPANIES));
    expect(await find("شركات")).toEqual(of(COMPANY, COMPANIES));
    expect(await find("شركة")).toEqual(of(COMPANY, COMPANIES));
  });

  it("joins labour/labor (title or bio) and عقد/عقود both ways", async () => {
    expect(await find("labor")).toEqual(of(LABOUR, LABOR));
    expect(await find("labour")).toEqual(of(LABOUR, LABOR));
    expect(await find("عقود")).toEqual(of(LABOUR, LABOR));
    expect(await find("عقد")).toEqual(of(LABOUR, LABOR));
  });

  it("keeps the name logic: folded letters, partial names, no stemming of names", async () => {
    expect(await find("احمد")).toEqual(of(AHMED_HAMZA, AHMED_PLAIN));
    expect(await find("أحمد")).toEqual(of(AHMED_HAMZA, AHMED_PLAIN));
    expect(await find("Hamma")).toEqual(of(COMPANY));
    // The query word is stemmed against bios (childs → child), but the name match ranks first.
    const childs = (await anonymousCaller(db).lawyers.search({ q: "Childs" })).items.map((l) => l.id);
    expect(childs).toEqual([CHILDS.id, CHILD.id]);
  });

  it("finds nothing for an absent word and reads tsquery syntax as text", async () => {
    await expect(anonymousCaller(db).lawyers.search({ q: "astronomy" })).resolves.toMatchObject({ total: 0 });
    for (const q of ["'", "it's", "a & b", "!x | y", ":*", "(company)", "\\", "<->"]) {
      await expect(anonymousCaller(db).lawyers.search({ q }), q).resolves.toBeDefined();
    }
    expect(await find("(companies)")).toEqual(of(COMPANY, COMPANIES));
  });
});
