/**
 * The fixture lawyer answers incoming requests from the dashboard: a fresh client books two video
 * consultations with them over HTTP (POST /api/trpc/consultations.book), the lawyer accepts one (it
 * moves to the upcoming list) and declines the other with a reason (an empty reason is refused first).
 * Slots are taken 21+ days ahead, a different day per project and language, so other specs keep theirs.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ACCOUNTS, BASE_URL, FIXTURE_LAWYER, LANGS } from "../support/fixtures";
import { createConfirmedAccount, setLang, signInOverHttp, signInThroughForm, t, tag } from "../support/helpers";
import { expectToast, qatarDate } from "./desk-helpers";


type Slot = { startsAt: string; endsAt: string; lawyerIds: string[] };

async function freeSlots(request: APIRequestContext, from: string): Promise<Slot[]> {
  const input = { lawyerId: FIXTURE_LAWYER.id, serviceArea: "family", kind: "video", from, days: 1 };
  const response = await request.get(`/api/trpc/consultations.slots?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { data: { slots: Slot[] } } }).result.data.slots;
}

/** Books one of the day's free slots (another one if someone took it meanwhile); returns its reference. */
async function book(request: APIRequestContext, cookie: string, from: string, description: string): Promise<string> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const slots = await freeSlots(request, from);
    expect(slots.length).toBeGreaterThan(0);
    const slot = slots[Math.floor(Math.random() * slots.length)]!;
    const response = await request.post("/api/trpc/consultations.book", {
      headers: { Cookie: cookie, Origin: BASE_URL, "Content-Type": "application/json" },
      data: {
        lawyerId: FIXTURE_LAWYER.id,
        serviceArea: "family",
        kind: "video",
        startsAt: slot.startsAt,
        description,
        phone: "+974 5555 1234",
      },
    });
    const body = (await response.json()) as { result?: { data: { id: string; reference: string } }; error?: { data?: { appCode?: string } } };
    if (response.ok()) return body.result!.data.reference;
    expect(["slot_taken", "slot_unavailable"]).toContain(body.error?.data?.appCode);
  }
  throw new Error("no free slot could be booked");
}

for (const [index, lang] of LANGS.entries()) {
  test(`the fixture lawyer accepts one incoming request and declines another with a reason [${lang}]`, async ({ page, context, request }, testInfo) => {
    test.setTimeout(180_000);
    await setLang(context, lang);
    const clientName = `Client ${tag(testInfo, lang)}`;
    const clientEmail = await createConfirmedAccount(request, { label: `desk-client-${tag(testInfo, lang)}`, name: clientName, lang });
    const cookie = await signInOverHttp(request, clientEmail);
    const day = qatarDate(21 + index * 2 + (testInfo.project.name === "js" ? 0 : 1));
    const toAccept = await book(request, cookie, day, `Custody arrangements after divorce, ${tag(testInfo, lang)} (accept me).`);
    const toDecline = await book(request, cookie, day, `Inheritance between siblings, ${tag(testInfo, lang)} (decline me).`);

    await signInThroughForm(page, lang, ACCOUNTS.lawyer.email);
    await expectToast(page, testInfo, t(lang, "toasts.signedIn"));
    const accepted = page.locator(`[data-testid="incoming-request"][data-reference="${toAccept}"]`);
    const declined = page.locator(`[data-testid="incoming-request"][data-reference="${toDecline}"]`);
    await expect(accepted.getByTestId("request-client")).toHaveText(clientName);
    await expect(accepted).toContainText("(accept me)");
    await expect(accepted).toContainText(t(lang, "lawyers:areas.family"));
    await expect(accepted).toContainText(t(lang, "lawyers:kinds.video"));
    await expect(accepted).toContainText(t(lang, "lawyerDesk:hours.qatarTime"));

    await accepted.getByRole("button", { name: t(lang, "lawyerDesk:requests.accept"), exact: true }).click();
    await expectToast(page, testInfo, t(lang, "lawyerDesk:toasts.accepted"));
    await expect(accepted).toHaveCount(0);
    const upcoming = page.locator(`[data-testid="upcoming-consultations"] li[data-reference="${toAccept}"]`);
    await expect(upcoming).toContainText(clientName);
    await expect(upcoming.getByRole("link")).toHaveAttribute("href", /^\/consultations\/[0-9a-f-]{36}$/);

    // Declining needs a reason: an empty one is refused with a message and the request stays.
    await declined.locator("summary").click();
    await declined.getByRole("button", { name: t(lang, "lawyerDesk:requests.declineSubmit") }).click();
    await expectToast(page, testInfo, t(lang, "lawyerDesk:toasts.fixErrors"));
    await expect(declined).toContainText(t(lang, "validation.required"));
    await declined.getByLabel(t(lang, "lawyerDesk:requests.reason")).fill("I am in court on that day; please book another lawyer.");
    await declined.getByRole("button", { name: t(lang, "lawyerDesk:requests.declineSubmit") }).click();
    await expectToast(page, testInfo, t(lang, "lawyerDesk:toasts.declined"));
    await expect(declined).toHaveCount(0);
    await expect(page.locator(`[data-reference="${toDecline}"]`)).toHaveCount(0);
  });
}
