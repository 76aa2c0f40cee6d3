import { CITIES, LANGUAGES, PRACTICE_AREAS } from "#server/lawyers/catalog";
import { areaOfConcept, conceptsOf, CONCEPT_PREFIX, phraseConcepts } from "./synonyms";
import { spacedReadings } from "./safety";
import { arabiziReadings, fold, terms } from "./text";
import { labelOf } from "~/i18n/i18next.server";

export type Kind = "written" | "video" | "voice" | "in_person";

/** What a question asks the firm to do, with the choices it names (issue 11 §1: requests lead to actions). */
export interface Intent {
  concepts: Set<string>;
  wantsHuman: boolean;
  wantsBooking: boolean;
  wantsLawyer: boolean;
  wantsVoice: boolean;
  wantsContact: boolean;
  area?: string;
  city?: string;
  language?: string;
  kind?: Kind;
}

const HUMAN_PATTERNS = [
  /\b(talk|speak|chat)\s+(to|with)\s+(a\s+)?(person|human|someone|somebody|agent|staff|representative|real)/,
  /\b(human|real person|customer service|call me back|callback)\b/,
  /(اكلم|أكلم|اتكلم|أتكلم|اتحدث|أتحدث|التحدث|تكلم|كلم)\s+(مع\s+)?(شخص|موظف|انسان|إنسان|احد|أحد|بشري|حد)/,
  /(خدمه العملاء|خدمة العملاء|موظف حقيقي|شخص حقيقي|اتصلوا بي|تتصلون|كلموني)/,
];

const BOOK_PATTERNS = [/\b(book|booking|schedule|appointment|reserve)\b/, /(احجز|أحجز|حجز|موعد|ابي موعد|احتاج موعد)/];
const LAWYER_SEEK_PATTERNS = [/\b(find|need|looking for|recommend|want|which|any|prefer)\b.*\blawyers?\b/, /\blawyers?\b.*\b(in|who|that|speaks?|speaking)\b/, /(ابي|أبي|ابغى|أبغى|ابغي|اريد|أريد|احتاج|أحتاج|ابحث|أبحث|دلني|وين|فيه|هل يوجد|عندكم)\s*.*(محامي|محاميه|محامية|محامين)/, /(محامي|محامية|محامين)\s+(في|ب|يتكلم|يتحدث|تتكلم|تتحدث|يجيد)/, /(محامي|محامين|محامون|محاميه|محامية)\s+(متخصص|متخصصين|متخصصون|متخصصه|مختص|مختصين|مختصون)/, /\b(lawyers?|attorneys?)\s+(specialis|specializ|specialised|specialized|expert)/];

function matchesAny(value: string, patterns: RegExp[]): boolean {
  return patterns.some((p) => p.test(value));
}

/**
 * Arabic names as written with the preposition joined ("بالخور" in Al Khor, "بالفرنسية" in French): a name with the
 * article takes ب; without it, a language's adjective takes the article too (`article`), a town's name does not.
 */
function withJoinedPreposition(names: [string, string][], article: boolean): [string, string][] {
  const joined = new Map<string, string>();
  for (const [name, key] of names) {
    if (!/^[\u0600-\u06FF]/.test(name) || name.startsWith("بال")) continue;
    const withArticle = name.startsWith("ال") ? name : article ? `ال${name}` : null;
    if (withArticle) joined.set(`ب${withArticle}`, key);
  }
  return [...joined];
}

/** Folded city names in both languages and their common spellings, to the directory's city slugs. */
const CITY_NAMES: [string, string][] = [];
for (const slug of CITIES) {
  const names = [labelOf("ar", "lawyers", `cities.${slug}`, ""), labelOf("en", "lawyers", `cities.${slug}`, ""), slug.replace(/-/g, " ")];
  for (const name of names) if (name) CITY_NAMES.push([fold(name), slug]);
}
CITY_NAMES.push(["wakra", "al-wakrah"], ["الوكره", "al-wakrah"], ["rayyan", "al-rayyan"], ["khor", "al-khor"], ["الدوحه", "doha"], ["lusail city", "lusail"], ["mesaieed", "mesaieed"], ["مسيعيد", "mesaieed"]);
CITY_NAMES.push(...withJoinedPreposition(CITY_NAMES, false));
CITY_NAMES.sort((a, b) => b[0].length - a[0].length);

const LANGUAGE_NAMES: [string, string][] = [];
for (const code of LANGUAGES) {
  for (const name of [labelOf("ar", "lawyers", `languages.${code}`, ""), labelOf("en", "lawyers", `languages.${code}`, "")]) {
    if (!name) continue;
    const folded = fold(name);
    LANGUAGE_NAMES.push([folded, code]);
    if (folded.startsWith("ال")) LANGUAGE_NAMES.push([folded.slice(2), code]);
  }
}
LANGUAGE_NAMES.push(["انجليزي", "en"], ["انقليزي", "en"], ["انجلش", "en"], ["english speaking", "en"], ["عربي", "ar"], ["فرنسي", "fr"], ["فرنساوي", "fr"], ["فرنسيه", "fr"], ["انجليزيه", "en"], ["هنديه", "hi"], ["اوردو", "ur"], ["اردو", "ur"], ["الاردو", "ur"], ["هندي", "hi"], ["مليباري", "ml"], ["malayali", "ml"], ["فلبيني", "tl"], ["filipino", "tl"], ["tagalog", "tl"], ["فارسي", "fa"], ["farsi", "fa"], ["بنغالي", "bn"], ["bangla", "bn"], ["تركي", "tr"]);
LANGUAGE_NAMES.push(...withJoinedPreposition(LANGUAGE_NAMES, true));

/** Area labels of the directory in both languages (e.g. "قضايا الأسرة", "Commercial litigation"). */
const AREA_NAMES: [string, string][] = [];
for (const area of PRACTICE_AREAS) {
  for (const name of [labelOf("ar", "lawyers", `areas.${area}`, ""), labelOf("en", "lawyers", `areas.${area}`, "")]) {
    if (name) AREA_NAMES.push([fold(name), area]);
  }
}
AREA_NAMES.sort((a, b) => b[0].length - a[0].length);

export function detectIntent(question: string): Intent {
  // Arabizi ("fi 3ndkom mu7ami bya3ref b qadaya el 3ommal") is read in Arabic letters beside the question as typed.
  const folded = spacedReadings(question);
  const lower = folded;
  const readings = [question, ...arabiziReadings(question)];
  const concepts = new Set(readings.flatMap((r) => [...conceptsOf(terms(r)).map((c) => c.slice(CONCEPT_PREFIX.length)), ...phraseConcepts(r)]));

  let area = AREA_NAMES.find(([name]) => folded.includes(` ${name} `))?.[1];
  if (!area) {
    // The most specific concept with an area wins (custody before family, labour before civil, the QFC's own courts and
    // rules before the labour or company matter heard there); a request to
    // translate papers is about the translation, whatever the papers are about.
    for (const id of ["translation", "retainer", "custody", "alimony", "divorce", "inheritance", "qfc", "labour", "rent", "debt", "criminal", "contract", "company", "arbitration", "family"]) {
      if (concepts.has(id)) {
        area = areaOfConcept(id);
        break;
      }
    }
  }
  const city = CITY_NAMES.find(([name]) => folded.includes(` ${name} `))?.[1];
  const language =
    LANGUAGE_NAMES.find(([name]) => folded.includes(` ${name} `) && /speak|speaks|speaking|talk|talks|advise|advises|explain|language|يتكلم|يتحدث|تتكلم|تتحدث|يهضر|تهضر|يحچي|يحجي|يجيد|تجيد|يحكي|تحكي|يحكوا|بيحكوا|بيحكي|يتكلموا|بيتكلموا|يتكلمون|يعرف|تعرف|يفهم|تفهم|لغه|بال/.test(folded))?.[1] ??
    // English named, but not the asker's own ("my English writing is weak" asks for no English-speaking lawyer).
    (concepts.has("english") && !/\bmy english\b|\benglish (is|isn t|writing|not)\b/.test(lower) ? "en" : undefined);
  const kind: Kind | undefined = concepts.has("voice") ? "voice" : concepts.has("video") ? "video" : concepts.has("inperson") ? "in_person" : concepts.has("written") ? "written" : undefined;

  const wantsHuman = matchesAny(lower, HUMAN_PATTERNS);
  const wantsBooking = matchesAny(lower, BOOK_PATTERNS) || (concepts.has("consultation") && /(want|need|like|ابي|أبي|ابغى|اريد|أريد|احتاج|أحتاج|ودي|كيف)/.test(lower));
  // "A power of attorney made in India" names no lawyer.
  const namesLawyer = concepts.has("lawyer") && (!/\bpowers? of attorney\b/.test(lower) || /\b(lawyers?|advocates?)\b/.test(lower));
  // The other side's lawyer ("a letter from a lawyer saying I owe…") is no lawyer asked for.
  const seeking = lower.replace(/\b(from (a|an|the|their|his|her) lawyer|(their|his|her|the other side s|the company s|the landlord s|the bank s) lawyers?)\b/g, " ");
  const wantsLawyer = matchesAny(seeking, LAWYER_SEEK_PATTERNS) || (namesLawyer && Boolean(city || language));
  const wantsVoice = concepts.has("voice") && (wantsBooking || concepts.has("consultation"));
  const wantsContact = concepts.has("contact") && !wantsHuman;
  return { concepts, wantsHuman, wantsBooking, wantsLawyer, wantsVoice, wantsContact, area, city, language, kind };
}
