/**
 * Issue 12 §4 in the browser, both languages, JavaScript on and off: a client whose written consultation
 * the lawyer completed reviews the lawyer from the consultation page (a too-long text is refused in the
 * page's language and nothing is saved); the review shows on the public profile (first name only, in the
 * JSON-LD's AggregateRating) and in the directory sorted by rating; the lawyer replies once from the desk;
 * an admin hides it with a reason, which the reviewer then sees, and the audit log has both. Axe on every
 * new page.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAudited } from "../support/audit";
import { expectNoAxeViolations } from "../support/axe";
import { fixtureSessionCookie, trpcMutation } from "../support/consultations";
import { ACCOUNTS, BASE_URL, FIXTURE_LAWYER, LANGS, type Lang } from "../support/fixtures";
import { createConfirmedAccount, expectDocumentLang, jsEnabled, open, setLang, signInOverHttp, signInThroughForm, t, tag } from "../support/helpers";
import { authStatePath } from "../support/paths";

async function roleContext(browser: Browser, role: "lawyer" | "admin", lang: Lang, js: boolean) {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: authStatePath(role), javaScriptEnabled: js });
  await setLang(context, lang);
  return context;
}

async function reviewOnPage(page: Page, text: string) {
  return page.getByTestId("review").filter({ hasText: text });
}

for (const lang of LANGS) {
  test(`review a lawyer after a completed consultation [${lang}]`, async ({ page, context, request, browser }, testInfo) => {
    test.setTimeout(120_000);
    const js = jsEnabled(testInfo);
    await setLang(context, lang);
    const label = tag(testInfo, lang);
    const firstName = lang === "ar" ? "ريم" : "Reem";
    const email = await createConfirmedAccount(request, { label: `review-${label}`, name: `${firstName} Reviewer${label.replace(/[^a-z0-9]/gi, "")}`, lang });
    const cookie = await signInOverHttp(request, email);

    // A written question to the fixture lawyer, accepted and completed by the lawyer.
    const booked = await trpcMutation<{ id: string }>(request, {
      path: "consultations.book",
      cookie,
      input: { lawyerId: FIXTURE_LAWYER.id, serviceArea: "family", kind: "written", description: `A question about custody arrangements (${label}).`, phone: "+974 5555 1234" },
    });
    const lawyerCookie = fixtureSessionCookie("lawyer");
    await trpcMutation(request, { path: "consultations.accept", cookie: lawyerCookie, input: { id: booked.id } });
    await trpcMutation(request, { path: "consultations.complete", cookie: lawyerCookie, input: { id: booked.id } });

    await signInThroughForm(page, lang, email);
    await open(page, `/consultations/${booked.id}`);
    await expectDocumentLang(page, lang);
    const form = page.getByTestId("review-form");
    await expect(page.getByRole("heading", { name: t(lang, "reviews:form.heading") })).toBeVisible();
    if (js) await expectNoAxeViolations(page, { what: "consultation page with the review form" });

    // Too long: refused in the page's language, nothing published.
    await form.getByLabel(new RegExp(t(lang, "reviews:stars.names.4"))).check();
    await form.getByLabel(t(lang, "reviews:form.body")).fill("x".repeat(2001));
    await form.getByRole("button", { name: t(lang, "reviews:form.submit") }).click();
    await expect(page.getByText(t(lang, "reviews:validation.bodyTooLong"))).toBeVisible();
    await expect(page.getByTestId("own-review")).toHaveCount(0);

    // A rating and a few words: published.
    const words = `${lang === "ar" ? "شرح واضح وسريع" : "Clear and quick advice"} ${label}`;
    await page.getByTestId("review-form").getByLabel(new RegExp(t(lang, "reviews:stars.names.4"))).check();
    await page.getByTestId("review-form").getByLabel(t(lang, "reviews:form.body")).fill(words);
    await page.getByTestId("review-form").getByRole("button", { name: t(lang, "reviews:form.submit") }).click();
    await expect(page.getByTestId("own-review")).toContainText(words);
    await expect(page.getByTestId("review-form")).toHaveCount(0);

    // On the public profile (a visitor, no session): first name only, with the AggregateRating in the JSON-LD.
    const visitor = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: js });
    await setLang(visitor, lang);
    const profile = await visitor.newPage();
    await profile.goto(`/lawyer-profile/${FIXTURE_LAWYER.id}`);
    await expectDocumentLang(profile, lang);
    const mine = await reviewOnPage(profile, words);
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(t(lang, "reviews:profile.by", { name: firstName }));
    await expect(mine).not.toContainText("Reviewer");
    const jsonLd = JSON.parse((await profile.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as Record<string, any>;
    expect(jsonLd["@type"]).toBe("Attorney");
    expect(jsonLd.aggregateRating).toMatchObject({ "@type": "AggregateRating", bestRating: 5 });
    expect(jsonLd.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
    if (js) await expectNoAxeViolations(profile, { what: "lawyer profile with reviews" });

    // The directory, sorted by rating, shows the lawyer's average and count.
    await profile.goto("/browse-law-firms?sort=rating&minRating=3");
    const card = profile.getByTestId("lawyer-card").filter({ hasText: lang === "ar" ? FIXTURE_LAWYER.name_ar : FIXTURE_LAWYER.name_en });
    await expect(card.getByTestId("rating-summary")).toContainText(/\(/);
    await expect(profile.getByLabel(t(lang, "lawyers:search.sort"))).toHaveValue("rating");
    await visitor.close();

    // The lawyer replies once, from the desk.
    const lawyerContext = await roleContext(browser, "lawyer", lang, js);
    const desk = await lawyerContext.newPage();
    await desk.goto("/dashboard/lawyer/reviews");
    await expectDocumentLang(desk, lang);
    const deskReview = desk.getByTestId("desk-review").filter({ hasText: words });
    await expect(deskReview).toHaveCount(1);
    if (js) await expectNoAxeViolations(desk, { what: "lawyer's reviews page" });
    await deskReview.getByRole("button", { name: t(lang, "reviews:desk.replySubmit") }).click();
    await expect(desk.getByTestId("desk-review").filter({ hasText: words }).getByText(t(lang, "reviews:validation.replyRequired"))).toBeVisible();
    const reply = lang === "ar" ? `شكرًا لثقتك ${label}` : `Thank you for your trust ${label}`;
    await desk.getByTestId("desk-review").filter({ hasText: words }).getByLabel(t(lang, "reviews:desk.replyLabel")).fill(reply);
    await desk.getByTestId("desk-review").filter({ hasText: words }).getByRole("button", { name: t(lang, "reviews:desk.replySubmit") }).click();
    await expect(desk.getByTestId("desk-review").filter({ hasText: words }).getByTestId("review-reply")).toContainText(reply);
    await expect(desk.getByTestId("desk-review").filter({ hasText: words }).getByTestId("reply-form")).toHaveCount(0);
    await lawyerContext.close();
    await open(page, `/lawyer-profile/${FIXTURE_LAWYER.id}`);
    await expect((await reviewOnPage(page, words)).getByTestId("review-reply")).toContainText(reply);

    // An admin hides it with a reason; the reviewer sees why, the profile no longer shows it.
    const reviewId = (
      (await (await request.get(`/api/trpc/reviews.mine`, { headers: { Cookie: cookie } })).json()) as { result: { data: { id: string; consultationId: string }[] } }
    ).result.data.find((r) => r.consultationId === booked.id)!.id;
    const adminContext = await roleContext(browser, "admin", lang, js);
    const admin = await adminContext.newPage();
    await admin.goto(`/dashboard/admin/reviews?review=${reviewId}`);
    await expectDocumentLang(admin, lang);
    if (js) await expectNoAxeViolations(admin, { what: "admin reviews page" });
    const item = admin.getByTestId("admin-review");
    await expect(item).toHaveCount(1);
    await item.getByLabel(t(lang, "reviews:admin.hideReason")).fill("short");
    await item.getByRole("button", { name: t(lang, "reviews:admin.hideSubmit") }).click();
    await expect(admin.getByText(t(lang, "reviews:validation.reasonTooShort"))).toBeVisible();
    const reason = lang === "ar" ? "يتضمن بيانات شخصية عن طرف آخر." : "It names another party to the case.";
    await admin.getByTestId("admin-review").getByLabel(t(lang, "reviews:admin.hideReason")).fill(reason);
    await admin.getByTestId("admin-review").getByRole("button", { name: t(lang, "reviews:admin.hideSubmit") }).click();
    await expect(admin.getByTestId("admin-review").getByTestId("review-hidden")).toContainText(reason);
    await adminContext.close();
    await expectAudited(request, { action: "review.hide", entityId: reviewId }, { actor: ACCOUNTS.admin.name, contains: [reason] });
    await expectAudited(request, { action: "review.reply", entityId: reviewId }, { actor: ACCOUNTS.lawyer.name, contains: [reply] });

    await open(page, `/consultations/${booked.id}`);
    await expect(page.getByTestId("review-hidden")).toContainText(reason);
    await open(page, `/lawyer-profile/${FIXTURE_LAWYER.id}`);
    await expect(await reviewOnPage(page, words)).toHaveCount(0);
  });
}
