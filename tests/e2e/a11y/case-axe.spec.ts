/** Axe (WCAG 2.x A/AA) on a case's page (issue 9 §6), as the assigned lawyer and as the client, both languages. */
import { test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { open, tag } from "../support/helpers";
import { caseWithLawyer, contextAs, qatarLocal, trpcMutation } from "../cases/case-page-helpers";
import { expectNoAxeViolations } from "../support/axe";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "axe runs its script in the page");
});

for (const lang of LANGS) {
  test(`no axe violations on a case's page, for the lawyer and the client [${lang}]`, async ({ browser, request }, testInfo) => {
    test.setTimeout(150_000);
    const c = await caseWithLawyer(request, `case-axe-${tag(testInfo, lang)}`);
    // Something in every section: a hearing, a milestone, a message, a note.
    const cookie = c.lawyer.cookie;
    await trpcMutation(request, { path: "cases.addHearing", cookie, input: { id: c.id, startsAt: `${qatarLocal(20)}:00+03:00`, purpose: "Hearing" } });
    await trpcMutation(request, { path: "cases.addMilestone", cookie, input: { id: c.id, titleAr: "مذكرة", titleEn: "Brief", feeQar: 3000 } });
    await trpcMutation(request, { path: "cases.addNote", cookie, input: { id: c.id, body: "Internal note" } });
    await trpcMutation(request, { path: "cases.setNextStep", cookie, input: { id: c.id, nextStep: "Prepare the statement of defence", nextStepDue: qatarLocal(10).slice(0, 10) } });
    await trpcMutation(request, { path: "cases.postMessage", cookie, input: { id: c.id, body: "Welcome to your case page." } });

    for (const who of ["lawyer", "client"] as const) {
      const context = await contextAs(browser, who === "lawyer" ? { cookie, lang, js: true } : { role: "individual", lang, js: true });
      const page = await context.newPage();
      await open(page, `/case/${c.id}`);
      // The forms are folded in <details>: open them all so axe sees every field.
      await page.locator("details:not(.chatbot)").evaluateAll((nodes) => nodes.forEach((n) => n.setAttribute("open", "")));
      await expectNoAxeViolations(page);
      await open(page, `/case/${c.id}?print=1`);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
}
