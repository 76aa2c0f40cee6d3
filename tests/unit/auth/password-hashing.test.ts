import { hashPassword, verifyPassword } from "@better-auth/utils/password";
import { describe, expect, it } from "vitest";
import { passwordHashingFor } from "#server/auth/password-hashing";

describe("password hashing", () => {
  it("keeps better-auth's own hashing outside the test runner", () => {
    expect(passwordHashingFor("production")).toBeUndefined();
    expect(passwordHashingFor("development")).toBeUndefined();
  });

  it("under the test runner, verifies the password it hashed and refuses any other", async () => {
    const hashing = passwordHashingFor("test")!;
    const hash = await hashing.hash("correct horse battery staple 42");
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await hashing.hash("correct horse battery staple 42")).not.toBe(hash);
    expect(await hashing.verify({ hash, password: "correct horse battery staple 42" })).toBe(true);
    expect(await hashing.verify({ hash, password: "correct horse battery staple 43" })).toBe(false);
    expect(await hashing.verify({ hash: "not a hash", password: "x" })).toBe(false);
  });

  it("normalises the password as better-auth does (NFKC), in better-auth's format", async () => {
    const hashing = passwordHashingFor("test")!;
    const hash = await hashing.hash("ﬁle cabinet 2024");
    expect(await hashing.verify({ hash, password: "file cabinet 2024" })).toBe(true);
    // Same layout as better-auth's default hash; only the cost differs, so neither reads the other's.
    const production = await hashPassword("file cabinet 2024");
    expect(production.split(":").map((part) => part.length)).toEqual(hash.split(":").map((part) => part.length));
    expect(await verifyPassword(hash, "file cabinet 2024")).toBe(false);
  });
});
