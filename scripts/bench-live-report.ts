/**
 * bench:live's checks and its report (scripts/bench-live.ts): posts and their latency, notifications expected
 * (from the shape), written (by the server, in the database) and delivered (read from the streams), missing,
 * duplicated and misdirected, the servers' memory and CPU, and the load generator's own load.
 */
import type { LiveShape } from "./bench-live-seed";
import type { StreamClient } from "./bench-live-stream";

interface Post {
  poster: number;
  n: number;
  due: number;
  status: number;
  ms: number;
}

/** A notification the server wrote, with the post it announces (poster index, message number), from the message's text. */
export interface Written {
  id: string;
  userId: string;
  caseId: string;
  poster: number;
  n: number;
}

export interface LiveRun {
  clients: number;
  posters: number;
  seconds: number;
  servers: number;
  every: number;
  shape: LiveShape;
  /** In the order of shape.people. */
  streams: StreamClient[];
  posts: Post[];
  written: Written[];
  rss: { before: number; peak: number; end: number; afterClose: number }[];
  openSeconds: number;
  notOpen: number;
  holdSeconds: number;
  generator: { cpu: NodeJS.CpuUsage; delay: { p99: number; max: number } };
  serverCpuMs: number[];
  nginxCpuMs: number;
  loadBefore: number[];
  loadAfter: number[];
  postSummary: (samples: number[]) => { p50: number; p95: number; p99: number; max: number };
}

const TARGETS = { rssMiB: 400, p99: 300 };
const mark = (ok: boolean) => (ok ? "PASS" : "MISS");
const ms = (v: number) => `${Math.round(v)}`;

export function liveReport(r: LiveRun): { lines: string[]; missed: boolean } {
  const { shape, streams } = r;
  const ok = r.posts.filter((p) => p.status === 303);
  const failed = r.posts.length - ok.length;
  const post = ok.length ? r.postSummary(r.posts.map((p) => p.ms)) : { p50: 0, p95: 0, p99: 0, max: 0 };

  // Expected from the shape: every answered post tells its case's other side.
  const expected = ok.reduce((sum, p) => sum + shape.cases[p.poster]!.audience.length, 0);
  const wrongAudience = r.written.filter((w) => {
    const c = shape.cases.find((x) => x.id === w.caseId);
    return !c || !c.audience.includes(w.userId);
  }).length;

  const writtenById = new Map(r.written.map((w) => [w.id, w]));
  const streamOf = new Map(shape.people.map((p, i) => [p.userId, streams[i]!]));
  let delivered = 0;
  let missing = 0;
  let duplicated = 0;
  for (const w of r.written) {
    const times = streamOf.get(w.userId)?.deliveries.filter((d) => d.notificationId === w.id).length ?? 0;
    if (times === 0) missing++;
    else delivered++;
    if (times > 1) duplicated += times - 1;
  }
  let misdirected = 0;
  let unidentified = 0;
  let wrongLink = 0;
  shape.people.forEach((person, i) => {
    for (const d of streams[i]!.deliveries) {
      if (!d.notificationId) unidentified++;
      else if (writtenById.get(d.notificationId)?.userId !== person.userId) misdirected++;
      else if (d.href !== `/case/${writtenById.get(d.notificationId)!.caseId}`) wrongLink++;
    }
  });
  const inCases = new Set(shape.cases.flatMap((c) => [...c.clientSide, ...c.lawyers]));
  const bystanders = shape.people.map((p, i) => ({ p, s: streams[i]! })).filter(({ p }) => !inCases.has(p.userId));
  const bystanderEvents = bystanders.reduce((sum, { s }) => sum + s.counts.notification, 0);
  const drops = streams.reduce((sum, s) => sum + s.drops, 0);
  const failures = streams.flatMap((s) => s.failures);

  // Delivery latency: from the moment the post fell due to the event's arrival.
  const dueOf = new Map(r.posts.map((p) => [`${p.poster}/${p.n}`, p.due]));
  const latencies: number[] = [];
  shape.people.forEach((_, i) => {
    for (const d of streams[i]!.deliveries) {
      const w = d.notificationId ? writtenById.get(d.notificationId) : undefined;
      const due = w ? dueOf.get(`${w.poster}/${w.n}`) : undefined;
      if (due !== undefined) latencies.push(d.at - due);
    }
  });
  const delivery = latencies.length ? r.postSummary(latencies) : null;
  const opens = streams.map((s) => s.openMs).filter((v): v is number => v !== null);
  const open = opens.length ? r.postSummary(opens) : null;
  const heartbeats = Math.min(...streams.map((s) => s.counts.heartbeat));
  const unread = streams.reduce((sum, s) => sum + s.counts.unread, 0);

  const exact = r.notOpen === 0 && missing === 0 && duplicated === 0 && misdirected === 0 && unidentified === 0 && wrongLink === 0 && wrongAudience === 0 &&
    bystanderEvents === 0 && drops === 0 && failed === 0 && r.written.length === expected;
  const rssOk = r.rss.every((x) => x.peak <= TARGETS.rssMiB);
  const p99Ok = ok.length > 0 && post.p99 <= TARGETS.p99;
  const generatorCore = (r.generator.cpu.user + r.generator.cpu.system) / 1000 / (r.holdSeconds * 1000);

  const lines = [
    `bench:live, ${r.servers === 2 ? "two app servers behind nginx (deploy/nginx.conf)" : "one app server"}, ${r.clients} streams, ${r.posters} posters each posting every ${r.every} s for ${r.seconds} s; ` +
      `load average ${r.loadBefore.map((v) => v.toFixed(2)).join(" ")} before, ${r.loadAfter.map((v) => v.toFixed(2)).join(" ")} after (2 cores, shared)`,
    `(${shape.cases.length} cases: even ones an individual client posting to two lawyers, odd ones a lead lawyer posting to a company's three people; ` +
      `${bystanders.length} people in no case)`,
    "| measure | value | target |",
    "| --- | --- | --- |",
    `| streams open | ${r.clients - r.notOpen} of ${r.clients} in ${r.openSeconds.toFixed(1)} s${open ? ` (first event p50 / p99 / max ${ms(open.p50)} / ${ms(open.p99)} / ${ms(open.max)} ms)` : ""} | all |`,
    `| streams dropped or refused during the run | ${drops}${failures.length ? ` (${[...new Set(failures)].slice(0, 3).join("; ")})` : ""} | 0 |`,
    `| posts answered 303 / failed | ${ok.length} / ${failed} (${(ok.length / r.holdSeconds).toFixed(1)} posts/s) | all 303 |`,
    `| post latency p50 / p95 / p99 / max | ${ms(post.p50)} / ${ms(post.p95)} / ${ms(post.p99)} / ${ms(post.max)} ms | p99 <= ${TARGETS.p99} ms ${mark(p99Ok)} |`,
    `| notifications expected (shape) / written (database) / written to someone outside the case's other side | ${expected} / ${r.written.length} / ${wrongAudience} | equal, 0 |`,
    `| delivered / missing / duplicated | ${delivered} / ${missing} / ${duplicated} | all, 0, 0 |`,
    `| misdirected / without an id / wrong link / to the ${bystanders.length} people in no case | ${misdirected} / ${unidentified} / ${wrongLink} / ${bystanderEvents} | 0 ${mark(exact)} |`,
    `| delivery latency (post due to event) p50 / p99 / max | ${delivery ? `${ms(delivery.p50)} / ${ms(delivery.p99)} / ${ms(delivery.max)} ms` : "-"} | |`,
    `| other events | ${unread} unread counts (one per open stream), fewest heartbeats on a stream ${heartbeats} | |`,
    ...r.rss.map(
      (x, i) =>
        `| server ${r.servers === 2 ? `${i + 1} ` : ""}RSS before / peak / end (streams open) / after closing | ${x.before.toFixed(0)} / ${x.peak.toFixed(0)} / ${x.end.toFixed(0)} / ${x.afterClose.toFixed(0)} MiB | peak <= ${TARGETS.rssMiB} MiB ${mark(x.peak <= TARGETS.rssMiB)} |`,
    ),
    `| server CPU during the hold | ${r.serverCpuMs.map((c) => `${((100 * c) / (r.holdSeconds * 1000)).toFixed(1)}% of a core (${(c / Math.max(1, ok.length)).toFixed(1)} ms per post)`).join("; ")}${r.servers === 2 ? `; nginx workers ${((100 * r.nginxCpuMs) / (r.holdSeconds * 1000)).toFixed(1)}%` : ""} | |`,
    `| load generator (this process) during the hold | ${(100 * generatorCore).toFixed(1)}% of a core, event-loop delay p99 ${r.generator.delay.p99.toFixed(1)} ms, max ${r.generator.delay.max.toFixed(1)} ms | not the bottleneck |`,
  ];
  return { lines, missed: !exact || !rssOk || !p99Ok };
}
