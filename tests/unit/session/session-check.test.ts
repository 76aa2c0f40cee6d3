import { describe, expect, it } from "vitest";
import { checkSession } from "~/components/session/session-check";

function fakeFetch(answers: (Response | Error)[]) {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    calls.push(url);
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("session check (spec §9)", () => {
  it("reports an active session and an ended one", async () => {
    expect(await checkSession({ fetch: fakeFetch([json({ session: { id: "s" }, user: {} })]).fetch })).toBe("active");
    expect(await checkSession({ fetch: fakeFetch([json(null)]).fetch })).toBe("ended");
  });

  it("retries 502, 503 and 504, then answers", async () => {
    const slept: number[] = [];
    const { fetch, calls } = fakeFetch([new Response("", { status: 502 }), new Response("", { status: 503 }), new Response("", { status: 504 }), json(null)]);
    const state = await checkSession({ fetch, sleep: async (ms) => void slept.push(ms), now: () => 0 });
    expect(state).toBe("ended");
    expect(calls).toHaveLength(4);
    expect(slept).toEqual([1000, 2000, 5000]);
  });

  it("gives up after about 30 s of gateway errors without signing anyone out", async () => {
    let clock = 0;
    const answers = Array.from({ length: 20 }, () => new Response("", { status: 503 }));
    const state = await checkSession({ fetch: fakeFetch(answers).fetch, sleep: async (ms) => void (clock += ms), now: () => clock });
    expect(state).toBe("unknown");
    expect(clock).toBeLessThanOrEqual(30_000);
  });

  it("treats network failures and other errors as unknown, never as signed out", async () => {
    expect(await checkSession({ fetch: fakeFetch([new Error("offline")]).fetch })).toBe("unknown");
    expect(await checkSession({ fetch: fakeFetch([new Response("", { status: 500 })]).fetch })).toBe("unknown");
  });
});
