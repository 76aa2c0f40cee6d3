import crypto from "node:crypto";

/**
 * Password hashing for the unit and integration suite (NODE_ENV=test) only. Production keeps better-auth's
 * default: scrypt with N = 16384, r = 16, about 150 ms a hash on the 2-core machine. The suite signs hundreds of
 * fixture accounts up and in, and hashing was two thirds of its time; here it is the same scrypt, in
 * better-auth's format ("salt:key" in hex, the password NFKC-normalised), at N = 1024. The cost is not stored
 * in the hash, so the two never read each other's: a test database is never used in production. The browser
 * suite runs the production build, with the real cost.
 */
const TEST_COST = { N: 1024, r: 16, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...TEST_COST, maxmem: 128 * TEST_COST.N * TEST_COST.r * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

type PasswordHashing = { hash: (password: string) => Promise<string>; verify: (data: { hash: string; password: string }) => Promise<boolean> };

/** better-auth's `emailAndPassword.password` under the test runner; undefined (better-auth's default) elsewhere. */
export function passwordHashingFor(nodeEnv: string): PasswordHashing | undefined {
  if (nodeEnv !== "test") return undefined;
  return {
    hash: async (password) => {
      const salt = crypto.randomBytes(16).toString("hex");
      return `${salt}:${(await derive(password, salt)).toString("hex")}`;
    },
    verify: async ({ hash, password }) => {
      const [salt, key] = hash.split(":");
      if (!salt || !key) return false;
      const stored = Buffer.from(key, "hex");
      const derived = await derive(password, salt);
      return stored.length === derived.length && crypto.timingSafeEqual(stored, derived);
    },
  };
}
