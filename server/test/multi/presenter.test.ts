import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, movePlayer } from '@onbir/shared/board/board';
import { encodeBoard } from '@onbir/shared/board/serialize';
import { boardOps, JPEG_START, stillOps } from '@onbir/shared/presenter/protocol';
import { openDatabase } from '../../src/db/client';
import { createTestDatabaseUrl } from '../../src/test/database';
import { Follower, liveSocket, shownState, startPresenting, until, type Presenter } from '../../src/test/liveSessions';
import { startServerProcess, type ServerProcess } from '../processes';

/**
 * Live board sessions over two (then three) real server processes on one Redis: a presenter on one,
 * viewers on both; every process keeps a copy of the session in step through the Socket.IO Redis
 * adapter, so a viewer anywhere follows, a late joiner anywhere converges, a process started later
 * fetches a copy, the presenter can come back on the other process, and the end reaches everyone.
 */

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

async function sendBoard(p: Presenter, n: number, data: string) {
  for (const op of boardOps(n, data)) expect((await p.socket.emitWithAck('live:op', op)).ok).toBe(true);
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)('live sessions across processes', () => {
  let db: { url?: string; drop(): Promise<void> };
  let p1: ServerProcess;
  let p2: ServerProcess;
  let env: Record<string, string>;
  const extra: ServerProcess[] = [];
  const open: { close(): void }[] = [];
  let board: string;

  beforeAll(async () => {
    db = await createTestDatabaseUrl();
    // Migrated once here: two processes starting on an empty database would both try.
    await (await openDatabase({ url: db.url, dataDir: 'memory://' })).close();
    env = { DATABASE_URL: db.url!, REDIS_URL: REDIS_URL!, SEED_POOL: 'false', LIVE_IDLE_MS: '1500', LIVE_SOCKETS_PER_ADDRESS: '1000', LIVE_HANDSHAKES_PER_MINUTE: '100000' };
    // Each one kept as soon as it is up, so a failed start leaves none running.
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    for (const s of started) if (s.status === 'fulfilled') extra.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    [p1, p2] = extra.splice(0, 2);
    let b = createBoard('desktop', { sides: 2 });
    for (let i = 0; i < 40; i++) b = movePlayer(b, 9, { x: 28 + i * 1.3, y: 19 + i * 0.7 });
    board = await encodeBoard(b);
  });

  afterAll(async () => {
    for (const s of open) s.close();
    await Promise.allSettled([p1, p2, ...extra].map((p) => p?.kill('SIGKILL')));
    await db?.drop();
  });

  it('viewers on both processes follow the presenter on one; a late joiner on the other converges; the count adds up', async () => {
    const p = await startPresenting(p1.url);
    open.push(p.socket);
    const a = await Follower.join(p1.url, p.code);
    const b = await Follower.join(p2.url, p.code);
    open.push(a, b);
    await sendBoard(p, 1, board);
    await p.socket.emitWithAck('live:op', { k: 'move', n: 2, p: [[9, 400, 300]] });
    await p.socket.emitWithAck('live:op', { k: 'play', n: 3, t: 1, on: false, speed: 1, loop: false });
    await p.socket.emitWithAck('live:op', { k: 'lock', n: 4, on: true });
    await until(() => a.state?.locked === true && b.state?.locked === true, 5000, 'both viewers to see the lock');
    expect(b.state!.board).toEqual({ n: 1, data: board });
    expect(shownState(b.state)).toEqual(shownState(a.state));
    p.socket.emit('live:laser', { s: 1, p: [100, 100, 110, 105] });
    await until(() => b.lasers.length === 1 && a.lasers.length === 1, 5000, 'the laser on both processes');

    // A video page's still in chunks, applied on both processes' copies.
    const still = JPEG_START + 'v'.repeat(13_000);
    for (const op of stillOps(5, still)) expect((await p.socket.emitWithAck('live:op', op)).ok).toBe(true);
    await until(() => a.state?.still?.n === 5 && b.state?.still?.n === 5, 5000, 'the still on both processes');
    expect(b.state!.still).toEqual({ n: 5, data: still });

    const late = await Follower.join(p2.url, p.code);
    open.push(late);
    expect(late.state!.still).toEqual({ n: 5, data: still });
    expect(shownState(late.state)).toEqual(shownState(a.state));
    await until(() => p.viewers() === 3 && late.viewers === 3, 5000, 'the count over both processes');
  });

  it('a process started after the session opened fetches a copy for its viewer; the presenter comes back on the other process with its token', async () => {
    const p = await startPresenting(p1.url);
    open.push(p.socket);
    await sendBoard(p, 1, board);
    // The presenter's page keeps the session alive while a third process starts (LIVE_IDLE_MS is short here).
    const heartbeat = setInterval(() => p.socket.emit('live:op', { k: 'lock', n: 1, on: false }), 300);
    const p3 = await startServerProcess(env).finally(() => clearInterval(heartbeat));
    extra.push(p3);
    const v3 = await Follower.join(p3.url, p.code);
    open.push(v3);
    expect(v3.state!.board).toEqual({ n: 1, data: board });

    // A forged token is refused on the other process too.
    const forger = await liveSocket(p2.url);
    open.push(forger);
    expect(await forger.emitWithAck('live:present', { code: p.code, token: 'B'.repeat(43) })).toMatchObject({ ok: false, code: 'LIVE_NOT_PRESENTER' });

    // The presenter's connection lands on p2 (its process restarted behind the balancer, a network change).
    const back = await liveSocket(p2.url);
    open.push(back);
    expect((await back.emitWithAck('live:present', { code: p.code, token: p.token })).ok).toBe(true);
    await until(() => p.notices.some((n) => n.code === 'LIVE_PRESENTER_ELSEWHERE'), 5000, 'the old connection to be let go');
    expect((await back.emitWithAck('live:op', { k: 'move', n: 5, p: [[3, 250, 250]] })).ok).toBe(true);
    await until(() => v3.state?.moves['3']?.[0] === 250, 5000, 'the viewer on the third process to follow');
    expect((await back.emitWithAck('live:end')).ok).toBe(true);
    await until(() => v3.ended !== null, 5000, 'the end on the third process');
    expect(v3.ended).toMatchObject({ reason: 'ended', message: 'Sunum sona erdi.', board });
    const after = await liveSocket(p1.url);
    open.push(after);
    expect(await after.emitWithAck('live:watch', { code: p.code })).toMatchObject({ ok: false, code: 'LIVE_NOT_FOUND' });
  });

  it('an idle session ends on every process', async () => {
    const p = await startPresenting(p1.url);
    open.push(p.socket);
    const v = await Follower.join(p2.url, p.code);
    open.push(v);
    await until(() => v.ended !== null, 10_000, 'the session to expire on the other process');
    expect(v.ended!.reason).toBe('expired');
    expect(await v.watch(p.code)).toMatchObject({ ok: false, code: 'LIVE_NOT_FOUND' });
  });
});
