/**
 * Issue 13 §2: the words a search word stands for besides itself, for what PostgreSQL's stemmers do not
 * join (decision record 030). The 'english' stemmer joins company/companies and contract/contracts by
 * itself; the 'arabic' one strips prefixes and ة/ه but keeps the sound feminine plural (شركات → شركا)
 * apart from its singular (شركة → شرك) and cannot know broken plurals (عقد/عقود). So:
 * - a word ending in ات also stands for its singular in ة (شركات → شركة), and a word in ة/ه for its plural;
 * - each group below stands for all of its members: broken plurals common in legal text and British and
 *   American spellings. Add a group when a search that should find something does not.
 * Variants are compared folded (content_fold / normalize_search in SQL), so أ/ا and ة/ه need no entry.
 */
export const EQUIVALENT_WORDS: readonly (readonly string[])[] = [
  // Arabic broken plurals
  ["عقد", "عقود"],
  ["حكم", "أحكام"],
  ["قانون", "قوانين"],
  ["محكمة", "محاكم"],
  ["قضية", "قضايا"],
  ["حق", "حقوق"],
  ["نظام", "أنظمة"],
  ["شرط", "شروط"],
  ["عامل", "عمال"],
  ["عمل", "أعمال"],
  ["مال", "أموال"],
  ["دعوى", "دعاوى"],
  ["مادة", "مواد"],
  ["لائحة", "لوائح"],
  ["شريك", "شركاء"],
  ["وكيل", "وكلاء"],
  ["رسم", "رسوم"],
  ["ضريبة", "ضرائب"],
  ["جريمة", "جرائم"],
  ["عقار", "عقارات"],
  ["مستأجر", "مستأجرين"],
  // British and American spellings
  ["labour", "labor"],
  ["licence", "license"],
  ["defence", "defense"],
  ["judgement", "judgment"],
  ["organisation", "organization"],
  ["centre", "center"],
  ["favour", "favor"],
  ["offence", "offense"],
];

/** The same folding as content_fold() for the few letters that decide a match here. */
function fold(word: string): string {
  return word
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/gu, "")
    .replace(/[أإآٱ]/gu, "ا")
    .replace(/ة/gu, "ه")
    .replace(/ى/gu, "ي");
}

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of EQUIVALENT_WORDS) for (const word of group) GROUP_OF.set(fold(word), group.map(fold));

/** The article with a conjunction or preposition glued before it, longest first (folded). */
const ARTICLE_PREFIXES = ["وال", "فال", "بال", "كال", "لل", "ال"];

const LATIN_MEMBERS = [...GROUP_OF.keys()].filter((key) => /^[a-z]{4,}$/.test(key)).sort((a, b) => b.length - a.length);

/**
 * An inflected Latin word that starts with a group member stands for the same inflection of the others
 * (labourers → laborers, licensed → licenced), which the 'english' stemmer then joins to their stems.
 */
function latinGroupByStart(form: string): string[] {
  if (!/^[a-z]+$/.test(form)) return [];
  const member = LATIN_MEMBERS.find((key) => form.startsWith(key));
  return member ? GROUP_OF.get(member)!.map((other) => other + form.slice(member.length)) : [];
}

/** The word and the words it stands for, folded, without repeats (at most a handful). */
export function wordVariants(word: string): string[] {
  // Punctuation around a word ("labour," or "!labor") is not part of it.
  const folded = fold(word.trim().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""));
  if (!folded) return [];
  const variants = new Set([folded]);
  // The definite article and what is glued before it: الشركات, والشركة and بالعقود find شركة and عقد too
  // (the 'arabic' stemmer keeps a leading و or ف: والعقود stays والعقود).
  const prefix = ARTICLE_PREFIXES.find((p) => folded.startsWith(p) && folded.length - p.length >= 3);
  const bare = prefix ? folded.slice(prefix.length) : folded;
  variants.add(bare);
  for (const form of [...variants]) {
    for (const other of GROUP_OF.get(form) ?? latinGroupByStart(form)) variants.add(other);
    if (/^[\u0600-\u06FF]+ات$/u.test(form) && form.length >= 5) variants.add(`${form.slice(0, -2)}ه`);
    else if (/^[\u0600-\u06FF]+ه$/u.test(form) && form.length >= 3) variants.add(`${form.slice(0, -1)}ات`);
  }
  for (const form of [...variants]) for (const other of GROUP_OF.get(form) ?? []) variants.add(other);
  return [...variants].slice(0, 8);
}
