/**
 * Reads the GET parameters of a listing page leniently: a value that is not one of the allowed
 * ones is dropped (the page shows everything), so a stale or hand-edited link never errors.
 */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1;
}

export function textParam(value: string | null, max = 200): string | undefined {
  const text = value?.trim().slice(0, max);
  return text ? text : undefined;
}

export function intParam(value: string | null, min: number, max: number): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** The query string for a page of the same search (empty values left out). */
export function searchHref(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "" && !(key === "page" && value === 1)) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
