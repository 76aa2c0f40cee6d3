/**
 * Issue 27 §7: "Talk to a person" without JavaScript, posted first without consent and then with it, sends the
 * office each question once; the assistant's limit answers 429 with Retry-After and counts per visitor, with a
 * much higher ceiling per address (a busy office network).
 */
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { DB } from "#db/index";
import { resetEnvForTests } from "#server/config/env";
import { VISITOR_COOKIE, visitorCookieHeader, visitorIdOf } from "#server/chatbot/limits";
import { action, headers as routeHeaders, loader } from "~/routes/chatbot/route";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { runRoute } from "../../setup/routes";
import { useSampleSite } from "../../setup/sample-site";

let db: DB;
useSampleSite((created) => (db = created));
afterEach(() => {
  delete process.env.CHATBOT_VISITOR_LIMIT;
  delete process.env.CHATBOT_IP_LIMIT;
  resetEnvForTests();
});

/** The limits are configuration, read once through getEnv() like the rest of the server. */
function configure(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvForTests();
}

const BASE = "http://localhost:3000";
const args = (request: Request) => ({ request, params: {}, context: {} });

/** A browser without JavaScript: keeps the cookies it is given, sends them back. */
class Browser {
  cookies = new Map<string, string>([["lang", "en"]]);
  constructor(readonly ip: string) {}
  private header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  keep(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, value] = pair!.split("=");
      if (value) this.cookies.set(name!, value);
      else this.cookies.delete(name!);
    }
  }
  get(path: string) {
    return new Request(`${BASE}${path}`, { headers: { cookie: this.header(), "x-client-ip": this.ip } });
  }
  post(path: string, fields: Record<string, string>) {
    return new Request(`${BASE}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { cookie: this.header(), "x-client-ip": this.ip, origin: BASE } });
  }
  async load(path: string) {
    const result = await runRoute(() => loader(args(this.get(path))));
    this.keep(result.headers);
    return result;
  }
  async submit(path: string, fields: Record<string, string>) {
    const result = await runRoute(() => action(args(this.post(path, fields))));
    this.keep(result.headers);
    return result;
  }
}

const messagesFrom = (email: string) => db.selectFrom("contact_messages").select("message").where("email", "=", email).execute();
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("the handoff sends each question once (issue 27 §7)", () => {
  it("no JavaScript: posted without consent, the page shown again, then with consent, then again", async () => {
    const browser = new Browser("10.77.0.1");
    const question = "What documents do I need for a divorce?";
    const path = `/chatbot?q=${encodeURIComponent(question)}`;
    await browser.load(path);
    const fields = { intent: "handoff", fullName: "Noura Visitor", email: "noura.once@example.qa", preferredLanguage: "en" };
    // Without consent: refused, nothing sent; the browser shows the page again (the loader of the URL it posted to).
    const refused = await browser.submit(path, fields);
    expect(refused.status).toBe(400);
    await browser.load(path);
    await browser.load("/chatbot");
    const sent = await browser.submit("/chatbot", { ...fields, consent: "on" });
    expect(sent).toMatchObject({ kind: "response", status: 303 });
    let messages = await messagesFrom("noura.once@example.qa");
    expect(messages).toHaveLength(1);
    expect(occurrences(messages[0]!.message, question)).toBe(1);
    // The same form posted again (back button, a second click): the office is not written to twice.
    const again = await browser.submit("/chatbot", { ...fields, consent: "on" });
    expect(again).toMatchObject({ kind: "response", status: 303 });
    messages = await messagesFrom("noura.once@example.qa");
    expect(messages).toHaveLength(1);
    // A new question later: only the new one goes.
    await browser.load(`/chatbot?q=${encodeURIComponent("How much does contract drafting cost?")}`);
    await browser.submit("/chatbot", { ...fields, consent: "on" });
    messages = await messagesFrom("noura.once@example.qa");
    expect(messages).toHaveLength(2);
    const all = messages.map((m) => m.message).join("\n");
    expect(occurrences(all, question)).toBe(1);
    expect(occurrences(all, "How much does contract drafting cost?")).toBe(1);
  });

  it("a client's handoff posted twice is one consultation request", async () => {
    const client = await userWithRole(db, "individual");
    const input = { consent: true as const, questions: ["كيف أرفع دعوى نفقة؟", "كيف أرفع دعوى نفقة؟"], preferredLanguage: "ar" as const, phone: "+974 5551 2345", serviceArea: "family" as const };
    const first = await client.caller.chatbot.handoff(input);
    const second = await client.caller.chatbot.handoff(input);
    expect(second.id).toBe(first.id);
    const rows = await db.selectFrom("consultations").select("description").where("client_id", "=", client.userId).execute();
    expect(rows).toHaveLength(1);
    expect(occurrences(rows[0]!.description, "كيف أرفع دعوى نفقة؟")).toBe(1);
  });
});

describe("two handoffs posted at the same moment (issue 27 §7)", () => {
  it("a visitor's double post is one message, each question in it once", async () => {
    const caller = anonymousCaller(db, { ip: "10.77.4.1" });
    const input = { consent: true as const, questions: ["Can I sue my landlord?", "How long does it take?"], preferredLanguage: "en" as const, fullName: "Noura Visitor", email: "noura.twice@example.qa" };
    const results = await Promise.all([caller.chatbot.handoff(input), caller.chatbot.handoff({ ...input, email: "Noura.Twice@example.qa" })]);
    expect(results.map((r) => r.repeated).sort()).toEqual([false, true]);
    const messages = await db.selectFrom("contact_messages").select("message").where(sql<string>`lower(email)`, "=", "noura.twice@example.qa").execute();
    expect(messages).toHaveLength(1);
    for (const q of input.questions) expect(occurrences(messages[0]!.message, q)).toBe(1);
  });

  it("a client's double post is one consultation request, and a later post leads to it", async () => {
    const client = await userWithRole(db, "individual");
    const input = { consent: true as const, questions: ["ابي اعرف حقوقي في نهاية الخدمة"], preferredLanguage: "ar" as const, phone: "+974 5551 2345", serviceArea: "employment" as const };
    const [first, second] = await Promise.all([client.caller.chatbot.handoff(input), client.caller.chatbot.handoff(input)]);
    const rows = await db.selectFrom("consultations").select("id").where("client_id", "=", client.userId).execute();
    expect(rows).toHaveLength(1);
    expect([first.id, second.id]).toContain(rows[0]!.id);
    expect(await client.caller.chatbot.handoff(input)).toMatchObject({ kind: "consultation", id: rows[0]!.id, repeated: true });
  });
});

describe("the assistant's limit (issue 27 §7)", () => {
  it("counts per visitor; the address has a higher ceiling; both answer with the wait", async () => {
    configure({ CHATBOT_VISITOR_LIMIT: "3", CHATBOT_IP_LIMIT: "5" });
    const office = "10.77.1.1";
    const cookieOf = async (id: string) => (await visitorCookieHeader(id.padEnd(24, "x"))).split(";")[0]!;
    const visitor = async (id: string) => anonymousCaller(db, { ip: office, headers: new Headers({ cookie: await cookieOf(id) }) });
    const a = await visitor("visitor-a");
    for (let i = 0; i < 3; i++) await a.chatbot.ask({ question: `fees ${i}` });
    const limited = await a.chatbot.ask({ question: "fees 4" }).catch((e: unknown) => e);
    expect(limited).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect((limited as { cause?: { retryAfterSeconds?: number } }).cause?.retryAfterSeconds).toBeGreaterThan(0);
    // A colleague on the same network still asks.
    const b = await visitor("visitor-b");
    await b.chatbot.ask({ question: "fees b1" });
    await b.chatbot.ask({ question: "fees b2" });
    // The address's ceiling (5 here) holds whoever asks.
    await expect((await visitor("visitor-c")).chatbot.ask({ question: "fees c1" })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("the page answers 429 with Retry-After, and gives each new visitor its cookie", async () => {
    configure({ CHATBOT_VISITOR_LIMIT: "2" });
    const browser = new Browser("10.77.2.1");
    const first = await browser.load(`/chatbot?q=${encodeURIComponent("fees one")}`);
    expect(first.status).toBe(200);
    expect(await visitorIdOf(new Headers({ cookie: `${VISITOR_COOKIE}=${browser.cookies.get(VISITOR_COOKIE)}` }))).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    await browser.load(`/chatbot?q=${encodeURIComponent("fees two")}`);
    const limited = await browser.load(`/chatbot?q=${encodeURIComponent("fees three")}`);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    const sent = routeHeaders({ loaderHeaders: limited.headers, actionHeaders: new Headers(), parentHeaders: new Headers(), errorHeaders: undefined });
    expect(new Headers(sent).get("Retry-After")).toBe(String(retryAfter));
    // Another browser behind the same address is its own visitor.
    const colleague = new Browser("10.77.2.1");
    expect((await colleague.load(`/chatbot?q=${encodeURIComponent("fees four")}`)).status).toBe(200);
  });
});

describe("the assistant's cookies (issue 27 §7)", () => {
  afterEach(() => {
    delete process.env.BASE_URL;
    resetEnvForTests();
  });

  it("are HttpOnly, SameSite=Lax, Path=/ session cookies, Secure when the site is served over https", async () => {
    configure({ BASE_URL: "https://qanun.example" });
    const result = await runRoute(() => loader(args(new Request(`${BASE}/chatbot?q=${encodeURIComponent("fees for a divorce")}`, { headers: { "x-client-ip": "10.77.3.1" } }))));
    const cookies = result.headers.getSetCookie();
    for (const name of [VISITOR_COOKIE, "chat_history"]) {
      const cookie = cookies.find((c) => c.startsWith(`${name}=`));
      expect(cookie, name).toBeDefined();
      expect(cookie, name).toMatch(/; Path=\/(;|$)/);
      expect(cookie, name).toMatch(/; HttpOnly(;|$)/);
      expect(cookie, name).toMatch(/; Secure(;|$)/);
      expect(cookie, name).toMatch(/; SameSite=Lax(;|$)/);
      expect(cookie, name).not.toMatch(/Max-Age|Expires/);
    }
  });

  it("are not taken from a visitor who wrote them by hand", async () => {
    expect(await visitorIdOf(new Headers({ cookie: `${VISITOR_COOKIE}=${"a".repeat(24)}` }))).toBeNull();
    expect(await visitorIdOf(new Headers({ cookie: (await visitorCookieHeader("b".repeat(24))).split(";")[0]! }))).toBe("b".repeat(24));
  });
});
