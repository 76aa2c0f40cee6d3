/**
 * React 18's streaming renderer writes pages in 2 KB views. When a string ends a view with a multi-byte
 * character that does not fit (Arabic letters are two bytes in UTF-8), it sends the whole view, unwritten
 * bytes included, and starts the character in the next one (facebook/react#26228, fixed in React 19 only):
 * a page then carries NUL bytes, which the browser shows as "�" inside attributes (an aria-label, a title)
 * and drops in text. Those bytes can only be at the end of a full view, and at most three of them.
 */
export const REACT_VIEW_BYTES = 2048;

/** The chunk without the unwritten tail of a full view (the chunk itself when there is none). */
export function withoutUnwrittenTail<T extends Uint8Array>(chunk: T): T {
  if (chunk.byteLength !== REACT_VIEW_BYTES) return chunk;
  let end = chunk.byteLength;
  while (end > REACT_VIEW_BYTES - 3 && chunk[end - 1] === 0) end--;
  return end === chunk.byteLength ? chunk : (chunk.subarray(0, end) as T);
}
