/**
 * Issue 14 §4: over HTTP, tRPC answers 429 for a rate limit (never 500) and never echoes an
 * error's own text (a JSON parser's complaint): only catalogue codes leave the server, and the
 * route (app/routes/api/trpc/$/route.ts) puts them in the visitor's language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action } from "~/routes/api/trpc/$/route";
import { createTestDatabase, type TestDatabase } from "../../setup/db";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.cleanup();
});

function post(path: string, body: string, lang: "ar" | "en") {
  const request = new Request(`http://localhost/api/trpc/${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", Cookie: `lang=${lang}`, "x-client-ip": "10.9.9.9" },
  });
  return action({ request, params: {}, context: {} }) as Promise<Response>;
}

describe("tRPC errors over HTTP", () => {
  it("a rate-limited sign-in is 429 with the message in the visitor's language and Retry-After", async () => {
    const body = JSON.stringify({ email: "nobody-rl@example.qa", password: "not the password at all" });
    let response: Response | undefined;
    for (let i = 0; i < 30; i++) {
      response = await post("accounts.signIn", body, i % 2 ? "en" : "ar");
      if (response.status === 429) break;
      expect(response.status).toBe(400);
    }
    expect(response!.status).toBe(429);
    // The limiter's own wait (the sign-in window is 10 minutes), not a fixed guess.
    const wait = Number(response!.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(600);
    const json = (await response!.json()) as { error: { message: string; data: { appCode: string } } };
    expect(json.error.data.appCode).toBe("rate_limited");
    expect(json.error.message).toMatch(/Too many attempts|محاولات كثيرة/);
  });

  it("a body that is not JSON gets a generic message, not the parser's text", async () => {
    const response = await post("accounts.signIn", "{bad json", "en");
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/JSON|position|Unexpected token|Expected property/);
    expect(text).not.toContain("stack");
    expect(JSON.parse(text).error.message).toBe("Some of the information is not valid. Please check it and try again.");
  });

  it("input that fails validation does not dump the validator's issues", async () => {
    const response = await post("accounts.signIn", JSON.stringify({ email: 42 }), "ar");
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { message: string } };
    expect(json.error.message).toBe("بعض المعلومات غير صحيحة. يُرجى مراجعتها والمحاولة مرة أخرى.");
  });
});
