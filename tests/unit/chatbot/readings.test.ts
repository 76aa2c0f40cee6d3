import { describe, expect, it } from "vitest";
import { factKeysOf } from "#server/chatbot/fact-questions";
import { detectIntent } from "#server/chatbot/intents";
import { isOutOfScope, safetyTopicOf } from "#server/chatbot/safety";
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

/**
 * The general causes read in the retired held-out 12's misses (docs/chatbot-eval.md, "Held-out 12"), each tried on
 * sentences of our own: custody as "into custody", Iraqi passive arrests, a life ended as a noun, a gate locked on
 * workers, a worker who ran away, someone touching a child, a man who keeps turning up; and the alarms it must not raise.
 */
describe("held-out 12's general causes (issue 27 §3)", () => {
  it("hears danger now in the forms set 12 showed", () => {
    const cases: [string, string][] = [
      ["they took my cousin into custody last night and nobody can visit him", "detention"],
      ["عمي انلزم في المطار وما يخلوه يسافر", "detention"],
      ["my husband is held at the station and they will not let me see him", "detention"],
      ["أفكر في إنهاء حياتي من كثر الهموم", "self_harm"],
      ["she swallowed some tablets after the fight", "self_harm"],
      ["the agency locks the camp gates every night and keeps our passports", "employer_abuse"],
      ["my cousin works as a nanny, they kept her passport and she can't go outside at all", "employer_abuse"],
      ["I escaped from my sponsor's house and he still has my passport", "employer_abuse"],
      ["a man from my old job keeps turning up outside my flat", "threat"],
      ["I'm afraid to go back home tonight because of him", "threat"],
      ["خايفة أرجع البيت الليلة بسببه", "threat"],
    ];
    for (const [q, topic] of cases) expect(safetyTopicOf(q), q).toBe(topic);
    expect(safetyTopicOf("my son's football coach keeps touching him")).not.toBeNull();
  });

  it("no alarm for a marriage ended, a passport the family keeps, fingerprints, a thief caught, old bills, a son home again", () => {
    for (const q of [
      "أبي إنهاء حياتي الزوجية بالطلاق بهدوء",
      "نبي نمسك جواز السواق لين يرجع من الإجازة، يجوز؟",
      "the police took my fingerprint for the new residence card",
      "مسكوا الحرامي اللي سرق سيارتي، كيف أطالب بالتعويض؟",
      "the burglar was caught last week, can I claim what he stole?",
      "I was punched at a wedding last year and he was charged; can I get my hospital bills back?",
      "ولدي انمسك الشهر الماضي وهلق طلع، شو وضع القضية؟",
      "my ex-wife won't let me see my kids",
    ]) {
      expect(safetyTopicOf(q), q).toBeNull();
    }
  });

  it("declines enrolling at a university and another country's law by its name after في or الى; goods from abroad stay", () => {
    for (const q of ["التسجيل في الجامعة متى يبدأ", "how do I apply to a university for my son", "قانون العمل في تونس", "شروط اللجوء الى بريطانيا"]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
    expect(isOutOfScope("أستورد بضاعة من تركيا وأبي أسجل علامتي التجارية")).toBe(false);
  });

  it("reads the firm's facts asked with a district, a floor, Egyptian and Moroccan prices, a booking made", () => {
    expect(keysOf("هل مكتبكم في لوسيل؟")).toContain("address");
    expect(keysOf("is your office in the pearl")).toContain("address");
    expect(keysOf("what floor are you on")).toContain("address");
    expect(keysOf("مكتبكم بيفتح الساعة كام؟")).toContain("hours");
    expect(keysOf("نبي موظف دوام كامل في مكتبنا")).not.toContain("hours");
    expect(keysOf("بكام الاستشارة الأونلاين؟")).toContain("consultation_fees");
    expect(keysOf("شحال ثمن الاستشارة")).toContain("consultation_fees");
    expect(keysOf("حجزت موعد وأبي ألغيه")).toContain("cancellation");
    expect(keysOf("استرداد المبلغ ممكن؟")).toContain("refund");
    expect(keysOf("what number do I call to reach a person")).toContain("phone");
    expect(keysOf("I changed my email address, how do I update it on my account?")).not.toContain("email");
    expect(keysOf("I work for a firm that fired me, where can I complain?")).not.toContain("address");
    expect(keysOf("we are renting an office in West Bay, what should the lease say?")).not.toContain("address");
    expect(keysOf("We're opening a branch in Doha, can you draft our staff policy?")).not.toContain("hours");
    expect(keysOf("what are your opening times")).toContain("hours");
    expect(keysOf("سجلت عندكم وما وصلني ايميل التفعيل")).not.toContain("email");
    expect(keysOf("verify email address")).not.toContain("email");
    expect(keysOf("can I email my documents to you?")).toContain("email");
  });
});

/** The general causes read in the retired held-out 13's misses, each tried on sentences of our own. */
describe("held-out 13's general causes (issue 27 §2 and §3)", () => {
  it("hears a camp nobody may leave, a door locked by a woman, harm to oneself with hamza, immigration taking someone", () => {
    const cases: [string, string][] = [
      ["the supervisor has our passports and nobody can go out of the camp after work", "employer_abuse"],
      ["صاحبة البيت قافلة علي الباب من أمس", "employer_abuse"],
      ["أفكر أؤذي نفسي الليلة", "self_harm"],
      ["الجوازات اخدوا جوزي من الشغل وما نعرف وين هو", "detention"],
    ];
    for (const [q, topic] of cases) expect(safetyTopicOf(q), q).toBe(topic);
  });

  it("no alarm for creditors threatening lawsuits, a fighter let go told after the fact, a paper that 'will hurt me'", () => {
    for (const q of [
      "البنك والموردين يهددون يرفعون قضايا علي، وش أسوي؟",
      "a man hit me at a wedding two months ago, the police took him and then let go, can I claim for my injuries?",
      "my lawyer says the missing stamp will hurt me in court",
    ]) {
      expect(safetyTopicOf(q), q).toBeNull();
    }
  });

  it("declines a cover letter for another job, Dubai's rent office, a visa to another country named with لل", () => {
    for (const q of ["write me a cover letter for a nursing job", "abu dhabi tenancy contract rules", "كيف اطلع فيزا لبريطانيا"]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
  });

  it("keeps the asker's own business in scope, 'neither of us' is not the US, and staff rules are legal", () => {
    for (const q of [
      "a former cook says online that our restaurant is dirty and we lost customers",
      "عيادتنا تحفظ صور هويات المرضى، وش لازم نسوي؟",
      "Neither of us wants a long fight over the shop we inherited",
      "we run a hotel and want new disciplinary rules for our staff",
    ]) {
      expect(isOutOfScope(q), q).toBe(false);
    }
    expect(isOutOfScope("family law in the us")).toBe(true);
    expect(isOutOfScope("best restaurant in doha")).toBe(true);
  });

  it("facts: no map for a flat bought off-plan, no price for the time of a booking, no email when it is one's own", () => {
    expect(keysOf("اشترينا فيلا على الخريطة والمطور تأخر")).not.toContain("map");
    expect(keysOf("حجزت موعد بكرة ونسيت الساعة كم")).not.toContain("consultation_fees");
    expect(keysOf("I forgot which email I registered with")).not.toContain("email");
    expect(keysOf("تغيير البريد الالكتروني في حسابي")).not.toContain("email");
    expect(keysOf("انا محامي وابي اغير اتعاب الاستشارة في ملفي")).not.toContain("consultation_fees");
    expect(keysOf("I had a consultation with you last year, can I book again?")).not.toContain("consultation_durations");
    expect(keysOf("عندكم وظيفة دوام جزئي؟")).not.toContain("hours");
    expect(keysOf("my power of attorney was made in Kenya, will the courts in Doha accept it?")).not.toContain("lawyers");
    expect(keysOf("he owes me money and we have the whatsapp chat as proof")).not.toContain("whatsapp");
    expect(keysOf("can I chat with you on whatsapp?")).toContain("whatsapp");
  });
});

/** The general causes read in the retired held-out 14's misses, each tried on sentences of our own. */
describe("held-out 14's general causes (issue 27 §2 and §3)", () => {
  it("hears danger at a boarding gate, a phone and passport taken, 'touches her', chats held for money, a stalker who knows the house", () => {
    const cases: [string, string][] = [
      ["immigration at passport control are keeping me in a side room", "detention"],
      ["my employer took my ID and passport and I am not allowed out of the villa", "employer_abuse"],
      ["my niece says the driver touches her when nobody is home", "violence"],
      ["a guy wants 3000 riyals or he shares my chats with my family", "threat"],
      ["واحد يرسل لي إنه يعرف وين اسكن وأنا خايفة", "threat"],
      ["هددها إنه بيحرق البيت عليها", "threat"],
      ["الشركة ساكنتنا في الكامب ومحد يطلع بعد الدوام والجوازات عندهم", "employer_abuse"],
      ["المباحث جوا البيت وأخذوا أخوي", "detention"],
      ["وقفوني في المطار وما يخلوني أسافر ولا أطلع", "detention"],
      ["أبي أأذي نفسي", "self_harm"],
      ["بنتي عم تقول بدها تأذي حالها", "self_harm"],
    ];
    for (const [q, topic] of cases) expect(safetyTopicOf(q), q).toBe(topic);
  });

  it("declines another country's visa asked with ل, an Umrah visa, fridges on offer; facts: a number given, a call's length, a refund to the card", () => {
    for (const q of ["ايش شروط لفيزا كندا", "كم رسوم فيزا العمرة", "وين الاقي عروض على الغسالات"]) expect(isOutOfScope(q), q).toBe(true);
    expect(isOutOfScope("افضل ترجمة عربية معتمدة لعقد")).toBe(false);
    expect(keysOf("give me a number to call your office")).toContain("phone");
    expect(keysOf("المكالمة مع المحامي كم تطول؟")).toContain("consultation_durations");
    expect(keysOf("بعد كم يوم يرجع المبلغ؟")).toContain("refund");
    expect(keysOf("the police want to call you in for questioning, is there an article on it?")).not.toContain("phone");
    expect(keysOf("number to call you?")).toContain("phone");
    expect(keysOf("before going to a lawyer I want to send a formal letter, do you have a sample?")).not.toContain("lawyers");
    expect(keysOf("I need a lawyer who can talk in Tagalog, my English is weak")).toContain("lawyers");
    expect(detectIntent("My English writing is weak, can I send a voice message?").language).toBeUndefined();
    expect(keysOf("الاستشارة بالفيديو ممكن ولا لازم اجيكم؟")).not.toContain("address");
    expect(keysOf("ابي اقابل محامي في مكتبكم بالدوحة الاسبوع الجاي، كيف احجز؟")).not.toContain("address");
    expect(keysOf("هل مكتبكم في الدفنة؟")).toContain("address");
  });
});
