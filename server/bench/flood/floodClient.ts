// One flood of server/bench/flood.bench.ts, run in its own process (so its work does not slow the honest
// user's timer): reads its task from FLOOD (JSON), floods 127.0.0.1:port from the loopback addresses it is
// given until its time is up, and prints one JSON line of counts. Every loop is bounded in count and time.
import net from 'node:net';
import WebSocket from 'ws';
import { io as connect, type Socket } from 'socket.io-client';
import { bigFrames, ipv6Rotation, liveBurst, revoked, viewers, type Flood37Task } from './floods37';
import { jsonRequest, sleep } from './http';

export interface FloodTask extends Flood37Task {
  kind: 'idle' | 'sockets' | 'frames' | 'creates' | 'slow' | 'revoked' | 'liveBurst' | 'viewers' | 'bigFrames' | 'ipv6';
  durationMs: number;
  roomId?: string;
}

const task = JSON.parse(process.env.FLOOD ?? '{}') as FloodTask;
// Loading this process takes seconds on a busy machine: the bench starts every flood together once all are loaded.
await new Promise((go) => (process.once('message', go), process.send!({ ready: 1 })));
process.channel?.unref();
const until = Date.now() + task.durationMs;
const live = () => Date.now() < until;
const counts: Record<string, number> = {};
const count = (k: string, by = 1) => void (counts[k] = (counts[k] ?? 0) + by);
const addressOf = (i: number) => task.addresses[i % task.addresses.length];

/**
 * New connections per second one flood process opens at first (then each is held, and opened again after
 * the server closes it). Opened all at once, 10,000 connections from one process overflow the kernel's
 * accept queue (net.core.somaxconn, 4,096 here) whatever the server does, and the SYNs it drops come back
 * together 1 s and 3 s later, an honest user's among them: that is a connect-rate flood, for the network's
 * SYN defences, not the holding of connections this bench measures.
 */
const OPEN_PER_SECOND = 2500;

/** Keeps one raw TCP connection open for as long as the server allows, then opens it again a second later. */
async function holdConnection(i: number, onOpen: (s: net.Socket) => void) {
  await sleep(Math.floor((i / OPEN_PER_SECOND) * 1000));
  while (live()) {
    const closed = await new Promise<number>((resolve) => {
      const s = net.connect({ port: task.port, host: '127.0.0.1', localAddress: addressOf(i) });
      const opened = Date.now();
      let connected = false;
      s.on('connect', () => {
        connected = true;
        count('opened');
        onOpen(s);
      });
      s.on('error', () => count('errors'));
      s.on('close', () => resolve(connected ? Date.now() - opened : -1));
      const stop = setTimeout(() => s.destroy(), Math.max(0, until - Date.now()));
      s.on('close', () => clearTimeout(stop));
    });
    if (closed >= 0 && live()) {
      count('closedByServer');
      count('heldMsTotal', closed);
    }
    await sleep(1000);
  }
}

async function idle() {
  await Promise.all(Array.from({ length: task.count }, (_, i) => holdConnection(i, () => {})));
}

async function slow() {
  await Promise.all(
    Array.from({ length: task.count }, (_, i) =>
      holdConnection(i, (s) => {
        s.write('POST /api/contact HTTP/1.1\r\nHost: onbir\r\nContent-Type: application/json\r\n');
        const drip = setInterval(() => (s.writable ? s.write('X-Slow: y\r\n') : clearInterval(drip)), 1000);
        s.on('close', () => clearInterval(drip));
      }),
    ),
  );
}

/** `count` Socket.IO clients of one account, each sending joinRoom 9 times a second; a refused one tries again a second later. */
async function sockets() {
  await Promise.all(
    Array.from({ length: task.count }, async (_, i) => {
      while (live()) {
        await new Promise<void>((resolve) => {
          const socket: Socket = connect(`http://127.0.0.1:${task.port}`, {
            auth: { token: task.token },
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
            localAddress: addressOf(i),
          } as Parameters<typeof connect>[1]);
          let timer: NodeJS.Timeout | undefined;
          const end = () => {
            clearInterval(timer);
            socket.disconnect();
            resolve();
          };
          socket.on('connect', () => {
            count('connected');
            timer = setInterval(() => {
              if (!live()) return end();
              count('eventsSent');
              socket.emit('joinRoom', task.roomId, (res: { ok: boolean; code?: string }) => count(res.ok ? 'eventsServed' : `refused:${res.code}`));
            }, 111);
          });
          socket.on('refused', (n: { code: string }) => count(`told:${n.code}`));
          socket.on('connect_error', () => (count('handshakeRefused'), end()));
          socket.on('disconnect', end);
          setTimeout(end, Math.max(0, until - Date.now()));
        });
        await sleep(1000);
      }
    }),
  );
}

/** Unauthenticated clients each sending a 900 KB deeply nested frame, again as soon as the connection closes. */
async function frames() {
  const nested = '['.repeat(450_000) + ']'.repeat(450_000);
  const frame = `40${JSON.stringify({ token: nested })}`;
  await Promise.all(
    Array.from({ length: task.count }, async (_, i) => {
      while (live()) {
        await new Promise<void>((resolve) => {
          const ws = new WebSocket(`ws://127.0.0.1:${task.port}/socket.io/?EIO=4&transport=websocket`, { localAddress: addressOf(i) });
          ws.on('open', () => {
            count('framesSent');
            ws.send(frame);
          });
          ws.on('close', (code) => (count(`closed:${code}`), resolve()));
          ws.on('error', () => count('errors'));
          setTimeout(() => ws.terminate(), Math.max(0, until - Date.now()));
        });
        await sleep(20);
      }
    }),
  );
}

/** Bursts of `count` simultaneous room creations by one account, one every 3 s. */
async function creates() {
  let burst = 0;
  while (live()) {
    const answers = await Promise.all(
      Array.from({ length: task.count }, (_, i) =>
        jsonRequest(task.port, 'POST', '/api/rooms/create', { token: task.token, body: { roomName: `Sel ${burst}-${i}` }, localAddress: addressOf(i) }),
      ),
    );
    for (const a of answers) count(a.status === 201 ? 'created' : `status:${a.status}:${(a.body as { code?: string })?.code ?? ''}`);
    if (burst === 0) count('createdInFirstBurst', answers.filter((a) => a.status === 201).length);
    burst += 1;
    await sleep(3000);
  }
  count('bursts', burst);
}

const kinds = {
  idle,
  slow,
  sockets,
  frames,
  creates,
  revoked: () => revoked(task, live, count),
  liveBurst: () => liveBurst(task, live, count),
  viewers: () => viewers(task, live, count),
  bigFrames: () => bigFrames(task, live, count),
  ipv6: () => ipv6Rotation(task, live, count),
};
const failsafe = setTimeout(() => {
  console.log(JSON.stringify({ ...counts, failsafe: 1 }));
  process.exit(0);
}, task.durationMs + 15_000);
await kinds[task.kind]();
clearTimeout(failsafe);
console.log(JSON.stringify(counts));
process.exit(0);
