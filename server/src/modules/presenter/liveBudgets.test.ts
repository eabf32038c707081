import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { startTestServer, type TestServer } from '../../test/testServer';
import { Follower, liveSocket, startPresenting, until } from '../../test/liveSessions';

/**
 * A squad or a class on one network (one address behind its router) watches a session at once: live
 * connections have their own per-address budget, so the app's own (6 here) neither stops them nor is
 * used up by them.
 */
describe('live connections per address', () => {
  let server: TestServer;
  const open: { close(): void }[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      SOCKETS_PER_ADDRESS: '6',
      SOCKET_HANDSHAKES_PER_MINUTE: '12',
      LIVE_SOCKETS_PER_ADDRESS: '32',
      LIVE_HANDSHAKES_PER_MINUTE: '240',
    });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server.close();
  });

  it('a presenter and 30 viewers on one address all connect at once; the 33rd live connection is refused; the app’s budget is untouched', async () => {
    const address = '127.0.6.1';
    const p = await startPresenting(server.url, address);
    open.push(p.socket);
    const viewers = await Promise.all(Array.from({ length: 30 }, () => Follower.join(server.url, p.code, address)));
    open.push(...viewers);
    await until(() => p.viewers() === 30, 5000, '30 viewers');
    open.push(await liveSocket(server.url, { localAddress: address }));
    await expect(liveSocket(server.url, { localAddress: address })).rejects.toThrow();
    // What the refusal says (a polling handshake shows the body).
    const refusal = await new Promise<{ status: number; body: string }>((resolve) =>
      http.get({ host: '127.0.0.1', port: server.port, path: '/socket.io/?EIO=4&transport=polling&canli=1', localAddress: address }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      }),
    );
    expect(refusal.status).toBe(403);
    expect(JSON.parse(refusal.body).message).toBe('Bu adresten çok fazla canlı bağlantı açık. Lütfen biraz sonra tekrar deneyin.');
    // The app's own namespace still has its 6 connections for this address.
    const main = connect(server.url, { transports: ['websocket'], reconnection: false, forceNew: true, localAddress: address } as Parameters<typeof connect>[1]);
    open.push(main);
    const err = await new Promise<Error>((resolve) => main.once('connect_error', resolve));
    // Refused by its sign-in, not by the address's budget.
    expect(err.message).toBe('Giriş yapmalısınız.');
  });
});
