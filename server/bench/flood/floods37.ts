// The attacks of issue 37, as floods of server/bench/flood.bench.ts (run by floodClient.ts in their own
// process). Each is bounded in count and time and counts what the server answered.
import WebSocket from 'ws';
import { liveSocket, type LiveClient } from '../../src/test/liveSessions';
import { jsonRequest, sleep } from './http';

export interface Flood37Task {
  port: number;
  count: number;
  addresses: string[];
  token?: string;
  /** A live session's code (the viewer-seat flood). */
  code?: string;
  /** The loopback address the server trusts as a proxy (the IPv6 flood forwards its addresses through it). */
  proxy?: string;
}

type Count = (k: string, by?: number) => void;
const url = (t: Flood37Task) => `http://127.0.0.1:${t.port}`;

/** A revoked token (its owner ended every session) writing room creates at about 30 a second. */
export async function revoked(t: Flood37Task, live: () => boolean, count: Count) {
  for (let i = 0; live(); i++) {
    const started = Date.now();
    const a = await jsonRequest(t.port, 'POST', '/api/rooms/create', { token: t.token, body: { roomName: `Eski ${i}` }, localAddress: t.addresses[0] });
    count(`status:${a.status}`);
    await sleep(Math.max(0, 33 - (Date.now() - started)));
  }
}

/** Opens a live socket from `address` (or forwarded for it through the proxy), null when refused. */
async function openLive(t: Flood37Task, address: string, count: Count): Promise<LiveClient | null> {
  const opts = t.proxy ? { localAddress: t.proxy, headers: { 'x-forwarded-for': address } } : { localAddress: address };
  return liveSocket(url(t), opts).catch(() => (count('handshakeRefused'), null));
}

/** Bursts of `count` sessions per address from every address, the sockets closed at once, one burst every 3 s. */
export async function liveBurst(t: Flood37Task, live: () => boolean, count: Count) {
  while (live()) {
    const sockets = await Promise.all(
      t.addresses.flatMap((address) =>
        Array.from({ length: t.count }, async () => {
          const s = await openLive(t, address, count);
          if (!s) return null;
          const res = await s.emitWithAck('live:start');
          count(res.ok ? 'started' : `refused:${res.code}`);
          return s;
        }),
      ),
    );
    for (const s of sockets) s?.disconnect();
    count('bursts');
    await sleep(3000);
  }
}

/** `count` viewers of one session's code (it is on the QR) spread over the addresses, held to the end. */
export async function viewers(t: Flood37Task, live: () => boolean, count: Count) {
  const held: LiveClient[] = [];
  await Promise.all(
    Array.from({ length: t.count }, async (_, i) => {
      const s = await openLive(t, t.addresses[i % t.addresses.length], count);
      if (!s) return;
      held.push(s);
      const res = await s.emitWithAck('live:watch', { code: t.code! });
      count(res.ok ? 'seated' : `refused:${res.code}`);
    }),
  );
  while (live()) await sleep(200);
  for (const s of held) s.disconnect();
}

/** Clients from each address writing 1 MB WebSocket frames, again 20 ms after the server drops them. */
export async function bigFrames(t: Flood37Task, live: () => boolean, count: Count) {
  const frame = Buffer.alloc(1024 * 1024, 'a');
  await Promise.all(
    Array.from({ length: t.count }, async (_, i) => {
      while (live()) {
        await new Promise<void>((resolve) => {
          const ws = new WebSocket(`ws://127.0.0.1:${t.port}/socket.io/?EIO=4&transport=websocket`, { localAddress: t.addresses[i % t.addresses.length] });
          ws.on('open', () => (count('framesSent'), ws.send(frame)));
          ws.on('unexpected-response', () => count('handshakeRefused'));
          ws.on('close', (code) => (count(`closed:${code}`), resolve()));
          ws.on('error', () => count('errors'));
          setTimeout(() => ws.terminate(), 5000);
        });
        await sleep(20);
      }
    }),
  );
}

/**
 * One host rotating through its IPv6 /64 behind the proxy: every connection from a new address of the
 * /64, each opening a live session and holding its socket, as many as the budgets let through.
 */
export async function ipv6Rotation(t: Flood37Task, live: () => boolean, count: Count) {
  const held: LiveClient[] = [];
  for (let i = 1; live() && i <= t.count; i++) {
    const s = await openLive(t, `${t.addresses[0]}::${i.toString(16)}`, count);
    if (!s) {
      await sleep(100);
      continue;
    }
    held.push(s);
    const res = await s.emitWithAck('live:start');
    count(res.ok ? 'started' : `refused:${res.code}`);
  }
  while (live()) await sleep(200);
  for (const s of held) s.disconnect();
}
