/**
 * Issue 10 §5 and §7: the back office's inboxes, in both languages, with JavaScript on and off.
 * A visitor writes through the contact form; an admin finds the message, answers it and the email is in
 * the outbox in the sender's language with the original quoted. A candidate applies for a job; an
 * admin shortlists the application and the candidate is told by email. Axe on every inbox page (JS run).
 * Permission matrices and edge cases are in tests/integration/inbox/.
 */
import { expectAudited } from "../support/audit";
import { expect, test, type Page } from "@playwright/test";
import { addSessionCookies, fixtureSessionCookie, trpcMutation } from "../support/consultations";
import { ACCOUNTS, LANGS, type Lang } from "../support/fixtures";
import { createConfirmedAccount, expectDocumentLang, expectToastIn, jsEnabled, open, pdfBytes, readOutbox, readToasts, setLang, signInOverHttp, t, tag, uniqueEmail } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

/** From scripts/seed-publications.ts (fixed ids, seeded on every start). */
const OPEN_POSTING_ID = "5a1e0000-0000-4000-a000-000000000001";

async function openWithoutAxeViolations(page: Page, path: string) {
  await open(page, path);
  await expectNoAxeViolations(page, { what: path, wcagOnly: true });
}

/** Opens the one row of the list that the search finds, and returns the item page's path. */
async function openFromList(page: Page, lang: Lang, listPath: string, query: string, stateKey: string): Promise<string> {
  await open(page, `${listPath}?q=${encodeURIComponent(query)}`);
  await expectDocumentLang(page, lang);
  const rows = page.getByTestId("inbox-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator(".inbox-state")).toHaveText(t(lang, stateKey));
  await expect(page.getByTestId("inbox-counts").locator('[data-state="all"] [data-testid="count"]')).toHaveText(lang === "ar" ? "١" : "1");
  await rows.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${listPath}/[0-9a-f-]{36}$`));
  return new URL(page.url()).pathname;
}

// Each test is a whole journey (a public form, the back office, the outbox and, with JavaScript, axe on
// every inbox page): longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

for (const lang of LANGS) {
  const other: Lang = lang === "ar" ? "en" : "ar";

  test(`an admin answers a contact message by email, in the sender's language [${lang}]`, async ({ page, context }, testInfo) => {
    await setLang(context, lang);
    // A visitor writes first (signed out), choosing the other language for the answer.
    const email = uniqueEmail(`inbox-contact-${tag(testInfo, lang)}`);
    const subject = `Inbox reply ${tag(testInfo, lang)}`;
    await open(page, "/contact");
    await page.getByLabel(t(lang, "contact:form.fullName"), { exact: true }).fill("Noura Al-Marri");
    await page.getByLabel(t(lang, "contact:form.email"), { exact: true }).fill(email);
    await page.getByLabel(t(lang, "contact:form.subject"), { exact: true }).fill(subject);
    await page.getByLabel(t(lang, "contact:form.message"), { exact: true }).fill("My landlord wants to end the lease early. What can I do?");
    await page.getByRole("radio", { name: t(lang, `contact:form.languages.${other}`), exact: true }).check();
    await page.getByRole("button", { name: t(lang, "contact:form.submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);

    await addSessionCookies(context, fixtureSessionCookie("admin"));
    const itemPath = await openFromList(page, lang, "/dashboard/admin/inbox/contact", email, "adminInbox:states.contact.new");
    await expectDocumentLang(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
    await expect(page.getByTestId("inbox-facts")).toContainText(t(lang, `adminInbox:languages.${other}`));

    const reply = `Under the lease law your landlord needs a court order. ${tag(testInfo, lang)}`;
    await page.getByLabel(t(lang, "adminInbox:reply.label"), { exact: true }).fill(reply);
    await page.getByRole("button", { name: t(lang, "adminInbox:reply.submit"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${itemPath}(#history)?$`));
    expectToastIn(await readToasts(page, testInfo), t(lang, "adminInbox:toasts.replied"));
    await expect(page.locator("#work .inbox-state")).toHaveText(t(lang, "adminInbox:states.contact.answered"));
    const history = page.getByTestId("inbox-history");
    await expect(history).toContainText(t(lang, "adminInbox:history.reply", { actor: "Admin Fixture", email }));
    await expect(history).toContainText(reply);

    // The email: the sender's language first, the reply and the original quoted.
    await expect.poll(() => readOutbox(email).filter((m) => m.text.includes(reply)).length).toBe(1);
    const mail = readOutbox(email).find((m) => m.text.includes(reply))!;
    expect(mail.subject.startsWith(other === "en" ? `Re: ${subject}` : `ردّ على رسالتك: ${subject}`)).toBe(true);
    expect(mail.html).toContain(`<html lang="${other}"`);
    expect(mail.text).toContain("My landlord wants to end the lease early. What can I do?");
    await expectAudited(context.request, { action: "inbox.contact.reply", entityId: itemPath.split("/").pop()! }, { actor: ACCOUNTS.admin.name, contains: [reply] });

    // The list now counts it as answered.
    await open(page, `/dashboard/admin/inbox/contact?q=${encodeURIComponent(email)}&status=answered`);
    await expect(page.getByTestId("inbox-row")).toHaveCount(1);

    if (jsEnabled(testInfo)) {
      await openWithoutAxeViolations(page, "/dashboard/admin/inbox/contact");
      await openWithoutAxeViolations(page, itemPath);
    }
  });

  test(`an admin shortlists a job application and the applicant is told [${lang}]`, async ({ page, context, request }, testInfo) => {
    await setLang(context, lang);
    const email = uniqueEmail(`inbox-apply-${tag(testInfo, lang)}`);
    await open(page, `/careers/${OPEN_POSTING_ID}`);
    await page.getByLabel(t(lang, "careers:form.fullName"), { exact: true }).fill("Khalid Al-Sulaiti");
    await page.getByLabel(t(lang, "careers:form.email"), { exact: true }).fill(email);
    await page.getByLabel(t(lang, "careers:form.phone"), { exact: true }).fill("+974 5555 1234");
    await page
      .getByLabel(t(lang, "careers:form.coverLetter"), { exact: true })
      .fill("I have five years of litigation experience before Qatar's courts and would like to join your team.");
    await page.getByLabel(t(lang, "careers:form.cv"), { exact: true }).setInputFiles({ name: "khalid-cv.pdf", mimeType: "application/pdf", buffer: pdfBytes() });
    await page.getByRole("button", { name: t(lang, "careers:form.submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/careers\?applied=1$/);
    await expect.poll(() => readOutbox(email).length).toBe(1);

    await addSessionCookies(context, fixtureSessionCookie("admin"));
    const itemPath = await openFromList(page, lang, "/dashboard/admin/inbox/applications", email, "adminInbox:states.applications.received");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Khalid Al-Sulaiti");
    await expect(page.getByTestId("inbox-cv-link")).toHaveAttribute("href", new RegExp(`^/careers/applications/[0-9a-f-]{36}/cv$`));

    await page.getByLabel(t(lang, "adminInbox:work.state.label"), { exact: true }).selectOption("shortlisted");
    await page.getByRole("button", { name: t(lang, "adminInbox:work.state.submit"), exact: true }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "adminInbox:toasts.statusMailed"));
    await expect(page).toHaveURL(new RegExp(`${itemPath}(#work)?$`));
    await expect(page.locator("#work .inbox-state")).toHaveText(t(lang, "adminInbox:states.applications.shortlisted"));
    await expect(page.getByTestId("inbox-history")).toContainText(
      t(lang, "adminInbox:history.status", {
        actor: "Admin Fixture",
        from: t(lang, "adminInbox:states.applications.received"),
        to: t(lang, "adminInbox:states.applications.shortlisted"),
      }),
    );
    // The applicant applied from a page in `lang`: the decision comes in that language first.
    await expect.poll(() => readOutbox(email).length).toBe(2);
    const decision = readOutbox(email).at(-1)!;
    expect(decision.subject.startsWith(lang === "en" ? "Update on your application" : "تحديث بشأن طلبك")).toBe(true);
    expect(decision.text).toContain(lang === "en" ? "You have been shortlisted" : "أُدرج طلبك في القائمة المختصرة");

    if (jsEnabled(testInfo)) {
      await openWithoutAxeViolations(page, "/dashboard/admin/inbox/applications");
      await openWithoutAxeViolations(page, itemPath);
      // The company requests' pages, with a request from a company account of this run.
      const companyEmail = await createConfirmedAccount(request, { label: `inbox-company-${tag(testInfo, lang)}`, userType: "company", lang });
      const cookie = await signInOverHttp(request, companyEmail);
      await trpcMutation(request, { path: "company.requestService", cookie, input: { service: "qfc_registration", details: "Register a QFC branch for our holding company." } });
      const requestPath = await openFromList(page, lang, "/dashboard/admin/inbox/company-requests", companyEmail, "adminInbox:states.companyRequests.submitted");
      await openWithoutAxeViolations(page, "/dashboard/admin/inbox/company-requests");
      await openWithoutAxeViolations(page, requestPath);
    }
  });
}
