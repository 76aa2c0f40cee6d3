/**
 * Issue 13 §2, "no English words left on Arabic pages (tags, statuses, labels, emails)": every page type, in
 * Arabic, signed in as its user, has no Latin word in its text, title or accessible names except those that are
 * the same in both languages: the switch to English, file formats, products and brands, the test fixtures'
 * own names and addresses (data, not interface), and the two examples that teach search to accept Latin
 * spellings. (Emails in Arabic: tests/integration/mail; statuses and labels also through check:locales.)
 */
import { expect, test } from "@playwright/test";
import { BASE_URL } from "../support/fixtures";
import { setLang } from "../support/helpers";
import { PAGE_TYPES } from "../support/page-types";
import { authStatePath } from "../support/paths";

const ALLOWED = new Set([
  // The language switch names the other language in that language.
  "English",
  // File formats, feeds and standards.
  "PDF", "JPEG", "PNG", "WebP", "Word", "CSV", "RSS", "SSO", "HH:MM", "GMT+3", "UTC+3",
  // Institutions known by their Latin initials (the Arabic name is beside them).
  "QFC", "QICDRC",
  // Calendar apps and browsers by their brand names.
  "Google", "Outlook", "Apple", "Chrome", "Firefox", "Safari", "Edge", "Windows", "Android", "iOS", "macOS", "Linux",
  // Search examples that show a Latin spelling is understood ("إيجار أو lease", "محمد أو Mohammed").
  "lease", "Mohammed",
  // The e2e fixtures' names where a page shows them without isolating them, and the test OpenID provider's
  // (OIDC_PROVIDER_NAME "Qanun SSO (test)"): configured data, not interface.
  "Ind", "Admin", "Lawyer", "Company", "Unset", "Fixture", "Qanun", "test",
]);

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "the words are the server's; JavaScript does not change them");
});

for (const type of PAGE_TYPES) {
  test(`no English words on the Arabic ${type.name} page`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE_URL, ...(type.as ? { storageState: authStatePath(type.as) } : {}) });
    await setLang(context, "ar");
    const page = await context.newPage();
    await page.goto(type.path);
    const words = await page.evaluate(() => {
      // People's names, addresses and references are data, set apart for the bidi algorithm (<bdi>, dir="auto",
      // dir="ltr"; docs/decisions/023): left out of the reading, the interface around them is what is checked.
      const hideData = document.createElement("style");
      hideData.textContent = 'bdi, [dir="auto"], [dir="ltr"], [translate="no"] { display: none !important; }';
      document.head.append(hideData);
      const attributes = ["aria-label", "title", "placeholder", "alt"];
      const texts = [
        document.body.innerText,
        document.title,
        ...[...document.querySelectorAll("[aria-label],[title],[placeholder],[alt]")].flatMap((el) => attributes.map((name) => el.getAttribute(name) ?? "")),
      ];
      hideData.remove();
      // Addresses and links are data: an e-mail or URL is not a word of the interface.
      const text = texts.join(" ").replace(/\S+@\S+|https?:\/\/\S+/g, " ");
      return [...new Set(text.match(/[A-Za-z][A-Za-z0-9+:]*/g) ?? [])].filter((word) => /[A-Za-z]{2,}/.test(word));
    });
    expect(words.filter((word) => !ALLOWED.has(word)), type.path).toEqual([]);
    await context.close();
  });
}
