/**
 * Issue 4 §1 lifecycle through the pages: the lawyer accepts a request and the client reschedules
 * it (back to "awaiting confirmation"); the lawyer declines another with a reason that the client
 * sees; a reason that is too short changes nothing.
 */
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { createConfirmedAccount, expectToastIn, open, readToasts, setLang, signInThroughForm, t, tag } from "../support/helpers";
import { bookAtDetails, chooseSlot, comboIndex, detailsUrl, expectStatus, lawyerPage, qatarSlot } from "./booking-helpers";

for (const lang of LANGS) {
  test(`lawyer accepts, client reschedules [${lang}]`, async ({ page, context, request, browser }, testInfo) => {
    test.setTimeout(150_000);
    await setLang(context, lang);
    const combo = comboIndex(testInfo, lang);
    const email = await createConfirmedAccount(request, { label: `accept-${tag(testInfo, lang)}`, lang });
    await signInThroughForm(page, lang, email);
    const slot = qatarSlot(6 + combo, 11 + testInfo.retry);
    const id = await bookAtDetails(page, lang, {
      url: detailsUrl({ kind: "in_person", slot }),
      description: "A commercial lease dispute with my landlord over the deposit.",
    });
    await expectStatus(page, lang, "requested");

    const lawyer = await lawyerPage(browser, lang);
    await open(lawyer, `/consultations/${id}`);
    await lawyer.getByRole("button", { name: t(lang, "consultations:actions.accept") }).click();
    expectToastIn(await readToasts(lawyer, testInfo), t(lang, "toasts.consultationUpdated"), t(lang, "consultations:toasts.accept"));
    await expectStatus(lawyer, lang, "confirmed");
    await lawyer.context().close();

    // The client moves it to another day: a GET step with the slots, then a POST.
    await open(page, `/consultations/${id}`);
    await expectStatus(page, lang, "confirmed");
    const before = await page.getByTestId("consultation-when").innerText();
    await page.getByRole("link", { name: t(lang, "consultations:actions.rescheduleChoose") }).click();
    await expect(page.getByTestId("reschedule-form")).toBeVisible();
    await chooseSlot(page, lang, qatarSlot(10 + combo, 12 + testInfo.retry));
    await page.getByRole("button", { name: t(lang, "consultations:actions.rescheduleSubmit") }).click();
    await page.waitForURL(new RegExp(`/consultations/${id}$`));
    expectToastIn(await readToasts(page, testInfo), t(lang, "consultations:toasts.reschedule"));
    // A client's new time needs the lawyer's confirmation again.
    await expectStatus(page, lang, "requested");
    await expect(page.getByTestId("consultation-when")).not.toHaveText(before);
    await expect(page.getByTestId("timeline")).toContainText(t(lang, "consultations:events.rescheduled"));
  });

  test(`lawyer declines with a reason the client sees [${lang}]`, async ({ page, context, request, browser }, testInfo) => {
    test.setTimeout(150_000);
    await setLang(context, lang);
    const email = await createConfirmedAccount(request, { label: `decline-${tag(testInfo, lang)}`, lang });
    await signInThroughForm(page, lang, email);
    const id = await bookAtDetails(page, lang, {
      url: detailsUrl({ kind: "voice", voiceMode: "phone", slot: qatarSlot(14 + comboIndex(testInfo, lang), 13 + testInfo.retry) }),
      description: "Questions about a family inheritance and the shares of each heir.",
    });

    const lawyer = await lawyerPage(browser, lang);
    await open(lawyer, `/consultations/${id}`);
    const form = lawyer.getByTestId("decline-form");
    await lawyer.getByText(t(lang, "consultations:actions.decline"), { exact: true }).click();
    // Too short: a message in the visitor's language, nothing changes.
    await form.getByLabel(t(lang, "consultations:actions.declineReason")).fill("no");
    await form.getByRole("button", { name: t(lang, "consultations:actions.declineSubmit") }).click();
    await expect(lawyer.getByTestId("decline-form")).toContainText(t(lang, "consultations:validation.reasonMin"));
    await expectStatus(lawyer, lang, "requested");

    const reason = `I am travelling that week (${tag(testInfo, lang)}).`;
    await lawyer.getByTestId("decline-form").getByLabel(t(lang, "consultations:actions.declineReason")).fill(reason);
    await lawyer.getByTestId("decline-form").getByRole("button", { name: t(lang, "consultations:actions.declineSubmit") }).click();
    expectToastIn(await readToasts(lawyer, testInfo), t(lang, "consultations:toasts.decline"));
    await expectStatus(lawyer, lang, "declined");
    await lawyer.context().close();

    await open(page, `/consultations/${id}`);
    await expectStatus(page, lang, "declined");
    await expect(page.getByTestId("status-reason")).toContainText(reason);
    await expect(page.getByTestId("consultation-actions")).toHaveCount(0);
  });
}
