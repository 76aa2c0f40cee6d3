/** Axe (WCAG 2.x A/AA) on the booking steps and a consultation's page, both languages. */
import { test } from "@playwright/test";
import { FIXTURE_LAWYER, LANGS } from "../support/fixtures";
import { createConfirmedAccount, open, setLang, signInThroughForm, tag } from "../support/helpers";
import { bookAtDetails, detailsUrl, qatarSlot } from "../consultations/booking-helpers";
import { expectNoAxeViolations } from "../support/axe";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "axe runs its script in the page");
});

for (const lang of LANGS) {
  // The empty form (/consultations) is axe-checked by the layout walk; here the steps it does not reach.
  for (const path of [`/consultations?service=family&kind=video&lawyer=${FIXTURE_LAWYER.id}&step=time`]) {
    test(`no axe violations on ${path} [${lang}]`, async ({ page, context }) => {
      test.setTimeout(120_000);
      await setLang(context, lang);
      await open(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test(`no axe violations on the details step and a consultation's page [${lang}]`, async ({ page, context, request }, testInfo) => {
    test.setTimeout(180_000);
    await setLang(context, lang);
    const slot = qatarSlot(22 + (lang === "ar" ? 0 : 1), 15);
    await open(page, detailsUrl({ kind: "video", slot }));
    await expectNoAxeViolations(page);

    const email = await createConfirmedAccount(request, { label: `axe-consultation-${tag(testInfo, lang)}`, lang });
    await signInThroughForm(page, lang, email);
    const id = await bookAtDetails(page, lang, { url: detailsUrl({ kind: "video", slot }), description: "A question about a tenancy contract renewal." });
    await open(page, `/consultations/${id}`);
    await expectNoAxeViolations(page);
  });
}
