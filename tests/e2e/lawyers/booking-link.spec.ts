/**
 * Issue 3 §2: until online booking exists, "book a consultation" on a profile leads to /consultations
 * with the lawyer chosen, and from there to the contact form with the request as its subject.
 */
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { open, setLang, t } from "../support/helpers";

const NAIMI = { id: "5a1e0000-0000-4000-8000-000000000002", ar: "محمد خالد النعيمي", en: "Mohammed Khalid Al-Naimi" };

for (const lang of LANGS) {
  test(`profile → consultations with the lawyer chosen → contact form prefilled [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await open(page, `/lawyer-profile/${NAIMI.id}`);
    await page.getByRole("link", { name: t(lang, "lawyers:profile.bookWith", { name: NAIMI[lang] }) }).click();
    await expect(page).toHaveURL(new RegExp(`/consultations\\?lawyer=${NAIMI.id}$`));
    const panel = page.getByTestId("consultation-selection");
    await expect(panel.getByRole("link", { name: NAIMI[lang] })).toBeVisible();

    await panel.getByRole("link", { name: t(lang, "pages:consultationSelection.contactCta") }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    await expect(page.getByLabel(t(lang, "contact:form.subject"))).toHaveValue(
      t(lang, "pages:consultationSelection.subject", { choice: NAIMI[lang] }),
    );
  });
}

test("an unknown lawyer or service in the link is ignored, not an error", async ({ page }) => {
  const response = await page.goto("/consultations?lawyer=00000000-0000-4000-8000-000000000000&service=nope");
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("consultation-selection")).toHaveCount(0);
});
