/**
 * Issue 28, "what must hold": the whole money journey of a case in a browser, in Arabic and in English with
 * JavaScript on ("js"), and again in Arabic without it ("no-js": every step is a plain form). An admin opens a case
 * with three milestones, prepares and sends the engagement letter; the client signs with the code emailed to them;
 * the admin countersigns. The first milestone's invoice is issued, the client pays it on the fake gateway's page
 * with the test card, the webhook marks it paid and the receipt is emailed. The second is paid while the gateway
 * loses its webhook (that invoice's only), and the app's reconciliation job finds it paid. The third, paid, is
 * refunded in part by the admin. Each step is checked as a person sees it: the case page, the client's dashboard
 * and the finance view, in the test's language.
 *
 * The steps share one case, one client and their browser contexts (describe.serial): a step runs only if the one
 * before it passed.
 */
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import fs from "node:fs";
import { BASE_URL, FAKE_GATEWAY_API_KEY, LANGS, SUITE_SERVICES_FILE, type Lang, type SuiteServices } from "../support/fixtures";
import { createConfirmedAccount, jsEnabled, open, readOutbox, signInOverHttp, t, tag } from "../support/helpers";
import { contextAs, fixtureSessionCookie, latinWord, trpcMutation, trpcQuery } from "./case-page-helpers";
import { codeMailedTo, pairLabel, submitAndReadToast } from "./engagement-helpers";

const MILESTONES = [
  { titleAr: "دراسة الملف", titleEn: "File review", feeQar: 5000 },
  { titleAr: "صحيفة الدعوى", titleEn: "Statement of claim", feeQar: 12500 },
  { titleAr: "المرافعة", titleEn: "Pleadings", feeQar: 20000 },
] as const;
const REFUND_QAR = 2500;
/** The fake gateway's test card that pays (decision 041). */
const TEST_CARD = "4242 4242 4242 4242";

function services(): SuiteServices {
  return JSON.parse(fs.readFileSync(SUITE_SERVICES_FILE, "utf8")) as SuiteServices;
}

/** Riyals as the pages show them (app/components/billing/invoice-table.tsx): "QAR 5,000" / "٥٬٠٠٠ ر.ق.". */
function qar(riyals: number, lang: Lang): string {
  const figures = new Intl.NumberFormat(lang === "ar" ? "ar-QA" : "en-QA", { maximumFractionDigits: 2 }).format(riyals);
  return lang === "ar" ? `${figures} ر.ق.` : `QAR ${figures}`;
}

/** A mail's subject without the bidi isolates around the data in it. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

/** Waits for the mail to `to` whose subject is `subject` in the client's language (first of the two), and returns it. */
async function mailWithSubject(to: string, subject: string) {
  const match = (m: { subject: string }) => plain(m.subject) === subject || plain(m.subject).startsWith(`${subject} | `);
  await expect.poll(() => readOutbox(to).some(match), { timeout: 15_000, message: `a mail to ${to}: ${subject}` }).toBe(true);
  return readOutbox(to).find(match)!;
}

/**
 * Runs `work` while no other journey of this suite does: the reconciliation job run by one journey would find the
 * payment another has just made with its webhook lost, and pay it before that one has seen "being confirmed".
 * A folder made atomically is the lock (one left by a killed run is taken over after three minutes).
 */
async function alone<T>(work: () => Promise<T>): Promise<T> {
  const lock = `${SUITE_SERVICES_FILE}.reconcile-lock`;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > 180_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

async function gatewayControl(body: unknown) {
  const response = await fetch(`${services().gatewayUrl}/__control`, {
    method: "POST",
    headers: { Authorization: `Bearer ${FAKE_GATEWAY_API_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBe(200);
}

for (const lang of LANGS) {
  test.describe.serial(`the money of a case, from the engagement letter to a partial refund [${lang}]`, () => {
    // Each step takes 3-40 s (the letter's steps print it with Chromium); a loaded machine can triple that.
    test.describe.configure({ timeout: 180_000 });
    const milestoneTitle = (i: number) => (lang === "ar" ? MILESTONES[i]!.titleAr : MILESTONES[i]!.titleEn);
    const state = (key: string) => t(lang, `billing:section.states.${key}`);
    let js = true;
    let clientName = "";
    let clientEmail = "";
    let caseId = "";
    let reference = "";
    let milestoneIds: string[] = [];
    const numbers: string[] = [];
    const receipts: string[] = [];
    let adminContext: BrowserContext;
    let clientContext: BrowserContext;
    let adminPage: Page;
    let clientPage: Page;

    test.beforeAll(async ({ browser, playwright }, testInfo) => {
      js = jsEnabled(testInfo);
      const request = await playwright.request.newContext({ baseURL: BASE_URL });
      const admin = fixtureSessionCookie("admin");
      // A client of the journey's own, writing in its language (their mails come in it).
      clientName = `Billing Client ${latinWord()}`;
      clientEmail = await createConfirmedAccount(request, { label: `billing-${tag(testInfo, lang)}`, name: clientName, userType: "individual", lang });
      const clientCookie = await signInOverHttp(request, clientEmail);
      const editor = await trpcQuery<{ current: { version: number } | null }>(request, { path: "engagement.terms.editor", cookie: admin, input: undefined });
      if (!editor.current) {
        await trpcMutation(request, { path: "engagement.terms.save", cookie: admin, input: { bodyAr: "يخضع هذا التكليف لقوانين دولة قطر.", bodyEn: "This engagement is governed by the laws of Qatar." } });
      }
      // The admin opens the case with its three milestones (the case form's own journey is admin-cases.spec.ts).
      const created = await trpcMutation<{ id: string; reference: string }>(request, {
        path: "cases.create",
        cookie: admin,
        input: { titleAr: `قضية أتعاب ${latinWord(4)}`, titleEn: `Fees case ${latinWord(4)}`, serviceArea: "commercial", clientEmail },
      });
      caseId = created.id;
      reference = created.reference;
      milestoneIds = [];
      for (const m of MILESTONES) {
        const { id } = await trpcMutation<{ id: string }>(request, { path: "cases.addMilestone", cookie: admin, input: { id: caseId, ...m, dueOn: null } });
        milestoneIds.push(id);
      }
      await request.dispose();
      adminContext = await contextAs(browser, { cookie: admin, lang, js });
      clientContext = await contextAs(browser, { cookie: clientCookie, lang, js });
      adminPage = await adminContext.newPage();
      clientPage = await clientContext.newPage();
    });

    test.afterAll(async () => {
      await adminContext?.close();
      await clientContext?.close();
    });

    const invoiceRow = (page: Page, i: number): Locator => page.getByTestId("invoice").filter({ hasText: milestoneTitle(i) });

    /** The admin issues milestone i's invoice from the case page; answers its number. */
    async function issue(i: number): Promise<string> {
      await open(adminPage, `/case/${caseId}`);
      const form = adminPage.getByTestId("issue-form");
      await form.locator("select[name=milestoneId]").selectOption(milestoneIds[i]!);
      await submitAndReadToast(adminPage, t(lang, "billing:section.issue.submit"), "billing:toasts.issue", lang);
      const row = invoiceRow(adminPage, i);
      await expect(row.getByTestId("invoice-state")).toHaveText(state("issued"));
      const number = (await row.locator("td").first().locator("bdi").first().innerText()).trim();
      expect(number).toMatch(/\d/);
      numbers[i] = number;
      // Emailed to the client, in their language (the subject's amount and date as the mail formats them).
      const [before] = t(lang, "billing:emails.invoiceIssued.subject", { invoice: "\u0000" }).split("\u0000");
      await expect.poll(() => readOutbox(clientEmail).some((m) => plain(m.subject).startsWith(`${before}${number}`)), { message: `invoice ${number} mailed to the client` }).toBe(true);
      return number;
    }

    /** The client presses Pay on milestone i's invoice and pays on the gateway's page with the test card. */
    async function payOnGateway(i: number) {
      await open(clientPage, `/case/${caseId}`);
      const row = invoiceRow(clientPage, i);
      await expect(row.getByTestId("invoice-state")).toHaveText(state("issued"));
      await row.getByRole("button", { name: t(lang, "billing:section.pay", { amount: qar(MILESTONES[i]!.feeQar, lang) }) }).click();
      // The gateway's own page, in the client's language, with the invoice's number and amount.
      await expect(clientPage).toHaveURL(new RegExp(`^${services().gatewayUrl}/checkout/`));
      await expect(clientPage.locator("html")).toHaveAttribute("lang", lang);
      await expect(clientPage.locator("dl")).toContainText(numbers[i]!);
      await clientPage.locator("#card").fill(TEST_CARD);
      await clientPage.locator('button[value="pay"]').click();
      // Back on the case, told the payment is being confirmed.
      await expect(clientPage).toHaveURL(new RegExp(`/case/${caseId}\\?paid=[^#]+#billing$`));
      await expect(clientPage.getByTestId("billing").getByRole("status")).toHaveText(t(lang, "billing:section.returned"));
    }

    /** Reloads the client's case page until milestone i's invoice reads `expected`; answers its receipt number. */
    async function expectClientSees(i: number, expected: string): Promise<string> {
      const row = invoiceRow(clientPage, i);
      await expect(async () => {
        await open(clientPage, `/case/${caseId}`);
        await expect(row.getByTestId("invoice-state")).toHaveText(expected, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(row.getByRole("button", { name: new RegExp(t(lang, "billing:section.pay", { amount: "" }).trim()) })).toHaveCount(0);
      const receipt = (await row.locator("td").first().locator("div.muted bdi").innerText()).trim();
      expect(receipt).toMatch(/\d/);
      return receipt;
    }

    test("the admin prepares and sends the letter, the client signs it with the emailed code, the admin countersigns", async () => {
      // No invoice before the letter is signed: the case page says so instead of offering the form.
      await open(adminPage, `/case/${caseId}`);
      await expect(adminPage.getByTestId("billing")).toContainText(t(lang, "billing:section.issue.needsLetter"));
      await expect(adminPage.getByTestId("issue-form")).toHaveCount(0);
      await adminPage.getByTestId("engagement-section").getByRole("link", { name: t(lang, "engagement:page.draft.start") }).click();
      await expect(adminPage).toHaveURL(new RegExp(`/case/${caseId}/engagement`));
      // The letter carries the case's three milestones.
      for (let i = 0; i < MILESTONES.length; i++) await expect(adminPage.locator("main")).toContainText(milestoneTitle(i));
      await adminPage.getByLabel(pairLabel(lang, "ar", "engagement:page.draft.scope")).fill("تمثيل الموكل في نزاع التوريد أمام المحكمة الابتدائية.");
      await adminPage.getByLabel(pairLabel(lang, "en", "engagement:page.draft.scope")).fill("Representing the client in the supply dispute before the Court of First Instance.");
      await submitAndReadToast(adminPage, t(lang, "engagement:page.draft.save"), "engagement:page.toasts.saveDraft", lang);
      await expect(adminPage.getByTestId("engagement-draft")).toBeVisible();
      await submitAndReadToast(adminPage, t(lang, "engagement:page.send.submit"), "engagement:page.toasts.send", lang);
      await expect(adminPage.getByTestId("engagement-letter")).toHaveAttribute("data-state", "sent");

      // The client's dashboard leads to the letter; they ask for a code and sign with the one emailed to them.
      await open(clientPage, "/dashboard/user");
      await clientPage.getByTestId("dashboard-case").filter({ hasText: reference }).getByRole("link", { name: t(lang, "engagement:dashboard.sign") }).click();
      await expect(clientPage).toHaveURL(new RegExp(`/case/${caseId}#engagement$`));
      await submitAndReadToast(clientPage, t(lang, "engagement:page.sign.requestCode"), "engagement:page.toasts.requestCode", lang);
      const code = await codeMailedTo(clientEmail);
      const sign = clientPage.getByTestId("engagement-sign");
      await sign.getByLabel(t(lang, "engagement:page.sign.fullName")).fill(clientName);
      await sign.getByLabel(t(lang, "engagement:page.sign.code")).fill(code);
      await sign.getByLabel(t(lang, "engagement:page.sign.consent")).check();
      await submitAndReadToast(clientPage, t(lang, "engagement:page.sign.submit"), "engagement:page.toasts.sign", lang);
      await expect(clientPage.getByTestId("engagement-signed")).toContainText(clientName);
      // Nothing to pay yet.
      await expect(clientPage.getByTestId("billing")).toContainText(t(lang, "billing:section.empty"));

      await open(adminPage, `/case/${caseId}`);
      await submitAndReadToast(adminPage, t(lang, "engagement:page.countersign.submit"), "engagement:page.toasts.countersign", lang);
      await expect(adminPage.getByTestId("engagement-countersigned")).toBeVisible();
      // Now the firm may invoice the milestones.
      await expect(adminPage.getByTestId("issue-form")).toBeVisible();
    });

    test("the first milestone's invoice is issued; the client pays it on the gateway's page; the webhook marks it paid and the receipt is emailed", async () => {
      const number = await issue(0);
      // The client's dashboard lists it to pay, leading to the case.
      await open(clientPage, "/dashboard/user");
      const listed = clientPage.getByTestId("dashboard-invoice").filter({ hasText: number });
      await expect(listed).toContainText(state("issued"));
      await expect(listed).toContainText(qar(MILESTONES[0].feeQar, lang));

      await payOnGateway(0);
      receipts[0] = await expectClientSees(0, state("paid"));
      await expect(clientPage.getByTestId("billing-total-paid")).toHaveText(t(lang, "billing:section.totalPaid", { amount: qar(MILESTONES[0].feeQar, lang) }));
      await expect(invoiceRow(clientPage, 0).getByRole("link", { name: t(lang, "billing:section.downloadReceipt") })).toBeVisible();
      const mail = await mailWithSubject(clientEmail, t(lang, "billing:emails.receipt.subject", { receipt: receipts[0], invoice: number }));
      expect(mail.text).toContain(`/case/${caseId}`);
      // The receipt's PDF downloads for the client.
      const pdf = await clientContext.request.get(`/case/${caseId}/invoices/${await invoiceId(clientPage, 0)}/receipt.pdf`);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    });

    test("the second invoice's webhook is lost: the page says the payment is being confirmed until the reconciliation job finds it paid", async () => {
      const number = await issue(1);
      const row = invoiceRow(clientPage, 1);
      await alone(async () => {
        // The gateway loses this invoice's webhook (and only this one's: other journeys run beside this one).
        await gatewayControl({ action: "setWebhookMode", mode: "never", reference: number });
        await payOnGateway(1);
        await expect(row.getByTestId("invoice-state")).toHaveText(state("issued"));
        await expect(row).toContainText(t(lang, "billing:section.confirming"));
        // Still unpaid a moment later: nothing but the webhook or the job marks it paid.
        await open(clientPage, `/case/${caseId}`);
        await expect(row.getByTestId("invoice-state")).toHaveText(state("issued"));

        // The app's reconciliation job asks the gateway about the payment still pending.
        const run = await fetch(services().reconcileUrl, { method: "POST" });
        expect(run.status, await run.text().catch(() => "")).toBe(200);
      });
      receipts[1] = await expectClientSees(1, state("paid"));
      await expect(row).not.toContainText(t(lang, "billing:section.confirming"));
      await mailWithSubject(clientEmail, t(lang, "billing:emails.receipt.subject", { receipt: receipts[1], invoice: number }));
      await expect(clientPage.getByTestId("billing-total-paid")).toHaveText(
        t(lang, "billing:section.totalPaid", { amount: qar(MILESTONES[0].feeQar + MILESTONES[1].feeQar, lang) }),
      );
    });

    test("the third invoice, paid, is refunded in part by the admin; the client is told and sees it", async () => {
      const number = await issue(2);
      await payOnGateway(2);
      receipts[2] = await expectClientSees(2, state("paid"));

      await open(adminPage, `/case/${caseId}`);
      const form = invoiceRow(adminPage, 2).getByTestId("refund-form");
      await form.getByLabel(t(lang, "billing:section.refund.amount")).fill(lang === "ar" ? "٢٥٠٠" : String(REFUND_QAR));
      await form.getByLabel(t(lang, "billing:section.refund.reason")).fill(lang === "ar" ? "تخفيض متفق عليه على أتعاب المرافعة." : "A reduction of the pleadings fee, as agreed.");
      await submitAndReadToast(adminPage, t(lang, "billing:section.refund.submit"), "billing:toasts.refund", lang, form);
      const adminRow = invoiceRow(adminPage, 2);
      await expect(adminRow.getByTestId("invoice-state")).toHaveText(state("partially_refunded"));
      await expect(adminRow).toContainText(t(lang, "billing:section.refunded", { amount: qar(REFUND_QAR, lang) }));

      // The mail's amounts are in figures with the dirhams (server/billing/format.ts).
      await mailWithSubject(clientEmail, t(lang, "billing:emails.refund.subject", { refund: lang === "ar" ? "2,500.00 ر.ق" : "QAR 2,500.00", invoice: number }));

      await open(clientPage, `/case/${caseId}`);
      await expect(invoiceRow(clientPage, 2).getByTestId("invoice-state")).toHaveText(state("partially_refunded"));
      const total = MILESTONES[0].feeQar + MILESTONES[1].feeQar + MILESTONES[2].feeQar - REFUND_QAR;
      await expect(clientPage.getByTestId("billing-total-paid")).toHaveText(t(lang, "billing:section.totalPaid", { amount: qar(total, lang) }));
    });

    test("the client's dashboard and the firm's finance view show the three invoices as they stand", async () => {
      const total = MILESTONES[0].feeQar + MILESTONES[1].feeQar + MILESTONES[2].feeQar - REFUND_QAR;
      await open(clientPage, "/dashboard/user");
      const mine = clientPage.getByTestId("dashboard-invoices");
      await expect(mine).toContainText(t(lang, "billing:section.totalPaid", { amount: qar(total, lang) }));
      const expected = [state("paid"), state("paid"), state("partially_refunded")];
      for (let i = 0; i < 3; i++) {
        const row = mine.getByTestId("dashboard-invoice").filter({ hasText: numbers[i]! });
        await expect(row).toContainText(expected[i]!);
        await expect(row.getByRole("link", { name: t(lang, "billing:section.downloadReceipt") })).toBeVisible();
      }

      await open(adminPage, "/dashboard/admin/finance");
      const filters = adminPage.getByTestId("finance-filters");
      await filters.getByLabel(t(lang, "billing:finance.filters.client")).selectOption({ label: clientName });
      await filters.getByRole("button", { name: t(lang, "billing:finance.filters.apply") }).click();
      await expect(adminPage).toHaveURL(/[?&]client=/);
      const rows = adminPage.getByTestId("finance-row");
      await expect(rows).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        const row = rows.filter({ hasText: numbers[i]! });
        await expect(row).toContainText(expected[i]!);
        await expect(row).toContainText(clientName);
        await expect(row).toContainText(qar(MILESTONES[i]!.feeQar, lang));
      }
      // Nothing of this client's is outstanding.
      await expect(adminPage.getByTestId("finance-totals").locator("dd").first()).toHaveText(qar(0, lang));
      // A row leads to its case.
      await rows.filter({ hasText: numbers[1]! }).getByRole("link").click();
      await expect(adminPage).toHaveURL(new RegExp(`/case/${caseId}#billing$`));
    });
  });
}

/** The id of milestone i's invoice, from its row's PDF link. */
async function invoiceId(page: Page, i: number): Promise<string> {
  const title = [MILESTONES[i]!.titleAr, MILESTONES[i]!.titleEn];
  const row = page.getByTestId("invoice").filter({ hasText: new RegExp(title.join("|")) });
  const id = await row.getAttribute("id");
  return id!.replace(/^invoice-/, "");
}
