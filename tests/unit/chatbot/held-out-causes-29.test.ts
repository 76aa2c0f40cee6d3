import { describe, expect, it } from "vitest";
import { dangerTopicOf } from "#server/chatbot/danger";
import { isOutOfScope } from "#server/chatbot/out-of-scope";
import { safetyTopicOf } from "#server/chatbot/safety";

/**
 * Issue 27: the general causes read in the misses of held-out set 29, retired into tuning after its one report
 * (docs/chatbot-eval.md, "Held-out 29"), tried here on sentences of our own (earlier sets: ./held-out-causes-26-27.test.ts).
 */
describe("held-out 29's general causes: danger now and its figures of speech (issue 27 §3)", () => {
  it("hears someone led away in handcuffs now, the asker's partner or manager", () => {
    expect(safetyTopicOf("Police came to my shop and took my partner away in handcuffs an hour ago, we need a lawyer now")).toBe("detention");
    expect(safetyTopicOf("two officers walked our accountant away in handcuffs from the bank this morning")).toBe("detention");
    // Years ago is the story's past.
    expect(safetyTopicOf("five years ago they took my uncle away in handcuffs; he was acquitted, can he clear his record?")).toBeNull();
  });

  it("no alarm for a salary cut, work that 'killed me', a passport given back, a game or a match", () => {
    for (const q of [
      "My employer says he will cut my salary for the broken plate, is it allowed?",
      "the manager says he will cut my allowance if I take leave in December",
      "المدير ذبحني بالشغل من الصبح لين الليل وما في اضافي",
      "my old boss kept my passport last year but I got it back in March, now he says he will file an absconding case",
      "الكفيل كان ماخذ جوازي واستلمت جوازي الشهر الماضي، الحين يهددني ببلاغ تغيب",
      "My clan leader in a mobile game kicked me out, how do I complain to the game company?",
      "الحكم ظلمنا بضربة جزاء في ماتش امس",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
    // A cut to the body is still a threat.
    expect(safetyTopicOf("he says he will cut my face if I tell anyone")).toBe("threat");
  });
});

describe("held-out 29's general causes: out of scope (issue 27 §3)", () => {
  it("declines a video game, a referee's call, a religious ruling, another country's trials and another employer's vacancies", () => {
    for (const q of [
      "My clan leader in a mobile game removed me from the team, how do I complain to the game company?",
      "طردوني من الكلان في فورتنايت بدون سبب",
      "the referee gave a penalty that was not a penalty yesterday, was it fair?",
      "الحكم ظلمنا بضربة جزاء في ماتش امس",
      "Is it halal to take a mortgage from a bank?",
      "هل العمل في البنك حلال ولا حرام؟",
      "how does the jury system work in the UK?",
      "هل اريدو عندهم وظايف شاغرة؟",
    ]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
  });

  it("keeps the legal question beside the same words: a franchise, a fake job's agent, a hit and run at the mall, a player hurt", () => {
    for (const q of [
      "I want to sign a franchise for a pizza brand, can you review the franchise agreement first?",
      "an agent took 3000 riyals for a hotel job that was fake and disappeared",
      "a taxi hit my car at the mall car park and drove off, where do we complain",
      "the referee did nothing when a player broke my leg on purpose, can I claim compensation?",
    ]) {
      expect(isOutOfScope(q), q).toBe(false);
    }
  });
});
