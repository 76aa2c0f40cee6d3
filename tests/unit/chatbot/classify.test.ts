/**
 * Issue 27 §2–§4: which questions ask the firm's own facts, which ones are about danger, which ones are not for
 * a law firm at all, and the Arabic style of the assistant's text. Pure functions, no database.
 */
import { describe, expect, it } from "vitest";
import { factKeysOf } from "#server/chatbot/fact-questions";
import { detectIntent } from "#server/chatbot/intents";
import { arabicStyle } from "#server/chatbot/reply";
import { isOutOfScope } from "#server/chatbot/out-of-scope";
import { safetyTopicOf } from "#server/chatbot/safety";

const keysOf = (q: string) => factKeysOf(q, detectIntent(q));

describe("fact questions", () => {
  it.each([
    ["وين مكتبكم؟", "address"],
    ["وين موقعكم", "address"],
    ["where is ur ofice", "address"],
    ["what is your adress", "address"],
    ["ارسلوا لي اللوكيشن", "map"],
    ["متى تفتحون", "hours"],
    ["what time do you close on thursday?", "hours"],
    ["رقمكم", "phone"],
    ["can i get ur phone numbr", "phone"],
    ["phone number?", "phone"],
    ["what's the office phone", "phone"],
    ["واتساب", "whatsapp"],
    ["ايش ايميلكم", "email"],
    ["كم سعر الاستشارة؟", "consultation_fees"],
    ["بكم الاستشارة", "consultation_fees"],
    ["how much is a consultaion", "consultation_fees"],
    ["كم مدة الاستشارة؟", "consultation_durations"],
    ["اقدر الغي الموعد وترجع فلوسي", "refund"],
    ["اقدر الغي الموعد وترجع فلوسي", "cancellation"],
    ["can I cancel my appointment and get a refund", "refund"],
    ["what lawers do u have for family law", "lawyers"],
  ])("%s → %s", (question, key) => {
    expect(keysOf(question)).toContain(key);
  });

  it.each([
    "What are your fees for commercial litigation?",
    "What is the notice period under Law number 14?",
    "Can I cancel a contract I signed?",
    "How quickly do you reply to messages?",
    "my employer sent me a termination email",
    "قانون رقم 14 لسنة 2004",
    "ابغى فلوسي من الشركة",
    "can I have a voice consultation by phone?",
    // A phone that is not the firm's: shopping, or someone else's number.
    "whats the best phone to buy this year",
    "which phone is best for photos",
    "what is the phone number of the Indian embassy",
  ])("%s asks no fact", (question) => {
    expect(keysOf(question)).toEqual([]);
  });
});

describe("safety and out of scope", () => {
  it.each([
    ["زوجي يضربني", "domestic_violence"],
    ["my husband hits me", "domestic_violence"],
    ["اخوي انقبض عليه بسبب شيك", "detention"],
    ["my brother was arrested", "detention"],
    ["واحد يهددني", "threat"],
    ["I want to kill myself", "self_harm"],
    ["ما ابي اعيش خلاص", "self_harm"],
  ])("%s → %s", (question, topic) => {
    expect(safetyTopicOf(question)).toBe(topic);
  });

  it("child custody and a landlord's lockout are not taken for danger", () => {
    expect(safetyTopicOf("who gets custody of the children after divorce?")).toBeNull();
    expect(safetyTopicOf("الحضانة لمن تكون بعد الطلاق")).toBeNull();
  });

  it("off-topic questions without a legal word are out of scope; with one they are not", () => {
    for (const q of ["What's the weather in Doha tomorrow?", "وش الجو اليوم", "give me a recipe for machboos", "I have a headache"]) expect(isOutOfScope(q), q).toBe(true);
    for (const q of ["Can I sue a restaurant for food poisoning?", "وقعت العقد تحت الضغط", "compensation for pain after an accident"]) expect(isOutOfScope(q), q).toBe(false);
  });

  it("shopping for a phone, a laptop or a car is out of scope; a dispute over one is not", () => {
    for (const q of ["best phone to buy", "recommend a good laptop under 3000 riyal", "ابي اشتري جوال جديد وش افضل واحد", "وش احسن تلفون الحين"]) expect(isOutOfScope(q), q).toBe(true);
    for (const q of ["I bought a car and the dealer refuses to register it, can I sue?", "the phone I bought was fake, is the shop liable?"]) expect(isOutOfScope(q), q).toBe(false);
  });
});

describe("safety and out of scope by word family (issue 27, safety27)", () => {
  it.each([
    ["زوجي بضربنى", "domestic_violence"],
    ["رجلي ضاربني امس", "domestic_violence"],
    ["ابوها يعذبها كل يوم", "domestic_violence"],
    ["والضرب مستمر من اخوي", "domestic_violence"],
    ["my husbnd slapped me", "domestic_violence"],
    ["a stranger stabbed my friend", "violence"],
    ["the child next door is in danger", "violence"],
    ["بنت الجيران في خطر", "violence"],
    ["يهددوني بالصور", "threat"],
    ["واحد يهدذني", "threat"],
    ["فيه واحد يتبعني من السوق", "threat"],
    ["someone keeps following me", "threat"],
    ["my stepfather is hurting my little sister", "domestic_violence"],
    ["a man threatned me with a knife", "threat"],
    ["مسكوا ابوي الحين", "detention"],
    ["قبضو على ولدي", "detention"],
    ["الشرطه شالت زوجي", "detention"],
    ["my dad got arested", "detention"],
    ["بنتحر خلاص", "self_harm"],
    ["مليت من حياتي", "self_harm"],
    ["افكر اموت", "self_harm"],
    ["i dont want to live", "self_harm"],
    ["thinking about ending it all", "self_harm"],
  ])("%s → %s", (question, topic) => {
    expect(safetyTopicOf(question)).toBe(topic);
  });

  it("a threat over a visa, a lawsuit or a dismissal is a legal question, not danger now", () => {
    for (const q of ["my sponsor threatens to cancel my residency", "the landlord threatened to evict us", "الكفيل يهددني يلغي اقامتي", "المدير هددني بالفصل"]) expect(safetyTopicOf(q), q).toBeNull();
    for (const q of ["what is the penalty for assault in Qatar?", "طعن في الحكم"]) expect(safetyTopicOf(q) === "threat", q).toBe(false);
  });

  it("travel, tech support, homework, shopping, sport results and another country's law are out of scope", () => {
    for (const q of [
      "book me a hotel in paris",
      "cheap flights to cairo",
      "my router keeps dropping",
      "help with my physics homework",
      "where is the nearest mall",
      "what was the score last night",
      "what are the traffic laws in Dubai",
      "ابي فندق رخيص في لندن",
      "الجوال حقي خربان",
      "حل لي الواجب",
      "منو فاز البارحة",
      "ما هو نظام العمل في السعودية",
    ])
      expect(isOutOfScope(q), q).toBe(true);
  });

  it("legal questions with a travel, medical or everyday word are not declined", () => {
    for (const q of [
      "how do I lift a travel ban",
      "the hotel fired me without notice",
      "الفندق فصلني بدون سبب",
      "عندي منع سفر",
      "I want to enforce a Saudi judgment in Qatar",
      "the airline lost my bag, can I claim compensation",
      "the doctor gave me the wrong medicine and now my kidney is damaged, who is responsible",
      "الدكتور عطاني دواء غلط مين المسوول",
    ])
      expect(isOutOfScope(q), q).toBe(false);
  });
});

describe("Arabic style", () => {
  it("Arabic-Indic digits and Arabic punctuation; phone numbers, links and Latin words untouched", () => {
    expect(arabicStyle("من 750 إلى 1,500 ريال, تقريبا")).toBe("من ٧٥٠ إلى ١٬٥٠٠ ريال، تقريبا");
    expect(arabicStyle("اتصل على +97444001234 أو https://x.example/2024 أو ISO9001")).toBe("اتصل على +97444001234 أو https://x.example/2024 أو ISO9001");
  });
});

describe("the retired held-out sets' lessons (issue 27, tuned 2026-11-28)", () => {
  it.each([
    ["ما عاد ابي اعيش", "self_harm"],
    ["ما عدت ابغى الحياة", "self_harm"],
    ["اخوي انسجن امس", "detention"],
  ])("%s → %s", (question, topic) => {
    expect(safetyTopicOf(question)).toBe(topic);
  });

  it("another country's courts and law, by adjective or 'in the …', are out of scope; Qatar's are not", () => {
    for (const q of ["كيف اطلق في المحاكم المصرية", "قانون العمل السعودي كم مكافأة نهاية الخدمة", "UK tenancy deposit rules", "divorce procedure in the Philippines courts", "how do I file for divorce in Texas"]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
    for (const q of ["قانون العمل في قطر كم مكافأة نهاية الخدمة", "divorce procedure in Qatar courts", "my Egyptian employer did not pay me"]) expect(isOutOfScope(q), q).toBe(false);
  });

  it("a phrase to translate is out of scope; a document to translate is not", () => {
    for (const q of ["translate good morning into French", "ترجم لي صباح الخير بالفرنسي", "what's the price of ethereum now"]) expect(isOutOfScope(q), q).toBe(true);
    for (const q of ["translate my birth certificate into English", "ترجم لي شهادة الميلاد بالانجليزي"]) expect(isOutOfScope(q), q).toBe(false);
  });

  it("the address asked alone or in Arabizi, hours by weekday, postponing and a lawyer cancelling are the firm's facts", () => {
    expect(keysOf("العنوان لو سمحت؟")).toContain("address");
    expect(keysOf("wain maktabkom")).toContain("address");
    expect(keysOf("مكتبكم في أي منطقة بالدوحة؟")).toContain("address");
    expect(keysOf("الدوام يوم الخميس لين كم؟")).toContain("hours");
    expect(keysOf("عندي دوام اضافي يوم الخميس")).not.toContain("hours");
    expect(keysOf("أقدر أأجل موعد الاستشارة لوقت ثاني؟")).toContain("cancellation");
    expect(keysOf("If I book and can't make it, can I cancel?")).toContain("cancellation");
  });
});

describe("words that also mean something else in a story (issue 27)", () => {
  it("a car that hit someone is a road accident, not violence", () => {
    expect(safetyTopicOf("A car hit me at a roundabout and the insurance refuses to pay")).toBeNull();
    expect(safetyTopicOf("my husband hits me")).toBe("domestic_violence");
  });

  it("WhatsApp or 'we opened' inside a story asks for no firm's fact", () => {
    expect(keysOf("I was fired by a WhatsApp message after two years with no notice, is that allowed?")).not.toContain("whatsapp");
    expect(keysOf("whatsapp no?")).toContain("whatsapp");
    expect(keysOf("do you have whatsapp")).toContain("whatsapp");
    expect(keysOf("أنا وشريكي فاتحين مطعم، وصار ياخذ من الدخل")).not.toContain("hours");
    expect(keysOf("فاتحين اليوم؟")).toContain("hours");
  });
});
