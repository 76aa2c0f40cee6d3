import { describe, expect, it } from "vitest";
import { factKeysOf } from "#server/chatbot/fact-questions";
import { detectIntent } from "#server/chatbot/intents";
import { isOutOfScope } from "#server/chatbot/out-of-scope";
import { safetyTopicOf } from "#server/chatbot/safety";
import { fromArabizi } from "#server/chatbot/text";

const keysOf = (q: string) => factKeysOf(q, detectIntent(q)).sort();

/**
 * Issue 27: the general causes read in the retired held-out 8's misses (docs/chatbot-eval.md, "Held-out 8"), each
 * tried here on sentences of our own: Arabizi's long vowels and doubled letters, the Maghrebi present, a conjunction
 * before a wish to die, an overdose or a fall, the CID or immigration taking someone, another country's free zone.
 */
describe("Arabizi's long reading (issue 27 §1)", () => {
  it("reads a single a as a long alif, a final a as taa marbuta and a doubled consonant once", () => {
    expect(fromArabizi("m3ahom skakeen", { long: true })).toContain("سكاكين");
    expect(fromArabizi("abi isteshara", { long: true })).toContain("استشاره");
    expect(fromArabizi("qadaya el 3ommal", { long: true })).toContain("العمال");
    // The plain reading is unchanged: the search index and the subject model read it.
    expect(fromArabizi("abi m7ami 6alaq")).toBe("ابي محامي طلاق");
  });

  it("lets the fact and intent patterns read Arabizi", () => {
    expect(keysOf("kam si3r el isteshara?")).toContain("consultation_fees");
    expect(keysOf("btifta7o el jum3a?")).toContain("hours");
    expect(detectIntent("abi mu7ami l qadaya el 3ommal").area).toBe("employment");
  });
});

describe("safety: the forms set 8 showed (issue 27 §3)", () => {
  it.each([
    ["zawji kaydrabni w ana 5ayfa", "domestic_violence"],
    ["جوزي كيضربني قدام الدراري", "domestic_violence"],
    ["خلاص تعبت وابي اموت", "self_harm"],
    ["my sister swallowed a bottle of pills", "self_harm"],
    ["my dad is unconscious on the floor", "self_harm"],
    ["he says he will jump off the roof tonight", "self_harm"],
    ["immigration picked up my brother from his room", "detention"],
    ["police took my son from the mall an hour ago", "detention"],
    ["they are holding my husband at the airport since morning", "detention"],
    ["the police are at my door right now", "detention"],
    ["المباحث عند الباب", "detention"],
    ["وقفوني في المطار وما خلوني اطلع", "detention"],
    ["jeerana m3ahom skakeen w ysarkhoon", "violence"],
  ])("%s → %s", (question, topic) => {
    expect(safetyTopicOf(question)).toBe(topic);
  });

  it("a drug case, a car that hit a van or pills in a pharmacy contract are not danger now", () => {
    for (const q of ["what is the penalty for selling sleeping pills without a licence?", "the pharmacy sold me expired tablets, can I claim?"]) expect(safetyTopicOf(q), q).toBeNull();
  });
});

describe("out of scope: other countries' status and companies (issue 27 §3)", () => {
  it("declines another country's green card, free zone or state company", () => {
    for (const q of ["green card lottery rules", "abu dhabi freezone trade license price", "open an llc in wyoming", "تسجيل شركة في دبي", "طلاق في المحكمة بالرياض وانا ساكن في السعودية"]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
    for (const q of ["my laptop won't turn on", "the printer is not connecting"]) expect(isOutOfScope(q), q).toBe(true);
  });

  it("keeps Qatar's own questions", () => {
    for (const q of ["setting up a company in the Qatar free zone", "can a Dubai court judgment be enforced in Qatar?", "the laptop I bought does not work, can I get a refund from the shop?"]) {
      expect(isOutOfScope(q), q).toBe(false);
    }
  });
});

describe("facts: how people ask them (issue 27 §2)", () => {
  it.each([
    ["which email do I send the papers to?", "email"],
    ["is the phone call one hour or 30 minutes?", "consultation_durations"],
    ["ابغى استرجع فلوس الموعد", "refund"],
    ["اذا المحامي ما جا ترجعون الفلوس؟", "refund"],
    ["فيه محامي يتكلم بالانجليزي؟", "lawyers"],
    ["do you have any lawyer in al khor?", "lawyers"],
  ])("%s asks %s", (question, key) => {
    expect(keysOf(question)).toContain(key);
  });

  it("living in a far town and wanting a call is a booking, not the directory's list", () => {
    expect(keysOf("I live in Al Khor, can a lawyer call me by phone?")).not.toContain("lawyers");
  });
});

describe("held-out 9's general causes (issue 27 §1 and §3)", () => {
  it.each([
    ["the company took all our passports and we cannot leave the accommodation", "employer_abuse"],
    ["الكفيل شايل جوازي وخايفه يبلغ عني هروب", "employer_abuse"],
    ["my madam locks me inside when she goes to work", "employer_abuse"],
    ["رجلي يقفل علي الباب ويأخذ جوالي", "domestic_violence"],
    ["the supervisor keeps touching me and I am afraid", "employer_abuse"],
    ["I see no reason to go on", "self_harm"],
    ["3ayza a2tal nafsi", "self_harm"],
    ["my uncle is stuck in the deportation centre since last month", "detention"],
    ["البوليس داوه من الخدمة", "detention"],
    ["at the airport they won't let me board and say there is a case", "detention"],
  ])("%s → %s", (question, topic) => {
    expect(safetyTopicOf(question)).toBe(topic);
  });

  it("does not raise the alarm for a defence, a lockout by a landlord, a multiplication, bail granted or a summons", () => {
    for (const q of [
      "my neighbour accuses me of hitting him, I have witnesses",
      "المؤجر قفل علينا المحل بسبب الايجار",
      "حاصل ضرب ٦ في ٧",
      "my son was released on bail, what happens at the hearing?",
      "the police station called me to come and give a statement tomorrow",
      "اخوي الكبير ماسكين الورث كله",
      "a car hit my parked car last night",
      "could this contract hurt us legally?",
      "I took my medicine and still have a headache",
    ]) {
      expect(safetyTopicOf(q), q).toBeNull();
    }
  });

  it("a passport held without fear or a lock is a legal question, not danger now", () => {
    expect(safetyTopicOf("my sponsor has my passport, how do I get it back?")).toBeNull();
  });

  it("declines inheritance tax abroad, a cracked screen, a child's fever and an English course", () => {
    for (const q of ["inheritance tax rules in England", "where can I fix my cracked iphone screen", "ولدي حرارته مرتفعة شو اعطيه", "ابي دورة انجليزي"]) expect(isOutOfScope(q), q).toBe(true);
  });

  it("keeps this site's own password and account questions in scope; another service's password is not", () => {
    for (const q of ["I forgot my password", "نسيت كلمة المرور", "how do I delete my account"]) expect(isOutOfScope(q), q).toBe(false);
    expect(isOutOfScope("I forgot my instagram password")).toBe(true);
  });

  it("hours asked with the office named, and a lawyer wanted in a city", () => {
    expect(keysOf("office timings please")).toContain("hours");
    expect(keysOf("ابغى محامي في الخور")).toContain("lawyers");
  });
});

describe("held-out 10's general causes (issue 27 §3)", () => {
  it.each([
    ["المدام مقفلة علي الباب وما تخليني اطلع وساحبة جوازي", "employer_abuse"],
    ["they lock the doors and keep my passport, I am afraid", "employer_abuse"],
    ["عايزة أموت ومحدش حاسس بيا", "self_harm"],
    ["they said they will break my arms if I don't pay by Friday", "threat"],
    ["he says pay 5000 or he posts the video to my family", "threat"],
    ["my brother is in the deportation center for a week", "detention"],
    ["I'm at the police station now and they want me to sign", "detention"],
    ["جوزي اتقبض عليه امبارح", "detention"],
    ["el shor6a 5athaw akhoy", "detention"],
    ["البوليس شدو ولدي", "detention"],
    ["my husband is at the airport right now taking our daughter out of Qatar without my consent", "domestic_violence"],
  ])("%s → %s", (question, topic) => {
    expect(safetyTopicOf(question)).toBe(topic);
  });

  it("no alarm for a claim after a past fight, a road accident, a complaint filed at the station, a trip asked about, a fee dispute", () => {
    for (const q of [
      "a man punched me last month, I have a medical report, can I claim compensation?",
      "my cousin was hit by a car and the police have the plate number",
      "الجار فتح بلاغ في المخفر ضد ولدي",
      "يحق لطليقي يسافر بالولد بدون موافقتي؟",
      "the building management threatens to deactivate our access cards over service fees",
    ]) {
      expect(safetyTopicOf(q), q).toBeNull();
    }
  });

  it("declines beaches and programming, finds a lawyer in a town named with ب and in Farsi", () => {
    for (const q of ["best beach for kids this weekend", "python code to sort a list"]) expect(isOutOfScope(q), q).toBe(true);
    expect(keysOf("فيه محامي بالوكرة؟")).toContain("lawyers");
    expect(keysOf("any farsi speaking lawyer?")).toContain("lawyers");
  });
});

describe("held-out 11's general causes (issue 27 §3)", () => {
  it("hears danger now: officers at the door, an airport without 'the', a police car, Egyptian Arabizi, a camp, a watcher", () => {
    const cases: [string, string][] = [
      ["two police officers are knocking on our door right now", "detention"],
      ["they held my husband at airport since morning", "detention"],
      ["I am inside a police car now, what do I say", "detention"],
      ["el shorta 5adet akhoya mn el beit", "detention"],
      ["the supervisor keeps our passports and is not letting us leave the accommodation", "employer_abuse"],
      ["someone I don't know sends me photos of my house every night", "threat"],
      ["في شخص يراقب بيتي من أسبوع وخايفة", "threat"],
      ["I don't feel safe at home with my brother", "domestic_violence"],
    ];
    for (const [q, topic] of cases) expect(safetyTopicOf(q), q).toBe(topic);
  });

  it("no alarm for unsafe equipment told after the fact, a statement given to the police, a relative released on bail", () => {
    for (const q of [
      "the ladder at the site was not safe and I broke my leg last year, can I claim?",
      "the police took my statement about the online fraud, can I get my money back?",
      "they arrested my cousin on Friday and released him on bail on Sunday",
      "I have photos of my car after the accident, is that enough for the insurance?",
      "هل يمكن الملاحقة القضائية لمن نشر عني كلام كاذب؟",
      "خايف من الملاحقه قضائيه بسبب شيك",
    ]) {
      expect(safetyTopicOf(q), q).toBeNull();
    }
  });

  it("declines food, schools, prayer times, another service's password, another country's passport or company", () => {
    for (const q of [
      "وين ألقى فلافل زينة بالريان",
      "which nursery is good near Al Sadd",
      "مواقيت الصلاة اليوم",
      "I can't get into my netflix account",
      "lost my kenyan passport, how to get a new one",
      "أبي أسجل شركة في سلطنة عمان",
      "translate see you tomorrow into German",
    ]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
    expect(isOutOfScope("my employer kept my Indian passport when I resigned")).toBe(false);
  });

  it("reads the firm's facts asked in Egyptian and Levantine Arabizi", () => {
    expect(keysOf("3enwan el maktab fen?")).toContain("address");
    expect(keysOf("el 3enwan law sama7t")).toContain("address");
    expect(keysOf("shu dawamkon bel sabt?")).toContain("hours");
  });

  it("reads the firm's facts typed short and misspelt in English", () => {
    expect(keysOf("office contact numbr?")).toContain("phone");
    expect(keysOf("whats app number pls")).toContain("whatsapp");
    expect(keysOf("send me your location pin")).toContain("map");
    expect(keysOf("how many mins do we get with the attorney")).toContain("consultation_durations");
    expect(keysOf("cancellation rules")).toContain("cancellation");
    expect(keysOf("my employer cancelled my visa")).toEqual([]);
    expect(keysOf("I spent a long time with my lawyer on the case")).toEqual([]);
  });
});
