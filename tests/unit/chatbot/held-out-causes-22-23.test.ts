import { describe, expect, it } from "vitest";
import { dangerTopicOf } from "#server/chatbot/danger";
import { factKeysOf } from "#server/chatbot/fact-questions";
import { detectIntent } from "#server/chatbot/intents";
import { isOutOfScope } from "#server/chatbot/out-of-scope";
import { safetyTopicOf } from "#server/chatbot/safety";
import { words } from "#server/chatbot/text";

const keysOf = (q: string) => factKeysOf(q, detectIntent(q)).sort();

/**
 * Issue 27: the general causes read in the misses of held-out set 22, retired into tuning after its one report
 * (docs/chatbot-eval.md, "Held-out 22"), tried here on sentences of our own; sets 18 to 21 are in
 * ./held-out-causes-18-21.test.ts.
 */
describe("held-out 22's general causes (issue 27 §2 and §3)", () => {
  it("hears passports held by number with a gate kept locked, a police hold not yet released, and a domestic worker's pidgin", () => {
    expect(safetyTopicOf("They took all 12 of our passports, the villa gate is kept locked and we cannot leave until the contract ends")).toBe("employer_abuse");
    expect(safetyTopicOf("The police detained my cousin at the mall last night and they still haven't released him")).toBe("detention");
    expect(safetyTopicOf("ماما كبير في ضرب انا، باسبور مال انا هي ماسك، انا ما يقدر يروح برا")).toBe("employer_abuse");
  });

  it("no alarm for a released man, figures of speech, a dented car, a father's violence long past, a case fined and closed", () => {
    for (const q of [
      "the police released him on bail yesterday, what happens at the hearing?",
      "My manager says he'll kill me if the figures are late, that's just how he talks. He owes me two months of salary.",
      "My cousin stabbed me in the back and sold our shared land behind my back. We still own the other plot together.",
      "I almost had a heart attack when the garage sent a bill three times the estimate.",
      "My mom will kill me if she finds out I lent my savings to a friend who now refuses to pay.",
      "أمي راح تذبحني لو عرفت اني بعت الذهب، بس المشكلة ان المشتري ما دفع",
      "شريت سيارة والحين اكتشفت فيها ضربة قديمة بالصدام والبايع يقول ما كان يدري",
      "جدي كان يضرب امي زمان، والحين توفى وفي خلاف على الورث",
      "كان عندي قضيه ضرب قديمة وانحكمت غرامه وخلاص، هل تطلع في شهادة حسن السيرة؟",
      "ولد عمي يشتمني في الواتساب قدام الناس، ابي اشتكي عليه",
      "a neighbour keeps insulting me in the building's group chat",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
  });

  it("declines another country's divorce in the past tense and a dish named with its article", () => {
    for (const q of ["how do I get divorced in India if we married there", "can my marriage be annulled in the Philippines", "علموني طريقة الهريس بالدياي", "2bhk for rent near the corniche"]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
    expect(isOutOfScope("my landlord wants a 2bhk for rent back early, can he evict me?")).toBe(false);
  });

  it("asks the firm's email with an Iraqi possessive; no email asked when emails are evidence, no office asked by 'were'", () => {
    expect(keysOf("شنو الايميل مالتكم")).toContain("email");
    expect(keysOf("We're a trading firm and we kept all the emails from the buyer. Can we sue?")).not.toContain("email");
    expect(keysOf("we were talking about this at the office: is a verbal contract binding?")).toEqual([]);
    expect(keysOf("were is ur office")).toContain("address");
  });

  it("reads a word's final hamza after alef as people type it, dropped", () => {
    expect(words("نزاع بين الشركاء")).toEqual(words("نزاع بين الشركا"));
    expect(words("الغاء العقد")).toEqual(["الغا", "العقد"]);
    expect(words("ماء")).toEqual(["ماء"]);
  });
});

/** The general causes read in the retired held-out 23's misses (docs/chatbot-eval.md, "Held-out 23"), each tried on sentences of our own. */
describe("held-out 23's general causes (issue 27 §2 and §3)", () => {
  it("hears someone taken to a deportation centre, held in a police lockup, and a maid's pidgin of a madam who locks the door", () => {
    expect(safetyTopicOf("my brother was taken to the deportation center this morning and we can't reach him")).toBe("detention");
    expect(safetyTopicOf("my husband is in the police lockup since last night")).toBe("detention");
    expect(safetyTopicOf("انا شغاله، مدام شيل جواز، مدام يقفل باب، ما في خروج")).toBe("employer_abuse");
    expect(safetyTopicOf("اخوي محجوز بالمطار وما خلوه يسافر ولا يطلع")).toBe("detention");
  });

  it("no alarm for a road death before a court, idioms of a mother-in-law or the rent, a past blackmailer sentenced, a workshop's debate, a past threat settled, a legal threat, a father holding the children's passports", () => {
    for (const q of [
      "he hit a cyclist with his car and the man died; the trial starts next month and the family asks about diya",
      "my mother-in-law will literally kill me if the visa papers are late",
      "الايجار راح يذبحني، المالك زاد الايجار وانا باقي لي سنه بالعقد",
      "Two years ago someone was blackmailing me online; the police caught him and he was sentenced. Can I now claim damages?",
      "At a training workshop we had a debate: if an employee slaps a colleague, can he be dismissed at once? Just want to know the rule.",
      "من سنة واحد هددني عشان دين، واتصالحنا في القسم. دلوقتي رجع ما دفعش القسط",
      "وقفوني في المطار ساعة عشان تشابه اسماء وبعدين خلوني اطلع، كيف اتاكد ما علي شي؟",
      "شريكي يهددني بيسحب حصته من المحل اذا ما وافقت",
      "طليقي ماسك جوازاتهم عنده وما يبيني اسافر بالعيال",
      "عندنا موظف انحكم عليه بالسجن سنتين، نقدر ننهي عقده؟",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
  });

  it("declines dramas, eating out, a dish, looking for a flat, another company's vacancies; not a branch opened in Doha", () => {
    for (const q of ["suggest a good k-drama to watch", "وين ناكل فول حلو في الدوحة؟", "طريقة المنسف الاردني", "عم دور على شقة غرفة وصالة بالوكرة", "looking for a 1bhk near the metro", "شركة قطر للطاقة عم توظف؟"]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
    expect(isOutOfScope("عندي شركة في الاردن وابي افتح فرع بالدوحة")).toBe(false);
  });

  it("asks the email in Moroccan, the office misspelt, a refund after a lawyer never showed, a lawyer written with tanween", () => {
    expect(keysOf("الايميل ديالكم عافاك")).toContain("email");
    expect(keysOf("whr is ur office")).toContain("address");
    expect(keysOf("I paid and the lawyer never came. Do I get my money back?")).toContain("refund");
    expect(keysOf("عندكم محامٍ يتكلم فرنسي؟")).toContain("lawyers");
  });
});

/** The general causes read in the retired held-out 24's misses (docs/chatbot-eval.md, "Held-out 24"), each tried on sentences of our own. */
describe("held-out 24's general causes (issue 27 §2 and §3)", () => {
  it("no alarm for a car hitting a parked one, a boss's joke, a harassment policy, a school fight last month, a game's boss", () => {
    for (const q of [
      "our delivery van hit a parked car and the driver left, now the fine is in the company's name",
      "my manager jokes that he'll kill me if the weekly figures are late; what I want is my overtime",
      "we are writing a policy on harassment and threats for our staff handbook, can you check it",
      "بنتي انضربت في المدرسة الشهر اللي فات، الحين بخير بس ابي حقها من المدرسة",
      "how do I beat the final boss in this game",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
  });

  it("declines a game's boss, another company's openings, henna and make-up", () => {
    for (const q of ["tips for the final boss fight", "شركة قطر للبترول عندهم وظايف؟", "وش احسن حنه للشعر الابيض؟"]) expect(isOutOfScope(q), q).toBe(true);
  });

  it("asks the phone in Egyptian and 'what's the number', hours with a Levantine 'you'; not the office for an invoice, not lawyers for their articles, no refund for a hall's deposit", () => {
    expect(keysOf("رقم التليفون بتاعكم ايه؟")).toContain("phone");
    expect(keysOf("what's the number to ring your office")).toContain("phone");
    expect(keysOf("ايمتى الدوام عندكن؟")).toContain("hours");
    expect(keysOf("The firm emailed me a receipt; where can I see it?")).not.toContain("address");
    expect(keysOf("Do your lawyers write articles about the new tenancy rules?")).not.toContain("lawyers");
    expect(keysOf("دفعنا عربون لقاعة الحفلات والحين ما يبون يرجعونه")).not.toContain("refund");
  });
});

/** The general causes read in the retired held-out 25's safety and out-of-scope misses (docs/chatbot-eval.md, "Held-out 25"). */
describe("held-out 25's general causes (issue 27 §3)", () => {
  it("hears someone held at passport control, workers kept in a camp, a room locked by a sponsor, police at the door, a Sudanese arrest, a stalker", () => {
    expect(safetyTopicOf("immigration stopped me at passport control and I'm being held in a small room now")).toBe("detention");
    expect(safetyTopicOf("the foreman took all our passports and says nobody leaves the site until the job is done")).toBe("employer_abuse");
    expect(safetyTopicOf("my kafeel is keeping my passport and locked my room, I cannot go anywhere")).toBe("employer_abuse");
    expect(safetyTopicOf("الشرطة اجت على بيتي وعم تدور علي وانا مو هناك")).toBe("detention");
    expect(safetyTopicOf("ولدي قبضوه الصباح عند الاشارة")).toBe("detention");
    expect(safetyTopicOf("واحد ما اعرفه يراسلني كل يوم ويعرف وين رحت")).toBe("threat");
  });

  it("no alarm for a slap years ago told in a custody matter, a travel ban with nobody arrested, a neighbour's parties, a sister's idiom", () => {
    for (const q of [
      "my ex-husband pushed me once in 2021; we divorced since and now he wants the children every weekend",
      "the app shows a travel ban over an unpaid loan; nobody has arrested me, how do I lift it?",
      "the flat upstairs has parties every night until 3am, we complained many times",
      "اختي تقول بتذبحني لو ما رجعت لها الذهب اللي استلفته",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
  });

  it("declines a flat asked for with a budget and a religious ruling", () => {
    for (const q of ["any 2bhk in Al Sadd under 7000", "هل يجوز صيام يوم الجمعة لوحده؟"]) expect(isOutOfScope(q), q).toBe(true);
  });
});
