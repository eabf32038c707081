import { describe, expect, it } from 'vitest';
import { convertLayout } from './board';
import { layoutFor, type LayoutKind } from './layout';
import { LIMITS } from './limits';
import type { Board } from './model';
import { canvasToPitch } from './pitch';
import { fromBase64Url, inflateCapped } from '../codec/deflate';
import { decodeBoard, deserializeBoard, encodeBoard, serializeBoard } from './serialize';
import { storedView } from './view';
import { stepsOf } from './steps';
import { LINK_V1, SAVED_V1 } from './fixtures/v1';
import { LINK_V2, SAVED_V2 } from './fixtures/v2';
import { LINK_V3_COMPACT, LINK_V3_MOBILE, SAVED_V3 } from './fixtures/v3';

type V3 = { l: 'd' | 'm' | 'c'; fm: 5 | 7 | 8 | 9 | 11; p: Array<[number, number, number, string, number, number, number[]]>; b: [number, number, number[]]; d: Array<[number, number[]]> };
const KINDS: Record<V3['l'], LayoutKind> = { d: 'desktop', m: 'mobile', c: 'compact' };

async function linkJson(link: string): Promise<V3> {
  return JSON.parse(new TextDecoder().decode((await inflateCapped(fromBase64Url(link), LIMITS.decompressedBytes))!));
}

/** Every piece, trail point and stroke point of a version 3 board at its place of the pitch: its tenths of a pixel read on the layout it was made on. */
function expectSamePlaces(old: V3, b: Board) {
  const layout = layoutFor(KINDS[old.l], old.fm);
  const metres = (x: number, y: number) => canvasToPitch(layout, { x: x / 10, y: y / 10 });
  const near = (a: { x: number; y: number }, m: { x: number; y: number }) => {
    // Kept to the centimetre.
    expect(Math.abs(a.x - m.x)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(Math.abs(a.y - m.y)).toBeLessThanOrEqual(0.005 + 1e-9);
  };
  const path = (flat: number[]) => Array.from({ length: flat.length / 2 }, (_, i) => metres(flat[2 * i], flat[2 * i + 1]));
  const close = (a: { x: number; y: number }, m: { x: number; y: number }) => Math.abs(a.x - m.x) <= 0.005 + 1e-9 && Math.abs(a.y - m.y) <= 0.005 + 1e-9;
  // Lines are thinned on read (simplify.ts): what is read back is the stored line's ends and points of it, in order.
  const sameLine = (read: ReadonlyArray<{ x: number; y: number }>, flat: number[]) => {
    const line = path(flat);
    if (!line.length) return expect(read).toHaveLength(0);
    near(read[0], line[0]);
    near(read.at(-1)!, line.at(-1)!);
    let j = 0;
    for (const q of read) {
      while (j < line.length && !close(q, line[j])) j++;
      expect(j, 'a point read back that the stored line does not hold, in order').toBeLessThan(line.length);
    }
  };
  for (const [id, x, y, , , , trail] of old.p) {
    const p = b.players.find((q) => q.id === id)!;
    near(p, metres(x, y));
    sameLine(p.trail, trail);
  }
  near(b.ball, metres(old.b[0], old.b[1]));
  sameLine(b.ball.trail, old.b[2]);
  old.d.forEach(([, pts], k) => sameLine(b.drawings[k].points, pts));
}

/** Saved again (version 4) and read back, the board is the same; as a link too. */
async function expectRoundTrip(b: Board) {
  const stored = serializeBoard(b);
  expect(stored.v).toBe(4);
  expect(convertLayout(deserializeBoard(JSON.parse(JSON.stringify(stored)))!, b.layout)).toEqual(b);
  expect(convertLayout((await decodeBoard(await encodeBoard(b)))!, b.layout)).toEqual(b);
}

describe('stored board format: version 3 (tenths of a layout pixel) opens in metres', () => {
  it('opens a saved desktop board: every piece, trail and stroke at its place of the pitch, objects, steps and settings kept', async () => {
    const b = deserializeBoard(SAVED_V3)!;
    expect(b).toMatchObject({ layout: 'desktop', format: 11, sides: 2, formation: '4-3-3', current: 1 });
    expect(storedView(SAVED_V3)).toEqual({ trailsOn: false, view: 'half', stripes: false, measure: true });
    expect(b.players.find((p) => p.id === 2)).toMatchObject({ name: 'Şükür', cards: { yellow: true, red: false }, goals: 1 });
    expect(b.players.filter((p) => p.team === 'C')).toHaveLength(4);
    expectSamePlaces(SAVED_V3, b);
    // The second step's moves keep their step.
    expect(b.players.some((p) => p.trail.some((q) => q.s === 1))).toBe(true);
    expect(b.objects.map((o) => o.kind)).toEqual(['arrow', 'equipment']);
    expect(stepsOf(b)).toHaveLength(2);
    expect(serializeBoard(b).s).toEqual(SAVED_V3.s);
    await expectRoundTrip(b);
  });

  it.each([
    ['a 7v7 phone link', LINK_V3_MOBILE, 'mobile', 7],
    ['an 11v11 link of a phone on its side', LINK_V3_COMPACT, 'compact', 11],
  ] as const)('opens %s, every piece at its place of the pitch, and round-trips', async (_name, link, kind, format) => {
    const b = (await decodeBoard(link))!;
    expect(b).toMatchObject({ layout: kind, format, sides: 2 });
    expectSamePlaces(await linkJson(link), b);
    await expectRoundTrip(b);
    // On another pitch it is the same board in metres.
    expect(convertLayout(convertLayout(b, 'desktop'), kind)).toEqual(b);
  });
});

describe('stored board format: every earlier version round-trips through version 4', () => {
  it.each([
    ['a first-version save', () => deserializeBoard(SAVED_V1.board)],
    ['a first-version link', () => decodeBoard(LINK_V1)],
    ['a second-version save', () => deserializeBoard(SAVED_V2)],
    ['a second-version link', () => decodeBoard(LINK_V2)],
  ] as const)('%s', async (_name, open) => {
    const b = (await open())!;
    expect(b).not.toBeNull();
    await expectRoundTrip(b);
  });
});
