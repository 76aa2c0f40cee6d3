/**
 * Issue 3 §2 / issue 4 §1: "book a consultation" on a profile leads to the booking page of
 * /consultations with that lawyer already chosen.
 */
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { open, setLang, t } from "../support/helpers";

const NAIMI = { id: "5a1e0000-0000-4000-8000-000000000002", ar: "محمد خالد النعيمي", en: "Mohammed Khalid Al-Naimi" };

for (const lang of LANGS) {
  test(`profile → consultations with the lawyer chosen [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await open(page, `/lawyer-profile/${NAIMI.id}`);
    await page.getByRole("link", { name: t(lang, "lawyers:profile.bookWith", { name: NAIMI[lang] }) }).click();
    await expect(page).toHaveURL(new RegExp(`/consultations\\?lawyer=${NAIMI.id}$`));
    const choice = page.getByTestId("lawyer-choices").getByRole("radio", { name: new RegExp(NAIMI[lang]) });
    await expect(choice).toBeChecked();
  });
}

test("the lawyer of the link comes first in the list, not where the alphabet puts them (issue 29)", async ({ page }) => {
  const radios = page.getByTestId("lawyer-choices").locator('input[name="lawyer"]:not([value="any"])');
  await open(page, "/consultations");
  expect(await radios.count()).toBeGreaterThan(2);
  const third = (await radios.nth(2).getAttribute("value"))!;
  await open(page, `/consultations?lawyer=${third}`);
  await expect(radios.first()).toHaveAttribute("value", third);
  await expect(radios.first()).toBeChecked();
  await expect(radios.locator(`xpath=self::*[@value="${third}"]`)).toHaveCount(1);
});

test("an unknown lawyer or service in the link is ignored, not an error", async ({ page }) => {
  const response = await page.goto("/consultations?lawyer=00000000-0000-4000-8000-000000000000&service=nope");
  expect(response?.status()).toBe(200);
  await expect(page.locator('input[name="lawyer"]:checked')).toHaveCount(0);
});

for (const lang of LANGS) {
  test(`a profile's next free time leads to booking it [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await open(page, `/lawyer-profile/${NAIMI.id}`);
    await expect(page.getByRole("heading", { name: t(lang, "lawyers:profile.nextSlots") })).toBeVisible();
    const first = page.getByTestId("next-slots").getByRole("link").first();
    const startsAt = await first.locator("time").getAttribute("datetime");
    expect(startsAt && Date.parse(startsAt)).toBeGreaterThan(Date.now());
    await first.click();
    await expect(page).toHaveURL(/\/consultations\?.*step=details/);
    expect(new URL(page.url()).searchParams.get("slot")).toBe(startsAt);
    expect(new URL(page.url()).searchParams.get("lawyer")).toBe(NAIMI.id);
    await expect(page.getByTestId("summary-when")).toContainText(lang === "ar" ? "بتوقيت الدوحة" : "Doha time");
  });
}
