import { describe, expect, it } from "vitest";
import { dangerTopicOf } from "#server/chatbot/danger";
import { factKeysOf } from "#server/chatbot/fact-questions";
import { detectIntent } from "#server/chatbot/intents";
import { isOutOfScope } from "#server/chatbot/out-of-scope";
import { safetyTopicOf } from "#server/chatbot/safety";

const keysOf = (q: string) => factKeysOf(q, detectIntent(q)).sort();

/**
 * Issue 27: the general causes read in the misses of held-out sets 12 to 17, each retired into tuning after its one
 * report (docs/chatbot-eval.md), tried here on sentences of our own; sets 8 to 11 are in ./readings.test.ts, sets 18 to
 * 21 and the danger phrasebook in ./held-out-causes-18-21.test.ts.
 */
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

/** The general causes read in the retired held-out 15's misses, each tried on sentences of our own. */
describe("held-out 15's general causes (issue 27 §2 and §3)", () => {
  it("hears officers at the door, 'won't let her out', a salon owner locking the staff in, a beating in the passive", () => {
    const cases: [string, string][] = [
      ["two officers are at my door and want me to come with them", "detention"],
      ["her employer keeps her passport and won't let her out of the house", "employer_abuse"],
      ["صاحبة المحل ماخذة جوازاتنا وتقفل علينا السكن", "employer_abuse"],
      ["امي تنضرب من ابوي كل يوم", "domestic_violence"],
    ];
    for (const [q, topic] of cases) expect(safetyTopicOf(q), q).toBe(topic);
  });

  it("no alarm for a sentence being appealed, a fight long ago, statements taken, 'I am fine now', a threat to sue, a release on a pledge", () => {
    for (const q of [
      "my cousin got two years in prison, can we appeal the sentence?",
      "three years ago I was held at the airport over a loan; it was settled, will it happen again?",
      "a man hit me at a wedding, the police took statements and he was fined; can I claim my hospital costs?",
      "my manager pushed me last month, I reported it and I am fine now, can I get compensation?",
      "عامل سابق يهددنا بدعوى على مستحقاته، وين ترفع؟",
      "ولدي انمسك في مخالفة وطلعوه بتعهد نفس الليلة",
      "أبوي مسجون في قضية شيكات من سنتين ونبي نسدد المبلغ",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
  });

  it("facts: what you charge for a call, a lawyer who can advise in a language, the tower and floor in Arabic", () => {
    expect(keysOf("what do you charge for a phone consultation?")).toContain("consultation_fees");
    expect(keysOf("any lawyer who can advise in Bangla?")).toContain("lawyers");
    expect(keysOf("مكتبكم في أي دور؟")).toContain("address");
  });
});

describe("held-out 16's general causes (issue 27 §2 and §3)", () => {
  it("hears someone in the deportation centre or held at the station", () => {
    expect(safetyTopicOf("I am in the deportation center since Monday, can someone visit me")).toBe("detention");
    expect(safetyTopicOf("they are keeping him at the police station without telling us why")).toBe("detention");
  });

  it("no alarm for a travel ban seen on an app, years in prison with an appeal, old abuse told for custody, a summons, a convicted attacker asked to pay", () => {
    for (const q of [
      "the metrash app says I am not allowed to leave the country, what case could it be?",
      "my uncle has been in prison for eight months and his appeal is next week",
      "كان يضربني قبل الطلاق وعندي تقارير، الحين يبي الحضانة",
      "الشرطة طلبت ولدي يجي للأقوال بكرة",
      "he broke my arm last year and was convicted; now I want him to pay for the surgery",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
  });

  it("facts: the urgent number, a pin dropped, lawyers who 'بيحكوا' a language", () => {
    expect(keysOf("is there a number for urgent matters?")).toContain("phone");
    expect(keysOf("drop me a pin for your office")).toContain("map");
    expect(keysOf("في محامين بيحكوا انجليزي؟")).toContain("lawyers");
  });
});

describe("held-out 17's general causes (issue 27 §2 and §3)", () => {
  it("hears workers kept in one room until they repay, officers holding someone, a caller who knows a child's school", () => {
    expect(safetyTopicOf("the agency keeps four of us in a small room and says we cannot leave until we pay the fees")).toBe("employer_abuse");
    expect(safetyTopicOf("two officers are holding my husband at the gate right now")).toBe("detention");
    expect(safetyTopicOf("a stranger texts me that he knows where my kids go to school")).toBe("threat");
  });

  it("no alarm for a convicted attacker's bills claimed now, a single blow years ago raised in custody, a noisy workshop, a threat to complain", () => {
    for (const q of [
      "he broke my nose two years ago and was convicted, can I now claim the hospital bills?",
      "years ago my husband hit me once; now he wants custody, does it count?",
      "انضربت في مضاربة وانحكم عليه، أقدر الحين أطالب بتعويض؟",
      "جارنا مشغل مكاين طول الليل والصوت ما يخلينا ننام",
      "شريكي يهددني إنه بيشتكيني على الحسابات",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
  });

  it("declines schools named with two words before them and a phone's price; asks who for 'محامي أحوال شخصية' and 'anyone who speaks Urdu'", () => {
    expect(isOutOfScope("best american curriculum schools near the pearl")).toBe(true);
    expect(isOutOfScope("كم سعر سامسونج جالكسي في قطر")).toBe(true);
    expect(keysOf("محامي قضايا عمالية")).toContain("lawyers");
    expect(keysOf("is there anyone who can speak Urdu with my mother")).toContain("lawyers");
  });
});
