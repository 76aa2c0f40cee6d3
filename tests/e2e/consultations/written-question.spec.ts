/**
 * Issue 4 §1 written questions: the client's question, the lawyer's answer and a follow-up with a
 * file, as a thread on the consultation page; only the parties can open the file.
 */
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { createConfirmedAccount, exeBytes, expectToastIn, open, pdfBytes, readToasts, setLang, signInThroughForm, t, tag } from "../support/helpers";
import { bookAtDetails, detailsUrl, lawyerPage } from "./booking-helpers";

for (const lang of LANGS) {
  test(`written question, answer and follow-up thread [${lang}]`, async ({ page, context, request, browser, playwright }, testInfo) => {
    test.setTimeout(150_000);
    await setLang(context, lang);
    const email = await createConfirmedAccount(request, { label: `written-${tag(testInfo, lang)}`, lang });
    await signInThroughForm(page, lang, email);
    // A written question has no time step.
    await open(page, `/consultations?service=family&kind=written&lawyer=any&step=time`);
    await expect(page).toHaveURL(/step=time/);
    await expect(page.getByTestId("slot-picker")).toHaveCount(0);
    const question = `Can my employer keep my passport? (${tag(testInfo, lang)})`;
    const id = await bookAtDetails(page, lang, { url: detailsUrl({ kind: "written" }), description: question });
    await expect(page.getByRole("heading", { name: t(lang, "consultations:thread.headingWritten") })).toBeVisible();

    const lawyer = await lawyerPage(browser, lang);
    await open(lawyer, `/consultations/${id}`);
    await expect(lawyer.getByTestId("consultation-description")).toHaveText(question);
    const answer = "No. Under Qatari law an employer may not keep an employee's passport.";
    await lawyer.getByLabel(t(lang, "consultations:thread.reply")).fill(answer);
    await lawyer.getByRole("button", { name: t(lang, "consultations:thread.send") }).click();
    expectToastIn(await readToasts(lawyer, testInfo), t(lang, "consultations:toasts.message"));
    await expect(lawyer.getByTestId("thread")).toContainText(answer);

    // An empty reply is refused with a message; nothing is added.
    await open(page, `/consultations/${id}`);
    await expect(page.getByTestId("thread")).toContainText(answer);
    await page.getByRole("button", { name: t(lang, "consultations:thread.send") }).click();
    if (testInfo.project.name === "no-js") {
      await expect(page.getByTestId("reply-form")).toContainText(t(lang, "consultations:validation.messageRequired"));
    }
    await expect(page.locator(".thread-message")).toHaveCount(1);

    // A program dressed as a PDF is refused by its bytes, named in the message; nothing is added.
    await page.getByLabel(t(lang, "consultations:thread.reply")).fill("Please see the attached invoice.");
    await page.getByLabel(t(lang, "consultations:book.fields.documents")).setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: exeBytes() });
    await page.getByRole("button", { name: t(lang, "consultations:thread.send") }).click();
    await expect(page.getByTestId("reply-form")).toContainText(t(lang, "toasts.fileUploadFailedReason.type_not_allowed", { file: "invoice.pdf" }));
    await expect(page.locator(".thread-message")).toHaveCount(1);

    const followUp = "Thank you. Here is my contract; does clause 7 change anything?";
    await page.getByLabel(t(lang, "consultations:thread.reply")).fill(followUp);
    await page.getByLabel(t(lang, "consultations:book.fields.documents")).setInputFiles({ name: "contract.pdf", mimeType: "application/pdf", buffer: pdfBytes() });
    await page.getByRole("button", { name: t(lang, "consultations:thread.send") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "consultations:toasts.message"));
    await expect(page.locator(".thread-message")).toHaveCount(2);
    await expect(page.locator(".thread-message").nth(1)).toContainText(followUp);

    // The lawyer sees the follow-up and can open the file; a stranger cannot.
    await open(lawyer, `/consultations/${id}`);
    const fileLink = lawyer.getByTestId("thread").getByRole("link", { name: "contract.pdf" });
    await expect(fileLink).toBeVisible();
    const href = (await fileLink.getAttribute("href"))!;
    const download = await lawyer.request.get(href);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await lawyer.context().close();

    const stranger = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const strangerEmail = await createConfirmedAccount(stranger, { label: `written-stranger-${tag(testInfo, lang)}`, lang });
    const { signInOverHttp } = await import("../support/helpers");
    const cookie = await signInOverHttp(stranger, strangerEmail);
    expect((await stranger.get(`/consultations/${id}`, { headers: { Cookie: cookie } })).status()).toBe(404);
    expect((await stranger.get(href, { headers: { Cookie: cookie }, maxRedirects: 0 })).status()).toBe(404);
    await stranger.dispose();

    // Nobody has accepted it yet: the client may withdraw it at any time, with a reason the lawyer sees.
    await open(page, `/consultations/${id}`);
    await page.getByText(t(lang, "consultations:actions.withdraw"), { exact: true }).click();
    const withdraw = page.getByTestId("cancel-form");
    await withdraw.getByLabel(t(lang, "consultations:actions.withdrawReason")).fill("I found the answer in the legal library.");
    await withdraw.getByRole("button", { name: t(lang, "consultations:actions.withdrawSubmit") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "consultations:toasts.cancel"));
    await expect(page.getByTestId("status-reason")).toContainText("I found the answer in the legal library.");
    await expect(page.getByTestId("consultation-actions")).toHaveCount(0);
  });
}
