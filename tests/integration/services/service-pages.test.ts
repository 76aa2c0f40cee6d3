import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { servicePageSchema } from "#server/services/schemas";
import { SERVICE_SLUGS } from "#server/services/slugs";
import { CONTENT_PAGES } from "~/content/pages";
import { buildServiceJsonLd } from "~/components/services/structured-data";
import { serializeJsonLd } from "~/utils/json-ld";
import { SERVICE_PAGES, seedServicePages } from "../../../scripts/seed-service-pages";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { runRoute } from "../../setup/routes";

let db: DB;
useTestDatabase(async (ready) => {
  db = ready;
  await seedServicePages(db);
});

const LANGS = ["ar", "en"] as const;
const ARABIC = /[\u0600-\u06FF]/;

describe("service pages content (issue 3 §1)", () => {
  it("has a row for every service route of spec §2, and every such route is a content page", async () => {
    const rows = await db.selectFrom("service_pages").select(["slug", "is_sample"]).execute();
    expect(rows.map((r) => r.slug).sort()).toEqual([...SERVICE_SLUGS].sort());
    expect(rows.every((r) => r.is_sample === false)).toBe(true);
    const contentPaths = CONTENT_PAGES.map((p) => p.path as string);
    for (const slug of SERVICE_SLUGS) expect(contentPaths, slug).toContain(slug);
  });

  it("says every part in both languages: title, meta, intro, who it is for, steps, documents, fee note, FAQs, CTA", async () => {
    const caller = anonymousCaller(db);
    for (const slug of SERVICE_SLUGS) {
      const { page } = await caller.services.bySlug({ slug });
      // The stored page is valid input for an admin edit too: nothing is missing or empty.
      expect(() => servicePageSchema.parse(page), slug).not.toThrow();
      for (const lang of LANGS) {
        const c = page[lang];
        const where = `${slug} (${lang})`;
        expect(c.title.length, where).toBeGreaterThan(3);
        expect(c.metaDescription.length, where).toBeGreaterThan(60);
        expect(c.metaDescription.length, where).toBeLessThanOrEqual(180);
        expect(c.intro.length, where).toBeGreaterThan(60);
        expect(c.audience.length, where).toBeGreaterThanOrEqual(3);
        expect(c.sections.length, where).toBeGreaterThanOrEqual(1);
        expect(c.steps.length, where).toBeGreaterThanOrEqual(4);
        expect(c.documents.length, where).toBeGreaterThanOrEqual(3);
        expect(c.faqs.length, where).toBeGreaterThanOrEqual(3);
        expect(c.feeNote.length, where).toBeGreaterThan(40);
        expect(c.cta.length, where).toBeGreaterThan(10);
        const text = JSON.stringify(c);
        if (lang === "ar") expect(ARABIC.test(c.title) && ARABIC.test(c.intro), where).toBe(true);
        else expect(ARABIC.test(text), where).toBe(false);
      }
      // The two languages have the same structure.
      expect(page.ar.steps.length, slug).toBe(page.en.steps.length);
      expect(page.ar.faqs.length, slug).toBe(page.en.faqs.length);
      expect(page.ar.sections.length, slug).toBe(page.en.sections.length);
      expect(page.ar.documents.length, slug).toBe(page.en.documents.length);
    }
  });

  it("names Qatar's laws correctly and invents no article numbers", () => {
    const all = JSON.stringify(SERVICE_PAGES);
    // No article numbers, in either language.
    expect(all).not.toMatch(/\bArticle\s*\(?\d/i);
    expect(all).not.toMatch(/\bArt\.\s*\d/);
    expect(all).not.toMatch(/الماد(ة|تين|تان|تين)\s*\(?[0-9٠-٩]/);
    const page = (slug: string) => SERVICE_PAGES.find((p) => p.slug === slug)!;
    // The Arabic copy cites laws in Arabic-Indic digits, as it writes every number (decision 023).
    const laws: [string, RegExp, RegExp][] = [
      ["/services/civil-cases", /Civil Code, Law No\. 22 of 2004/, /القانون المدني الصادر بالقانون رقم \(٢٢\) لسنة ٢٠٠٤/],
      ["/services/commercial", /Commercial Law, Law No\. 27 of 2006/, /قانون التجارة الصادر بالقانون رقم \(٢٧\) لسنة ٢٠٠٦/],
      ["/services/family", /Family Law, Law No\. 22 of 2006/, /قانون الأسرة الصادر بالقانون رقم \(٢٢\) لسنة ٢٠٠٦/],
      ["/services/criminal", /Penal Code, Law No\. 11 of 2004/, /قانون العقوبات الصادر بالقانون رقم \(١١\) لسنة ٢٠٠٤/],
      ["/services/criminal", /Criminal Procedure Law, Law No\. 23 of 2004/, /قانون الإجراءات الجنائية الصادر بالقانون رقم \(٢٣\) لسنة ٢٠٠٤/],
      ["/services/dispute-resolution", /Law No\. 2 of 2017/, /القانون رقم \(٢\) لسنة ٢٠١٧/],
      ["/company-services", /QFC Law, Law No\. 7 of 2005/, /قانون مركز قطر للمال الصادر بالقانون رقم \(٧\) لسنة ٢٠٠٥/],
      ["/company-services/qfc-qicdrc/litigation", /QFC Civil and Commercial Court/, /المحكمة المدنية والتجارية لمركز قطر للمال/],
      ["/company-services/qfc-qicdrc/litigation", /QICDRC/, /QICDRC/],
      ["/services/contract-drafting", /Labour Law, Law No\. 14 of 2004/, /قانون العمل الصادر بالقانون رقم \(١٤\) لسنة ٢٠٠٤/],
      ["/services/employment", /Labour Law, Law No\. 14 of 2004/, /قانون العمل الصادر بالقانون رقم \(١٤\) لسنة ٢٠٠٤/],
      ["/services/employment", /Law No\. 15 of 2017 on domestic workers/, /القانون رقم \(١٥\) لسنة ٢٠١٧ بشأن المستخدمين في المنازل/],
      ["/services/employment", /Law No\. 17 of 2020/, /القانون رقم \(١٧\) لسنة ٢٠٢٠/],
    ];
    for (const [slug, en, ar] of laws) {
      expect(JSON.stringify(page(slug).en), `${slug} en`).toMatch(en);
      expect(JSON.stringify(page(slug).ar), `${slug} ar`).toMatch(ar);
    }
    // Qatar's Family Law is Law No. 22 of 2006; no page names another number for it.
    expect(all).not.toMatch(/Law No\. 21 of 2006/);
    expect(all).not.toMatch(/رقم \(٢١\) لسنة ٢٠٠٦/);
  });

  it("gives a fixed indicative fee only where one makes sense, and says so in the note in both languages", () => {
    const withFee = SERVICE_PAGES.filter((p) => p.feeQar !== null).map((p) => p.slug).sort();
    expect(withFee).toEqual(["/legal-translation", "/services", "/services/contract-drafting", "/services/employment"]);
    for (const page of SERVICE_PAGES) {
      if (page.feeQar === null) {
        expect(page.en.feeNote, page.slug).not.toMatch(/QAR \d/);
        expect(page.ar.feeNote, page.slug).not.toMatch(/[0-9٠-٩]+ ريال/);
        continue;
      }
      const amount = page.feeQar.toLocaleString("en-US");
      expect(page.en.feeNote, page.slug).toContain(`from QAR ${amount}`);
      // In the page's digits, as Intl ar-QA writes the amount (١٬٥٠٠).
      expect(page.ar.feeNote, page.slug).toContain(`${page.feeQar.toLocaleString("ar-QA")} ريال قطري`);
      expect(page.feeQar).toBeLessThanOrEqual(5000);
    }
  });

  it("links only to service pages that exist, never to itself", () => {
    const slugs = new Set<string>(SERVICE_SLUGS);
    for (const page of SERVICE_PAGES) {
      expect(page.relatedSlugs.length, page.slug).toBeGreaterThan(0);
      for (const related of page.relatedSlugs) {
        expect(slugs.has(related), `${page.slug} → ${related}`).toBe(true);
        expect(related, page.slug).not.toBe(page.slug);
      }
    }
    // The overview links every other service.
    const overview = SERVICE_PAGES.find((p) => p.slug === "/services")!;
    expect([...overview.relatedSlugs].sort()).toEqual(SERVICE_SLUGS.filter((s) => s !== "/services").sort());
  });

  it("seeds idempotently: a second run writes nothing and keeps updated_at", async () => {
    const before = await db.selectFrom("service_pages").select(["slug", "updated_at"]).orderBy("slug").execute();
    const lines: string[] = [];
    await seedServicePages(db, { log: (line) => lines.push(line) });
    const after = await db.selectFrom("service_pages").select(["slug", "updated_at"]).orderBy("slug").execute();
    expect(after).toEqual(before);
    expect(lines.join("\n")).toContain("0 written");
  });
});

describe("services.bySlug and services.list", () => {
  it("returns a page with its related pages and the service pages above it", async () => {
    const { page, related, ancestors } = await anonymousCaller(db).services.bySlug({ slug: "/services/commercial/litigation" });
    expect(page.en.title).toBe("Commercial litigation");
    expect(ancestors.map((a) => a.slug)).toEqual(["/services", "/services/commercial"]);
    expect(related.map((r) => r.slug)).toEqual(page.relatedSlugs);
    expect(related[0]!.title.ar).toMatch(ARABIC);
  });

  it("is NOT_FOUND for an unknown slug, and the route answers 404", async () => {
    const caller = anonymousCaller(db);
    for (const slug of ["/services/no-such-service", "/consultations", "services", "/services/", ""]) {
      await expect(caller.services.bySlug({ slug }), slug).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("lists every page in the overview's order", async () => {
    const list = await anonymousCaller(db).services.list();
    expect(list.map((p) => p.slug)).toEqual([...SERVICE_SLUGS]);
    expect(list.find((p) => p.slug === "/legal-translation")).toMatchObject({ feeQar: 100, practiceArea: "legal-translation" });
  });
});

describe("the service page route", () => {
  async function load(path: string, lang: "ar" | "en") {
    const { loader } = await import("~/routes/_content/route");
    const request = new Request(`http://localhost:3000${path}`, { headers: { cookie: `lang=${lang}`, "x-client-ip": "10.30.0.1" } });
    return runRoute(() => loader({ request, params: {}, context: {} }));
  }

  it("renders each service page from the database, in the visitor's language, with JSON-LD and a prefilled CTA", async () => {
    for (const lang of LANGS) {
      const result = await load("/services/family", lang);
      expect(result.kind).toBe("data");
      const data = (result as { data: any }).data;
      expect(data.kind).toBe("service");
      const view = data.view;
      const stored = SERVICE_PAGES.find((p) => p.slug === "/services/family")![lang];
      expect(view.title).toBe(stored.title);
      expect(data.meta).toEqual({ title: stored.metaTitle, description: stored.metaDescription });
      expect(view.crumbs.map((c: { to: string }) => c.to)).toEqual(["/services", "/services/family"]);
      expect(view.consultationHref).toBe("/consultations?service=services/family");
      expect(view.directoryHref).toBe("/browse-law-firms?area=family");
      expect(view.fee.amount).toBeNull();
      const ld = JSON.parse(view.jsonLd);
      const service = ld["@graph"].find((n: { "@type": string }) => n["@type"] === "LegalService");
      expect(service.url).toBe(lang === "ar" ? "http://localhost:3000/services/family" : "http://localhost:3000/services/family?lang=en");
      expect(service.makesOffer).toBeUndefined();
    }
  });

  it("formats the indicative fee in QAR for the visitor's locale", async () => {
    const en = (await load("/legal-translation", "en")) as { data: any };
    expect(en.data.view.fee.amount).toBe(new Intl.NumberFormat("en-QA", { style: "currency", currency: "QAR", maximumFractionDigits: 0 }).format(100));
    const ar = (await load("/legal-translation", "ar")) as { data: any };
    expect(ar.data.view.fee.amount).toBe(new Intl.NumberFormat("ar-QA", { style: "currency", currency: "QAR", maximumFractionDigits: 0 }).format(100));
  });

  it("keeps the pages.json text for the non-service content pages", async () => {
    const result = (await load("/about", "en")) as { data: any };
    expect(result.data.kind).toBe("text");
    expect(result.data.key).toBe("about");
  });

  it("answers 404 when a service page has no row", async () => {
    await db.deleteFrom("service_pages").where("slug", "=", "/services/criminal").execute();
    try {
      const result = await load("/services/criminal", "ar");
      expect(result).toMatchObject({ kind: "response", status: 404 });
    } finally {
      await seedServicePages(db);
    }
  });
});

// The back office's editor (drafts, publication, versions, permissions, validation) is tested in
// tests/integration/services/editor.test.ts; here only that a published edit survives the seed.
describe("an admin's published edit and the seed", () => {
  it("keeps who published it, and the seed then leaves the edit alone", async () => {
    const { caller, userId } = await userWithRole(db, "admin");
    const edit = structuredClone(SERVICE_PAGES.find((p) => p.slug === "/services/family")!);
    edit.en.title = "Family law (edited)";
    edit.ar.title = "مسائل الأسرة (معدّلة)";
    edit.feeQar = 700;
    const saved = await caller.services.saveDraft({ content: edit, baseVersion: 0 });
    await caller.services.publish({ slug: edit.slug, baseVersion: saved.version });
    const { page } = await anonymousCaller(db).services.bySlug({ slug: "/services/family" });
    expect(page.en.title).toBe("Family law (edited)");
    expect(page.ar.title).toBe("مسائل الأسرة (معدّلة)");
    expect(page.feeQar).toBe(700);
    const row = await db.selectFrom("service_pages").select("updated_by").where("slug", "=", "/services/family").executeTakeFirstOrThrow();
    expect(row.updated_by).toBe(userId);

    await seedServicePages(db);
    const again = await anonymousCaller(db).services.bySlug({ slug: "/services/family" });
    expect(again.page.en.title).toBe("Family law (edited)");
  });
});

describe("JSON-LD of a service page", () => {
  const base = {
    locale: "en" as const,
    url: "https://qanun.example/legal-translation?lang=en",
    baseUrl: "https://qanun.example",
    name: "Certified legal translation",
    description: "Arabic–English translation",
    feeNote: "From QAR 100 per page",
    breadcrumbs: [
      { name: "Home", url: "https://qanun.example/?lang=en" },
      { name: "Certified legal translation", url: "https://qanun.example/legal-translation?lang=en" },
    ],
  };

  it("describes a LegalService in Qatar by the firm, with an Offer in QAR when there is a fee, and the FAQ", () => {
    const ld = buildServiceJsonLd({ ...base, feeQar: 100, faqs: [{ question: "How long?", answer: "Two days." }] });
    expect(ld["@context"]).toBe("https://schema.org");
    const [service, faq, crumbs] = ld["@graph"] as any[];
    expect(service).toMatchObject({
      "@type": "LegalService",
      name: base.name,
      description: base.description,
      url: base.url,
      areaServed: { "@type": "Country", name: "Qatar" },
      provider: { "@type": "Organization", name: "Qanun Legal" },
      makesOffer: { "@type": "Offer", price: 100, priceCurrency: "QAR" },
    });
    expect(faq).toMatchObject({ "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "How long?", acceptedAnswer: { text: "Two days." } }] });
    expect(crumbs.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2]);

    const ar = buildServiceJsonLd({ ...base, locale: "ar", feeQar: null, faqs: [] });
    const arService = (ar["@graph"] as any[])[0];
    expect(arService.provider.name).toBe("قانون للمحاماة");
    expect(arService.areaServed.name).toBe("قطر");
    expect(arService.makesOffer).toBeUndefined();
    expect((ar["@graph"] as any[]).some((n) => n["@type"] === "FAQPage")).toBe(false);
  });

  it("escapes the JSON so text from the database cannot close the script element", () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const json = serializeJsonLd(buildServiceJsonLd({ ...base, name: hostile, feeQar: null, faqs: [{ question: hostile, answer: "</SCRIPT>" }] }));
    expect(json).not.toMatch(/</);
    expect(json).not.toMatch(/>/);
    expect(json).not.toMatch(/\u2028/);
    expect(json.toLowerCase()).not.toContain("</script");
    expect(json).toContain("\\u003c/script\\u003e");
    // Still the same data once parsed.
    const parsed = JSON.parse(json);
    expect(parsed["@graph"][0].name).toBe(hostile);
    expect(parsed["@graph"][1].mainEntity[0].acceptedAnswer.text).toBe("</SCRIPT>");
  });
});
