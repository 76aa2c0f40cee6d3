/**
 * A lawyer signs up with two documents (spec §5: each uploaded on its own, a refused one reported
 * and skipped), confirms the address from the email, signs in and finds the stored one listed.
 */
import { expect, test } from "@playwright/test";
import { LANGS, PASSWORD } from "../support/fixtures";
import { exeBytes, expectDocumentLang, expectToastIn, pdfBytes, readToasts, setLang, enrolThroughPage, signInThroughForm, storedFiles, t, tag, uniqueEmail, waitForMailLink, open, readOutbox } from "../support/helpers";

for (const lang of LANGS) {
  test(`lawyer sign-up with a PDF and a disguised .exe, confirmation, sign-in [${lang}]`, async ({ page, context, request }, testInfo) => {
    await setLang(context, lang);
    const email = uniqueEmail(`lawyer-${tag(testInfo, lang)}`);
    const pdfName = `licence-${tag(testInfo, lang)}.pdf`;
    const exeName = `qid-${tag(testInfo, lang)}.pdf`;

    await open(page, "/signup");
    await expectDocumentLang(page, lang);
    await page.getByLabel(t(lang, "auth:fields.fullName")).fill("Layla Hassan");
    await page.getByLabel(t(lang, "auth:fields.email")).fill(email);
    await page.getByLabel(t(lang, "auth:fields.password"), { exact: true }).fill(PASSWORD);
    await page.locator('input[name="userType"][value="lawyer"]').check();
    // The lawyer's document inputs are shown by CSS once the type is chosen (no JavaScript needed).
    await expect(page.locator("#document_bar_license")).toBeVisible();
    await page.locator("#document_bar_license").setInputFiles({ name: pdfName, mimeType: "application/pdf", buffer: pdfBytes() });
    await page.locator("#document_qatar_id").setInputFiles({ name: exeName, mimeType: "application/pdf", buffer: exeBytes() });
    await page.getByRole("button", { name: t(lang, "auth:signUp.submit"), exact: true }).click();

    await page.waitForURL((url) => url.pathname === "/client-area");
    await expectDocumentLang(page, lang);
    const toasts = await readToasts(page, testInfo, 2);
    expectToastIn(toasts, t(lang, "toasts.confirmationSent"), t(lang, "toasts.confirmationSentDescription"));
    expectToastIn(toasts, t(lang, "toasts.fileUploadFailed"), t(lang, "toasts.fileUploadFailedReason.type_not_allowed", { file: exeName }));
    expect(toasts.join("\n")).not.toContain(pdfName);

    // Only the PDF reached storage, under the spec §3 path.
    const mine = storedFiles().filter((f) => f.includes(pdfName) || f.includes(exeName));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatch(new RegExp(`^translation_documents/verifications/[A-Za-z0-9_-]+/bar_license-\\d+-${pdfName.replace(/\./g, "\\.")}$`));

    // What stays after the toast (issue 29): check your email, and a form for a new link.
    const notice = page.getByTestId("check-email");
    await expect(notice.getByRole("heading", { name: t(lang, "auth:checkEmail.heading") })).toBeVisible();
    await notice.getByLabel(t(lang, "auth:fields.email")).fill(email);
    await notice.getByRole("button", { name: t(lang, "auth:checkEmail.resend") }).click();
    await expect(page.getByTestId("confirmation-resent")).toHaveText(t(lang, "auth:checkEmail.resent"));
    await expect.poll(() => readOutbox(email).filter((m) => m.text.includes("/verify-email")).length).toBe(2);

    // The confirmation link opens /verify-email; confirming is a button press (a POST).
    const link = await waitForMailLink(email, "/verify-email");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "auth:verify.heading"));
    await page.getByRole("button", { name: t(lang, "auth:verify.submit") }).click();
    await page.waitForURL((url) => url.pathname === "/client-area");
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.emailVerified"));

    await signInThroughForm(page, lang, email);
    // Issue 12 §1: a lawyer sets up two-factor sign-in before the dashboard opens.
    await expect(page).toHaveURL(/\/account-settings\/two-factor$/);
    await enrolThroughPage(page, lang, email);
    await open(page, "/dashboard/lawyer");
    await expect(page).toHaveURL(/\/dashboard\/lawyer$/);
    await expect(page.getByTestId("dashboard-role")).toHaveText(t(lang, "roles.lawyer"));
    const documents = page.getByTestId("documents").getByRole("link");
    await expect(documents).toHaveCount(1);
    await expect(documents).toHaveText(t(lang, "dashboard:documents.keys.bar_license"));
    await expect(page.getByTestId("verification-status")).toHaveText(t(lang, "dashboard:documents.states.pending"));

    // The owner can open it: a short-lived signed link to the very bytes uploaded.
    const href = (await documents.getAttribute("href"))!;
    expect(href).toMatch(/^\/files\/translation_documents\/verifications\/[A-Za-z0-9_-]+\/bar_license-\d+-/);
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toContain("application/pdf");
    expect(Buffer.compare(await download.body(), pdfBytes())).toBe(0);

    // Someone signed out gets the sign-in page, not the file.
    const anonymous = await request.get(href, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers()["location"]).toMatch(/^\/client-area/);
  });
}
