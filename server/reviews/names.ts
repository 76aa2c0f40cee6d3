/**
 * A reviewer is shown by first name only (issue 12 §4). Arabic and Gulf names often begin with a
 * word that is not a name on its own (عبد الله, أبو بكر, Abdul Rahman, Abu Bakr): those keep their
 * second word. Nothing else of the name leaves the server.
 */
const JOINED_PREFIXES = new Set(["عبد", "عبدال", "ابو", "أبو", "abd", "abdul", "abdel", "abu", "al", "el"]);

export function firstNameOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0]!;
  if (words.length > 1 && JOINED_PREFIXES.has(first.toLowerCase())) return `${first} ${words[1]}`;
  return first;
}
