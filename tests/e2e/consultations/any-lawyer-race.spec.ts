/**
 * Issue 13 §1 and §4: an "any suitable lawyer" request is offered to every verified lawyer who practises the
 * service; two of them press "accept" at the same moment, in their own browsers: exactly one takes it, the
 * other lands on their desk, told in their language that another lawyer was first (not on a "not found"
 * page), and the client's request is confirmed with the winner. Both languages, JavaScript on and off. (The same race, many times over, on the database:
 * tests/integration/consultations/lifecycle.test.ts, "lets only one of two simultaneous accepts win".)
 */
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { BASE_URL, LANGS, type Lang } from "../support/fixtures";
import { addSessionCookies, trpcMutation, verifiedLawyerWithProfile } from "../support/consultations";
import { createConfirmedAccount, expectDocumentLang, expectToastIn, jsEnabled, open, readToasts, setLang, signInOverHttp, t, tag } from "../support/helpers";
import { latinWord } from "../cases/case-page-helpers";
import { expectStatus } from "./booking-helpers";

/** A verified lawyer of its own who answers written questions in family law. */
async function familyLawyer(request: APIRequestContext, label: string) {
  const nameEn = `Race Lawyer ${latinWord()}`;
  const { cookie, lawyerId } = await verifiedLawyerWithProfile(request, {
    label,
    nameEn,
    profile: {
      nameAr: "محامي السباق",
      titleAr: "محامٍ",
      titleEn: "Lawyer",
      bioAr: "محامٍ يعمل في قضايا الأسرة والأحوال الشخصية أمام المحاكم القطرية منذ سنوات.",
      bioEn: "A lawyer working on family and personal status matters before the courts of Qatar for years.",
      practiceAreas: ["family"],
      languages: ["ar", "en"],
      city: "doha",
      yearsOfPractice: 6,
      acceptingNewClients: true,
    },
  });
  await trpcMutation(request, { path: "lawyerDesk.saveSettings", cookie, input: { feeWritten: 300, slotMinutes: 30, minNoticeHours: 2, worksWeekends: false } });
  return { cookie, lawyerId };
}

async function lawyerTab(browser: Browser, cookie: string, lang: Lang, js: boolean) {
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: js });
  await addSessionCookies(context, cookie);
  await setLang(context, lang);
  return context.newPage();
}

for (const lang of LANGS) {
  test(`two lawyers accept one any-lawyer request at once: one takes it, the other is told [${lang}]`, async ({ browser, request }, testInfo) => {
    test.setTimeout(150_000);
    const js = jsEnabled(testInfo);
    const label = tag(testInfo, lang);
    const [first, second] = [await familyLawyer(request, `race-a-${label}`), await familyLawyer(request, `race-b-${label}`)];

    const clientEmail = await createConfirmedAccount(request, { label: `race-client-${label}`, lang });
    const clientCookie = await signInOverHttp(request, clientEmail);
    const booked = await trpcMutation<{ id: string }>(request, {
      path: "consultations.book",
      cookie: clientCookie,
      input: { lawyerId: "any", serviceArea: "family", kind: "written", description: `May my former spouse travel abroad with our children? (${label})`, phone: "+974 5555 1234" },
    });

    // Both lawyers have the request open, each in their own browser, with the accept button.
    const pages = [await lawyerTab(browser, first.cookie, lang, js), await lawyerTab(browser, second.cookie, lang, js)];
    const accept = pages.map((page) => page.getByRole("button", { name: t(lang, "consultations:actions.accept") }));
    for (const [i, page] of pages.entries()) {
      await open(page, `/consultations/${booked.id}`);
      await expectStatus(page, lang, "requested");
      await expect(accept[i]!).toBeVisible();
    }
    await Promise.all(accept.map((button) => button.click()));

    // Each page settles on one of two outcomes: the winner's request confirmed; the loser back on their
    // desk (the request is no longer theirs to open), told that another lawyer was first.
    const confirmed = t(lang, "consultations:status.confirmed");
    const outcome = async (i: number) => {
      const page = pages[i]!;
      const settled = async () => new URL(page.url()).pathname === "/dashboard/lawyer" || (await page.getByTestId("status-badge").filter({ hasText: confirmed }).count()) > 0;
      await expect.poll(settled, { timeout: 20_000 }).toBe(true);
      return new URL(page.url()).pathname === "/dashboard/lawyer" ? "lost" : "won";
    };
    const outcomes = [await outcome(0), await outcome(1)];
    expect([...outcomes].sort()).toEqual(["lost", "won"]);
    const winnerPage = pages[outcomes.indexOf("won")]!;
    const loserPage = pages[outcomes.indexOf("lost")]!;
    expectToastIn(await readToasts(loserPage, testInfo), t(lang, "toasts.requestTaken"), t(lang, "errors.already_taken"));
    await expectDocumentLang(loserPage, lang);
    expectToastIn(await readToasts(winnerPage, testInfo), t(lang, "toasts.consultationUpdated"), t(lang, "consultations:toasts.accept"));

    // The client's request is confirmed with the lawyer who won.
    const response = await request.get(`/api/trpc/consultations.get?input=${encodeURIComponent(JSON.stringify({ id: booked.id }))}`, { headers: { Cookie: clientCookie } });
    const view = ((await response.json()) as { result: { data: { status: string; lawyer: { id: string } | null } } }).result.data;
    expect(view.status).toBe("confirmed");
    expect(view.lawyer?.id).toBe((outcomes[0] === "won" ? first : second).lawyerId);
    for (const page of pages) await page.context().close();
  });
}
