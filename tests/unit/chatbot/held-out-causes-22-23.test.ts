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
