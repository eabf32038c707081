import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { io as connect } from 'socket.io-client';
import { createBoard, movePlayer } from '@onbir/shared/board/board';
import { encodeBoard } from '@onbir/shared/board/serialize';
import { addStep } from '@onbir/shared/board/steps';
import { boardOps } from '@onbir/shared/presenter/protocol';
import { startTestServer, type TestServer } from '../../test/testServer';
import { Follower, liveSocket, shownState, startPresenting, until, type Presenter } from '../../test/liveSessions';

async function sendBoard(p: Presenter, n: number, data: string) {
  for (const op of boardOps(n, data)) {
    const res = await p.socket.emitWithAck('live:op', op);
    if (!res.ok) return res;
  }
  return { ok: true as const };
}

describe('live board sessions', () => {
  let server: TestServer;
  let board: string;
  const open: { close(): void }[] = [];
  const track = <T extends { close(): void }>(x: T) => (open.push(x), x);

  beforeAll(async () => {
    server = await startTestServer({ LIVE_MAX_BOARD_BYTES: '40000' });
    // A 3-step board with trails: several chunks on the wire.
    let b = createBoard('desktop', { sides: 2 });
    for (let i = 0; i < 3; i++) b = addStep(movePlayer(b, 9, { x: 38 + i * 6, y: 28 }));
    board = await encodeBoard(b);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server.close();
  });

  it('a presenter and 30 viewers: every viewer follows the board, a drag, the playback and the lock, and the presenter sees 30 watching', async () => {
    const p = await startPresenting(server.url);
    track(p.socket);
    expect(p.code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect((await sendBoard(p, 1, board)).ok).toBe(true);
    const viewers = await Promise.all(Array.from({ length: 30 }, () => Follower.join(server.url, p.code).then(track)));
    await until(() => p.viewers() === 30, 5000, 'the presenter to see 30 viewers');
    await p.socket.emitWithAck('live:op', { k: 'move', n: 2, p: [[9, 520, 300]] });
    await p.socket.emitWithAck('live:op', { k: 'play', n: 3, t: 0, on: true, speed: 2, loop: false });
    await p.socket.emitWithAck('live:op', { k: 'lock', n: 4, on: true });
    await until(() => viewers.every((v) => v.state?.locked), 5000, 'every viewer to see the lock');
    for (const v of viewers) {
      expect(v.state!.board).toEqual({ n: 1, data: board });
      expect(v.state!.moves).toEqual({ 9: [520, 300, 2] });
      expect(v.state!.play).toMatchObject({ t: 0, on: true, speed: 2 });
      expect(v.viewers).toBe(30);
    }
  });

  it('a late joiner gets the current state at once and converges with a viewer who watched from the start', async () => {
    const p = await startPresenting(server.url);
    track(p.socket);
    const early = track(await Follower.join(server.url, p.code));
    await sendBoard(p, 1, board);
    await p.socket.emitWithAck('live:op', { k: 'move', n: 2, p: [[3, 100, 100], [-1, 525, 340]] });
    await p.socket.emitWithAck('live:op', { k: 'play', n: 3, t: 1.5, on: false, speed: 1, loop: true });
    await sendBoard(p, 4, board.slice(0, 5000));
    await p.socket.emitWithAck('live:op', { k: 'move', n: 5, p: [[4, 200, 200]] });
    const late = track(await Follower.join(server.url, p.code));
    await until(() => early.state?.seq === late.state?.seq, 3000, 'the early viewer to catch up');
    expect(shownState(late.state)).toEqual(shownState(early.state));
    expect(late.state!.moves).toEqual({ 4: [200, 200, 5] });
  });

  it('a viewer cannot drive: its ops, a forged token and another session’s token are refused, and nothing changes', async () => {
    const p = await startPresenting(server.url);
    const other = await startPresenting(server.url);
    track(p.socket);
    track(other.socket);
    await sendBoard(p, 1, board);
    const v = track(await Follower.join(server.url, p.code));
    const seq = v.state!.seq;
    const op = await v.socket.emitWithAck('live:op', { k: 'move', n: 9, p: [[9, 1, 1]] });
    expect(op).toMatchObject({ ok: false, code: 'LIVE_NOT_PRESENTER', message: expect.stringContaining('yalnızca onu başlatan') });
    expect(await v.socket.emitWithAck('live:end')).toMatchObject({ ok: false, code: 'LIVE_NOT_PRESENTER' });
    const forged = await v.socket.emitWithAck('live:present', { code: p.code, token: 'A'.repeat(43) });
    expect(forged).toMatchObject({ ok: false, code: 'LIVE_NOT_PRESENTER' });
    expect(await v.socket.emitWithAck('live:present', { code: p.code, token: other.token })).toMatchObject({ ok: false, code: 'LIVE_NOT_PRESENTER' });
    // A socket that is not even watching, and garbage.
    const stranger = track(await liveSocket(server.url));
    expect(await stranger.emitWithAck('live:op', { k: 'lock', n: 1, on: true })).toMatchObject({ ok: false, code: 'LIVE_NOT_PRESENTER' });
    expect(await stranger.emitWithAck('live:op', { k: 'move', n: -1, p: 'x' } as never)).toMatchObject({ ok: false, code: 'LIVE_BAD_REQUEST' });
    // eslint-disable-next-line no-restricted-syntax -- proves an absence: no refused op reaches the viewer meanwhile
    await new Promise((r) => setTimeout(r, 100));
    expect(v.state!.seq).toBe(seq);
    expect(v.state!.moves).toEqual({});
    // The presenter's own token works from a new connection (a reconnect) and takes over.
    const again = track(await liveSocket(server.url));
    expect(await again.emitWithAck('live:present', { code: p.code, token: p.token })).toMatchObject({ ok: true, viewers: 1 });
    expect((await again.emitWithAck('live:op', { k: 'lock', n: 2, on: true })).ok).toBe(true);
    await until(() => p.notices.some((n) => n.code === 'LIVE_PRESENTER_ELSEWHERE'), 2000, 'the old connection to be told');
    expect(await p.socket.emitWithAck('live:op', { k: 'lock', n: 3, on: false })).toMatchObject({ ok: false, code: 'LIVE_NOT_PRESENTER' });
  });

  it('refuses an oversize board with a clear message, and the viewers keep the last one', async () => {
    const p = await startPresenting(server.url);
    track(p.socket);
    await sendBoard(p, 1, board);
    const v = track(await Follower.join(server.url, p.code));
    const res = await sendBoard(p, 2, 'A'.repeat(40_001));
    expect(res).toMatchObject({ ok: false, code: 'LIVE_BOARD_TOO_BIG', message: 'Tahta canlı sunum için çok büyük (39 KB sınırı). İzlerin veya kalem çizimlerinin bir kısmını temizleyin.' });
    // eslint-disable-next-line no-restricted-syntax -- proves an absence: the refused board reaches no viewer meanwhile
    await new Promise((r) => setTimeout(r, 100));
    expect(v.state!.board).toEqual({ n: 1, data: board });
  });

  it('the end: every viewer sees "Sunum sona erdi" with the final board; nothing of the session is left', async () => {
    const p = await startPresenting(server.url);
    track(p.socket);
    await sendBoard(p, 1, board);
    const viewers = await Promise.all([1, 2].map(() => Follower.join(server.url, p.code).then(track)));
    expect((await p.socket.emitWithAck('live:end')).ok).toBe(true);
    await until(() => viewers.every((v) => v.ended), 3000, 'the viewers to see the end');
    expect(viewers[0].ended).toEqual({ code: p.code, reason: 'ended', message: 'Sunum sona erdi.', board });
    const late = track(await liveSocket(server.url));
    expect(await late.emitWithAck('live:watch', { code: p.code })).toMatchObject({ ok: false, code: 'LIVE_NOT_FOUND' });
    expect(await p.socket.emitWithAck('live:op', { k: 'lock', n: 2, on: true })).toMatchObject({ ok: false });
  });

  it('a presenter’s page that disconnects on purpose (closed, left) ends the session for its viewers at once', async () => {
    const p = await startPresenting(server.url);
    track(p.socket);
    const v = track(await Follower.join(server.url, p.code));
    p.socket.disconnect();
    await until(() => v.ended !== null, 3000, 'the viewer to see the end');
    expect(v.ended).toMatchObject({ code: p.code, reason: 'ended', message: 'Sunum sona erdi.' });
  });

  it('a closing page’s beacon ends the session with the presenter’s token, and only with it', async () => {
    const p = await startPresenting(server.url);
    track(p.socket);
    const v = track(await Follower.join(server.url, p.code));
    const end = (body: object) => request(server.url).post('/api/live/end').send(body);
    expect((await end({ code: p.code, token: 'C'.repeat(43) })).body).toEqual({ code: 'LIVE_NOT_PRESENTER', params: {}, message: expect.stringContaining('yalnızca onu başlatan') });
    expect((await end({ code: p.code, token: 'C'.repeat(43) })).status).toBe(403);
    expect((await end({ code: 'K7M2QX', token: p.token })).status).toBe(404);
    expect((await end({ code: p.code })).status).toBe(400);
    expect(v.ended).toBeNull();
    expect((await end({ code: p.code, token: p.token })).status).toBe(204);
    await until(() => v.ended !== null, 3000, 'the viewer to see the end');
    expect(v.ended!.message).toBe('Sunum sona erdi.');
  });

  it('a connection without the live mark is refused on /live, and one with it is refused on the app’s own namespace', async () => {
    await expect(liveSocket(server.url, { mark: false })).rejects.toThrow('Geçersiz canlı sunum isteği.');
    const main = connect(server.url, { query: { canli: '1' }, transports: ['websocket'], reconnection: false, forceNew: true });
    const err = await new Promise<Error>((resolve) => main.once('connect_error', resolve));
    main.close();
    expect(err.message).toBe('Bu bağlantı yalnızca canlı sunum içindir.');
  });
});

describe('live session limits', () => {
  let server: TestServer;
  const open: { close(): void }[] = [];
  beforeAll(async () => {
    server = await startTestServer({ LIVE_MAX_VIEWERS: '3', LIVE_OPS_PER_SECOND: '10', LIVE_SESSIONS_PER_ADDRESS: '2', LIVE_IDLE_MS: '600' });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server.close();
  });

  it('refuses a viewer past the session’s limit with the number in the message', async () => {
    const p = await startPresenting(server.url);
    open.push(p.socket);
    for (let i = 0; i < 3; i++) open.push(await Follower.join(server.url, p.code));
    await expect(Follower.join(server.url, p.code)).rejects.toMatchObject({ code: 'LIVE_FULL', message: 'Bu sunum izleyici sınırına ulaştı (3 izleyici). Sunan kişiye haber verin.' });
    await p.socket.emitWithAck('live:end');
  });

  it('a presenter’s flood is cut to its budget with the Turkish reason; the viewers get no more than the budget', async () => {
    const p = await startPresenting(server.url);
    open.push(p.socket);
    const v = await Follower.join(server.url, p.code);
    open.push(v);
    // 10 ops a second: 20 in the 2 s window; the namespace's own budget (twice that) drops the rest unread.
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => p.socket.emitWithAck('live:op', { k: 'move', n: i + 1, p: [[1, i, i]] })));
    const refused = answers.filter((a) => !a.ok);
    expect(refused.length).toBeGreaterThanOrEqual(40);
    expect(refused[0]).toMatchObject({ code: 'LIVE_TOO_FAST', message: expect.stringContaining('Çok hızlı güncelleme') });
    expect(p.notices.some((n) => n.code === 'LIVE_TOO_FAST')).toBe(true);
    // eslint-disable-next-line no-restricted-syntax -- proves an absence: no op past the budget reaches the viewer meanwhile
    await new Promise((r) => setTimeout(r, 200));
    expect(v.patches).toBeLessThanOrEqual(20);
    // Its socket's budget is spent for this window: the session ends by idling (LIVE_IDLE_MS 600).
    await until(() => v.ended !== null, 3000, 'the session to expire');
  });

  it('refuses a third session from one address', async () => {
    const a = await startPresenting(server.url);
    const b = await startPresenting(server.url);
    open.push(a.socket, b.socket);
    const third = await liveSocket(server.url);
    open.push(third);
    expect(await third.emitWithAck('live:start')).toMatchObject({ ok: false, code: 'LIVE_TOO_MANY_SESSIONS', message: expect.stringContaining('(2)') });
    await a.socket.emitWithAck('live:end');
    expect((await third.emitWithAck('live:start')).ok).toBe(true);
    await b.socket.emitWithAck('live:end');
  });

  it('a presenter’s heartbeat keeps a session open past the idle time; without it the session ends', async () => {
    const p = await startPresenting(server.url);
    open.push(p.socket);
    const v = await Follower.join(server.url, p.code);
    open.push(v);
    // 1.2 s of heartbeats, every 100 ms, against an idle time of 600 ms.
    for (let i = 0; i < 12; i++) {
      expect((await p.socket.emitWithAck('live:op', { k: 'lock', n: i + 1, on: false })).ok).toBe(true);
      // eslint-disable-next-line no-restricted-syntax -- the input itself: a heartbeat every 100 ms of real time
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(v.ended).toBeNull();
    expect(v.patches).toBe(0);
    await until(() => v.ended !== null, 3000, 'the session to expire');
  });

  it('an idle session ends by itself: its viewers are told, and it is gone', async () => {
    const p = await startPresenting(server.url);
    open.push(p.socket);
    const v = await Follower.join(server.url, p.code);
    open.push(v);
    await until(() => v.ended !== null, 3000, 'the session to expire');
    expect(v.ended).toMatchObject({ reason: 'expired', message: 'Sunum uzun süre hareketsiz kaldığı için sona erdi.' });
    expect(await v.watch(p.code)).toMatchObject({ ok: false, code: 'LIVE_NOT_FOUND' });
    expect(await p.socket.emitWithAck('live:op', { k: 'lock', n: 1, on: true })).toMatchObject({ ok: false });
  });
});
