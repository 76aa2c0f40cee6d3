import { expect, type Page, type TestInfo } from "@playwright/test";
import { expectToastIn, jsEnabled, readToasts } from "../support/helpers";

/** A toast with all of `parts`: waited for in the page without JavaScript (it may still be streaming), read from the viewport with it. */
export async function expectToast(page: Page, testInfo: TestInfo, ...parts: string[]) {
  if (jsEnabled(testInfo)) {
    expectToastIn(await readToasts(page, testInfo), ...parts);
    return;
  }
  let inline = page.locator('[data-testid="toast-list"] [data-testid="toast"]');
  for (const part of parts) inline = inline.filter({ hasText: part });
  await expect(inline.first()).toBeVisible();
}

export { qatarDate } from "../support/consultations";
