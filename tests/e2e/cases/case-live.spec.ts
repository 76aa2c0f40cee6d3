/**
 * With JavaScript on, the case page updates live (issue 9 §3): the client's message reaches the
 * lawyer's open page in another browser without a reload, through LISTEN/NOTIFY and server-sent events.
 */
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { expectToastIn, open, readToasts, t, tag } from "../support/helpers";
import { caseWithLawyer, contextAs, latinWord } from "./case-page-helpers";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "live updates need JavaScript in the page");
});

for (const lang of LANGS) {
  test(`the lawyer sees the client's message arrive without reloading [${lang}]`, async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const c = await caseWithLawyer(request, `case-live-${tag(testInfo, lang)}`);
    const lawyerContext = await contextAs(browser, { cookie: c.lawyer.cookie, lang, js: true });
    const lawyer = await lawyerContext.newPage();
    const stream = lawyer.waitForResponse((r) => r.url().endsWith(`/case/${c.id}/events`));
    await open(lawyer, `/case/${c.id}`);
    expect((await stream).status()).toBe(200);
    // A marker that a reload would wipe.
    await lawyer.evaluate(() => Object.assign(window, { __caseMarker: "still here" }));

    const clientContext = await contextAs(browser, { role: "individual", lang, js: true });
    const client = await clientContext.newPage();
    await open(client, `/case/${c.id}`);
    const body = lang === "ar" ? `هل حُدّد موعد الجلسة؟ ${latinWord(4)}` : `Has the hearing been scheduled? ${latinWord(4)}`;
    const form = client.getByTestId("postMessage-form");
    await form.getByLabel(t(lang, "cases:page.forms.message.body")).fill(body);
    await form.getByRole("button", { name: t(lang, "cases:page.forms.message.submit") }).click();
    expectToastIn(await readToasts(client, testInfo), t(lang, "cases:page.toasts.postMessage"));

    await expect(lawyer.getByTestId("messages")).toContainText(body, { timeout: 15_000 });
    expect(await lawyer.evaluate(() => (window as unknown as { __caseMarker?: string }).__caseMarker)).toBe("still here");

    // And the other way: the lawyer answers, the client's page shows it live.
    const answer = lang === "ar" ? `نعم، سنبلغك بالموعد ${latinWord(4)}` : `Yes, we will tell you the date ${latinWord(4)}`;
    await client.evaluate(() => Object.assign(window, { __caseMarker: "still here" }));
    const reply = lawyer.getByTestId("postMessage-form");
    await reply.getByLabel(t(lang, "cases:page.forms.message.body")).fill(answer);
    await reply.getByRole("button", { name: t(lang, "cases:page.forms.message.submit") }).click();
    await expect(client.getByTestId("messages")).toContainText(answer, { timeout: 15_000 });
    expect(await client.evaluate(() => (window as unknown as { __caseMarker?: string }).__caseMarker)).toBe("still here");

    await lawyerContext.close();
    await clientContext.close();
  });
}

test("the case stream is refused to whoever may not see the case", async ({ request }) => {
  const c = await caseWithLawyer(request, "case-live-stranger");
  const { fixtureSessionCookie } = await import("./case-page-helpers");
  const stranger = await request.get(`/case/${c.id}/events`, { headers: { Cookie: fixtureSessionCookie("company") } });
  expect(stranger.status()).toBe(404);
  const signedOut = await request.get(`/case/${c.id}/events`, { headers: { Cookie: "" } });
  expect(signedOut.status()).toBe(401);
});
