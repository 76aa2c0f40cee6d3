/**
 * Issue 10 §4: the back office's service page editor. Every procedure × every role; a draft is never
 * public until it is published (page, route, sitemap); a version is kept on every save, publication and
 * restore, and restoring works; stale edits are refused; every change is audited with before/after;
 * the form (no JavaScript needed) adds, removes and reorders rows and refuses bad input field by field.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import type { ServicePageContent } from "#server/services/schemas";
import { isCreatableServiceSlug, RESERVED_SERVICE_PATHS } from "#server/services/slugs";
import { listSitemapEntries } from "#server/seo/sitemap";
import { PLACEHOLDERS, REDIRECTS } from "~/content/route-table";
import { editorValuesOf } from "~/components/back-office/service-form-shape";
import { SERVICE_PAGES, seedServicePages } from "../../../scripts/seed-service-pages";
import { type Account, accountsOfEveryRole, anonymousCaller, type SignedInRole, userWithRole } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { fieldErrorsOf, runRoute } from "../../setup/routes";

let db: DB;
let accounts: Record<SignedInRole, Account>;

useTestDatabase(async (created) => {
  db = created;
  await seedServicePages(db);
  accounts = await accountsOfEveryRole(db);
});

const seeded = (slug: string): ServicePageContent => structuredClone(SERVICE_PAGES.find((p) => p.slug === slug)!);

/** A complete new page (valid in both languages), at `slug`. */
function newPage(slug: string, title = "Labour disputes"): ServicePageContent {
  const page = seeded("/services/family");
  return {
    ...page,
    slug,
    relatedSlugs: ["/services/civil-cases"],
    practiceArea: "civil",
    feeQar: 900,
    en: { ...page.en, title, metaTitle: `${title} | Qanun Legal` },
    ar: { ...page.ar, title: "النزاعات العمالية", metaTitle: "النزاعات العمالية | قانون للمحاماة" },
  };
}

async function latest(slug: string) {
  return (await accounts.admin.caller.services.adminGet({ slug })).latestVersion;
}

async function auditRows(slug: string) {
  return db.selectFrom("audit_log").selectAll().where("entity_type", "=", "service_page").where("entity_id", "=", slug).orderBy("id").execute();
}

function requestFor(account: Account | null, url: string, init: { method?: string; body?: URLSearchParams; lang?: "ar" | "en" } = {}) {
  const headers = new Headers({ "x-client-ip": "10.40.0.1", origin: "http://localhost:3000" });
  const cookies = [account?.headers.get("cookie"), init.lang ? `lang=${init.lang}` : null].filter(Boolean).join("; ");
  if (cookies) headers.set("cookie", cookies);
  return new Request(url, { method: init.method ?? "GET", body: init.body, headers });
}

describe("permissions: every editor procedure × every role", () => {
  const calls = {
    adminList: (c: Account["caller"]) => c.services.adminList({ state: "all" }),
    adminGet: (c: Account["caller"]) => c.services.adminGet({ slug: "/services/family" }),
    preview: (c: Account["caller"]) => c.services.preview({ slug: "/services/family" }),
    create: (c: Account["caller"]) => c.services.create({ content: newPage("/services/permission-check") }),
    saveDraft: (c: Account["caller"]) => c.services.saveDraft({ content: seeded("/services/criminal"), baseVersion: 0 }),
    publish: (c: Account["caller"]) => c.services.publish({ slug: "/services/criminal", baseVersion: 0 }),
    discardDraft: (c: Account["caller"]) => c.services.discardDraft({ slug: "/services/criminal", baseVersion: 0 }),
    restoreVersion: (c: Account["caller"]) => c.services.restoreVersion({ slug: "/services/criminal", number: 1, baseVersion: 0 }),
  };

  it("refuses anonymous visitors (UNAUTHORIZED) and every role but admin (FORBIDDEN), and changes nothing", async () => {
    const anonymous = anonymousCaller(db);
    for (const [name, call] of Object.entries(calls)) {
      await expect(call(anonymous as Account["caller"]), `${name} anonymous`).rejects.toMatchObject({ code: "UNAUTHORIZED" });
      for (const role of ["individual", "company", "lawyer", "unset"] as const) {
        await expect(call(accounts[role].caller), `${name} ${role}`).rejects.toMatchObject({ code: "FORBIDDEN" });
      }
    }
    expect(await db.selectFrom("service_page_drafts").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("service_page_versions").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("audit_log").selectAll().where("entity_type", "=", "service_page").execute()).toEqual([]);
  });

  it("lets an admin through every one of them", async () => {
    const admin = accounts.admin.caller;
    await expect(calls.adminList(admin)).resolves.toHaveLength(SERVICE_PAGES.length);
    await expect(calls.adminGet(admin)).resolves.toMatchObject({ slug: "/services/family", draft: null, latestVersion: 0 });
    await expect(calls.preview(admin)).resolves.toMatchObject({ source: "live" });
    await expect(calls.create(admin)).resolves.toEqual({ slug: "/services/permission-check", version: 1 });
    const saved = await admin.services.saveDraft({ content: seeded("/services/criminal"), baseVersion: 0 });
    // The seeded text became version 1 ("original"), the draft version 2.
    expect(saved.version).toBe(2);
    await expect(admin.services.restoreVersion({ slug: "/services/criminal", number: 1, baseVersion: 2 })).resolves.toMatchObject({ version: 3 });
    await expect(admin.services.publish({ slug: "/services/criminal", baseVersion: 3 })).resolves.toMatchObject({ version: 4 });
    await admin.services.saveDraft({ content: seeded("/services/criminal"), baseVersion: 4 });
    await expect(admin.services.discardDraft({ slug: "/services/criminal", baseVersion: 5 })).resolves.toEqual({ slug: "/services/criminal", deleted: false });
    await expect(admin.services.discardDraft({ slug: "/services/permission-check", baseVersion: 1 })).resolves.toEqual({ slug: "/services/permission-check", deleted: true });
  });
});

describe("a new page is a draft until it is published", () => {
  const slug = "/services/labour-disputes";

  it("is not public (procedure, route, sitemap) while a draft, and is at once after publication", async () => {
    const admin = accounts.admin.caller;
    const visitor = anonymousCaller(db);
    const { loader } = await import("~/routes/_service-page/route");
    const load = (lang: "ar" | "en") => runRoute(() => loader({ request: requestFor(null, `http://localhost:3000${slug}`, { lang }), params: { "*": slug.slice(10) }, context: {} }));

    await admin.services.create({ content: newPage(slug) });
    await expect(visitor.services.bySlug({ slug })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await load("en")).toMatchObject({ kind: "response", status: 404 });
    expect((await listSitemapEntries(db, [])).map((e) => e.path)).not.toContain(slug);
    expect((await visitor.services.list()).map((p) => p.slug)).not.toContain(slug);
    // The admin's preview shows the draft with the public page's data.
    const preview = await admin.services.preview({ slug });
    expect(preview).toMatchObject({ source: "draft", page: { slug, en: { title: "Labour disputes" } } });
    expect(preview.related.map((r) => r.slug)).toEqual(["/services/civil-cases"]);
    expect(preview.ancestors.map((a) => a.slug)).toEqual(["/services"]);

    const listed = await admin.services.adminList({ state: "new" });
    expect(listed.map((r) => r.slug)).toContain(slug);

    await admin.services.publish({ slug, baseVersion: await latest(slug) });
    const { page } = await visitor.services.bySlug({ slug });
    expect(page.en.title).toBe("Labour disputes");
    for (const lang of ["ar", "en"] as const) {
      const result = (await load(lang)) as { kind: string; data: { view: { title: string; fee: { amount: string | null } } } };
      expect(result.kind).toBe("data");
      expect(result.data.view.title).toBe(lang === "en" ? "Labour disputes" : "النزاعات العمالية");
      expect(result.data.view.fee.amount).not.toBeNull();
    }
    const entry = (await listSitemapEntries(db, [])).find((e) => e.path === slug);
    expect(entry?.lastModified).toBeInstanceOf(Date);
    expect(await admin.services.adminGet({ slug })).toMatchObject({ draft: null, live: { content: { slug } } });
  });

  it("keeps later changes of a published page private until they are published too", async () => {
    const admin = accounts.admin.caller;
    const edit = newPage(slug, "Employment disputes");
    await admin.services.saveDraft({ content: edit, baseVersion: await latest(slug) });
    expect((await anonymousCaller(db).services.bySlug({ slug })).page.en.title).toBe("Labour disputes");
    expect((await admin.services.preview({ slug })).page.en.title).toBe("Employment disputes");
    await admin.services.publish({ slug, baseVersion: await latest(slug) });
    expect((await anonymousCaller(db).services.bySlug({ slug })).page.en.title).toBe("Employment disputes");
  });

  it("refuses a taken address, a reserved one and one outside the allowed paths", async () => {
    const admin = accounts.admin.caller;
    await expect(admin.services.create({ content: newPage(slug) })).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { code: "slug_taken" } });
    for (const bad of ["/services/family", "/services/labor-cases/sub-services", "/contracts", "/about-us", "/services/a/b/c"]) {
      await expect(admin.services.create({ content: newPage(bad) }), bad).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { code: "slug_reserved" } });
    }
    await expect(admin.services.create({ content: newPage("/services/Bad_Slug") })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("reserves every redirect and placeholder path of spec §2 under the service prefixes", () => {
    const fixed = [...Object.keys(REDIRECTS), ...PLACEHOLDERS].filter((p) => /^\/(services|company-services)\//.test(p));
    expect([...RESERVED_SERVICE_PATHS].sort()).toEqual(fixed.sort());
    for (const path of fixed) expect(isCreatableServiceSlug(path), path).toBe(false);
    expect(isCreatableServiceSlug("/company-services/qfc-qicdrc/employment")).toBe(true);
  });
});

describe("versions: kept on each save, publication and restore; restore works", () => {
  const slug = "/services/dispute-resolution";

  it("keeps the seeded text, every draft and publication, and restores an earlier version", async () => {
    const admin = accounts.admin.caller;
    const original = seeded(slug);
    const first = seeded(slug);
    first.en.intro = "First edited introduction of the dispute resolution page, long enough to read well.";
    first.feeQar = 1500;
    await admin.services.saveDraft({ content: first, baseVersion: 0 });
    await admin.services.publish({ slug, baseVersion: await latest(slug) });
    const second = structuredClone(first);
    second.en.title = "Dispute resolution (second)";
    await admin.services.saveDraft({ content: second, baseVersion: await latest(slug) });
    await admin.services.publish({ slug, baseVersion: await latest(slug) });

    let data = await admin.services.adminGet({ slug });
    expect(data.versions.map((v) => [v.number, v.kind])).toEqual([
      [5, "published"],
      [4, "draft"],
      [3, "published"],
      [2, "draft"],
      [1, "original"],
    ]);
    expect((await admin.services.preview({ slug, version: 1 })).page.en.intro).toBe(original.en.intro);
    expect((await admin.services.preview({ slug, version: 3 })).page.feeQar).toBe(1500);

    // Restore the seeded text: it becomes the draft (public page unchanged), then goes live when published.
    await admin.services.restoreVersion({ slug, number: 1, baseVersion: 5 });
    expect((await anonymousCaller(db).services.bySlug({ slug })).page.en.title).toBe("Dispute resolution (second)");
    data = await admin.services.adminGet({ slug });
    expect(data.draft?.content).toEqual(original);
    expect(data.versions[0]).toMatchObject({ number: 6, kind: "restored", restoredFrom: 1 });
    await admin.services.publish({ slug, baseVersion: 6 });
    const { page } = await anonymousCaller(db).services.bySlug({ slug });
    expect({ ...page, isSample: undefined, updatedAt: undefined }).toEqual({ ...original, isSample: undefined, updatedAt: undefined });
    expect((await admin.services.adminGet({ slug })).versions[0]).toMatchObject({ number: 7, kind: "published" });

    await expect(admin.services.restoreVersion({ slug, number: 99, baseVersion: 7 })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a change based on an older version (another admin saved meanwhile), and writes nothing", async () => {
    const admin = accounts.admin.caller;
    const other = await userWithRole(db, "admin");
    const base = await latest(slug);
    await other.caller.services.saveDraft({ content: seeded(slug), baseVersion: base });
    const before = await admin.services.adminGet({ slug });
    const stale = seeded(slug);
    stale.en.title = "Overwritten";
    await expect(admin.services.saveDraft({ content: stale, baseVersion: base })).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { code: "edit_conflict" } });
    await expect(admin.services.publish({ slug, baseVersion: base })).rejects.toMatchObject({ cause: { code: "edit_conflict" } });
    await expect(admin.services.restoreVersion({ slug, number: 1, baseVersion: base })).rejects.toMatchObject({ cause: { code: "edit_conflict" } });
    expect(await admin.services.adminGet({ slug })).toEqual(before);
  });

  it("records every create, save, publish and restore in the audit log with what changed", async () => {
    const rows = await auditRows(slug);
    expect(rows.map((r) => r.action)).toEqual([
      "service_page.save",
      "service_page.publish",
      "service_page.save",
      "service_page.publish",
      "service_page.restore",
      "service_page.publish",
      "service_page.save",
    ]);
    expect(rows.every((r) => r.actor_role === "admin" && r.ip === "10.1.0.1")).toBe(true);
    const firstSave = rows[0]!;
    expect(firstSave.before).toMatchObject({ feeQar: null });
    expect(firstSave.after).toMatchObject({ feeQar: 1500, "en.intro": expect.stringContaining("First edited") });
    expect(Object.keys(firstSave.after as object).sort()).toEqual(["en.intro", "feeQar"]);
    const secondPublish = rows[3]!;
    expect(secondPublish.before).toEqual({ "en.title": seeded(slug).en.title });
    expect(secondPublish.after).toEqual({ "en.title": "Dispute resolution (second)" });
    const created = (await auditRows("/services/labour-disputes"))[0]!;
    expect(created).toMatchObject({ action: "service_page.create", before: null });
    expect(created.after).toMatchObject({ "en.title": "Labour disputes", feeQar: 900 });
  });
});

describe("validation (procedure)", () => {
  it("refuses incomplete or oversized content in either language, and unknown related pages", async () => {
    const admin = accounts.admin.caller;
    const slug = "/services/commercial-cases";
    const bad: ((p: ServicePageContent) => void)[] = [
      (p) => (p.en.title = "   "),
      (p) => (p.ar.intro = ""),
      (p) => (p.ar.faqs = p.ar.faqs.slice(0, 1)),
      (p) => (p.en.steps = ["only one"]),
      (p) => (p.en.title = "x".repeat(161)),
      (p) => (p.feeQar = 0),
      (p) => (p.feeQar = 12.5),
      (p) => (p.relatedSlugs = [slug]),
      (p) => (p.relatedSlugs = ["/services/family", "/services/family"]),
    ];
    for (const change of bad) {
      const page = seeded(slug);
      change(page);
      await expect(admin.services.saveDraft({ content: page, baseVersion: 0 }), change.toString()).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    const unknown = seeded(slug);
    unknown.relatedSlugs = ["/services/no-such-page"];
    await expect(admin.services.saveDraft({ content: unknown, baseVersion: 0 })).rejects.toMatchObject({ cause: { code: "related_page_unknown" } });
    await expect(admin.services.saveDraft({ content: newPage("/services/never-created"), baseVersion: 0 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(admin.services.publish({ slug, baseVersion: 0 })).rejects.toMatchObject({ cause: { code: "no_draft" } });
    expect(await admin.services.adminGet({ slug })).toMatchObject({ draft: null, latestVersion: 0 });
  });
});

describe("the editor's form (plain POST, no JavaScript needed)", () => {
  const slug = "/services/contract-drafting";
  const url = `http://localhost:3000/dashboard/admin/services${slug}`;

  /** The form as the editor renders it for the current content, as a browser would post it. */
  async function formFor(edit: (values: ReturnType<typeof editorValuesOf>) => void = () => {}) {
    const data = await accounts.admin.caller.services.adminGet({ slug });
    const values = editorValuesOf(data.draft?.content ?? data.live!.content);
    edit(values);
    const body = new URLSearchParams({ intent: "save", baseVersion: String(data.latestVersion) });
    const add = (name: string, value: unknown) => {
      if (value === undefined || value === null) return;
      if (Array.isArray(value)) value.forEach((v, i) => (typeof v === "object" ? add(`${name}[${i}]`, v) : body.append(name, String(v))));
      else if (typeof value === "object") for (const [k, v] of Object.entries(value)) add(name ? `${name}.${k}` : k, v);
      else body.append(name, String(value));
    };
    const { slug: _slug, relatedSlugs, ...rest } = values;
    add("", rest);
    for (const related of relatedSlugs) body.append("relatedSlugs", related);
    return body;
  }

  async function post(body: URLSearchParams, lang: "ar" | "en" = "en") {
    const { action } = await import("~/routes/dashboard/admin/services/$/route");
    return runRoute(() => action({ request: requestFor(accounts.admin, url, { method: "POST", body, lang }), params: { "*": slug.slice(1) }, context: {} }));
  }

  it("adds a step in a blank row, removes a document, reorders FAQs, and saves the draft only", async () => {
    const before = seeded(slug);
    const body = await formFor((v) => {
      const blank = v.steps.findIndex((s) => !s.ar && !s.en);
      v.steps[blank] = { ar: "نرسل إليك المسودة النهائية للتوقيع.", en: "We send you the final draft to sign.", order: "1" };
      v.steps[0]!.order = "2";
      v.documents[0]!.remove = "on";
      v.faqs[0]!.order = "50";
    });
    const result = await post(body);
    expect(result).toMatchObject({ kind: "response", status: 303 });
    const draft = (await accounts.admin.caller.services.adminGet({ slug })).draft!.content;
    expect(draft.en.steps[0]).toBe("We send you the final draft to sign.");
    expect(draft.ar.steps[0]).toBe("نرسل إليك المسودة النهائية للتوقيع.");
    expect(draft.en.steps).toHaveLength(before.en.steps.length + 1);
    expect(draft.en.documents).toEqual(before.en.documents.slice(1));
    expect(draft.en.faqs.at(-1)).toEqual(before.en.faqs[0]);
    expect(draft.ar.faqs.at(-1)).toEqual(before.ar.faqs[0]);
    expect(draft.en.sections).toEqual(before.en.sections);
    // The public page is unchanged until publication.
    expect((await anonymousCaller(db).services.bySlug({ slug })).page.en.steps).toEqual(before.en.steps);
  });

  it("answers bad input field by field in the visitor's language and changes nothing", async () => {
    const before = await accounts.admin.caller.services.adminGet({ slug });
    const body = await formFor((v) => {
      v.title.en = "";
      v.steps[0]!.en = "";
      v.faqs.forEach((f, i) => (i > 0 ? (f.order = "abc") : null));
      v.feeQar = "-3";
      v.audience.forEach((a) => (a.remove = "on"));
    });
    const result = await post(body, "ar");
    expect(result.status).toBe(400);
    const errors = fieldErrorsOf((result as { data: unknown }).data);
    expect(errors["title.en"]).toEqual(["validation.required"]);
    expect(errors["steps[0].en"]).toEqual(["adminContent:services.validation.bothLanguages"]);
    expect(errors["faqs[1].order"]).toEqual(["adminContent:services.validation.order"]);
    expect(errors["feeQar"]).toEqual(["adminContent:services.validation.fee"]);
    expect(errors["audience"]).toEqual(["adminContent:services.validation.count.audience"]);
    expect(await accounts.admin.caller.services.adminGet({ slug })).toEqual(before);
  });

  it("refuses a stale form with the conflict message (409) and keeps the newer draft", async () => {
    const body = await formFor((v) => (v.title.en = "From a stale tab"));
    const newer = await formFor((v) => (v.title.en = "Saved in another tab"));
    expect((await post(newer)).status).toBe(303);
    const result = (await post(body)) as { status: number; data: { error: string } };
    expect(result.status).toBe(409);
    expect(result.data.error).toBe("common:errors.edit_conflict");
    expect((await accounts.admin.caller.services.adminGet({ slug })).draft!.content.en.title).toBe("Saved in another tab");
  });

  it("sends anyone but an admin away from the editor's pages (loader and action)", async () => {
    const { loader, action } = await import("~/routes/dashboard/admin/services/$/route");
    for (const who of [null, accounts.lawyer, accounts.individual]) {
      const got = await runRoute(() => loader({ request: requestFor(who, url), params: { "*": slug.slice(1) }, context: {} }));
      expect(got).toMatchObject({ kind: "response", status: 302 });
      const posted = await runRoute(() => action({ request: requestFor(who, url, { method: "POST", body: new URLSearchParams({ intent: "publish", baseVersion: "0" }) }), params: { "*": slug.slice(1) }, context: {} }));
      expect(posted).toMatchObject({ kind: "response", status: 302 });
    }
  });
});

describe("a published page is listed by itself (issue 29)", () => {
  it("appears on the services overview, the comprehensive list and the home page once published, never as a draft", async () => {
    const admin = accounts.admin.caller;
    const visitor = anonymousCaller(db);
    const slug = "/services/listed-by-itself";
    const { loader: homeLoader } = await import("~/routes/_index/route");
    const listed = async () => {
      const overview = (await visitor.services.bySlug({ slug: "/services" })).related.map((r) => r.slug);
      const comprehensive = (await visitor.services.bySlug({ slug: "/services/comprehensive-list" })).related.map((r) => r.slug);
      const company = (await visitor.services.bySlug({ slug: "/company-services" })).related.map((r) => r.slug);
      const home = (await runRoute(() => homeLoader({ request: requestFor(null, "http://localhost:3000/", { lang: "en" }), params: {}, context: {} }))) as {
        data: { createdServices: { slug: string; title: { en: string } }[] };
      };
      return { overview, comprehensive, company, home: home.data.createdServices };
    };

    await admin.services.create({ content: newPage(slug, "Listed by itself") });
    const before = await listed();
    expect(before.overview).not.toContain(slug);
    expect(before.comprehensive).not.toContain(slug);
    expect(before.home.map((p) => p.slug)).not.toContain(slug);

    await admin.services.publish({ slug, baseVersion: await latest(slug) });
    const after = await listed();
    // After the overview's own links, once each.
    expect(after.overview.slice(0, before.overview.length)).toEqual(before.overview);
    expect(after.overview.filter((s) => s === slug)).toHaveLength(1);
    expect(after.comprehensive).toContain(slug);
    expect(after.company).not.toContain(slug);
    expect(after.home).toContainEqual({ slug, title: expect.objectContaining({ en: "Listed by itself" }) });
  });
});
