// `npm run bench:load [-- --rooms 200 --clients 4 --setup both|single|cluster]`
// The whole product under load, driven like users drive it: N rooms of P socket clients create and join
// rooms, get ready, draft every slot through the real API and watch their whole round robin at fast
// pacing. Run against one process on PGlite, and against two processes on PostgreSQL with Redis (clients
// spread over both). Prints rooms and clients held, errors, REST latency and event lag (median, p99).
// Targets: 0 errors, REST p99 < 200 ms, event lag p99 < 250 ms.
// People pause between actions (--think, mean ms) and rooms arrive over --ramp seconds. Friends come to
// the evening with their accounts (a session lasts JWT_EXPIRES_IN, 7 days): every account is registered
// and logged in through the API first, --concurrency at a time, and that bcrypt-bound phase is timed and
// printed apart from the evening's game calls. SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=<dir>' profiles
// the server processes; LOAD_NODE_ENV=test runs them with the tests' cheap bcrypt, for quick iterations only
// (the figures are those of production).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { io as connect, type Socket } from 'socket.io-client';
import { formationSlots } from '@onbir/shared/formations/gameFormations';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { LiveEvent, LiveMatchSnapshot } from '@onbir/shared/match/wire';
import type { ClientToServerEvents, ServerToClientEvents } from '@onbir/shared/realtime/events';
import { createTestDatabaseUrl } from '../src/test/database';
import { startServerProcess, type ServerProcess } from '../test/processes';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const { values: args } = parseArgs({
  options: {
    rooms: { type: 'string', default: '200' },
    clients: { type: 'string', default: '4' },
    setup: { type: 'string', default: 'both' },
    concurrency: { type: 'string', default: '8' },
    think: { type: 'string', default: '2000' },
    ramp: { type: 'string', default: '60' },
  },
});
const ROOMS = Number(args.rooms);
const CLIENTS = Number(args.clients);
const CONCURRENCY = Number(args.concurrency);
/** Mean pause of a person between two actions (uniform between half and one and a half of it), ms. */
const THINK_MS = Number(args.think);
/** Rooms arrive spread over this many seconds, as friends' evenings do. */
const RAMP_S = Number(args.ramp);
const think = () => new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));
const SECONDS_PER_MINUTE = 0.02;
const PG = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Stats {
  rest: number[];
  /** When each game call answered (ms since the evening began) and its latency: the timeline. */
  restAt: Array<[number, number]>;
  startedAt: number;
  /** Game-call latencies by call (method and path with ids masked), for the breakdown. */
  byCall: Map<string, number[]>;
  auth: number[];
  authSeconds: number;
  lag: number[];
  /** Probes every 100 ms: /api/health (the event loop and HTTP alone) and /api/ready (plus one database round trip). */
  probes: { health: number[]; ready: number[] };
  errors: string[];
  disconnects: string[];
  socketsHeld: number;
  maxSockets: number;
}

interface Client {
  id: string;
  token: string;
  base: string;
  socket?: ClientSocket;
  latest?: RoomDto;
  /** The match being watched: each event as it arrives, live or backfilled after a reconnect. */
  onEvent?: (fixtureId: string, e: LiveEvent, live: boolean) => void;
  reconnects: number;
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const fmt = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '—');

async function timed<T>(stats: Stats, bucket: 'rest' | 'auth', what: string, fn: () => Promise<Response>): Promise<T> {
  const t0 = performance.now();
  let res: Response;
  try {
    res = await fn();
  } catch (err) {
    stats.errors.push(`${what}: ${(err as Error).message}`);
    throw err;
  }
  const elapsed = performance.now() - t0;
  stats[bucket].push(elapsed);
  if (bucket === 'rest') {
    stats.restAt.push([performance.now() - stats.startedAt, elapsed]);
    const call = what.replace(/\?.*$/, '');
    const xs = stats.byCall.get(call) ?? [];
    stats.byCall.set(call, xs);
    xs.push(elapsed);
  }
  const body = (await res.json().catch(() => null)) as T & { message?: string };
  if (!res.ok) {
    stats.errors.push(`${what}: ${res.status} ${body?.message ?? ''}`);
    throw new Error(`${what} ${res.status}`);
  }
  return body;
}

function api(stats: Stats, c: Client, method: string, p: string, body?: unknown) {
  return timed<Record<string, unknown>>(stats, 'rest', `${method} ${p.replace(/[0-9a-f-]{36}/g, ':id')}`, () =>
    fetch(`${c.base}${p}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${c.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

async function signUp(stats: Stats, base: string, name: string): Promise<Client> {
  const email = `${name}@load.test`;
  const post = (p: string, body: unknown) => () =>
    fetch(`${base}${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await timed(stats, 'auth', 'register', post('/api/users/register', { username: name, firstName: 'Yük', lastName: 'Testi', email, password: 'kale-direk-42' }));
  const login = await timed<{ token: string; _id: string }>(stats, 'auth', 'login', post('/api/users/login', { email, password: 'kale-direk-42' }));
  return { id: login._id, token: login.token, base, reconnects: 0 };
}

/**
 * Like the match screen: joins the room on every (re)connect, and after a reconnect fetches the live match
 * so far, so that events sent while it was away are not missed (duplicates are dropped by seq).
 */
function connectSocket(stats: Stats, c: Client, roomId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket: ClientSocket = connect(c.base, { auth: { token: c.token }, transports: ['websocket'], reconnectionDelay: 1000, reconnectionDelayMax: 5000, timeout: 20_000 });
    c.socket = socket;
    let first = true;
    socket.on('updateRoom', (room) => {
      if (!c.latest || room.version >= c.latest.version) c.latest = room;
    });
    socket.on('matchEvent', (e) => c.onEvent?.(e.fixtureId, e.event, true));
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') stats.disconnects.push(reason);
    });
    socket.on('connect', async () => {
      const ack = await socket.timeout(10_000).emitWithAck('joinRoom', roomId).catch(() => ({ ok: false, message: 'timeout' }));
      if (!ack.ok) {
        stats.errors.push(`joinRoom: ${'message' in ack ? ack.message : ''}`);
        if (first) reject(new Error('joinRoom refused'));
        return;
      }
      if (first) {
        first = false;
        stats.socketsHeld++;
        stats.maxSockets = Math.max(stats.maxSockets, stats.socketsHeld);
        return resolve();
      }
      c.reconnects++;
      const snap = (await api(stats, c, 'GET', `/api/match/${roomId}/live`).catch(() => null)) as LiveMatchSnapshot | null;
      if (snap?.fixtureId) for (const e of snap.events) c.onEvent?.(snap.fixtureId, e, false);
    });
    socket.once('connect_error', (err) => {
      if (!first) return;
      stats.errors.push(`socket: ${err.message}`);
      reject(err);
    });
  });
}

async function until(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timeout: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Registers and logs in every client of every room, CONCURRENCY at a time: the accounts the evening starts with. */
async function signUpEveryone(stats: Stats, bases: string[], run: string): Promise<Array<Array<Client | null>>> {
  const t0 = performance.now();
  const names = Array.from({ length: ROOMS * CLIENTS }, (_, k) => ({ r: Math.floor(k / CLIENTS), i: k % CLIENTS }));
  const clients: Array<Array<Client | null>> = Array.from({ length: ROOMS }, () => []);
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const { r, i } = names[next++];
      // A failed sign-up is counted in the errors; its room then fails too.
      clients[r][i] = await signUp(stats, bases[(r + i) % bases.length], `l${run}r${r}u${i}`).catch(() => null);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  stats.authSeconds = (performance.now() - t0) / 1000;
  return clients;
}

/** One room's evening: lobby, draft, every match of the round robin. */
async function playRoom(stats: Stats, accounts: Array<Client | null>, r: number) {
  if (accounts.some((c) => !c)) throw new Error('sign-up failed');
  const clients = accounts as Client[];
  await new Promise((resolve) => setTimeout(resolve, (r / ROOMS) * RAMP_S * 1000));
  const [creator, ...others] = clients;
  const created = await api(stats, creator, 'POST', '/api/rooms/create', { roomName: `Yük ${r}`, maxPlayers: CLIENTS, pickSeconds: 180 });
  const roomId = (created.room as { _id: string })._id;
  for (const c of others) {
    await think();
    await api(stats, c, 'POST', '/api/rooms/join', { roomId });
  }
  await Promise.all(clients.map((c) => connectSocket(stats, c, roomId)));
  for (const c of clients) {
    await think();
    await api(stats, c, 'POST', '/api/rooms/ready', { roomId });
  }
  await api(stats, creator, 'POST', `/api/rooms/${roomId}/start-draft`);
  await until(() => creator.latest?.status === 'drafting', 10_000, 'drafting');

  for (let pick = 0; pick < CLIENTS * 11; pick++) {
    await think();
    const room = creator.latest!;
    const picker = clients.find((c) => c.id === room.draft.currentPicker)!;
    const squad = room.players.find((p) => p.user._id === picker.id)!.team.squad;
    const slot = formationSlots(room.formation[picker.id]).find((s) => !squad.some((p) => p.assignedPosition === s.key))!;
    const page = (await api(stats, picker, 'GET', `/api/rooms/${roomId}/available-players?position=${slot.position}`)) as { items: Array<{ id: string }> };
    await api(stats, picker, 'POST', `/api/rooms/${roomId}/pick-player`, { playerId: page.items[0].id, assignedPosition: slot.key });
    await until(() => creator.latest!.version > room.version, 10_000, 'pick update');
  }
  await until(() => creator.latest?.status === 'draft_finished', 10_000, 'draft finished');
  await api(stats, creator, 'POST', `/api/match/${roomId}/start-tournament`);
  await until(() => creator.latest?.status === 'in_progress', 10_000, 'in progress');

  const fixtures = creator.latest!.matchesToPlay.length;
  // Events of a match already watched (a late duplicate) are ignored; the kick-off may come before start-next-match answers.
  const watched = new Set<string>();
  for (let f = 0; f < fixtures; f++) {
    const seen = clients.map(() => new Set<number>());
    let startedAt = 0;
    let lastSeq = -1;
    clients.forEach((c, i) => {
      c.onEvent = (id, e, live) => {
        if (watched.has(id) || seen[i].has(e.seq)) return;
        seen[i].add(e.seq);
        if (live && startedAt) stats.lag.push(Date.now() - (startedAt + e.clock * SECONDS_PER_MINUTE * 1000));
        if (e.type === 'end') lastSeq = e.seq;
      };
    });
    const started = (await api(stats, creator, 'POST', `/api/match/${roomId}/start-next-match`)) as { startedAt: string; fixtureId: string };
    startedAt = Date.parse(started.startedAt);
    await until(() => lastSeq >= 0 && seen.every((s) => s.size === lastSeq + 1), 60_000, 'every event of the match');
    watched.add(started.fixtureId);
    await until(() => creator.latest!.matchesToPlay[f]?.played === true, 10_000, 'fixture played');
  }
  for (const c of clients) {
    c.socket!.close();
    stats.socketsHeld--;
  }
}

/** Times /api/health and /api/ready on every server every 100 ms, until stopped: where a slow call waited. */
function probe(stats: Stats, bases: string[]) {
  let running = true;
  const loop = async (base: string, path: string, into: number[]) => {
    while (running) {
      const t0 = performance.now();
      await fetch(`${base}${path}`).then((r) => r.arrayBuffer()).catch(() => undefined);
      into.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  for (const base of bases) {
    void loop(base, '/api/health', stats.probes.health);
    void loop(base, '/api/ready', stats.probes.ready);
  }
  return { stop: () => void (running = false) };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

async function runSetup(name: string, start: () => Promise<{ bases: string[]; pids: Array<number | undefined>; stop(): Promise<void> }>) {
  const stats: Stats = { rest: [], restAt: [], startedAt: 0, byCall: new Map(), auth: [], authSeconds: 0, lag: [], probes: { health: [], ready: [] }, errors: [], disconnects: [], socketsHeld: 0, maxSockets: 0 };
  const { bases, pids, stop } = await start();
  const accounts = await signUpEveryone(stats, bases, Date.now().toString(36));
  const t0 = Date.now();
  const cpuBefore = { generator: process.cpuUsage(), servers: pids.map(cpuSecondsOf) };
  stats.startedAt = performance.now();
  const probing = probe(stats, bases);
  const results = await Promise.allSettled(accounts.map((clients, r) => playRoom(stats, clients, r)));
  probing.stop();
  const failedRooms = results.filter((x) => x.status === 'rejected');
  for (const f of failedRooms.slice(0, 5)) stats.errors.push(String((f as PromiseRejectedResult).reason));
  const seconds = (Date.now() - t0) / 1000;
  const generatorCpu = process.cpuUsage(cpuBefore.generator);
  const serverCpu = pids.map((pid, i) => cpuSecondsOf(pid) - cpuBefore.servers[i]);
  await stop();
  const distinct = [...new Set(stats.errors)].slice(0, 8);
  console.log(`\n## ${name}`);
  console.log(`rooms finished     ${ROOMS - failedRooms.length} / ${ROOMS} (${CLIENTS} clients each), sockets held at once: ${stats.maxSockets}`);
  console.log(`errors             ${stats.errors.length}${distinct.length ? `  e.g. ${distinct.join(' | ')}` : ''}`);
  const reasons = [...new Set(stats.disconnects)].join(', ');
  console.log(`socket drops       ${stats.disconnects.length}${reasons ? ` (${reasons}), every one rejoined and backfilled from /live` : ''}`);
  console.log(`REST (game calls)  ${stats.rest.length} requests, median ${fmt(pct(stats.rest, 50))}, p99 ${fmt(pct(stats.rest, 99))}`);
  const calls = [...stats.byCall].sort((a, b) => pct(b[1], 99) - pct(a[1], 99));
  for (const [call, xs] of calls) console.log(`  ${call.padEnd(46)} ${String(xs.length).padStart(6)}  median ${fmt(pct(xs, 50))}, p99 ${fmt(pct(xs, 99))}`);
  // Where the slow calls were: the evening in 20-second windows.
  const windows = new Map<number, number[]>();
  for (const [at, ms] of stats.restAt) {
    const w = Math.floor(at / 20_000);
    windows.set(w, [...(windows.get(w) ?? []), ms]);
  }
  console.log(`  by 20 s window:  ${[...windows].map(([w, xs]) => `${w * 20}s ${xs.length} p99 ${pct(xs, 99).toFixed(0)}`).join(' | ')}`);
  console.log(
    `accounts (before)  ${stats.auth.length} register + login requests (bcrypt, ${CONCURRENCY} at a time) in ${stats.authSeconds.toFixed(1)} s, median ${fmt(pct(stats.auth, 50))}, p99 ${fmt(pct(stats.auth, 99))}`,
  );
  console.log(
    `probes             /api/health median ${fmt(pct(stats.probes.health, 50))}, p99 ${fmt(pct(stats.probes.health, 99))}; ` +
      `/api/ready (one database round trip) median ${fmt(pct(stats.probes.ready, 50))}, p99 ${fmt(pct(stats.probes.ready, 99))}`,
  );
  console.log(`event lag          ${stats.lag.length} deliveries, median ${fmt(pct(stats.lag, 50))}, p99 ${fmt(pct(stats.lag, 99))}`);
  console.log(`evening wall time  ${seconds.toFixed(1)} s, load average ${os.loadavg()[0].toFixed(1)}`);
  console.log(
    `CPU of the evening server ${serverCpu.map((c) => `${c.toFixed(1)} s`).join(' + ')}, load generator ${((generatorCpu.user + generatorCpu.system) / 1e6).toFixed(1)} s ` +
      `(of ${(seconds * os.availableParallelism()).toFixed(0)} core-seconds; the rest: database, Redis, the system)`,
  );
}

const serverEnv = { NODE_ENV: process.env.LOAD_NODE_ENV ?? 'production', LOG_LEVEL: 'error', RATE_LIMIT_MAX: '1000000', MATCH_SECONDS_PER_MINUTE: String(SECONDS_PER_MINUTE), SEED_POOL: 'true' };

async function single() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'onbir-load-'));
  const p = await startServerProcess({ ...serverEnv, DATA_DIR: dir });
  return {
    bases: [p.url],
    pids: [p.child.pid],
    stop: async () => {
      await p.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function cluster() {
  process.env.DATABASE_URL = PG;
  const db = await createTestDatabaseUrl();
  const env = { ...serverEnv, DATABASE_URL: db.url!, REDIS_URL: REDIS, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'onbir-load-')) };
  // One after the other: the first seeds the pool, the second finds it there.
  const procs: ServerProcess[] = [await startServerProcess(env)];
  procs.push(await startServerProcess(env));
  return {
    bases: procs.map((p) => p.url),
    pids: procs.map((p) => p.child.pid),
    stop: async () => {
      await Promise.all(procs.map((p) => p.kill()));
      await db.drop();
    },
  };
}

console.log(
  `# load: ${ROOMS} rooms x ${CLIENTS} clients arriving over ${RAMP_S} s, ${THINK_MS} ms mean think time, ${SECONDS_PER_MINUTE} s per match minute, ${os.availableParallelism()} cores`,
);
if (args.setup !== 'cluster') await runSetup('one process, PGlite', single);
if (args.setup !== 'single') await runSetup('two processes, PostgreSQL + Redis', cluster);
process.exit(0);
