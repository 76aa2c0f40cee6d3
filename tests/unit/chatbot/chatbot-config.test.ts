/**
 * The assistant's limits and the unanswered questions' retention are configuration: parsed once at start-up by
 * server/config/env.ts like every other setting, not read from process.env at each question.
 */
import { afterEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvForTests } from "#server/config/env";
import { askLimits } from "#server/chatbot/limits";
import { retentionDays } from "#server/chatbot/unanswered";

const KEYS = ["CHATBOT_VISITOR_LIMIT", "CHATBOT_IP_LIMIT", "CHATBOT_UNANSWERED_RETENTION_DAYS"] as const;

afterEach(() => {
  for (const key of KEYS) delete process.env[key];
  resetEnvForTests();
});

describe("the assistant's configuration (issue 27 §7)", () => {
  it("has its defaults when nothing is set", () => {
    resetEnvForTests();
    expect(askLimits().visitor.limit).toBe(40);
    expect(askLimits().ip.limit).toBe(600);
    expect(retentionDays()).toBe(90);
  });

  it("reads the values parsed at start-up, not the environment as it is later", () => {
    Object.assign(process.env, { CHATBOT_VISITOR_LIMIT: "3", CHATBOT_IP_LIMIT: "5", CHATBOT_UNANSWERED_RETENTION_DAYS: "30" });
    resetEnvForTests();
    getEnv();
    Object.assign(process.env, { CHATBOT_VISITOR_LIMIT: "7", CHATBOT_IP_LIMIT: "9", CHATBOT_UNANSWERED_RETENTION_DAYS: "60" });
    expect(askLimits().visitor.limit).toBe(3);
    expect(askLimits().ip.limit).toBe(5);
    expect(retentionDays()).toBe(30);
  });

  it("refuses a value that is not a positive whole number at start-up", () => {
    process.env.CHATBOT_VISITOR_LIMIT = "many";
    resetEnvForTests();
    expect(() => getEnv()).toThrow();
    process.env.CHATBOT_VISITOR_LIMIT = "40";
    process.env.CHATBOT_UNANSWERED_RETENTION_DAYS = "0";
    resetEnvForTests();
    expect(() => getEnv()).toThrow();
  });
});
