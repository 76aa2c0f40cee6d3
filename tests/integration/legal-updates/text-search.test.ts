import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { insertUpdate } from "../../setup/publications";

/** Migration 0028 on the legal updates: titles, summaries, bodies and tags, public list and admin list. */
let db: DB;
let cleanup: () => Promise<void>;
const ids: Record<string, string> = {};

const FIXTURES = {
  companyAr: { title_ar: "تعديل يخص كل شركة مساهمة", title_en: "An amendment one" },
  companiesAr: { title_ar: "مستجد ثان", title_en: "An amendment two", body_ar: "على شركات التأمين تقديم البيانات." },
  contractAr: { title_ar: "مستجد ثالث", title_en: "An amendment three", summary_ar: "شروط عقد التوريد" },
  contractsAr: { title_ar: "تسجيل عقود الإيجار", title_en: "An amendment four" },
  companyEn: { title_ar: "مستجد خامس", title_en: "Every company must keep a register" },
  companiesEn: { title_ar: "مستجد سادس", title_en: "An amendment six", body_en: "Listed companies report quarterly." },
  labourEn: { title_ar: "مستجد سابع", title_en: "An amendment seven", summary_en: "The Labour Law changes in March." },
  laborTag: { title_ar: "مستجد ثامن", title_en: "An amendment eight", tags: ["labor-law"] as string[] },
  arbitration: { title_ar: "مستجد تاسع", title_en: "An amendment nine", body_en: "Arbitration clauses in leases." },
} as const;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  for (const [key, fields] of Object.entries(FIXTURES)) ids[key] = await insertUpdate(db, { category: "commercial", ...fields });
});
afterAll(() => cleanup());

const find = async (q: string) => (await anonymousCaller(db).legalUpdates.list({ q })).items.map((u) => u.id).sort();
const of = (...keys: (keyof typeof FIXTURES)[]) => keys.map((key) => ids[key]!).sort();

describe("legalUpdates.list: plurals and spellings (migration 0028)", () => {
  it("joins شركة/شركات and عقد/عقود both ways, in titles, summaries and bodies", async () => {
    expect(await find("شركات")).toEqual(of("companyAr", "companiesAr"));
    expect(await find("شركة")).toEqual(of("companyAr", "companiesAr"));
    expect(await find("عقود")).toEqual(of("contractAr", "contractsAr"));
    expect(await find("عقد")).toEqual(of("contractAr", "contractsAr"));
  });

  it("joins company/companies and labour/labor both ways, tags included", async () => {
    expect(await find("companies")).toEqual(of("companyEn", "companiesEn"));
    expect(await find("company")).toEqual(of("companyEn", "companiesEn"));
    expect(await find("labor")).toEqual(of("labourEn", "laborTag"));
    expect(await find("labour")).toEqual(of("labourEn", "laborTag"));
  });

  it("keeps partial words, needs every word, finds nothing for an absent word and accepts tsquery syntax as text", async () => {
    expect(await find("arbitr")).toEqual(of("arbitration"));
    expect(await find("labour arbitration")).toEqual([]);
    expect(await find("astronomy")).toEqual([]);
    for (const q of ["'", "it's", "a & b", "!x | y", ":*", "(company)", "\\", "<->"]) {
      await expect(anonymousCaller(db).legalUpdates.list({ q }), q).resolves.toBeDefined();
    }
  });

  it("the admin list searches the same way, drafts included", async () => {
    const draft = await insertUpdate(db, { category: "commercial", status: "draft", published_at: null, title_en: "Draft about labour" });
    const admin = await userWithRole(db, "admin");
    const found = (await admin.caller.legalUpdates.admin.list({ q: "labor" })).items.map((u) => u.id).sort();
    expect(found).toEqual([...of("labourEn", "laborTag"), draft].sort());
    expect(await find("labor")).toEqual(of("labourEn", "laborTag")); // the draft stays private
  });
});
