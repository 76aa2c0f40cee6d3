/**
 * Issue 10 §2, the verification journey in both languages, with JavaScript on and off (the no-JS project
 * runs the Arabic half): a lawyer signs up and uploads their licence; an admin finds them in the review
 * list, opens their documents (previewed inline at a signed link our pages may frame) and rejects them
 * with a reason, which reaches the lawyer by email in their language; the lawyer reads the reason on
 * their dashboard, uploads again and resubmits; the admin approves them with their licence and they
 * appear in the directory; the admin records that the licence has expired and they disappear. Axe on
 * the new pages. Permission matrices and edge cases are in tests/integration/verifications/verifications.test.ts.
 */
import { expectAudited } from "../support/audit";
import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, BASE_URL, LANGS } from "../support/fixtures";
import { addSessionCookies, fixtureSessionCookie, qatarDate, trpcMutation } from "../support/consultations";
import { createConfirmedAccount, expectDocumentLang, expectToastIn, jsEnabled, open, pdfBytes, readOutbox, readToasts, setLang, enrolOverHttp, signInOverHttp, t, tag } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

/** Whether the directory lists someone by this (unique) word. */
async function inDirectory(page: Page, marker: string) {
  await open(page, `/browse-law-firms?q=${encodeURIComponent(marker)}`);
  await expect(page.getByTestId("result-count")).toBeVisible();
  return (await page.getByTestId("lawyer-card").filter({ hasText: marker }).count()) > 0;
}

const EMAIL_SUBJECT = { ar: "تعذّر اعتماد مستنداتك", en: "We could not approve your documents" } as const;

for (const lang of LANGS) {
  test(`reject with a reason, resubmit, approve into the directory, expire out of it [${lang}]`, async ({ page, browser, request }, testInfo) => {
    test.setTimeout(150_000);
    const js = jsEnabled(testInfo);
    // Names take letters only: a random Latin word makes this run's lawyer the only match.
    const marker = Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join("");
    const name = `Layla ${marker}`;

    // A lawyer signs up (in the test's language), uploads their licence and writes a directory profile.
    const email = await createConfirmedAccount(request, { label: `bo-verify-${tag(testInfo, lang)}`, name, userType: "lawyer", lang });
    // Lawyers must turn on two-factor sign-in before anything else (issue 12 §1).
    const lawyerCookie = await enrolOverHttp(request, email, await signInOverHttp(request, email));
    const upload = await request.post("/dashboard/lawyer", {
      headers: { Cookie: `${lawyerCookie}; lang=${lang}`, Origin: BASE_URL },
      multipart: { document_bar_license: { name: `licence-${marker}.pdf`, mimeType: "application/pdf", buffer: pdfBytes(marker) } },
      maxRedirects: 0,
    });
    expect(upload.status()).toBe(302);
    await trpcMutation(request, {
      path: "lawyerDesk.saveProfile",
      cookie: lawyerCookie,
      input: {
        nameAr: `ليلى ${marker}`,
        nameEn: `Counsel ${marker}`,
        titleAr: "محامية أمام محكمة الاستئناف",
        titleEn: "Advocate before the Court of Appeal",
        bioAr: "محامية تمارس قضايا الأسرة والعقود التجارية أمام المحاكم القطرية منذ سنوات.",
        bioEn: "An advocate practising family law and commercial contracts before the Qatari courts for years.",
        practiceAreas: ["family"],
        languages: ["ar", "en"],
        city: "doha",
        yearsOfPractice: 8,
        acceptingNewClients: true,
      },
    });

    // The admin finds the lawyer among those waiting.
    await setLang(page.context(), lang);
    await addSessionCookies(page.context(), fixtureSessionCookie("admin"));
    await open(page, "/dashboard/admin/verifications");
    await expectDocumentLang(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "adminReview:list.heading"));
    await page.getByLabel(t(lang, "adminReview:list.filters.q")).fill(marker);
    await page.getByLabel(t(lang, "adminReview:list.filters.kind")).selectOption("lawyer");
    await page.getByRole("button", { name: t(lang, "adminReview:list.filters.apply") }).click();
    await expect(page).toHaveURL(/kind=lawyer/);
    const rows = page.getByTestId("review-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(email);
    if (js) await expectNoAxeViolations(page, { wcagOnly: true });

    // Its page previews the licence inline, at a signed link that our page may frame.
    await rows.first().getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const detailUrl = page.url();
    const preview = page.getByTestId("review-document").first().getByTestId("document-preview");
    await expect(preview).toHaveAttribute("src", /\/files\/signed\?/);
    const signed = await request.get((await preview.getAttribute("src"))!);
    expect(signed.status()).toBe(200);
    expect(signed.headers()["content-type"]).toBe("application/pdf");
    // Shown inline under the file's name (a tab and "save as" say the file's name, not "signed": issue 29).
    expect(signed.headers()["content-disposition"]).toMatch(new RegExp(`^inline; filename="licence-${marker}\\.pdf"`));
    expect(signed.headers()["content-security-policy"]).toBe("frame-ancestors 'self'");
    if (js) await expectNoAxeViolations(page, { wcagOnly: true });

    // A rejection needs its reason, given in the page's language at the field.
    const rejectForm = page.getByTestId("reject-form");
    await rejectForm.getByRole("button", { name: t(lang, "adminReview:detail.reject.submit") }).click();
    await expect(rejectForm.getByText(t(lang, "validation.required"))).toBeVisible();
    const reason = `${lang === "ar" ? "صورة الترخيص غير واضحة، يُرجى رفع نسخة أوضح" : "The licence scan is unreadable, please upload a clearer copy"} ${marker}`;
    await rejectForm.getByLabel(t(lang, "adminReview:detail.reject.reason")).fill(reason);
    await rejectForm.getByRole("button", { name: t(lang, "adminReview:detail.reject.submit") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "adminReview:toasts.rejected"));
    await expect(page.getByTestId("review-status")).toHaveAttribute("data-status", "rejected");
    await expect(page.getByTestId("verification-history").locator('[data-kind="rejected"]')).toContainText(reason);

    // The lawyer is told by email, in their language first, with the reason.
    await expect.poll(() => readOutbox(email).filter((m) => m.text.includes(reason)).length).toBe(1);
    const mail = readOutbox(email).find((m) => m.text.includes(reason))!;
    expect(mail.subject.startsWith(EMAIL_SUBJECT[lang])).toBe(true);

    // On their dashboard: the reason, a new upload and the resubmission.
    const lawyerContext = await browser.newContext({ javaScriptEnabled: js });
    await setLang(lawyerContext, lang);
    await addSessionCookies(lawyerContext, lawyerCookie);
    const lawyerPage = await lawyerContext.newPage();
    await open(lawyerPage, "/dashboard/lawyer");
    await expectDocumentLang(lawyerPage, lang);
    await expect(lawyerPage.getByTestId("rejection-reason")).toHaveText(reason);
    await lawyerPage.locator("#document_bar_license").setInputFiles({ name: `licence-clear-${marker}.pdf`, mimeType: "application/pdf", buffer: pdfBytes(`clear ${marker}`) });
    await lawyerPage.getByRole("button", { name: t(lang, "dashboard:documents.upload") }).click();
    await readToasts(lawyerPage, testInfo);
    await lawyerPage.getByLabel(t(lang, "adminReview:own.note")).fill(lang === "ar" ? "رفعت نسخة أوضح" : "I uploaded a clearer copy");
    await lawyerPage.getByRole("button", { name: t(lang, "adminReview:own.resubmit") }).click();
    expectToastIn(await readToasts(lawyerPage, testInfo), t(lang, "adminReview:toasts.resubmitted"));
    await expect(lawyerPage.getByTestId("verification-status")).toHaveText(t(lang, "dashboard:documents.states.pending"));
    await expect(lawyerPage.getByTestId("rejection-reason")).toHaveCount(0);

    // The admin approves them with their licence; they appear in the directory.
    await open(page, detailUrl);
    await expect(page.getByTestId("review-document").first()).toContainText(`licence-clear-${marker}.pdf`);
    // A rejection tried without its reason leaves an error at that form; the approval that follows succeeds, and the
    // error goes with the submission it belonged to (issue 29).
    await page.getByTestId("reject-form").getByRole("button", { name: t(lang, "adminReview:detail.reject.submit") }).click();
    await expect(page.getByTestId("reject-form").getByText(t(lang, "validation.required"))).toBeVisible();
    const approveForm = page.getByTestId("approve-form");
    await approveForm.getByLabel(t(lang, "adminReview:detail.fields.rollLevel")).selectOption("appeal");
    await approveForm.getByLabel(t(lang, "adminReview:detail.fields.licenceNumber")).fill(`QBA-${marker.slice(0, 4).toUpperCase()}-2291`);
    await approveForm.getByLabel(t(lang, "adminReview:detail.fields.licenceExpiresOn")).fill(qatarDate(365));
    await approveForm.getByRole("button", { name: t(lang, "adminReview:detail.approve.submit") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "adminReview:toasts.approved"));
    await expect(page.getByTestId("review-status")).toHaveAttribute("data-status", "verified");
    await expect(page.getByTestId("lawyer-listed")).toHaveText(t(lang, "adminReview:detail.lawyer.listed"));
    await expect(page.getByTestId("reject-form").getByText(t(lang, "validation.required"))).toHaveCount(0);
    if (js) await expectNoAxeViolations(page, { wcagOnly: true });
    expect(await inDirectory(page, marker)).toBe(true);

    // The licence is recorded as expired yesterday: the lawyer leaves the directory and their profile at once.
    await open(page, detailUrl);
    const licenceForm = page.getByTestId("licence-form");
    await licenceForm.getByLabel(t(lang, "adminReview:detail.fields.licenceExpiresOn")).fill(qatarDate(-1));
    await licenceForm.getByRole("button", { name: t(lang, "adminReview:detail.licenceForm.submit") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "adminReview:toasts.licenceSaved"));
    await expect(page.getByTestId("licence-state")).toHaveText(t(lang, "adminReview:detail.licence.expired"));
    await expect(page.getByTestId("lawyer-listed")).toHaveText(t(lang, "adminReview:detail.lawyer.notListed"));
    expect(await inDirectory(page, marker)).toBe(false);
    await open(lawyerPage, "/dashboard/lawyer");
    await expect(lawyerPage.getByTestId("licence-expired")).toBeVisible();
    await lawyerContext.close();

    // Each of these changes is in the audit log: who, with the request's IP, and the values.
    const userId = new URL(detailUrl).pathname.split("/").pop()!;
    await expectAudited(request, { action: "verification.reject", entityId: userId }, { actor: ACCOUNTS.admin.name, contains: [reason] });
    await expectAudited(request, { action: "verification.resubmit", entityId: userId }, { actor: name });
    await expectAudited(request, { action: "verification.approve", entityId: userId }, { actor: ACCOUNTS.admin.name, contains: ["appeal"] });
    await expectAudited(request, { action: "verification.licence", entityId: userId }, { actor: ACCOUNTS.admin.name, contains: [qatarDate(-1)] });
  });
}
