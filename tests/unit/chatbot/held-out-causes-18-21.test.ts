import { describe, expect, it } from "vitest";
import { dangerTopicOf } from "#server/chatbot/danger";
import { factKeysOf } from "#server/chatbot/fact-questions";
import { detectIntent } from "#server/chatbot/intents";
import { isOutOfScope } from "#server/chatbot/out-of-scope";
import { safetyTopicOf } from "#server/chatbot/safety";

const keysOf = (q: string) => factKeysOf(q, detectIntent(q)).sort();

/**
 * Issue 27: the general causes read in the misses of held-out sets 18 to 21 and of the danger phrasebook, each retired
 * into tuning after its one report (docs/chatbot-eval.md), tried here on sentences of our own; sets 12 to 17 are in
 * ./held-out-causes.test.ts.
 */
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
