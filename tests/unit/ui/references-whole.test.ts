import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReferencesWhole } from "~/components/ui/bidi-text";

describe("references kept whole inside data text (issue 29)", () => {
  it("wraps each reference in a .ref span and leaves the words around it free to wrap", () => {
    expect(renderToStaticMarkup(createElement(ReferencesWhole, { text: "عميل سابق · Former client C-F6E933" }))).toBe('عميل سابق · Former client <span class="ref">C-F6E933</span>');
    expect(renderToStaticMarkup(createElement(ReferencesWhole, { text: "QL-2026-000002 and INV-2026-000001" }))).toBe('<span class="ref">QL-2026-000002</span> and <span class="ref">INV-2026-000001</span>');
    expect(renderToStaticMarkup(createElement(ReferencesWhole, { text: "Sara Al-Kuwari" }))).toBe("Sara Al-Kuwari");
  });
});
