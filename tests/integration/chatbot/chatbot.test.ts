import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { scrubQuestion } from "#server/chatbot/unanswered";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { useSampleSite } from "../../setup/sample-site";

let db: DB;
useSampleSite((created) => (db = created));

describe("the assistant answers from published content only (issue 11 §1)", () => {
  it("answers an Arabic question in Arabic with the service page cited, folding letter variants and digits", async () => {
    const answer = await anonymousCaller(db).chatbot.ask({ question: "ما هي المستندات المطلوبه للطلاق؟" });
    expect(answer.locale).toBe("ar");
    expect(answer.status).toBe("answered");
    expect(answer.citations.map((c) => c.url.split("#")[0])).toContain("/services/family");
    expect(answer.snippets.length).toBeGreaterThan(0);
  });

  it("answers English in English and every citation is a real page of the site", async () => {
    const answer = await anonymousCaller(db).chatbot.ask({ question: "How much does contract drafting cost?" });
    expect(answer.locale).toBe("en");
    expect(answer.status).toBe("answered");
    expect(answer.citations[0]?.url).toMatch(/^\/services\/contract-drafting/);
    for (const citation of answer.citations) expect(citation.url.startsWith("/")).toBe(true);
  });

  it("declines a legal question the site does not cover, offers next steps, and keeps the question without personal data", async () => {
    const question = "Is a verbal waiver of zebrafish breeding rights binding? call me on 55512345 or mail sara@example.qa";
    const answer = await anonymousCaller(db).chatbot.ask({ question });
    expect(answer.status).toBe("not_found");
    expect(answer.citations).toEqual([]);
    expect(answer.actions.map((a) => a.kind)).toEqual(["book", "contact", "handoff"]);
    const admin = await userWithRole(db, "admin");
    const list = await admin.caller.chatbot.unanswered({ page: 1 });
    const row = list.rows.find((r) => r.question.includes("zebrafish breeding"));
    expect(row?.question).not.toContain("55512345");
    expect(row?.question).not.toContain("sara@example.qa");
    await anonymousCaller(db).chatbot.ask({ question });
    const again = await admin.caller.chatbot.unanswered({ page: 1 });
    expect(again.rows.find((r) => r.question.includes("zebrafish breeding"))?.asked_count).toBe(2);
  });

  it("turns requests into prefilled actions: a family lawyer in Al Wakrah who speaks English; a voice consultation", async () => {
    const lawyers = await anonymousCaller(db).chatbot.ask({ question: "أبغى محامي أسرة في الوكرة يتكلم انجليزي" });
    const find = lawyers.actions.find((a) => a.kind === "lawyers");
    expect(find?.href).toBe("/browse-law-firms?area=family&city=al-wakrah&language=en");
    const voice = await anonymousCaller(db).chatbot.ask({ question: "I want to book a voice consultation about my divorce" });
    expect(voice.actions.find((a) => a.kind === "book")?.href).toBe("/consultations?service=family&kind=voice");
  });

  it("stays current when content changes, without a restart", async () => {
    const before = await anonymousCaller(db).chatbot.ask({ question: "What is the zebrafish protocol?" });
    expect(before.status).not.toBe("answered");
    await db
      .updateTable("service_pages")
      .set({ intro_en: "We explain the zebrafish arbitration protocol used by our dispute resolution team." })
      .where("slug", "=", "/services/dispute-resolution")
      .execute();
    const after = await anonymousCaller(db).chatbot.ask({ question: "What is the zebrafish protocol?" });
    expect(after.status).toBe("answered");
    expect(after.citations[0]?.url).toMatch(/^\/services\/dispute-resolution/);
  });

  it("refuses empty and over-long questions and limits each IP", async () => {
    const caller = anonymousCaller(db, { ip: "10.9.9.9" });
    await expect(caller.chatbot.ask({ question: "   " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.chatbot.ask({ question: "x".repeat(501) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    let limited = false;
    for (let i = 0; i < 45 && !limited; i++) {
      try {
        await caller.chatbot.ask({ question: `fees ${i}` });
      } catch (error) {
        limited = (error as { code?: string }).code === "TOO_MANY_REQUESTS";
      }
    }
    expect(limited).toBe(true);
  });
});

describe("handoff to a person, with consent (issue 11 §1)", () => {
  it("a visitor's conversation becomes a contact message the firm receives", async () => {
    await anonymousCaller(db).chatbot.handoff({
      consent: true,
      questions: ["What documents do I need for a divorce?"],
      preferredLanguage: "en",
      fullName: "Layla Visitor",
      email: "layla.visitor@example.qa",
    });
    const row = await db.selectFrom("contact_messages").selectAll().where("email", "=", "layla.visitor@example.qa").executeTakeFirstOrThrow();
    expect(row.message).toContain("What documents do I need for a divorce?");
    expect(row.preferred_language).toBe("en");
  });

  it("refuses without consent or without a name and email, and writes nothing", async () => {
    const count = async () => Number((await db.selectFrom("contact_messages").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    await expect(
      anonymousCaller(db).chatbot.handoff({ consent: false as never, questions: ["q"], preferredLanguage: "ar", fullName: "A B", email: "a@example.qa" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(anonymousCaller(db).chatbot.handoff({ consent: true, questions: ["q"], preferredLanguage: "ar" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await count()).toBe(before);
  });

  it("a signed-in client's conversation becomes a written-question consultation request", async () => {
    const client = await userWithRole(db, "individual");
    const done = await client.caller.chatbot.handoff({
      consent: true,
      questions: ["كيف أرفع دعوى نفقة؟"],
      preferredLanguage: "ar",
      phone: "+974 5551 2345",
      serviceArea: "family",
    });
    expect(done.kind).toBe("consultation");
    const row = await db.selectFrom("consultations").selectAll().where("id", "=", done.id!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "written", service_area: "family", client_id: client.userId, any_lawyer: true });
    expect(row.description).toContain("كيف أرفع دعوى نفقة؟");
  });
});

describe("who may read the unanswered questions (issue 11 §3)", () => {
  it("admins only", async () => {
    for (const role of ["individual", "company", "lawyer", null] as const) {
      const account = await userWithRole(db, role);
      await expect(account.caller.chatbot.unanswered({ page: 1 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await expect(anonymousCaller(db).chatbot.unanswered({ page: 1 })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("scrubs emails, links, phone numbers and long digit runs", () => {
    expect(scrubQuestion("email me at a.b@example.qa or +974 5551 2345, QID 28463412345, see https://x.example/y")).toBe(
      "email me at [email] or [number], QID [number], see [link]",
    );
  });
});
