/**
 * The contact form (issue 3 §1), in both languages, with JavaScript on and off: a good message is
 * stored and confirmed in the sender's chosen language; bad input gets field errors in the page's
 * language and sends nothing.
 */
import { expect, test, type Page } from "@playwright/test";
import { LANGS, type Lang } from "../support/fixtures";
import { expectDocumentLang, expectToastIn, readOutbox, readToasts, setLang, t, tag, uniqueEmail } from "../support/helpers";

const FIRM_EMAIL = "office@qanun.example";

async function submit(page: Page, lang: Lang) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/contact")),
    page.getByRole("button", { name: t(lang, "contact:form.submit"), exact: true }).click(),
  ]);
  expect(response.status()).toBeLessThan(500);
  return response;
}

const fieldError = (page: Page, name: string) => page.locator(`#contact-form-${name}-error`);

for (const lang of LANGS) {
  const other: Lang = lang === "ar" ? "en" : "ar";

  test.describe(`contact form [${lang}]`, () => {
    test.beforeEach(async ({ context }) => {
      await setLang(context, lang);
    });

    test("sends a message: confirmation on the page and by mail, in the chosen language first", async ({ page }, testInfo) => {
      const email = uniqueEmail(`contact-${tag(testInfo, lang)}`);
      await page.goto("/contact");
      await expectDocumentLang(page, lang);
      // The page keeps its informational text beside the form.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "pages:contact.heading"));
      await page.getByLabel(t(lang, "contact:form.fullName"), { exact: true }).fill("Noura Al-Marri");
      await page.getByLabel(t(lang, "contact:form.email"), { exact: true }).fill(email);
      await page.getByLabel(t(lang, "contact:form.phone"), { exact: true }).fill("+974 5555 1234");
      await page.getByLabel(t(lang, "contact:form.subject"), { exact: true }).fill("Lease question");
      await page.getByLabel(t(lang, "contact:form.message"), { exact: true }).fill("My landlord wants to end the lease early. What can I do?");
      await page.getByRole("radio", { name: t(lang, `contact:form.languages.${other}`), exact: true }).check();
      await submit(page, lang);
      await expect(page).toHaveURL(/\/contact\?sent=1$/);
      await expect(page.getByTestId("contact-sent")).toContainText(t(lang, "contact:sent.heading"));
      expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.contactSent"));

      await expect.poll(() => readOutbox(email).length).toBe(1);
      const [confirmation] = readOutbox(email);
      const firstSubject = other === "en" ? "We received your message" : "تلقّينا رسالتك";
      expect(confirmation!.subject.startsWith(firstSubject)).toBe(true);
      await expect.poll(() => readOutbox(FIRM_EMAIL).some((m) => m.text.includes(email) && m.text.includes("My landlord wants"))).toBe(true);
    });

    test("empty fields: every required field says so, in the page's language, and nothing is sent", async ({ page }, testInfo) => {
      // Only the subject is filled (a marker to look for in the firm's mail); the rest stays empty.
      const marker = `empty-${tag(testInfo, lang)}-${Date.now()}`;
      await page.goto("/contact");
      await page.getByLabel(t(lang, "contact:form.subject"), { exact: true }).fill(marker);
      const response = await submit(page, lang);
      await expect(page).toHaveURL(/\/contact$/);
      expect(response.status()).toBe(400);
      for (const name of ["fullName", "email", "message"]) {
        await expect(fieldError(page, name)).toHaveText(t(lang, "validation.required"));
      }
      await expect(page.getByTestId("contact-sent")).toHaveCount(0);
      expect(readOutbox(FIRM_EMAIL).some((m) => m.text.includes(marker))).toBe(false);
    });

    test("malformed values: an invalid email, a bad phone and a short message", async ({ page }, testInfo) => {
      const marker = `malformed-${tag(testInfo, lang)}-${Date.now()}`;
      await page.goto("/contact");
      await page.getByLabel(t(lang, "contact:form.fullName"), { exact: true }).fill("Noura Al-Marri");
      await page.getByLabel(t(lang, "contact:form.email"), { exact: true }).fill("not-an-email");
      await page.getByLabel(t(lang, "contact:form.phone"), { exact: true }).fill("12");
      await page.getByLabel(t(lang, "contact:form.subject"), { exact: true }).fill(marker);
      await page.getByLabel(t(lang, "contact:form.message"), { exact: true }).fill("short");
      await submit(page, lang);
      await expect(fieldError(page, "email")).toHaveText(t(lang, "validation.email"));
      await expect(fieldError(page, "phone")).toHaveText(t(lang, "validation.phone"));
      await expect(fieldError(page, "message")).toHaveText(t(lang, "validation.messageMin"));
      // What was typed is kept, so the visitor only fixes what is wrong.
      await expect(page.getByLabel(t(lang, "contact:form.fullName"), { exact: true })).toHaveValue("Noura Al-Marri");
      expect(readOutbox(FIRM_EMAIL).some((m) => m.text.includes(marker))).toBe(false);
    });
  });
}
