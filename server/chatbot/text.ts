import { stemmer } from "stemmer";

/**
 * Text for the assistant's retrieval (issue 11 §1): the same folding as the directory's content_fold
 * (migration 0004: lower case, no diacritics or tatweel, أ إ آ ٱ → ا, ة → ه, ى → ي, Arabic-Indic digits
 * → ASCII), plus ؤ → و and ئ → ي, then a light stemmer per script: Porter for English (the `stemmer`
 * package), and for Arabic the "light10" idea of Larkey et al. (strip one conjunction, one article or
 * attached preposition, and one common suffix, never below three letters). Broken plurals (عقد/عقود)
 * are not reached by a light stemmer: the synonym list (./synonyms.ts) covers the ones people ask about.
 */

const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
const ARABIC_LETTER = /[\u0621-\u064A]/;

export function fold(value: string): string {
  return value
    .normalize("NFKC")
    .replace(DIACRITICS, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase();
}

const AR_PREFIXES = ["وال", "فال", "بال", "كال", "لل", "ال"];
const AR_SUFFIXES = ["هما", "كما", "ات", "ان", "ون", "ين", "يه", "يات", "ها", "هم", "هن", "كم", "نا", "ه", "ي"];

const AR_POSSESSIVES = ["كما", "هما", "كم", "هم", "هن", "ها", "نا", "ي", "ك"];
const AR_SUFFIXES_LONGEST_FIRST = [...AR_SUFFIXES].sort((a, b) => b.length - a.length);

export function stemArabic(word: string): string {
  let w = word;
  // light10: a leading و is a conjunction when a word of three letters or more stays.
  if (w.length >= 4 && w.startsWith("و") && !AR_PREFIXES.some((p) => w.startsWith(p))) w = w.slice(1);
  const prefix = AR_PREFIXES.find((p) => w.startsWith(p) && w.length - p.length >= 2);
  if (prefix) w = w.slice(prefix.length);
  // A possessive pronoun first (شركتي, معلوماتي, حقوقي); a ة before it is written ت (شركتي = شركة + ي).
  const possessive = AR_POSSESSIVES.find((s) => w.endsWith(s) && w.length - s.length >= 3);
  if (possessive) {
    w = w.slice(0, -possessive.length);
    if (w.endsWith("ت") && !w.endsWith("ات") && w.length >= 4) return w.slice(0, -1);
  }
  const suffix = AR_SUFFIXES_LONGEST_FIRST.find((s) => w.endsWith(s) && w.length - s.length >= (s.length === 1 ? 2 : 3));
  if (suffix) w = w.slice(0, -suffix.length);
  return w;
}

const EN_STOP = new Set(
  "a an the and or of to in on for with by at from is are was were be been am do does did doing i me my mine we us our you your he she it its they them their this that these those what whats which who whom how when where why can could should would will shall may might must have has had not no yes please about into as if so than then there here any some much many more most tell know get got need needs like want wants help let lets just also very really still one would im ive id dont does doesnt thanks thank hi hello dear sir madam someone somebody gave give read find see look me him her brother sister son daughter father mother friend stopped anything something".split(
    " ",
  ),
);
const AR_STOP = new Set(
  "في من الي علي عن مع هل ما ماذا كيف متي اين لماذا هو هي هم انا نحن انت انتم هذا هذه ذلك تلك التي الذي الذين او ثم لا نعم لي لك له لها لنا كان كانت يكون قد لقد اي كل بعض عند لدي ان انه انها اذا بس شو وش ايش ابي ابغي ابغا اريد ودي لو ممكن يا كم احتاج ابغي ابي عندي عندكم لكم لديكم هناك يعني طيب شكرا مرحبا السلام عليكم اخي اختي حضرتك بعد قبل وش ايش شنو اسوي سوي نسوي احد حقي حقنا اخوي اختي ابوي امي ولدي بنتي صديقي يقدر تقدر يساعد يساعده تساعد تساعدني ساعدني القي الاقي القى وين اقرا اقرأ اعرف أعرف ابغي عشان علشان الحل يقع تقدمون تقدمونها تقدمونه تتولون تتولونها عليهم عليه عليها انتم نحن بدون".split(
    " ",
  ),
);

/** Words of a text, folded; punctuation and symbols split words. */
export function words(value: string): string[] {
  return fold(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function isArabicWord(word: string): boolean {
  return ARABIC_LETTER.test(word);
}

/** The index terms of a text: folded words without stop words, stemmed by their script. */
export function terms(value: string): string[] {
  const out: string[] = [];
  for (const word of words(value)) {
    if (isArabicWord(word)) {
      if (AR_STOP.has(word) || word.length < 2) continue;
      const stem = stemArabic(word);
      if (!AR_STOP.has(stem)) out.push(stem);
    } else {
      if (EN_STOP.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
      out.push(stemmer(word));
    }
  }
  return out;
}

/** Which language a question is in: Arabic when it has more Arabic letters than Latin ones. */
export function languageOf(value: string): "ar" | "en" {
  const arabic = (value.match(/[\u0600-\u06FF]/g) ?? []).length;
  const latin = (value.match(/[A-Za-z]/g) ?? []).length;
  return arabic > 0 && arabic >= latin ? "ar" : "en";
}
