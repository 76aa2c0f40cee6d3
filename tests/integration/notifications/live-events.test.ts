import { describe, expect, it } from "vitest";
import { openLiveEvents, reconnectDelay } from "~/utils/live-events";

class FakeSource {
  static all: FakeSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(public url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event("open"));
  }
  fail() {
    this.onerror?.(new Event("error"));
  }
}

function harness() {
  FakeSource.all = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const delays: number[] = [];
  const received: unknown[] = [];
  const close = openLiveEvents(
    "/api/notifications/stream",
    { unread: (data) => received.push(data) },
    {
      createEventSource: (url) => new FakeSource(url),
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      clearTimer: () => {},
      onReconnectScheduled: (ms) => delays.push(ms),
    },
  );
  const latest = () => FakeSource.all.at(-1)!;
  const fire = () => timers.shift()!.fn();
  return { close, latest, fire, timers, delays, received };
}

describe("live events reconnect schedule (spec §9)", () => {
  it("waits 1, 2, 5, 10 s and then 10 s between attempts", () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000]);
    const h = harness();
    for (let i = 0; i < 6; i++) {
      const source = h.latest();
      source.fail();
      expect(source.closed).toBe(true);
      h.fire();
    }
    expect(h.delays).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
    expect(FakeSource.all).toHaveLength(7);
  });

  it("starts the schedule again after a successful open, and delivers named events", () => {
    const h = harness();
    h.latest().fail();
    h.fire();
    h.latest().fail();
    h.fire();
    h.latest().open();
    h.latest().listeners.get("unread")!(new MessageEvent("unread", { data: JSON.stringify({ count: 3 }) }));
    expect(h.received).toEqual([{ count: 3 }]);
    h.latest().fail();
    expect(h.delays).toEqual([1000, 2000, 1000]);
  });

  it("stops reconnecting once closed", () => {
    const h = harness();
    const first = h.latest();
    h.close();
    expect(first.closed).toBe(true);
    first.fail();
    expect(h.timers).toHaveLength(0);
    expect(FakeSource.all).toHaveLength(1);
  });
});
