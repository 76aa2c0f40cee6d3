/** The origin a candidate path is resolved against: any same-site path keeps it, anything else changes it. */
const PROBE_ORIGIN = "http://x.invalid";
/** Longer than any path of ours with its query; a longer value is refused rather than cut. */
const MAX_PATH_LENGTH = 2048;
/** Layers of percent-encoding peeled off before giving up: a value still changing after that is refused. */
const MAX_DECODING_ROUNDS = 5;

/**
 * Characters a path of ours never holds raw: every control or format character (C0, DEL, C1, bidi and
 * zero-width marks, surrogates, unassigned), every Unicode space, line and paragraph separator (tab,
 * NBSP, U+2028, U+3000, BOM…) and the backslash, which browsers read as a slash. The URL parser drops
 * tabs and newlines (`/\t/evil` is `//evil`), and a header with any of them, or with a character past
 * U+00FF, throws: the answer would be a 500.
 */
const FORBIDDEN = /[\p{C}\p{Z}\s\\]/u;

/** One round of percent-decoding; null when a run of escapes is not UTF-8 (overlong `%C0%AF` is a `/` to some decoders). */
function decodeOnce(value: string): string | null {
  let broken = false;
  const decoded = value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      broken = true;
      return run;
    }
  });
  return broken ? null : decoded;
}

/** The value and each of its percent-decodings, down to the one that no longer changes; null if that never comes. */
function decodingsOf(value: string): string[] | null {
  const layers = [value];
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    const next = decodeOnce(layers[layers.length - 1]!);
    if (next === null) return null;
    if (next === layers[layers.length - 1]) return layers;
    layers.push(next);
  }
  return null;
}

/** A path (or one decoding of it) that stays on the site: starts with one `/`, holds nothing forbidden, resolves here. */
function staysOnSite(layer: string, opts: { decoded: boolean }): boolean {
  if (!layer.startsWith("/") || layer.startsWith("//")) return false;
  // A decoded query may hold plain spaces: a search phrase the browser sent as %20 (`?q=عقد%20عمل`) is
  // harmless after the path. The raw value and every decoded path hold none.
  const queryAt = opts.decoded ? layer.search(/[?#]/) : -1;
  const checked = queryAt < 0 ? layer : layer.slice(0, queryAt) + layer.slice(queryAt).replaceAll(" ", "");
  if (FORBIDDEN.test(checked)) return false;
  let url: URL;
  try {
    url = new URL(layer, PROBE_ORIGIN);
  } catch {
    return false;
  }
  // Dot segments may leave an empty first segment: `/.//evil` resolves to the path `//evil`.
  return url.origin === PROBE_ORIGIN && !url.pathname.startsWith("//");
}

function isSameSitePath(value: string): boolean {
  const layers = decodingsOf(value);
  // NFKC too: a server or a host parser that normalises reads the fullwidth `／` (U+FF0F) as `/`.
  return layers !== null && layers.every((layer, i) => staysOnSite(layer, { decoded: i > 0 }) && staysOnSite(layer.normalize("NFKC"), { decoded: i > 0 }));
}

/**
 * Where `?redirectTo=` (or a form's `redirectTo`, a sign-up's callbackURL, the language toggle's way
 * back) may send someone: a path on this site, or `fallback`. Guarantees that what it returns is
 * `fallback` or a path that
 * - starts with a single `/` and resolves, against any origin, to that same origin, also after the URL
 *   parser's tab and newline stripping and after any number of percent-decodings (`/%2F/evil`,
 *   `/%252F%252Fevil`, `/.//evil`, `/%09/evil`, `/\t/evil`, `/\evil` and the fullwidth `/／evil` are refused);
 * - has no scheme of its own, and holds no backslash, control character or space of any kind, raw or percent-encoded (except
 *   an encoded space in the query);
 * - is printable ASCII (the URL parser's own serialisation: `/م` comes back as `/%D9%85`), so it is
 *   always a valid Location header and never turns a redirect into a 500.
 * `safeRedirectPath(safeRedirectPath(x)) === safeRedirectPath(x)`.
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || value.length > MAX_PATH_LENGTH || !isSameSitePath(value)) return fallback;
  const url = new URL(value, PROBE_ORIGIN);
  const path = url.pathname + url.search + url.hash;
  // Serialising can make a new decoding appear (`/./%2F/evil` becomes `/%2F/evil`): check what is returned.
  return path === value || isSameSitePath(path) ? path : fallback;
}
