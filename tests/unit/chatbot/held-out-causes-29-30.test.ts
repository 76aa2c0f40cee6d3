import { describe, expect, it } from "vitest";
import { dangerTopicOf } from "#server/chatbot/danger";
import { factKeysOf } from "#server/chatbot/fact-questions";
import { detectIntent } from "#server/chatbot/intents";
import { isOutOfScope } from "#server/chatbot/out-of-scope";
import { safetyTopicOf } from "#server/chatbot/safety";

const keysOf = (q: string) => factKeysOf(q, detectIntent(q)).sort();

/**
 * Issue 27: the general causes read in the misses of held-out set 29, retired into tuning after its one report
 * (docs/chatbot-eval.md, "Held-out 29"), and of set 30 below, tried here on sentences of our own (earlier sets:
 * ./held-out-causes-26-27.test.ts).
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
    // Danger beside the same words is still heard: a game room, a clan's threat, someone not let home.
    expect(safetyTopicOf("my husband hit me in the game room just now")).toBe("domestic_violence");
    expect(safetyTopicOf("my clan leader threatens to kill me if I marry him")).toBe("threat");
    expect(safetyTopicOf("they won't let him come home, he is at the police station since last night")).toBe("detention");
    // A cut to the body is still a threat.
    expect(safetyTopicOf("he says he will cut my face if I tell anyone")).toBe("threat");
  });
});

describe("held-out 29's general causes: out of scope (issue 27 §3)", () => {
  it("declines a video game, a referee's call, a religious ruling, another country's trials and another employer's vacancies", () => {
    for (const q of [
      "My clan leader in Clash Royale removed me from the team, how do I complain to the game company?",
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

/** Held-out set 30's general causes, retired into tuning after its one report (docs/chatbot-eval.md, "Held-out 30"). */
describe("held-out 30's general causes: danger now (issue 27 §3)", () => {
  it("hears detention 'not released yet', workers kept in a villa to work off a debt, a pidgin 'at the police now', the CID named in Latin", () => {
    expect(safetyTopicOf("Dear team, my brother was detained by CID this morning and has still not been released, please advise")).toBe("detention");
    expect(safetyTopicOf("the agent took our passports and we are kept in a villa, they say we must work on the farm to pay back the visa fee")).toBe("employer_abuse");
    expect(safetyTopicOf("انا في شرطه الحين، هم يقول انا سرق")).toBe("detention");
    expect(safetyTopicOf("الـ CID اخذوا المحاسب حقنا من المكتب الصبح ونبي محامي")).toBe("detention");
    expect(safetyTopicOf("الكفيل اخذ جواز، يسكر باب غرفه، ما في خلي انا روح برا")).toBe("employer_abuse");
    // Passports taken at the airport with workers then kept or made to work: the employer's abuse; held there: detention.
    expect(safetyTopicOf("the company man took my passport at the airport when I landed and now I am locked in a house and they forced me to work")).toBe("employer_abuse");
    expect(safetyTopicOf("my wife is held at the airport by immigration officers right now")).toBe("detention");
  });

  it("no alarm for someone let home with a summons, an airport hold of a past year, a threat to sue, the thief caught, 'follow me go court'", () => {
    for (const q of [
      "my daughter was questioned by police and they let her come home, now she has a summons for Sunday, can a lawyer attend?",
      "خالي انحجز بالمطار سنة ٢٠٢١ وطلعوه بعد ساعات، كيف يتأكد ما يتكرر؟",
      "الجار بيرفع علي قضية ويقول بيطالبني بخمسين الف",
      "الشرطه مسكوا اللي سرق جوالي، اقدر اطالب بتعويض؟",
      "abeg make lawyer follow me go court tomorrow",
      "The bank keeps calling my father about a loan he guaranteed. He is sure he will end up in jail. What does he owe?",
    ]) {
      expect(dangerTopicOf(q), q).toBeNull();
    }
  });
});

describe("held-out 30's general causes: out of scope (issue 27 §3)", () => {
  it("declines a visa named with words between, a court in a city abroad, an event, a flight's price, law school, a TV drama, a symptom", () => {
    for (const q of [
      "how do I apply for a UK graduate route visa from Doha",
      "the divorce procedure at the family court in Bangalore",
      "what time are the fireworks on National Day",
      "بكم تذكرة الطيران للقاهرة في العيد؟",
      "هل الخطوط القطرية تطلب مضيفات الحين؟",
      "is an LLB at a UK university worth it and what are the entry requirements",
      "in the Good Wife, can a lawyer really do that?",
      "I have chest pain since yesterday what could it be",
    ]) {
      expect(isOutOfScope(q), q).toBe(true);
    }
  });

  it("keeps a pain that work caused, and a divorce here", () => {
    expect(isOutOfScope("I had chest pain after my employer made me lift boxes, can I claim sick leave?")).toBe(false);
    expect(isOutOfScope("the divorce procedure at the family court in Doha")).toBe(false);
  });
});

describe("held-out 30's leftover: someone else's appointment is not the consultation (issue 27 §2)", () => {
  it("reads a visa centre's, an embassy's or a clinic's wait as theirs, and the firm's appointment as the consultation", () => {
    for (const q of [
      "how long is the wait for a Schengen visa appointment at the VFS centre",
      "كم مدة انتظار موعد السفارة البريطانية",
      "how long is the medical check appointment for my residence permit",
    ]) {
      expect(keysOf(q), q).toEqual([]);
    }
    expect(isOutOfScope("how long is the wait for a Schengen visa appointment at the VFS centre")).toBe(true);
    // The consultation, a lawyer or the firm named beside the visa keeps it the firm's.
    expect(keysOf("how much is a consultation about my schengen visa refusal")).toEqual(["consultation_fees"]);
    expect(keysOf("how long is the appointment with your lawyer about the embassy's letter")).toEqual(["consultation_durations"]);
    expect(keysOf("كم مدة الموعد")).toEqual(["consultation_durations"]);
  });
});
