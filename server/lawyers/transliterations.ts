/**
 * Common Gulf names and the ways they are spelt in Latin letters. Every lawyer has an Arabic name,
 * so a visitor who types one of these spellings ("Muhammad") also finds the lawyers whose Arabic
 * name holds the name (محمد), whatever spelling their English name uses ("Mohammed").
 * The sample lawyers (scripts/seed-lawyers.ts) are built from the same lists.
 */
export interface NameSpellings {
  ar: string;
  /** Latin spellings, the most usual first. */
  en: readonly string[];
}

export const MALE_FIRST_NAMES: readonly NameSpellings[] = [
  { ar: "محمد", en: ["Mohammed", "Mohamed", "Mohammad", "Muhammad", "Mohamad", "Muhammed"] },
  { ar: "أحمد", en: ["Ahmed", "Ahmad"] },
  { ar: "خالد", en: ["Khalid", "Khaled"] },
  { ar: "عبدالله", en: ["Abdullah", "Abdulla", "Abdallah"] },
  { ar: "علي", en: ["Ali"] },
  { ar: "حمد", en: ["Hamad"] },
  { ar: "جاسم", en: ["Jassim", "Jasim", "Jassem"] },
  { ar: "فهد", en: ["Fahad", "Fahd"] },
  { ar: "ناصر", en: ["Nasser", "Nasir"] },
  { ar: "سعود", en: ["Saud", "Saoud"] },
  { ar: "عبدالرحمن", en: ["Abdulrahman", "Abdelrahman", "Abdul Rahman"] },
  { ar: "يوسف", en: ["Youssef", "Yousef", "Yusuf", "Yousif"] },
  { ar: "إبراهيم", en: ["Ibrahim", "Ebrahim"] },
  { ar: "مصطفى", en: ["Mustafa", "Mostafa", "Moustafa"] },
  { ar: "عيسى", en: ["Eisa", "Isa", "Issa"] },
  { ar: "يحيى", en: ["Yahya", "Yahia"] },
  { ar: "موسى", en: ["Mousa", "Musa", "Moussa"] },
  { ar: "حمزة", en: ["Hamza", "Hamzah"] },
  { ar: "أسامة", en: ["Osama", "Usama", "Ousama"] },
  { ar: "طلال", en: ["Talal"] },
  { ar: "سلطان", en: ["Sultan"] },
  { ar: "راشد", en: ["Rashid", "Rashed"] },
  { ar: "مبارك", en: ["Mubarak", "Mobarak"] },
  { ar: "عمر", en: ["Omar", "Umar"] },
  { ar: "حسن", en: ["Hassan", "Hasan"] },
  { ar: "سالم", en: ["Salem", "Salim"] },
  { ar: "ماجد", en: ["Majid", "Majed"] },
  { ar: "فيصل", en: ["Faisal", "Faysal"] },
  { ar: "بدر", en: ["Bader", "Badr"] },
];

export const FEMALE_FIRST_NAMES: readonly NameSpellings[] = [
  { ar: "فاطمة", en: ["Fatima", "Fatma", "Fatemah"] },
  { ar: "مريم", en: ["Maryam", "Mariam", "Mariyam"] },
  { ar: "نورة", en: ["Noura", "Nora", "Norah"] },
  { ar: "عائشة", en: ["Aisha", "Aysha", "Ayesha"] },
  { ar: "لطيفة", en: ["Latifa", "Latifah"] },
  { ar: "خديجة", en: ["Khadija", "Khadeeja"] },
  { ar: "آمنة", en: ["Amna", "Amina", "Aamna"] },
  { ar: "أسماء", en: ["Asma", "Asmaa"] },
  { ar: "إيمان", en: ["Eman", "Iman"] },
  { ar: "ليلى", en: ["Layla", "Laila", "Leila"] },
  { ar: "منى", en: ["Mona", "Muna"] },
  { ar: "هدى", en: ["Huda", "Hoda"] },
  { ar: "سلمى", en: ["Salma", "Selma"] },
  { ar: "سارة", en: ["Sara", "Sarah"] },
  { ar: "هند", en: ["Hind", "Hend"] },
  { ar: "شيخة", en: ["Shaikha", "Sheikha"] },
  { ar: "العنود", en: ["Al Anoud", "Alanoud"] },
  { ar: "دانة", en: ["Dana", "Danah"] },
  { ar: "ريم", en: ["Reem", "Rim"] },
  { ar: "جواهر", en: ["Jawaher", "Jawahir"] },
  { ar: "حصة", en: ["Hessa", "Hissa"] },
  { ar: "لولوة", en: ["Lulwa", "Lolwah"] },
  { ar: "نوف", en: ["Nouf", "Nuf"] },
];

/** Family names: the Latin spellings leave out the article ("Al-"), which the lookup ignores. */
export const FAMILY_NAMES: readonly NameSpellings[] = [
  { ar: "الكواري", en: ["Kuwari", "Kawari"] },
  { ar: "النعيمي", en: ["Naimi", "Nuaimi", "Noaimi"] },
  { ar: "المهندي", en: ["Mohannadi", "Muhannadi"] },
  { ar: "الهاجري", en: ["Hajri", "Hajiri"] },
  { ar: "الدوسري", en: ["Dosari", "Dossari", "Dawsari"] },
  { ar: "السليطي", en: ["Sulaiti", "Sulaiteen"] },
  { ar: "المري", en: ["Marri", "Murri"] },
  { ar: "الكعبي", en: ["Kaabi", "Kaebi"] },
  { ar: "العمادي", en: ["Emadi", "Imadi"] },
  { ar: "المفتاح", en: ["Muftah", "Moftah"] },
  { ar: "الخليفي", en: ["Khulaifi", "Khelaifi"] },
  { ar: "الجابر", en: ["Jaber", "Jabir"] },
  { ar: "الأنصاري", en: ["Ansari"] },
  { ar: "السادة", en: ["Sada", "Sadah"] },
  { ar: "البكر", en: ["Baker", "Bakr"] },
  { ar: "المناعي", en: ["Mannai", "Manai"] },
  { ar: "الشهواني", en: ["Shahwani"] },
  { ar: "المالكي", en: ["Malki", "Maliki"] },
  { ar: "الخاطر", en: ["Khater", "Khatir"] },
  { ar: "الملا", en: ["Mulla", "Mullah"] },
  { ar: "الرميحي", en: ["Rumaihi", "Romaihi"] },
  { ar: "الكبيسي", en: ["Kubaisi", "Kobaisi"] },
  { ar: "الإبراهيم", en: ["Ibrahim"] },
  { ar: "المسند", en: ["Misnad", "Musnad"] },
  { ar: "الحمادي", en: ["Hammadi", "Hamadi"] },
  { ar: "البوعينين", en: ["Buainain", "Bu Ainain"] },
  { ar: "الغانم", en: ["Ghanim", "Ghanem"] },
  { ar: "العبيدلي", en: ["Obaidli", "Obaidly"] },
  { ar: "الشمري", en: ["Shammari", "Shamari"] },
  { ar: "القحطاني", en: ["Qahtani", "Kahtani"] },
];

const latinKey = (word: string) => word.toLowerCase().replace(/[^a-z]/g, "");

const ARABIC_BY_LATIN = new Map<string, string[]>();
for (const name of [...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES, ...FAMILY_NAMES]) {
  for (const spelling of name.en) {
    const key = latinKey(spelling);
    ARABIC_BY_LATIN.set(key, [...(ARABIC_BY_LATIN.get(key) ?? []), name.ar]);
  }
}

/**
 * The Arabic names a Latin word spells, e.g. "Muhammad" → ["محمد"], "Al-Nuaimi" → ["النعيمي"];
 * empty for anything else (Arabic words, unknown names, words of fewer than three letters).
 */
export function arabicSpellingsOf(word: string): string[] {
  const key = latinKey(word);
  if (key.length < 3) return [];
  return ARABIC_BY_LATIN.get(key) ?? (key.startsWith("al") ? (ARABIC_BY_LATIN.get(key.slice(2)) ?? []) : []);
}
