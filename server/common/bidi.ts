/**
 * A piece of data (a name, a reference, a file name, an address) set apart for the bidi algorithm inside a
 * translated sentence, an attribute or an e-mail, where a <bdi> cannot go: U+2068 FIRST STRONG ISOLATE ...
 * U+2069 POP DIRECTIONAL ISOLATE (docs/decisions/023), so a Latin name in an Arabic sentence does not pull the
 * punctuation around it. On pages, <BidiText> (app/components/ui/bidi-text.tsx) turns these into <bdi>.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
