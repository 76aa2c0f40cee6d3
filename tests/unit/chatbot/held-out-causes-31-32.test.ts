import { describe, expect, it } from "vitest";
import { dangerTopicOf } from "#server/chatbot/danger";
import { factKeysOf } from "#server/chatbot/fact-questions";
import { detectIntent } from "#server/chatbot/intents";
import { isOutOfScope } from "#server/chatbot/out-of-scope";
import { safetyTopicOf, toldAsPastOrLegal } from "#server/chatbot/safety";

const keysOf = (q: string) => factKeysOf(q, detectIntent(q)).sort();

/**
 * Issue 27: the general causes read in the misses of held-out sets 31 and 32, each retired into tuning after its one report
 * (docs/chatbot-eval.md, "Held-out 31" and "Held-out 32"), tried here on sentences of our own (earlier sets:
 * ./held-out-causes-29-30.test.ts).
 */
describe("held-out 31's general causes: danger now (issue 27 §3)", () => {
  it("hears someone held at arrivals, money demanded under a threat to ruin, a worker's door shut in pidgin", () => {
    expect(safetyTopicOf("my brother flew in this morning and they held him at arrivals, he is still in a side office")).toBe("detention");
    expect(safetyTopicOf("a man says he will expose my private chats and destroy my marriage unless I pay him tonight")).toBe("threat");
    expect(safetyTopicOf("مدام خذ جواز حق انا وقفل باب ما في طلع برا")).toBe("employer_abuse");
  });

  it("no alarm for bail asked about, a term served years ago, an ex's false claim, a witness's call", () => {
    for (const q of [
      "كم الكفاله الماليه للخروج من التوقيف في قضيه شيك",
      "قبل خمس سنين انسجنت ثلاث شهور وخلصت المده، الحين ابي شهادة حسن سيرة وسلوك",
      "طليقي دايم يكول للناس اني جنت اضربه، وهذا كله كذب، وشلون اثبت بالمحكمه",
      "المخفر يبوني شاهد على مضاربه صارت قدام المحل، هل لازم احضر؟",
      "The police asked me to come as a witness to a shop robbery I saw; do I have to go?",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
    // Held now, or asked of someone inside, is still heard.
    expect(safetyTopicOf("اخوي محبوس الحين في المخفر وابي اعرف كم الكفاله")).toBe("detention");
  });

  it("the learnt signal stays silent for an app's trouble, a child's holiday abroad, a road accident's blood money, rights asked", () => {
    for (const q of [
      "الانستا عندي ما يفتح الرسايل شسوي",
      "زوجي السابق يبي ياخذ الولد معاه لبلده بالصيف واخاف ما يرجعه، انفصلنا من سنتين",
      "صار معي حادث سياره وتوفى الراكب، واهله يطالبون بالديه",
      "انا طباخ في بيت والكفيل ما يعطيني اجازه، ابي اعرف حقوقي شنو",
    ]) {
      expect(toldAsPastOrLegal(q) || isOutOfScope(q), q).toBe(true);
    }
    // …but rights asked with officers there now are danger now.
    expect(toldAsPastOrLegal("Police officers are at my door right now and want me to come with them, what are my rights?")).toBe(false);
  });
});

describe("held-out 31's general causes: out of scope (issue 27 §3)", () => {
  it("declines another country's tax, admission to a law faculty and a named employer's vacancies", () => {
    for (const q of [
      "How does UK income tax work for a pension paid in Manchester?",
      "كم المعدل المطلوب للقبول في كليه الحقوق؟",
      "ابي اقدم على شغل في كهرماء، متى يفتحون التوظيف؟",
    ]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
    // Working for one of them with a claim is the firm's.
    expect(isOutOfScope("انا اشتغل في كهرماء وما عطوني مستحقاتي بعد الاستقاله")).toBe(false);
  });
});

describe("held-out 31's general causes: the firm's facts (issue 27 §2)", () => {
  it("reads 'which is cheaper' and a sum asked about as the consultation's fee", () => {
    expect(keysOf("is a phone consultation cheaper than coming to the office?")).toEqual(["consultation_fees"]);
    expect(keysOf("الاستشارة بالفين ولا اقل؟")).toEqual(["consultation_fees"]);
  });

  it("does not take the website praised, the asker's own number or 'a page where' for the office's details", () => {
    expect(keysOf("موقعكم حلو ماشاء الله، بس عندي سؤال عن الورث")).toEqual([]);
    expect(keysOf("غيرت رقم جوالي وابي احدثه بالحساب")).toEqual([]);
    expect(keysOf("Is there a page where I can see all the templates you offer?")).toEqual([]);
    expect(keysOf("I'd like to book a lawyer for phone, I cannot come to the office")).toEqual([]);
    // The firm's own number and address are still theirs.
    expect(keysOf("ابي رقمكم")).toEqual(["phone"]);
    expect(keysOf("وين موقعكم؟")).toEqual(["address", "map"]);
  });
});

describe("held-out 32's general causes: danger now and what is not (issue 27 §3)", () => {
  it("hears someone held at a land border, Search and Follow-up taking someone, a stalker's new accounts", () => {
    expect(safetyTopicOf("they stopped my husband at the Salwa border crossing and are holding him in an office")).toBe("detention");
    expect(safetyTopicOf("رجال البحث والمتابعه اخذوا زوجي من الشغل قبل ساعه")).toBe("detention");
    expect(safetyTopicOf("after I blocked him he opened new accounts to message me and sent a picture of my car")).toBe("threat");
  });

  it("no alarm for a false claim told to a judge, a business's reputation threatened, dues to collect or withheld", () => {
    for (const q of [
      "My husband told the family court judge in the custody hearing that I hit the children, which is a lie",
      "A customer threatened to ruin our shop with fake reviews after we refused a refund",
      "ابوي توفى في حادث بالشغل وما نعرف كيف نقبضوهم مستحقاته",
      "الكفيل ما عطاني تذكره السفر بعد ما خلصت العقد",
      "my sponsor did not give me my ticket after two years, what can I do",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
  });
});

describe("held-out 32's general causes: out of scope and the office's details (issue 27 §2, §3)", () => {
  it("declines a portal's how-to, a game's in-app trade, another country's conduct certificate", () => {
    for (const q of ["Where can I pay my traffic fine through Metrash?", "واحد نصب علي في فيفا بصفقة لاعبين", "كيف اطلع شهاده حسن سيره وسلوك من الاردن؟", "police clearance certificate from Nepal, how long does it take?"]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
    // Pay the company here still owes someone who has gone home is the firm's matter; another country's labour law is not.
    expect(isOutOfScope("I went back to Kathmandu, the company never paid my last salary")).toBe(false);
    expect(isOutOfScope("Saudi labour law end of service for 6 years")).toBe(true);
  });

  it("answers the address asked politely after a greeting, and the map asked as 'عالخريطة'", () => {
    expect(keysOf("مساء الخير، بزوركم بكره، ابي العنوان بالتفصيل")).toEqual(["address", "map"]);
    expect(keysOf("انتو عالخريطة؟")).toContain("map");
  });
});
