import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG_START, stillOps } from '@onbir/shared/presenter/protocol';
import { startTestServer, type TestServer } from '../../test/testServer';
import { Follower, shownState, startPresenting, until, type Presenter } from '../../test/liveSessions';

/** The still's budget per 10 s in these tests: two stills of the largest size, the third refused. */
const STILL_MAX = 30_000;

async function sendStill(p: Presenter, n: number, data: string) {
  for (const op of stillOps(n, data)) {
    const res = await p.socket.emitWithAck('live:op', op);
    if (!res.ok) return res;
  }
  return { ok: true as const };
}

/** A JPEG's base64url of about `chars` characters (the server checks only how it starts). */
const jpeg = (chars: number, fill = 'q') => JPEG_START + fill.repeat(chars - JPEG_START.length);

// The video page's paused frame shown live (docs/presenter.md "Video stills").
describe('live stills', () => {
  let server: TestServer;
  const open: { close(): void }[] = [];
  const track = <T extends { close(): void }>(x: T) => (open.push(x), x);

  beforeAll(async () => {
    server = await startTestServer({ LIVE_MAX_STILL_BYTES: String(STILL_MAX), LIVE_STILL_BYTES_PER_10S: String(STILL_MAX * 2) });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server.close();
  });

  it('a still in chunks reaches a watching viewer whole, a late joiner gets it at once, and an empty one clears it for both', async () => {
    const p = await startPresenting(server.url);
    track(p.socket);
    // The page makes its JPEG fit what the start says.
    expect(p.stillChars).toBe(STILL_MAX);
    const early = track(await Follower.join(server.url, p.code));
    const frame = jpeg(14_000);
    expect(await sendStill(p, 1, frame)).toEqual({ ok: true });
    await until(() => early.state?.still?.n === 1, 3000, 'the viewer to get the still');
    expect(early.state!.still).toEqual({ n: 1, data: frame });
    const late = track(await Follower.join(server.url, p.code));
    expect(late.state!.still).toEqual({ n: 1, data: frame });
    expect(shownState(late.state)).toEqual(shownState(early.state));
    // Played on: the frame is no longer held.
    expect(await sendStill(p, 2, '')).toEqual({ ok: true });
    await until(() => early.state?.still?.n === 2 && late.state?.still?.n === 2, 3000, 'both viewers to see the still cleared');
    expect(late.state!.still).toEqual({ n: 2, data: '' });
  });

  it('refuses an oversize still, one that is not a JPEG, a viewer’s still and a flood past the budget; the viewers keep the last still', async () => {
    const p = await startPresenting(server.url);
    track(p.socket);
    const frame = jpeg(9_000, 'a');
    await sendStill(p, 1, frame);
    const v = track(await Follower.join(server.url, p.code));
    expect(await sendStill(p, 2, jpeg(STILL_MAX + 1))).toMatchObject({ ok: false, code: 'LIVE_STILL_TOO_BIG', message: 'Durdurulan kare canlı sunum için çok büyük (29 KB sınırı).' });
    expect(await sendStill(p, 3, 'iVBORw0KGgoAAAANSUhEUg')).toMatchObject({ ok: false, code: 'LIVE_BAD_REQUEST' });
    expect(await v.socket.emitWithAck('live:op', stillOps(4, jpeg(100))[0])).toMatchObject({ ok: false, code: 'LIVE_NOT_PRESENTER' });
    // Patches arrive in order: once a later op's lock is seen, a refused still would have come before it.
    expect((await p.socket.emitWithAck('live:op', { k: 'lock', n: 4, on: true })).ok).toBe(true);
    await until(() => v.state?.locked === true, 3000, 'the viewer to see the lock');
    expect(v.state!.still).toEqual({ n: 1, data: frame });
    // The budget, 60,000 characters per 10 s: 9,000 and the refused ones' first chunks are spent; one more whole still fits, the next does not.
    const last = jpeg(STILL_MAX, 'b');
    expect(await sendStill(p, 5, last)).toEqual({ ok: true });
    expect(await sendStill(p, 6, jpeg(STILL_MAX))).toMatchObject({ ok: false, code: 'LIVE_TOO_FAST' });
    await until(() => v.state?.still?.n === 5, 3000, 'the viewer to get the still within the budget');
    // The ops budget is not the stills': a lock after the refused still comes through, and nothing before it.
    expect((await p.socket.emitWithAck('live:op', { k: 'lock', n: 7, on: false })).ok).toBe(true);
    await until(() => v.state?.locked === false, 3000, 'the viewer to see the unlock');
    expect(v.state!.still).toEqual({ n: 5, data: last });
  });
});
