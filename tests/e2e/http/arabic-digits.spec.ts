/**
 * Issue 13 §2: a number typed with Arabic-Indic or Eastern Arabic-Indic digits is the same number in every
 * query parameter: the directory's fee filter given as ٥٠٠ or ۵۰۰ filters exactly as 500 does.
 */
import { expect, test } from "@playwright/test";

const feeValue = (html: string) => /id="directory-feeMax"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? /value="([^"]*)"[^>]*id="directory-feeMax"/.exec(html)?.[1];
const cards = (html: string) => [...html.matchAll(/href="\/lawyer-profile\/([^"?#]+)"/g)].map((m) => m[1]).join(",");

test("the directory reads ٥٠٠ and ۵۰۰ in its query as 500", async ({ request }) => {
  const ascii = await (await request.get("/browse-law-firms?feeMax=500&lang=en")).text();
  expect(feeValue(ascii)).toBe("500");
  expect(cards(ascii)).not.toBe("");
  for (const digits of ["٥٠٠", "۵۰۰"]) {
    const response = await request.get(`/browse-law-firms?feeMax=${encodeURIComponent(digits)}&lang=en`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(feeValue(html), digits).toBe("500");
    expect(cards(html), digits).toBe(cards(ascii));
  }
});
