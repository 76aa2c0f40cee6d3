import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** No axe violations (WCAG 2.1 A and AA, and axe's best practices) on the page as it is now. */
export async function expectNoAxeViolations(page: Page, what = "") {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
  expect(summary, what || JSON.stringify(summary, null, 2)).toEqual([]);
}
