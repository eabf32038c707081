import { isRefusal } from '../messages/refusal';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHUNK_CHARS } from './chunks';
import { boardOps, JPEG_START, stillOps, type AnyOp, type LiveOp, type LivePatch } from './protocol';
import { applyOp, applyPatch, initialState, playTimeAt, snapshotOf, viewerStateOf, type LiveState, type ViewerState } from './state';

const MAX = 64 * 1024;
const LIMITS = { board: MAX, still: 2 * MAX };

function run(ops: AnyOp[], now = 1000): { state: LiveState; patches: LivePatch[] } {
  let state = initialState(now);
  const patches: LivePatch[] = [];
  for (const op of ops) {
    const r = applyOp(state, op, now, LIMITS);
    if (isRefusal(r)) continue;
    state = r.state;
    if (r.patch) patches.push(r.patch);
  }
  return { state, patches };
}

/** What a viewer shows: everything but the clock it was received on. */
const shown = (v: ViewerState) => ({ ...v, play: { ...v.play, at: 0 }, viewers: 0 });

describe('live session state', () => {
  it('assembles a board sent in chunks, in any order, and relays it once whole', () => {
    const data = 'a'.repeat(CHUNK_CHARS * 2 + 10);
    const ops = boardOps(5, data);
    expect(ops).toHaveLength(3);
    const { state, patches } = run([ops[2], ops[0], ops[1]]);
    expect(state.board).toEqual({ n: 5, data });
    expect(state.pending).toBeNull();
    expect(patches).toEqual([{ seq: 1, k: 'board', n: 5, data }]);
  });

  it('refuses a board over the size limit, by its declared parts or by what arrived', () => {
    const big = boardOps(1, 'b'.repeat(CHUNK_CHARS * 11 + 1));
    expect(applyOp(initialState(0), big[0], 0, LIMITS)).toMatchObject({ code: 'LIVE_BOARD_TOO_BIG' });
    expect(big).toHaveLength(12);
    expect(applyOp(initialState(0), big[0], 0, LIMITS)).toEqual({ code: 'LIVE_BOARD_TOO_BIG', params: { kb: 64 } });
    const small = { k: 'board' as const, n: 1, part: 0, parts: 2, data: 'c'.repeat(CHUNK_CHARS) };
    expect(isRefusal(applyOp(initialState(0), small, 0, { ...LIMITS, board: CHUNK_CHARS + 10 }))).toBe(false);
    const after = applyOp(initialState(0), small, 0, { ...LIMITS, board: CHUNK_CHARS + 10 });
    if (isRefusal(after)) throw new Error('refused');
    expect(applyOp(after.state, { ...small, part: 1 }, 0, { ...LIMITS, board: CHUNK_CHARS + 10 })).toMatchObject({ code: 'LIVE_BOARD_TOO_BIG' });
  });

  it('assembles a still beside a board without mixing their chunks, and an empty one clears it', () => {
    const jpeg = JPEG_START + 'j'.repeat(CHUNK_CHARS * 2);
    const board = boardOps(2, 'b'.repeat(CHUNK_CHARS + 1));
    const still = stillOps(3, jpeg);
    const { state, patches } = run([still[0], board[0], still[2], board[1], still[1], ...stillOps(1, JPEG_START)]);
    expect(state.board).toEqual({ n: 2, data: 'b'.repeat(CHUNK_CHARS + 1) });
    expect(state.still).toEqual({ n: 3, data: jpeg });
    expect(patches.map((p) => p.k)).toEqual(['board', 'still']);
    const cleared = run([...still, ...stillOps(4, '')]);
    expect(cleared.state.still).toEqual({ n: 4, data: '' });
    expect(cleared.patches.at(-1)).toEqual({ seq: 2, k: 'still', n: 4, data: '' });
  });

  it('refuses a still over its own limit and one that is not a JPEG', () => {
    const big = stillOps(1, JPEG_START + 's'.repeat(2 * MAX + CHUNK_CHARS));
    expect(applyOp(initialState(0), big[0], 0, LIMITS)).toEqual({ code: 'LIVE_STILL_TOO_BIG', params: { kb: 128 } });
    // Under the still's limit though over the board's: each payload has its own.
    expect(isRefusal(applyOp(initialState(0), stillOps(1, JPEG_START + 's'.repeat(MAX))[0], 0, LIMITS))).toBe(false);
    expect(applyOp(initialState(0), stillOps(1, 'iVBORw0KGgo')[0], 0, LIMITS)).toMatchObject({ code: 'LIVE_BAD_REQUEST' });
  });

  it('keeps moves made after a board was captured, drops those it already holds, ignores stale ones', () => {
    const { state, patches } = run([
      { k: 'move', n: 3, p: [[7, 100, 200]] },
      { k: 'move', n: 6, p: [[8, 110, 210], [-1, 500, 340]] },
      ...boardOps(4, 'xyz'),
      { k: 'move', n: 2, p: [[9, 1, 1]] },
      { k: 'move', n: 5, p: [[8, 1, 1]] },
    ]);
    expect(state.board).toEqual({ n: 4, data: 'xyz' });
    expect(state.moves).toEqual({ 8: [110, 210, 6], [-1]: [500, 340, 6] });
    expect(patches.map((p) => p.k)).toEqual(['move', 'move', 'board']);
  });

  it('a stale board (captured before the one shown) changes nothing', () => {
    const { state, patches } = run([...boardOps(9, 'new'), ...boardOps(8, 'old')]);
    expect(state.board).toEqual({ n: 9, data: 'new' });
    expect(patches).toHaveLength(1);
  });

  it('runs the playback clock from when it was set, at its speed, and stops at the last step unless it loops', () => {
    const play = { t: 0.5, on: true, speed: 2 as const, loop: false, at: 1000 };
    expect(playTimeAt(play, 1500, 2)).toBeCloseTo(1.5);
    expect(playTimeAt(play, 5000, 2)).toBe(2);
    expect(playTimeAt({ ...play, loop: true }, 2000, 2)).toBeCloseTo(0.5);
    expect(playTimeAt({ ...play, on: false }, 9000, 2)).toBe(0.5);
    expect(playTimeAt({ ...play, t: null }, 9000, 2)).toBeNull();
  });

  it('gives a late joiner the playback clock as it runs: the time elapsed since it was set travels with it', () => {
    const { state } = run([{ k: 'play', n: 1, t: 0, on: true, speed: 1, loop: false }], 1000);
    const snap = snapshotOf('K7M2QX', state, 3, 1700);
    expect(snap.play.ms).toBe(700);
    // The viewer's clock differs from the server's: only the elapsed time counts.
    const viewer = viewerStateOf(snap, 50_000);
    expect(playTimeAt(viewer.play, 50_300, 3)).toBeCloseTo(1);
  });

  it('a viewer that misses a patch asks for the state again; one it has seen is ignored', () => {
    const { state, patches } = run([{ k: 'lock', n: 1, on: true }, { k: 'lock', n: 2, on: false }]);
    const start = viewerStateOf(snapshotOf('K7M2QX', initialState(0), 0, 0), 0);
    expect(applyPatch(start, patches[1], 0)).toBeNull();
    const one = applyPatch(start, patches[0], 0)!;
    expect(one.locked).toBe(true);
    expect(applyPatch(one, patches[0], 0)).toBe(one);
    expect(applyPatch(one, patches[1], 0)!.locked).toBe(state.locked);
  });

  it('presence and lock make a patch only when they change', () => {
    const { patches } = run([{ k: 'presence', on: true }, { k: 'lock', n: 1, on: false }, { k: 'presence', on: false }]);
    expect(patches).toEqual([{ seq: 1, k: 'presence', on: false }]);
  });
});

const opArb: fc.Arbitrary<LiveOp> = fc.oneof(
  fc.record({ k: fc.constant('move' as const), n: fc.nat(40), p: fc.array(fc.tuple(fc.integer({ min: -1, max: 4 }), fc.integer({ min: 0, max: 1050 }), fc.integer({ min: 0, max: 680 })), { minLength: 1, maxLength: 3 }) }),
  fc.record({ k: fc.constant('lock' as const), n: fc.nat(40), on: fc.boolean() }),
  fc.record({
    k: fc.constant('play' as const),
    n: fc.nat(40),
    t: fc.option(fc.double({ min: 0, max: 3, noNaN: true }), { nil: null }),
    on: fc.boolean(),
    speed: fc.constantFrom(0.5 as const, 1 as const, 2 as const),
    loop: fc.boolean(),
  }),
  fc.record({ n: fc.nat(40), size: fc.integer({ min: 1, max: CHUNK_CHARS * 2 }) }).map(({ n, size }) => boardOps(n, 'q'.repeat(size))[0]),
  fc.record({ n: fc.nat(40), size: fc.integer({ min: 0, max: CHUNK_CHARS * 2 }) }).map(({ n, size }) => stillOps(n, size ? JPEG_START + 'q'.repeat(size) : '')[0]),
);

describe('late joiners converge', () => {
  it('a viewer joining after any op, then applying the patches after it, shows what a viewer from the start shows', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), fc.nat(40), (ops, joinAt) => {
        let state = initialState(0);
        const snaps = [snapshotOf('K7M2QX', state, 0, 0)];
        const patches: LivePatch[] = [];
        for (const op of ops) {
          const r = applyOp(state, op, 0, LIMITS);
          if (isRefusal(r)) continue;
          state = r.state;
          if (r.patch) patches.push(r.patch);
          snaps.push(snapshotOf('K7M2QX', state, 0, 0));
        }
        const from = (k: number) => {
          let v = viewerStateOf(snaps[k], 0);
          for (const p of patches) v = applyPatch(v, p, 0) ?? v;
          return v;
        };
        const early = from(0);
        const late = from(Math.min(joinAt, snaps.length - 1));
        expect(shown(late)).toEqual(shown(early));
        expect(shown(late)).toEqual(shown(viewerStateOf(snapshotOf('K7M2QX', state, 0, 0), 0)));
      }),
    );
  });
});
