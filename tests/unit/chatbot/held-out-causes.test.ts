import { describe, expect, it } from "vitest";
import { dangerTopicOf } from "#server/chatbot/danger";
import { factKeysOf } from "#server/chatbot/fact-questions";
import { detectIntent } from "#server/chatbot/intents";
import { isOutOfScope } from "#server/chatbot/out-of-scope";
import { safetyTopicOf } from "#server/chatbot/safety";

const keysOf = (q: string) => factKeysOf(q, detectIntent(q)).sort();

/**
 * Issue 27: the general causes read in the misses of held-out sets 12 to 15, each retired into tuning after its one
 * report (docs/chatbot-eval.md), tried here on sentences of our own; sets 8 to 11 are in ./readings.test.ts.
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

/**
 * The general causes read in the retired held-out 18's misses (docs/chatbot-eval.md, "Held-out 18"), each tried on
 * sentences of our own.
 */
describe("held-out 18's general causes (issue 27 §2 and §3)", () => {
  it("hears someone stuck at the airport with officers now, a madam who beats and locks in her maid, 9 typed for ض", () => {
    expect(safetyTopicOf("I'm stuck at the airport, immigration officers are with me now and say I can't board")).toBe("detention");
    expect(safetyTopicOf("المعزبه تضرب الشغاله وما تخليها تطلع من البيت")).toBe("employer_abuse");
    expect(safetyTopicOf("zoji y9arbni w ana 5ayfa")).toBe("domestic_violence");
  });

  it("no alarm for bills still owed after a conviction, abuse dated years back, creditors chasing, a landlord threatening to sue, payments stopped", () => {
    for (const q of [
      "a man hit me outside a restaurant last year and was convicted; I still have the dentist bills and want compensation",
      "my ex slapped me a couple of times, it was years ago, and now we are arguing over custody",
      "الديانه يلاحقونا والبنوك تلاحقنا على القروض، وش نسوي؟",
      "المالك هددني يرفع علي دعوه لاني تأخرت يومين",
      "وقعنا اتفاق تسوية ودفعوا دفعتين ووقفوا",
      "احنا نفكر بالطلاق وانا خايفه على العيال، الحضانه لمن؟",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
  });

  it("declines a phone that will not charge, gold prices, lottery numbers, dreams and the nearest pharmacy", () => {
    for (const q of ["الجوال ما يشحن من امس", "كم سعر الذهب اليوم؟", "give me lotto winning numbers", "فسري لي حلم شفت فيه بحر", "where is the nearest pharmacy open now"]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
  });

  it("reads 'الميعاد' as the appointment and 'يتخصم' as money kept; asks who for an Arabizi 'yitkallam'; not who for a call by phone", () => {
    expect(keysOf("لو كنسلت الميعاد بيتخصم مني؟")).toContain("cancellation");
    expect(keysOf("fi 3indkom m7ami yitkallam hindi?")).toContain("lawyers");
    expect(keysOf("Can I talk to a family lawyer on the phone instead of coming in?")).not.toContain("lawyers");
  });
});

/**
 * The general causes read in the danger phrasebook (scripts/chatbot/danger-phrasebook.ts, sentences of our own written
 * without reading the patterns; decision 047), tried on other sentences of our own.
 */
describe("the danger phrasebook's general causes (issue 27 §3)", () => {
  it("hears a plan or a farewell, threats in new words, someone held in a van or a cell, papers held with forced work", () => {
    const cases: [string, string][] = [
      ["he left a goodbye note to his mother and switched off his phone", "self_harm"],
      ["بدها تموت وما عم ترد علينا", "self_harm"],
      ["she says she will slaughter me when she finds me", "threat"],
      ["someone is tracking my phone and texts me where I am", "threat"],
      ["I'm texting from the back of a police van, they won't say where we're going", "detention"],
      ["the madam keeps all my papers and makes me work every night without pay", "employer_abuse"],
      ["الكفيل ما يعطيني جوازي ويجبرني اشتغل بدون راتب", "employer_abuse"],
    ];
    for (const [q, topic] of cases) expect(safetyTopicOf(q), q).toBe(topic);
  });

  it("no alarm for the law asked about, figures of speech, a year gone by, a pardon, a suspended licence or a passport held alone", () => {
    for (const q of [
      "what is the penalty for threatening someone by text in Qatar?",
      "شو عقوبة الابتزاز الالكتروني؟ سؤال نظري",
      "this heat is killing me, can my employer make us work outdoors at noon?",
      "مديري بيذبحني اذا تأخرت هههه، كم ساعات الدوام؟",
      "I was punched at a wedding in 2021 and never claimed, is it too late?",
      "اخوي طلع من السجن بعفو وابي اجدد اقامته",
      "رخصتي موقوفة بسبب النقاط، كيف ارجعها؟",
      "my sponsor keeps my passport, how do I get it back?",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
  });
});

/** The general causes read in the retired held-out 19's misses (docs/chatbot-eval.md, "Held-out 19"), on sentences of our own. */
describe("held-out 19's general causes (issue 27 §2 and §3)", () => {
  it("hears someone still inside the airport with a case on them, a colleague handcuffed, a maid made to work elsewhere", () => {
    expect(safetyTopicOf("immigration stopped me, I'm still at the airport and they say there is a case")).toBe("detention");
    expect(safetyTopicOf("the police handcuffed my brother in front of the shop just now")).toBe("detention");
    expect(safetyTopicOf("sir took my passport and says I must work for his cousin too, not allowed to go out")).toBe("employer_abuse");
  });

  it("no alarm for a healed injury now in court, a theft reported to the police, a child's trip feared in a divorce", () => {
    for (const q of [
      "a colleague hit me last spring, it has healed and now the case is in court; can I claim damages there?",
      "سرقوا جوالي من السيارة وبلغت الشرطه، اقدر اطالب بالتعويض؟",
      "انا مطلقه وطليقي يبي ياخذ البنت معه بالسفر وانا خايفه ما يرجعها",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
  });

  it("declines a Moroccan code and a phone that will not charge; asks the hours by a weekday, the phone by a hotline", () => {
    expect(isOutOfScope("احكام الحضانه في مدونه الاسره المغربيه")).toBe(true);
    expect(isOutOfScope("الجوال ما عم يشحن")).toBe(true);
    expect(keysOf("تعملون يوم السبت؟")).toContain("hours");
    expect(keysOf("في خط ساخن للطوارئ عندكم؟")).toContain("phone");
    expect(keysOf("which kind of lawyer do I need for a fight with my landlord?")).not.toContain("lawyers");
  });
});

/** The general causes read in the retired held-out 20's misses (docs/chatbot-eval.md, "Held-out 20"), on sentences of our own. */
describe("held-out 20's general causes (issue 27 §2 and §3)", () => {
  it("hears officers who took a passport at the gate and told someone to wait", () => {
    expect(safetyTopicOf("the officer has my passport at the gate and told me to wait, boarding closes soon")).toBe("detention");
  });

  it("no alarm for an old punch claimed now, expenses that 'kill', a lawsuit threatened, a judgment in absentia with no arrest, a maid gone", () => {
    for (const q of [
      "two years back a man punched me at a wedding and was fined; can I get compensation now?",
      "ابو العيال ذابحني بالطلبات وما يصرف على البيت، ابي نفقه",
      "جارنا يقول بيرفع علينا قضيه لان ولدي كسر زجاج سيارته",
      "طلع علي حكم غيابي في قضيه شيك وما تم القبض علي، كيف اعترض؟",
      "الخادمه طلعت من البيت وما رجعت وجوازها عندنا، وش نسوي؟",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
  });

  it("declines an oil change and a cat off its food; reads 'your WA number', talking to a lawyer by video at a price, 'show me your lawyers'", () => {
    expect(isOutOfScope("كل كم كيلو تغيير الزيت للسيارة؟")).toBe(true);
    expect(isOutOfScope("my cat stopped eating since yesterday")).toBe(true);
    expect(keysOf("whats ur WA number")).toContain("whatsapp");
    expect(keysOf("how much is talking to a lawyer on video")).toContain("consultation_fees");
    expect(keysOf("show me your employment lawyers")).toContain("lawyers");
    expect(keysOf("I'm a lawyer here, where do I set my hours on my profile?")).not.toContain("hours");
  });
});

/** The general causes read in the retired held-out 21's misses (docs/chatbot-eval.md, "Held-out 21"), on sentences of our own. */
describe("held-out 21's general causes (issue 27 §2 and §3)", () => {
  it("hears a company's chats held to ransom, workers locked in by the recruiting office", () => {
    expect(safetyTopicOf("someone says they will leak our customer files unless we pay 2 bitcoin by Monday")).toBe("threat");
    expect(safetyTopicOf("المكتب قافل علينا السكن وساحب جوازاتنا ويشغلنا غصبا عننا")).toBe("employer_abuse");
  });

  it("no alarm for an ex-wife saying I hit her in a custody case", () => {
    expect(dangerTopicOf("طليقتي تقول اني كنت اضربها وهذا كذب، والقضيه عند محكمه الاسره")).toBeNull();
  });

  it("declines flats to rent, another company's vacancies and game cheats; translating a nikah nama is the firm's", () => {
    for (const q of ["2 bedroom apartment for rent in lusail", "شقه غرفه وصاله للايجار في الوكره", "is Qatar Airways hiring now", "cheat codes for minecraft"]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
    expect(isOutOfScope("my landlord wants to end the lease on my flat for rent, can he?")).toBe(false);
    expect(isOutOfScope("translate my nikah nama into English with a stamp")).toBe(false);
  });

  it("reads a short cancel, a refund policy and 'call off' as the appointment's; a dealer's refund is not", () => {
    expect(keysOf("ما اقدر احضر، اقدر الغي؟")).toContain("cancellation");
    expect(keysOf("سياسه الاسترداد عندكم")).toContain("refund");
    expect(keysOf("I have to call off my appointment, any fee?")).toContain("cancellation");
    expect(keysOf("the car dealer refuses a refund for a faulty car")).not.toContain("refund");
    expect(keysOf("I'd prefer a female lawyer for my divorce")).toContain("lawyers");
  });
});
