/**
 * Issue 4 §4/§5: a company owner fills in the company profile, invites a colleague by email and books
 * a consultation; the colleague opens the invitation, signs up as a company account from it, confirms
 * the address, comes back to the invitation, joins, and sees the company's consultation. The firm answers
 * the company's service request from the back office (issue 13 §1): the new member gets the email and sees
 * the request in progress.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { LANGS, PASSWORD } from "../support/fixtures";
import { createConfirmedAccount, expectDocumentLang, expectToastIn, jsEnabled, open, readOutbox, readToasts, setLang, signInOverHttp, signInThroughForm, t, tag, uniqueEmail, waitForMailLink } from "../support/helpers";
import { addSessionCookies, bookWithFixtureLawyer, fixtureSessionCookie, qatarDate } from "../support/consultations";


/** Books a video consultation with the fixture lawyer as the company owner, `offsetDays` ahead. */
function bookAsCompany(request: APIRequestContext, cookie: string, offsetDays: number) {
  return bookWithFixtureLawyer(request, {
    cookie,
    day: qatarDate(offsetDays),
    kind: "video",
    serviceArea: "commercial",
    description: "Review of our distribution agreement with a QFC entity.",
  });
}

for (const lang of LANGS) {
  test(`company owner invites a colleague who signs up, joins and sees the company's consultation [${lang}]`, async ({
    page,
    context,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await setLang(context, lang);
    const label = tag(testInfo, lang);
    const ownerEmail = await createConfirmedAccount(request, {
      label: `company-owner-${label}`,
      name: "Noor Al-Thani",
      userType: "company",
      lang,
    });
    const memberEmail = uniqueEmail(`company-member-${label}`);
    const companyName = lang === "ar" ? `شركة الاختبار ${label}` : `Test Trading ${label}`;

    // The owner's first visit makes the company; the profile form refuses a bad CR number.
    await signInThroughForm(page, lang, ownerEmail);
    await expect(page).toHaveURL(/\/dashboard\/company/);
    // With JavaScript the sign-in toast waits in the viewport; dismiss it so later toasts are read in turn.
    if (jsEnabled(testInfo)) expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.signedIn"));
    await expectDocumentLang(page, lang);
    await expect(page.getByRole("heading", { name: t(lang, "company:profile.heading") })).toBeVisible();
    const profile = page.getByTestId("company-profile-form");
    await profile.getByLabel(t(lang, "company:profile.legalNameAr")).fill(`شركة الاختبار ${label}`);
    await profile.getByLabel(t(lang, "company:profile.legalNameEn")).fill(`Test Trading ${label}`);
    await profile.getByLabel(t(lang, "company:profile.crNumber")).fill("CR-abc");
    await profile.getByLabel(t(lang, "company:profile.sector")).selectOption("retail_trade");
    await profile.getByRole("button", { name: t(lang, "company:profile.save") }).click();
    await expect(page.getByText(t(lang, "company:validation.crNumber"))).toBeVisible();
    await page.getByTestId("company-profile-form").getByLabel(t(lang, "company:profile.crNumber")).fill("123456");
    await page
      .getByTestId("company-profile-form")
      .getByRole("button", { name: t(lang, "company:profile.save") })
      .click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "company:toasts.profileSaved"));
    await expect(page.getByTestId("company-profile-form").getByLabel(t(lang, "company:profile.crNumber"))).toHaveValue("123456");
    await expect(page.getByText(t(lang, "company:validation.crNumber"))).toHaveCount(0);

    // A service request for the firm (issue 13 §1: answered by email and seen by every member).
    const services = page.locator("#company-services");
    await services.getByLabel(t(lang, "company:requests.service"), { exact: true }).selectOption("qfc_registration");
    await services.getByLabel(t(lang, "company:requests.details"), { exact: true }).fill(`Register a QFC branch (${label}).`);
    await services.getByRole("button", { name: t(lang, "company:requests.submit") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "company:toasts.requestSent"));

    // Invite the colleague.
    await page.getByLabel(t(lang, "company:invites.email")).fill(memberEmail);
    await page.getByRole("button", { name: t(lang, "company:invites.send") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "company:toasts.inviteSent"));
    await expect(page.getByTestId("company-invite").filter({ hasText: memberEmail })).toBeVisible();

    // The owner books a consultation for the company (booking reads the owner's membership).
    const ownerCookie = await signInOverHttp(request, ownerEmail);
    const offset = 20 + Math.floor(Math.random() * 5);
    const booked = await bookAsCompany(request, ownerCookie, offset);

    // The colleague opens the invitation signed out: the company's name and the ways in.
    const link = await waitForMailLink(memberEmail, "/company-invite");
    const memberContext = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
    await setLang(memberContext, lang);
    const member = await memberContext.newPage();
    try {
      await open(member, link);
      await expectDocumentLang(member, lang);
      await expect(member.getByTestId("invite-company")).toHaveText(companyName);
      await expect(member.getByTestId("invite-state")).toHaveText(t(lang, "company:invite.signedOut"));
      await member.getByRole("link", { name: t(lang, "company:invite.signUp") }).click();
      await member.waitForURL((url) => url.pathname === "/signup");
      await expect(member.getByLabel(t(lang, "auth:fields.email"))).toHaveValue(memberEmail);
      await expect(member.locator('input[name="userType"][value="company"]')).toBeChecked();
      await member.getByLabel(t(lang, "auth:fields.fullName")).fill("Huda Al-Mannai");
      await member.getByLabel(t(lang, "auth:fields.password"), { exact: true }).fill(PASSWORD);
      await member.getByRole("button", { name: t(lang, "auth:signUp.submit"), exact: true }).click();
      await member.waitForURL((url) => url.pathname === "/client-area");

      // Confirm the address, sign in, and land back on the invitation.
      const verify = await waitForMailLink(memberEmail, "/verify-email");
      await open(member, verify);
      await member.getByRole("button", { name: t(lang, "auth:verify.submit") }).click();
      await member.waitForURL((url) => url.pathname === "/client-area");
      await member.getByLabel(t(lang, "auth:fields.email")).fill(memberEmail);
      await member.getByLabel(t(lang, "auth:fields.password"), { exact: true }).fill(PASSWORD);
      await member.getByRole("button", { name: t(lang, "auth:signIn.submit"), exact: true }).click();
      await member.waitForURL((url) => url.pathname === "/company-invite");
      await expect(member.getByTestId("invite-company")).toHaveText(companyName);
      if (jsEnabled(testInfo)) expectToastIn(await readToasts(member, testInfo), t(lang, "toasts.signedIn"));

      await member.getByRole("button", { name: t(lang, "company:invite.accept") }).click();
      await member.waitForURL((url) => url.pathname === "/dashboard/company");
      expectToastIn(await readToasts(member, testInfo), t(lang, "company:toasts.joined"));

      // A member reads the profile, sees both members and the company's consultation.
      await expect(member.getByTestId("company-profile")).toContainText("123456");
      await expect(member.getByTestId("company-member")).toHaveCount(2);
      await expect(member.getByTestId("company-member").filter({ hasText: memberEmail })).toContainText(t(lang, "company:roles.member"));
      const row = member.getByTestId("company-consultation").filter({ hasText: booked.reference });
      await expect(row).toBeVisible();
      await expect(row.getByRole("link", { name: booked.reference })).toHaveAttribute("href", `/consultations/${booked.id}`);
      await expect(row).toContainText(t(lang, "company:consultations.statuses.requested"));
      // The consultation's own page opens for a member of the company.
      await row.getByRole("link", { name: booked.reference }).click();
      await member.waitForURL((url) => url.pathname === `/consultations/${booked.id}`);
      await expect(member.getByText(booked.reference).first()).toBeVisible();

      // The firm answers the company's request from the back office: every member is emailed, and sees it in progress.
      const adminContext = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
      await setLang(adminContext, lang);
      await addSessionCookies(adminContext, fixtureSessionCookie("admin"));
      const admin = await adminContext.newPage();
      await open(admin, `/dashboard/admin/inbox/company-requests?q=${encodeURIComponent(label)}`);
      // Other specs' requests match the run's label too (their requesters' emails carry it): pick this company's, newest first.
      await admin.getByTestId("inbox-row").filter({ hasText: companyName }).first().getByRole("link").first().click();
      const replyText = `We have started your QFC registration (${label}).`;
      await admin.getByTestId("inbox-reply-form").getByLabel(t(lang, "adminInbox:reply.label")).fill(replyText);
      await admin.getByTestId("inbox-reply-form").getByRole("button", { name: t(lang, "adminInbox:reply.submit") }).click();
      expectToastIn(await readToasts(admin, testInfo), t(lang, "adminInbox:toasts.replied"));
      await adminContext.close();
      await expect.poll(() => readOutbox(memberEmail).some((mail) => mail.text.includes(replyText))).toBe(true);
      await open(member, "/dashboard/company");
      await expect(member.getByTestId("company-service-request")).toContainText(t(lang, "company:requests.statuses.in_progress"));

      // The link is one-time: opening it again says so.
      await open(member, link);
      await expect(member.getByTestId("invite-state")).toHaveText(t(lang, "errors.invite_used"));
    } finally {
      await memberContext.close();
    }
  });
}
