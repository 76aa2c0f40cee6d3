/**
 * Issue 13 §1 and §4: an "any suitable lawyer" request that no lawyer accepts in time reaches the office,
 * seen end to end with a moved clock. The client books through the browser; the request's clock is then
 * moved ten days back in the database (as if it had waited that long: more than any count of working
 * hours), and the server's own escalation worker, not the test, notices it. The client's timeline and
 * notifications say the office is assigning a lawyer, the firm's mailbox gets an email, the admin's queue
 * marks the request, and the admin assigns it by hand. Before the clock moves nothing of that happens.
 *
 * The server is this spec's own (./support/own-server.ts), on PostgreSQL: the main suite's server keeps
 * its database in its own process. Both languages with JavaScript; Arabic without it.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { LANGS, type Lang } from "../support/fixtures";
import { open, t, tag } from "../support/helpers";
import { bookAtDetails, detailsUrl } from "./booking-helpers";
import { postgresAvailable, startOwnServer, type OwnServer } from "../support/own-server";

const FIRM_EMAIL = "office@escalation.example";
let server: OwnServer | null = null;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.skip(!(await postgresAvailable()), "PostgreSQL is not running on 127.0.0.1:5432");
  test.setTimeout(180_000);
  // The worker looks every half second (production: every minute); the limit is the default four working hours.
  server = await startOwnServer({ label: "escalation", env: { REMINDER_INTERVAL_MS: "500", FIRM_EMAIL } });
});

test.afterAll(async () => {
  await server?.stop();
  server = null;
});

async function signedInPage(browser: Browser, lang: Lang, who: { email: string; password: string; totpSecret?: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server!.base, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  await context.addCookies([{ name: "lang", value: lang, url: server!.base }, ...(await server!.signIn(who))]);
  return context.newPage();
}

const unacceptedRow = (admin: Page, reference: string) => admin.getByTestId("unaccepted-row").filter({ hasText: reference });

for (const lang of LANGS) {
  test(`an unaccepted any-lawyer request goes to the office once its time is up, and the admin assigns it [${lang}]`, async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const { demo } = server!;
    const client = await signedInPage(browser, lang, demo);
    const admin = await signedInPage(browser, lang, demo.admin);

    // The client asks a written question of any suitable lawyer.
    const id = await bookAtDetails(client, lang, {
      url: detailsUrl({ service: "civil", kind: "written", lawyer: "any" }),
      description: `Who pays for a burst pipe between flats? (${tag(testInfo, lang)})`,
    });
    // With JavaScript the address changes before the new page has rendered: wait for the page itself.
    await expect(client.getByTestId("status-badge")).toHaveText(t(lang, "consultations:status.requested"));
    await expect(client.getByRole("heading", { level: 1 })).toContainText(/C-\d+/);
    const reference = (await client.getByRole("heading", { level: 1 }).innerText()).match(/C-\d+/)![0];

    // Within its time: on the admin's queue (any lawyer may still take it) but not marked, nothing said.
    await open(admin, "/dashboard/admin/consultations");
    await expect(unacceptedRow(admin, reference)).toHaveCount(1);
    await expect(unacceptedRow(admin, reference).getByTestId("escalated")).toHaveCount(0);
    // A few rounds of the worker: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await open(client, `/consultations/${id}`);
    await expect(client.getByTestId("timeline")).not.toContainText(t(lang, "consultations:events.escalated"));
    expect(server!.mailTo(FIRM_EMAIL).filter((m) => m.text.includes(reference))).toHaveLength(0);

    // The clock moves: the request was made ten days ago.
    await server!.sql("update consultations set created_at = created_at - interval '10 days' where id = $1", [id]);

    // The server's worker escalates it: the client is told, in the page and in the notifications.
    await expect
      .poll(async () => {
        await open(client, `/consultations/${id}`);
        return client.getByTestId("timeline").innerText();
      }, { timeout: 20_000 })
      .toContain(t(lang, "consultations:events.escalated"));
    await expect(client.getByTestId("status-badge")).toHaveText(t(lang, "consultations:status.requested"));
    await open(client, "/notifications");
    await expect(client.getByRole("main")).toContainText(t(lang, "notifications:text.escalated_client", { reference }));

    // The firm's mailbox gets one email about it, however many rounds the worker ran.
    await expect.poll(() => server!.mailTo(FIRM_EMAIL).filter((m) => m.text.includes(reference)).length, { timeout: 10_000 }).toBe(1);

    // The admin's queue marks it; assigning without a choice changes nothing; then the demo lawyer.
    await open(admin, "/dashboard/admin/consultations");
    await expect(unacceptedRow(admin, reference).getByTestId("escalated")).toHaveText(t(lang, "backOffice:consultations.escalated"));
    await unacceptedRow(admin, reference).getByRole("button", { name: t(lang, "backOffice:consultations.assign") }).click();
    await expect(unacceptedRow(admin, reference).getByRole("alert")).toHaveText(t(lang, "backOffice:consultations.chooseLawyer"));
    await unacceptedRow(admin, reference).getByLabel(t(lang, "backOffice:consultations.assignLabel", { reference })).selectOption(demo.lawyerId);
    await unacceptedRow(admin, reference).getByRole("button", { name: t(lang, "backOffice:consultations.assign") }).click();
    await expect(unacceptedRow(admin, reference)).toHaveCount(0);

    await open(client, `/consultations/${id}`);
    await expect(client.getByTestId("status-badge")).toHaveText(t(lang, "consultations:status.confirmed"));
    await expect(client.getByTestId("timeline")).toContainText(t(lang, "consultations:events.confirmed"));
    // Escalated once: one timeline entry, however many rounds the worker ran.
    const escalations = await server!.sql("select count(*)::int as n from consultation_events where consultation_id = $1 and type = 'escalated'", [id]);
    expect(escalations.rows[0].n).toBe(1);
    await client.context().close();
    await admin.context().close();
  });
}
