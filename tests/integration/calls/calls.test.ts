/* eslint-disable max-lines -- one call's whole story (room, signals, replay, events stream, voice notes, fees) over one set of parties and consultations */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { subscribe } from "#server/realtime/bus";
import { appErrorOf } from "~/utils/trpc.server";
import { loader as eventsLoader } from "~/routes/api/calls/$id/events/route";
import { EXE_BYTES, wavBytes as wavAudio } from "../../setup/file-fixtures";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { createTestDatabase, type TestDatabase } from "../../setup/db";

let testDb: TestDatabase;
type Party = Awaited<ReturnType<typeof userWithRole>>;
let client: Party;
let lawyer: Party;
let stranger: Party;
let otherLawyer: Party;
let callId: string;
let laterId: string;
let phoneId: string;
let videoId: string;
let inPersonId: string;

const LAWYER_ID = "1a1e0000-0000-4000-8000-0000000000c1";
const OTHER_LAWYER_ID = "1a1e0000-0000-4000-8000-0000000000c2";

const wavBytes = () => Uint8Array.from(wavAudio());

async function insertConsultation(opts: {
  startsInMinutes: number;
  voiceMode?: "phone" | "browser";
  status?: "requested" | "confirmed";
  kind?: "voice" | "video" | "in_person";
  lawyerId?: string;
}) {
  const startsAt = new Date(Date.now() + opts.startsInMinutes * 60_000);
  startsAt.setSeconds(0, 0);
  const kind = opts.kind ?? "voice";
  const row = await testDb.db
    .insertInto("consultations")
    .values({
      client_id: client.userId,
      lawyer_id: opts.lawyerId ?? LAWYER_ID,
      service_area: "family",
      kind,
      voice_mode: kind === "voice" ? opts.voiceMode ?? "browser" : null,
      status: opts.status ?? "confirmed",
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 30 * 60_000),
      description: "A question about a tenancy dispute.",
      phone: "+97455512345",
      client_locale: "en",
      fee_qar: 400,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return appErrorOf(error)?.code ?? error.code;
    throw error;
  }
  return "ok";
}

const join = (session: string) => ({
  kind: "join" as const,
  payload: { session },
});

const signalCount = async () =>
  (await testDb.db.selectFrom("call_signals").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n;

beforeAll(async () => {
  testDb = await createTestDatabase();
  client = await userWithRole(testDb.db, "individual", {
    name: "Client Person",
  });
  lawyer = await userWithRole(testDb.db, "lawyer", { name: "Lawyer Person" });
  otherLawyer = await userWithRole(testDb.db, "lawyer");
  stranger = await userWithRole(testDb.db, "individual");
  for (const [id, user] of [
    [LAWYER_ID, lawyer],
    [OTHER_LAWYER_ID, otherLawyer],
  ] as const) {
    await testDb.db
      .insertInto("lawyers")
      .values({
        id,
        user_id: user.userId,
        name_ar: "محامي الاختبار",
        name_en: "Test Lawyer",
        title_ar: "محامٍ",
        title_en: "Advocate",
        bio_ar: "نبذة",
        bio_en: "Bio",
        city: "doha",
        years_of_practice: 5,
        verified: true,
        practice_areas: ["family"],
        languages: ["ar", "en"],
        fee_voice_qar: id === LAWYER_ID ? 400 : 650,
      })
      .execute();
  }
  callId = await insertConsultation({ startsInMinutes: 5 });
  laterId = await insertConsultation({ startsInMinutes: 3 * 24 * 60 });
  // After the first one ends: one lawyer cannot hold two overlapping consultations.
  phoneId = await insertConsultation({ startsInMinutes: 40, voiceMode: "phone" });
  videoId = await insertConsultation({ startsInMinutes: 5, kind: "video", lawyerId: OTHER_LAWYER_ID });
  inPersonId = await insertConsultation({ startsInMinutes: 40, kind: "in_person", lawyerId: OTHER_LAWYER_ID });
});

afterAll(async () => {
  await testDb.cleanup();
});

describe("calls.room", () => {
  it("is there for the client and the assigned lawyer, with the other party's id", async () => {
    const asClient = await client.caller.calls.room({ id: callId });
    expect(asClient).toMatchObject({
      role: "client",
      otherId: lawyer.userId,
      canJoin: true,
      voiceMode: "browser",
    });
    const asLawyer = await lawyer.caller.calls.room({ id: callId });
    expect(asLawyer).toMatchObject({
      role: "lawyer",
      otherId: client.userId,
      canJoin: true,
      mayAddVoiceNote: false,
    });
  });

  it("does not exist for a third user, another lawyer or an anonymous visitor", async () => {
    expect(await codeOf(stranger.caller.calls.room({ id: callId }))).toBe("not_found");
    expect(await codeOf(otherLawyer.caller.calls.room({ id: callId }))).toBe("not_found");
    expect(await codeOf(anonymousCaller(testDb.db).calls.room({ id: callId }))).toBe("not_found");
  });

  it("is closed before the window opens and for a phone consultation", async () => {
    expect(await client.caller.calls.room({ id: laterId })).toMatchObject({
      canJoin: false,
      iceServers: [],
    });
    expect(await client.caller.calls.room({ id: phoneId })).toMatchObject({
      canJoin: false,
      voiceMode: "phone",
    });
  });
});

describe("video consultations", () => {
  it("have a call for their two parties, without voice notes; other kinds have none", async () => {
    expect(await client.caller.calls.room({ id: videoId })).toMatchObject({
      kind: "video",
      otherId: otherLawyer.userId,
      canJoin: true,
      mayAddVoiceNote: false,
    });
    const { id } = await otherLawyer.caller.calls.signal({ id: videoId, recipientId: client.userId, signal: join("videolawyer01") });
    expect(id).toMatch(/^\d+$/);
    expect(await codeOf(lawyer.caller.calls.room({ id: videoId }))).toBe("not_found");
    expect(await codeOf(client.caller.calls.addVoiceNote({ id: videoId, fileName: "a.wav", bytes: wavBytes() }))).toBe("forbidden");
    expect(await codeOf(client.caller.calls.room({ id: inPersonId }))).toBe("not_found");
  });
});

describe("calls.signal", () => {
  it("stores a message for the other party and announces it on the call channel", async () => {
    const heard: Record<string, unknown>[] = [];
    const stop = await subscribe(testDb.db, "call", (payload) => heard.push(payload));
    const { id } = await client.caller.calls.signal({
      id: callId,
      recipientId: lawyer.userId,
      signal: join("clientsession01"),
    });
    const row = await testDb.db.selectFrom("call_signals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      consultation_id: callId,
      sender_id: client.userId,
      recipient_id: lawyer.userId,
      kind: "join",
    });
    await expect.poll(() => heard, { timeout: 5000 }).toContainEqual({ consultationId: callId, recipientId: lawyer.userId });
    stop();
  });

  it("refuses a third user and an anonymous visitor as not found, and writes nothing", async () => {
    const before = await signalCount();
    const anonymous = { caller: anonymousCaller(testDb.db) };
    for (const [label, who, recipient, session] of [
      ["a stranger to the lawyer", stranger, lawyer, "strangersess1"],
      ["a stranger to the client", stranger, client, "strangersess1"],
      ["another lawyer to the client", otherLawyer, client, "otherlawyer1"],
      ["an anonymous visitor to the client", anonymous, client, "anonymous001"],
    ] as const) {
      expect(await codeOf(who.caller.calls.signal({ id: callId, recipientId: recipient.userId, signal: join(session) })), label).toBe("not_found");
    }
    expect(await signalCount()).toBe(before);
  });

  it("only delivers to the other party", async () => {
    for (const [label, who, recipient, session] of [
      ["the client to a stranger", client, stranger, "clientsession01"],
      ["the client to themselves", client, client, "clientsession01"],
      ["the lawyer to themselves", lawyer, lawyer, "lawyersession1"],
    ] as const) {
      expect(await codeOf(who.caller.calls.signal({ id: callId, recipientId: recipient.userId, signal: join(session) })), label).toBe("invalid_input");
    }
  });

  it("is refused outside the call window and for a phone consultation", async () => {
    for (const id of [laterId, phoneId]) {
      expect(await codeOf(client.caller.calls.signal({ id, recipientId: lawyer.userId, signal: join("clientsession01") }))).toBe("call_not_open");
    }
  });

  it("refuses malformed messages", async () => {
    const bad = { kind: "offer", payload: { session: "x", to: "lawyersession1", sdp: "" } } as never;
    expect(await codeOf(client.caller.calls.signal({ id: callId, recipientId: lawyer.userId, signal: bad }))).toBe("invalid_input");
  });
});

describe("calls.signals (replay)", () => {
  it("starts a fresh reader at the newest message and replays everything after a given id, in order", async () => {
    const fresh = await lawyer.caller.calls.signals({
      id: callId,
      after: null,
    });
    expect(fresh.signals).toEqual([]);
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const { id } = await client.caller.calls.signal({
        id: callId,
        recipientId: lawyer.userId,
        signal: {
          kind: "candidate",
          payload: {
            session: "clientsession01",
            to: "lawyersession1",
            candidate: `candidate:${n} 1 udp 1 127.0.0.1 5000${n} typ host`,
            sdpMid: "0",
            sdpMLineIndex: 0,
          },
        },
      });
      ids.push(id);
    }
    const all = await lawyer.caller.calls.signals({
      id: callId,
      after: fresh.cursor,
    });
    expect(all.signals.map((s) => s.id)).toEqual(ids);
    expect(all.signals[0]).toMatchObject({
      kind: "candidate",
      payload: { candidate: "candidate:1 1 udp 1 127.0.0.1 50001 typ host" },
    });
    const rest = await lawyer.caller.calls.signals({
      id: callId,
      after: ids[1]!,
    });
    expect(rest.signals.map((s) => s.id)).toEqual([ids[2]]);
    // The sender does not read the recipient's messages.
    const own = await client.caller.calls.signals({
      id: callId,
      after: fresh.cursor,
    });
    expect(own.signals).toEqual([]);
    expect(await codeOf(stranger.caller.calls.signals({ id: callId, after: "0" }))).toBe("not_found");
  });

  it("the events stream replays after Last-Event-ID and is a 404 for anyone but the parties", async () => {
    const cursor = (await lawyer.caller.calls.signals({ id: callId, after: null })).cursor;
    const { id } = await client.caller.calls.signal({
      id: callId,
      recipientId: lawyer.userId,
      signal: join("clientsession02"),
    });
    const controller = new AbortController();
    const headers = new Headers(lawyer.headers);
    headers.set("Last-Event-ID", cursor);
    const response = (await eventsLoader({
      request: new Request(`http://localhost:3000/api/calls/${callId}/events`, {
        headers,
        signal: controller.signal,
      }),
      params: { id: callId },
      context: {},
    })) as Response;
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    let text = "";
    while (!text.includes("event: ready")) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    expect(text).toContain(`id: ${id}\nevent: signal\ndata: {"kind":"join","payload":{"session":"clientsession02"}}`);
    // Live: a message written now arrives on the open stream.
    const live = await client.caller.calls.signal({
      id: callId,
      recipientId: lawyer.userId,
      signal: join("clientsession03"),
    });
    while (!text.includes(`id: ${live.id}\n`)) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    expect(text).toContain(`"session":"clientsession03"`);
    controller.abort();
    await reader.cancel().catch(() => {});

    for (const headers of [stranger.headers, new Headers()]) {
      const outcome = await eventsLoader({
        request: new Request(`http://localhost:3000/api/calls/${callId}/events`, { headers }),
        params: { id: callId },
        context: {},
      }).catch((thrown: unknown) => thrown);
      expect((outcome as Response).status).toBe(404);
    }
  });
});

describe("calls events stream across a database restart", () => {
  // PostgreSQL only (TEST_DATABASE_URL): PGlite's listening cannot drop. A message written while this server
  // was not listening (its LISTEN connection lost, as when PostgreSQL restarts; another app server wrote it)
  // is announced to nobody here: the stream must still deliver it once listening resumes, not wait for the
  // next message of the call (there may be none: a hang-up, or the answer the other side waits for).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "delivers a message written while the server was not listening, once it listens again",
    async () => {
      const controller = new AbortController();
      const response = (await eventsLoader({
        request: new Request(`http://localhost:3000/api/calls/${callId}/events`, { headers: lawyer.headers, signal: controller.signal }),
        params: { id: callId },
        context: {},
      })) as Response;
      const reader = response.body!.getReader();
      let text = "";
      const readUntil = async (needle: string, ms: number) => {
        const until = Date.now() + ms;
        while (!text.includes(needle) && Date.now() < until) {
          const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), until - Date.now()))]);
          if (!chunk || chunk.done) break;
          text += new TextDecoder().decode(chunk.value);
        }
        return text.includes(needle);
      };
      expect(await readUntil("event: ready", 5000)).toBe(true);
      const ended = await sql<{ n: number }>`
        select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like 'listen qanun_%'`.execute(testDb.db);
      expect(ended.rows[0]!.n).toBe(1);
      const missed = await client.caller.calls.signal({ id: callId, recipientId: lawyer.userId, signal: { kind: "hangup", payload: { session: "clientsession04" } } });
      expect(await readUntil(`id: ${missed.id}\n`, 10_000)).toBe(true);
      expect(text.split(`id: ${missed.id}\n`)).toHaveLength(2);
      controller.abort();
      await reader.cancel().catch(() => {});
    },
    20_000,
  );
});

describe("voice notes", () => {
  it("the client adds one: stored privately, a file event, the lawyer notified and able to play it", async () => {
    const { id } = await client.caller.calls.addVoiceNote({
      id: callId,
      fileName: "my matter.wav",
      bytes: wavBytes(),
    });
    const row = await testDb.db.selectFrom("consultation_files").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      purpose: "voice_note",
      content_type: "audio/wav",
      uploaded_by: client.userId,
      file_name: "my matter.wav",
    });
    expect(row.storage_key).toMatch(new RegExp(`^voice-notes/${callId}/`));
    const event = await testDb.db
      .selectFrom("consultation_events")
      .selectAll()
      .where("consultation_id", "=", callId)
      .where("type", "=", "file")
      .executeTakeFirst();
    expect(event?.actor_id).toBe(client.userId);
    const notification = await testDb.db
      .selectFrom("notifications")
      .selectAll()
      .where("user_id", "=", lawyer.userId)
      .where("type", "=", "file")
      .executeTakeFirst();
    expect(notification?.consultation_id).toBe(callId);
    const room = await lawyer.caller.calls.room({ id: callId });
    expect(room.voiceNotes).toHaveLength(1);
    expect(room.voiceNotes[0]!.url).toContain("/files/signed");
  });

  it("refuses other files, oversized ones, the lawyer and strangers", async () => {
    for (const [who, bytes, code] of [
      [client, EXE_BYTES, "file_type_not_allowed"],
      [client, null, "file_too_large"],
      [client, new Uint8Array(), "file_required"],
      [lawyer, wavBytes(), "forbidden"],
      [stranger, wavBytes(), "not_found"],
    ] as const) {
      expect(await codeOf(who.caller.calls.addVoiceNote({ id: callId, fileName: "x.wav", bytes }))).toBe(code);
    }
    const count = await testDb.db
      .selectFrom("consultation_files")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("consultation_id", "=", callId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});

describe("calls.voiceFees", () => {
  it("gives the range over listed lawyers and the chosen lawyer's fee", async () => {
    const fees = await anonymousCaller(testDb.db).calls.voiceFees({
      lawyerId: OTHER_LAWYER_ID,
    });
    expect(fees).toMatchObject({ from: 400, to: 650, lawyerFee: 650 });
  });
});
