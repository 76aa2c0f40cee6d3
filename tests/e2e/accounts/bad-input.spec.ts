/**
 * Bad input to sign-up: the server validates (JavaScript off is the case that matters), answers in
 * the page's language, never with a 500, and stores nothing it refused. The same checks with
 * hand-made posts (no browser) are in tests/e2e/http/sign-up-posts.spec.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page, type Response } from "@playwright/test";
import { LANGS, PASSWORD, type Lang } from "../support/fixtures";
import { expectDashboardLinks, expectSafeKeys } from "../support/documents";
import { dataDir, exeBytes, expectDocumentLang, expectToastIn, pdfBytes, readOutbox, readToasts, setLang, storedFiles, t, tag, uniqueEmail, open } from "../support/helpers";

/** Submits the sign-up form and returns the response to the POST (never a 5xx). */
async function submitSignUp(page: Page, lang: Lang): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/signup")),
    page.getByRole("button", { name: t(lang, "auth:signUp.submit"), exact: true }).click(),
  ]);
  expect(response.status()).toBeLessThan(500);
  return response;
}

async function fillSignUp(page: Page, lang: Lang, values: { fullName?: string; email?: string; password?: string }) {
  if (values.fullName !== undefined) await page.getByLabel(t(lang, "auth:fields.fullName")).fill(values.fullName);
  if (values.email !== undefined) await page.getByLabel(t(lang, "auth:fields.email")).fill(values.email);
  if (values.password !== undefined) await page.getByLabel(t(lang, "auth:fields.password"), { exact: true }).fill(values.password);
}

/** The message shown under a field (conform links it with aria-describedby). */
function fieldError(page: Page, name: string) {
  return page.locator(`[id$="-${name}-error"], [id="${name}-error"]`).first();
}

for (const lang of LANGS) {
  test.describe(`sign-up bad input [${lang}]`, () => {
    test.beforeEach(async ({ context }) => {
      await setLang(context, lang);
      // A script that ran would open a dialog; none may.
      context.on("dialog", (dialog) => {
        throw new Error(`a dialog opened: ${dialog.message()}`);
      });
    });

    test("empty form: every field says it is required", async ({ page }) => {
      await open(page, "/signup");
      await submitSignUp(page, lang);
      await expect(page).toHaveURL(/\/signup/);
      await expectDocumentLang(page, lang);
      await expect(page.locator("#main .field-errors").first()).toBeVisible();
      for (const name of ["fullName", "email", "password"]) {
        await expect(fieldError(page, name)).toHaveText(t(lang, "validation.required"));
      }
    });

    test("too-long name, markup in the name, invalid email, short password", async ({ page }) => {
      await open(page, "/signup");
      await fillSignUp(page, lang, { fullName: "<script>alert(1)</script>", email: "not-an-email", password: "short" });
      const response = await submitSignUp(page, lang);
      expect(response.status()).toBe(400);
      await expect(fieldError(page, "fullName")).toHaveText(t(lang, "validation.nameChars"));
      await expect(fieldError(page, "email")).toHaveText(t(lang, "validation.email"));
      await expect(fieldError(page, "password")).toHaveText(t(lang, "validation.passwordMin"));
      // Shown back as text, never as markup.
      await expect(page.locator("#main script")).toHaveCount(0);

      await fillSignUp(page, lang, { fullName: "A".repeat(101), email: uniqueEmail("toolong"), password: PASSWORD });
      await submitSignUp(page, lang);
      await expect(fieldError(page, "fullName")).toHaveText(t(lang, "validation.tooLong"));
      await expectDocumentLang(page, lang);
    });

    test("user type changed to admin in the page is refused", async ({ page }) => {
      const email = uniqueEmail("admin-radio");
      await open(page, "/signup");
      await fillSignUp(page, lang, { fullName: "Would Be Admin", email, password: PASSWORD });
      const radio = page.locator('input[name="userType"]').first();
      // Check first, then change the value: checking re-renders the form, which could undo an earlier edit.
      await radio.check();
      await radio.evaluate((el) => ((el as HTMLInputElement).value = "admin"));
      await expect(page.locator('input[name="userType"]:checked')).toHaveAttribute("value", "admin");
      const response = await submitSignUp(page, lang);
      expect(response.status()).toBe(400);
      await expect(fieldError(page, "userType")).toHaveText(t(lang, "validation.userType"));
      expect(readOutbox(email)).toHaveLength(0);
    });

    test("a 20 MB file and an .exe named .pdf are reported, not stored", async ({ page }, testInfo) => {
      const email = uniqueEmail(`files-${tag(testInfo, lang)}`);
      const big = `big-${tag(testInfo, lang)}.pdf`;
      const exe = `setup-${tag(testInfo, lang)}.pdf`;
      await open(page, "/signup");
      await fillSignUp(page, lang, { fullName: "Files Person", email, password: PASSWORD });
      await page.locator('input[name="userType"][value="lawyer"]').check();
      // From a file on disk: a 20 MB buffer sent over Playwright's protocol is slow on a busy machine.
      const bigPath = testInfo.outputPath(big);
      fs.writeFileSync(bigPath, Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1024 * 1024, 0x20)]));
      await page.locator("#document_bar_license").setInputFiles(bigPath, { timeout: 60_000 });
      await page.locator("#document_qatar_id").setInputFiles({ name: exe, mimeType: "application/pdf", buffer: exeBytes() });
      await submitSignUp(page, lang);
      await page.waitForURL((url) => url.pathname === "/client-area");
      const toasts = await readToasts(page, testInfo, 3);
      expectToastIn(toasts, t(lang, "toasts.confirmationSent"));
      expectToastIn(toasts, t(lang, "toasts.fileUploadFailed"), t(lang, "toasts.fileUploadFailedReason.too_large", { file: big }));
      expectToastIn(toasts, t(lang, "toasts.fileUploadFailed"), t(lang, "toasts.fileUploadFailedReason.type_not_allowed", { file: exe }));
      expect(storedFiles().filter((f) => f.includes(big) || f.includes(exe))).toHaveLength(0);
    });

    test("a file named ../../etc/passwd is stored under a sanitised name", async ({ page, request }, testInfo) => {
      const email = uniqueEmail(`traversal-${tag(testInfo, lang)}`);
      const before = new Set(storedFiles());
      await open(page, "/signup");
      await fillSignUp(page, lang, { fullName: "Path Person", email, password: PASSWORD });
      await page.locator('input[name="userType"][value="lawyer"]').check();
      await page.locator("#document_bar_license").setInputFiles({ name: "../../etc/passwd", mimeType: "application/pdf", buffer: pdfBytes(tag(testInfo, lang)) });
      await submitSignUp(page, lang);
      await page.waitForURL((url) => url.pathname === "/client-area");
      expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.confirmationSent"));

      const added = storedFiles().filter((f) => !before.has(f));
      expectSafeKeys(added);
      // Whatever name the browser sent, it became one plain segment of letters, digits, . _ -, with
      // the extension of the type the bytes are (a PDF): passwd.pdf.
      // Other tests upload at the same time: this test's file is the one whose bytes carry its tag.
      const root = path.join(dataDir(), "storage");
      const mine = added
        .filter((f) => /bar_license-\d+-[^/]*passwd\.pdf$/.test(f))
        .filter((f) => fs.readFileSync(path.join(root, f), "latin1").includes(tag(testInfo, lang)));
      expect(mine).toHaveLength(1);
      await expectDashboardLinks(request, email, mine);
    });
  });
}
