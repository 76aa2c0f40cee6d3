import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * No axe violations on the page as it is now: WCAG 2.1 A and AA, and axe's best practices unless `wcagOnly`;
 * within `include` (a selector) when given. `what` names the page in the failure message.
 */
export async function expectNoAxeViolations(page: Page, opts: { what?: string; include?: string; wcagOnly?: boolean } = {}) {
  const builder = new AxeBuilder({ page });
  if (opts.include) builder.include(opts.include);
  const results = await builder.withTags(opts.wcagOnly ? WCAG : [...WCAG, "best-practice"]).analyze();
  const summary = results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
  expect(summary, `${opts.what ? `${opts.what}: ` : ""}${JSON.stringify(summary, null, 2)}`).toEqual([]);
}
