/**
 * Notifications (issue 4 §3): a client books a written question over HTTP, the fixture lawyer
 * accepts it and writes to them; the client sees the unread count in the navbar on a plain page
 * load, the list on /notifications, marks one and then all as read with plain form posts; with
 * JavaScript a new notification reaches the badge live, without reloading.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { FIXTURE_LAWYER, LANGS, type Lang } from "../support/fixtures";
import { addSessionCookies, fixtureSessionCookie, trpcMutation } from "../support/consultations";
import { createConfirmedAccount, expectDocumentLang, jsEnabled, open, readOutbox, signInOverHttp, setLang, t, tag } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

function trpc(request: APIRequestContext, cookie: string, path: string, input: unknown) {
  return trpcMutation(request, { path, cookie, input });
}

/** A fresh client with a written question to the fixture lawyer; returns what the steps need. */
async function clientWithQuestion(request: APIRequestContext, label: string, lang: Lang) {
  const email = await createConfirmedAccount(request, { label, name: "Maha Client", lang });
  const clientCookie = await signInOverHttp(request, email);
  const booked = (await trpc(request, clientCookie, "consultations.book", {
    lawyerId: FIXTURE_LAWYER.id,
    serviceArea: "family",
    kind: "written",
    description: "A question about a tenancy contract and its renewal terms.",
    phone: "+974 5555 1234",
  })) as { id: string; reference: string };
  const lawyerCookie = fixtureSessionCookie("lawyer");
  return { email, clientCookie, lawyerCookie, ...booked };
}


for (const lang of LANGS) {
  test(`unread badge on every page load, the list, mark one and all as read [${lang}]`, async ({ page, context, request }, testInfo) => {
    await setLang(context, lang);
    const q = await clientWithQuestion(request, `notif-${tag(testInfo, lang)}`, lang);
    await trpc(request, q.lawyerCookie, "consultations.accept", { id: q.id });
    await trpc(request, q.lawyerCookie, "consultations.postMessage", { id: q.id, body: "Thank you, I will reply in detail today." });
    await addSessionCookies(context, q.clientCookie);

    // The badge is in the server's HTML (no JavaScript needed), on any page.
    await open(page, "/legal-updates");
    await expectDocumentLang(page, lang);
    const bell = page.getByTestId("notification-bell");
    await expect(bell).toHaveAttribute("data-count", "2");
    await expect(bell).toHaveAccessibleName(t(lang, "notifications:bell.labelUnread", { number: lang === "ar" ? "٢" : "2" }));

    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "notifications:page.heading"));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const items = page.getByTestId("notification-item");
    await expect(items).toHaveCount(2);
    // Newest first: the lawyer's message, then the confirmation; both link to the consultation.
    await expect(items.nth(0)).toContainText(q.reference);
    await expect(items.nth(0)).toContainText(lang === "ar" ? "رسالة جديدة من" : "New message from");
    await expect(items.nth(1)).toContainText(lang === "ar" ? `تم تأكيد الاستشارة ${q.reference}` : `Consultation ${q.reference} with ${FIXTURE_LAWYER.name_en} is confirmed`);
    await expect(items.nth(1).getByRole("link")).toHaveAttribute("href", `/consultations/${q.id}`);

    await items.nth(1).getByRole("button", { name: t(lang, "notifications:page.markRead") }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(bell).toHaveAttribute("data-count", "1");
    await expect(items.nth(1).getByRole("button", { name: t(lang, "notifications:page.markRead") })).toHaveCount(0);

    await page.getByRole("button", { name: t(lang, "notifications:page.markAllRead") }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(bell).toHaveAttribute("data-count", "0");
    await expect(page.getByTestId("notification-count")).toHaveCount(0);
    await expect(page.getByRole("button", { name: t(lang, "notifications:page.markAllRead") })).toHaveCount(0);
    await expect(items).toHaveCount(2);

    // "View the consultation" opens it and marks that notification read on the way.
    await trpc(request, q.lawyerCookie, "consultations.postMessage", { id: q.id, body: "One more question about the notice period." });
    await open(page, "/notifications");
    await expect(bell).toHaveAttribute("data-count", "1");
    await items.nth(0).getByRole("button", { name: t(lang, "notifications:page.open") }).click();
    await expect(page).toHaveURL(new RegExp(`/consultations/${q.id}$`));
    await expect(bell).toHaveAttribute("data-count", "0");

    // The acceptance was mailed to the client in their language, with the calendar-free written question.
    const isConfirmation = (m: { subject: string }) => m.subject.includes(q.reference) && m.subject.includes(lang === "ar" ? "تأكيد" : "confirmed");
    await expect.poll(() => readOutbox(q.email).some(isConfirmation), { message: "confirmation email" }).toBe(true);
    const confirmed = readOutbox(q.email).find(isConfirmation);
    expect(confirmed!.subject.startsWith(lang === "ar" ? "تأكيد" : "Consultation")).toBe(true);
  });

  test(`a new notification reaches the badge live, without reloading [${lang}]`, async ({ page, context, request }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "live delivery needs JavaScript; without it the count comes with each page load");
    await setLang(context, lang);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const q = await clientWithQuestion(request, `notif-live-${tag(testInfo, lang)}`, lang);
    await addSessionCookies(context, q.clientCookie);
    await open(page, "/");
    const bell = page.getByTestId("notification-bell");
    await expect(bell).toHaveAttribute("data-count", "0");
    await expect(bell).toHaveAttribute("data-live", "open");
    const url = page.url();

    await trpc(request, q.lawyerCookie, "consultations.accept", { id: q.id });
    await expect(bell).toHaveAttribute("data-count", "1");
    await expect(page.getByTestId("notification-count")).toBeVisible();
    await expect(page.getByTestId("notification-announcement")).toContainText(q.reference);
    await trpc(request, q.lawyerCookie, "consultations.postMessage", { id: q.id, body: "Please send the contract's first page." });
    await expect(bell).toHaveAttribute("data-count", "2");
    expect(page.url()).toBe(url);

    // On the list page a new one appears in place, too.
    await bell.click();
    await expect(page.getByTestId("notification-item")).toHaveCount(2);
    await trpc(request, q.lawyerCookie, "consultations.postMessage", { id: q.id, body: "And the renewal notice, please." });
    await expect(page.getByTestId("notification-item")).toHaveCount(3);
    await expect(bell).toHaveAttribute("data-count", "3");

    // The list page and the navbar with its badge pass the automated accessibility checks.
    await expectNoAxeViolations(page);
    expect(errors.filter((e) => /hydrat|did not match|error #(418|423|425)/i.test(e))).toEqual([]);
  });
}

test("the stream refuses anonymous visitors", async ({ request }) => {
  const response = await request.get("/api/notifications/stream");
  expect(response.status()).toBe(401);
});
