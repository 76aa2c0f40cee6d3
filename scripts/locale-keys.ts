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

export function missingKeys() {
  const { ar, en } = readLocaleKeys();
  return { missingInAr: [...en].filter((k) => !ar.has(k)), missingInEn: [...ar].filter((k) => !en.has(k)) };
}
