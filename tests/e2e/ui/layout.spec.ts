/**
 * Issue 13 §3: every kind of page (tests/e2e/support/page-types.ts) in both languages at 360, 768, 1280 and
 * 1920 px: nothing scrolls sideways, the header stays one row (at most 80 px), the header's items and the
 * page's controls and headings do not overlap, and no text is cut off by a box too small for it. Layout is
 * the same with or without JavaScript (the menu is a <details>), so this runs in the "js" project. Axe checks
 * each page type in Arabic at 360 px and in English at 1280 px.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { LANGS } from "../support/fixtures";
import { MAX_HEADER_HEIGHT, PAGE_TYPES, pageOfType, WIDTHS } from "../support/page-types";

interface LayoutReport {
  sideways: number;
  /** The outermost elements that reach past the viewport's edges (what makes the page scroll sideways). */
  outside: string[];
  headerHeight: number;
  overlaps: string[];
  cutOff: string[];
}

/** Measured in the page: the numbers and the offending elements, named by tag, class and text. */
async function measure(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 2 || rect.height <= 2) return false;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") return false;
      // Fixed elements (the assistant's launcher) float over the page by design.
      for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).position === "fixed") return false;
      return !el.closest("[hidden], .visually-hidden, details:not([open]) > :not(summary)");
    };
    const doc = document.documentElement;
    const header = document.querySelector("header.site-header");
    const overlapsIn = (elements: Element[]) => {
      const found: string[] = [];
      const rects = elements.map((el) => [el, el.getBoundingClientRect()] as const);
      for (let i = 0; i < rects.length; i++) {
        for (let j = i + 1; j < rects.length; j++) {
          const [a, ra] = rects[i]!;
          const [b, rb] = rects[j]!;
          if (a.contains(b) || b.contains(a)) continue;
          const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (w > 2 && h > 2) found.push(`${describe(a)} × ${describe(b)}`);
        }
      }
      return found;
    };
    const outside: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || (rect.right <= doc.clientWidth + 1 && rect.left >= -1)) continue;
      if (el.parentElement && outside.some((o) => o === describe(el.parentElement!))) continue;
      const parent = el.parentElement?.getBoundingClientRect();
      if (parent && (parent.right > doc.clientWidth + 1 || parent.left < -1)) continue;
      outside.push(describe(el));
    }
    // Inline text (links in a sentence) may overlap the line above by its font's ascent: only boxes count.
    const boxed = (el: Element) => getComputedStyle(el).display !== "inline";
    const headerItems = header ? [...header.querySelectorAll("a, button, summary")].filter(shown).filter(boxed) : [];
    const main = document.querySelector("main") ?? document.body;
    const controls = [...main.querySelectorAll("a, button, input, select, textarea, h1, h2, h3")].filter(shown).filter(boxed);
    const cutOff: string[] = [];
    for (const el of main.querySelectorAll("*")) {
      if (!shown(el) || !(el.textContent ?? "").trim()) continue;
      const style = getComputedStyle(el);
      const clips = ["hidden", "clip"].includes(style.overflowX) || ["hidden", "clip"].includes(style.overflowY);
      if (!clips || style.textOverflow === "ellipsis" || el.closest("pre, code, table, .table-scroll")) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) cutOff.push(describe(el));
    }
    return {
      sideways: doc.scrollWidth - doc.clientWidth,
      outside: outside.slice(0, 5),
      headerHeight: header ? header.getBoundingClientRect().height : 0,
      overlaps: [...overlapsIn(headerItems), ...overlapsIn(controls)],
      cutOff,
    };
  });
}

const AXE_WIDTH = { ar: 360, en: 1280 } as const;

test.describe.configure({ mode: "parallel" });
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "the layout does not depend on JavaScript");
});

for (const lang of LANGS) {
  for (const type of PAGE_TYPES) {
    test(`layout of ${type.name} [${lang}]`, async ({ browser }) => {
      const { context, page } = await pageOfType(browser, type, lang);
      // The page is loaded once, at the first width, and then resized, as a phone turned sideways or a window
      // dragged wider is: the layout is CSS (media queries, the menu's <details>), so a resize shows what a load
      // at that width shows, without paying a navigation and a hydration per width.
      for (const [index, width] of WIDTHS.entries()) {
        await page.setViewportSize({ width, height: 900 });
        if (index === 0) await page.goto(type.path);
        await page.evaluate(() => document.fonts.ready);
        const report = await measure(page);
        const where = `${type.path} at ${width}px [${lang}]`;
        expect.soft(report.sideways, `sideways scrolling on ${where}: ${report.outside.join("; ")}`).toBeLessThanOrEqual(0);
        expect.soft(report.headerHeight, `header height on ${where}`).toBeLessThanOrEqual(MAX_HEADER_HEIGHT);
        expect.soft(report.overlaps, `overlapping elements on ${where}`).toEqual([]);
        expect.soft(report.cutOff, `text cut off on ${where}`).toEqual([]);
        // Issue 13 §4: axe on every page type after the redesign. Width decides what is shown (the menu folded into
        // its <details>, tables scrolling in their region) and language what is said: each page type is checked at
        // a phone's width in Arabic and a laptop's in English, so each width and each language is covered. Axe at
        // both widths in both languages was a fifth of the browser suite's time.
        if (width === AXE_WIDTH[lang]) await expectNoAxeViolations(page, { what: where });
      }
      await context.close();
    });
  }
}
