import i18next, { type i18n as I18n } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nOptions, NAMESPACES } from "~/i18n/config";
import { memoizePlainLookups } from "~/i18n/i18next.server";
import { resources } from "~/i18n/resources";

/**
 * The server's translators answer plain lookups from a map (app/i18n/i18next.server.ts): every string of
 * both languages must come out exactly as i18next itself says it, and calls with values, counts or
 * defaults must still be worked out each time.
 */
let plain: I18n;
let memoized: I18n;
beforeAll(async () => {
  plain = i18next.createInstance();
  await plain.init({ ...i18nOptions, resources, lng: "ar" });
  memoized = i18next.createInstance();
  await memoized.init({ ...i18nOptions, resources, lng: "ar" });
  memoizePlainLookups(memoized);
});

/** Every key path of a namespace's resources (leaves only). */
function keysOf(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([name, value]) => keysOf(value, prefix ? `${prefix}.${name}` : name));
}

describe("memoizePlainLookups", () => {
  it("gives every key of both languages as i18next does, twice", () => {
    let checked = 0;
    for (const lng of ["ar", "en"] as const) {
      const fixedPlain = plain.getFixedT(lng, [...NAMESPACES]);
      const fixedMemo = memoized.getFixedT(lng, [...NAMESPACES]);
      for (const ns of NAMESPACES) {
        for (const key of keysOf((resources[lng] as Record<string, unknown>)[ns])) {
          const expected = fixedPlain(`${ns}:${key}`);
          expect(fixedMemo(`${ns}:${key}`)).toBe(expected);
          expect(fixedMemo(`${ns}:${key}`)).toBe(expected);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("keeps the languages apart and works out values, counts and defaults every time", () => {
    const ar = memoized.getFixedT("ar");
    const en = memoized.getFixedT("en");
    expect(ar("lawyerDesk:settings.minutes", { count: 1 })).toBe("دقيقة واحدة");
    expect(ar("lawyerDesk:settings.minutes", { count: 2 })).toBe("دقيقتان");
    expect(en("lawyerDesk:settings.minutes", { count: 30 })).toBe("30 minutes");
    expect(en("lawyerDesk:settings.minutes", { count: 1 })).toBe("1 minute");
    expect(en("no.such.key", "a default")).toBe("a default");
    expect(en("no.such.key", "another default")).toBe("another default");
    expect(ar("common:toasts.documentsUploadedDescription", { count: 1 })).toBe(plain.getFixedT("ar")("common:toasts.documentsUploadedDescription", { count: 1 }));
  });
});

describe("memoizePlainLookups, as react-i18next calls it", () => {
  it("answers the FixedT of useTranslation (no language given: the instance's own) from the memo", async () => {
    const instance = i18next.createInstance();
    await instance.init({ ...i18nOptions, resources, lng: "en" });
    memoizePlainLookups(instance);
    const fixed = instance.getFixedT(null, "common");
    const first = fixed("nav.menu");
    const translator = (instance as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator;
    const translate = translator.translate;
    let calls = 0;
    translator.translate = (...args: unknown[]) => (calls++, translate.apply(translator, args));
    expect(fixed("nav.menu")).toBe(first);
    expect(calls).toBe(0);
  });
});
