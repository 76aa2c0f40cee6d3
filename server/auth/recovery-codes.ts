import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from "./constants";

/**
 * Recovery codes (issue 29 "smaller"): better-auth's own are mixed-case letters and digits ("rS08I-qV2RG"), easy
 * to misread on paper and refused when typed in lower case. Ours are upper-case letters and digits without the
 * look-alikes 0/O, 1/I/L (RECOVERY_CODE_ALPHABET), made with better-auth's customBackupCodesGenerate; what a person
 * types is upper-cased (server/accounts/schemas.ts, recoveryCodeField), and the stored list is read back
 * upper-cased too, so a code made before this change ("rS08I-qV2RG") is still accepted however it is typed.
 */

type Key = Parameters<typeof symmetricEncrypt>[0]["key"];

/** One code, XXXXX-XXXXX, each character drawn uniformly (rejection sampling: no bias towards any). */
function randomCode(): string {
  const n = RECOVERY_CODE_ALPHABET.length;
  const limit = 256 - (256 % n);
  let out = "";
  while (out.length < 10) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && out.length < 10) out += RECOVERY_CODE_ALPHABET[byte % n];
    }
  }
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** A new set of codes, all different. */
export function generateRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(randomCode());
  return [...codes];
}

/**
 * better-auth's `storeBackupCodes` as {encrypt, decrypt}: encrypted exactly as its "encrypted" mode does (the same
 * key, so rows written before stay readable), and read back with every code upper-cased, so that its exact
 * comparison matches the upper-cased input for old mixed-case codes as for new ones.
 */
export function recoveryCodeStore(keyOf: () => Promise<Key>) {
  return {
    encrypt: async (json: string) => symmetricEncrypt({ key: await keyOf(), data: json }),
    decrypt: async (data: string) => {
      const json = await symmetricDecrypt({ key: await keyOf(), data });
      const codes: unknown = JSON.parse(json);
      return Array.isArray(codes) ? JSON.stringify(codes.map((code) => String(code).toUpperCase())) : json;
    },
  };
}
