import type { AppLocale } from "~/i18n/config";
import { DIRHAMS_PER_RIYAL } from "./constants";

/**
 * An amount of Qatari riyals in words, as an invoice and a cheque state it (issue 28 §3: "the amount in QAR in
 * words and figures in both languages"): whole riyals, and the dirhams when there are any.
 *
 * Arabic follows the style of Gulf cheques and invoices: the number in words then "ريال قطري" (the counted noun
 * in the singular after the number, as "… ريال قطري لا غير" is written), parts joined by "و", no diacritics (a
 * PDF's text layer keeps no tashkeel, decision 042). The units are in the masculine-counted form (ثلاثة ريالات),
 * the scales take their dual (ألفان, مليونان) and their plural from three to ten (ثلاثة آلاف).
 */
export function amountInWords(dirhams: number, locale: AppLocale): string {
  if (!Number.isSafeInteger(dirhams) || dirhams < 0) throw new RangeError(`not a whole number of dirhams: ${dirhams}`);
  const riyals = Math.floor(dirhams / DIRHAMS_PER_RIYAL);
  const rest = dirhams % DIRHAMS_PER_RIYAL;
  if (locale === "ar") {
    // One and two are said by the noun itself: ريال قطري واحد، ريالان قطريان.
    const main = riyals === 1 ? "ريال قطري واحد" : riyals === 2 ? "ريالان قطريان" : `${arabicNumber(riyals)} ريال قطري`;
    const dirhamWords = rest === 1 ? "درهم واحد" : rest === 2 ? "درهمان" : `${arabicNumber(rest)} درهم`;
    return rest ? `${main} و${dirhamWords}` : main;
  }
  const main = `${englishNumber(riyals)} Qatari ${riyals === 1 ? "riyal" : "riyals"}`;
  const text = rest ? `${main} and ${englishNumber(rest)} ${rest === 1 ? "dirham" : "dirhams"}` : main;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const EN_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const EN_SCALES = [
  { value: 1_000_000_000, name: "billion" },
  { value: 1_000_000, name: "million" },
  { value: 1_000, name: "thousand" },
];

function englishBelowThousand(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(`${EN_ONES[hundreds]} hundred`);
  if (rest) {
    const words = rest < 20 ? EN_ONES[rest]! : EN_TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${EN_ONES[rest % 10]}` : "");
    parts.push(hundreds ? `and ${words}` : words);
  }
  return parts.join(" ");
}

export function englishNumber(n: number): string {
  if (n === 0) return "zero";
  const parts: string[] = [];
  let rest = n;
  for (const scale of EN_SCALES) {
    const count = Math.floor(rest / scale.value);
    if (count) parts.push(`${englishNumber(count)} ${scale.name}`);
    rest %= scale.value;
  }
  if (rest) parts.push(parts.length && rest < 100 ? `and ${englishBelowThousand(rest)}` : englishBelowThousand(rest));
  return parts.join(" ");
}

const AR_ONES = ["", "واحد", "اثنان", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة"];
const AR_TEENS = ["عشرة", "أحد عشر", "اثنا عشر", "ثلاثة عشر", "أربعة عشر", "خمسة عشر", "ستة عشر", "سبعة عشر", "ثمانية عشر", "تسعة عشر"];
const AR_TENS = ["", "", "عشرون", "ثلاثون", "أربعون", "خمسون", "ستون", "سبعون", "ثمانون", "تسعون"];
const AR_HUNDREDS = ["", "مائة", "مائتان", "ثلاثمائة", "أربعمائة", "خمسمائة", "ستمائة", "سبعمائة", "ثمانمائة", "تسعمائة"];
/** Each scale: one, two (dual), three to ten (plural), eleven and more (singular). */
const AR_SCALES = [
  { value: 1_000_000_000, one: "مليار", two: "ملياران", plural: "مليارات" },
  { value: 1_000_000, one: "مليون", two: "مليونان", plural: "ملايين" },
  { value: 1_000, one: "ألف", two: "ألفان", plural: "آلاف" },
];

function arabicBelowThousand(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(AR_HUNDREDS[hundreds]!);
  if (rest >= 10 && rest < 20) parts.push(AR_TEENS[rest - 10]!);
  else if (rest) {
    const ones = rest % 10;
    const tens = Math.floor(rest / 10);
    // Arabic says the units before the tens: واحد وعشرون.
    parts.push([ones ? AR_ONES[ones]! : "", tens ? AR_TENS[tens]! : ""].filter(Boolean).join(" و"));
  }
  return parts.join(" و");
}

export function arabicNumber(n: number): string {
  if (n === 0) return "صفر";
  const parts: string[] = [];
  let rest = n;
  for (const scale of AR_SCALES) {
    const count = Math.floor(rest / scale.value);
    rest %= scale.value;
    if (!count) continue;
    if (count === 1) parts.push(scale.one);
    else if (count === 2) parts.push(scale.two);
    else if (count <= 10) parts.push(`${arabicNumber(count)} ${scale.plural}`);
    else parts.push(`${arabicNumber(count)} ${scale.one}`);
  }
  if (rest) parts.push(arabicBelowThousand(rest));
  return parts.join(" و");
}
