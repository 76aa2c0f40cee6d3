import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { getEnv } from "#server/config/env";
import { readOutbox } from "#server/mail/outbox";
import { listNotifications } from "#server/notifications/queries";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { fieldErrorsOf, postRequest, runRoute } from "../../setup/routes";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

let counter = 0;
const nextEmail = () => `sender${++counter}@example.qa`;
const MESSAGE = "I need advice on a commercial lease in Lusail.\nThe landlord wants to end it early.";

function message(overrides: Record<string, unknown> = {}) {
  return {
    fullName: "Fatima Al-Kuwari",
    email: nextEmail(),
    phone: "+974 4444 5555",
    subject: "Commercial lease question",
    message: MESSAGE,
    preferredLanguage: "en" as const,
    ...overrides,
  };
}

async function countMessages() {
  const row = await db.selectFrom("contact_messages").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("contact.send (issue 3 §1)", () => {
  it("stores the message, mails the firm everything and confirms to the sender in the chosen language first", async () => {
    const input = message({ preferredLanguage: "en" });
    await expect(anonymousCaller(db).contact.send(input)).resolves.toEqual({ received: true });
    const row = await db.selectFrom("contact_messages").selectAll().where("email", "=", input.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ full_name: "Fatima Al-Kuwari", phone: "+974 4444 5555", subject: input.subject, message: MESSAGE, preferred_language: "en", status: "new" });

    const [confirmation] = await readOutbox({ to: input.email });
    expect(confirmation!.subject.indexOf("We received your message")).toBe(0);
    expect(confirmation!.text).toMatch(/[\u0600-\u06FF]/);
    // The confirmation repeats nothing the sender typed but their name (no relay for arbitrary text).
    expect(confirmation!.text).not.toContain("landlord");
    expect(confirmation!.text).toContain("Fatima Al-Kuwari");

    const notice = (await readOutbox({ to: getEnv().FIRM_EMAIL })).find((m) => m.text.includes(input.email));
    expect(notice!.subject).toContain("Commercial lease question");
    expect(notice!.text).toContain("The landlord wants to end it early.");
    expect(notice!.text).toContain("Preferred language: English");
  });

  it("confirms in Arabic first when the sender chose Arabic, and escapes what they typed in the firm's HTML mail", async () => {
    const input = message({ preferredLanguage: "ar", fullName: "نورة المري", subject: "سؤال <b>عاجل</b>", message: "رسالة <script>alert(1)</script> مهمة جداً", phone: undefined });
    await anonymousCaller(db).contact.send(input);
    const [confirmation] = await readOutbox({ to: input.email });
    expect(confirmation!.subject.indexOf("تلقّينا رسالتك")).toBe(0);
    const notice = (await readOutbox({ to: getEnv().FIRM_EMAIL })).find((m) => m.text.includes(input.email))!;
    expect(notice.html).not.toContain("<script>");
    expect(notice.html).toContain("&lt;script&gt;");
    const row = await db.selectFrom("contact_messages").select("phone").where("email", "=", input.email).executeTakeFirstOrThrow();
    expect(row.phone).toBeNull();
  });

  it("refuses bad input field by field and stores nothing", async () => {
    const before = await countMessages();
    const caller = anonymousCaller(db);
    const bad = [
      { fullName: "" },
      { fullName: "A" },
      { email: "" },
      { email: "no-at-sign" },
      { phone: "12" },
      { phone: "call me maybe" },
      { subject: "" },
      { subject: "two\nlines" },
      { message: "" },
      { message: "short" },
      { message: "x".repeat(5001) },
      { preferredLanguage: "fr" },
    ];
    for (const overrides of bad) {
      await expect(caller.contact.send(message(overrides)), JSON.stringify(overrides)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await countMessages()).toBe(before);
  });

  it("accepts a phone typed with Arabic-Indic digits, stored as ASCII", async () => {
    const input = message({ phone: "+٩٧٤ ٥٥٥٥ ١٢٣٤" });
    await anonymousCaller(db).contact.send(input);
    const row = await db.selectFrom("contact_messages").select("phone").where("email", "=", input.email).executeTakeFirstOrThrow();
    expect(row.phone).toBe("+974 5555 1234");
  });

  it("drops a submission whose honeypot is filled: same answer, nothing stored or sent", async () => {
    const before = await countMessages();
    const input = message({ website: "http://spam.example" });
    await expect(anonymousCaller(db).contact.send(input)).resolves.toEqual({ received: true });
    expect(await countMessages()).toBe(before);
    expect(await readOutbox({ to: input.email })).toHaveLength(0);
  });

  it("limits messages per email and per IP", async () => {
    const email = nextEmail();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await anonymousCaller(db).contact.send(message({ email })).catch((e: { code?: string }) => e.code));
    expect(results.slice(0, 5)).toEqual(Array(5).fill({ received: true }));
    expect(results[5]).toBe("TOO_MANY_REQUESTS");
    process.env.FORM_IP_LIMIT = "1";
    try {
      const ip = "10.55.0.1";
      await anonymousCaller(db, { ip }).contact.send(message());
      await expect(anonymousCaller(db, { ip }).contact.send(message())).rejects.toMatchObject({ cause: expect.objectContaining({ code: "rate_limited" }) });
    } finally {
      delete process.env.FORM_IP_LIMIT;
    }
  });
});

describe("the /contact form (route action, no JavaScript needed)", () => {
  const url = "http://localhost:3000/contact";
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it("stores a good message and redirects back with a flashed confirmation", async () => {
    const { action } = await import("~/routes/contact/route");
    const email = nextEmail();
    const result = await runRoute(() =>
      action({
        request: postRequest(url, form({ fullName: "Salem Al-Sada", email, phone: "", subject: "Question", message: "A question about custody.", preferredLanguage: "ar" }), { lang: "en" }),
        params: {},
        context: {},
      }),
    );
    expect(result).toMatchObject({ kind: "response", status: 303 });
    if (result.kind === "response") expect(result.headers.get("Location")).toBe("/contact?sent=1");
    expect(await db.selectFrom("contact_messages").select("id").where("email", "=", email).execute()).toHaveLength(1);
  });

  it("answers empty fields with one error per field (locale keys) and stores nothing", async () => {
    const { action } = await import("~/routes/contact/route");
    const before = await countMessages();
    const result = await runRoute(() => action({ request: postRequest(url, form({ fullName: "", email: "", subject: "", message: "" }), { lang: "ar" }), params: {}, context: {} }));
    expect(result.status).toBe(400);
    expect(fieldErrorsOf((result as { data: unknown }).data)).toEqual({
      fullName: ["validation.required"],
      email: ["validation.required"],
      subject: ["validation.required"],
      message: ["validation.required"],
      preferredLanguage: ["validation.preferredLanguage"],
    });
    expect(await countMessages()).toBe(before);
  });

  it("answers a rate-limited post with 429 and the limiter's Retry-After, and stores nothing", async () => {
    const { action } = await import("~/routes/contact/route");
    process.env.FORM_IP_LIMIT = "1";
    try {
      const post = () =>
        runRoute(() =>
          action({
            request: postRequest(url, form({ fullName: "Salem Al-Sada", email: nextEmail(), phone: "", subject: "Question", message: "A question about custody.", preferredLanguage: "ar" }), { lang: "ar", ip: "10.56.0.1" }),
            params: {},
            context: {},
          }),
        );
      expect((await post()).status).toBe(303);
      const before = await countMessages();
      const refused = await post();
      expect(refused.status).toBe(429);
      // The form limit's window is an hour: the wait is what is left of it.
      const wait = Number(refused.headers.get("Retry-After"));
      expect(wait).toBeGreaterThan(60);
      expect(wait).toBeLessThanOrEqual(3600);
      expect(await countMessages()).toBe(before);
    } finally {
      delete process.env.FORM_IP_LIMIT;
    }
  });

  it("answers a malformed body with 400, not a server error", async () => {
    const { action } = await import("~/routes/contact/route");
    const request = new Request(url, { method: "POST", body: "--x\r\nbroken", headers: { "content-type": "multipart/form-data; boundary=x" } });
    const result = await runRoute(() => action({ request, params: {}, context: {} }));
    expect(result.status).toBe(400);
  });
});

describe("a contact message waits for the admins (issue 29)", () => {
  it("sent through the public form, it gives every active admin a notice that leads to it", async () => {
    const admin = await userWithRole(db, "admin", { name: "Maryam Admin" });
    const input = message({ subject: "Notice check" });
    await anonymousCaller(db).contact.send(input);
    const row = await db.selectFrom("contact_messages").select("id").where("email", "=", input.email).executeTakeFirstOrThrow();
    const items = (await listNotifications(db, { userId: admin.userId, page: 1, pageSize: 20 })).items.filter((i) => i.type === "admin_contact_message");
    expect(items).toHaveLength(1);
    expect(JSON.stringify(items[0])).toContain(row.id);
  });
});
