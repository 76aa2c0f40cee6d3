import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { renderMarkdown } from "#server/legal-updates/markdown";
import { escapeXml } from "#server/legal-updates/rss";
import { anonymousCaller } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { insertLawyer, insertUpdate } from "../../setup/publications";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

const DAY = 24 * 3600 * 1000;

describe("legalUpdates.list (issue 3 §3)", () => {
  it("lists published updates newest first, ten a page, and hides those not yet published", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(await insertUpdate(db, { category: "employment", published_at: new Date(Date.now() - (i + 1) * DAY) }));
    }
    const future = await insertUpdate(db, { category: "employment", published_at: new Date(Date.now() + DAY) });
    const caller = anonymousCaller(db);
    const first = await caller.legalUpdates.list({ category: "employment" });
    expect(first.total).toBe(12);
    expect(first.pageCount).toBe(2);
    expect(first.items.map((u) => u.id)).toEqual(ids.slice(0, 10));
    const second = await caller.legalUpdates.list({ category: "employment", page: 2 });
    expect(second.items.map((u) => u.id)).toEqual(ids.slice(10));
    expect([...first.items, ...second.items].some((u) => u.id === future)).toBe(false);
    await expect(caller.legalUpdates.byId({ id: future })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("filters by category and by tag", async () => {
    const family = await insertUpdate(db, { category: "family", tags: ["custody"] });
    const criminal = await insertUpdate(db, { category: "criminal", tags: ["rights", "custody-of-evidence"] });
    const caller = anonymousCaller(db);
    const byCategory = await caller.legalUpdates.list({ category: "family" });
    expect(byCategory.items.map((u) => u.id)).toEqual([family]);
    const byTag = await caller.legalUpdates.list({ tag: "custody" });
    expect(byTag.items.map((u) => u.id)).toEqual([family]);
    expect((await caller.legalUpdates.list({ tag: "rights" })).items.map((u) => u.id)).toEqual([criminal]);
  });

  it("refuses a category outside the fixed list", async () => {
    await expect(anonymousCaller(db).legalUpdates.list({ category: "astrology" as never })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("searches Arabic with letter variants and diacritics folded, English case-insensitively, partial words included", async () => {
    const lease = await insertUpdate(db, {
      category: "real-estate",
      title_ar: "أحكام الإيجار أمام المحكمة",
      title_en: "Lease rules before the Court",
      summary_ar: "شرحٌ مُفَصَّلٌ عن الإخلاء",
      body_en: "Arbitration clauses and eviction",
      tags: ["leases"],
    });
    const other = await insertUpdate(db, { category: "real-estate", title_ar: "موضوع آخر", title_en: "Another topic" });
    const caller = anonymousCaller(db);
    const find = async (q: string) => (await caller.legalUpdates.list({ q, category: "real-estate" })).items.map((u) => u.id);
    expect(await find("احكام")).toEqual([lease]); // أ → ا
    expect(await find("الايجار")).toEqual([lease]); // إ → ا
    expect(await find("المحكمه")).toEqual([lease]); // ة → ه
    expect(await find("مفصل")).toEqual([lease]); // diacritics in the stored text
    expect(await find("شَرْح")).toEqual([lease]); // diacritics in the query
    expect(await find("ARBITR")).toEqual([lease]); // partial, any case, from the body
    expect(await find("lease eviction")).toEqual([lease]); // every word must match
    expect(await find("lease astronomy")).toEqual([]);
    expect(await find("leases")).toEqual([lease]); // tags are searched too
    expect(await find("%")).toEqual([]); // LIKE wildcards are literal
    expect(await find("_")).toEqual([]);
    expect((await find("")).sort()).toEqual([lease, other].sort());
  });

  it("folds ى/ي in both directions", async () => {
    const id = await insertUpdate(db, { category: "qfc", title_ar: "مبنى المحكمة الدولية" });
    const caller = anonymousCaller(db);
    expect((await caller.legalUpdates.list({ q: "مبني", category: "qfc" })).items.map((u) => u.id)).toEqual([id]);
    expect((await caller.legalUpdates.list({ q: "مبنى", category: "qfc" })).items.map((u) => u.id)).toEqual([id]);
  });
});

describe("legalUpdates.byId (issue 3 §3)", () => {
  it("answers not found for an unknown id, a non-UUID and a path-like id", async () => {
    const caller = anonymousCaller(db);
    for (const id of ["0badc0de-0000-4000-8000-00000000dead", "not-an-id", "../../etc/passwd"]) {
      await expect(caller.legalUpdates.byId({ id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("shows a verified author (linked by id) and hides an unverified one", async () => {
    const verified = await insertLawyer(db, { verified: true, name_en: "Omar Hassan", name_ar: "عمر حسن" });
    const unverified = await insertLawyer(db, { verified: false });
    const withAuthor = await insertUpdate(db, { category: "corporate", author_id: verified });
    const withHidden = await insertUpdate(db, { category: "corporate", author_id: unverified });
    const caller = anonymousCaller(db);
    const shown = await caller.legalUpdates.byId({ id: withAuthor });
    expect(shown).toMatchObject({ author_id: verified, author_name_en: "Omar Hassan", author_name_ar: "عمر حسن" });
    const hidden = await caller.legalUpdates.byId({ id: withHidden });
    expect(hidden.author_id).toBeNull();
    expect(hidden.author_name_en).toBeNull();
  });

  it("renders the Markdown body through the sanitizer: a script tag in the body is removed, not executed", async () => {
    const body = [
      "# Heading",
      "",
      "Some **bold** text and a [link](https://example.qa/page).",
      "",
      "<script>alert('owned')</script>",
      "",
      "<img src=x onerror=\"alert(1)\"> <iframe src=\"https://evil.example\"></iframe>",
      "",
      "[click](javascript:alert(1)) <a href=\"/x\" onclick=\"steal()\">inline</a>",
      "",
      "<style>body{display:none}</style>",
      "",
      "- one",
      "- two",
    ].join("\n");
    const id = await insertUpdate(db, { category: "commercial", body_en: body, body_ar: `نص <script>document.cookie</script>` });
    const update = await anonymousCaller(db).legalUpdates.byId({ id });
    for (const html of [update.body_html_en, update.body_html_ar]) {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/alert|document\.cookie|steal/);
      expect(html).not.toMatch(/onerror|onclick|<img|<iframe|<style|javascript:/i);
    }
    expect(update.body_html_en).toContain("<h2>Heading</h2>");
    expect(update.body_html_en).toContain("<strong>bold</strong>");
    expect(update.body_html_en).toContain('<a href="https://example.qa/page" rel="noopener noreferrer nofollow">link</a>');
    expect(update.body_html_en).toContain("<li>one</li>");
    expect(update.body_html_ar).toContain("نص");
    // The raw Markdown is never returned, so a page cannot render it unsanitized by mistake.
    expect(update).not.toHaveProperty("body_en");
  });

  it("lists up to three related updates of the same category, newest first, without the update itself", async () => {
    const main = await insertUpdate(db, { category: "dispute-resolution", published_at: new Date(Date.now() - DAY) });
    const related = [];
    for (let i = 0; i < 4; i++) {
      related.push(await insertUpdate(db, { category: "dispute-resolution", published_at: new Date(Date.now() - (i + 2) * DAY) }));
    }
    await insertUpdate(db, { category: "dispute-resolution", published_at: new Date(Date.now() + DAY) });
    const update = await anonymousCaller(db).legalUpdates.byId({ id: main });
    expect(update.related.map((r) => r.id)).toEqual(related.slice(0, 3));
  });
});

describe("renderMarkdown", () => {
  it("keeps text formatting and drops everything active", () => {
    expect(renderMarkdown("<svg onload=alert(1)><circle/></svg>ok")).not.toMatch(/svg|onload/);
    expect(renderMarkdown("[x](data:text/html;base64,PHNjcmlwdD4=)")).not.toContain("data:");
    expect(renderMarkdown("<a href='//evil.example'>x</a>")).not.toContain("evil");
    expect(renderMarkdown("| a | b |\n| - | - |\n| 1 | 2 |")).toContain("<table>");
  });
});

describe("RSS feed per language (issue 3 §3)", () => {
  it("serves RSS 2.0 in the asked language, escaped, with the right content type", async () => {
    const id = await insertUpdate(db, {
      category: "commercial",
      title_en: 'Tom & Jerry <script>"quoted"</script>',
      title_ar: "عنوان عربي & رمز <",
      summary_en: "Summary with ]]> and <b>tags</b>",
      published_at: new Date("2026-01-02T03:04:05Z"),
    });
    const { loader } = await import("~/routes/legal-updates/rss.xml/route");
    const get = async (lang: string) => {
      const response = (await loader({ request: new Request(`http://localhost:3000/legal-updates/rss.xml?lang=${lang}`), params: {}, context: {} })) as Response;
      return { response, xml: await response.text() };
    };
    const en = await get("en");
    expect(en.response.status).toBe(200);
    expect(en.response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(en.xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(en.xml).toContain("<language>en</language>");
    expect(en.xml).toContain("<title>Tom &amp; Jerry &lt;script&gt;&quot;quoted&quot;&lt;/script&gt;</title>");
    expect(en.xml).toContain("Summary with ]]&gt; and &lt;b&gt;tags&lt;/b&gt;");
    // The English feed links to the English page (hreflang URL), the Arabic one to the bare path.
    expect(en.xml).toContain(`<link>http://localhost:3000/legal-updates/${id}?lang=en</link>`);
    expect(en.xml).toContain("<pubDate>Fri, 02 Jan 2026 03:04:05 GMT</pubDate>");
    expect(en.xml).not.toContain("<script");

    const ar = await get("ar");
    expect(ar.xml).toContain("<language>ar</language>");
    expect(ar.xml).toContain(`<link>http://localhost:3000/legal-updates/${id}</link>`);
    expect(ar.xml).toContain("<title>عنوان عربي &amp; رمز &lt;</title>");
    expect(ar.xml).toContain("قانون للمحاماة");

    // Anything else falls back to Arabic, the default language.
    expect((await get("fr")).xml).toContain("<language>ar</language>");
  });

  it("drops characters XML cannot hold", () => {
    expect(escapeXml("a\u0000b\u0007c'd")).toBe("abc&apos;d");
  });
});
