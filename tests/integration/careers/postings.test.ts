/**
 * Issue 10 §4: job postings in the back office. Every procedure × every role; a new posting is a
 * private draft until opened; closing takes it off /careers at once and refuses applications with a
 * clear message (procedure and page); reopening needs a future closing date; every create, save, open
 * and close is audited with before/after; the forms refuse bad input field by field and change nothing.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import type { PostingContent } from "#server/careers/postings";
import { listSitemapEntries } from "#server/seo/sitemap";
import { makeSamplePdf } from "../../../scripts/sample-pdf";
import { type Account, anonymousCaller, type SignedInRole, useDatabaseWithEveryRole } from "../../setup/callers";
import { insertPosting } from "../../setup/publications";
import { fieldErrorsOf, runRoute } from "../../setup/routes";

let db: DB;
let accounts: Record<SignedInRole, Account>;
let seededId: string;
useDatabaseWithEveryRole(async (ready) => {
  ({ db, accounts } = ready);
  seededId = await insertPosting(db, { title_en: "Seeded associate" });
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 3 * 3600_000).toISOString().slice(0, 10);

function content(overrides: Partial<PostingContent> = {}): PostingContent {
  return {
    titleAr: "مستشار قانوني — قضايا العمل",
    titleEn: "Legal counsel — labour cases",
    descriptionAr: "نبحث عن مستشار قانوني يتولى قضايا العمل أمام المحاكم القطرية.",
    descriptionEn: "We are looking for a legal counsel to handle labour cases before Qatar's courts.",
    requirementsAr: ["إجازة في القانون", "خبرة خمس سنوات"],
    requirementsEn: ["A law degree", "Five years of experience"],
    locationAr: "الدوحة",
    locationEn: "Doha",
    employmentType: "full_time",
    closesOn: inDays(30),
    ...overrides,
  };
}

function requestFor(account: Account | null, url: string, init: { method?: string; body?: URLSearchParams | FormData; lang?: "ar" | "en" } = {}) {
  const headers = new Headers({ "x-client-ip": "10.50.0.1", origin: "http://localhost:3000" });
  const cookies = [account?.headers.get("cookie"), init.lang ? `lang=${init.lang}` : null].filter(Boolean).join("; ");
  if (cookies) headers.set("cookie", cookies);
  return new Request(url, { method: init.method ?? "GET", body: init.body, headers });
}

async function auditOf(id: string) {
  return db.selectFrom("audit_log").selectAll().where("entity_type", "=", "job_posting").where("entity_id", "=", id).orderBy("id").execute();
}

describe("permissions: every job posting procedure × every role", () => {
  it("refuses anonymous visitors and every role but admin, and changes nothing", async () => {
    const calls = {
      adminList: (c: Account["caller"]) => c.careers.adminList({ state: "all", page: 1 }),
      adminGet: (c: Account["caller"]) => c.careers.adminGet({ id: seededId }),
      create: (c: Account["caller"]) => c.careers.create({ content: content() }),
      update: (c: Account["caller"]) => c.careers.update({ id: seededId, content: content() }),
      open: (c: Account["caller"]) => c.careers.open({ id: seededId }),
      close: (c: Account["caller"]) => c.careers.close({ id: seededId }),
    };
    const before = await db.selectFrom("job_postings").selectAll().orderBy("id").execute();
    for (const [name, call] of Object.entries(calls)) {
      await expect(call(anonymousCaller(db) as Account["caller"]), `${name} anonymous`).rejects.toMatchObject({ code: "UNAUTHORIZED" });
      for (const role of ["individual", "company", "lawyer", "unset"] as const) {
        await expect(call(accounts[role].caller), `${name} ${role}`).rejects.toMatchObject({ code: "FORBIDDEN" });
      }
    }
    expect(await db.selectFrom("job_postings").selectAll().orderBy("id").execute()).toEqual(before);
    expect(await db.selectFrom("audit_log").selectAll().where("entity_type", "=", "job_posting").execute()).toEqual([]);
    // And the admin gets through each.
    const admin = accounts.admin.caller;
    await expect(calls.adminList(admin)).resolves.toMatchObject({ total: 1 });
    await expect(calls.adminGet(admin)).resolves.toMatchObject({ id: seededId, status: "open", applications: 0 });
    await expect(calls.close(admin)).resolves.toEqual({ id: seededId, state: "closed" });
    await expect(calls.open(admin)).resolves.toEqual({ id: seededId, state: "open" });
    await expect(calls.update(admin)).resolves.toEqual({ id: seededId });
    await expect(calls.create(admin)).resolves.toMatchObject({ id: expect.any(String) });
  });
});

describe("draft, open, close, reopen", () => {
  it("keeps a new posting private until opened; closing takes it off /careers and refuses applications with a clear message", async () => {
    const admin = accounts.admin.caller;
    const visitor = anonymousCaller(db);
    const { id } = await admin.careers.create({ content: content({ titleEn: "Paralegal (draft test)" }) });
    expect((await admin.careers.adminGet({ id })).status).toBe("draft");
    expect((await visitor.careers.listOpen()).map((p) => p.id)).not.toContain(id);
    await expect(visitor.careers.page({ id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await listSitemapEntries(db, [])).map((e) => e.path)).not.toContain(`/careers/${id}`);

    await admin.careers.open({ id });
    expect((await visitor.careers.listOpen()).map((p) => p.id)).toContain(id);
    await expect(visitor.careers.page({ id })).resolves.toMatchObject({ id, is_open: true });
    expect((await listSitemapEntries(db, [])).map((e) => e.path)).toContain(`/careers/${id}`);

    await admin.careers.close({ id });
    expect((await visitor.careers.listOpen()).map((p) => p.id)).not.toContain(id);
    await expect(visitor.careers.byId({ id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(visitor.careers.page({ id })).resolves.toMatchObject({ id, is_open: false });
    expect((await listSitemapEntries(db, [])).map((e) => e.path)).not.toContain(`/careers/${id}`);
    const apply = {
      postingId: id,
      fullName: "Noura Al-Kuwari",
      email: "noura@example.qa",
      phone: "+974 5555 1234",
      coverLetter: "I have worked as a paralegal in Doha for four years and would like to join your firm.",
      locale: "en" as const,
      cv: { fileName: "cv.pdf", bytes: makeSamplePdf(["CV"]) as Uint8Array | null },
    };
    await expect(visitor.careers.submitApplication(apply)).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { code: "posting_closed" } });
    expect(await db.selectFrom("job_applications").select("id").where("posting_id", "=", id).execute()).toEqual([]);

    await admin.careers.open({ id });
    await expect(visitor.careers.submitApplication(apply)).resolves.toEqual({ received: true });
    expect((await admin.careers.adminGet({ id })).applications).toBe(1);

    expect((await auditOf(id)).map((r) => r.action)).toEqual(["job_posting.create", "job_posting.open", "job_posting.close", "job_posting.open"]);
    const [created, , closed] = await auditOf(id);
    expect(created).toMatchObject({ actor_role: "admin", before: null, after: { title_en: "Paralegal (draft test)", state: "draft" } });
    expect(closed).toMatchObject({ before: { state: "open", closed_at: null }, after: { state: "closed", closed_at: expect.any(String) } });
  });

  it("the public page of a closed posting answers 410 with the message and takes no application", async () => {
    const admin = accounts.admin.caller;
    const { id } = await admin.careers.create({ content: content({ titleEn: "Closed page test" }) });
    await admin.careers.open({ id });
    await admin.careers.close({ id });
    const { loader, action } = await import("~/routes/careers/$postingId/route");
    for (const lang of ["ar", "en"] as const) {
      const page = (await runRoute(() => loader({ request: requestFor(null, `http://localhost:3000/careers/${id}`, { lang }), params: { postingId: id }, context: {} }))) as {
        status: number;
        data: { isOpen: boolean };
      };
      expect(page.status).toBe(410);
      expect(page.data.isOpen).toBe(false);
      const form = new FormData();
      form.set("fullName", "Noura Al-Kuwari");
      const posted = (await runRoute(() => action({ request: requestFor(null, `http://localhost:3000/careers/${id}`, { method: "POST", body: form, lang }), params: { postingId: id }, context: {} }))) as {
        status: number;
        data: { toast: { description: string } };
      };
      expect(posted.status).toBe(410);
      expect(posted.data.toast.description).toBe("errors.posting_closed");
    }
  });

  it("opens only with a closing date in the future; saving an edit of an open posting shows at once and is audited", async () => {
    const admin = accounts.admin.caller;
    const { id } = await admin.careers.create({ content: content({ titleEn: "Date test" }) });
    await db.updateTable("job_postings").set({ closes_at: new Date(Date.now() - 60_000) }).where("id", "=", id).execute();
    await expect(admin.careers.open({ id })).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { code: "posting_closing_date_passed" } });
    expect((await admin.careers.adminGet({ id })).status).toBe("draft");
    await admin.careers.update({ id, content: content({ titleEn: "Date test (edited)", closesOn: inDays(10) }) });
    await admin.careers.open({ id });
    const shown = (await anonymousCaller(db).careers.listOpen()).find((p) => p.id === id);
    expect(shown).toMatchObject({ title_en: "Date test (edited)" });
    const save = (await auditOf(id)).find((r) => r.action === "job_posting.save")!;
    expect(Object.keys(save.after as object).sort()).toEqual(["closes_at", "title_en"]);
    expect(save.before).toMatchObject({ title_en: "Date test" });
    // Past its date: shown as expired, off /careers.
    await db.updateTable("job_postings").set({ closes_at: new Date(Date.now() - 60_000) }).where("id", "=", id).execute();
    expect((await admin.careers.adminGet({ id })).status).toBe("expired");
    expect((await anonymousCaller(db).careers.listOpen()).map((p) => p.id)).not.toContain(id);
  });

  it("refuses bad content at the procedure", async () => {
    const admin = accounts.admin.caller;
    for (const bad of [
      content({ titleEn: " " }),
      content({ descriptionAr: "" }),
      content({ titleAr: "x".repeat(161) }),
      content({ closesOn: "2026-02-30" }),
      content({ requirementsEn: Array.from({ length: 21 }, () => "x") }),
      { ...content(), employmentType: "contract" as never },
    ]) {
      await expect(admin.careers.create({ content: bad })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    await expect(admin.careers.open({ id: "0badc0de-0000-4000-8000-00000000dead" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("search and filters", () => {
  it("finds postings by title in either language with Arabic letter variants folded, and filters by state", async () => {
    const admin = accounts.admin.caller;
    const { id } = await admin.careers.create({ content: content({ titleAr: "محامٍ أول — التحكيم", titleEn: "Senior lawyer — arbitration" }) });
    expect((await admin.careers.adminList({ q: "ARBITR", state: "all", page: 1 })).rows.map((r) => r.id)).toEqual([id]);
    expect((await admin.careers.adminList({ q: "اول", state: "all", page: 1 })).rows.map((r) => r.id)).toContain(id);
    expect((await admin.careers.adminList({ q: "arbitration", state: "draft", page: 1 })).rows.map((r) => r.id)).toEqual([id]);
    expect((await admin.careers.adminList({ q: "arbitration", state: "open", page: 1 })).rows).toEqual([]);
  });
});

describe("the back office's forms", () => {
  it("creates a draft from the list's form, and refuses bad input field by field in the visitor's language", async () => {
    const { action } = await import("~/routes/dashboard/admin/jobs/route");
    const count = async () => Number((await db.selectFrom("job_postings").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    const bad = new URLSearchParams({ intent: "create", titleAr: "مساعد قانوني", titleEn: "", descriptionAr: "وصف", descriptionEn: "Description", locationAr: "الدوحة", locationEn: "Doha", employmentType: "freelance", closesOn: "2020-01-01" });
    const refused = await runRoute(() => action({ request: requestFor(accounts.admin, "http://localhost:3000/dashboard/admin/jobs", { method: "POST", body: bad, lang: "ar" }), params: {}, context: {} }));
    expect(refused.status).toBe(400);
    const errors = fieldErrorsOf((refused as { data: unknown }).data);
    expect(errors.titleEn).toEqual(["validation.required"]);
    expect(errors.employmentType).toEqual(["adminContent:jobs.validation.employmentType"]);
    expect(await count()).toBe(before);

    const good = new URLSearchParams({
      intent: "create",
      titleAr: "مساعد قانوني",
      titleEn: "Legal assistant",
      descriptionAr: "يساعد المحامين في إعداد الملفات.",
      descriptionEn: "Helps the lawyers prepare case files.",
      requirementsAr: "إجازة في القانون\n\nإتقان اللغتين",
      requirementsEn: "- A law degree\n• Fluent Arabic and English",
      locationAr: "الدوحة",
      locationEn: "Doha",
      employmentType: "part_time",
      closesOn: inDays(20),
    });
    const created = await runRoute(() => action({ request: requestFor(accounts.admin, "http://localhost:3000/dashboard/admin/jobs", { method: "POST", body: good }), params: {}, context: {} }));
    expect(created).toMatchObject({ kind: "response", status: 303 });
    const location = (created as { headers: Headers }).headers.get("location")!;
    const id = location.split("/").at(-1)!;
    const row = await db.selectFrom("job_postings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: "draft", title_en: "Legal assistant", requirements_ar: ["إجازة في القانون", "إتقان اللغتين"], employment_type: "part_time" });
    // Typed as a list, stored as items: the page draws its own bullets (no "• - A law degree").
    expect(row.requirements_en).toEqual(["A law degree", "Fluent Arabic and English"]);
    expect(new Date(row.closes_at).toISOString()).toBe(new Date(`${inDays(20)}T20:59:59Z`).toISOString());

    // Open then close through the posting page's buttons.
    const page = await import("~/routes/dashboard/admin/jobs/$id/route");
    const post = (intent: string) =>
      runRoute(() => page.action({ request: requestFor(accounts.admin, `http://localhost:3000/dashboard/admin/jobs/${id}`, { method: "POST", body: new URLSearchParams({ intent }) }), params: { id }, context: {} }));
    expect(await post("open")).toMatchObject({ status: 303 });
    expect((await db.selectFrom("job_postings").select("state").where("id", "=", id).executeTakeFirstOrThrow()).state).toBe("open");
    expect(await post("close")).toMatchObject({ status: 303 });
    expect((await db.selectFrom("job_postings").select("state").where("id", "=", id).executeTakeFirstOrThrow()).state).toBe("closed");
    // Non-admins are sent away, and nothing changes.
    const lawyerPost = await runRoute(() =>
      page.action({ request: requestFor(accounts.lawyer, `http://localhost:3000/dashboard/admin/jobs/${id}`, { method: "POST", body: new URLSearchParams({ intent: "open" }) }), params: { id }, context: {} }),
    );
    expect(lawyerPost).toMatchObject({ kind: "response", status: 302 });
    expect((await db.selectFrom("job_postings").select("state").where("id", "=", id).executeTakeFirstOrThrow()).state).toBe("closed");
  });
});
