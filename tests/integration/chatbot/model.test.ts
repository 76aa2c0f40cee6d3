/**
 * Issue 11 §1, the optional phrasing model: tested against a small local server that speaks the
 * OpenAI chat-completions protocol. It answers whatever the test tells it to, so each check below
 * can fail: a reply citing a passage that was not retrieved, a link to another page, markup, an
 * error status or a slow answer must all leave the plain retrieved answer in place.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { answerQuestion, resetChatIndex } from "#server/chatbot/answer";
import type { ModelConfig } from "#server/chatbot/model";
import { seedSampleContent } from "../../../scripts/seed-data";
import { createTestDatabase } from "../../setup/db";

let db: DB;
let cleanup: () => Promise<void>;
let server: http.Server;
let config: ModelConfig;
/** What the fake model says next, and what it was asked. */
let reply: { status?: number; content?: string; delayMs?: number } = {};
let requests: { auth: string | undefined; body: { model?: string; messages: { role: string; content: string }[] } }[] = [];

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  await seedSampleContent(db);
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      const send = () => {
        res.writeHead(reply.status ?? 200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ id: "chatcmpl-test", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content: reply.content ?? "" }, finish_reason: "stop" }] }));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  config = { url: `http://127.0.0.1:${port}/v1/chat/completions`, model: "local-test", key: "test-key", timeoutMs: 1500 };
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await cleanup();
});
beforeEach(() => {
  resetChatIndex();
  reply = {};
  requests = [];
});

const QUESTION = "How much does contract drafting cost?";

describe("the optional phrasing model", () => {
  it("phrases an answer from the retrieved passages only, sent with the model name and key", async () => {
    reply = { content: "Contract drafting has a fixed indicative fee shown on its service page [1]." };
    const answer = await answerQuestion(db, QUESTION, { model: config });
    expect(answer.status).toBe("answered");
    expect(answer.phrased).toBe(reply.content);
    expect(answer.citations[0]?.url).toMatch(/^\/services\/contract-drafting/);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.auth).toBe("Bearer test-key");
    expect(requests[0]!.body.model).toBe("local-test");
    const prompt = requests[0]!.body.messages.map((m) => m.content).join("\n");
    expect(prompt).toContain(QUESTION);
    // Only the cited passages go to the model, numbered as the sources list is.
    expect(prompt).toContain(`[1] ${answer.citations[0]!.title}`);
    expect(prompt).not.toContain(`[${answer.citations.length + 1}] `);
  });

  it("discards a reply that cites a passage it was not given, links elsewhere, adds markup or cites nothing", async () => {
    for (const content of [
      "The fee is 500 QAR [7].",
      "See https://elsewhere.example/prices for the fee [1].",
      "See /services/criminal for a cheaper option [1].",
      "The fee is <b>fixed</b> [1].",
      "The fee is fixed and fair.",
      "NO_ANSWER",
    ]) {
      resetChatIndex();
      reply = { content };
      const answer = await answerQuestion(db, QUESTION, { model: config });
      expect(answer.phrased, content).toBeNull();
      expect(answer.snippets.length, content).toBeGreaterThan(0);
    }
  });

  it("keeps the plain answer when the model fails or is slow, and never asks it about what the site does not say", async () => {
    reply = { status: 500 };
    expect((await answerQuestion(db, QUESTION, { model: config })).phrased).toBeNull();
    reply = { content: "Fixed fee [1].", delayMs: 3000 };
    const slow = await answerQuestion(db, QUESTION, { model: config });
    expect(slow.phrased).toBeNull();
    expect(slow.snippets.length).toBeGreaterThan(0);
    requests = [];
    const offTopic = await answerQuestion(db, "Who will win the football match tonight?", { model: config });
    expect(offTopic.status).toBe("out_of_scope");
    expect(requests).toHaveLength(0);
  });

  it("answers Arabic questions with the Arabic instructions, and shows the conversation again from its cache", async () => {
    reply = { content: "تختلف الرسوم بحسب نوع العقد، وتجدها في صفحة الخدمة [1]." };
    const question = "كم تكلفة صياغة العقود؟";
    const first = await answerQuestion(db, question, { model: config });
    expect(first.locale).toBe("ar");
    expect(first.phrased).toBe(reply.content);
    expect(requests[0]!.body.messages[0]!.content).toContain("استخدم المقاطع المرقّمة أدناه فقط");
    reply = { content: "Something else [1]." };
    const again = await answerQuestion(db, question, { model: config, modelCacheOnly: true });
    expect(again.phrased).toBe(first.phrased);
    expect(requests).toHaveLength(1);
    const unseen = await answerQuestion(db, QUESTION, { model: config, modelCacheOnly: true });
    expect(unseen.phrased).toBeNull();
    expect(requests).toHaveLength(1);
  });
});
