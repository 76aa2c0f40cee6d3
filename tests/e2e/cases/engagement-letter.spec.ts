/**
 * Issue 28 §2: the engagement letter from a case, in both languages, with JavaScript on ("js") and off ("no-js"):
 * the admin prepares the letter from the case's three milestones and sends it; the client reads it, asks for a
 * code, is refused a wrong one in their language, signs with the emailed one; the admin countersigns; both
 * signatures show on the case page and the signed PDF downloads.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { LANGS } from "../support/fixtures";
import { createConfirmedAccount, jsEnabled, open, signInOverHttp, t, tag } from "../support/helpers";
import { contextAs, fixtureSessionCookie, latinWord, trpcMutation, trpcQuery } from "./case-page-helpers";
import { codeMailedTo, pairLabel, submitAndReadToast } from "./engagement-helpers";

const MILESTONES = [
  { titleAr: "دراسة الملف", titleEn: "File review", feeQar: 5000, dueOn: null },
  { titleAr: "صحيفة الدعوى", titleEn: "Statement of claim", feeQar: 12500, dueOn: null },
  { titleAr: "المرافعة", titleEn: "Pleadings", feeQar: 20000, dueOn: null },
];

for (const lang of LANGS) {
  test(`the admin prepares and sends the letter, the client signs with the emailed code, the admin countersigns [${lang}]`, async ({ browser, request }, testInfo) => {
    test.setTimeout(180_000);
    const js = jsEnabled(testInfo);
    const admin = fixtureSessionCookie("admin");
    // A client of the test's own (the signing codes are rate-limited per person), writing in the test's language.
    const clientName = `Engagement Client ${latinWord()}`;
    const clientEmail = await createConfirmedAccount(request, { label: `engagement-${tag(testInfo, lang)}`, name: clientName, userType: "individual", lang });
    const clientCookie = await signInOverHttp(request, clientEmail);
    const editor = await trpcQuery<{ current: { version: number } | null }>(request, { path: "engagement.terms.editor", cookie: admin, input: undefined });
    if (!editor.current) {
      await trpcMutation(request, { path: "engagement.terms.save", cookie: admin, input: { bodyAr: "يخضع هذا التكليف لقوانين دولة قطر.", bodyEn: "This engagement is governed by the laws of Qatar." } });
    }
    const created = await trpcMutation<{ id: string; reference: string }>(request, {
      path: "cases.create",
      cookie: admin,
      input: { titleAr: `قضية تكليف ${latinWord(4)}`, titleEn: `Engagement case ${latinWord(4)}`, serviceArea: "commercial", clientEmail },
    });
    for (const m of MILESTONES) await trpcMutation(request, { path: "cases.addMilestone", cookie: admin, input: { id: created.id, ...m } });

    // ---- the admin prepares and sends
    const adminPage = await (await contextAs(browser, { cookie: admin, lang, js })).newPage();
    await open(adminPage, `/case/${created.id}`);
    const adminSection = adminPage.getByTestId("engagement-section");
    await expect(adminSection).toContainText(t(lang, "engagement:page.noneFirm"));
    await adminSection.getByRole("link", { name: t(lang, "engagement:page.draft.start") }).click();
    await expect(adminPage).toHaveURL(new RegExp(`/case/${created.id}/engagement`));
    const draftForm = adminPage.getByTestId("engagement-draft-form");
    if (js) await expectNoAxeViolations(adminPage, { what: "the letter's page (firm)" });
    // Nothing written without a scope: the form answers in the admin's language.
    await draftForm.getByRole("button", { name: t(lang, "engagement:page.draft.save") }).click();
    await expect(adminPage.getByTestId("engagement-draft-form")).toContainText(t(lang, "validation.required"));
    await adminPage.getByLabel(pairLabel(lang, "ar", "engagement:page.draft.scope")).fill("تمثيل الموكل في نزاع التوريد أمام المحكمة الابتدائية.");
    await adminPage.getByLabel(pairLabel(lang, "en", "engagement:page.draft.scope")).fill("Representing the client in the supply dispute before the Court of First Instance.");
    await submitAndReadToast(adminPage, t(lang, "engagement:page.draft.save"), "engagement:page.toasts.saveDraft", lang);
    await expect(adminPage.getByTestId("engagement-draft")).toBeVisible();
    await submitAndReadToast(adminPage, t(lang, "engagement:page.send.submit"), "engagement:page.toasts.send", lang);
    await expect(adminPage).toHaveURL(new RegExp(`/case/${created.id}(#engagement)?$`));
    await expect(adminPage.getByTestId("engagement-letter")).toHaveAttribute("data-state", "sent");

    // ---- the client reads, asks for a code and signs
    const clientContext = await contextAs(browser, { cookie: clientCookie, lang, js });
    const clientPage = await clientContext.newPage();
    // The dashboard leads to it.
    await open(clientPage, "/dashboard/user");
    await clientPage.getByTestId("dashboard-case").filter({ hasText: created.reference }).getByRole("link", { name: t(lang, "engagement:dashboard.sign") }).click();
    await expect(clientPage).toHaveURL(new RegExp(`/case/${created.id}#engagement$`));
    const section = clientPage.getByTestId("engagement-section");
    const pdfHref = await section.getByTestId("engagement-pdf").getAttribute("href");
    const sentPdf = await clientContext.request.get(pdfHref!);
    expect(sentPdf.status()).toBe(200);
    expect(sentPdf.headers()["content-type"]).toBe("application/pdf");
    await submitAndReadToast(clientPage, t(lang, "engagement:page.sign.requestCode"), "engagement:page.toasts.requestCode", lang);
    await expect(clientPage.getByTestId("engagement-code-sent")).toContainText(clientEmail);
    const code = await codeMailedTo(clientEmail);
    if (js) await expectNoAxeViolations(clientPage, { what: "the letter's page (signer)" });
    const signForm = clientPage.getByTestId("engagement-sign");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await signForm.getByLabel(t(lang, "engagement:page.sign.fullName")).fill(clientName);
    await signForm.getByLabel(t(lang, "engagement:page.sign.code")).fill(wrong);
    await signForm.getByLabel(t(lang, "engagement:page.sign.consent")).check();
    await signForm.getByRole("button", { name: t(lang, "engagement:page.sign.submit") }).click();
    await expect(clientPage.getByTestId("engagement-sign")).toContainText(t(lang, "common:errors.signing_code_invalid"));
    const retry = clientPage.getByTestId("engagement-sign");
    await retry.getByLabel(t(lang, "engagement:page.sign.fullName")).fill(clientName);
    await retry.getByLabel(t(lang, "engagement:page.sign.code")).fill(code);
    await retry.getByLabel(t(lang, "engagement:page.sign.consent")).check();
    await submitAndReadToast(clientPage, t(lang, "engagement:page.sign.submit"), "engagement:page.toasts.sign", lang);
    await expect(clientPage.getByTestId("engagement-signed")).toContainText(clientName);

    // ---- the admin countersigns
    await open(adminPage, `/case/${created.id}`);
    await submitAndReadToast(adminPage, t(lang, "engagement:page.countersign.submit"), "engagement:page.toasts.countersign", lang);
    await expect(adminPage.getByTestId("engagement-countersigned")).toBeVisible();

    // ---- the client sees both signatures and downloads the signed letter
    await open(clientPage, `/case/${created.id}`);
    await expect(clientPage.getByTestId("engagement-countersigned")).toBeVisible();
    const signedHref = await clientPage.getByTestId("engagement-pdf").getAttribute("href");
    const signed = await clientContext.request.get(signedHref!);
    expect(signed.status()).toBe(200);
    expect((await signed.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
}

for (const lang of LANGS) {
  test(`the admin saves the standard terms as a new version; an empty text is refused in their language [${lang}]`, async ({ browser }, testInfo) => {
    const js = jsEnabled(testInfo);
    const page = await (await contextAs(browser, { cookie: fixtureSessionCookie("admin"), lang, js })).newPage();
    await open(page, "/dashboard/admin/engagement-terms");
    const arabic = page.getByLabel(pairLabel(lang, "ar", "engagement:terms.body"));
    const english = page.getByLabel(pairLabel(lang, "en", "engagement:terms.body"));
    await arabic.fill("");
    await page.getByRole("button", { name: t(lang, "engagement:terms.save") }).click();
    await expect(page.getByTestId("terms-form")).toContainText(t(lang, "validation.required"));
    const marker = latinWord();
    await page.getByLabel(pairLabel(lang, "ar", "engagement:terms.body")).fill("يخضع هذا التكليف لقوانين دولة قطر وتختص محاكمها بنظر أي نزاع وعند الاختلاف يعتد بالنص العربي.");
    await english.fill(`This engagement is governed by the laws of Qatar; its courts have jurisdiction; the Arabic text prevails (${marker}).`);
    await submitAndReadToast(page, t(lang, "engagement:terms.save"), "engagement:terms.saved", lang);
    await expect(page.getByLabel(pairLabel(lang, "en", "engagement:terms.body"))).toHaveValue(new RegExp(marker));
    await expect(page.getByTestId("terms-versions").locator("li")).not.toHaveCount(0);
  });
}
