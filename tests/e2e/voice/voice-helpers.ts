/** Voice consultations for the voice specs, booked and accepted over HTTP through the consultations procedures. */
import { expect, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { ACCOUNTS, BASE_URL, FIXTURE_LAWYER } from "../support/fixtures";
import { signInOverHttp } from "../support/helpers";

/** A Qatar calendar date `days` from today (YYYY-MM-DD). */
export function qatarDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Qatar",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + days * 86_400_000));
}

type Slot = { startsAt: string; endsAt: string; lawyerIds: string[] };

async function freeSlots(request: APIRequestContext, from: string, kind: string): Promise<Slot[]> {
  const input = {
    lawyerId: FIXTURE_LAWYER.id,
    serviceArea: "family",
    kind,
    from,
    days: 1,
  };
  const response = await request.get(`/api/trpc/consultations.slots?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { data: { slots: Slot[] } } }).result.data.slots;
}

/**
 * Books a voice (or video) consultation with the fixture lawyer on one of the day's free slots (another if someone
 * took it meanwhile) as the signed-in client of `cookie`; returns its id and reference.
 */
export async function bookVoice(
  request: APIRequestContext,
  opts: {
    cookie: string;
    day: string;
    voiceMode?: "phone" | "browser";
    kind?: "voice" | "video";
    description: string;
  },
): Promise<{ id: string; reference: string }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const slots = await freeSlots(request, opts.day, opts.kind ?? "voice");
    expect(slots.length).toBeGreaterThan(0);
    const slot = slots[Math.floor(Math.random() * slots.length)]!;
    const response = await request.post("/api/trpc/consultations.book", {
      headers: {
        Cookie: opts.cookie,
        Origin: BASE_URL,
        "Content-Type": "application/json",
      },
      data: {
        lawyerId: FIXTURE_LAWYER.id,
        serviceArea: "family",
        kind: opts.kind ?? "voice",
        voiceMode: (opts.kind ?? "voice") === "voice" ? opts.voiceMode : undefined,
        startsAt: slot.startsAt,
        description: opts.description,
        phone: "+974 5555 1234",
      },
    });
    const body = (await response.json()) as {
      result?: { data: { id: string; reference: string } };
      error?: { data?: { appCode?: string } };
    };
    if (response.ok()) return body.result!.data;
    expect(["slot_taken", "slot_unavailable"], JSON.stringify(body)).toContain(body.error?.data?.appCode);
  }
  throw new Error("no free slot could be booked");
}

/** The fixture lawyer confirms the consultation. */
export async function acceptAsLawyer(request: APIRequestContext, id: string): Promise<void> {
  const cookie = await signInOverHttp(request, ACCOUNTS.lawyer.email);
  const response = await request.post("/api/trpc/consultations.accept", {
    headers: {
      Cookie: cookie,
      Origin: BASE_URL,
      "Content-Type": "application/json",
    },
    data: { id },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Puts a session (a Cookie header from signInOverHttp) into a browser context. */
export async function addSessionCookies(context: BrowserContext, cookie: string): Promise<void> {
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return {
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        url: BASE_URL,
      };
    }),
  );
}

/** A WAV file of silence: a real audio file for the upload. */
export function wavBytes(): Buffer {
  const data = 8000;
  const buffer = Buffer.alloc(44 + data);
  buffer.write("RIFF", 0);
  buffer.writeUInt32LE(36 + data, 4);
  buffer.write("WAVE", 8);
  buffer.write("fmt ", 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(16000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36);
  buffer.writeUInt32LE(data, 40);
  return buffer;
}
