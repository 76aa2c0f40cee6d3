/**
 * Issue 10 §4 and §7 in a browser, both languages, JavaScript on and off: an admin writes a legal
 * update, previews it, schedules it a few seconds ahead and sees it appear in the public list and the
 * RSS feed by itself when it falls due; adds a library item with its file, publishes and unpublishes
 * it; and axe finds nothing on the new pages. Permission matrices and edge cases are in
 * tests/integration/legal-updates/admin.test.ts, library/admin.test.ts and access/publishing.test.ts (fast); this is the journey.
 */
import { expectAudited } from "../support/audit";
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { toQatarInputValue } from "../../../server/common/qatar-time";
import { ACCOUNTS, LANGS, SAMPLE_UPDATE_ID, type Lang } from "../support/fixtures";
import { addSessionCookies, fixtureSessionCookie } from "../support/consultations";
import { expectDocumentLang, expectToastIn, jsEnabled, open, pdfBytes, readToasts, setLang, t, tag } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

const UPDATES = "/dashboard/admin/updates";
const LIBRARY = "/dashboard/admin/library";

/** A word no other spec writes, so public searches find only this run's records. */
const tokenFor = (testInfo: TestInfo, lang: Lang) => `pub${tag(testInfo, lang).replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;

/**
 * The next whole minute at least `leadMs` away: the schedule form takes minutes (datetime-local), so
 * the update falls due within about a minute and a quarter, never sooner than the lead.
 */
function nextDueMinute(leadMs: number): Date {
  return new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000);
}

/** Whether the public list, searched for the token, links to the update (the token itself is echoed in the search box). */
async function publicListHas(request: APIRequestContext, lang: Lang, draft: { id: string; token: string }): Promise<boolean> {
  const html = await (await request.get(`/legal-updates?q=${draft.token}&lang=${lang}`)).text();
  return html.includes(`href="/legal-updates/${draft.id}`);
}

async function feedHas(request: APIRequestContext, lang: Lang, token: string): Promise<boolean> {
  const response = await request.get(`/legal-updates/rss.xml?lang=${lang}`);
  expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  return (await response.text()).includes(token);
}

async function createDraft(page: Page, lang: Lang, token: string): Promise<string> {
  await open(page, UPDATES);
  await expectDocumentLang(page, lang);
  const form = page.getByTestId("update-create-form");
  const field = (key: string) => form.getByLabel(t(lang, `adminPublishing:fields.${key}`), { exact: true });
  await field("titleAr").fill(`تعديل على قانون العمل ${token}`);
  await field("titleEn").fill(`Labour Law amendment ${token}`);
  await field("summaryAr").fill("ما الذي يتغير لأصحاب العمل والعاملين.");
  await field("summaryEn").fill("What changes for employers and employees.");
  await field("bodyAr").fill(`## ما الجديد\n\nنص **التعديل**.\n\n<script>window.__owned = true</script>`);
  await field("bodyEn").fill(`## What is new\n\nThe **amendment** text.\n\n<script>window.__owned = true</script>`);
  await field("category").selectOption("employment");
  await field("tags").fill(`${token}, employment`);
  await form.getByRole("button", { name: t(lang, "adminPublishing:updates.new.submit") }).click();
  await page.waitForURL(new RegExp(`${UPDATES}/[0-9a-f-]{36}$`));
  expectToastIn(await readToasts(page, test.info()), t(lang, "adminPublishing:toasts.updateCreated"));
  await expect(page.getByTestId("update-publishing").getByTestId("state-badge")).toHaveText(t(lang, "adminPublishing:states.draft"));
  return new URL(page.url()).pathname.split("/").pop()!;
}

test("an admin schedules a legal update and it appears in the list and the RSS feed when due, in both languages", async ({ page, context, request }, testInfo) => {
  test.setTimeout(240_000);
  await addSessionCookies(context, fixtureSessionCookie("admin"));
  const drafts: { lang: Lang; id: string; token: string }[] = [];
  for (const lang of LANGS) {
    await setLang(context, lang);
    const token = tokenFor(testInfo, lang);
    const id = await createDraft(page, lang, token);
    // The preview is the public page's own component; the script in the body never reaches it.
    await page.getByTestId("update-preview-link").click();
    await expect(page.getByTestId("preview-banner")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(token);
    await expect(page.getByTestId("update-body").locator("strong")).toHaveText(lang === "ar" ? "التعديل" : "amendment");
    expect(await page.locator("article script").count()).toBe(0);
    drafts.push({ lang, id, token });
  }

  // Both fall due at the same minute, so the wait is paid once.
  const due = nextDueMinute(20_000);
  for (const { lang, id, token } of drafts) {
    await setLang(context, lang);
    await open(page, `${UPDATES}/${id}`);
    const schedule = page.getByTestId("update-schedule-form");
    await schedule.getByLabel(t(lang, "adminPublishing:fields.publishAt")).fill(toQatarInputValue(due));
    await schedule.getByRole("button", { name: t(lang, "adminPublishing:updates.edit.schedule") }).click();
    await page.waitForURL(new RegExp(`${UPDATES}/${id}$`));
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.changesSaved"));
    await expect(page.getByTestId("update-publishing").getByTestId("state-badge")).toHaveText(t(lang, "adminPublishing:states.scheduled"));
    expect(await publicListHas(request, lang, { id, token })).toBe(false);
    expect(await feedHas(request, lang, token)).toBe(false);
    await expectAudited(request, { action: "legal_update.schedule", entityId: id }, { actor: ACCOUNTS.admin.name });
  }
  expect(Date.now()).toBeLessThan(due.getTime());
  // Without JavaScript the forms above are what differs; publishing when due is the server's scheduler, the same
  // either way, and waiting for the next minute is this suite's longest wait: it is paid once, with JavaScript on.
  if (testInfo.project.name !== "js") return;

  for (const { lang, id, token } of drafts) {
    await expect.poll(() => publicListHas(request, lang, { id, token }), { timeout: 120_000, intervals: [2_000] }).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
    await expect.poll(() => feedHas(request, lang, token), { timeout: 10_000 }).toBe(true);
  }

  // In the browser too: the public list and the page, and the back office's list says "published".
  for (const { lang, id, token } of drafts) {
    await setLang(context, lang);
    await open(page, `/legal-updates?q=${token}`);
    await page.getByTestId("update-list").getByRole("link", { name: new RegExp(token) }).click();
    await expect(page).toHaveURL(new RegExp(`/legal-updates/${id}$`));
    expect(await page.locator("article script").count()).toBe(0);
    await open(page, `${UPDATES}?state=published&q=${token}`);
    await expect(page.getByTestId("update-row")).toHaveCount(1);
    await expect(page.getByTestId("update-row").getByTestId("state-badge")).toHaveText(t(lang, "adminPublishing:states.published"));
  }
});

for (const lang of LANGS) {
  test(`an admin adds a library item with its file, publishes and unpublishes it [${lang}]`, async ({ page, context, request }, testInfo) => {
    test.setTimeout(120_000);
    await setLang(context, lang);
    await addSessionCookies(context, fixtureSessionCookie("admin"));
    const token = tokenFor(testInfo, lang);
    await open(page, LIBRARY);
    await expectDocumentLang(page, lang);
    const form = page.getByTestId("library-create-form");
    const field = (key: string) => form.getByLabel(t(lang, `adminPublishing:fields.${key}`), { exact: true });
    await field("kind").selectOption("regulation");
    await field("jurisdiction").selectOption("qfc");
    await field("documentLanguage").selectOption("both");
    await field("year").fill("2025");
    await field("titleAr").fill(`لائحة اختبارية ${token}`);
    await field("titleEn").fill(`Test regulation ${token}`);
    await field("summaryAr").fill("لائحة تنظيمية للاختبار.");
    await field("summaryEn").fill("A regulation for testing.");
    await field("file").setInputFiles({ name: `regulation-${token}.pdf`, mimeType: "application/pdf", buffer: pdfBytes(token) });
    await form.getByRole("button", { name: t(lang, "adminPublishing:library.new.submitPublish") }).click();
    await page.waitForURL(new RegExp(`${LIBRARY}/[0-9a-f-]{36}$`));
    expectToastIn(await readToasts(page, testInfo), t(lang, "adminPublishing:toasts.itemCreatedPublished"));
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByTestId("library-publishing").getByTestId("state-badge")).toHaveText(t(lang, "adminPublishing:states.published"));
    await expect(page.getByTestId("library-file-name")).toHaveText(`regulation-${token}.pdf`);

    // The admin's link is a short-lived signed one; the public download is the same file.
    const signed = await context.request.get(`${LIBRARY}/${id}/file`, { maxRedirects: 0 });
    expect(signed.status()).toBe(302);
    expect(signed.headers()["location"]).toContain("/files/signed?");
    const download = await request.get(`/legal-library/${id}/download`);
    expect(download.status()).toBe(200);
    expect((await download.body()).toString("latin1")).toContain(token);

    await open(page, `/legal-library?q=${token}`);
    await expect(page.getByTestId("library-list").getByText(lang === "ar" ? `لائحة اختبارية ${token}` : `Test regulation ${token}`)).toBeVisible();

    await open(page, `${LIBRARY}/${id}`);
    await page.getByTestId("library-unpublish").getByRole("button").click();
    await page.waitForURL(new RegExp(`${LIBRARY}/${id}$`));
    expectToastIn(await readToasts(page, testInfo), t(lang, "adminPublishing:toasts.itemUnpublished"));
    await expect(page.getByTestId("library-publishing").getByTestId("state-badge")).toHaveText(t(lang, "adminPublishing:states.unpublished"));
    expect((await request.get(`/legal-library/${id}/download`)).status()).toBe(404);
    expect(await (await request.get(`/legal-library?q=${token}&lang=${lang}`)).text()).not.toContain(`/legal-library/${id}/download`);
  });
}

for (const lang of LANGS) {
  test(`no axe violations on the legal-update pages of the back office [${lang}]`, async ({ page, context }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "axe runs its script in the page");
    test.setTimeout(180_000);
    await setLang(context, lang);
    await addSessionCookies(context, fixtureSessionCookie("admin"));
    await open(page, UPDATES);
    await expectNoAxeViolations(page);
    // The create form with the field errors of a refused submission.
    const form = page.getByTestId("update-create-form");
    await form.getByRole("button", { name: t(lang, "adminPublishing:updates.new.submit") }).click();
    await expect(form.getByText(t(lang, "adminPublishing:validation.category"))).toBeVisible();
    await expectNoAxeViolations(page, { include: "#new-update" });
    await open(page, `${UPDATES}/${SAMPLE_UPDATE_ID}`);
    await expectNoAxeViolations(page);
    await open(page, `${UPDATES}/${SAMPLE_UPDATE_ID}/preview`);
    await expectNoAxeViolations(page);
  });

  test(`no axe violations on the library pages of the back office [${lang}]`, async ({ page, context }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "axe runs its script in the page");
    test.setTimeout(150_000);
    await setLang(context, lang);
    await addSessionCookies(context, fixtureSessionCookie("admin"));
    await open(page, LIBRARY);
    await expectNoAxeViolations(page);
    await page.getByTestId("library-row").first().getByRole("link").click();
    await page.waitForURL(new RegExp(`${LIBRARY}/[0-9a-f-]{36}$`));
    await expectNoAxeViolations(page);
  });
}
