/* eslint-disable max-lines -- one state machine: the call's signalling, its RTCPeerConnection and the state the panel shows change together */
/**
 * The browser side of an in-browser call (issue 4 §2): WebRTC audio (and video for a video
 * consultation), signalling through our
 * own server (POST calls.signal, server-sent events from /api/calls/{id}/events).
 *
 * Roles are fixed so either side may join first or reload at any time: the lawyer always makes the
 * offer; the client always answers. Every page load has its own random `session`; messages name the
 * sender's session and the intended recipient's (`to`), so leftovers for a reloaded page are ignored.
 * - On joining, each side announces itself ("join"); a side that hears a new "join" answers with a
 *   "join" reply, so whoever came first learns of the other.
 * - The lawyer, on hearing the client (join or reply) with no live connection to that session, opens
 *   a fresh RTCPeerConnection and sends an offer; if the connection fails, it offers again.
 * - The client answers every offer on a fresh RTCPeerConnection.
 */
import { RECONNECT_DELAYS } from "./reconnect";

export type CallState = "idle" | "media" | "waiting" | "connecting" | "connected" | "reconnecting" | "ended" | "otherLeft" | "error";
export type CallError = "denied" | "noMicrophone" | "noCamera" | "busy" | "unsupported" | "network" | "notOpen";

export interface CallSnapshot {
  state: CallState;
  error: CallError | null;
  muted: boolean;
  cameraOff: boolean;
  connectedAt: number | null;
}

interface Options {
  consultationId: string;
  role: "client" | "lawyer";
  otherId: string;
  iceServers: RTCIceServer[];
  /** A video consultation: camera too. */
  video: boolean;
  /** Where the other party's audio (and video) plays. */
  remote: () => HTMLMediaElement | null;
  /** Where one's own camera shows (video only; muted). */
  local: () => HTMLVideoElement | null;
}

type Signal =
  | { kind: "join"; payload: { session: string; reply?: boolean } }
  | {
      kind: "offer" | "answer";
      payload: { session: string; to: string; sdp: string };
    }
  | {
      kind: "candidate";
      payload: {
        session: string;
        to: string;
        candidate: string;
        sdpMid: string | null;
        sdpMLineIndex: number | null;
      };
    }
  | { kind: "hangup"; payload: { session: string } };

const randomSession = () => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
};

export function isCallSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.RTCPeerConnection === "function" &&
    typeof window.EventSource === "function" &&
    Boolean(navigator.mediaDevices?.getUserMedia)
  );
}

export class CallController {
  private readonly opts: Options;
  private session = randomSession();
  private remoteSession: string | null = null;
  private pc: RTCPeerConnection | null = null;
  private pcTarget: string | null = null;
  private stream: MediaStream | null = null;
  private events: EventSource | null = null;
  private lastEventId: string | null = null;
  private reconnectAttempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pendingCandidates = new Map<string, RTCIceCandidateInit[]>();
  private outbox: Promise<void> = Promise.resolve();
  private inbox: Promise<void> = Promise.resolve();
  private active = false;
  private snapshot: CallSnapshot = {
    state: "idle",
    error: null,
    muted: false,
    cameraOff: false,
    connectedAt: null,
  };
  private listeners = new Set<(snapshot: CallSnapshot) => void>();

  constructor(opts: Options) {
    this.opts = opts;
  }

  /** The current peer connection (tests read its statistics through window.__qanunCall). */
  get peerConnection(): RTCPeerConnection | null {
    return this.pc;
  }

  get state(): CallState {
    return this.snapshot.state;
  }

  subscribe(listener: (snapshot: CallSnapshot) => void): () => void {
    this.listeners.add(listener);
    listener(this.snapshot);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<CallSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener(this.snapshot);
  }

  async join(): Promise<void> {
    if (this.active) return;
    if (!isCallSupported()) return this.set({ state: "error", error: "unsupported" });
    this.set({ state: "media", error: null });
    try {
      this.stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true },
        video: this.opts.video ? { width: { ideal: 1280 }, height: { ideal: 720 } } : false,
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      const code: CallError =
        name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError"
          ? "denied"
          : name === "NotFoundError" || name === "DevicesNotFoundError" || name === "OverconstrainedError"
          ? this.opts.video
            ? "noCamera"
            : "noMicrophone"
          : name === "NotReadableError" || name === "TrackStartError" || name === "AbortError"
          ? "busy"
          : "unsupported";
      return this.set({ state: "error", error: code });
    }
    for (const track of this.stream.getAudioTracks()) track.enabled = !this.snapshot.muted;
    for (const track of this.stream.getVideoTracks()) track.enabled = !this.snapshot.cameraOff;
    const local = this.opts.local();
    if (local && this.opts.video) {
      local.srcObject = this.stream;
      void local.play().catch(() => {});
    }
    this.active = true;
    this.session = randomSession();
    this.remoteSession = null;
    this.lastEventId = null;
    this.set({ state: "waiting", connectedAt: null });
    this.listen();
  }

  /** Leaves the call: tells the other party, closes the connection and releases the microphone. */
  hangUp(opts: { silent?: boolean } = {}): void {
    if (!this.active) return;
    this.active = false;
    if (!opts.silent) this.send({ kind: "hangup", payload: { session: this.session } }, { keepalive: true });
    this.closePeer();
    this.events?.close();
    this.events = null;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
    this.set({ state: "ended", connectedAt: null });
  }

  setMuted(muted: boolean): void {
    for (const track of this.stream?.getAudioTracks() ?? []) track.enabled = !muted;
    this.set({ muted });
  }

  setCameraOff(cameraOff: boolean): void {
    for (const track of this.stream?.getVideoTracks() ?? []) track.enabled = !cameraOff;
    this.set({ cameraOff });
  }

  private listen() {
    const base = `/api/calls/${encodeURIComponent(this.opts.consultationId)}/events`;
    const source = new EventSource(this.lastEventId ? `${base}?after=${encodeURIComponent(this.lastEventId)}` : base);
    this.events = source;
    source.addEventListener("ready", (event) => {
      this.reconnectAttempt = 0;
      this.lastEventId = (event as MessageEvent).lastEventId || this.lastEventId;
      if (this.snapshot.error === "network") this.set({ error: null });
      this.send({ kind: "join", payload: { session: this.session } });
    });
    source.addEventListener("signal", (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) this.lastEventId = message.lastEventId;
      try {
        const signal = JSON.parse(message.data) as Signal;
        // One message at a time: an answer or a candidate never overtakes the offer it belongs to.
        this.inbox = this.inbox.then(() => this.handle(signal)).catch(() => {});
      } catch {
        // a malformed message is ignored
      }
    });
    source.onerror = () => {
      if (!this.active || source !== this.events) return;
      // CONNECTING: the browser retries by itself (Last-Event-ID included). CLOSED: it gave up
      // (an HTTP error); retry on the spec §9 schedule, resuming after the last message seen.
      if (source.readyState === EventSource.CLOSED) {
        source.close();
        const delay = RECONNECT_DELAYS[Math.min(this.reconnectAttempt, RECONNECT_DELAYS.length - 1)]!;
        this.reconnectAttempt += 1;
        this.set({ error: "network" });
        this.reconnectTimer = setTimeout(() => {
          if (this.active) this.listen();
        }, delay);
      }
    };
  }

  /** Sends one message to the other party, in order after the previous ones. */
  private send(signal: Signal, opts: { keepalive?: boolean } = {}): void {
    const body = JSON.stringify({
      id: this.opts.consultationId,
      recipientId: this.opts.otherId,
      signal,
    });
    this.outbox = this.outbox.then(async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          const response = await fetch("/api/trpc/calls.signal", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body,
            credentials: "same-origin",
            keepalive: opts.keepalive,
          });
          if (response.ok) return;
          const error = (await response.json().catch(() => null)) as {
            error?: { data?: { appCode?: string } };
          } | null;
          if (error?.error?.data?.appCode === "call_not_open") {
            this.set({ state: "error", error: "notOpen" });
            this.hangUp({ silent: true });
            this.set({ state: "error", error: "notOpen" });
            return;
          }
          if (response.status < 500) return;
        } catch {
          // network trouble: retried below
        }
        await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
      }
      if (this.active) this.set({ error: "network" });
    });
  }

  private async handle(signal: Signal): Promise<void> {
    if (!this.active) return;
    const from = signal.payload.session;
    if ("to" in signal.payload && signal.payload.to !== this.session) return;
    switch (signal.kind) {
      case "join": {
        const isNew = from !== this.remoteSession;
        this.remoteSession = from;
        if (!signal.payload.reply)
          this.send({
            kind: "join",
            payload: { session: this.session, reply: true },
          });
        if (this.opts.role === "lawyer") {
          const live = this.pc && this.pcTarget === from && !["failed", "closed"].includes(this.pc.connectionState);
          if (!live) await this.offer(from);
        } else if (isNew) {
          this.closePeer();
          this.set({ state: "connecting" });
        }
        return;
      }
      case "offer": {
        if (this.opts.role !== "client") return;
        this.remoteSession = from;
        const pc = this.openPeer(from);
        await pc.setRemoteDescription({
          type: "offer",
          sdp: signal.payload.sdp,
        });
        await this.flushCandidates(pc, from);
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        this.send({
          kind: "answer",
          payload: {
            session: this.session,
            to: from,
            sdp: pc.localDescription?.sdp ?? answer.sdp ?? "",
          },
        });
        return;
      }
      case "answer": {
        const pc = this.pc;
        if (this.opts.role !== "lawyer" || !pc || this.pcTarget !== from || pc.signalingState !== "have-local-offer") return;
        await pc.setRemoteDescription({
          type: "answer",
          sdp: signal.payload.sdp,
        });
        await this.flushCandidates(pc, from);
        return;
      }
      case "candidate": {
        const init: RTCIceCandidateInit = {
          candidate: signal.payload.candidate,
          sdpMid: signal.payload.sdpMid,
          sdpMLineIndex: signal.payload.sdpMLineIndex,
        };
        const pc = this.pc;
        if (pc && this.pcTarget === from && pc.remoteDescription) {
          await pc.addIceCandidate(init).catch(() => {});
        } else {
          const queue = this.pendingCandidates.get(from) ?? [];
          queue.push(init);
          this.pendingCandidates.set(from, queue);
        }
        return;
      }
      case "hangup": {
        if (from !== this.remoteSession) return;
        this.remoteSession = null;
        this.closePeer();
        this.set({ state: "otherLeft", connectedAt: null });
        return;
      }
    }
  }

  private async offer(target: string) {
    const pc = this.openPeer(target);
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    this.send({
      kind: "offer",
      payload: {
        session: this.session,
        to: target,
        sdp: pc.localDescription?.sdp ?? offer.sdp ?? "",
      },
    });
  }

  private async flushCandidates(pc: RTCPeerConnection, from: string) {
    const queue = this.pendingCandidates.get(from) ?? [];
    this.pendingCandidates.delete(from);
    for (const candidate of queue) await pc.addIceCandidate(candidate).catch(() => {});
  }

  /** A fresh peer connection to `target`, with the microphone attached (the previous one is closed). */
  private openPeer(target: string): RTCPeerConnection {
    this.closePeer();
    const pc = new RTCPeerConnection({ iceServers: this.opts.iceServers });
    this.pc = pc;
    this.pcTarget = target;
    for (const track of this.stream?.getTracks() ?? []) pc.addTrack(track, this.stream!);
    pc.onicecandidate = (event) => {
      if (!event.candidate || this.pc !== pc) return;
      this.send({
        kind: "candidate",
        payload: {
          session: this.session,
          to: target,
          candidate: event.candidate.candidate,
          sdpMid: event.candidate.sdpMid,
          sdpMLineIndex: event.candidate.sdpMLineIndex,
        },
      });
    };
    pc.ontrack = (event) => {
      const media = this.opts.remote();
      if (!media) return;
      const stream = event.streams[0] ?? new MediaStream([event.track]);
      if (media.srcObject !== stream) media.srcObject = stream;
      void media.play().catch(() => {});
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc || !this.active) return;
      const state = pc.connectionState;
      if (state === "connected")
        this.set({
          state: "connected",
          connectedAt: this.snapshot.connectedAt ?? Date.now(),
        });
      else if (state === "disconnected") this.set({ state: "reconnecting" });
      else if (state === "failed") {
        this.set({ state: "reconnecting" });
        if (this.opts.role === "lawyer") void this.offer(target);
        else this.send({ kind: "join", payload: { session: this.session } });
      } else if (state === "connecting" && this.snapshot.state !== "reconnecting") this.set({ state: "connecting" });
    };
    return pc;
  }

  private closePeer() {
    if (!this.pc) return;
    const pc = this.pc;
    this.pc = null;
    this.pcTarget = null;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.close();
  }
}
