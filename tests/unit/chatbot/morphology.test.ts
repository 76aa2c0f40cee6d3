import { describe, expect, it } from "vitest";
import { safetyTopicOf } from "#server/chatbot/safety";
import { conceptsOfCore } from "#server/chatbot/synonyms";
import { arabicCores, fold, isDetailTerm, terms } from "#server/chatbot/text";

/** Decision 044: a word's core, the details of a story, and danger however it is typed. */
describe("an Arabic word meets the concept map through its core (issue 27 §1)", () => {
  it("takes off clitics, a verb's prefixes and person endings, keeping cores of three letters or more", () => {
    expect(arabicCores(fold("فنشتني"))).toContain("فنش");
    expect(arabicCores(fold("بيفنشونه"))).toContain("فنش");
    expect(arabicCores(fold("مستلف"))).toContain("ستلف");
    expect(arabicCores(fold("والشركه"))).toContain("شركه");
    for (const core of arabicCores(fold("يطلعوني"))) expect(core.length).toBeGreaterThanOrEqual(3);
  });

  it("reads the future's س or ح only before a verb's prefix: سبني (he insulted me) is not بني (built)", () => {
    expect(arabicCores("سبني")).not.toContain("بني");
    expect(arabicCores("سيدفع")).toContain("دفع");
  });

  it("finds the concept of a dialect form the map does not list, and none for an unrelated word", () => {
    expect(conceptsOfCore(fold("فنشتني"))).toContain("~labour");
    expect(conceptsOfCore(fold("فنشوه"))).toContain("~labour");
    expect(conceptsOfCore(fold("مستلفه"))).toContain("~debt");
    expect(conceptsOfCore(fold("طاولتنا"))).toEqual([]);
    expect(conceptsOfCore("divorce")).toEqual([]);
  });
});

describe("amounts and spans of time are a story's details (issue 27 §1)", () => {
  it("counts numbers in words or digits, riyals and spans of time as details, and legal words not", () => {
    for (const word of ["خمسين", "الف", "سنتين", "شهور", "ريال", "30", "thousand", "years", "yesterday"]) {
      expect(isDetailTerm(terms(word)[0] ?? word), word).toBe(true);
    }
    for (const word of ["طلاق", "راتب", "cheque", "divorce", "contract"]) expect(isDetailTerm(terms(word)[0]!), word).toBe(false);
  });
});

describe("danger however it is typed (issue 27 §3)", () => {
  it("reads Arabizi for danger", () => {
    expect(safetyTopicOf("ana m7boos fel markaz w ma 5alooni at9al")).toBe("detention");
  });

  it("an attack or a weapon is danger now; the law's appeal (الطعن) is not", () => {
    expect(safetyTopicOf("a man came at me with a knife outside my flat")).toBe("violence");
    expect(safetyTopicOf("واحد هجم علينا في البيت ومعه سلاح")).toBe("violence");
    expect(safetyTopicOf("طعنوه في الشارع وهو بالمستشفى")).toBe("violence");
    expect(safetyTopicOf("كيف اقدم الطعن بالتمييز على الحكم")).toBeNull();
    expect(safetyTopicOf("مدة الطعن في حكم الاستئناف")).toBeNull();
  });

  it("a child with bruises or left alone for days is danger", () => {
    expect(safetyTopicOf("the girl next door has bruises every week and they leave her alone")).toBe("violence");
    expect(safetyTopicOf("ولد الجيران عليه كدمات وتاركينه بروحه")).toBe("violence");
  });
});
