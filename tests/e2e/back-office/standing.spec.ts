/**
 * Issue 13 §1 in the browser, both languages, JavaScript on and off: a lawyer states the courts they may
 * plead before and their QFC rights of audience with a document; the directory keeps showing the old
 * details until an admin confirms. A missing document and a rejection without a reason are refused in the
 * page's language; a rejection reaches the lawyer with its reason; a confirmation shows in the public
 * profile at once. Axe on both new pages.
 */
import { expect, test } from "@playwright/test";
import { expectAudited } from "../support/audit";
import { expectNoAxeViolations } from "../support/axe";
import { addSessionCookies, verifiedLawyerWithProfile } from "../support/consultations";
import { ACCOUNTS, BASE_URL, LANGS } from "../support/fixtures";
import { expectDocumentLang, jsEnabled, pdfBytes, setLang, t, tag } from "../support/helpers";
import { authStatePath } from "../support/paths";
import { latinWord } from "../cases/case-page-helpers";

test.describe.configure({ mode: "parallel" });

for (const lang of LANGS) {
  test(`a lawyer's courts and QFC rights, confirmed by an admin [${lang}]`, async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const js = jsEnabled(testInfo);
    // A verified lawyer of its own (one request may wait per lawyer), with a directory profile.
    const nameEn = `Standing Lawyer ${latinWord()}`;
    const { email, cookie, lawyerId } = await verifiedLawyerWithProfile(request, {
      label: `standing-${tag(testInfo, lang)}`,
      nameEn,
      profile: {
        nameAr: "محامية القيد",
        titleAr: "محامية",
        titleEn: "Lawyer",
        bioAr: "محامية تعمل في القضايا التجارية والمدنية أمام المحاكم القطرية منذ سنوات.",
        bioEn: "A lawyer working on commercial and civil matters before the courts of Qatar for years.",
        practiceAreas: ["commercial"],
        languages: ["ar", "en"],
        city: "doha",
        yearsOfPractice: 8,
        acceptingNewClients: true,
      },
    });

    const lawyerContext = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: js });
    await addSessionCookies(lawyerContext, cookie);
    await setLang(lawyerContext, lang);
    const page = await lawyerContext.newPage();
    await page.goto("/dashboard/lawyer/standing");
    await expectDocumentLang(page, lang);
    await expect(page.getByTestId("standing-listed")).toContainText(t(lang, "lawyers:rollLevel.first_instance"));
    if (js) await expectNoAxeViolations(page, { what: "lawyer's standing page" });

    // No document: refused at the field, nothing sent.
    const form = page.getByTestId("standing-form");
    await form.getByLabel(t(lang, "adminReview:standing.level")).selectOption("cassation");
    await form.getByLabel(t(lang, "adminReview:standing.qfc")).check();
    await form.getByRole("button", { name: t(lang, "adminReview:standing.submit") }).click();
    await expect(page.getByText(t(lang, "adminReview:standing.validation.document"))).toBeVisible();
    await expect(page.getByTestId("standing-pending")).toHaveCount(0);

    await page.getByTestId("standing-form").getByLabel(t(lang, "adminReview:standing.level")).selectOption("cassation");
    await page.getByTestId("standing-form").getByLabel(t(lang, "adminReview:standing.qfc")).check();
    await page.getByTestId("standing-form").getByLabel(t(lang, "adminReview:standing.document")).setInputFiles({ name: "roll-card.pdf", mimeType: "application/pdf", buffer: pdfBytes("roll card") });
    await page.getByTestId("standing-form").getByRole("button", { name: t(lang, "adminReview:standing.submit") }).click();
    await expect(page.getByTestId("standing-pending")).toContainText(t(lang, "lawyers:rollLevel.cassation"));

    // Nothing public yet.
    const visitor = await request.get(`/lawyer-profile/${lawyerId}`, { headers: { Cookie: `lang=${lang}` } });
    expect(await visitor.text()).not.toContain(t(lang, "lawyers:rollLevel.cassation"));

    // The admin: a rejection needs a reason; then rejects with one; the lawyer sees it and asks again.
    const adminContext = await browser.newContext({ baseURL: BASE_URL, storageState: authStatePath("admin"), javaScriptEnabled: js });
    await setLang(adminContext, lang);
    const admin = await adminContext.newPage();
    await admin.goto("/dashboard/admin/standing");
    await expectDocumentLang(admin, lang);
    const item = admin.getByTestId("standing-request").filter({ hasText: email });
    await expect(item).toHaveCount(1);
    if (js) await expectNoAxeViolations(admin, { what: "admin's standing page" });
    await item.getByRole("button", { name: t(lang, "adminReview:standing.admin.reject") }).click();
    await expect(admin.getByTestId("standing-request").filter({ hasText: email }).getByText(t(lang, "adminReview:validation.reasonTooShort"))).toBeVisible();
    const reason = lang === "ar" ? "صورة البطاقة غير واضحة، أرسلي نسخة أوضح." : "The card is unreadable; please send a clearer scan.";
    await admin.getByTestId("standing-request").filter({ hasText: email }).getByLabel(t(lang, "adminReview:standing.admin.reason")).fill(reason);
    await admin.getByTestId("standing-request").filter({ hasText: email }).getByRole("button", { name: t(lang, "adminReview:standing.admin.reject") }).click();
    await expect(admin.getByTestId("standing-request").filter({ hasText: email })).toHaveCount(0);

    await page.goto("/dashboard/lawyer/standing");
    await expect(page.getByTestId("standing-history")).toContainText(reason);
    await page.getByTestId("standing-form").getByLabel(t(lang, "adminReview:standing.level")).selectOption("appeal");
    await page.getByTestId("standing-form").getByLabel(t(lang, "adminReview:standing.qfc")).check();
    await page.getByTestId("standing-form").getByLabel(t(lang, "adminReview:standing.document")).setInputFiles({ name: "roll-card-2.pdf", mimeType: "application/pdf", buffer: pdfBytes("roll card 2") });
    await page.getByTestId("standing-form").getByRole("button", { name: t(lang, "adminReview:standing.submit") }).click();
    await expect(page.getByTestId("standing-pending")).toBeVisible();

    // Confirmed: the public profile shows it at once.
    await admin.goto("/dashboard/admin/standing");
    await admin.getByTestId("standing-request").filter({ hasText: email }).getByRole("button", { name: t(lang, "adminReview:standing.admin.confirm") }).click();
    await expect(admin.getByTestId("standing-request").filter({ hasText: email })).toHaveCount(0);
    await adminContext.close();
    const after = await (await request.get(`/lawyer-profile/${lawyerId}`, { headers: { Cookie: `lang=${lang}` } })).text();
    expect(after).toContain(t(lang, "lawyers:rollLevel.appeal"));
    expect(after).toContain(t(lang, "lawyers:profile.qfcYes"));
    await expectAudited(request, { action: "standing.confirm", entityId: lawyerId }, { actor: ACCOUNTS.admin.name });
    await expectAudited(request, { action: "standing.reject", entityId: lawyerId }, { actor: ACCOUNTS.admin.name, contains: [reason] });
    await lawyerContext.close();
  });
}
