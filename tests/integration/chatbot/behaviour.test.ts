/**
 * Issue 27 §2–§4: the firm's facts from its data, safety first, out-of-scope declined as such, a next step on
 * every answer that cites pages, and Arabic answers in the site's digits and punctuation.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import type { ChatAnswer } from "#server/chatbot/answer";
import { arabicStyle } from "#server/chatbot/reply";
import { bookableLawyers } from "#server/consultations/bookable";
import { forgetFirmProfile } from "#server/firm/profile";
import { searchLawyers } from "#server/lawyers/queries";
import { searchLawyersInput } from "#server/lawyers/schemas";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { useSampleSite } from "../../setup/sample-site";

let db: DB;
let profile: { phone: string; whatsapp: string | null; email: string; urgent_phone: string; address_ar: string; address_en: string; hours_en: string; map_url: string | null };

useSampleSite(async (created) => {
  db = created;
  profile = await db.selectFrom("firm_profile").select(["phone", "whatsapp", "email", "urgent_phone", "address_ar", "address_en", "hours_en", "map_url"]).executeTakeFirstOrThrow();
});

const ask = (question: string): Promise<ChatAnswer> => anonymousCaller(db).chatbot.ask({ question });
const keys = (answer: ChatAnswer) => answer.facts.map((f) => f.key);
const fact = (answer: ChatAnswer, key: string) => answer.facts.find((f) => f.key === key);
const ARABIC_INDIC = /[\u0660-\u0669]/;

describe("the firm's facts come from its data (issue 27 §2)", () => {
  it("the office: address and map, in Gulf Arabic and in English with typos", async () => {
    for (const question of ["وين مكتبكم؟", "وين موقعكم", "where is ur ofice", "what is your adress"]) {
      const answer = await ask(question);
      expect(answer.status, question).toBe("fact");
      expect(keys(answer), question).toEqual(expect.arrayContaining(["address", "map"]));
      expect(answer.citations.map((c) => c.url)).toContain("/contact");
      expect(fact(answer, "map")?.href).toBe(profile.map_url);
    }
    expect(fact(await ask("وين مكتبكم؟"), "address")?.text).toContain(profile.address_ar);
    expect(fact(await ask("where is your office?"), "address")?.text).toContain(profile.address_en);
  });

  it("hours, phone, WhatsApp and email, each a link, and what changes in the back office changes the answer", async () => {
    const hours = await ask("متى تفتحون؟");
    expect(keys(hours)).toContain("hours");
    expect(fact(await ask("what are your opening hours"), "hours")?.text).toContain(profile.hours_en);
    expect(fact(await ask("رقمكم؟"), "phone")?.href).toBe(`tel:${profile.phone}`);
    expect(fact(await ask("واتساب"), "whatsapp")?.href).toBe(`https://wa.me/${profile.whatsapp!.replace(/\D/g, "")}`);
    const email = await ask("what's your email address?");
    expect(keys(email)).toEqual(["email"]);
    expect(fact(email, "email")?.href).toBe(`mailto:${profile.email}`);
    await db.updateTable("firm_profile").set({ phone: "+97444009999" }).execute();
    forgetFirmProfile(db);
    expect(fact(await ask("what is your phone number"), "phone")?.href).toBe("tel:+97444009999");
    await db.updateTable("firm_profile").set({ phone: profile.phone }).execute();
    forgetFirmProfile(db);
  });

  it("consultation fees: the range per kind over bookable lawyers, in the page's digits", async () => {
    const row = await bookableLawyers(db, {})
      .select((eb) => [eb.fn.min("fee_video_qar").as("min"), eb.fn.max("fee_video_qar").as("max")])
      .executeTakeFirstOrThrow();
    for (const question of ["كم سعر الاستشارة؟", "بكم الاستشارة", "how much is a consultaion"]) {
      const answer = await ask(question);
      expect(answer.status, question).toBe("fact");
      expect(keys(answer)).toContain("consultation_fees");
      expect(answer.actions.some((a) => a.kind === "book")).toBe(true);
    }
    const en = (await ask("how much does a consultation cost?")).facts.find((f) => f.key === "consultation_fees" && f.href?.endsWith("kind=video"))!;
    expect(en.text.replace(/\s/g, " ")).toContain(`QAR ${Number(row.min).toLocaleString("en-US")} to QAR ${Number(row.max).toLocaleString("en-US")}`);
    const ar = (await ask("كم سعر الاستشارة؟")).facts.map((f) => f.text).join(" ");
    expect(ar).toMatch(ARABIC_INDIC);
    expect(ar).not.toMatch(/[0-9]/);
  });

  it("durations, cancellation (24 hours) and an honest refund answer", async () => {
    expect(keys(await ask("how long does a consultation last?"))).toContain("consultation_durations");
    expect(keys(await ask("كم مدة الاستشارة؟"))).toContain("consultation_durations");
    for (const question of ["اقدر الغي الموعد وترجع فلوسي", "هل يمكن إلغاء الاستشارة واسترداد المبلغ؟", "can I cancel my appointment and get a refund"]) {
      const answer = await ask(question);
      expect(answer.status, question).toBe("fact");
      expect(keys(answer), question).toEqual(expect.arrayContaining(["cancellation", "refund"]));
      expect(answer.citations.map((c) => c.url.split("?")[0])).not.toContain("/services/civil-cases");
    }
    expect(fact(await ask("can I cancel my consultation?"), "cancellation")?.text).toContain("24 hours");
    expect(fact(await ask("اقدر الغي الموعد؟"), "cancellation")?.text).toContain("٢٤ ساعة");
    expect(fact(await ask("will I get a refund?"), "refund")?.text).toMatch(/no payment/i);
  });

  it("lawyers by area or language: how many and who, with the directory filtered", async () => {
    const family = await ask("what lawers do u have for family law");
    expect(family.status).toBe("fact");
    expect(fact(family, "lawyers")?.href).toBe("/browse-law-firms?area=family");
    expect(family.actions[0]?.href).toBe("/browse-law-firms?area=family");
    const french = await ask("which lawyers speak French?");
    expect(fact(french, "lawyers")?.href).toBe("/browse-law-firms?language=fr");
    const { total } = await searchLawyers(db, searchLawyersInput.parse({ q: "", language: "fr" }));
    expect(total).toBeGreaterThan(0);
    expect(fact(french, "lawyers")?.text).toContain(`: ${total}.`);
    const arabic = await ask("عندكم محامي يتكلم انجليزي للقضايا الأسرية؟");
    expect(fact(arabic, "lawyers")?.href).toBe("/browse-law-firms?area=family&language=en");
    expect(fact(arabic, "lawyers")?.text).toMatch(ARABIC_INDIC);
  });

  it("a legal question with the same words is not taken for a fact", async () => {
    for (const question of ["What is the notice period under Law number 14?", "Can I cancel a contract I signed?", "What documents do I need for a divorce?"]) {
      expect((await ask(question)).facts, question).toEqual([]);
    }
  });
});

describe("safety first (issue 27 §3)", () => {
  it("domestic violence in both languages: 999 and the urgent line first, then the family page", async () => {
    for (const question of ["زوجي يضربني", "my husband hits me and the children"]) {
      const answer = await ask(question);
      expect(answer.status, question).toBe("safety");
      expect(answer.safety).toMatchObject({ emergency: "999", urgentPhone: profile.urgent_phone });
      expect(answer.safety!.text).toContain("999");
      expect(answer.citations[0]?.url).toBe("/services/family");
      expect(answer.actions.length).toBeGreaterThan(0);
    }
    expect((await ask("زوجي يضربني")).safety!.text).toMatch(/اتصل/);
    expect((await ask("my husband hits me")).safety!.text).toMatch(/call/i);
  });

  it("an arrest now leads to the urgent line and the criminal page; threats and self-harm are safety too", async () => {
    for (const question of ["اخوي انقبض عليه بسبب شيك بدون رصيد", "my brother was arrested last night"]) {
      const answer = await ask(question);
      expect(answer.status, question).toBe("safety");
      expect(answer.citations[0]?.url).toBe("/services/criminal");
    }
    expect((await ask("someone is threatening me on whatsapp")).status).toBe("safety");
    const selfHarm = await ask("I want to kill myself");
    expect(selfHarm.status).toBe("safety");
    expect(selfHarm.safety?.emergency).toBe("999");
  });
});

describe("out of scope is declined as such (issue 27 §3)", () => {
  it("weather, sport, recipes and health: out_of_scope, not recorded as unanswered, with a way back", async () => {
    for (const question of ["What's the weather in Doha tomorrow?", "who won the football match yesterday", "give me a recipe for machboos", "وش الجو اليوم", "عندي صداع وش الدواء"]) {
      const answer = await ask(question);
      expect(answer.status, question).toBe("out_of_scope");
      expect(answer.citations).toEqual([]);
      expect(answer.actions.map((a) => a.href)).toEqual(["/services", "/contact"]);
    }
    const logged = await db.selectFrom("chatbot_unanswered").select("question").execute();
    expect(logged.some((r) => r.question.includes("weather"))).toBe(false);
  });

  it("a legal question the site does not cover stays not_found; a medical-error claim is legal", async () => {
    expect((await ask("Is a verbal waiver of zebrafish breeding rights binding?")).status).toBe("not_found");
    expect((await ask("Can I sue a doctor for medical malpractice?")).status).not.toBe("out_of_scope");
  });
});

describe("next steps and Arabic style (issue 27 §4)", () => {
  it("every answered, fact and safety answer offers a next step; a service answer books that service", async () => {
    const divorce = await ask("What documents do I need for a divorce?");
    expect(divorce.status).toBe("answered");
    expect(divorce.actions.map((a) => a.href)).toEqual(expect.arrayContaining(["/consultations?service=family", "/browse-law-firms?area=family"]));
    const arabic = await ask("ما هي المستندات المطلوبه للطلاق؟");
    expect(arabic.actions.map((a) => a.href)).toContain("/consultations?service=family");
    for (const question of ["How much does contract drafting cost?", "رقمكم؟", "زوجي يضربني", "What does your firm do?"]) {
      const answer = await ask(question);
      if (["answered", "fact", "safety"].includes(answer.status)) expect(answer.actions.length, question).toBeGreaterThan(0);
    }
  });

  it("a question that names how to consult (by video, on the phone) cites the consultations page first", async () => {
    for (const question of ["I live far from Doha, can I talk to a lawyer over video from my home?", "أنا برا قطر، أقدر أكلم محامي بالتلفون؟"]) {
      const answer = await ask(question);
      expect(answer.citations[0]?.url, question).toBe("/consultations");
    }
  });

  it("another country named beside Qatar is where the asker comes from: the page for the matter in Qatar answers", async () => {
    const answer = await ask("Our factory is in Germany and a distributor in Qatar wants exclusive rights to sell our machines here. What applies?");
    expect(answer.status).toBe("answered");
    expect(answer.citations.map((c) => c.url.split("#")[0])).toContain("/services/commercial");
    expect((await ask("how does divorce work in Germany")).status).toBe("out_of_scope");
  });

  it("a question about one's own case (a hearing date, a document, an invoice) cites /case, which leads each person to theirs", async () => {
    for (const question of ["My lawyer moved the hearing. Where do I see the new date?", "وين القى موعد الجلسة الجاية والمستندات اللي رفعها المحامي؟"]) {
      const answer = await ask(question);
      expect(answer.citations[0]?.url, question).toBe("/case");
    }
  });

  it("Arabic snippets use Arabic-Indic digits and Arabic commas, phone numbers and links untouched", () => {
    expect(arabicStyle("الرسوم 750 ريال, و500 للمراجعة; هل تريد?")).toBe("الرسوم ٧٥٠ ريال، و٥٠٠ للمراجعة؛ هل تريد؟");
    expect(arabicStyle("اتصل على +97444001234 أو https://x.example/2024")).toBe("اتصل على +97444001234 أو https://x.example/2024");
  });
});

describe("an area's own service page leads its answers (issue 27 §3)", () => {
  it("a second published family-area page, listed first and worded the same, does not take the family page's place", async () => {
    const admin = (await userWithRole(db, "admin", { enrol: true })).caller;
    const family = await admin.services.adminGet({ slug: "/services/family" });
    const slug = "/services/family-second";
    const content = { ...family.live!.content, slug, sortOrder: 1, relatedSlugs: ["/services/family"] };
    const { version } = await admin.services.create({ content });
    await admin.services.publish({ slug, baseVersion: version });
    expect((await anonymousCaller(db).services.list()).map((p) => p.slug)).toContain(slug);
    for (const question of ["زوجي يضربني", "my husband hits me"]) {
      const answer = await ask(question);
      expect(answer.status, question).toBe("safety");
      expect(answer.citations[0]?.url, question).toBe("/services/family");
    }
  });
});
