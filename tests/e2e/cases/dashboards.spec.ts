/**
 * The dashboards' Cases sections (issue 9 §3), both languages, JavaScript on and off: the individual
 * and the company see their cases with the next step and the next hearing; the lawyer sees the cases
 * assigned to them and the hearings of the next 14 days, and makes a private calendar feed that
 * serves the hearing as .ics until it is revoked (then 404); the admin sees counts per status and
 * this week's hearings.
 */
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, LANGS, type Lang } from "../support/fixtures";
import { addSessionCookies } from "../support/consultations";
import { open, readToasts, expectToastIn, setLang, t, tag } from "../support/helpers";
import { fixtureSessionCookie, hoursFromNow, letters, openCaseAsAdmin, trpcMutation, verifiedLawyer, type OpenedCase, type TestLawyer } from "./admin-cases-helpers";

async function signedIn(page: Page, lang: Lang, cookie: string) {
  await setLang(page.context(), lang);
  await addSessionCookies(page.context(), cookie);
}

/** Sunday 00:00 of the Qatar week that holds `at` (as the admin overview counts it). */
function qatarWeekStart(at: Date): number {
  const doha = new Date(at.getTime() + 3 * 3600_000);
  return Date.UTC(doha.getUTCFullYear(), doha.getUTCMonth(), doha.getUTCDate()) - 3 * 3600_000 - doha.getUTCDay() * 86_400_000;
}

/** A case with a lawyer of its own, a hearing in `hoursAhead` hours and a next step. */
async function caseWithHearing(
  request: Parameters<typeof verifiedLawyer>[0],
  opts: { label: string; clientEmail: string; hoursAhead: number },
): Promise<{ lawyer: TestLawyer; opened: OpenedCase; marker: string; nextStep: string; startsAt: string }> {
  const lawyer = await verifiedLawyer(request, opts.label);
  const marker = letters(8);
  const opened = await openCaseAsAdmin(request, {
    clientEmail: opts.clientEmail,
    titleAr: `قضية لوحة التحكم ${marker}`,
    titleEn: `Dashboard case ${marker}`,
    court: "court_of_first_instance",
    lawyerUserIds: [lawyer.userId],
  });
  const startsAt = hoursFromNow(opts.hoursAhead);
  await trpcMutation(request, { path: "cases.addHearing", cookie: lawyer.cookie, input: { id: opened.id, startsAt, chamber: "Chamber 3", purpose: `First hearing ${marker}` } });
  const nextStep = `Submit the memorandum ${marker}`;
  await trpcMutation(request, { path: "cases.setNextStep", cookie: lawyer.cookie, input: { id: opened.id, nextStep, nextStepDue: null } });
  return { lawyer, opened, marker, nextStep, startsAt };
}

for (const lang of LANGS) {
  test(`the individual's and the company's dashboards show their cases with the next step and hearing [${lang}]`, async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const individualCase = await caseWithHearing(request, { label: `dash-ind-${tag(testInfo, lang)}`, clientEmail: ACCOUNTS.individual.email, hoursAhead: 50 });
    const companyCase = await caseWithHearing(request, { label: `dash-co-${tag(testInfo, lang)}`, clientEmail: ACCOUNTS.company.email, hoursAhead: 74 });

    for (const [role, path, item, heading] of [
      ["individual", "/dashboard/user", individualCase, "cases:dashboard.myCases"],
      ["company", "/dashboard/company", companyCase, "cases:dashboard.companyCases"],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
      const page = await context.newPage();
      await signedIn(page, lang, fixtureSessionCookie(role));
      await open(page, path);
      await expect(page.getByRole("heading", { name: t(lang, heading) })).toBeVisible();
      const card = page.getByTestId("dashboard-case").filter({ hasText: item.opened.reference });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/case/${item.opened.id}`);
      await expect(card.getByTestId("dashboard-case-next-step")).toContainText(item.nextStep);
      await expect(card.getByTestId("dashboard-case-next-hearing")).not.toContainText(t(lang, "cases:dashboard.noHearing"));
      await context.close();
    }
  });

  test(`the lawyer sees assigned cases and hearings, and the calendar feed serves them until revoked [${lang}]`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const { lawyer, opened, marker } = await caseWithHearing(request, { label: `dash-law-${tag(testInfo, lang)}`, clientEmail: ACCOUNTS.individual.email, hoursAhead: 26 });
    await signedIn(page, lang, lawyer.cookie);
    await open(page, "/dashboard/lawyer");
    await expect(page.getByRole("heading", { name: t(lang, "cases:dashboard.lawyerCases") })).toBeVisible();
    await expect(page.getByTestId("dashboard-case").filter({ hasText: opened.reference })).toHaveCount(1);
    const hearing = page.getByTestId("dashboard-hearing").filter({ hasText: opened.reference });
    await expect(hearing).toHaveCount(1);
    await expect(hearing).toContainText(`First hearing ${marker}`);

    await expect(page.getByTestId("calendar-feed-state")).toHaveText(t(lang, "cases:dashboard.calendar.inactive"));
    await page.getByRole("button", { name: t(lang, "cases:dashboard.calendar.create") }).click();
    const urlField = page.getByTestId("calendar-feed-url");
    await expect(urlField).toBeVisible();
    const feedUrl = await urlField.inputValue();
    expect(feedUrl).toMatch(/\/calendar\/hearings\/[A-Za-z0-9_-]{43}\.ics$/);
    const feedPath = new URL(feedUrl).pathname;

    // A calendar app sends no cookie.
    const feed = await request.get(feedPath, { headers: { Cookie: "" } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("text/calendar");
    const ics = await feed.text();
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics.replace(/\r\n[ \t]/g, "")).toContain(opened.reference);

    await open(page, "/dashboard/lawyer");
    await expect(page.getByTestId("calendar-feed-url")).toHaveCount(0);
    await page.getByRole("button", { name: t(lang, "cases:dashboard.calendar.revoke") }).click();
    const toasts = await readToasts(page, testInfo);
    expectToastIn(toasts, t(lang, "cases:dashboard.calendar.revoked"));
    await expect(page.getByTestId("calendar-feed-state")).toHaveText(t(lang, "cases:dashboard.calendar.inactive"));
    expect((await request.get(feedPath, { headers: { Cookie: "" } })).status()).toBe(404);
  });

  test(`the admin dashboard shows cases per status and this week's hearings [${lang}]`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const { opened, startsAt } = await caseWithHearing(request, { label: `dash-adm-${tag(testInfo, lang)}`, clientEmail: ACCOUNTS.individual.email, hoursAhead: 2 });
    await signedIn(page, lang, fixtureSessionCookie("admin"));
    await open(page, "/dashboard/admin");
    const counts = page.getByTestId("admin-case-status-counts");
    await expect(counts.getByRole("link", { name: t(lang, "cases:status.open") })).toHaveAttribute("href", "/admin/cases?status=open");
    await expect(counts.locator('dd[data-status="all"]')).not.toHaveText(lang === "ar" ? "٠" : "0");
    // Two hours ahead is this Qatar week unless the week turns over meanwhile (Saturday night).
    if (qatarWeekStart(new Date(startsAt)) === qatarWeekStart(new Date())) {
      await expect(page.getByTestId("admin-week-hearings").getByRole("link", { name: new RegExp(opened.reference) })).toBeVisible();
    }
    await page.getByRole("link", { name: t(lang, "cases:dashboard.manageCases"), exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/cases$/);
  });
}
