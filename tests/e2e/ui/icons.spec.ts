/**
 * Issue 13 §3, "icons mirrored where direction matters": an arrow that leads on along the reading direction
 * points left in Arabic and right in English, and the sign-out icon (a door with an arrow leaving it) turns
 * round in Arabic; icons without a direction (the account's) stay as drawn. Both languages.
 */
import { expect, test } from "@playwright/test";
import { BASE_URL, LANGS } from "../support/fixtures";
import { setLang } from "../support/helpers";
import { authStatePath } from "../support/paths";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "the drawing does not depend on JavaScript");
});

for (const lang of LANGS) {
  test(`directional icons follow the reading direction [${lang}]`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE_URL, storageState: authStatePath("individual") });
    await setLang(context, lang);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const forward = page.locator("main a svg.lucide-arrow-left, main a svg.lucide-arrow-right");
    await expect(forward.first()).toBeVisible();
    const arrows = await forward.evaluateAll((icons) => icons.map((icon) => icon.getAttribute("class")));
    for (const classes of arrows) expect(classes).toContain(lang === "ar" ? "lucide-arrow-left" : "lucide-arrow-right");

    const transformOf = (selector: string) => page.locator(selector).first().evaluate((icon) => getComputedStyle(icon).transform);
    const signOut = ".nav-account-wide svg.lucide-log-out";
    await expect(page.locator(signOut).first()).toBeVisible();
    expect(await transformOf(signOut)).toBe(lang === "ar" ? "matrix(-1, 0, 0, 1, 0, 0)" : "none");
    expect(await transformOf(".nav-account-wide svg.lucide-settings")).toBe("none");
    await context.close();
  });
}
