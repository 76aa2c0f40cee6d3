import { describe, expect, it } from "vitest";
import { SUBJECT_MODEL } from "#server/chatbot/subject-model.generated";
import { guessSubject, OUT_OF_SCOPE_CLASS, subjectFeatures, trainSubjectModel } from "#server/chatbot/subjects";
import { safetyTopicOf } from "#server/chatbot/safety";
import { subjectClassOf, subjectExamples } from "../../../scripts/chatbot/subject-examples";
import { HELD_OUT_SETS } from "../../../scripts/chatbot/tuning-sets";
import { dangerModelSource, subjectModelSource } from "../../../scripts/chatbot/train-subject-model";
import { DANGER_MODEL, DANGER_TOPIC_MODEL } from "#server/chatbot/danger-model.generated";
import { DANGER_CLASS, dangerTopicOf, learntDangerOf, SAFE_CLASS } from "#server/chatbot/danger";
import { dangerExamples, dangerTopicExamples } from "../../../scripts/chatbot/danger-examples";

/**
 * Decision 045: the assistant's subject model is learnt from the tuning sets only and committed as generated code.
 * These checks report counts, never a held-out question, so tuners can run this file.
 */
describe("the subject model (decision 045)", () => {
  it("is exactly what npm run train:chatbot makes of the tuning sets today (retrain after changing a set or the features)", () => {
    expect(JSON.stringify(trainSubjectModel(subjectExamples()))).toBe(JSON.stringify(SUBJECT_MODEL));
    expect(subjectModelSource()).toContain(JSON.stringify(SUBJECT_MODEL));
  });

  it("learnt from no question of the held-out set (counted, not listed)", () => {
    const learnt = new Set(subjectExamples().map((e) => e.q));
    for (const set of HELD_OUT_SETS) expect(set.cases.filter((c) => learnt.has(c.q)).length, set.label).toBe(0);
  });

  it("gives a practice area's service page its own class and other pages their section's", () => {
    expect(subjectClassOf("/services/family")).toBe("/services/family");
    expect(subjectClassOf("/services/commercial/litigation")).toBe("/services/commercial/litigation");
    expect(subjectClassOf("/careers/5a1e0000-0000-4000-a000-000000000004")).toBe("/careers");
    expect(subjectClassOf("/legal-updates*")).toBe("/legal-updates");
    expect(subjectClassOf("/lawyer-profile/x")).toBe("/browse-law-firms");
    // The overview and the comprehensive list teach no subject.
    expect(subjectClassOf("/services")).toBeNull();
    expect(subjectClassOf("/services/comprehensive-list")).toBeNull();
  });

  it("reads terms, Arabic cores and concepts, Arabizi in Arabic letters", () => {
    const features = subjectFeatures("الكفيل ما عطاني راتبي");
    expect(features.some((f) => f.startsWith("~"))).toBe(true);
    expect(features.some((f) => f.startsWith("^"))).toBe(true);
    expect(subjectFeatures("el kafeel ma 3atani rateb").some((f) => f.startsWith("~"))).toBe(true);
  });

  it("learns a subject from words no concept names, and says how sure it is", () => {
    const model = trainSubjectModel([
      {
        q: "my landlord kept the deposit",
        subjects: ["/services/civil-cases"],
      },
      {
        q: "the landlord wants me out of the flat",
        subjects: ["/services/civil-cases"],
      },
      {
        q: "my boss has not paid me for months",
        subjects: ["/services/employment"],
      },
      {
        q: "the manager keeps delaying my pay",
        subjects: ["/services/employment"],
      },
      { q: "best shawarma in doha", subjects: [OUT_OF_SCOPE_CLASS] },
    ]);
    const guess = guessSubject("the landlord will not give back my deposit", model)!;
    expect(guess.subject).toBe("/services/civil-cases");
    expect(guess.probability).toBeGreaterThan(0.5);
    expect(guess.ranked.map((r) => r.subject)).toContain("/services/employment");
    expect(guess.known).toBeGreaterThan(0);
    expect(guess.known).toBeLessThanOrEqual(guess.features);
    expect(guessSubject("zebrafish", model)).toBeNull();
  });

  it("the committed model knows the sites's subjects and the out-of-scope class", () => {
    expect(SUBJECT_MODEL.classes).toContain(OUT_OF_SCOPE_CLASS);
    expect(SUBJECT_MODEL.classes).toContain("/services/employment");
    expect(Object.keys(SUBJECT_MODEL.counts).length).toBeGreaterThan(1000);
  });
});

describe("danger read the way it is typed (decision 045)", () => {
  it("reads an active participle of a root as the root (حابسني: he keeps me locked in)", () => {
    expect(safetyTopicOf("الكفيل حابسني في البيت")).not.toBeNull();
    expect(safetyTopicOf("زوجي ضاربني")).toBe("domestic_violence");
  });

  it("reads Arabizi's d, t, s and z as the emphatic letters too (yedrebni is يضربني)", () => {
    expect(safetyTopicOf("zoji yedrebni w ana 5ayfa")).toBe("domestic_violence");
    // The law's own words stay the law's: a reading of a legal question finds no danger.
    expect(safetyTopicOf("abi mu7ami 3shan 6alaq")).toBeNull();
  });
});

describe("the learnt danger signal (decision 047)", () => {
  it("is exactly what npm run train:chatbot makes of the tuning sets today, and learnt from no held-out question", () => {
    expect(JSON.stringify(trainSubjectModel(dangerExamples()))).toBe(JSON.stringify(DANGER_MODEL));
    expect(JSON.stringify(trainSubjectModel(dangerTopicExamples()))).toBe(JSON.stringify(DANGER_TOPIC_MODEL));
    expect(dangerModelSource()).toContain(JSON.stringify(DANGER_MODEL));
    expect(DANGER_MODEL.classes).toEqual([DANGER_CLASS, SAFE_CLASS]);
    const learnt = new Set(dangerExamples().map((e) => e.q));
    for (const set of HELD_OUT_SETS) expect(set.cases.filter((c) => learnt.has(c.q)).length, set.label).toBe(0);
  });

  // A small model of its own, so that each check can fail whatever the tuning sets hold.
  const safe = (q: string) => ({ q, subjects: [SAFE_CLASS] });
  const danger = (q: string) => ({ q, subjects: [DANGER_CLASS] });
  const models = {
    danger: trainSubjectModel([
      danger("the men with sticks are outside my room tonight"),
      danger("they are outside my room and shouting they will come in"),
      danger("my uncle is outside the room with a stick"),
      safe("my landlord kept the deposit"),
      safe("the room I rented has no window, can I leave the lease"),
      safe("my boss has not paid me"),
      safe("how much is a consultation"),
      safe("what are your office hours"),
    ]),
    topic: trainSubjectModel([
      { q: "the men with sticks are outside my room tonight", subjects: ["violence"] },
      { q: "my uncle is outside the room with a stick", subjects: ["domestic_violence"] },
    ]),
  };

  it("speaks when sure of danger, names a topic, and stays silent on an ordinary question", () => {
    expect(learntDangerOf("men with sticks outside my room shouting", models)).not.toBeNull();
    expect(learntDangerOf("my landlord kept the deposit for the room", models)).toBeNull();
    expect(learntDangerOf("zebrafish breeding", models)).toBeNull();
  });

  it("comes after the patterns and never over what they decline or read as past or legal", () => {
    expect(dangerTopicOf("زوجي يضربني")).toBe("domestic_violence");
    expect(dangerTopicOf("what is the weather in doha today")).toBeNull();
    expect(dangerTopicOf("they arrested my cousin on Friday and released him on bail on Sunday")).toBeNull();
  });
});
