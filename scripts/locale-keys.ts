import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve("app/locales");

function flatten(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

/** Every key of every namespace, per language, as "namespace:dotted.key". */
export function readLocaleKeys(): Record<"ar" | "en", Set<string>> {
  const read = (lang: "ar" | "en") =>
    new Set(
      fs
        .readdirSync(path.join(ROOT, lang))
        .filter((f) => f.endsWith(".json"))
        .flatMap((f) => flatten(JSON.parse(fs.readFileSync(path.join(ROOT, lang, f), "utf8"))).map((k) => `${path.basename(f, ".json")}:${k}`)),
    );
  return { ar: read("ar"), en: read("en") };
}

/**
 * i18next's plural suffixes (Intl.PluralRules). Arabic uses six forms, English two (plus `_zero`, which
 * i18next honours in any language); English files carry all six, copies of `_other`, so that both
 * languages always hold the same keys.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
export const PLURAL_FORMS = { ar: ["zero", "one", "two", "few", "many", "other"], en: ["zero", "one", "two", "few", "many", "other"] } as const;

/** A key without its plural suffix: "lawyerDesk:settings.minutes_few" → "lawyerDesk:settings.minutes". */
const baseOf = (key: string) => key.replace(PLURAL, "");

/**
 * Keys in one language and not the other, a plural key counting as one key; and plural keys that lack
 * one of their language's forms (an Arabic count needs zero, one, two, few, many and other).
 */
export function missingKeys() {
  const { ar, en } = readLocaleKeys();
  const arBase = new Set([...ar].map(baseOf));
  const enBase = new Set([...en].map(baseOf));
  const missingForms = (keys: Set<string>, lang: "ar" | "en") =>
    [...new Set([...keys].filter((k) => PLURAL.test(k)).map(baseOf))].flatMap((base) =>
      PLURAL_FORMS[lang].filter((form) => !keys.has(`${base}_${form}`)).map((form) => `${base}_${form}`),
    );
  return {
    missingInAr: [...[...enBase].filter((k) => !arBase.has(k)), ...missingForms(ar, "ar")],
    missingInEn: [...[...arBase].filter((k) => !enBase.has(k)), ...missingForms(en, "en")],
  };
}
