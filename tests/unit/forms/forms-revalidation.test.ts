/**
 * A conform form that revalidates on blur without client-side validation (`onValidate`) posts a hidden
 * "validate" submission to the server whenever a field loses focus; clicking submit blurs the field
 * first, so two posts race and the real one can be lost (it made the lawyer's decline flaky, and on the
 * two-factor step it would spend tries). Every form here validates on the server only, so no form may
 * ask for blur revalidation unless it also validates in the browser.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("conform forms", () => {
  it("never revalidate on the server when a field loses focus", () => {
    const offenders = sources(path.resolve("app")).filter((file) => {
      const text = fs.readFileSync(file, "utf8");
      return /shouldRevalidate:\s*"on(Blur|Input)"/.test(text) && !text.includes("onValidate");
    });
    expect(offenders).toEqual([]);
  });
});
