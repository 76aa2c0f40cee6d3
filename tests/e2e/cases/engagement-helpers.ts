/**
 * Helpers of the engagement letter's browser journeys (issue 28): the signing code read from the suite's mail
 * outbox, the bilingual field labels of the letter's forms, and a submit that reads its toast.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Lang } from "../support/fixtures";
import { expectToastIn, jsEnabled, readOutbox, readToasts, t } from "../support/helpers";

/** The newest six-digit signing code emailed to `email`. */
export async function codeMailedTo(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        code = readOutbox(email)
          .map((mail) => /(?:is|هو): (\d{6})/.exec(mail.text)?.[1])
          .filter(Boolean)
          .at(-1);
        return Boolean(code);
      },
      { timeout: 15_000, message: `a signing code mailed to ${email}` },
    )
    .toBe(true);
  return code!;
}

/** The label of the Arabic or English half of a bilingual field. */
export const pairLabel = (lang: Lang, part: "ar" | "en", key: string) => t(lang, `adminContent:services.editor.in.${part}`, { label: t(lang, key) });

/**
 * Presses the button named `button` and expects the toast `toastKey` in `lang`. Sending, signing and countersigning
 * print the letter with Chromium (the first print launches it): the answer may take longer than an expectation's
 * 10 s on a loaded machine, so the page's answer (the toast with JavaScript, the next page without) is given a minute.
 * `within`: where the button is, when the page has several of that name.
 */
export async function submitAndReadToast(page: Page, button: string, toastKey: string, lang: Lang, within: Page | Locator = page) {
  const js = jsEnabled(test.info());
  const navigated = js ? null : page.waitForNavigation({ timeout: 60_000 });
  await within.getByRole("button", { name: button }).click();
  if (navigated) await navigated;
  else await expect(page.locator('.toast-viewport [data-testid="toast"]')).toBeVisible({ timeout: 60_000 });
  expectToastIn(await readToasts(page, test.info()), t(lang, toastKey));
}
