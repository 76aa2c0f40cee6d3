/**
 * Issue 13 §3: no one-off styles in routes. Every class a route or a component names must be a class of
 * the design system, that is a class defined in app/styles/*.css (docs/design-system.md), never a
 * Tailwind utility (`m-0`, `grid gap-4`, `md:grid-cols-2`) chosen on the spot, and never a name no
 * stylesheet knows. A class built from a prefix (`status-${status}`) counts when some class starts with it.
 * No inline `style={{…}}` either, except the few values only known at run time (listed below).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const STYLES = "app/styles";
const SCANNED = ["app/routes", "app/components", "app/root.tsx"];

function files(entry: string): string[] {
  if (entry.endsWith(".tsx")) return [entry];
  return fs.readdirSync(entry, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(entry, e.name);
    return e.isDirectory() ? files(full) : full.endsWith(".tsx") ? [full] : [];
  });
}

const css = fs
  .readdirSync(STYLES)
  .filter((f) => f.endsWith(".css"))
  .map((f) => fs.readFileSync(path.join(STYLES, f), "utf8"))
  .join("\n")
  // Comments may mention class-like words.
  .replace(/\/\*[\s\S]*?\*\//g, "");
const defined = new Set([...css.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((m) => m[1]!));

/** The class tokens of one source file: string literals inside className={…} and plain className="…". */
function classTokens(source: string): string[] {
  const tokens: string[] = [];
  for (const m of source.matchAll(/className=(?:"([^"]*)"|\{((?:[^{}]|\{[^{}]*\})*)\})/g)) {
    // Literals compared against (`next === "publish" ? …`) are values, not classes.
    const expression = m[2]?.replace(/[!=]==?\s*("[^"]*"|'[^']*')|("[^"]*"|'[^']*')\s*[!=]==?/g, " ");
    const text = m[1] ?? (expression!.match(/"[^"]*"|'[^']*'|`[^`]*`/g) ?? []).map((s) => s.slice(1, -1).replace(/\$\{[^}]*\}$/, "").replace(/\$\{[^}]*\}/g, " ")).join(" ");
    tokens.push(...text.split(/\s+/).filter(Boolean));
  }
  // Class lists kept aside: `const cardClassName = "…"` or `{ className: "…" }`.
  for (const m of source.matchAll(/(?:[a-z]ClassName\s*=|className\s*:)\s*"([^"]*)"/g)) tokens.push(...m[1]!.split(/\s+/).filter(Boolean));
  return tokens;
}

const isKnown = (token: string, own: Set<string> = new Set()) =>
  token.endsWith("-") ? [...defined, ...own].some((d) => d.startsWith(token)) : defined.has(token) || own.has(token);

/**
 * Documents made to stand alone outside the site (the data export's summary.html carries its own inline
 * sheet, since it is opened from a ZIP with no site around it): their classes may also be the ones their
 * own sheet defines, in the file named here.
 */
const OWN_STYLESHEETS: Record<string, string> = {
  "app/components/privacy/data-export-summary.tsx": "app/utils/data-export-summary.server.ts",
  "app/components/privacy/data-export-matters.tsx": "app/utils/data-export-summary.server.ts",
  "app/components/privacy/data-export-parts.tsx": "app/utils/data-export-summary.server.ts",
};
const ownClasses = (file: string) => {
  const sheet = OWN_STYLESHEETS[file];
  if (!sheet) return new Set<string>();
  const text = /const CSS = `([\s\S]*?)`;/.exec(fs.readFileSync(sheet, "utf8"))?.[1] ?? "";
  return new Set([...text.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((m) => m[1]!));
};

/** Inline styles whose value is only known when the page renders. */
const INLINE_STYLE_ALLOWED: Record<string, string> = {};

describe("design system", () => {
  const sources = SCANNED.flatMap(files);

  it("finds the sources and the stylesheet's classes", () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(defined.has("btn-primary")).toBe(true);
    expect(classTokens(`<p className="a b" /><i className={x ? "c" : \`d-\${y}\`} /><b className={y === "no" ? "e" : "f"} />`)).toEqual(["a", "b", "c", "d-", "e", "f"]);
  });

  it("routes and components use only classes the stylesheets define", () => {
    const unknown: string[] = [];
    for (const file of sources) {
      const own = ownClasses(file);
      const bad = [...new Set(classTokens(fs.readFileSync(file, "utf8")).filter((t) => !isKnown(t, own)))];
      if (bad.length > 0) unknown.push(`${file}: ${bad.join(" ")}`);
    }
    expect(unknown, "one-off or unknown classes; use a design-system class (docs/design-system.md)").toEqual([]);
  });

  it("no inline styles", () => {
    const found = sources.filter((file) => /\sstyle=\{\{/.test(fs.readFileSync(file, "utf8")) && !(file in INLINE_STYLE_ALLOWED));
    expect(found).toEqual([]);
  });
});
