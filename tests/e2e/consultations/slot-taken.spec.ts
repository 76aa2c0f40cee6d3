/**
 * Issue 4 §1: two people can never hold the same slot. Two clients confirm the same time: the first
 * gets it; the second sees the message in their language and a fresh list of times, with the text
 * they typed kept, and books another time.
 */
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { createConfirmedAccount, expectToastIn, open, readToasts, setLang, signInThroughForm, t, tag } from "../support/helpers";
import { bookAtDetails, comboIndex, detailsUrl, expectStatus, qatarSlot } from "./booking-helpers";

for (const lang of LANGS) {
  test(`slot taken: message and a fresh list, text kept [${lang}]`, async ({ page, context, request, browser }, testInfo) => {
    test.setTimeout(150_000);
    await setLang(context, lang);
    const slot = qatarSlot(18 + comboIndex(testInfo, lang), 14 + testInfo.retry);
    const url = detailsUrl({ kind: "video", slot });
    const first = await createConfirmedAccount(request, { label: `taken-a-${tag(testInfo, lang)}`, lang });
    const second = await createConfirmedAccount(request, { label: `taken-b-${tag(testInfo, lang)}`, lang });

    // The second client has the form open on the same time before the first confirms.
    await signInThroughForm(page, lang, second);
    await open(page, url);
    const description = `Review of a shareholder agreement (${tag(testInfo, lang)}).`;
    await page.getByLabel(t(lang, "consultations:book.fields.description")).fill(description);
    await page.getByLabel(t(lang, "consultations:book.fields.phone")).fill("+974 3333 4444");

    const otherContext = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== "no-js" });
    await setLang(otherContext, lang);
    const other = await otherContext.newPage();
    await signInThroughForm(other, lang, first);
    await bookAtDetails(other, lang, { url, description: "Someone else's matter that takes this time first." });
    await otherContext.close();

    await page.getByRole("button", { name: t(lang, "consultations:book.details.submit") }).click();
    // "Taken" when both confirm at the same instant, "no longer available" once the first has it.
    const messages = [t(lang, "errors.slot_taken"), t(lang, "errors.slot_unavailable")];
    await expect(page.getByTestId("booking-details").getByRole("alert").first()).toHaveText(new RegExp(messages.map(escapeRegExp).join("|")));
    await expect(page.getByLabel(t(lang, "consultations:book.fields.description"))).toHaveValue(description);
    await expect(page.getByLabel(t(lang, "consultations:book.fields.phone"))).toHaveValue("+974 3333 4444");
    // A fresh list without the taken time.
    const picker = page.getByTestId("booking-details").getByTestId("slot-picker");
    await expect(picker).toBeVisible();
    await expect(picker.locator(`input[value="${slot}"]`)).toHaveCount(0);
    await picker.locator('input[name="slot"]').nth(2).check();
    await page.getByRole("button", { name: t(lang, "consultations:book.details.submit") }).click();
    await page.waitForURL(/\/consultations\/[0-9a-f-]{36}$/);
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.consultationBooked"));
    await expectStatus(page, lang, "requested");
    await expect(page.getByTestId("consultation-description")).toHaveText(description);
  });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
