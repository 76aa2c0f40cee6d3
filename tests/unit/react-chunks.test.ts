import { Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { REACT_VIEW_BYTES, withoutUnwrittenTail } from "~/utils/react-chunks.server";

/** Renders like entry.server.tsx does and returns the page's bytes, with or without the fix. */
function render(element: React.ReactElement, fix: boolean): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(fix ? withoutUnwrittenTail(chunk) : chunk);
              callback();
            },
            final(callback) {
              callback();
              resolve(Buffer.concat(chunks));
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

/** Many short Arabic strings, so that some two-byte letter falls on the end of a 2 KB view. */
const arabicPage = () =>
  createElement(
    "ul",
    null,
    Array.from({ length: 400 }, (_, i) => createElement("li", { key: i, "aria-label": `القائمة ${i}` }, "محامٍ في الدوحة", i % 7 ? "ا" : "")),
  );

describe("React 18's unwritten view tails (facebook/react#26228)", () => {
  it("are in React's own output, so the fix has something to do", async () => {
    expect((await render(arabicPage(), false)).includes(0)).toBe(true);
  });

  it("are gone from the page, and nothing else is", async () => {
    const fixed = await render(arabicPage(), true);
    expect(fixed.includes(0)).toBe(false);
    const text = fixed.toString("utf8");
    expect(text).not.toContain("\uFFFD");
    expect(text.match(/<li/g)).toHaveLength(400);
    expect(text).toContain('aria-label="القائمة 399"');
  });

  it("leaves a chunk alone unless it is a full view ending in unwritten bytes", () => {
    const partial = Uint8Array.from([1, 0, 0]);
    expect(withoutUnwrittenTail(partial)).toBe(partial);
    const full = new Uint8Array(REACT_VIEW_BYTES).fill(65);
    expect(withoutUnwrittenTail(full)).toBe(full);
    full[REACT_VIEW_BYTES - 1] = 0;
    expect(withoutUnwrittenTail(full).byteLength).toBe(REACT_VIEW_BYTES - 1);
    full.fill(0, REACT_VIEW_BYTES - 5);
    // At most three bytes can be unwritten (a four-byte character).
    expect(withoutUnwrittenTail(full).byteLength).toBe(REACT_VIEW_BYTES - 3);
  });
});
