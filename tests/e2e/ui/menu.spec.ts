/**
 * Issue 13 §3: below 1280 px the header's links live in a menu that works without JavaScript (a <details>
 * disclosure) and with it; from 1280 px they sit in the one-row header and the menu is gone. Both
 * languages, JavaScript on and off. (Heights and overlaps at every width are tests/e2e/ui/layout-widths.spec.ts.)
 */
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { expectDocumentLang, jsEnabled, open, setLang, t } from "../support/helpers";

for (const lang of LANGS) {
  test(`on a phone the menu opens, leads to a page and is closed there [${lang}]`, async ({ page, context }, testInfo) => {
    await setLang(context, lang);
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, "/");
    const header = page.locator(".site-header");
    const menu = header.locator("details.nav-menu");
    const button = menu.locator("summary");
    await expect(button).toBeVisible();
    await expect(button).toHaveText(t(lang, "nav.menu"));
    // The one-row links are hidden on a phone; the menu's are hidden until it opens.
    await expect(header.locator(".nav-links-wide")).toBeHidden();
    const lawyers = menu.getByRole("link", { name: t(lang, "nav.lawyers"), exact: true });
    await expect(lawyers).toBeHidden();

    await button.click();
    await expect(menu).toHaveAttribute("open");
    await expect(lawyers).toBeVisible();
    await expect(menu.getByRole("link", { name: t(lang, "nav.signIn") })).toBeVisible();
    if (jsEnabled(testInfo)) {
      // Escape closes it and gives focus back to its button.
      await lawyers.focus();
      await page.keyboard.press("Escape");
      await expect(menu).not.toHaveAttribute("open");
      await expect(button).toBeFocused();
      await button.click();
    }

    await lawyers.click();
    await expect(page).toHaveURL(/\/browse-law-firms/);
    await expectDocumentLang(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "pages:directory.heading"));
    // A client-side navigation keeps the header: the menu must not stay open over the new page.
    await expect(page.locator(".site-header details.nav-menu")).not.toHaveAttribute("open");
  });

  test(`on a laptop the links sit in the header and there is no menu [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/");
    const header = page.locator(".site-header");
    await expect(header.locator("details.nav-menu")).toBeHidden();
    const wide = header.locator(".nav-links-wide");
    await expect(wide.getByRole("link", { name: t(lang, "nav.lawyers"), exact: true })).toBeVisible();
    await wide.getByRole("link", { name: t(lang, "nav.lawyers"), exact: true }).click();
    await expect(page).toHaveURL(/\/browse-law-firms/);
  });
}
