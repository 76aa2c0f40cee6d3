/**
 * Issue 4 §4: /dashboard/user lists the individual's upcoming and past consultations with what can be
 * done from there (open, reschedule, cancel), the latest notifications and the next steps, in both
 * languages, with JavaScript on and off.
 */
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { createConfirmedAccount, setLang, signInOverHttp, t, tag } from "../support/helpers";
import { acceptAsFixtureLawyer, addSessionCookies, bookWithFixtureLawyer, qatarDate, trpcMutation } from "../support/consultations";

for (const lang of LANGS) {
  test(`an individual follows consultations from the dashboard (${lang})`, async ({ page, context, request }, testInfo) => {
    const email = await createConfirmedAccount(request, { label: `dash-${tag(testInfo, lang)}`, lang });
    const cookie = await signInOverHttp(request, email);
    // A day per project and language, 12-15 days ahead: other specs use other days.
    const day = qatarDate(12 + (testInfo.project.name === "js" ? 0 : 2) + (lang === "en" ? 1 : 0));
    const kept = await bookWithFixtureLawyer(request, { cookie, day, kind: "video", description: `Dashboard ${tag(testInfo, lang)} kept` });
    const dropped = await bookWithFixtureLawyer(request, { cookie, day, kind: "in_person", description: `Dashboard ${tag(testInfo, lang)} dropped` });
    await acceptAsFixtureLawyer(request, kept.id);
    await trpcMutation(request, { path: "consultations.cancel", cookie, input: { id: dropped.id, reason: "Plans changed, sorry." } });

    await setLang(context, lang);
    await addSessionCookies(context, cookie);
    await page.goto("/dashboard/user");

    const upcoming = page.getByTestId("upcoming-consultations");
    const item = upcoming.getByTestId("consultation-item").filter({ hasText: kept.reference });
    await expect(item).toBeVisible();
    await expect(item.getByTestId("status-badge")).toHaveText(t(lang, "consultations:status.confirmed"));
    await expect(upcoming).not.toContainText(dropped.reference);
    await expect(page.getByTestId("past-consultations").getByTestId("consultation-item").filter({ hasText: dropped.reference })).toContainText(
      t(lang, "consultations:status.cancelled"),
    );
    // The lawyer's confirmation is among the latest notifications.
    await expect(page.getByTestId("dashboard-notifications")).toContainText(kept.reference);
    // The next thing first (issue 13 §3): preparing the confirmed consultation is the page's main action, and the
    // next steps, then the upcoming consultations, come before the account's details.
    await expect(page.getByTestId("next-step-first")).toHaveAttribute("data-step", "prepare_consultation");
    await expect(page.getByTestId("next-step-first").getByRole("link")).toHaveText(t(lang, "dashboard:next.prepare_consultation"));
    const order = await page.evaluate(() =>
      ["next-steps", "upcoming-consultations", "dashboard-name"].map((id) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect().top),
    );
    expect(order[0]).toBeLessThan(order[1]!);
    expect(order[1]).toBeLessThan(order[2]!);

    // Reschedule from the dashboard leads to the consultation's own slot list.
    await item.getByRole("link", { name: t(lang, "consultations:actions.reschedule") }).click();
    await expect(page).toHaveURL(new RegExp(`/consultations/${kept.id}\\?reschedule=1`));
    await expect(page.getByTestId("reschedule-form")).toBeVisible();
  });
}
