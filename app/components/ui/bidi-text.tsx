import { Fragment, type ReactNode } from "react";

const ISOLATED = /\u2068([^\u2068\u2069]*)\u2069/g;
/** A reference the firm quotes (QL-2026-000002, C-2026-000123, C-7F3A2B): one token, kept on one line (`.ref`). */
const REFERENCE_PATTERN = "[A-Z0-9]{1,4}(?:-[A-Z0-9]{3,}){1,2}";
const REFERENCE = new RegExp(`^${REFERENCE_PATTERN}$`);

/**
 * A translated sentence whose data (names, references, file names) was passed through `isolate()`
 * (app/utils/format.ts): each isolated piece is rendered as a <bdi> (docs/decisions/023), so the sentence reads
 * the same to the eye, and its text and accessible name carry no invisible characters.
 */
export function BidiText({ text }: { text: string }) {
  const parts: (string | { data: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(ISOLATED)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ data: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return (
    <>
      {parts.map((part, i) => (typeof part === "string" ? <Fragment key={i}>{part}</Fragment> : <bdi key={i} className={REFERENCE.test(part.data) ? "ref" : undefined}>{part.data}</bdi>))}
    </>
  );
}

const REFERENCE_IN_TEXT = new RegExp(`\\b${REFERENCE_PATTERN}\\b`, "g");

/**
 * Data text (a name, an audit summary) with the references in it kept whole on one line: a closed account's label
 * "عميل سابق · Former client C-F6E933" may wrap between its words, never inside C-F6E933.
 */
export function ReferencesWhole({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(REFERENCE_IN_TEXT)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(
      <span key={match.index} className="ref">
        {match[0]}
      </span>,
    );
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
