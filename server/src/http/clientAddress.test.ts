import net from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/testServer';
import { liveSocket } from '../test/liveSessions';
import { addressKey } from './clientAddress';

/**
 * One client, one key (issue 37 item 7): behind a proxy, the addresses of one IPv6 /64 are one client for
 * every per-address budget, as one IPv4 address is. Each budget is driven from 12 addresses of one /64.
 */
let s: TestServer;
const opened: Array<{ close(): void }> = [];
const twelve = Array.from({ length: 12 }, (_, i) => `2001:db8:7:9:${(i + 1).toString(16)}::${i + 1}`);

beforeAll(async () => {
  s = await startTestServer({ TRUST_PROXY: '1', LIVE_SESSIONS_PER_ADDRESS: '5', SOCKETS_PER_ADDRESS: '6', MAX_CONNECTIONS_PER_ADDRESS: '3' });
});
afterAll(async () => {
  opened.forEach((o) => o.close());
  await s?.close();
});

describe('the address key', () => {
  it('is the IPv4 address, or the /64 of an IPv6 one', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(new Set(twelve.map(addressKey))).toEqual(new Set(['2001:db8:7:9::/64']));
    expect(addressKey('2001:db8:7:a::1')).not.toBe(addressKey(twelve[0]));
  });
});

describe('budgets behind a proxy, from 12 addresses of one /64', () => {
  it('lets the /64 open LIVE_SESSIONS_PER_ADDRESS live sessions, not 12', async () => {
    const answers = [];
    for (const address of twelve) {
      const socket = await liveSocket(s.url, { headers: { 'x-forwarded-for': address } });
      opened.push({ close: () => socket.disconnect() });
      answers.push(await socket.emitWithAck('live:start'));
    }
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    // Another /64 is another client.
    const other = await liveSocket(s.url, { headers: { 'x-forwarded-for': '2001:db8:7:a::1' } });
    opened.push({ close: () => other.disconnect() });
    expect((await other.emitWithAck('live:start')).ok).toBe(true);
  });

  it('holds SOCKETS_PER_ADDRESS realtime connections for the /64', async () => {
    const statuses = [];
    for (const address of twelve) {
      const ws = new WebSocket(`ws://127.0.0.1:${s.port}/socket.io/?EIO=4&transport=websocket`, { headers: { 'x-forwarded-for': address } });
      opened.push({ close: () => ws.terminate() });
      ws.on('error', () => {});
      statuses.push(await new Promise<number>((r) => (ws.once('open', () => r(101)), ws.once('unexpected-response', (_q, res) => r(res.statusCode ?? 0)))));
    }
    expect(statuses.filter((st) => st === 101)).toHaveLength(6);
  });

  it('holds MAX_CONNECTIONS_PER_ADDRESS requests in progress for the /64', async () => {
    // Requests whose body never comes stay in progress; the proxy's one connection each carries one.
    const answers = await Promise.all(
      twelve.map(
        (address) =>
          new Promise<string>((resolve) => {
            const socket = net.connect({ host: '127.0.0.1', port: s.port });
            opened.push({ close: () => socket.destroy() });
            let head = '';
            socket.on('data', (d) => (head += d.toString()));
            socket.on('error', () => {});
            socket.once('connect', () => socket.write(`POST /api/contact HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${address}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`));
            socket.on('data', () => head.includes('\r\n\r\n') && resolve(head.split('\r\n')[0]));
            setTimeout(() => resolve('waiting'), 1500);
          }),
      ),
    );
    expect(answers.filter((a) => a === 'waiting')).toHaveLength(3);
    expect(answers.filter((a) => a.includes('429'))).toHaveLength(9);
  });
});
