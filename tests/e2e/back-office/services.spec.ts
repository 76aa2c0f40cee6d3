/**
 * Issue 10 §4 (service pages and job postings), in both languages, with JavaScript on and off:
 * - an admin edits a service page (one this spec creates), saves a draft that the public does not see,
 *   previews it with the public page's components, publishes it and finds it live at once, with a new
 *   ETag and in the sitemap;
 * - an admin creates a job posting, opens it (listed on /careers), closes it (off /careers, its page
 *   refuses applications) and reopens it;
 * - axe on every new page ("js" only).
 * Permission matrices, versions, restore and validation are in tests/integration/services/editor.test.ts.
 */
import { expectNoAxeViolations } from "../support/axe";
import { expectAudited } from "../support/audit";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ACCOUNTS, BASE_URL, LANGS, type Lang } from "../support/fixtures";
import { addSessionCookies, fixtureSessionCookie, trpcMutation } from "../support/consultations";
import { jsEnabled, open, setLang, t, tag } from "../support/helpers";

type Content = { slug: string; en: { title: string; steps: string[] }; ar: { title: string; steps: string[] }; relatedSlugs: string[] } & Record<string, unknown>;

async function trpcQuery<T>(request: APIRequestContext, path: string, input: unknown, cookie: string): Promise<T> {
  const response = await request.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { Cookie: cookie } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** A published page of the spec's own, at a unique path, copied from the family page's text. */
async function createOwnServicePage(request: APIRequestContext, suffix: string): Promise<Content> {
  const admin = fixtureSessionCookie("admin");
  const family = await trpcQuery<{ live: { content: Content } }>(request, "services.adminGet", { slug: "/services/family" }, admin);
  const content: Content = {
    ...family.live.content,
    slug: `/services/e2e-${suffix}`,
    relatedSlugs: ["/services/family"],
    en: { ...family.live.content.en, title: `E2E service ${suffix}` },
    ar: { ...family.live.content.ar, title: `خدمة الاختبار ${arabicOf(suffix)}` },
  };
  const { version } = await trpcMutation<{ version: number }>(request, { path: "services.create", cookie: admin, input: { content } });
  await trpcMutation(request, { path: "services.publish", cookie: admin, input: { slug: content.slug, baseVersion: version } });
  return content;
}

/** The public page as an anonymous visitor gets it (no session): status, ETag and text. */
async function anonymousGet(request: APIRequestContext, path: string, lang: Lang, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers: { Cookie: `lang=${lang}`, ...headers } });
  return { status: response.status(), etag: response.headers()["etag"], cacheControl: response.headers()["cache-control"], text: await response.text() };
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * What this spec creates is published on the shared test site, where the overview, the home page and the comprehensive
 * list show it to every later spec (the Arabic-words check, the layout walker). So its marks read like real content:
 * a slug of letters and hyphens (no digits, which make a token a reference that must not wrap), and Arabic letters in
 * the Arabic title.
 */
const lettersOf = (text: string) => text.toLowerCase().replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!).replace(/[^a-z]+/g, "-");
const ARABIC_LETTERS = "ابتثجحخدذرزسشصضطظعغفقكلمنه";
const arabicOf = (text: string) => lettersOf(text).replace(/[a-z]/g, (letter) => ARABIC_LETTERS[letter.charCodeAt(0) - 97]!).replace(/-+/g, " ").trim();

for (const lang of LANGS) {
  test(`edit a service page, preview the draft, publish it and see it live [${lang}]`, async ({ page, context, playwright }, testInfo) => {
    test.setTimeout(120_000);
    const suffix = lettersOf(`${tag(testInfo, lang)}-${unique()}`);
    const anonymous = await playwright.request.newContext({ baseURL: BASE_URL });
    const own = await createOwnServicePage(context.request, suffix);
    const newTitle = lang === "en" ? `Edited service ${suffix}` : `خدمة معدلة ${arabicOf(suffix)}`;
    const newStep = { ar: "نراجع معك المسودة النهائية قبل التوقيع.", en: "We review the final draft with you before signing." };

    const before = await anonymousGet(anonymous, own.slug, lang);
    expect(before.status).toBe(200);
    expect(before.cacheControl).toBe("public, max-age=0, must-revalidate");
    expect(before.etag).toMatch(/^W\/".+"$/);

    await setLang(context, lang);
    await addSessionCookies(context, fixtureSessionCookie("admin"));
    await open(page, `/dashboard/admin/services?q=${encodeURIComponent(suffix)}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const row = page.locator(`tr[data-slug="${own.slug}"]`);
    await expect(row).toContainText(t(lang, "adminContent:services.state.live"));
    await row.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/admin/services${own.slug}$`));
    if (jsEnabled(testInfo)) await open(page, page.url());

    // Edit side by side: the title in the visitor's language, and a step added in a blank row.
    const editor = page.getByTestId("service-editor");
    const titleLabel = t(lang, `adminContent:services.editor.in.${lang}`, { label: t(lang, "adminContent:services.editor.title") });
    await editor.getByLabel(titleLabel, { exact: true }).fill(newTitle);
    const stepCount = own.en.steps.length;
    const blankStep = t(lang, "adminContent:services.editor.lists.steps.item", { number: stepCount + 1 });
    for (const stepLang of ["ar", "en"] as const) {
      await editor.getByLabel(t(lang, `adminContent:services.editor.in.${stepLang}`, { label: blankStep }), { exact: true }).fill(newStep[stepLang]);
    }
    await editor.getByRole("button", { name: t(lang, "adminContent:services.editor.save") }).click();
    await expect(page.getByTestId("page-state").locator('[data-state="draft"]')).toBeVisible();

    // Not public yet: the visitor still gets the published text, with the same ETag (304).
    const stillOld = await anonymousGet(anonymous, own.slug, lang, { "If-None-Match": before.etag! });
    expect(stillOld.status).toBe(304);

    // The preview shows the draft with the public page's own components.
    await page.getByTestId("page-state").getByTestId("preview-link").click();
    await expect(page.getByTestId("preview-banner")).toHaveAttribute("data-source", "draft");
    await expect(page.getByTestId("service-preview").getByRole("heading", { level: 1 })).toHaveText(newTitle);
    await expect(page.getByTestId("service-preview").locator("ol.steps li").last()).toHaveText(newStep[lang]);

    // Publish from the preview: live at once.
    await page.getByTestId("preview-banner").getByRole("button", { name: t(lang, "adminContent:services.actions.publish") }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/admin/services${own.slug}$`));
    await expect(page.getByTestId("page-state").locator('[data-state="draft"]')).toHaveCount(0);
    await expect(page.locator(`[data-kind="published"]`).first()).toBeVisible();

    const after = await anonymousGet(anonymous, own.slug, lang, { "If-None-Match": before.etag! });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.text).toContain(newTitle);
    expect(after.text).toContain(newStep[lang]);
    const sitemap = await anonymous.get("/sitemap.xml");
    expect(sitemap.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(await sitemap.text()).toContain(`<loc>${BASE_URL}${own.slug}</loc>`);

    await page.getByTestId("page-state").getByTestId("live-link").click();
    await expect(page).toHaveURL(new RegExp(`${own.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newTitle);
    await anonymous.dispose();

    // Both changes are in the audit log, the edit with its new text.
    await expectAudited(context.request, { action: "service_page.save", entityId: own.slug }, { actor: ACCOUNTS.admin.name, contains: [newTitle, newStep.ar] });
    // The page was first published when the test made it; this publication is the second.
    await expectAudited(context.request, { action: "service_page.publish", entityId: own.slug }, { actor: ACCOUNTS.admin.name, count: 2, contains: [newTitle] });
  });

  test(`create a job posting, open it, close it and reopen it [${lang}]`, async ({ page, context }, testInfo) => {
    test.setTimeout(120_000);
    const suffix = lettersOf(`${tag(testInfo, lang)}-${unique()}`);
    const title = { ar: `مساعد قانوني ${arabicOf(suffix)}`, en: `Legal assistant ${suffix}` };
    await setLang(context, lang);
    await addSessionCookies(context, fixtureSessionCookie("admin"));
    await open(page, "/dashboard/admin/jobs");
    const form = page.getByTestId("posting-create-form");
    const pair = (label: string, which: "ar" | "en") => form.getByLabel(t(lang, `adminContent:services.editor.in.${which}`, { label: t(lang, label) }), { exact: true });
    await pair("adminContent:jobs.form.title", "ar").fill(title.ar);
    await pair("adminContent:jobs.form.title", "en").fill(title.en);
    await pair("adminContent:jobs.form.location", "ar").fill("الدوحة");
    await pair("adminContent:jobs.form.location", "en").fill("Doha");
    await pair("adminContent:jobs.form.description", "ar").fill("يساعد المحامين في إعداد ملفات القضايا ومتابعة المواعيد.");
    await pair("adminContent:jobs.form.description", "en").fill("Helps the lawyers prepare case files and follow deadlines.");
    await pair("adminContent:jobs.form.requirements", "ar").fill("إجازة في القانون\nإتقان اللغتين العربية والإنجليزية");
    await pair("adminContent:jobs.form.requirements", "en").fill("A law degree\nFluent Arabic and English");
    await form.getByLabel(t(lang, "adminContent:jobs.form.employmentType")).selectOption("full_time");
    const closes = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel(t(lang, "adminContent:jobs.form.closesOn")).fill(closes);
    await form.getByRole("button", { name: t(lang, "adminContent:jobs.create.submit") }).click();

    await expect(page).toHaveURL(/\/dashboard\/admin\/jobs\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").at(-1)!;
    const state = page.getByTestId("posting-state");
    await expect(state).toHaveAttribute("data-status", "draft");
    await expect(page.getByTestId("posting-preview")).toContainText(title[lang]);
    expect((await page.request.get(`/careers/${id}`)).status()).toBe(404);

    const careersList = async () => (await (await page.request.get("/careers")).text()).includes(title[lang]);
    await state.getByTestId("open-posting").click();
    await expect(page.getByTestId("posting-state")).toHaveAttribute("data-status", "open");
    expect(await careersList()).toBe(true);

    await page.getByTestId("posting-state").getByTestId("close-posting").click();
    await expect(page.getByTestId("posting-state")).toHaveAttribute("data-status", "closed");
    expect(await careersList()).toBe(false);
    const closedPage = await page.goto(`/careers/${id}`);
    expect(closedPage?.status()).toBe(410);
    await expect(page.getByTestId("posting-closed")).toContainText(t(lang, "errors.posting_closed"));
    await expect(page.getByRole("button", { name: t(lang, "careers:form.submit"), exact: true })).toHaveCount(0);

    await open(page, `/dashboard/admin/jobs/${id}`);
    await page.getByTestId("posting-state").getByTestId("open-posting").click();
    await expect(page.getByTestId("posting-state")).toHaveAttribute("data-status", "open");
    expect(await careersList()).toBe(true);
  });
}

test.describe("axe on the back office's content pages", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "js", "axe runs its script in the page");
  });
  for (const lang of LANGS) {
    test(`no axe violations [${lang}]`, async ({ page, context }) => {
      test.setTimeout(180_000);
      await setLang(context, lang);
      await addSessionCookies(context, fixtureSessionCookie("admin"));
      const jobs = await trpcQuery<{ rows: { id: string }[] }>(context.request, "careers.adminList", { state: "all", page: 1 }, fixtureSessionCookie("admin"));
      for (const path of [
        "/dashboard/admin/services",
        "/dashboard/admin/services/new",
        "/dashboard/admin/services/services/family",
        "/dashboard/admin/services/preview/services/family",
        "/dashboard/admin/jobs",
        `/dashboard/admin/jobs/${jobs.rows[0]!.id}`,
      ]) {
        await open(page, path);
        await expectNoAxeViolations(page);
      }
      // With field errors of a refused submission.
      await open(page, "/dashboard/admin/jobs");
      await page.getByTestId("posting-create-form").getByRole("button", { name: t(lang, "adminContent:jobs.create.submit") }).click();
      await expect(page.getByTestId("posting-create-form").locator(".field-errors").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
