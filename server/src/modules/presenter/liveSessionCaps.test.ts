import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startTestServer, type TestServer } from '../../test/testServer';
import { liveSocket, type LiveClient } from '../../test/liveSessions';

/**
 * Issue 37 item 2: LIVE_SESSIONS_MAX must not be reachable by the few hundred addresses an attacker rents.
 * Sessions are capped per network (IPv4 /24, IPv6 /48) as well as per address.
 */
describe('live sessions per network (issue 37 item 2)', () => {
  let server: TestServer;
  const open: LiveClient[] = [];
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1', LIVE_SESSIONS_MAX: '14', LIVE_SESSIONS_PER_ADDRESS: '2', LIVE_SESSIONS_PER_SUBNET: '3' });
  });
  afterAll(async () => {
    for (const s of open) s.disconnect();
    await server.close();
  });

  async function startFrom(address: string) {
    const socket = await liveSocket(server.url, { headers: { 'x-forwarded-for': address } });
    open.push(socket);
    return socket.emitWithAck('live:start');
  }

  it('many addresses of one network get the network’s sessions, then a clear refusal; a coach elsewhere still opens one', async () => {
    // Two sessions from each of 20 addresses in each of 3 networks: the old server filled LIVE_SESSIONS_MAX (14).
    const answers = [];
    for (const net of ['203.0.113', '198.51.100', '192.0.2']) {
      for (let host = 1; host <= 20; host++) for (let i = 0; i < 2; i++) answers.push(await startFrom(`${net}.${host}`));
    }
    expect(answers.filter((a) => a.ok)).toHaveLength(9);
    const refused = answers.filter((a) => !a.ok);
    expect(refused).toHaveLength(111);
    expect(refused[0]).toMatchObject({
      code: 'LIVE_TOO_MANY_SESSIONS_FROM_NETWORK',
      message: 'Bu ağdan aynı anda açılabilecek canlı sunum sınırına ulaşıldı (3). Kullanmadığınız sunumları bitirin veya biraz sonra tekrar deneyin.',
    });
    expect(new Set(refused.map((a) => (a.ok ? '' : a.code)))).toEqual(new Set(['LIVE_TOO_MANY_SESSIONS_FROM_NETWORK']));
    expect((await startFrom('100.64.9.9')).ok).toBe(true);
  });

  it('counts an IPv6 /48 as one network, whichever /64s the addresses are in', async () => {
    const answers = [];
    for (let sub = 1; sub <= 6; sub++) answers.push(await startFrom(`2001:db8:5:${sub}::1`));
    expect(answers.map((a) => a.ok)).toEqual([true, true, true, false, false, false]);
    expect(answers[3]).toMatchObject({ code: 'LIVE_TOO_MANY_SESSIONS_FROM_NETWORK' });
  });
});

describe('the defaults', () => {
  it('leave LIVE_SESSIONS_MAX out of reach of 500 networks at their cap', () => {
    const c = loadConfig({});
    expect(500 * c.LIVE_SESSIONS_PER_SUBNET).toBeLessThan(c.LIVE_SESSIONS_MAX);
  });
});
