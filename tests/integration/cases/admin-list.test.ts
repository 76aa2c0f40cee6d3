import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { CSV_BOM, csvField, toCsv } from "#server/cases/csv";
import { userWithRole } from "../../setup/callers";
import { inHours, openCase, type Cast, useCaseDatabase } from "./support";

let db: DB;
let cast: Cast;
const ids: Record<string, string> = {};

useCaseDatabase(async (ready) => {
  ({ db, cast } = ready);
  // Stored with one spelling, searched with another (issue 9 §3: fold Arabic letter variants).
  ids.hamza = (await openCase(cast, { titleAr: "نزاع إيجار مع أحمد", titleEn: "Lease dispute", serviceArea: "civil", court: "court_of_first_instance" })).id;
  ids.taMarbuta = (await openCase(cast, { titleAr: "مطالبة شركة التوريد", titleEn: "Supplier claim" })).id;
  ids.alefMaqsura = (await openCase(cast, { titleAr: "دعوى مستشفى الهدى", titleEn: "Hospital claim", serviceArea: "family" })).id;
  const salem = await userWithRole(db, "individual", { name: "سالم آل ثاني" });
  ids.clientName = (await cast.admin.caller.cases.create({ clientId: salem.userId, titleEn: "Inheritance", serviceArea: "family" })).id;
  ids.plain = (await openCase(cast, { titleAr: "قضية عمالية", titleEn: "Labour, \"overtime\", claim" })).id;
  await cast.lawyer.caller.cases.addHearing({ id: ids.taMarbuta, startsAt: inHours(48).toISOString(), purpose: "First session" });
  await cast.lawyer.caller.cases.addHearing({ id: ids.plain, startsAt: inHours(24 * 10).toISOString(), purpose: "Later session" });
  await cast.admin.caller.cases.close({ id: ids.alefMaqsura });
});

const search = async (q: string) => (await cast.admin.caller.cases.listAll({ q })).rows.map((r) => r.id);

describe("/admin/cases search", () => {
  it("folds أ/إ/آ/ا, ة/ه and ى/ي in titles and client names, both ways", async () => {
    expect(await search("ايجار")).toEqual([ids.hamza]);
    expect(await search("احمد")).toEqual([ids.hamza]);
    expect(await search("أحمد إيجار")).toEqual([ids.hamza]);
    expect(await search("مطالبه")).toEqual([ids.taMarbuta]);
    expect(await search("الهدي")).toEqual([ids.alefMaqsura]);
    expect(await search("مستشفي")).toEqual([ids.alefMaqsura]);
    expect(await search("ال ثاني")).toEqual([ids.clientName]);
    expect(await search("سالم")).toEqual([ids.clientName]);
    expect(await search("ﻻ يوجد")).toEqual([]);
  });

  it("finds references, English titles and company names, every word required", async () => {
    const { reference } = await cast.admin.caller.cases.byId({ id: ids.plain });
    expect(await search(reference)).toEqual([ids.plain]);
    expect(await search(reference.slice(-6))).toEqual([ids.plain]);
    expect(await search("OVERTIME")).toEqual([ids.plain]);
    expect((await search("Test Company")).length).toBe(4);
    expect(await search("lease hospital")).toEqual([]);
    // LIKE's wildcards are not patterns: a word of punctuation only is no word at all.
    expect((await search("%")).length).toBe(5);
    expect(await search("_يجار")).toEqual([ids.hamza]);
  });

  it("finds a case by its client's new name after a rename, and no longer by the old one", async () => {
    const { clientId } = await db.selectFrom("cases").select("client_id as clientId").where("id", "=", ids.clientName).executeTakeFirstOrThrow();
    await db.updateTable("user").set({ name: "سالم الكواري" }).where("id", "=", clientId).execute();
    expect(await search("الكواري")).toEqual([ids.clientName]);
    expect(await search("ال ثاني")).toEqual([]);
    await db.updateTable("user").set({ name: "سالم آل ثاني" }).where("id", "=", clientId).execute();
    expect(await search("ال ثاني")).toEqual([ids.clientName]);
  });

  it("follows a company's new legal name to its cases", async () => {
    const withCompany = await db.selectFrom("cases").select(["company_id"]).where("company_id", "is not", null).execute();
    const companyId = withCompany[0]!.company_id!;
    const count = withCompany.filter((c) => c.company_id === companyId).length;
    const before = await db.selectFrom("companies").select(["legal_name_en"]).where("id", "=", companyId).executeTakeFirstOrThrow();
    await db.updateTable("companies").set({ legal_name_en: "Renamed Holding" }).where("id", "=", companyId).execute();
    expect((await search("Renamed Holding")).length).toBe(count);
    await db.updateTable("companies").set({ legal_name_en: before.legal_name_en }).where("id", "=", companyId).execute();
    expect(await search("Renamed Holding")).toEqual([]);
  });
});

describe("/admin/cases filters, sorting, pages and counts", () => {
  it("filters by status, lawyer, service area, court and hearings in the next 7 days, counting per status", async () => {
    const all = await cast.admin.caller.cases.listAll({});
    expect(all.total).toBe(5);
    expect(all.counts).toMatchObject({ open: 4, closed: 1, all: 5 });
    const closed = await cast.admin.caller.cases.listAll({ status: "closed" });
    expect(closed.rows.map((r) => r.id)).toEqual([ids.alefMaqsura]);
    expect(closed.counts.open).toBe(4);
    expect((await cast.admin.caller.cases.listAll({ lawyer: cast.lawyer.userId })).total).toBe(4);
    expect((await cast.admin.caller.cases.listAll({ lawyer: cast.otherLawyer.userId })).total).toBe(0);
    expect((await cast.admin.caller.cases.listAll({ serviceArea: "family" })).rows.map((r) => r.id).sort()).toEqual([ids.alefMaqsura, ids.clientName].sort());
    expect((await cast.admin.caller.cases.listAll({ court: "court_of_first_instance" })).rows.map((r) => r.id)).toEqual([ids.hamza]);
    const soon = await cast.admin.caller.cases.listAll({ hearingsNext7Days: true });
    expect(soon.rows.map((r) => r.id)).toEqual([ids.taMarbuta]);
    expect(soon.rows[0]!.next_hearing_at).not.toBeNull();
    // Two filters and a search together.
    expect((await cast.admin.caller.cases.listAll({ status: "open", serviceArea: "commercial", q: "التوريد" })).rows.map((r) => r.id)).toEqual([ids.taMarbuta]);
  });

  it("sorts by last update, reference or next hearing, and pages", async () => {
    const byUpdate = (await cast.admin.caller.cases.listAll({ sort: "updated" })).rows;
    expect(byUpdate[0]!.id).toBe(ids.alefMaqsura);
    const byReference = (await cast.admin.caller.cases.listAll({ sort: "reference" })).rows.map((r) => r.reference);
    expect(byReference).toEqual([...byReference].sort());
    const byHearing = (await cast.admin.caller.cases.listAll({ sort: "next_hearing" })).rows.map((r) => r.id);
    expect(byHearing.slice(0, 2)).toEqual([ids.taMarbuta, ids.plain]);
    const page1 = await cast.admin.caller.cases.listAll({ sort: "reference", pageSize: 2, page: 1 });
    const page3 = await cast.admin.caller.cases.listAll({ sort: "reference", pageSize: 2, page: 3 });
    expect(page1.pageCount).toBe(3);
    expect(page1.rows.map((r) => r.reference)).toEqual(byReference.slice(0, 2));
    expect(page3.rows.map((r) => r.reference)).toEqual(byReference.slice(4));
    expect(page1.rows[0]!.lawyers.length + page1.rows[1]!.lawyers.length).toBeGreaterThan(0);
  });
});

describe("CSV export", () => {
  it("escapes commas, quotes, line breaks and formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(" padded")).toBe('" padded"');
    expect(csvField("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
    expect(csvField("+974 5555")).toBe("'+974 5555");
    expect(csvField(null)).toBe("");
    expect(toCsv([["a", "b"], ["c,d", 1]])).toBe(`${CSV_BOM}a,b\r\n"c,d",1\r\n`);
  });

  it("exports what the filters show, with a UTF-8 BOM and Arabic intact", async () => {
    const csv = await cast.admin.caller.cases.exportCsv({ filters: { status: "open" }, locale: "ar" });
    expect(csv.contentType).toBe("text/csv; charset=utf-8");
    expect(csv.body.startsWith("\uFEFFرقم القضية,")).toBe(true);
    expect(csv.rows).toBe(4);
    const lines = csv.body.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(5);
    expect(csv.body).toContain("نزاع إيجار مع أحمد");
    expect(csv.body).toContain('"Labour, ""overtime"", claim"');
    expect(csv.body).toContain("محكمة الاستثمار والتجارة");
    expect(csv.body).toContain(",القانون التجاري,");
    expect(csv.body).not.toContain("دعوى مستشفى الهدى");
    const english = await cast.admin.caller.cases.exportCsv({ filters: { q: "lease" }, locale: "en" });
    expect(english.body.split("\r\n")[0]).toBe("\uFEFFReference,Title (Arabic),Title (English),Client,Company,Service area,Court,Court case number,Opposing party,Status,Lawyers,Next step,Next step due,Next hearing,Opened,Last updated");
    expect(english.rows).toBe(1);
    // One date format in both languages: ISO 8601 in Doha time, Latin digits, no direction marks (issue 29).
    for (const body of [csv.body, english.body]) {
      const row = body.split("\r\n")[1]!;
      const [opened, updated] = row.split(",").slice(-2);
      expect(opened).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(body).not.toMatch(/[\u0660-\u0669\u200e\u200f\u061c\u2066-\u2069]/);
      expect(body).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/);
    }
  });
});

describe("dashboards", () => {
  it("show the lawyer the hearings of the next 14 days and the admin this week's counts and hearings", async () => {
    const agenda = await cast.lawyer.caller.cases.lawyerAgenda();
    expect(agenda.hearings.map((h) => h.case.id)).toEqual([ids.taMarbuta, ids.plain]);
    expect(agenda.cases.length).toBe(4);
    const overview = await cast.admin.caller.cases.adminOverview();
    expect(overview.counts).toMatchObject({ open: 4, closed: 1, all: 5 });
    const from = Date.parse(overview.week.from);
    expect(new Date(from + 3 * 3600_000).getUTCDay()).toBe(0);
    for (const h of overview.hearings) expect(Date.parse(h.starts_at) >= from && Date.parse(h.starts_at) < Date.parse(overview.week.to)).toBe(true);
    const mine = await cast.member.caller.cases.mine();
    const withHearing = mine.find((c) => c.id === ids.taMarbuta)!;
    expect(withHearing.next_hearing?.starts_at).toBeTruthy();
  });
});
