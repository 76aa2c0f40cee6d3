/** Voice consultations for the voice specs, booked and accepted over HTTP (tests/e2e/support/consultations.ts). */
import type { APIRequestContext } from "@playwright/test";
import { bookWithFixtureLawyer } from "../support/consultations";
import { wavBytes as wavAudio } from "../../setup/file-fixtures";

export { acceptAsFixtureLawyer as acceptAsLawyer, addSessionCookies, qatarDate } from "../support/consultations";

/** Books a voice (or video) consultation with the fixture lawyer on one of the day's free slots. */
export function bookVoice(
  request: APIRequestContext,
  opts: { cookie: string; day: string; voiceMode?: "phone" | "browser"; kind?: "voice" | "video"; description: string },
): Promise<{ id: string; reference: string }> {
  const kind = opts.kind ?? "voice";
  return bookWithFixtureLawyer(request, { ...opts, kind, voiceMode: kind === "voice" ? opts.voiceMode : undefined });
}

/** A WAV file of silence: a real audio file for the upload. */
export const wavBytes = () => wavAudio(8000);
