/**
 * Issue 10 §6, the audit log in both languages, with JavaScript on and off: an admin suspends an
 * account on its page, then finds that change in /dashboard/admin/audit by filtering (a search with
 * another Arabic spelling of the name, and the action), sees who, what, the values before and after
 * and the IP, follows the link back to the account, and downloads the CSV of what the filters show.
 * Axe on the page. Roles, transactions, filters, CSV details and immutability are in
 * tests/integration/audit/audit.test.ts.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { ACCOUNTS, LANGS } from "../support/fixtures";
import { addSessionCookies, fixtureSessionCookie } from "../support/consultations";
import { createConfirmedAccount, expectDocumentLang, jsEnabled, open, setLang, t, tag } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

for (const lang of LANGS) {
  test(`an admin's change is found in the audit log and its CSV [${lang}]`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    // Names take letters only: a random Latin word makes this run's account the only match.
    const marker = Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join("");
    const name = `فاطمة ${marker}`;
    const email = await createConfirmedAccount(request, { label: `bo-audit-${tag(testInfo, lang)}`, name, lang });
    const admin = fixtureSessionCookie("admin");
    const input = encodeURIComponent(JSON.stringify({ q: email }));
    const found = await request.get(`/api/trpc/users.list?input=${input}`, { headers: { Cookie: admin } });
    const userId = ((await found.json()) as { result: { data: { rows: { id: string }[] } } }).result.data.rows[0]!.id;

    // The change: the admin suspends the account from its page.
    await setLang(page.context(), lang);
    await addSessionCookies(page.context(), admin);
    await open(page, `/dashboard/admin/users/${userId}`);
    const reason = `${lang === "ar" ? "مستندات غير صحيحة" : "Documents do not match"} ${marker}`;
    const suspendForm = page.getByTestId("suspend-form");
    await suspendForm.getByLabel(t(lang, "adminUsers:detail.suspend.reason")).fill(reason);
    await suspendForm.getByRole("button", { name: t(lang, "adminUsers:detail.suspend.submit") }).click();
    await expect(page.getByTestId("suspension-reason")).toHaveText(reason);

    // Found by filtering: the name typed without its taa marbuta, and the action.
    await open(page, "/dashboard/admin/audit");
    await expectDocumentLang(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "adminAudit:heading"));
    await page.getByLabel(t(lang, "adminAudit:filters.q")).fill(`فاطمه ${marker}`);
    await page.getByLabel(t(lang, "adminAudit:filters.action")).selectOption("user.suspend");
    await page.getByRole("button", { name: t(lang, "adminAudit:filters.apply") }).click();
    await expect(page).toHaveURL(/action=user\.suspend/);
    const rows = page.getByTestId("audit-row");
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toHaveAttribute("data-action", "user.suspend");
    await expect(row).toContainText(ACCOUNTS.admin.name);
    await expect(row).toContainText(t(lang, "adminAudit:actions.user.suspend"));
    await expect(row).toContainText(email);
    await expect(row.getByTestId("audit-after")).toContainText([reason]);
    // Fields and codes are named in the page's language, not as recorded (issue 29): "Suspended: No → Yes".
    await expect(row.locator(".audit-changes dt").first()).toHaveText(t(lang, "adminAudit:fields.suspended"));
    await expect(row.getByTestId("audit-before").first()).toHaveText(t(lang, "adminAudit:values.no"));
    await expect(row.getByTestId("audit-after").first()).toHaveText(t(lang, "adminAudit:values.yes"));
    await expect(row.locator("td").last()).not.toHaveText(t(lang, "adminAudit:row.unknownIp"));
    await expect(row.getByTestId("audit-entity-link")).toHaveAttribute("href", `/dashboard/admin/users/${userId}`);
    if (jsEnabled(testInfo)) await expectNoAxeViolations(page, { wcagOnly: true });

    // The CSV of what the filters show: this one entry, in the page's language.
    const csvLink = page.getByTestId("audit-csv");
    await expect(csvLink).toHaveAttribute("href", /action=user\.suspend/);
    const [download] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
    const csv = fs.readFileSync(await download.path(), "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toContain(t(lang, "adminAudit:csv.actionCode"));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("user.suspend");
    expect(lines[1]).toContain(email);
    expect(lines[1]).toContain(reason);
  });
}
