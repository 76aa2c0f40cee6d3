import { afterEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvForTests } from "#server/config/env";

describe("configuration", () => {
  const saved = { PORT: process.env.PORT, BASE_URL: process.env.BASE_URL };
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvForTests();
  });

  it("BASE_URL follows PORT when it is not set, so emailed links reach this server", () => {
    delete process.env.BASE_URL;
    process.env.PORT = "4123";
    resetEnvForTests();
    expect(getEnv().BASE_URL).toBe("http://localhost:4123");
  });

  it("an explicit BASE_URL wins, without a trailing slash", () => {
    process.env.PORT = "4123";
    process.env.BASE_URL = "https://qanun.example/";
    resetEnvForTests();
    expect(getEnv().BASE_URL).toBe("https://qanun.example");
  });
});
