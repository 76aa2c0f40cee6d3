/**
 * Intl formatters, made once per locale and options and reused: constructing an Intl.DateTimeFormat or
 * NumberFormat costs far more than formatting with one (it showed as several per cent of the server's CPU
 * on the directory, where every card formats fees and counts). The options come from code (and a time
 * zone from a short list), so the map stays small; a ceiling keeps it so whatever a caller passes.
 */
const MAX_FORMATTERS = 500;
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(map: Map<string, F>, locale: string, options: object | undefined, make: () => F): F {
  const key = options ? `${locale}|${JSON.stringify(options)}` : locale;
  let formatter = map.get(key);
  if (!formatter) {
    if (map.size >= MAX_FORMATTERS) map.clear();
    formatter = make();
    map.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}
