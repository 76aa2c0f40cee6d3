import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nOptions, NAMESPACES, SUPPORTED_LOCALES } from "~/i18n/config";
import { answerId, memoizeTranslators } from "~/i18n/memoized-t.server";
import { resources } from "~/i18n/resources";

/** Every key of a namespace's strings, plural suffixes folded into their base key. */
function keysOf(tree: Record<string, unknown>, prefix = ""): string[] {
  const keys = new Set<string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = `${prefix}${name}`;
    if (value && typeof value === "object") for (const inner of keysOf(value as Record<string, unknown>, `${key}.`)) keys.add(inner);
    else keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ""));
  }
  return [...keys];
}

async function instances(locale: (typeof SUPPORTED_LOCALES)[number]) {
  const plain = createInstance();
  await plain.init({ ...i18nOptions, lng: locale, resources: { [locale]: resources[locale] } });
  const remembered = createInstance();
  await remembered.init({ ...i18nOptions, lng: locale, resources: { [locale]: resources[locale] } });
  return { plain, remembered: memoizeTranslators(remembered) };
}

describe("translators that remember their answers (server)", () => {
  for (const locale of SUPPORTED_LOCALES) {
    it(`answer every ${locale} key as i18next does, the first time and from memory, with and without counts`, async () => {
      const { plain, remembered } = await instances(locale);
      let checked = 0;
      for (const ns of NAMESPACES) {
        const expected = plain.getFixedT(locale, ns);
        const t = remembered.getFixedT(locale, ns);
        for (const key of keysOf((resources[locale] as Record<string, Record<string, unknown>>)[ns] ?? {})) {
          for (const options of [undefined, { count: 0 }, { count: 1 }, { count: 2 }, { count: 7 }, { count: 11 }, { count: 100 }, { name: "سارة", count: 3 }]) {
            const want = expected(key, options as never);
            expect(t(key, options as never)).toEqual(want);
            expect(t(key, options as never)).toEqual(want);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(1000);
    });
  }

  it("hands out one translator per language, namespaces and key prefix", async () => {
    const { remembered } = await instances("en");
    expect(remembered.getFixedT("en", "common")).toBe(remembered.getFixedT("en", "common"));
    expect(remembered.getFixedT("en", "common")).not.toBe(remembered.getFixedT("en", "auth"));
    expect(remembered.getFixedT(null, ["common", "auth"])).toBe(remembered.getFixedT(null, ["common", "auth"]));
    expect(remembered.getFixedT("en", "common", "nav")).not.toBe(remembered.getFixedT("en", "common"));
  });

  it("keeps interpolated values apart and passes object options straight through", async () => {
    const { remembered } = await instances("en");
    const t = remembered.getFixedT("en", "common");
    remembered.addResource("en", "common", "test.hello", "Hello {{name}}");
    expect(t("test.hello", { name: "Sara" })).toBe("Hello Sara");
    expect(t("test.hello", { name: "Omar" })).toBe("Hello Omar");
    expect(answerId("test.hello", { name: { first: "Sara" } })).toBeUndefined();
    expect(answerId("test.hello", { name: "Sara", count: 1 })).not.toBe(answerId("test.hello", { name: "Sara", count: 2 }));
    expect(answerId("test.hello", { count: 1 })).not.toBe(answerId("test.hello", { count: "1" }));
    expect(answerId(["a", "b"], undefined)).toBeUndefined();
  });
});
