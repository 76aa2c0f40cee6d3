/**
 * Issue 11 §4: the assistant, both languages, JavaScript on (the floating panel) and off (the /chatbot page):
 * ask about a service and follow the cited link; ask for a lawyer and land on the filtered directory; ask to
 * book and land on the prefilled booking form; ask for a person and find the contact message; axe on both.
 * Issue 27 §2–§3: the firm's facts as links (phone numbers isolated left to right in Arabic) and the safety
 * region first, in both languages, with and without JavaScript.
 */
import { expect, test, type Page } from "@playwright/test";
import { LANGS, type Lang } from "../support/fixtures";
import { expectDocumentLang, jsEnabled, open, setLang, t, uniqueEmail } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

const QUESTIONS: Record<Lang, { service: string; lawyer: string; book: string; person: string }> = {
  ar: {
    service: "ما هي المستندات المطلوبة لقضية الطلاق؟",
    lawyer: "أبغى محامي أسرة في الوكرة يتكلم انجليزي",
    book: "أريد حجز استشارة مرئية بخصوص الطلاق",
    person: "ابي اتكلم مع موظف",
  },
  en: {
    service: "What documents do I need for a divorce case?",
    lawyer: "I need a family lawyer in Al Wakrah who speaks English",
    book: "I want to book a video consultation about my divorce",
    person: "Can I talk to a real person?",
  },
};

/** Asks in the floating panel with JavaScript, on the /chatbot page without; returns the newest exchange. */
async function ask(page: Page, lang: Lang, question: string, js: boolean) {
  if (js) {
    const panel = page.locator(".chatbot");
    if (!(await panel.evaluate((el) => (el as HTMLDetailsElement).open))) await page.getByLabel(t(lang, "chatbot.open")).click();
    const before = await panel.getByTestId("chat-exchange").count();
    await panel.getByLabel(t(lang, "chatbot:label")).fill(question);
    await panel.getByRole("button", { name: t(lang, "chatbot:ask") }).click();
    await expect(panel.getByTestId("chat-exchange")).toHaveCount(before + 1);
    return panel.getByTestId("chat-exchange").last();
  }
  await page.goto(`/chatbot?q=${encodeURIComponent(question)}`);
  return page.locator("main").getByTestId("chat-exchange").last();
}

for (const lang of LANGS) {
  test(`the assistant answers, cites and leads to the next step [${lang}]`, async ({ page, context }, testInfo) => {
    test.setTimeout(120_000);
    const js = jsEnabled(testInfo);
    await setLang(context, lang);
    await open(page, "/about");

    // A service question: answered from the family page, whose link opens it.
    let exchange = await ask(page, lang, QUESTIONS[lang].service, js);
    await expect(exchange).toHaveAttribute("data-status", "answered");
    await expect(exchange.locator(".chat-answer")).toHaveAttribute("lang", lang);
    const citation = exchange.getByTestId("chat-citation").first();
    await expect(citation).toHaveAttribute("href", /^\/services\/family/);
    await citation.click();
    await expect(page).toHaveURL(/\/services\/family/);
    await expectDocumentLang(page, lang);

    // A lawyer request: the directory, filtered.
    exchange = await ask(page, lang, QUESTIONS[lang].lawyer, js);
    await exchange.locator('[data-action="lawyers"]').click();
    await expect(page).toHaveURL(/\/browse-law-firms\?area=family&city=al-wakrah&language=en$/);
    await expect(page.locator('select[name="area"]')).toHaveValue("family");

    // A booking request: the booking form with the service and kind chosen.
    exchange = await ask(page, lang, QUESTIONS[lang].book, js);
    await exchange.locator('[data-action="book"]').click();
    await expect(page).toHaveURL(/\/consultations\?service=family&kind=video$/);

    // A person: the handoff on the assistant's page; the conversation becomes a contact message.
    exchange = await ask(page, lang, QUESTIONS[lang].person, js);
    await exchange.locator('[data-action="handoff"]').click();
    await expect(page).toHaveURL(/\/chatbot#handoff$/);
    const form = page.getByTestId("handoff-form");
    // Without consent nothing is sent.
    const email = uniqueEmail(`chat-${lang}-${js ? "js" : "nojs"}`);
    await form.getByLabel(t(lang, "chatbot:handoff.fullName")).fill("Chat Visitor");
    await form.getByLabel(t(lang, "chatbot:handoff.email")).fill(email);
    await form.getByRole("button", { name: t(lang, "chatbot:handoff.submit") }).click();
    await expect(page.getByText(t(lang, "chatbot:errors.consent"))).toBeVisible();
    await form.getByLabel(t(lang, "chatbot:handoff.consent")).check();
    await form.getByRole("button", { name: t(lang, "chatbot:handoff.submit") }).click();
    await expect(page.getByTestId("handoff-sent")).toHaveText(new RegExp(t(lang, "chatbot:handoff.sentContact").slice(0, 20)));
  });

  test(`out of scope, the assistant declines with next steps; axe on the panel and the page [${lang}]`, async ({ page, context }, testInfo) => {
    await setLang(context, lang);
    await open(page, `/chatbot?q=${encodeURIComponent(lang === "ar" ? "كيف اطبخ مجبوس دجاج" : "How do I cook machboos?")}`);
    const exchange = page.locator("main").getByTestId("chat-exchange").last();
    // Issue 27 §3: declined in words that fit (not "a legal question"), with the way back to the firm's services.
    await expect(exchange).toHaveAttribute("data-status", "out_of_scope");
    await expect(exchange.getByTestId("chat-out-of-scope")).toHaveText(t(lang, "chatbot:outOfScope"));
    await expect(exchange.locator('[data-action="services"]')).toHaveAttribute("href", "/services");
    await expect(exchange.getByTestId("chat-citation")).toHaveCount(0);
    await expect(page.getByTestId("chat-disclaimer")).toHaveText(t(lang, "chatbot:disclaimer"));
    if (jsEnabled(testInfo)) {
      await page.getByLabel(t(lang, "chatbot.open")).click();
      await expect(page.locator(".chatbot-panel")).toBeVisible();
      await expectNoAxeViolations(page, { wcagOnly: true });
    }
  });
}

const FACTS: Record<Lang, { office: string; phone: string; danger: string }> = {
  ar: { office: "وين مكتبكم؟", phone: "رقمكم؟", danger: "زوجي يضربني" },
  en: { office: "where is ur office?", phone: "what is your phone number", danger: "my husband hits me" },
};

for (const lang of LANGS) {
  test(`facts from the firm's data and the safety region first [${lang}]`, async ({ page, context }, testInfo) => {
    test.setTimeout(90_000);
    const js = jsEnabled(testInfo);
    await setLang(context, lang);
    await open(page, "/about");

    let exchange = await ask(page, lang, FACTS[lang].office, js);
    await expect(exchange).toHaveAttribute("data-status", "fact");
    const facts = exchange.getByTestId("chat-facts");
    await expect(facts.locator('[data-fact="address"]')).toBeVisible();
    await expect(facts.locator('[data-fact="map"] a')).toHaveAttribute("href", /^https:\/\//);
    await expect(exchange.getByTestId("chat-citation").first()).toHaveAttribute("href", "/contact");

    exchange = await ask(page, lang, FACTS[lang].phone, js);
    const call = exchange.locator('[data-fact="phone"] a');
    await expect(call).toHaveAttribute("href", /^tel:\+974\d{8}$/);
    // The number is isolated (a <bdi>) so that it reads left to right inside an Arabic sentence.
    await expect(call.locator("bdi")).toHaveText(/^\+974 \d{4} \d{4}$/);

    exchange = await ask(page, lang, FACTS[lang].danger, js);
    await expect(exchange).toHaveAttribute("data-status", "safety");
    const safety = exchange.getByTestId("chat-safety");
    await expect(safety.getByRole("heading", { name: t(lang, "chatbot:safety.heading") })).toBeVisible();
    await expect(safety.getByTestId("chat-safety-call").first()).toHaveAttribute("href", "tel:999");
    await expect(safety.getByTestId("chat-safety-call").nth(1)).toHaveAttribute("href", /^tel:\+974/);
    await expect(safety).not.toHaveAttribute("role", "alert");
    // First in the answer: before the lead sentence and before the cited family page.
    const first = await exchange.locator(".chat-answer > :not(.visually-hidden)").first().getAttribute("data-testid");
    expect(first).toBe("chat-safety");
    // The family area's own page first, even while another spec has published copies of it (services.spec.ts).
    await expect(exchange.getByTestId("chat-citation").first()).toHaveAttribute("href", "/services/family");
    await expect(exchange.locator('[data-action="book"]')).toHaveAttribute("href", "/consultations?service=family");
  });
}
