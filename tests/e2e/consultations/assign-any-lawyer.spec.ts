/**
 * Issue 13 §1: an "any suitable lawyer" request that no lawyer accepts reaches the office, where an admin
 * assigns it by hand from the queue of unaccepted requests; the client then sees it confirmed with that
 * lawyer. Both languages, JavaScript on and off. (The timer that escalates it is driven end to end with a
 * moved clock in ./escalation.spec.ts, and hour by hour in tests/integration/consultations/escalation.test.ts.)
 */
import { expect, test } from "@playwright/test";
import { FIXTURE_LAWYER, LANGS } from "../support/fixtures";
import { addSessionCookies, fixtureSessionCookie } from "../support/consultations";
import { createConfirmedAccount, expectToastIn, open, readToasts, setLang, signInThroughForm, t, tag } from "../support/helpers";
import { bookAtDetails, detailsUrl, expectStatus } from "./booking-helpers";

for (const lang of LANGS) {
  test(`an admin assigns an unaccepted any-lawyer request from the queue [${lang}]`, async ({ page, context, request, browser }, testInfo) => {
    test.setTimeout(120_000);
    await setLang(context, lang);
    const email = await createConfirmedAccount(request, { label: `assign-${tag(testInfo, lang)}`, lang });
    await signInThroughForm(page, lang, email);
    const id = await bookAtDetails(page, lang, {
      url: detailsUrl({ kind: "written", lawyer: "any" }),
      description: `Can my landlord keep the whole deposit? (${tag(testInfo, lang)})`,
    });
    await expectStatus(page, lang, "requested");
    const reference = (await page.getByRole("heading", { level: 1 }).innerText()).match(/C-\d+/)?.[0];
    expect(reference).toBeTruthy();

    const adminContext = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
    await setLang(adminContext, lang);
    await addSessionCookies(adminContext, fixtureSessionCookie("admin"));
    const admin = await adminContext.newPage();
    // Oldest first: other specs' requests may come before it, so look through the pages.
    const row = admin.getByTestId("unaccepted-row").filter({ hasText: reference! });
    for (let p = 1; p <= 20; p++) {
      await open(admin, `/dashboard/admin/consultations?page=${p}`);
      if ((await row.count()) > 0) break;
    }
    await expect(row).toHaveCount(1);
    // Without a choice: a message next to the row, nothing assigned.
    await row.getByRole("button", { name: t(lang, "backOffice:consultations.assign") }).click();
    await expect(admin.getByTestId("unaccepted-row").filter({ hasText: reference! }).getByRole("alert")).toHaveText(t(lang, "backOffice:consultations.chooseLawyer"));
    const again = admin.getByTestId("unaccepted-row").filter({ hasText: reference! });
    await again.getByLabel(t(lang, "backOffice:consultations.assignLabel", { reference: reference! })).selectOption(FIXTURE_LAWYER.id);
    await again.getByRole("button", { name: t(lang, "backOffice:consultations.assign") }).click();
    expectToastIn(await readToasts(admin, testInfo), t(lang, "backOffice:consultations.assigned"));
    await expect(admin.getByTestId("unaccepted-row").filter({ hasText: reference! })).toHaveCount(0);
    await adminContext.close();

    await open(page, `/consultations/${id}`);
    await expectStatus(page, lang, "confirmed");
    await expect(page.getByTestId("timeline")).toContainText(t(lang, "consultations:events.confirmed"));
  });
}
