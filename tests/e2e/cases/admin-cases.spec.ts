/**
 * /admin/cases (spec §2, issue 9 §3), both languages, JavaScript on and off: the admin opens a case
 * from a completed consultation and assigns a lawyer; bad input gets field errors and writes
 * nothing; a search with another form of an Arabic letter finds the case; the CSV of the filtered
 * list holds its row.
 */
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, LANGS, type Lang } from "../support/fixtures";
import { addSessionCookies } from "../support/consultations";
import { jsEnabled, open, readToasts, expectToastIn, setLang, t, tag } from "../support/helpers";
import { completedConsultation, fixtureSessionCookie, letters, openCaseAsAdmin, trpcQuery, verifiedLawyer } from "./admin-cases-helpers";

type CaseDetail = { id: string; reference: string; title_ar: string; consultation: { reference: string } | null; lawyers: { id: string }[]; client: { email: string | null } };
type AdminList = { total: number; rows: { id: string; reference: string }[]; counts: Record<string, number> };

async function asAdmin(page: Page, lang: Lang) {
  await setLang(page.context(), lang);
  await addSessionCookies(page.context(), fixtureSessionCookie("admin"));
}

/** Cases whose text holds `q` (other specs open cases meanwhile: count only this test's own). */
async function caseCount(request: Parameters<typeof trpcQuery>[0], q: string) {
  return (await trpcQuery<AdminList>(request, { path: "cases.listAll", cookie: fixtureSessionCookie("admin"), input: { q, pageSize: 1 } })).total;
}

for (const lang of LANGS) {
  test(`admin opens a case from a completed consultation and assigns a lawyer [${lang}]`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const lawyer = await verifiedLawyer(request, `case-lawyer-${tag(testInfo, lang)}`);
    const consultation = await completedConsultation(request, `A question about a rental deposit ${letters()} kept by the landlord.`);
    await asAdmin(page, lang);
    await open(page, "/admin/cases");
    await expect(page.getByRole("heading", { level: 1, name: t(lang, "cases:admin.heading") })).toBeVisible();

    const form = page.getByTestId("case-from-consultation-form");
    if (jsEnabled(testInfo)) {
      // Picked from the list of consultations that have no case yet.
      await form.getByLabel(t(lang, "cases:admin.new.consultationPicker")).selectOption(consultation.id);
    } else {
      // Typed by its reference.
      await form.getByLabel(t(lang, "cases:admin.new.consultationRef")).fill(consultation.reference);
    }
    const titleAr = `نزاع إيجار على مبلغ التأمين ${letters(4)}`;
    await form.getByLabel(t(lang, "cases:admin.new.titleAr")).fill(titleAr);
    await form.getByLabel(t(lang, "cases:admin.new.titleEn")).fill("Rental deposit dispute");
    await form.getByLabel(t(lang, "cases:admin.new.court")).selectOption("rental_disputes_committee");
    await form.getByLabel(lawyer.name).check();
    await form.getByRole("button", { name: t(lang, "cases:admin.new.submitFromConsultation") }).click();

    await page.waitForURL(/\/case\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split("/").pop()!;
    const detail = await trpcQuery<CaseDetail>(request, { path: "cases.byId", cookie: fixtureSessionCookie("admin"), input: { id } });
    expect(detail.title_ar).toBe(titleAr);
    expect(detail.consultation?.reference).toBe(consultation.reference);
    expect(detail.client.email).toBe(ACCOUNTS.individual.email);
    expect(detail.lawyers.map((l) => l.id)).toContain(lawyer.userId);
    const toasts = await readToasts(page, testInfo);
    expectToastIn(toasts, t(lang, "cases:admin.toasts.created", { reference: detail.reference }));

    // The consultation now has its case: it leaves the picker, and a second case from it is refused.
    await open(page, "/admin/cases");
    await expect(page.getByTestId("case-from-consultation-form").locator(`option[value="${consultation.id}"]`)).toHaveCount(0);
    const again = page.getByTestId("case-from-consultation-form");
    await again.getByLabel(t(lang, "cases:admin.new.consultationRef")).fill(consultation.reference);
    await again.getByLabel(t(lang, "cases:admin.new.titleEn")).fill("Second try");
    await again.getByRole("button", { name: t(lang, "cases:admin.new.submitFromConsultation") }).click();
    await expect(page.getByTestId("case-from-consultation-form").getByText(t(lang, "errors.case_exists_for_consultation"))).toBeVisible();
  });

  test(`bad input on the new case form gets messages in the visitor's language and writes nothing [${lang}]`, async ({ page, request }, testInfo) => {
    await asAdmin(page, lang);
    await open(page, "/admin/cases");
    const marker = letters(8);
    const form = page.getByTestId("case-new-form");
    await form.getByLabel(t(lang, "cases:admin.new.clientEmail")).fill("not-an-address");
    await form.getByRole("button", { name: t(lang, "cases:admin.new.submit") }).click();
    const refused = page.getByTestId("case-new-form");
    await expect(refused.getByText(t(lang, "validation.email"))).toBeVisible();
    await expect(refused.getByText(t(lang, "cases:admin.errors.titleRequired"))).toBeVisible();
    await expect(refused.getByText(t(lang, "cases:admin.errors.serviceArea"))).toBeVisible();
    // What was typed stays.
    await expect(refused.getByLabel(t(lang, "cases:admin.new.clientEmail"))).toHaveValue("not-an-address");

    // A well-formed address that is no client's account: refused by the procedure, next to the field.
    await refused.getByLabel(t(lang, "cases:admin.new.clientEmail")).fill(`nobody-${letters()}@example.qa`);
    await refused.getByLabel(t(lang, "cases:admin.new.titleEn")).fill(`Nobody's case ${marker}`);
    await refused.getByLabel(t(lang, "cases:admin.new.serviceArea")).selectOption("civil");
    await refused.getByRole("button", { name: t(lang, "cases:admin.new.submit") }).click();
    await expect(page.getByTestId("case-new-form").getByText(t(lang, "errors.client_not_found"))).toBeVisible();
    expect(await caseCount(request, marker)).toBe(0);
    void testInfo;
  });

  test(`a search with another form of an Arabic letter finds the case, and the CSV of the list holds it [${lang}]`, async ({ page, request }, testInfo) => {
    const marker = letters(8);
    // Stored with hamza (أجور) and taa marbuta (مؤسسة); searched without them (اجور, مؤسسه).
    const opened = await openCaseAsAdmin(request, { titleAr: `مطالبة بأجور متأخرة لدى مؤسسة ${marker}`, titleEn: `Unpaid wages claim ${marker}` });
    await asAdmin(page, lang);
    await open(page, "/admin/cases");
    const search = page.getByRole("searchbox", { name: t(lang, "cases:admin.filters.q") });
    await search.fill(`اجور مؤسسه ${marker}`);
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: t(lang, "cases:admin.filters.apply") }).click();
    // With JavaScript the list follows the typing, without a page load.
    await expect(page).toHaveURL(new RegExp(`q=.*${marker}`));
    const rows = page.getByTestId("admin-case-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole("link", { name: opened.reference })).toBeVisible();
    await expect(page.getByTestId("admin-case-total")).toContainText(t(lang, "cases:admin.total", { total: lang === "ar" ? "١" : "1" }));

    // Filters combine: the same search among closed cases finds nothing.
    await page.getByTestId("admin-case-filters").getByLabel(t(lang, "cases:admin.filters.status")).selectOption("closed");
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: t(lang, "cases:admin.filters.apply") }).click();
    await expect(page.getByTestId("admin-cases-empty")).toBeVisible();
    await page.getByTestId("admin-case-filters").getByLabel(t(lang, "cases:admin.filters.status")).selectOption("");
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: t(lang, "cases:admin.filters.apply") }).click();
    await expect(rows).toHaveCount(1);

    // The CSV link carries the filters; the download is an attachment with the row.
    const href = await page.getByTestId("admin-case-csv").getAttribute("href");
    expect(href).toMatch(/^\/admin\/cases\/export\.csv\?/);
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="cases-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = await csv.text();
    const lines = body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(opened.reference);
    expect(lines[1]).toContain(marker);
  });
}
