/**
 * Issue 27 §5: the employment and labour service. The seeded page is live in both languages with its
 * fee and FAQs, the overview lists it, the directory's practice area finds sample lawyers, and the
 * database accepts the new area wherever a practice area is stored (migration 0034).
 */
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { DB } from "#db/index";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { searchInputFromParams } from "#server/lawyers/schemas";
import { migrations } from "../../../migrations";
import { seedSampleContent } from "../../../scripts/seed-data";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { runRoute } from "../../setup/routes";
import { bookingOf, createLawyer } from "../consultations/support";

let db: DB;
useTestDatabase(async (ready) => {
  db = ready;
  await seedSampleContent(db, { lawyerCount: 12 });
});

const SLUG = "/services/employment";
/** Sara Ahmed Al-Mohannadi, a hand-written sample lawyer of scripts/seed-data.ts. */
const SARA = "5a1e0000-0000-4000-8000-000000000003";

describe("the employment and labour service page", () => {
  it("is published in Arabic and English with its fee, FAQs and practice area", async () => {
    const { page, related } = await anonymousCaller(db).services.bySlug({ slug: SLUG });
    expect(page.practiceArea).toBe("employment");
    expect(page.isSample).toBe(false);
    expect(page.feeQar).toBe(800);
    expect(page.en.title).toBe("Employment and labour");
    expect(page.ar.title).toBe("قضايا العمل والعمال");
    expect(page.en.feeNote).toContain("from QAR 800");
    expect(page.ar.feeNote).toContain("٨٠٠ ريال قطري");
    for (const lang of ["ar", "en"] as const) {
      expect(page[lang].faqs.length, lang).toBeGreaterThanOrEqual(6);
      expect(page[lang].sections.length, lang).toBeGreaterThanOrEqual(5);
    }
    expect(related.map((r) => r.slug)).toEqual(page.relatedSlugs);
  });

  it("covers what people in Qatar ask about, in their words, under the right laws", async () => {
    const { page } = await anonymousCaller(db).services.bySlug({ slug: SLUG });
    const en = JSON.stringify(page.en);
    const ar = JSON.stringify(page.ar);
    for (const phrase of [
      "Labour Law, Law No. 14 of 2004",
      "Wage Protection System",
      "three weeks' wage for each year of service",
      "Labour Dispute Settlement Committee",
      "Law No. 15 of 2017",
      "exit permit",
      "no-objection certificate",
      "passport",
      "employers",
    ]) {
      expect(en, phrase).toContain(phrase);
    }
    for (const word of [
      "قانون العمل الصادر بالقانون رقم (١٤) لسنة ٢٠٠٤",
      "نظام حماية الأجور",
      "أجر ثلاثة أسابيع عن كل سنة",
      "لجان فض المنازعات العمالية",
      "القانون رقم (١٥) لسنة ٢٠١٧",
      "راتب",
      "مستحقات",
      "مكافأة نهاية الخدمة",
      "كفيل",
      "صاحب العمل",
      "فصل تعسفي",
      "خادمة",
      "عاملة منزلية",
      "تصريح خروج",
      "جواز",
    ]) {
      expect(ar, word).toContain(word);
    }
  });

  it("is listed on the services overview and the comprehensive list, and links back", async () => {
    const caller = anonymousCaller(db);
    for (const slug of ["/services", "/services/comprehensive-list"]) {
      const { related } = await caller.services.bySlug({ slug });
      expect(related.map((r) => r.slug), slug).toContain(SLUG);
    }
    const list = await caller.services.list();
    expect(list.map((p) => p.slug)).toContain(SLUG);
  });

  it("renders at its path in both languages, with the directory filtered to its area", async () => {
    const { loader } = await import("~/routes/_content/route");
    for (const lang of ["ar", "en"] as const) {
      const request = new Request(`http://localhost:3000${SLUG}`, { headers: { cookie: `lang=${lang}`, "x-client-ip": "10.30.0.2" } });
      const result = (await runRoute(() => loader({ request, params: {}, context: {} }))) as { kind: string; data: any };
      expect(result.kind, lang).toBe("data");
      expect(result.data.view.fee.amount, lang).not.toBeNull();
      expect(result.data.view.directoryHref).toBe("/browse-law-firms?area=employment");
      expect(result.data.view.consultationHref).toBe("/consultations?service=services/employment");
    }
  });
});

describe("employment as a practice area of the directory", () => {
  it("finds the sample lawyers who handle it, through the directory's URL", async () => {
    const result = await anonymousCaller(db).lawyers.search(searchInputFromParams(new URLSearchParams("area=employment")));
    expect(result.total).toBeGreaterThanOrEqual(2);
    for (const lawyer of result.items) {
      expect(lawyer.practiceAreas).toContain("employment");
      expect(lawyer.isSample).toBe(true);
    }
  });

  it("gives a hand-written sample lawyer seeded before the area existed the area on the next seed", async () => {
    await db.updateTable("lawyers").set({ practice_areas: ["contract-drafting", "commercial", "company-services"] }).where("id", "=", SARA).execute();
    await seedSampleContent(db, { lawyerCount: 12 });
    const row = await db.selectFrom("lawyers").select(["practice_areas", "is_sample"]).where("id", "=", SARA).executeTakeFirstOrThrow();
    expect(row.practice_areas).toContain("employment");
    expect(row.is_sample).toBe(true);
  });

  it("is accepted wherever an area is stored: a lawyer's areas, a consultation's area", async () => {
    expect(PRACTICE_AREAS).toContain("employment");
    const lawyer = await createLawyer(db, { practiceAreas: ["employment"] });
    const { items } = await anonymousCaller(db).lawyers.search({ area: "employment", sort: "experience" });
    expect(items.map((l) => l.id)).toContain(lawyer.lawyerId);
    const client = await userWithRole(db, "individual");
    const { id } = await client.caller.consultations.book(bookingOf({ lawyerId: "any", serviceArea: "employment", kind: "written" }));
    const booked = await db.selectFrom("consultations").select("service_area").where("id", "=", id).executeTakeFirstOrThrow();
    expect(booked.service_area).toBe("employment");
    const offers = await db.selectFrom("consultation_offers").select("lawyer_id").where("consultation_id", "=", id).execute();
    expect(offers.map((o) => o.lawyer_id)).toContain(lawyer.lawyerId);
    // An area outside the catalogue is still refused by the database.
    await expect(sql`update lawyers set practice_areas = array['labour-cases'] where id = ${lawyer.lawyerId}`.execute(db)).rejects.toThrow(
      /lawyers_practice_areas_check/,
    );
  });

  it("narrows the checks again on the way down, moving what used the area back to where labour matters were", async () => {
    const migration = migrations["0034_employment_practice_area"]!;
    const employment = () => sql`update lawyers set practice_areas = array['employment'] where id = ${SARA}`.execute(db);
    await migration.down!(db);
    try {
      const lawyer = await db.selectFrom("lawyers").select("practice_areas").where("id", "=", SARA).executeTakeFirstOrThrow();
      expect(lawyer.practice_areas).not.toContain("employment");
      const page = await db.selectFrom("service_pages").select("practice_area").where("slug", "=", SLUG).executeTakeFirstOrThrow();
      expect(page.practice_area).toBeNull();
      const left = await db.selectFrom("consultations").select("service_area").where("service_area", "=", "employment").execute();
      expect(left).toEqual([]);
      await expect(employment()).rejects.toThrow(/lawyers_practice_areas_check/);
    } finally {
      await migration.up(db);
    }
    await employment();
  });
});
