/**
 * Careers (issue 3 §4), in both languages, with JavaScript on and off: open postings only, an
 * application with a CV is stored privately and confirmed by mail; empty fields, a 20 MB CV and an
 * .exe renamed .pdf get field errors in the page's language and store nothing.
 */
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { LANGS, type Lang } from "../support/fixtures";
import { exeBytes, expectDocumentLang, expectToastIn, pdfBytes, readOutbox, readToasts, setLang, storedFiles, t, tag, uniqueEmail } from "../support/helpers";

/** From scripts/seed-publications.ts (fixed ids, seeded on every start). */
const OPEN_POSTING_ID = "5a1e0000-0000-4000-a000-000000000001";
const CLOSED_POSTING_ID = "5a1e0000-0000-4000-a000-000000000005";
const FIRM_EMAIL = "office@qanun.example";
const OPEN_POSTING_TITLE = { ar: "محامٍ مشارك — التقاضي", en: "Associate lawyer — litigation" };

const COVER_LETTER = "I have five years of litigation experience before Qatar's courts and would like to join your team.";
const cvFiles = () => storedFiles().filter((f) => f.startsWith("careers/"));
/** Refused input sends no mail to the applicant and no notice to the firm (the integration tests check storage). */
function expectNothingSentAbout(email: string) {
  expect(readOutbox(email)).toHaveLength(0);
  expect(readOutbox(FIRM_EMAIL).some((m) => m.text.includes(email))).toBe(false);
}
const fieldError = (page: Page, name: string) => page.locator(`#application-form-${name}-error`);

async function submit(page: Page, lang: Lang) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/careers/")),
    page.getByRole("button", { name: t(lang, "careers:form.submit"), exact: true }).click(),
  ]);
  expect(response.status()).toBeLessThan(500);
  return response;
}

async function fillApplication(page: Page, lang: Lang, email: string) {
  await page.getByLabel(t(lang, "careers:form.fullName"), { exact: true }).fill("Khalid Al-Sulaiti");
  await page.getByLabel(t(lang, "careers:form.email"), { exact: true }).fill(email);
  await page.getByLabel(t(lang, "careers:form.phone"), { exact: true }).fill("+974 5555 1234");
  await page.getByLabel(t(lang, "careers:form.coverLetter"), { exact: true }).fill(COVER_LETTER);
}

for (const lang of LANGS) {
  test.describe(`job application [${lang}]`, () => {
    test.beforeEach(async ({ context }) => {
      await setLang(context, lang);
    });

    test("apply with a PDF CV from the careers page: stored privately, confirmed on the page and by mail", async ({ page, request }, testInfo) => {
      const email = uniqueEmail(`apply-${tag(testInfo, lang)}`);
      await page.goto("/careers");
      await expectDocumentLang(page, lang);
      await expect(page.getByTestId("posting-list")).not.toContainText(lang === "en" ? "(closed)" : "أُغلق التقديم");
      await page.getByRole("link", { name: t(lang, "careers:posting.apply", { title: OPEN_POSTING_TITLE[lang] }) }).click();
      await expect(page).toHaveURL(new RegExp(`/careers/${OPEN_POSTING_ID}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(OPEN_POSTING_TITLE[lang]);

      await fillApplication(page, lang, email);
      await page.getByLabel(t(lang, "careers:form.cv"), { exact: true }).setInputFiles({ name: "khalid-cv.pdf", mimeType: "application/pdf", buffer: pdfBytes() });
      await submit(page, lang);
      await expect(page).toHaveURL(/\/careers\?applied=1$/);
      await expect(page.getByTestId("application-sent")).toContainText(t(lang, "careers:applied.heading"));
      expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.applicationSent"));

      await expect.poll(() => readOutbox(email).length).toBe(1);
      expect(readOutbox(email)[0]!.subject.startsWith(lang === "en" ? "We received your application" : "تلقّينا طلبك")).toBe(true);
      // The CV is stored under the application's id, and private: the link in the firm's mail sends a visitor to sign in.
      await expect.poll(() => readOutbox(FIRM_EMAIL).some((m) => m.text.includes(email))).toBe(true);
      const notice = readOutbox(FIRM_EMAIL).find((m) => m.text.includes(email))!;
      const cvLink = notice.text.match(/https?:\/\/\S+\/careers\/applications\/([0-9a-f-]+)\/cv/)!;
      expect(cvFiles()).toContain(`careers/applications/${cvLink[1]}.pdf`);
      const anonymous = await request.get(new URL(cvLink[0]).pathname, { maxRedirects: 0 });
      expect(anonymous.status()).toBe(302);
      expect(anonymous.headers()["location"]).toMatch(/^\/client-area/);
    });

    test("empty form: every field says what is missing", async ({ page }) => {
      await page.goto(`/careers/${OPEN_POSTING_ID}`);
      await submit(page, lang);
      for (const name of ["fullName", "email", "phone", "coverLetter"]) {
        await expect(fieldError(page, name)).toHaveText(t(lang, "validation.required"));
      }
      await expect(fieldError(page, "cv")).toHaveText(t(lang, "validation.cvRequired"));
      await expect(page).toHaveURL(new RegExp(`/careers/${OPEN_POSTING_ID}$`));
    });

    test("a 20 MB CV is refused as too large; nothing stored", async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const email = uniqueEmail(`big-${tag(testInfo, lang)}`);
      await page.goto(`/careers/${OPEN_POSTING_ID}`);
      await fillApplication(page, lang, email);
      // From a file on disk: handing Chromium a 20 MB buffer over the protocol is slow.
      const big = testInfo.outputPath("big.pdf");
      fs.writeFileSync(big, Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1024 * 1024, 0x20)]));
      await page.getByLabel(t(lang, "careers:form.cv"), { exact: true }).setInputFiles(big, { timeout: 60_000 });
      await submit(page, lang);
      await expect(fieldError(page, "cv")).toHaveText(t(lang, "validation.cvTooLarge"));
      await expect(page.getByLabel(t(lang, "careers:form.email"), { exact: true })).toHaveValue(email);
      expectNothingSentAbout(email);
    });

    test("an .exe renamed .pdf is refused by its content; nothing stored", async ({ page }, testInfo) => {
      const email = uniqueEmail(`exe-${tag(testInfo, lang)}`);
      await page.goto(`/careers/${OPEN_POSTING_ID}`);
      await fillApplication(page, lang, email);
      await page.getByLabel(t(lang, "careers:form.cv"), { exact: true }).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: exeBytes() });
      await submit(page, lang);
      await expect(fieldError(page, "cv")).toHaveText(t(lang, "validation.cvType"));
      expectNothingSentAbout(email);
    });

    test("a closed posting is not listed; its page says it takes no more applications (410) and has no form", async ({ page }) => {
      const response = await page.goto(`/careers/${CLOSED_POSTING_ID}`);
      expect(response?.status()).toBe(410);
      await expect(page.getByTestId("posting-closed")).toContainText(t(lang, "errors.posting_closed"));
      await expect(page.getByRole("button", { name: t(lang, "careers:form.submit"), exact: true })).toHaveCount(0);
      // It says when it closed, not "apply by" (issue 29).
      await expect(page.locator(".facts")).toContainText(t(lang, "careers:posting.closedOn"));
      await expect(page.locator(".facts")).not.toContainText(t(lang, "careers:posting.closes"));
    });
  });
}
