// The flood bench's server process: the server as `npm start` runs it (server/src/main.ts, imported at the
// end), with this probe beside it, driven by the bench over IPC: per flood, how
// long the server's event loop stalled (perf_hooks' event-loop delay, and each stall over 50 ms with the
// time it ended, to set beside the honest user's slowest call), its garbage collection pauses, and on
// the database: how many statements ran (the most frequent named), and the longest wait for a connection
// of the pool (the embedded database has one: every query waits behind those before it), and on
// request a CPU profile of that flood (`.cpuprofile`, for Chrome's or VS Code's profiler). The server's
// own code knows nothing of it.
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import pg from 'pg';

export interface ProbeReport {
  loop: { p50: number; p99: number; max: number; mean: number };
  /** Stalls of the event loop over 50 ms: when each ended (epoch ms) and how long it was. */
  stalls: Array<{ at: number; ms: number }>;
  gc: { count: number; totalMs: number; maxMs: number };
  db: { statements: number; maxWaitMs: number; top: Array<[string, number]> };
  /** CPU the process used (all its threads: the event loop, the embedded database's worker, GC): the work a flood costs, whatever the machine's load. */
  cpuMs: number;
  profile?: string;
}

const delay = monitorEventLoopDelay({ resolution: 10 });
let stalls: ProbeReport['stalls'] = [];
let gc = { count: 0, totalMs: 0, maxMs: 0 };
let session: Session | undefined;
let profileDir: string | undefined;
let label = '';
let cpuAtStart = process.cpuUsage();

// A 20 ms timer that came late by more than 50 ms: the loop was busy (or the process not scheduled) that long.
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  const late = now - last - 20;
  if (late > 50) stalls.push({ at: Date.now(), ms: Math.round(late) });
  last = now;
}, 20).unref();

new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gc.count += 1;
    gc.totalMs += e.duration;
    gc.maxMs = Math.max(gc.maxMs, e.duration);
  }
}).observe({ entryTypes: ['gc'] });

const ms = (ns: number) => Math.round(ns / 1e5) / 10;

// The server's pool and clients are node-postgres's: every statement and every wait for a connection passes here.
let statements = new Map<string, number>();
let maxWaitMs = 0;
const connect = pg.Pool.prototype.connect as (this: pg.Pool) => Promise<pg.PoolClient>;
pg.Pool.prototype.connect = function (this: pg.Pool, ...args: unknown[]) {
  if (args.length) return (connect as (...a: unknown[]) => unknown).apply(this, args);
  const asked = performance.now();
  return connect.call(this).then((client) => {
    maxWaitMs = Math.max(maxWaitMs, performance.now() - asked);
    return client;
  });
} as typeof pg.Pool.prototype.connect;
const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as { text?: string } | string;
  const text = (typeof config === 'string' ? config : (config?.text ?? '')).replace(/\s+/g, ' ').slice(0, 60);
  statements.set(text, (statements.get(text) ?? 0) + 1);
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

process.on('message', (m: { probe?: string; label?: string; profileDir?: string }) => {
  if (m.probe === 'start') {
    delay.reset();
    delay.enable();
    stalls = [];
    gc = { count: 0, totalMs: 0, maxMs: 0 };
    statements = new Map();
    maxWaitMs = 0;
    cpuAtStart = process.cpuUsage();
    label = m.label ?? 'flood';
    profileDir = m.profileDir;
    if (profileDir) {
      session = new Session();
      session.connect();
      void session.post('Profiler.enable').then(() => session!.post('Profiler.start'));
    }
    return;
  }
  if (m.probe !== 'stop') return;
  delay.disable();
  const cpu = process.cpuUsage(cpuAtStart);
  const report: ProbeReport = {
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    loop: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), mean: ms(delay.mean) },
    stalls,
    gc: { count: gc.count, totalMs: Math.round(gc.totalMs), maxMs: Math.round(gc.maxMs) },
    db: {
      statements: [...statements.values()].reduce((a, b) => a + b, 0),
      maxWaitMs: Math.round(maxWaitMs),
      top: [...statements].sort((a, b) => b[1] - a[1]).slice(0, 2),
    },
  };
  const send = () => process.send?.({ probe: 'report', report });
  if (!session || !profileDir) return send();
  const s = session;
  session = undefined;
  void s.post('Profiler.stop').then(({ profile }) => {
    report.profile = path.join(profileDir!, `${label.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
    fs.writeFileSync(report.profile, JSON.stringify(profile));
    s.disconnect();
    send();
  });
});
// The IPC channel must not keep the server alive once it is asked to stop.
process.channel?.unref();

await import('../../src/main');
