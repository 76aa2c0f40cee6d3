/** Shared steps of the consultation specs: slots far apart per test, booking as a signed-in client. */
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { FIXTURE_LAWYER, type Lang } from "../support/fixtures";
import { authStatePath } from "../support/paths";
import { jsEnabled, open, setLang, t, waitForHydration } from "../support/helpers";

/** 0..3: one per project and language, so parallel runs of one spec never share a slot. */
export function comboIndex(testInfo: TestInfo, lang: Lang): number {
  return (jsEnabled(testInfo) ? 0 : 2) + (lang === "ar" ? 0 : 1);
}

/**
 * The instant of a Qatar wall-clock hour, `days` days after today (Qatar), as the slots list gives it.
 * Specs add `testInfo.retry` to the hour: a retry must not find the slot its first attempt booked.
 */
export function qatarSlot(days: number, hour: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Qatar", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days, hour - 3, 0, 0)).toISOString();
}

/** Checks the slot radio with this start, moving to the next week until it is listed. */
export async function chooseSlot(page: Page, lang: Lang, iso: string) {
  const radio = page.locator(`input[name="slot"][value="${iso}"]`);
  for (let i = 0; i < 5 && (await radio.count()) === 0; i++) {
    const picker = page.getByTestId("slot-picker").last();
    const before = await picker.innerText();
    await picker.getByRole("link", { name: t(lang, "consultations:book.slots.next") }).click();
    await expect.poll(async () => (await radio.count()) > 0 || (await picker.innerText()) !== before).toBe(true);
  }
  await radio.check();
}

/** Opens the details step for these choices (as the links of the earlier steps do). */
export function detailsUrl(opts: { kind: string; slot?: string; service?: string; lawyer?: string; voiceMode?: string }) {
  const params = new URLSearchParams({ service: opts.service ?? "family", kind: opts.kind, lawyer: opts.lawyer ?? FIXTURE_LAWYER.id, step: "details" });
  if (opts.slot) params.set("slot", opts.slot);
  if (opts.voiceMode) params.set("voiceMode", opts.voiceMode);
  return `/consultations?${params}`;
}

/** Fills the details step and confirms; returns the new consultation's id. */
export async function bookAtDetails(page: Page, lang: Lang, opts: { url: string; description: string; phone?: string }) {
  await open(page, opts.url);
  await page.getByLabel(t(lang, "consultations:book.fields.description")).fill(opts.description);
  await page.getByLabel(t(lang, "consultations:book.fields.phone")).fill(opts.phone ?? "+974 5555 1234");
  await page.getByRole("button", { name: t(lang, "consultations:book.details.submit") }).click();
  await page.waitForURL(/\/consultations\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** A page signed in as the fixture lawyer, in the language of the test. */
export async function lawyerPage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ storageState: authStatePath("lawyer"), javaScriptEnabled: jsEnabled(test.info()) });
  await setLang(context, lang);
  const page = await context.newPage();
  return page;
}

export async function expectStatus(page: Page, lang: Lang, status: string) {
  await expect(page.getByTestId("status-badge")).toHaveText(t(lang, `consultations:status.${status}`));
}

export { waitForHydration };
