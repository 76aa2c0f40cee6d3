import { describe, expect, it } from "vitest";
import { dangerTopicOf } from "#server/chatbot/danger";
import { isOutOfScope } from "#server/chatbot/out-of-scope";
import { safetyTopicOf, toldAsPastOrLegal } from "#server/chatbot/safety";

/**
 * Issue 27: the general causes read in the misses of held-out set 33, retired into tuning after its one report
 * (docs/chatbot-eval.md, "Held-out 33"), tried here on sentences of our own (earlier sets: ./held-out-causes-31-32.test.ts).
 */
describe("held-out 33's general causes: danger now (issue 27 §3)", () => {
  it("hears passports taken with nobody let out in Egyptian Arabic, a maid kept in by a woman sponsor, someone walking behind", () => {
    expect(safetyTopicOf("المقاول واخد الباسبورات بتاعتنا ومش مخلينا نخرج من السكن")).toBe("employer_abuse");
    expect(safetyTopicOf("المدام حابستني بالمطبخ من امبارح وماخذة جوازي")).toBe("employer_abuse");
    expect(safetyTopicOf("في شاب بيلحقني من الجامعة لحد البيت كل يوم")).toBe("threat");
    expect(safetyTopicOf("رجال يمشي وراي من الموقف للعمارة كل ليلة")).toBe("threat");
    // The Egyptian present (بيقفل) of a gate locked on workers whose passports are taken; a deportation centre stays detention.
    expect(safetyTopicOf("المعلم واخد الباسبورات وبيقفل علينا العنبر وبنشتغل من غير فلوس")).toBe("employer_abuse");
    expect(dangerTopicOf("حابسيني في الترحيل من يومين ومحدش بيقولي ليه")).toBe("detention");
  });

  it("a laugh, a joke or family talk after 'he will kill me' is a figure of speech; not joking is still heard", () => {
    for (const q of [
      "اختي بتذبحني لو ما رجعت لها فستانها 😂 المهم، كم تاخذ المحكمة عشان تثبت الطلاق؟",
      "مديري بيقتلني اذا تأخر التقرير، يمزح طبعا. بس سؤالي عن الاجازة السنوية كم يوم؟",
      "My uncle says he'll break my neck if I sell the family land, it's just talk. How is land shared between heirs?",
      "My sister jokes that she will kill me if I miss her wedding, only a joke. Can I sponsor her visit visa?",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
    expect(safetyTopicOf("he said he will kill me and he was not joking")).toBe("threat");
    expect(dangerTopicOf("جوزي قال هيقتلني ومش بيمزح، أنا خايفة")).not.toBeNull();
  });

  it("a threat to complain to the manager (Egyptian future هـ) is a dispute, not danger", () => {
    expect(dangerTopicOf("جاري بيهددني انه هيشتكيني للبلدية عشان العربية")).toBeNull();
  });
});

describe("pay withheld is read from a negation, not from 'ماما' (madam) (issue 27 §3)", () => {
  it("madam who gave the pay is not pay withheld; madam who did not give it is", () => {
    expect(toldAsPastOrLegal("ماما عطاني الراتب امس")).toBe(false);
    expect(toldAsPastOrLegal("ماما ما عطاني راتبي من ٣ شهور")).toBe(true);
  });
});

describe("held-out 33's general causes: out of scope (issue 27 §3)", () => {
  it("declines a case before another country's courts though the asker lives here, and another country's identity card", () => {
    expect(isOutOfScope("ابغى ارفع دعوى نفقة في محاكم مصر وانا ساكنة هنا")).toBe(true);
    expect(isOutOfScope("How do I renew my CNIC through NADRA online?")).toBe(true);
    expect(isOutOfScope("عايز اجدد بطاقة الرقم القومي وانا برا مصر")).toBe(true);
    // A case here, or a matter of Qatar named beside another country, stays the firm's.
    expect(isOutOfScope("ابي ارفع قضية هنا في قطر على شركة في دبي")).toBe(false);
    expect(isOutOfScope("انا مقيم هنا والكفيل ما عطاني راتبي من ٣ شهور")).toBe(false);
  });
});
