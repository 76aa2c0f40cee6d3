import { describe, expect, it } from "vitest";
import type { Passage } from "#server/chatbot/corpus";
import { snippetOf } from "#server/chatbot/answer";
import { PassageIndex } from "#server/chatbot/search-index";
import { CONCEPT_PREFIX, conceptsOf, phraseConcepts, targetsOfConcept } from "#server/chatbot/synonyms";
import { editDistance, fold, fromArabizi, languageOf, terms, typoBudget } from "#server/chatbot/text";

/** The concept ids a text falls in, by its words and its phrases. */
function conceptIds(text: string): string[] {
  return [...conceptsOf(terms(text)).map((c) => c.slice(CONCEPT_PREFIX.length)), ...phraseConcepts(text)];
}

describe("the assistant reads Arabic as people type it (issue 27 §1)", () => {
  it("folds hamza forms, taa marbuta, alif maqsura, tatweel, diacritics, Persian letters and Arabic-Indic digits", () => {
    expect(fold("أإآٱ")).toBe("اااا");
    expect(fold("المؤجر والمسؤولية")).toBe("الموجر والمسوولية".replace(/ة/g, "ه"));
    expect(fold("نفقة")).toBe(fold("نفقه"));
    expect(fold("محامى فى")).toBe("محامي في");
    expect(fold("الطـــلاق")).toBe("الطلاق");
    expect(fold("مُحَامٍ")).toBe("محام");
    expect(fold("٢٠٠٦ ۲۰۰۶")).toBe("2006 2006");
    expect(fold("کفیل")).toBe("كفيل");
  });

  it("gives the same terms to a word with and without the article, tatweel or a final ه", () => {
    expect(terms("الطـــلاق")).toEqual(terms("طلاق"));
    expect(terms("الحضانه")).toEqual(terms("حضانة"));
  });

  it("keeps a library (مكتبة) apart from an office (مكتب), which a light stemmer would merge", () => {
    expect(terms("المكتبة")[0]).not.toBe(terms("مكتبكم")[0]);
    expect(terms("المكتب")).toEqual(terms("مكتبكم"));
  });

  it("drops Gulf filler words (شلون، شنو، يبي، عشان، اللي) so they do not count against an answer", () => {
    expect(terms("شلون اسوي عشان الكفيل اللي يبي شنو")).toEqual(terms("الكفيل"));
  });

  it("writes Arabizi in Arabic letters, and leaves English with digits alone", () => {
    expect(fromArabizi("abi m7ami 6alaq")).toBe("ابي محامي طلاق");
    expect(fromArabizi("el kafeel ma 3tani ratbi")).toBe("الكفيل ما عطاني راتبي");
    expect(fromArabizi("wain maktabkom")).toBe("وين مكتبكم");
    for (const english of ["what lawers do u have", "b2b contract review", "covid19 rules", "I have a 3rd party claim", "Labour Law No. 14 of 2004"]) {
      expect(fromArabizi(english)).toBeNull();
    }
    expect(languageOf("abi m7ami 6alaq")).toBe("ar");
    expect(languageOf("b2b contract review")).toBe("en");
  });
});

describe("typos are matched by edit distance (issue 27 §1)", () => {
  it("counts a swap of neighbouring letters as one edit and stops past the budget", () => {
    expect(editDistance("compnay", "company", 1)).toBe(1);
    expect(editDistance("lawers", "lawyers", 1)).toBe(1);
    expect(editDistance("costumer", "customer", 2)).toBe(2);
    expect(editDistance("mentenance", "maintenance", 2)).toBe(2);
    expect(editDistance("weather", "lawyer", 2)).toBe(3);
  });

  it("allows no edit below four letters (five in Arabic), one up to seven (eight), then two", () => {
    expect([3, 4, 7, 8].map((n) => typoBudget(n))).toEqual([0, 1, 1, 2]);
    expect([4, 5, 8, 9].map((n) => typoBudget(n, true))).toEqual([0, 1, 1, 2]);
  });
});

describe("the concept map joins everyday words to legal subjects and pages (issue 27 §1)", () => {
  it("maps a sponsor, wages and end of service to employment", () => {
    expect(conceptIds("الكفيل")).toContain("labour");
    expect(conceptIds("صاحب العمل فصلني")).toContain("labour");
    expect(conceptIds("مكافأة نهاية الخدمه")).toContain("labour");
    expect(conceptIds("my gratuity")).toContain("labour");
    expect(targetsOfConcept("labour").areas).toEqual(["employment"]);
    expect(conceptIds("الخدامه هربت")).toContain("domestic");
  });

  it("maps a bounced cheque to criminal and commercial cases, and money owed to debt collection", () => {
    expect(conceptIds("شيك بدون رصيد")).toContain("cheque");
    expect(targetsOfConcept("cheque").areas).toEqual(["criminal", "commercial-cases"]);
    expect(conceptIds("عميل ما دفع فلوسنا")).toEqual(expect.arrayContaining(["debt", "unpaid"]));
    expect(conceptIds("مستحقاتي")).toContain("debt");
  });

  it("maps نفقة، حضانة، طلاق، خلع and زوجي to family, and the police and detention to criminal", () => {
    for (const word of ["نفقه", "الحضانة", "يطلقني", "اخلع", "زوجي"]) expect(conceptIds(word).map((id) => targetsOfConcept(id).areas).flat()).toContain("family");
    for (const word of ["قبضوا عليه", "موقوف", "الشرطه", "حبس"]) expect(conceptIds(word)).toContain("criminal");
  });

  it("marks another country's law as a concept a page must name, but not a nationality in a story", () => {
    expect(conceptIds("how do I get a divorce in India")).toContain("foreign");
    expect(conceptIds("الطلاق في مصر")).toContain("foreign");
    expect(targetsOfConcept("foreign").required).toBe(true);
    expect(conceptIds("my Indian driver ran away")).not.toContain("foreign");
    expect(conceptIds("الطلاق في قطر")).not.toContain("foreign");
  });

  it("takes a phrase whole (ما عطاني is unpaid) but never through one of its words alone", () => {
    expect(phraseConcepts("الكفيل ما عطاني راتبي")).toContain("unpaid");
    expect(conceptIds("عطاني")).not.toContain("unpaid");
    expect(conceptIds("ساعات العمل")).toContain("hours");
  });
});

function passage(id: string, locale: "ar" | "en", url: string, title: string, text: string, area?: string, kind: Passage["kind"] = "service"): Passage {
  return { id, locale, kind, title, url, text, keywords: "", area };
}

const PASSAGES: Passage[] = [
  passage("emp-ar", "ar", "/services/employment", "العمل والعمال", "نطالب بالأجور المتأخرة ومكافأة نهاية الخدمة أمام لجان فض المنازعات العمالية.", "employment"),
  passage("civil-ar", "ar", "/services/civil-cases", "القضايا المدنية", "تحصيل الديون والمبالغ المستحقة وتنفيذ الأحكام.", "civil"),
  passage("family-ar", "ar", "/services/family", "مسائل الأسرة", "دعاوى الطلاق والتفريق والحضانة والنفقة.", "family"),
  passage("family-en", "en", "/services/family", "Family matters", "Divorce, custody and maintenance before the Family Court.", "family"),
  passage("fees-en", "en", "/services/family#fees", "Family matters", "Our fees and costs are quoted in writing.", "family", "fee"),
  passage("emp-en", "en", "/services/employment", "Employment", "Unpaid wages: employers must pay wages on time, and pay the end of service gratuity.", "employment"),
  passage("civil-en", "en", "/services/civil-cases", "Civil cases", "Recovery of debts and money owed.", "civil"),
  passage("transl-en", "en", "/legal-translation", "Certified legal translation", "We translate contracts and certificates.", "legal-translation"),
  passage("contact-en", "en", "/contact", "Contact us", "Our office in Doha answers within one working day.", undefined, "page"),
];

describe("the index reads a question through the concept map, typos and Arabizi (issue 27 §1)", () => {
  const index = new PassageIndex(PASSAGES);

  it("ranks the employment page first for 'the sponsor did not give me my salary', though the page says neither word", () => {
    const hits = index.search("الكفيل ما عطاني راتبي", "ar");
    expect(hits[0]?.passage.url).toBe("/services/employment");
  });

  it("corrects an unknown word to the nearest word the pages use", () => {
    const analysis = index.analyze("how to file for divorse", "en");
    expect(analysis.tokens).toEqual(expect.arrayContaining(terms("divorce")));
    expect(index.search("how to file for divorse", "en")[0]?.passage.url).toBe("/services/family");
  });

  it("lets only a long English word one letter from a subject make the question about it", () => {
    // "custady" is nothing but custody; the Arabic مجبوس (a dish) is one letter from محبوس (detained), and a short
    // English word one letter from a subject is too likely another word.
    const custady = index.analyze("custady", "en").units[0]!;
    expect(custady.tokens).toEqual(expect.arrayContaining(terms("custody")));
    expect(custady.subject).toBe(true);
    const dish = index.analyze("مجبوس", "ar").units[0]!;
    expect(dish.subject).toBe(false);
  });

  it("marks the story around a subject as unknown words, and the subject as a subject", () => {
    const { units } = index.analyze("ورّدنا بضاعة وللحين ما سدد الفواتير", "ar");
    expect(units.some((u) => u.subject)).toBe(true);
    expect(units.filter((u) => u.unknown).length).toBeGreaterThan(0);
  });

  it("leaves a common English word the site does not use as it is, and does not shorten a word below the typo length", () => {
    // "feed" is one letter from "fees", but it is a word of its own.
    const feed = index.analyze("I need to feed my children", "en").units.find((u) => u.tokens.includes("feed"))!;
    expect(feed.tokens).toEqual(["feed"]);
    expect(feed.unknown).toBe(true);
    // A misspelling that is no word is still corrected.
    expect(index.analyze("my divorse", "en").tokens).toEqual(expect.arrayContaining(terms("divorce")));
  });

  it("ranks by the story's subject: a loan told with 'pay' and 'money' goes to debts, not to the wages page", () => {
    const hits = index.search("my friend owes me money and won't pay me back, he says he will pay next month", "en");
    expect(hits[0]?.passage.url).toBe("/services/civil-cases");
  });

  it("takes a request to translate family papers to translation, not to the family page", () => {
    const hits = index.search("I need to translate my marriage certificate and divorce papers", "en");
    expect(hits[0]?.passage.url).toBe("/legal-translation");
    const { units } = index.analyze("I need to translate my marriage certificate and divorce papers", "en");
    expect(units.filter((u) => u.subject).flatMap((u) => u.areas)).toEqual(["legal-translation"]);
  });

  it("quotes the sentence that matches the question's rarer words, not the one that repeats a common word", () => {
    const text = "Bring the original documents, copies of the documents and a list of the documents. Our office is in Doha. We translate documents and certificates into Arabic.";
    const transl = passage("transl-snippet", "en", "/legal-translation", "Certified legal translation", text, "legal-translation");
    const withIt = new PassageIndex([...PASSAGES, transl]);
    const question = "can you translate my documents";
    expect(snippetOf(withIt, transl, new Set(withIt.analyze(question, "en").tokens))).toBe("We translate documents and certificates into Arabic.");
  });

  it("finds the Arabic page for an Arabizi question", () => {
    expect(index.search("abi m7ami 6alaq", "ar")[0]?.passage.url).toBe("/services/family");
  });
});

describe("concepts set 12 showed (issue 27 §1)", () => {
  it("hears a partners' dispute, a voice note, a trainee, case law, an NDA, a statement to the police, maintenance in Egyptian", () => {
    expect(conceptIds("my partner refuses to pay his part and we want to remove a partner")).toContain("partners");
    expect(conceptIds("بدي ابعت رسالة صوتية للمحامي")).toContain("voiceNote");
    expect(conceptIds("ابي اتدرب في مكتب محاماة")).toContain("careers");
    expect(conceptIds("ابحث عن أحكام قضائية لبحثي")).toContain("library");
    expect(conceptIds("we need a non-disclosure agreement before we share our plans")).toContain("contract");
    expect(conceptIds("البوليس عايزين ياخدو اقوالي")).toContain("questioning");
    expect(conceptIds("جوزي مبيصرفش على البيت")).toContain("alimony");
  });

  it("hears 'what services do you offer' as the list of services, and Egyptian Arabizi's 2 for qaf in common words", () => {
    expect(conceptIds("what services do you offer")).toContain("allServices");
    expect(conceptIds("وش خدماتكم")).toContain("allServices");
    expect(fromArabizi("3ayez a3mel 2adeyet nafa2a 3ala gozy")).toBe("عايز اعمل قضية نفقة على جوزي");
    expect(fromArabizi("kaif asajel 7esab")).toContain("اسجل حساب");
  });

  it("hears set 13's everyday words: a final settlement, a guarantee for a loan, a partner who will not show the books, a judgment unpaid", () => {
    expect(conceptIds("HR still hasn't paid my final settlement")).toContain("labour");
    expect(conceptIds("I guaranteed a loan for my cousin and the bank calls me")).toContain("debt");
    expect(conceptIds("my partner won't show me the books")).toContain("partners");
    expect(conceptIds("we won the case but they never paid")).toContain("enforcement");
    expect(conceptIds("وكيلنا في الدوحة يبيع منتج منافس")).toContain("trade");
    expect(conceptIds("he was caught with a fake degree")).toContain("criminal");
    expect(fromArabizi("abuy twaffa")).toBe("ابوي توفى");
  });

  it("takes one's own account as a subject: a lost authenticator, a hearing date on the case, a copy of one's data", () => {
    expect(conceptIds("my new phone has no authenticator app")).toContain("twoStep");
    expect(conceptIds("where do I see the next hearing date")).toContain("myCase");
    expect(conceptIds("I want everything you have about me")).toContain("ownData");
    expect(conceptIds("ابي حذف حسابي")).toContain("closeAccount");
  });

  it("takes 'family' alone for relatives, and family law named with it", () => {
    expect(conceptIds("his family in Nepal asked me to find him a lawyer")).not.toContain("family");
    expect(conceptIds("I need a family lawyer")).toContain("family");
  });
});
