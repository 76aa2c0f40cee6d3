/**
 * Authenticator codes for the browser suite. Issue 25 §6: the server accepts each code once, and the
 * fixture lawyer and admin sign in from several workers at once, so a code is claimed before it is
 * used, across processes, by creating a file named after the secret and the 30-second step (O_EXCL).
 * The current step's code is tried first, then the next step's (the server accepts it until that step
 * ends); when both are spent, the claim waits for the next step, as a person waits for the next code.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createOTP } from "@better-auth/utils/otp";

const CLAIMS = path.join(os.tmpdir(), "qanun-e2e-totp-claims");
const STEP_MS = 30_000;

function tryClaim(file: string): boolean {
  try {
    fs.closeSync(fs.openSync(file, "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** A raw secret as bytes (better-auth stores it as text) and its one-time-password generator. */
function otpOf(rawSecret: string | Uint8Array) {
  const key = typeof rawSecret === "string" ? new TextEncoder().encode(rawSecret) : rawSecret;
  return { key, otp: createOTP(key) };
}

/** An unused code for a raw secret (bytes or text, as better-auth stores it), claimed for this caller. */
export async function claimTotpCode(rawSecret: string | Uint8Array): Promise<string> {
  fs.mkdirSync(CLAIMS, { recursive: true });
  const { key, otp } = otpOf(rawSecret);
  const id = crypto.createHash("sha256").update(key).digest("hex").slice(0, 20);
  for (;;) {
    const step = Math.floor(Date.now() / STEP_MS);
    // Claims of steps long past are of no use to anyone: drop this secret's.
    for (const name of fs.readdirSync(CLAIMS)) {
      const [owner, at] = name.split("-");
      if (owner === id && Number(at) < step - 3) fs.rmSync(path.join(CLAIMS, name), { force: true });
    }
    for (const candidate of [step, step + 1]) {
      if (tryClaim(path.join(CLAIMS, `${id}-${candidate}`))) return otp.hotp(candidate);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - Date.now() + 50));
  }
}

/**
 * A 6-digit code the server refuses for a raw secret now: none of the codes of the steps around the present. Claims
 * nothing, so the sign-in that follows is not left waiting for the next step (claiming a code only to avoid it cost
 * each two-factor journey up to 30 s).
 */
export async function wrongTotpCode(rawSecret: string | Uint8Array): Promise<string> {
  const { otp } = otpOf(rawSecret);
  const step = Math.floor(Date.now() / STEP_MS);
  const valid = new Set(await Promise.all([step - 2, step - 1, step, step + 1, step + 2].map((s) => otp.hotp(s))));
  return ["000000", "111111", "222222", "333333"].find((code) => !valid.has(code))!;
}
