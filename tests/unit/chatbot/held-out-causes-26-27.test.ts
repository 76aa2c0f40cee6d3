import { describe, expect, it } from "vitest";
import { dangerTopicOf } from "#server/chatbot/danger";
import { factKeysOf } from "#server/chatbot/fact-questions";
import { detectIntent } from "#server/chatbot/intents";
import { isOutOfScope } from "#server/chatbot/out-of-scope";
import { safetyTopicOf, toldAsPastOrLegal } from "#server/chatbot/safety";

const keysOf = (q: string) => factKeysOf(q, detectIntent(q));

/**
 * Issue 27: the general causes read in the misses of held-out set 26, retired into tuning after its one report
 * (docs/chatbot-eval.md, "Held-out 26"), tried here on sentences of our own (sets 22 to 25: ./held-out-causes-22-23.test.ts); set 27 at the end.
 */
describe("held-out 26's general causes: danger now (issue 27 §3)", () => {
  it("hears a relative arrested tonight though 'he was arrested' is also said of a thief caught", () => {
    expect(safetyTopicOf("my brother is 22, he was arrested tonight outside the mall and they won't tell us where he is")).toBe("detention");
    // The other side caught stays the asker's claim.
    expect(safetyTopicOf("someone stole my bike from the building, he was arrested the next day, can I get compensation?")).toBeNull();
  });

  it("hears detention told without an article, in a pidgin, at departures and at the prosecution now", () => {
    expect(safetyTopicOf("they are holding my cousin for the deportation centre since a week and nobody tells him anything")).toBe("detention");
    expect(safetyTopicOf("My husband was stopped at departures by officers and is still there")).toBe("detention");
    expect(safetyTopicOf("وصلنا مطار الدوحة وحاجزين اخوي بغرفة من ساعتين")).toBe("detention");
    expect(safetyTopicOf("اخوي راح يسلم نفسه وحجزوه وما نعرف عنه شي")).toBe("detention");
    expect(safetyTopicOf("ابني خدوه الصبح وهو في النيابة لسه ومحدش بيرد علينا")).toBe("detention");
  });

  it("hears passports taken without 'our', workers not let out, and ending everything tonight", () => {
    expect(safetyTopicOf("the agency took passports from all of us and the supervisor doesn't allow us to go out of the camp")).toBe("employer_abuse");
    expect(safetyTopicOf("انا شغاله، المدام ما يخلي اطلع وجواز عند ماما")).toBe("employer_abuse");
    expect(safetyTopicOf("I'm done with all of it, I keep thinking about ending it all tonight")).toBe("self_harm");
  });

  it("no alarm for a harm of years ago claimed now, a boss's figure of speech beside a new demand, a parked car hit", () => {
    for (const q of [
      "Three years ago a man attacked me at a car park and he was jailed for it. The dentist bills were huge. Can I claim them now?",
      "My supervisor says he'll kill me if the report is late, that's just how he talks. Now he also wants us in on Saturdays unpaid.",
      "واحد صدم سيارتي وهي واقفة عند المجمع وهرب، وشركة التأمين تتأخر",
      "بنتي انضربت في الروضة من سنة وتعالجت، وهلق بدي اطالب بتعويض عن العلاج الباقي",
      "انا شغاله، الراتب ما وصل من ثلاثه شهر، ابي اسافر وجواز عند بابا",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
    expect(toldAsPastOrLegal("انا شغاله، الراتب ما وصل من ثلاثه شهر، ابي اسافر وجواز عند بابا")).toBe(true);
  });
});

describe("held-out 26's general causes: out of scope (issue 27 §3)", () => {
  it("declines worship, a phone's deleted photos, an engine's oil, a dish, another employer's jobs and a land record abroad", () => {
    for (const q of [
      "can I combine my prayers when I travel to Dukhan for work?",
      "how do I recover deleted photos from my Samsung",
      "which engine oil is best for a Land Cruiser",
      "وش أحسن زيت للسيارة في الصيف؟",
      "كيف استرجع المحادثات اللي انمسحت من الواتساب؟",
      "طريقة المنسف الأردني باللبن",
      "Is Ooredoo hiring engineers? how do I apply",
      "ابي اقدم على وظيفة في كهرماء",
      "how to fix a mistake in my land records in Kerala, the village office is slow",
    ]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
  });

  it("keeps the legal question about the same things", () => {
    for (const q of [
      "my employer refuses to give me time for Friday prayers, is that legal?",
      "I need to recover deleted WhatsApp messages as evidence for my court case",
      "the garage put the wrong engine oil and ruined my car, can I claim compensation?",
      "Qatar Airways terminated my contract without end of service, what are my rights?",
    ]) {
      expect(isOutOfScope(q), q).toBe(false);
    }
  });
});

/** Held-out 27's general causes (docs/chatbot-eval.md, "Held-out 27"), on sentences of our own. */
describe("held-out 27's general causes (issue 27 §2 and §3)", () => {
  it("no alarm for prison asked about as a possibility, a manager's 'killing me' over lateness, violence denied as 'never been'", () => {
    for (const q of [
      "سمعت ان اللي يشتم أحد في الواتساب ممكن ينسجن، صحيح؟ والحين واحد يهددني برفع قضية",
      "could I go to jail for a cheque that bounced last year? the bank says it will file a case",
      "هالعامل بيجلطني، كل يوم يتأخر عن الدوام ساعة. كيف أفصله بدون مشاكل؟",
      "My wife's family keeps threatening to cancel the sponsorship if I don't sign; she has never been violent, we just disagree about money.",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
    // Fear told with it is still danger.
    expect(safetyTopicOf("they said I could be arrested tonight at the house and I'm scared, the police are outside")).toBe("detention");
  });

  it("declines a shop's delivery, keeps a delivery contract", () => {
    expect(isOutOfScope("is Carrefour open late on Thursday?")).toBe(true);
    expect(isOutOfScope("we supply Carrefour and they refuse to pay for a delivery they took, can we sue?")).toBe(false);
  });

  it("reads the fee of meeting an advocate, a booking moved to another day and the time given with the lawyer", () => {
    expect(keysOf("what are the charges for meeting an advocate at your office?")).toContain("consultation_fees");
    expect(keysOf("I have to move my appointment to next week, is that possible?")).toContain("cancellation");
    expect(keysOf("حجزت موعد بكرة وأبي أغيره ليوم ثاني")).toContain("cancellation");
    expect(keysOf("كم وقت يعطوني مع المحامي بالاستشارة؟")).toContain("consultation_durations");
  });

  it("reads Arabizi's final 'a' as ة too, the time with the lawyer and a refund when the lawyer did not come", () => {
    expect(keysOf("kam da8ee8a el estishara ma3 el mo7ami?")).toContain("consultation_durations");
    expect(keysOf("كم دقيقة مع المحامي أول مرة؟")).toContain("consultation_durations");
    expect(keysOf("اذا المحامي ما حضر ارجع فلوسي؟")).toContain("refund");
  });
});

/** Held-out 28's general causes (docs/chatbot-eval.md, "Held-out 28"), on sentences of our own. */
describe("held-out 28's general causes (issue 27 §2 and §3)", () => {
  it("declines another country's law compared with 'here', an exam's results, a car's worth and a pet's kittens", () => {
    for (const q of [
      "is rent law in Uganda like here? my tenant in Kampala stopped paying",
      "متى تنزل نتيجة الشهادة السودانية هالسنة؟",
      "سيارتي لاندكروزر ٢٠١٨ كم تسوى الحين؟",
      "بستي جابت صغار، ايش اعطيهم ياكلو؟",
    ]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
    expect(isOutOfScope("I sold my car and the buyer's cheque bounced, how much can I claim?")).toBe(false);
  });

  it("reads the office working on a weekend day, the written and in-person consultations' fees, a map asked in Moroccan", () => {
    expect(keysOf("does the office work on Saturdays?")).toContain("hours");
    expect(keysOf("how much is a written consultation?")).toContain("consultation_fees");
    expect(keysOf("price of a face to face meeting with a lawyer")).toContain("consultation_fees");
    expect(keysOf("صيفطو ليا بلاصة المكتب فالخريطة")).toContain("map");
  });
});

