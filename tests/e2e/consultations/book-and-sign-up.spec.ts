/**
 * Issue 4 §1: a visitor chooses everything signed out (from a lawyer's profile link), is asked to
 * sign up at the last step, confirms the address from the outbox, signs in and lands back on the
 * same choices with what they typed, and books; the consultation page shows the booking.
 */
import { expect, test } from "@playwright/test";
import { FIXTURE_LAWYER, LANGS, PASSWORD } from "../support/fixtures";
import { expectToastIn, jsEnabled, open, readToasts, setLang, t, tag, uniqueEmail, waitForMailLink } from "../support/helpers";
import { chooseSlot, comboIndex, expectStatus, qatarSlot } from "./booking-helpers";

// Times on the page follow the visitor's zone once the page's script has told the server.
test.use({ timezoneId: "Europe/London" });

for (const lang of LANGS) {
  test(`visitor chooses, signs up midway, comes back and books [${lang}]`, async ({ page, context }, testInfo) => {
    test.setTimeout(150_000);
    await setLang(context, lang);
    const js = jsEnabled(testInfo);
    const slot = qatarSlot(2 + comboIndex(testInfo, lang), 10 + testInfo.retry);
    const description = `Custody arrangement after divorce (${tag(testInfo, lang)}): I need advice on visiting rights.`;

    // Step 1, from the lawyer's profile link: the lawyer is already chosen.
    await open(page, `/consultations?lawyer=${FIXTURE_LAWYER.id}`);
    expect(await page.title()).toContain(t(lang, "pages:consultations.title"));
    await expect(page.locator(`input[name="lawyer"][value="${FIXTURE_LAWYER.id}"]`)).toBeChecked();
    await page.getByLabel(t(lang, "consultations:book.fields.service")).selectOption("family");
    await page.locator('input[type="radio"][name="kind"][value="video"]').check();
    await expect(page.locator('input[type="radio"][name="kind"][value="video"]')).toHaveAccessibleName(new RegExp(t(lang, "consultations:kinds.video")));
    // The lawyer's fee for the kind, in QAR, next to the name.
    await expect(page.getByTestId("lawyer-choices")).toContainText(lang === "en" ? "QAR" : "ر.ق.");
    if (js) {
      // With JavaScript the slots appear in place, without leaving step 1.
      await expect(page.getByTestId("slot-picker")).toBeVisible();
      expect(new URL(page.url()).searchParams.get("step")).toBeNull();
    }
    await page.getByRole("button", { name: t(lang, "consultations:book.choose.continue") }).click();

    // Step 2: slots grouped by day; the page says which zone the times are in.
    await expect(page).toHaveURL(/step=time/);
    // Named the way people say it, never by an IANA id: the visitor's own zone (from the browser) or Doha time.
    const note = page.getByTestId("time-zone-note");
    // An Arabic page names London's zone in Arabic, without the English city of its IANA id (zoneLabel).
    await expect(note).toContainText(js ? (lang === "ar" ? "بتوقيت المملكة المتحدة" : "(London)") : lang === "ar" ? "بتوقيت الدوحة" : "Doha time");
    await expect(note).not.toContainText("/");
    await chooseSlot(page, lang, slot);
    await page.getByRole("button", { name: t(lang, "consultations:book.slots.continue") }).click();

    // Step 3 signed out: type the matter, then create an account.
    await expect(page).toHaveURL(/step=details/);
    await expect(page.getByTestId("booking-summary")).toContainText(lang === "en" ? "QAR" : "ر.ق.");
    await page.getByLabel(t(lang, "consultations:book.fields.description")).fill(description);
    await page.getByLabel(t(lang, "consultations:book.fields.phone")).fill("+974 5555 7788");
    await page.getByRole("button", { name: t(lang, "consultations:book.signIn.signUp") }).click();
    await expect(page).toHaveURL(/\/signup\?redirectTo=/);

    const email = uniqueEmail(`book-signup-${tag(testInfo, lang)}`);
    await page.getByLabel(t(lang, "auth:fields.fullName")).fill("Hessa Al-Marri");
    await page.getByLabel(t(lang, "auth:fields.email")).fill(email);
    await page.getByLabel(t(lang, "auth:fields.password"), { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: t(lang, "auth:signUp.submit") }).click();
    await expect(page).toHaveURL(/\/client-area\?signup=pending&redirectTo=/);

    // The confirmation link carries the way back; confirming leads to the sign-in form, then back.
    const link = await waitForMailLink(email, "/verify-email");
    expect(new URL(link).searchParams.get("redirectTo")).toContain("/consultations?");
    await open(page, link);
    await page.getByRole("button", { name: t(lang, "auth:verify.submit") }).click();
    await expect(page).toHaveURL(/\/client-area\?redirectTo=/);
    await page.getByLabel(t(lang, "auth:fields.email")).fill(email);
    await page.getByLabel(t(lang, "auth:fields.password"), { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: t(lang, "auth:signIn.submit"), exact: true }).click();

    // Back on step 3 with the same choices and text.
    await expect(page).toHaveURL(/\/consultations\?.*step=details/);
    const url = new URL(page.url());
    expect(url.searchParams.get("lawyer")).toBe(FIXTURE_LAWYER.id);
    expect(url.searchParams.get("kind")).toBe("video");
    expect(url.searchParams.get("slot")).toBe(slot);
    await expect(page.getByLabel(t(lang, "consultations:book.fields.description"))).toHaveValue(description);
    await expect(page.getByLabel(t(lang, "consultations:book.fields.phone"))).toHaveValue("+974 5555 7788");
    await page.getByRole("button", { name: t(lang, "consultations:book.details.submit") }).click();

    await page.waitForURL(/\/consultations\/[0-9a-f-]{36}$/);
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.consultationBooked"));
    await expectStatus(page, lang, "requested");
    await expect(page.getByTestId("consultation-lawyer")).toHaveText(lang === "en" ? FIXTURE_LAWYER.name_en : FIXTURE_LAWYER.name_ar);
    await expect(page.getByTestId("consultation-description")).toHaveText(description);
    // In the visitor's zone, and in Qatar time when that is another zone.
    if (js) await expect(page.getByTestId("consultation-when")).toContainText(t(lang, "consultations:when.qatarTime", { time: "" }).trim());
    await expect(page.getByTestId("consultation-facts")).toContainText(lang === "en" ? "QAR" : "ر.ق.");
  });
}

test("lawyers cannot book: a clear message instead of the form", async ({ browser }) => {
  const context = await browser.newContext({ storageState: (await import("../support/paths")).authStatePath("lawyer") });
  await setLang(context, "en");
  const page = await context.newPage();
  await page.goto(`/consultations?service=family&kind=written&lawyer=${FIXTURE_LAWYER.id}&step=details`);
  await expect(page.getByTestId("role-cannot-book")).toHaveText(t("en", "consultations:book.roleCannotBook"));
  await expect(page.getByTestId("booking-details")).toHaveCount(0);
  await context.close();
});
