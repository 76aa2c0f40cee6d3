import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nOptions, NAMESPACES } from "~/i18n/config";
import { resources } from "~/i18n/resources";

/**
 * Issue 13 §2, decision 023: a number put into a sentence comes out in the page's digits (٥ on an Arabic page,
 * 5 on an English one) whoever calls t(): the strings format it with {{x, number}} (app/i18n/config.ts), so a
 * caller that passes the number as it is (a size in megabytes, a total, a position in a list) cannot leave an
 * ASCII digit in an Arabic sentence. Callers that format first still may: a string goes through as it is.
 */

/** Placeholder names that hold quantities wherever they appear. */
const QUANTITIES = new Set([
  "total", "size", "mb", "n", "count", "number", "page", "pageCount", "pages", "max", "years", "rating", "shown",
  "offers", "days", "average", "cases", "consultations", "fees", "version",
]);

/** Where one of those names holds something else. Keep it short and say what. */
const NOT_QUANTITIES: Record<string, string> = {
  // A licence number: an identifier, isolated by the caller and kept ASCII.
  "adminReview:history.licence|number": "identifier",
  // A file's size already written with its unit by sizeKb / sizeMb ("١٢ ك.ب"), whose own {{size}} is a number.
  "library:item.fileInfo|size": "size with its unit",
  "voice:note.item|size": "size with its unit",
  "cases:page.documents.uploaded|size": "size with its unit",
  "privacy:export.summary.uploaded|size": "size with its unit",
  // The top of a fee range: an amount in riyals formatted by the caller (formatQarAmount), as {{min}} is.
  "consultations:summary.feeRange|max": "amount",
  // The letter's fees total: an amount in riyals formatted by the caller (formatQar).
  "engagement:page.total|total": "amount",
};

type Tree = { [key: string]: Tree | string };
function* strings(tree: Tree, prefix = ""): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") yield [`${prefix}${key}`, value];
    else yield* strings(value, `${prefix}${key}.`);
  }
}

const bundles = (lang: "ar" | "en") => resources[lang] as unknown as Record<string, Tree>;
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/** Every key (plural forms folded into their base key) that has a quantity placeholder, with those placeholders. */
function quantityKeys(): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const lang of ["ar", "en"] as const) {
    for (const ns of NAMESPACES) {
      for (const [key, text] of strings(bundles(lang)[ns] ?? {})) {
        const base = `${ns}:${key.replace(/_(zero|one|two|few|many|other)$/, "")}`;
        for (const [, name] of text.matchAll(PLACEHOLDER)) {
          if (!QUANTITIES.has(name!) || NOT_QUANTITIES[`${base}|${name}`]) continue;
          keys.set(base, (keys.get(base) ?? new Set()).add(name!));
        }
      }
    }
  }
  return keys;
}

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nOptions, resources, lng: "ar" });
});

describe("numbers in sentences", () => {
  it("every quantity placeholder of both languages is written {{x, number}}", () => {
    const unformatted: string[] = [];
    for (const lang of ["ar", "en"] as const) {
      for (const ns of NAMESPACES) {
        for (const [key, text] of strings(bundles(lang)[ns] ?? {})) {
          const base = `${ns}:${key.replace(/_(zero|one|two|few|many|other)$/, "")}`;
          for (const [whole, name, format] of text.matchAll(PLACEHOLDER)) {
            if (QUANTITIES.has(name!) && !NOT_QUANTITIES[`${base}|${name}`] && format !== "number") unformatted.push(`${lang} ${ns}:${key} ${whole}`);
          }
        }
      }
    }
    expect(unformatted).toEqual([]);
  });

  it("t(key, { size: 5 }) says ٥ in Arabic and 5 in English, for every key with a quantity", () => {
    const keys = quantityKeys();
    expect(keys.size).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const [key, names] of keys) {
      // count picks the plural form of keys that have them (five: _few in Arabic, _other in English).
      const params: Record<string, unknown> = { count: 5, name: "x", title: "x", date: "x", time: "x", file: "x", type: "x", day: "x", roll: "x" };
      for (const name of names) params[name] = 5;
      const ar = i18n.t(key, { ...params, lng: "ar" });
      const en = i18n.t(key, { ...params, lng: "en" });
      // Digits that belong to the sentence itself and not to the number (Latin tokens such as MP3; "out of 5").
      const arStray = ar.replace(/[A-Za-z0-9+\-:]*[A-Za-z][A-Za-z0-9+\-:]*/g, " ");
      if (!ar.includes("٥") || /[0-9]/.test(arStray)) wrong.push(`ar ${key}: ${ar}`);
      if (!en.includes("5") || /[٠-٩]/.test(en)) wrong.push(`en ${key}: ${en}`);
    }
    expect(wrong).toEqual([]);
  });

  it("the keys of the review (issue 13 §2) among them", () => {
    const t = (key: string, params: Record<string, unknown>) => i18n.t(key, { ...params, lng: "ar" });
    expect(t("dashboard:documents.rules", { size: 10 })).toContain("١٠ ميغابايت");
    expect(t("voice:note.fileHint", { mb: 25 })).toContain("٢٥ ميغابايت");
    expect(t("lawyers:search.pageOf", { page: 2, pageCount: 12 })).toContain("٢");
    expect(t("lawyers:search.pageOf", { page: 2, pageCount: 12 })).toContain("١٢");
    expect(t("adminUsers:list.total", { total: 1234 })).toContain("١٬٢٣٤");
    expect(t("reviews:summary.average", { average: 4.5 })).toContain("٤٫٥");
    expect(t("adminContent:services.editor.lists.steps.item", { number: 3 })).toContain("٣");
    // A caller that formats first is left as it is.
    expect(t("adminUsers:list.total", { total: "١٢" })).toContain("١٢");
    expect(i18n.t("dashboard:documents.rules", { size: 10, lng: "en" })).toContain("10 MB");
  });
});
