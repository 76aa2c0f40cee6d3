import type { i18n as I18n, TFunction } from "i18next";

/**
 * Server only: makes an i18next instance's translators remember their answers.
 *
 * i18next resolves every `t()` call from scratch (key parsing, resource lookup, interpolation, nesting,
 * plural rules): a tenth of the CPU of an uncached page, which calls `t()` several hundred times with
 * the same few hundred keys. The server's instances never change their resources or language after
 * start-up (app/i18n/i18next.server.ts), so the answer to the same key with the same options is always
 * the same string: each translator keeps its answers, and `getFixedT` hands out one translator per
 * language, namespaces and key prefix instead of a new closure per component render (react-i18next asks
 * for one on every render).
 *
 * Calls whose options hold anything but strings, numbers and booleans (objects, arrays, React elements,
 * functions) are passed straight through. Interpolated values such as names make new keys, so each
 * translator forgets everything once it holds MAX_ANSWERS answers.
 */
const MAX_ANSWERS = 5_000;

export function memoizeTranslators(instance: I18n): I18n {
  const original = instance.getFixedT.bind(instance);
  const translators = new Map<string, TFunction>();
  const getFixedT = (lng: string | readonly string[] | null, ns?: string | readonly string[] | null, keyPrefix?: string) => {
    const id = `${lng === null ? "" : String(lng)}|${ns == null ? "" : String(ns)}|${keyPrefix ?? ""}`;
    let t = translators.get(id);
    if (!t) {
      t = remembering(original(lng as string, ns as string, keyPrefix as never) as TFunction);
      translators.set(id, t);
    }
    return t;
  };
  instance.getFixedT = getFixedT as unknown as I18n["getFixedT"];
  return instance;
}

function remembering(inner: TFunction): TFunction {
  const answers = new Map<string, unknown>();
  const call = inner as unknown as (...args: unknown[]) => unknown;
  const t = (...args: unknown[]) => {
    const id = args.length <= 2 ? answerId(args[0], args[1]) : undefined;
    if (id === undefined) return call(...args);
    if (answers.has(id)) return answers.get(id);
    const answer = call(...args);
    if (answers.size >= MAX_ANSWERS) answers.clear();
    answers.set(id, answer);
    return answer;
  };
  // i18next and react-i18next read these back from a FixedT.
  const fixed = inner as unknown as Record<string, unknown>;
  Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  return t as unknown as TFunction;
}

/** The cache key of a call, or undefined when the call must not be remembered. */
export function answerId(key: unknown, options: unknown): string | undefined {
  if (typeof key !== "string") return undefined;
  if (options === undefined) return key;
  if (typeof options === "string") return `${key}\u0000=${options}`;
  if (typeof options !== "object" || options === null || Array.isArray(options)) return undefined;
  let id = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const kind = typeof value;
    if (value === undefined) continue;
    if (kind !== "string" && kind !== "number" && kind !== "boolean") return undefined;
    id += `\u0000${name}\u0001${kind[0]}${String(value)}`;
  }
  return id;
}
