import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';
import { dropConnection, Follower, liveSocket, startPresenting, until } from '../../test/liveSessions';

// Live sessions' seats and presenters, each block against a server with its own limits (the sessions themselves: live.sockets.test.ts).
describe('sessions whose presenter has gone (issue 37 item 2)', () => {
  let server: TestServer;
  const open: { close(): void }[] = [];
  beforeAll(async () => {
    server = await startTestServer({ LIVE_SESSIONS_MAX: '3', LIVE_PRESENTER_GRACE_MS: '400' });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server.close();
  });

  it('give their places back after the grace: a burst from closed sockets does not keep a real presenter out', async () => {
    const burst = await Promise.all(Array.from({ length: 3 }, () => startPresenting(server.url)));
    const viewer = await Follower.join(server.url, burst[0].code);
    open.push(viewer);
    for (const p of burst) dropConnection(p.socket);
    const coach = await liveSocket(server.url);
    open.push(coach);
    expect(await coach.emitWithAck('live:start')).toMatchObject({ ok: false, code: 'LIVE_SERVER_FULL' });
    // The old server kept them for LIVE_IDLE_MS (30 minutes).
    await until(() => viewer.ended !== null, 5000, 'the presenter-less session to end');
    expect(viewer.ended).toMatchObject({ reason: 'expired' });
    expect((await coach.emitWithAck('live:start')).ok).toBe(true);
  });

  it('keep a presenter who comes back within the grace', async () => {
    const p = await startPresenting(server.url);
    const viewer = await Follower.join(server.url, p.code);
    open.push(viewer);
    // A session whose presenter leaves at the same moment and never comes back: its end says a grace has passed.
    const control = await startPresenting(server.url);
    const controlViewer = await Follower.join(server.url, control.code);
    open.push(controlViewer);
    dropConnection(p.socket);
    dropConnection(control.socket);
    await until(() => viewer.state?.presenter === false, 3000, 'the viewer to see the presenter gone');
    const back = await liveSocket(server.url);
    open.push(back);
    expect((await back.emitWithAck('live:present', { code: p.code, token: p.token })).ok).toBe(true);
    await until(() => viewer.state?.presenter === true, 3000, 'the viewer to see the presenter back');
    await until(() => controlViewer.ended !== null, 5000, 'the session left without its presenter to end');
    expect(controlViewer.ended).toMatchObject({ reason: 'expired' });
    expect(viewer.ended).toBeNull();
    expect(await viewer.watch(p.code)).toMatchObject({ ok: true });
  });
});

describe('a session’s seats by where its viewers come from (issue 37 item 2)', () => {
  let server: TestServer;
  const open: { close(): void }[] = [];
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1', LIVE_MAX_VIEWERS: '100', LIVE_VIEWERS_PER_ADDRESS: '3', LIVE_VIEWERS_PER_SUBNET: '5' });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server.close();
  });
  const from = (code: string, address: string) => Follower.join(server.url, code, undefined, { 'x-forwarded-for': address }).then((f) => (open.push(f), f));
  const refusalFrom = (code: string, address: string) => from(code, address).then(() => null, (e: { code: string; message: string }) => e);

  it('caps the viewers of one address and of one network; a seat given back is taken again', async () => {
    const p = await startPresenting(server.url);
    open.push(p.socket);
    const first = await Promise.all([1, 2, 3].map(() => from(p.code, '203.0.113.7')));
    expect(await refusalFrom(p.code, '203.0.113.7')).toMatchObject({ code: 'LIVE_FULL_FROM_NETWORK', message: 'Bu ağdan bu sunumu izleyebilecek bağlantı sınırına ulaşıldı (3). Sunan kişiye haber verin.' });
    // The same /24: two more fit the network's 5.
    await from(p.code, '203.0.113.8');
    await from(p.code, '203.0.113.9');
    expect(await refusalFrom(p.code, '203.0.113.10')).toMatchObject({ code: 'LIVE_FULL_FROM_NETWORK', message: expect.stringContaining('(5)') });
    // IPv6: one /64 is one address.
    await Promise.all(['2001:db8:1:1::1', '2001:db8:1:1::2', '2001:db8:1:1::3'].map((a) => from(p.code, a)));
    expect(await refusalFrom(p.code, '2001:db8:1:1::4')).toMatchObject({ code: 'LIVE_FULL_FROM_NETWORK' });
    // Another network is served, and a viewer who leaves gives the seat back.
    await from(p.code, '198.51.100.1');
    first[0].close();
    await until(() => p.viewers() === 8, 3000, 'the presenter to see the viewer go');
    await from(p.code, '203.0.113.7');
  });
});
