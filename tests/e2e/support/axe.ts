import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

/**
 * Axe's violations on the page as it is now: WCAG 2.1 A and AA, and axe's best practices unless `wcagOnly`; within the
 * `include` selectors when given.
 *
 * axe-core is put in the page once (a page keeps it until it navigates) and `axe.run` runs there, collecting the
 * violations only. @axe-core/playwright's AxeBuilder did the same work with more around it: by default it ran
 * axe.runPartial in each frame and then opened a blank page of the context for axe.finishRun, and in its legacy mode it
 * still put the 1.3 MB source in twice and brought every passing node back. Measured on the directory, home and library
 * pages at 360 px: 2.0 to 2.9 s a check with the builder, 1.0 to 1.7 s in its legacy mode, 0.5 to 0.9 s here; the suite
 * runs about 140 checks (issue 30 §8). Frames are not entered: the only frame our pages hold is the preview of an
 * uploaded document on the back office's verification page, which is the client's file, not our markup.
 */
async function axeViolations(page: Page, opts: { include?: string[]; wcagOnly?: boolean } = {}): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const tags = opts.wcagOnly ? WCAG : [...WCAG, "best-practice"];
  return page.evaluate(
    async ({ include, tags }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const context = include ? { include: include.map((selector) => [selector]) } : document;
      const results = await inPage.run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], iframes: false });
      return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
    },
    { include: opts.include, tags },
  );
}

/** No axe violations on the page as it is now (see axeViolations); `what` names the page in the failure message. */
export async function expectNoAxeViolations(page: Page, opts: { what?: string; include?: string | string[]; wcagOnly?: boolean } = {}) {
  const include = typeof opts.include === "string" ? [opts.include] : opts.include;
  const summary = await axeViolations(page, { include, wcagOnly: opts.wcagOnly });
  expect(summary, `${opts.what ? `${opts.what}: ` : ""}${JSON.stringify(summary, null, 2)}`).toEqual([]);
}
