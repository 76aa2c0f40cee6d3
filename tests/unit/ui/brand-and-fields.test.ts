/**
 * Issue 29, "a look a Doha client calls premium": the firm's mark is a drawing, never a letter, hidden from screen
 * readers (the name beside it is text), and the favicon is the same drawing; a field is as wide as what it holds.
 */
import fs from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fieldWidthOf } from "~/components/forms/fields";
import { BrandMark, DohaSkyline } from "~/components/layout/brand-mark";

const pathsOf = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);

describe("the firm's mark and imagery", () => {
  it("is an SVG drawing hidden from assistive technology, with its size set", () => {
    const mark = renderToStaticMarkup(createElement(BrandMark));
    expect(mark).toMatch(/^<svg[^>]*class="brand-mark"[^>]*aria-hidden="true"/);
    expect(mark).toContain('width="40"');
    expect(mark).not.toMatch(/<text|ق/);
  });

  it("is the same drawing as the favicon", () => {
    const favicon = fs.readFileSync("public/favicon.svg", "utf8");
    expect(pathsOf(favicon)).toEqual(pathsOf(renderToStaticMarkup(createElement(BrandMark))));
  });

  it("keeps the inline skyline decorative, sized and under a kilobyte and a half", () => {
    const sky = renderToStaticMarkup(createElement(DohaSkyline));
    expect(sky).toMatch(/aria-hidden="true"/);
    expect(sky).toMatch(/width="480" height="200"/);
    expect(sky.length).toBeLessThan(1500);
  });
});

describe("field widths", () => {
  it("sizes a field by its type and purpose", () => {
    expect(fieldWidthOf({ type: "text", autoComplete: "one-time-code", inputMode: "numeric" })).toBe("code");
    expect(fieldWidthOf({ type: "text", inputMode: "numeric" })).toBe("short");
    expect(fieldWidthOf({ type: "tel", maxLength: 20 })).toBe("phone");
    expect(fieldWidthOf({ type: "date" })).toBe("date");
    expect(fieldWidthOf({ type: "email" })).toBe("medium");
    expect(fieldWidthOf({ type: "text" })).toBe("long");
    expect(fieldWidthOf({ type: "text", maxLength: 120 })).toBe("long");
  });
});
