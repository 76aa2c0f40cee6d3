/**
 * Issue 10 §4, legal updates in the back office: the states (draft, scheduled, published, withdrawn)
 * as the public sees them (list, page, RSS, sitemap) with no job running, the audit of every change,
 * the sanitised Markdown in the preview and on the page, and the forms' validation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { toQatarInputValue } from "#server/common/qatar-time";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { insertLawyer } from "../../setup/publications";
import { fieldErrorsOf, runRoute } from "../../setup/routes";
import { codeOf, inSeconds, updateContent, type Account } from "../../setup/publishing";

let db: DB;
let cleanup: () => Promise<void>;
let admin: Account;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  admin = await userWithRole(db, "admin", { name: "Publishing Admin" });
});
afterAll(() => cleanup());

const BASE = "http://localhost:3000";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the public can see of one update: the list, its page, the feed and the sitemap. */
async function publicView(id: string) {
  const visitor = anonymousCaller(db);
  const [list, page, feed, sitemap] = await Promise.all([
    visitor.legalUpdates.list({}),
    codeOf(visitor.legalUpdates.byId({ id })),
    rss(),
    visitor.seo.sitemapEntries({ staticPaths: [] }),
  ]);
  return {
    inList: list.items.some((u) => u.id === id),
    page,
    inFeed: feed.xml.includes(`/legal-updates/${id}`),
    inSitemap: sitemap.some((e) => e.path === `/legal-updates/${id}`),
  };
}

async function rss(headers: Record<string, string> = {}) {
  const { loader } = await import("~/routes/legal-updates/rss.xml/route");
  const response = (await loader({ request: new Request(`${BASE}/legal-updates/rss.xml?lang=en`, { headers }), params: {}, context: {} })) as Response;
  return { status: response.status, headers: response.headers, xml: await response.text() };
}

async function publicPage(id: string) {
  const { loader } = await import("~/routes/legal-updates/$id/route");
  return runRoute(() => loader({ request: new Request(`${BASE}/legal-updates/${id}?lang=en`), params: { id }, context: {} }));
}

function adminRequest(path: string, form?: Record<string, string>) {
  const headers = new Headers(admin.headers);
  headers.set("cookie", `${headers.get("cookie")}; lang=en`);
  if (!form) return new Request(`${BASE}${path}`, { headers });
  return new Request(`${BASE}${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
}

const auditOf = (id: string) =>
  db.selectFrom("audit_log").select(["action", "actor_id", "ip", "before", "after"]).where("entity_type", "=", "legal_update").where("entity_id", "=", id).orderBy("id").execute();

describe("states as the public sees them, with no job", () => {
  it("a scheduled update is invisible before its time and appears by itself after it (list, page, RSS, sitemap)", async () => {
    const draft = await admin.caller.legalUpdates.admin.create(updateContent({ titleEn: "Scheduled amendment to the Labour Law" }));
    expect(await publicView(draft.id)).toEqual({ inList: false, page: "NOT_FOUND", inFeed: false, inSitemap: false });

    const before = await rss();
    const scheduled = await admin.caller.legalUpdates.admin.schedule({ ...draft, publishAt: inSeconds(2) });
    expect(scheduled.state).toBe("scheduled");
    expect(await publicView(draft.id)).toEqual({ inList: false, page: "NOT_FOUND", inFeed: false, inSitemap: false });
    expect((await admin.caller.legalUpdates.admin.list({ state: "scheduled" })).items.map((u) => u.id)).toContain(draft.id);
    // Nothing runs at the scheduled time: the next read compares with the clock.
    await sleep(2_300);
    expect(await publicView(draft.id)).toEqual({ inList: true, page: "resolved", inFeed: true, inSitemap: true });
    expect((await admin.caller.legalUpdates.admin.list({ state: "published" })).items.map((u) => u.id)).toContain(draft.id);
    expect((await admin.caller.legalUpdates.admin.byId({ id: draft.id })).state).toBe("published");

    // The feed a reader cached before is not "not modified" any more; the new one is.
    const after = await rss({ "If-None-Match": before.headers.get("ETag")! });
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(before.headers.get("ETag"));
    expect(after.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(new Date(after.headers.get("Last-Modified")!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await rss({ "If-None-Match": after.headers.get("ETag")! })).status).toBe(304);
  });

  it("a withdrawn update leaves the list, the feed and the sitemap; its page answers 410, a draft's 404", async () => {
    const draft = await admin.caller.legalUpdates.admin.create(updateContent());
    expect((await publicPage(draft.id)).status).toBe(404);
    const published = await admin.caller.legalUpdates.admin.publishNow(draft);
    expect(await publicView(draft.id)).toEqual({ inList: true, page: "resolved", inFeed: true, inSitemap: true });
    const { published_at: firstDate } = await db.selectFrom("legal_updates").select("published_at").where("id", "=", draft.id).executeTakeFirstOrThrow();

    const withdrawn = await admin.caller.legalUpdates.admin.withdraw({ id: draft.id, version: published.version });
    expect(withdrawn.state).toBe("withdrawn");
    expect(await publicView(draft.id)).toEqual({ inList: false, page: "NOT_FOUND", inFeed: false, inSitemap: false });
    const gone = await publicPage(draft.id);
    expect(gone).toMatchObject({ kind: "data", status: 410, data: { kind: "withdrawn" } });

    // Published again: back where it was, with its original date.
    await admin.caller.legalUpdates.admin.publishNow({ id: draft.id, version: withdrawn.version });
    expect((await publicView(draft.id)).inList).toBe(true);
    const again = await db.selectFrom("legal_updates").select("published_at").where("id", "=", draft.id).executeTakeFirstOrThrow();
    expect(again.published_at).toEqual(firstDate);
  });

  it("an edit to a published update shows on its page at once", async () => {
    const draft = await admin.caller.legalUpdates.admin.create(updateContent());
    const live = await admin.caller.legalUpdates.admin.publishNow(draft);
    await admin.caller.legalUpdates.admin.save({ ...updateContent({ titleEn: "Corrected title of a live update" }), id: draft.id, version: live.version });
    expect((await anonymousCaller(db).legalUpdates.byId({ id: draft.id })).title_en).toBe("Corrected title of a live update");
  });
});

describe("transitions and the audit log", () => {
  it("records every change with who, where from, and the values before and after, in its transaction", async () => {
    const draft = await admin.caller.legalUpdates.admin.create(updateContent({ titleEn: "Audited update" }));
    const saved = await admin.caller.legalUpdates.admin.save({ ...updateContent({ titleEn: "Audited update, revised" }), id: draft.id, version: draft.version });
    const publishAt = inSeconds(3600);
    const scheduled = await admin.caller.legalUpdates.admin.schedule({ id: draft.id, version: saved.version, publishAt });
    const unscheduled = await admin.caller.legalUpdates.admin.unschedule({ id: draft.id, version: scheduled.version });
    const published = await admin.caller.legalUpdates.admin.publishNow({ id: draft.id, version: unscheduled.version });
    await admin.caller.legalUpdates.admin.withdraw({ id: draft.id, version: published.version });
    const rows = await auditOf(draft.id);
    expect(rows.map((r) => r.action)).toEqual([
      "legal_update.create",
      "legal_update.save",
      "legal_update.schedule",
      "legal_update.unschedule",
      "legal_update.publish",
      "legal_update.withdraw",
    ]);
    expect(rows.every((r) => r.actor_id === admin.userId && r.ip === "10.1.0.1")).toBe(true);
    expect(rows[1]!.before).toMatchObject({ title_en: "Audited update" });
    expect(rows[1]!.after).toMatchObject({ title_en: "Audited update, revised" });
    // Only what changed is logged for a save.
    expect(Object.keys(rows[1]!.after!)).not.toContain("category");
    expect(rows[2]!.after).toEqual({ state: "scheduled", published_at: publishAt.toISOString() });
    expect(rows[5]!.before).toMatchObject({ state: "published" });
    expect(rows[5]!.after).toMatchObject({ state: "withdrawn" });
  });

  it("refuses moves the state does not allow and stale versions, changing nothing", async () => {
    const draft = await admin.caller.legalUpdates.admin.create(updateContent());
    const a = admin.caller.legalUpdates.admin;
    expect(await codeOf(a.withdraw(draft))).toBe("publication_state_conflict");
    expect(await codeOf(a.unschedule(draft))).toBe("publication_state_conflict");
    const published = await a.publishNow(draft);
    expect(await codeOf(a.schedule({ ...published, publishAt: inSeconds(600) }))).toBe("publication_state_conflict");
    expect(await codeOf(a.publishNow(published))).toBe("publication_state_conflict");
    // A form loaded before someone else's change carries the old version.
    expect(await codeOf(a.save({ ...updateContent(), ...draft }))).toBe("edit_conflict");
    expect(await codeOf(a.withdraw(draft))).toBe("edit_conflict");
    const other = await a.create(updateContent());
    expect(await codeOf(a.schedule({ ...other, publishAt: inSeconds(-60) }))).toBe("publish_time_invalid");
    expect(await codeOf(a.schedule({ ...other, publishAt: new Date(Date.now() + 6 * 365 * 86_400_000) }))).toBe("publish_time_invalid");
    expect(await codeOf(a.publishNow({ id: "0badc0de-0000-4000-8000-00000000dead", version: 1 }))).toBe("NOT_FOUND");
    expect(await codeOf(a.byId({ id: "../../etc/passwd" }))).toBe("NOT_FOUND");
    expect((await auditOf(draft.id)).map((r) => r.action)).toEqual(["legal_update.create", "legal_update.publish"]);
    expect((await auditOf(other.id)).map((r) => r.action)).toEqual(["legal_update.create"]);
  });

  it("names as author only a verified lawyer (or the firm)", async () => {
    const verified = await insertLawyer(db, { verified: true, name_en: "Mona Saleh" });
    const unverified = await insertLawyer(db, { verified: false });
    const a = admin.caller.legalUpdates.admin;
    expect(await codeOf(a.create(updateContent({ authorId: unverified })))).toBe("lawyer_not_verified");
    const signed = await a.create(updateContent({ authorId: verified }));
    expect((await a.authors()).map((l) => l.id)).toContain(verified);
    expect((await a.authors()).map((l) => l.id)).not.toContain(unverified);
    const published = await a.publishNow(signed);
    expect((await anonymousCaller(db).legalUpdates.byId({ id: signed.id })).author_name_en).toBe("Mona Saleh");
    // A lawyer who lost verification since stays on the update when it is saved unchanged.
    await db.updateTable("lawyers").set({ verified: false }).where("id", "=", verified).execute();
    expect(await codeOf(a.save({ ...updateContent({ authorId: verified }), id: signed.id, version: published.version }))).toBe("resolved");
  });
});

describe("Markdown is sanitised the same way in the preview and on the page", () => {
  it("a script tag in the body never reaches the page", async () => {
    const body = "Intro **text**.\n\n<script>alert('owned')</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))";
    const { action } = await import("~/routes/dashboard/admin/updates/route");
    const created = await runRoute(() =>
      action({
        request: adminRequest("/dashboard/admin/updates", {
          intent: "create",
          titleAr: "مستجد فيه برنامج نصي",
          titleEn: "An update with a script",
          summaryAr: "ملخص",
          summaryEn: "Summary",
          bodyAr: `نص <script>document.cookie</script>`,
          bodyEn: body,
          category: "commercial",
          tags: "scripts، أمن, security",
          authorId: "",
        }),
        params: {},
        context: {},
      }),
    );
    expect(created).toMatchObject({ kind: "response", status: 303 });
    const id = (created as { headers: Headers }).headers.get("Location")!.split("/").pop()!;
    const stored = await db.selectFrom("legal_updates").select(["tags", "status", "body_en"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ tags: ["scripts", "أمن", "security"], status: "draft" });
    expect(stored.body_en).toContain("<script>"); // kept as written; sanitised when rendered

    const { loader: previewLoader } = await import("~/routes/dashboard/admin/updates/$id/preview/route");
    const preview = await runRoute(() => previewLoader({ request: adminRequest(`/dashboard/admin/updates/${id}/preview`), params: { id }, context: {} }));
    const previewHtml = (preview as { data: { bodyHtml: string; state: string } }).data;
    expect(previewHtml.state).toBe("draft");
    expect(previewHtml.bodyHtml).toContain("<strong>text</strong>");
    expect(previewHtml.bodyHtml).not.toMatch(/<script|alert|onerror|<img|javascript:/i);

    const { version } = await db.selectFrom("legal_updates").select("version").where("id", "=", id).executeTakeFirstOrThrow();
    await admin.caller.legalUpdates.admin.publishNow({ id, version });
    const page = (await publicPage(id)) as { data: { bodyHtml: string } };
    expect(page.data.bodyHtml).toBe(previewHtml.bodyHtml);
  });
});

describe("the forms: a clear message per field, nothing changed", () => {
  async function post(path: string, form: Record<string, string>, id?: string) {
    const module = id ? await import("~/routes/dashboard/admin/updates/$id/route") : await import("~/routes/dashboard/admin/updates/route");
    return runRoute(() => module.action({ request: adminRequest(path, form), params: id ? { id } : {}, context: {} }));
  }
  const count = async () =>
    JSON.stringify(
      await Promise.all([
        db.selectFrom("legal_updates").select(["id", "version"]).orderBy("id").execute(),
        db.selectFrom("audit_log").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
      ]),
    );

  it("an empty or wrong create form names every problem and writes nothing", async () => {
    const before = await count();
    const empty = await post("/dashboard/admin/updates", { intent: "create" });
    expect(empty.status).toBe(400);
    expect(fieldErrorsOf((empty as { data: unknown }).data)).toMatchObject({
      titleAr: ["validation.required"],
      titleEn: ["validation.required"],
      summaryAr: ["validation.required"],
      bodyEn: ["validation.required"],
      category: ["adminPublishing:validation.category"],
    });
    const wrong = await post("/dashboard/admin/updates", {
      intent: "create",
      titleAr: "ع".repeat(201),
      titleEn: "Two\nlines",
      summaryAr: "ملخص",
      summaryEn: "Summary",
      bodyAr: "نص",
      bodyEn: "x".repeat(50_001),
      category: "astrology",
      tags: Array.from({ length: 11 }, (_, i) => `tag${i}`).join(","),
      authorId: "not-a-lawyer",
    });
    expect(fieldErrorsOf((wrong as { data: unknown }).data)).toMatchObject({
      titleAr: ["validation.tooLong"],
      titleEn: ["validation.singleLine"],
      bodyEn: ["validation.tooLong"],
      category: ["adminPublishing:validation.category"],
      tags: ["adminPublishing:validation.tooManyTags"],
      authorId: ["adminPublishing:validation.author"],
    });
    const unverified = await insertLawyer(db, { verified: false });
    const refused = await post("/dashboard/admin/updates", { intent: "create", ...formOf(updateContent()), authorId: unverified });
    expect(fieldErrorsOf((refused as { data: unknown }).data)).toEqual({ authorId: ["common:errors.lawyer_not_verified"] });
    expect(await count()).toBe(before);
  });

  it("a schedule in the past, an impossible date or a stale version is refused next to its field", async () => {
    const draft = await admin.caller.legalUpdates.admin.create(updateContent());
    const path = `/dashboard/admin/updates/${draft.id}`;
    const before = await count();
    const cases: [string, string][] = [
      [toQatarInputValue(inSeconds(-120)), "adminPublishing:validation.publishAtPast"],
      ["2030-02-30T10:00", "adminPublishing:validation.publishAt"],
      ["2030-01-01T24:00", "adminPublishing:validation.publishAt"],
      ["tomorrow", "adminPublishing:validation.publishAt"],
      ["", "adminPublishing:validation.publishAtRequired"],
      ["2099-01-01T10:00", "adminPublishing:validation.publishAtTooFar"],
    ];
    for (const [publishAt, message] of cases) {
      const reply = await post(path, { intent: "schedule", version: String(draft.version), publishAt }, draft.id);
      expect(reply.status, publishAt).toBe(400);
      expect(fieldErrorsOf((reply as { data: unknown }).data), publishAt).toEqual({ publishAt: [message] });
    }
    const stale = await post(path, { intent: "save", version: "99", ...formOf(updateContent()) }, draft.id);
    expect((stale as { data: { result: { error: Record<string, string[]> } } }).data.result.error[""]).toEqual(["common:errors.edit_conflict"]);
    expect(await count()).toBe(before);

    // A valid Qatar time: 09:30 in Doha is 06:30 UTC.
    const ok = await post(path, { intent: "schedule", version: String(draft.version), publishAt: "2030-01-15T09:30" }, draft.id);
    expect(ok).toMatchObject({ kind: "response", status: 303 });
    const row = await db.selectFrom("legal_updates").select(["published_at", "status"]).where("id", "=", draft.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ published_at: new Date("2030-01-15T06:30:00Z"), status: "published" });
  });

  it("the edit pages answer 404 for an unknown update and send non-admins to /client-area", async () => {
    const { loader } = await import("~/routes/dashboard/admin/updates/$id/route");
    const unknown = "0badc0de-0000-4000-8000-00000000dead";
    expect(await runRoute(() => loader({ request: adminRequest(`/dashboard/admin/updates/${unknown}`), params: { id: unknown }, context: {} }))).toMatchObject({ status: 404 });
    const lawyer = await userWithRole(db, "lawyer");
    const asLawyer = await runRoute(() => loader({ request: new Request(`${BASE}/dashboard/admin/updates/${unknown}`, { headers: lawyer.headers }), params: { id: unknown }, context: {} }));
    expect(asLawyer).toMatchObject({ kind: "response", status: 302 });
    expect((asLawyer as { headers: Headers }).headers.get("Location")).toBe("/client-area");
  });
});

function formOf(content: ReturnType<typeof updateContent>): Record<string, string> {
  return {
    titleAr: content.titleAr,
    titleEn: content.titleEn,
    summaryAr: content.summaryAr,
    summaryEn: content.summaryEn,
    bodyAr: content.bodyAr,
    bodyEn: content.bodyEn,
    category: content.category,
    tags: content.tags.join(", "),
    authorId: content.authorId ?? "",
  };
}
