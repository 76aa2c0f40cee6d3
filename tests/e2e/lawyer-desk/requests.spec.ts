/**
 * The fixture lawyer answers incoming requests from the dashboard: a fresh client books two video
 * consultations with them over HTTP (POST /api/trpc/consultations.book), the lawyer accepts one (it
 * moves to the upcoming list) and declines the other with a reason (an empty reason is refused first).
 * Slots are taken 21+ days ahead, a different day per project and language, so other specs keep theirs.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { createConfirmedAccount, setLang, signInOverHttp, t, tag } from "../support/helpers";
import { addSessionCookies, bookWithFixtureLawyer, fixtureSessionCookie, qatarDate } from "../support/consultations";
import { expectToast } from "./desk-helpers";


/** Books one of the day's free video slots with the fixture lawyer; returns its reference. */
async function book(request: APIRequestContext, cookie: string, day: string, description: string): Promise<string> {
  return (await bookWithFixtureLawyer(request, { cookie, day, kind: "video", description })).reference;
}

for (const [index, lang] of LANGS.entries()) {
  test(`the fixture lawyer accepts one incoming request and declines another with a reason [${lang}]`, async ({ page, context, request }, testInfo) => {
    test.setTimeout(180_000);
    await setLang(context, lang);
    const clientName = `Client ${tag(testInfo, lang)}`;
    const clientEmail = await createConfirmedAccount(request, { label: `desk-client-${tag(testInfo, lang)}`, name: clientName, lang });
    const cookie = await signInOverHttp(request, clientEmail);
    const day = qatarDate(21 + index * 2 + (testInfo.project.name === "js" ? 0 : 1));
    const toAccept = await book(request, cookie, day, `Custody arrangements after divorce, ${tag(testInfo, lang)} (accept me).`);
    const toDecline = await book(request, cookie, day, `Inheritance between siblings, ${tag(testInfo, lang)} (decline me).`);

    await addSessionCookies(context, fixtureSessionCookie("lawyer"));
    await page.goto("/dashboard/lawyer");
    const accepted = page.locator(`[data-testid="incoming-request"][data-reference="${toAccept}"]`);
    const declined = page.locator(`[data-testid="incoming-request"][data-reference="${toDecline}"]`);
    await expect(accepted.getByTestId("request-client")).toHaveText(clientName);
    await expect(accepted).toContainText("(accept me)");
    await expect(accepted).toContainText(t(lang, "lawyers:areas.family"));
    await expect(accepted).toContainText(t(lang, "lawyers:kinds.video"));
    await expect(accepted).toContainText(t(lang, "lawyerDesk:hours.qatarTime"));

    await accepted.getByRole("button", { name: t(lang, "lawyerDesk:requests.accept"), exact: true }).click();
    await expectToast(page, testInfo, t(lang, "lawyerDesk:toasts.accepted"));
    await expect(accepted).toHaveCount(0);
    const upcoming = page.locator(`[data-testid="upcoming-consultations"] li[data-reference="${toAccept}"]`);
    await expect(upcoming).toContainText(clientName);
    await expect(upcoming.getByRole("link")).toHaveAttribute("href", /^\/consultations\/[0-9a-f-]{36}$/);

    // Declining needs a reason: an empty one is refused with a message and the request stays.
    await declined.locator("summary").click();
    await declined.getByRole("button", { name: t(lang, "lawyerDesk:requests.declineSubmit") }).click();
    await expectToast(page, testInfo, t(lang, "lawyerDesk:toasts.fixErrors"));
    await expect(declined).toContainText(t(lang, "consultations:validation.reasonRequired"));
    await declined.getByLabel(t(lang, "lawyerDesk:requests.reason")).fill("I am in court on that day; please book another lawyer.");
    await declined.getByRole("button", { name: t(lang, "lawyerDesk:requests.declineSubmit") }).click();
    await expectToast(page, testInfo, t(lang, "lawyerDesk:toasts.declined"));
    await expect(declined).toHaveCount(0);
    await expect(page.locator(`[data-reference="${toDecline}"]`)).toHaveCount(0);
  });
}
