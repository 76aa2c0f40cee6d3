import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { wordVariants } from "#server/common/search-equivalents";
import { anonymousCaller } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { insertLibraryItem } from "../../setup/publications";

/**
 * Migration 0028 and server/common/search-equivalents.ts: plurals and singulars, both English spellings, with
 * the partial words and letter folding of migration 0004 kept (decision record 030). Each item holds
 * one form only, and the forms are chosen so the LIKE alone could not join them (عقد is not inside عقود).
 */
let db: DB;
let cleanup: () => Promise<void>;
const items: Record<string, string> = {};

const NEUTRAL = { summary_ar: "ملخص", summary_en: "Summary" };
const FIXTURES = {
  // Arabic, written without the article: the stemmer's hardest case (شركة → شرك, شركات → شركا).
  companyAr: { title_ar: "تأسيس شركة ذات مسؤولية محدودة", title_en: "Incorporation guide one" },
  companiesAr: { title_ar: "دليل تسجيل شركات الأشخاص", title_en: "Incorporation guide two" },
  contractAr: { title_ar: "نموذج عقد عمل", title_en: "Employment template" },
  contractsAr: { title_ar: "صياغة عقود المقاولات", title_en: "Construction drafting" },
  companyEn: { title_ar: "دليل أول", title_en: "Forming a company in Qatar" },
  companiesEn: { title_ar: "دليل ثان", title_en: "Register of companies" },
  labourEn: { title_ar: "دليل ثالث", title_en: "Labour Law explained" },
  laborEn: { title_ar: "دليل رابع", title_en: "Labor disputes before the committee" },
  arbitration: { title_ar: "دليل خامس", title_en: "Arbitration rules of the centre" },
  ahmedHamza: { title_ar: "فتوى مكتب أحمد", title_en: "Office opinion one" },
  ahmedPlain: { title_ar: "فتوى مكتب احمد", title_en: "Office opinion two" },
} as const;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  for (const [key, fields] of Object.entries(FIXTURES)) {
    items[key] = (await insertLibraryItem(db, { ...NEUTRAL, ...fields })).id;
  }
});
afterAll(() => cleanup());

const find = async (q: string) => (await anonymousCaller(db).library.list({ q })).items.map((i) => i.id).sort();
const ids = (...keys: (keyof typeof FIXTURES)[]) => keys.map((key) => items[key]!).sort();

describe("library search: plurals and spellings, each item holding one form (migration 0028)", () => {
  it("finds شركة for شركات and شركات for شركة, with or without the article", async () => {
    expect(await find("شركات")).toEqual(ids("companyAr", "companiesAr"));
    expect(await find("شركة")).toEqual(ids("companyAr", "companiesAr"));
    expect(await find("الشركات")).toEqual(ids("companyAr", "companiesAr"));
    expect(await find("والشركة")).toEqual(ids("companyAr", "companiesAr"));
    expect(await find("شركه")).toEqual(ids("companyAr", "companiesAr")); // ة typed as ه
  });

  it("finds عقد for عقود and عقود for عقد (a broken plural, from the equivalents list)", async () => {
    expect(await find("عقود")).toEqual(ids("contractAr", "contractsAr"));
    expect(await find("عقد")).toEqual(ids("contractAr", "contractsAr"));
    expect(await find("العقود")).toEqual(ids("contractAr", "contractsAr"));
  });

  it("finds company for companies and companies for company", async () => {
    expect(await find("companies")).toEqual(ids("companyEn", "companiesEn"));
    expect(await find("company")).toEqual(ids("companyEn", "companiesEn"));
    expect(await find("COMPANIES")).toEqual(ids("companyEn", "companiesEn"));
  });

  it("finds labour for labor and labor for labour, inflected forms included", async () => {
    expect(await find("labor")).toEqual(ids("labourEn", "laborEn"));
    expect(await find("labour")).toEqual(ids("labourEn", "laborEn"));
    expect(await find("Labourers")).toEqual(ids("labourEn", "laborEn"));
    expect(await find("center")).toEqual(ids("arbitration")); // centre, the other spelling
  });

  it("keeps partial words, letter folding and the every-word rule", async () => {
    expect(await find("arbitr")).toEqual(ids("arbitration"));
    expect(await find("Arbitrat")).toEqual(ids("arbitration"));
    expect(await find("احمد")).toEqual(ids("ahmedHamza", "ahmedPlain"));
    expect(await find("أحمد")).toEqual(ids("ahmedHamza", "ahmedPlain"));
    expect(await find("عقود شركات")).toEqual([]);
    expect(await find("labor company")).toEqual([]);
    expect(await find("تأسيس شركات")).toEqual(ids("companyAr"));
  });

  it("finds nothing for a word no item has", async () => {
    expect(await find("astronomy")).toEqual([]);
    expect(await find("فلك")).toEqual([]);
    expect(await find("zzcompanyzz")).toEqual([]);
  });

  it("never reads the query as tsquery syntax: quotes, operators and parentheses are plain text", async () => {
    const inputs = [
      "'",
      '"',
      "''",
      "it's",
      "a & b",
      "a | b",
      "!a",
      "!",
      "&",
      "|",
      ":*",
      "comp:*",
      "company:*",
      "(company)",
      ")(",
      "&|!():*<->",
      "a <-> b",
      "\\",
      "\\'",
      "'company' | 'labor'",
      "شركة & عقد",
      "%",
      "_",
    ];
    for (const q of inputs) await expect(anonymousCaller(db).library.list({ q }), q).resolves.toBeDefined();
    // The words inside the punctuation still count.
    expect(await find("(company)")).toEqual(ids("companyEn", "companiesEn"));
    expect(await find("company:*")).toEqual(ids("companyEn", "companiesEn"));
    expect(await find("!labour")).toEqual(ids("labourEn", "laborEn"));
    expect(await find("a & b")).toEqual([]);
  });
});

describe("wordVariants: glued prefixes and inflected spellings", () => {
  it("drops و/ف/ب/ك/ل with the article, and carries an inflection over to the other spelling", () => {
    expect(wordVariants("والشركة")).toEqual(expect.arrayContaining(["شركه", "شركات"]));
    expect(wordVariants("بالعقود")).toEqual(expect.arrayContaining(["عقود", "عقد"]));
    expect(wordVariants("Labourers")).toEqual(expect.arrayContaining(["labourers", "laborers"]));
    expect(wordVariants("licensed")).toEqual(expect.arrayContaining(["licenced"]));
    expect(wordVariants("ولد")).toEqual(["ولد"]); // too short to carry a prefix
  });
});
