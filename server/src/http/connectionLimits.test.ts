import net from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/testServer';

/**
 * Connections as an attacker holds them (issue 25 item 1): idle ones that never send a byte, heads
 * trickled a byte at a time, many from one address. Each is closed or refused by the server as
 * configured, while a real user's request is answered.
 */
interface Conn {
  socket: net.Socket;
  closed: Promise<number>;
}

function open(port: number, localAddress = '127.0.0.1'): Promise<Conn> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    const started = performance.now();
    const closed = new Promise<number>((r) => socket.once('close', () => r(performance.now() - started)));
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** How many of the connections closed within ms. */
async function closedWithin(conns: Conn[], ms: number): Promise<number> {
  const results = await Promise.all(conns.map((c) => Promise.race([c.closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))])));
  return results.filter(Boolean).length;
}

/** Answers the status line of a request sent on this open connection (proof that the server serves it). */
function served(conn: Conn): Promise<string> {
  return new Promise((resolve) => {
    conn.socket.once('data', (d) => resolve(d.toString().split('\r\n')[0]));
    conn.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
  });
}

const destroyAll = (conns: Conn[]) => conns.forEach((c) => c.socket.destroy());

describe('direct connections', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ HTTP_HEADERS_TIMEOUT_MS: '1500', HTTP_KEEP_ALIVE_TIMEOUT_MS: '400', MAX_CONNECTIONS_PER_ADDRESS: '4', MAX_CONNECTIONS: '10' });
  });
  afterAll(() => ts.close());

  it('closes connections that send nothing', async () => {
    const conns = await Promise.all([1, 2, 3].map(() => open(ts.port, '127.0.0.11')));
    expect(await closedWithin(conns, 8000)).toBe(3);
  });

  it('closes a connection that trickles its request head a byte at a time', async () => {
    const conn = await open(ts.port, '127.0.0.12');
    conn.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => conn.socket.writable && conn.socket.write('X'), 100);
    const closed = await closedWithin([conn], 8000);
    clearInterval(drip);
    expect(closed).toBe(1);
  });

  it('closes an idle keep-alive connection after its request was answered', async () => {
    const conn = await open(ts.port, '127.0.0.13');
    conn.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    const answer = await new Promise<string>((r) => conn.socket.once('data', (d) => r(d.toString())));
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(await closedWithin([conn], 3500)).toBe(1);
  });

  it('answers a malformed or oversized request head as Node does (the server handles client errors itself)', async () => {
    const answerTo = async (head: string, localAddress: string) => {
      const conn = await open(ts.port, localAddress);
      let answer = '';
      conn.socket.on('data', (d) => (answer += d.toString()));
      conn.socket.write(head);
      await conn.closed;
      return answer;
    };
    expect(await answerTo('NOT HTTP AT ALL\r\n\r\n', '127.0.0.15')).toMatch(/^HTTP\/1.1 400 Bad Request\r\nConnection: close/);
    expect(await answerTo(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, '127.0.0.16')).toMatch(/^HTTP\/1.1 431 Request Header Fields Too Large/);
  });

  it('refuses connections from one address past MAX_CONNECTIONS_PER_ADDRESS, and serves another address', async () => {
    const conns: Conn[] = [];
    for (let i = 0; i < 7; i++) conns.push(await open(ts.port, '127.0.0.14'));
    // The 3 over the cap are closed at once; the 4 within it live until their head deadline.
    expect(await closedWithin(conns, 700)).toBe(3);
    const res = await request(ts.url).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    destroyAll(conns);
  });

  it('past MAX_CONNECTIONS closes the oldest connection that has sent nothing, so a real request is served', async () => {
    const conns: Conn[] = [];
    for (let i = 0; i < 10; i++) conns.push(await open(ts.port, `127.0.1.${i + 1}`));
    const res = await request(ts.url).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(await closedWithin([conns[0]], 700)).toBe(1);
    destroyAll(conns);
  });
});

describe('behind a trusted proxy', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '3' });
  });
  afterAll(() => ts.close());

  it('caps requests in progress per forwarded address, not per proxy connection', async () => {
    // Three requests from one client, held open (their bodies never come), over three proxy connections.
    const held: Conn[] = [];
    for (let i = 0; i < 3; i++) {
      const conn = await open(ts.port);
      conn.socket.write('POST /api/contact HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.5\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n');
      held.push(conn);
    }
    // More proxy connections than the cap are fine: they are the proxy's, not one client's.
    const more = await Promise.all([1, 2].map(() => open(ts.port)));
    expect(await Promise.all(more.map(served))).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);

    const refused = await request(ts.url).get('/api/health').set('X-Forwarded-For', '203.0.113.5').expect(429);
    expect(refused.body).toEqual({ message: 'Bu adresten aynı anda çok fazla istek geliyor. Lütfen birkaç saniye sonra tekrar deneyin.', key: 'input.TOO_MANY_CONNECTIONS', params: {}, code: 'TOO_MANY_CONNECTIONS' });
    expect(refused.headers['retry-after']).toBe('5');
    await request(ts.url).get('/api/health').set('X-Forwarded-For', '203.0.113.6').expect(200);
    destroyAll([...held, ...more]);
    // Once the client's requests end (the server has seen the connections close), it is served again.
    await expect.poll(async () => (await request(ts.url).get('/api/health').set('X-Forwarded-For', '203.0.113.5')).status).toBe(200);
  });
});
