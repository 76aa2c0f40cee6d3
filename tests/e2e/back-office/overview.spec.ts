/**
 * Issue 10 §1: the back office's home shows what waits for the firm, each queue opening its own page, in both
 * languages and with JavaScript on and off; the section navigation marks where the admin is; axe on both pages.
 */
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { addSessionCookies, fixtureSessionCookie } from "../support/consultations";
import { open, setLang, t } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

for (const lang of LANGS) {
  test(`the admin's queues open their pages [${lang}]`, async ({
    page,
    context,
  }, testInfo) => {
    await setLang(context, lang);
    await addSessionCookies(context, fixtureSessionCookie("admin"));
    await open(page, "/dashboard/admin");
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const queues = page.getByTestId("back-office-queues");
    for (const key of [
      "verifications",
      "consultations",
      "contact",
      "applications",
      "companyRequests",
      "hearings",
    ]) {
      await expect(queues.locator(`[data-queue="${key}"]`)).toContainText(
        t(lang, `backOffice:queues.${key}`)
      );
    }
    // The admin has nothing to have verified: no documents card at all (its upload form led nowhere, and its
    // "Verification: not started" misled, issue 29).
    await expect(page.locator("#documents")).toHaveCount(0);
    await expect(page.getByTestId("verification-status")).toHaveCount(0);
    const nav = page.getByRole("navigation", {
      name: t(lang, "backOffice:nav.label"),
    });
    await expect(
      nav.getByRole("link", { name: t(lang, "backOffice:nav.overview") })
    ).toHaveAttribute("aria-current", "page");

    await queues.locator('[data-queue="consultations"] a').click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/consultations$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t(lang, "backOffice:consultations.heading")
    );
    await expect(
      nav.getByRole("link", { name: t(lang, "backOffice:nav.consultations") })
    ).toHaveAttribute("aria-current", "page");

    if (testInfo.project.name === "js") {
      for (const path of [
        "/dashboard/admin/consultations",
        "/dashboard/admin",
      ]) {
        await open(page, path);
        await expectNoAxeViolations(page, { wcagOnly: true });
      }
    }
  });

  test(`a non-admin never reaches the back office's pages [${lang}]`, async ({
    page,
    context,
  }) => {
    await setLang(context, lang);
    await addSessionCookies(context, fixtureSessionCookie("lawyer"));
    await open(page, "/dashboard/admin/consultations");
    await expect(page).toHaveURL(/\/dashboard\/lawyer$/);
  });
}
