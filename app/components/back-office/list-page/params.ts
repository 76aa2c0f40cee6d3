import { MAX_PAGE } from "#server/common/search";
import { intParam, oneOf, textParam } from "~/utils/search-params";

/**
 * The state of a back-office list as URL parameters, declared once per list: how each parameter is
 * read (leniently: a value that is not allowed is dropped, so a stale or hand-edited link never errors),
 * and, from the same declaration, the parameters of a state for links (pages, counts, CSV), in the
 * declared order, without the empty ones and the defaults. Shared by the loader and the page's links.
 */

export interface ParamSpec<T> {
  read: (value: string | null) => T;
  /** The value a missing parameter means; left out of links. */
  fallback?: T;
}

export const listParam = {
  /** Trimmed text, at most `max` characters; empty is missing. */
  text: (max = 200): ParamSpec<string | undefined> => ({ read: (value) => textParam(value, max) }),
  /** One of the choices, or missing. */
  choice: <T extends string>(allowed: readonly T[]): ParamSpec<T | undefined> => ({ read: (value) => oneOf(value, allowed) }),
  /** One of the choices, or the fallback (which links leave out). */
  choiceOr: <T extends string>(allowed: readonly T[], fallback: T): ParamSpec<T> => ({ read: (value) => oneOf(value, allowed) ?? fallback, fallback }),
  /** Text that passes a test (a pattern, a date), or missing. */
  matching: (max: number, test: (text: string) => boolean): ParamSpec<string | undefined> => ({
    read: (value) => {
      const text = textParam(value, max);
      return text && test(text) ? text : undefined;
    },
  }),
  /** The page number, 1 when missing or out of 1..max. */
  page: (max = MAX_PAGE): ParamSpec<number> => ({ read: (value) => intParam(value, 1, max) ?? 1 }),
  /** The parameter as it came (not trimmed): for an id the procedure itself checks. */
  raw: (): ParamSpec<string | undefined> => ({ read: (value) => value ?? undefined }),
  /** A parameter this list does not take. */
  none: (): ParamSpec<undefined> => ({ read: () => undefined }),
};

type Spec = Record<string, ParamSpec<unknown>>;
export type ListParamsOf<S extends Spec> = { [K in keyof S]: S[K] extends ParamSpec<infer T> ? T : never };
export type ListQuery = Record<string, string | number | undefined>;

export function listParams<S extends Spec>(spec: S) {
  return {
    /** The list's state from a request, a URL or its search parameters. */
    read(source: Request | URL | URLSearchParams): ListParamsOf<S> {
      const search = source instanceof URLSearchParams ? source : source instanceof Request ? new URL(source.url).searchParams : source.searchParams;
      return Object.fromEntries(Object.entries(spec).map(([key, param]) => [key, param.read(search.get(key))])) as ListParamsOf<S>;
    },
    /** The URL parameters of a state, for links (searchHref leaves out the empty ones and page 1). */
    query(params: ListParamsOf<S>): ListQuery {
      return Object.fromEntries(
        Object.entries(spec).map(([key, param]) => {
          const value = params[key as keyof S] as string | number | undefined;
          return [key, "fallback" in param && value === param.fallback ? undefined : value];
        }),
      );
    },
  };
}
