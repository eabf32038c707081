import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Random } from '../match/random';
import { createBoard, movePlayer } from './board';
import { heavyBoard } from './fixtures/heavy';
import type { Point } from './layout';
import type { Board, TrailPoint } from './model';
import { decodeBoard, deserializeBoard, encodeBoard, serializeBoard } from './serialize';
import { DRAWN_POINTS_BUDGET, simplifyBoard, simplifyPath } from './simplify';

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)) : 0;
  return Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}

/** How far the original line strays from the simplified one: each dropped point against the segment that replaced it. */
function deviation(original: readonly Point[], simplified: readonly Point[]): number {
  let worst = 0;
  let at = 0;
  for (let k = 0; k + 1 < simplified.length; k++) {
    const next = simplified[k + 1];
    const end = original.findIndex((p, i) => i >= at && p.x === next.x && p.y === next.y);
    for (let i = at; i <= end; i++) worst = Math.max(worst, distanceToSegment(original[i], simplified[k], simplified[k + 1]));
    at = end;
  }
  return worst;
}

function walk(n: number, seed: number, step = 3): TrailPoint[] {
  const rng = new Random(seed);
  const out: TrailPoint[] = [{ x: 500, y: 400 }];
  for (let i = 1; i < n; i++) out.push({ x: out[i - 1].x + (rng.next() - 0.5) * step, y: out[i - 1].y + (rng.next() - 0.5) * step });
  return out;
}

const pointsOf = (b: Board) => b.ball.trail.length + b.players.reduce((n, p) => n + p.trail.length, 0) + b.drawings.reduce((n, d) => n + d.points.length, 0);

describe('simplifyPath', () => {
  it.each([0.1, 0.5, 2])('keeps the line within the tolerance (%s) and drops the points that add nothing', (tolerance) => {
    const line = walk(2000, 7);
    const out = simplifyPath(line, tolerance);
    expect(out.length).toBeLessThan(line.length);
    expect(out[0]).toBe(line[0]);
    expect(out.at(-1)).toBe(line.at(-1));
    expect(deviation(line, out)).toBeLessThanOrEqual(tolerance);
  });

  it('for any line and tolerance: keeps the ends and each step’s, strays no further than the tolerance, and thins a thinned line no more', () => {
    const point = fc.record({ x: fc.integer({ min: 0, max: 1000 }), y: fc.integer({ min: 0, max: 700 }), s: fc.constantFrom(undefined, 1, 2) });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 60 }), fc.double({ min: 0.01, max: 50, noNaN: true }), (raw, tolerance) => {
        // Steps only grow along a trail (trails.ts): the points sorted by step, the first step's unmarked.
        const line: TrailPoint[] = [...raw].sort((a, b) => (a.s ?? 0) - (b.s ?? 0)).map((p) => (p.s ? p : { x: p.x, y: p.y }));
        const out = simplifyPath(line, tolerance);
        if (line.length) {
          expect(out[0]).toBe(line[0]);
          expect(out.at(-1)).toBe(line.at(-1));
        }
        for (let i = 0; i < line.length; i++) {
          const firstOfStep = i === 0 || (line[i].s ?? 0) !== (line[i - 1].s ?? 0);
          const lastOfStep = i === line.length - 1 || (line[i].s ?? 0) !== (line[i + 1].s ?? 0);
          if (firstOfStep || lastOfStep) expect(out).toContain(line[i]);
        }
        for (const step of new Set(line.map((p) => p.s ?? 0))) {
          const run = line.filter((p) => (p.s ?? 0) === step);
          expect(deviation(run, out.filter((p) => (p.s ?? 0) === step))).toBeLessThanOrEqual(tolerance + 1e-9);
        }
        expect(simplifyPath(out, tolerance)).toEqual(out);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a straight line’s ends only, and each step’s first and last point', () => {
    const straight = Array.from({ length: 50 }, (_, i) => ({ x: i * 4, y: i * 2 }));
    expect(simplifyPath(straight, 0.3)).toEqual([straight[0], straight[49]]);
    const stepped: TrailPoint[] = straight.map((p, i) => (i < 20 ? p : { ...p, s: 1 }));
    expect(simplifyPath(stepped, 0.3)).toEqual([stepped[0], stepped[19], stepped[20], stepped[49]]);
  });
});

describe('a board read from a link or storage', () => {
  it('opens at the serializer’s limits into at most DRAWN_POINTS_BUDGET points, players and strokes all there', async () => {
    const heavy = heavyBoard();
    expect(pointsOf(heavy)).toBe(200_000);
    const opened = (await decodeBoard(await encodeBoard(heavy)))!;
    expect(opened).not.toBeNull();
    expect(pointsOf(opened)).toBeLessThanOrEqual(DRAWN_POINTS_BUDGET);
    expect(opened.players).toHaveLength(40);
    expect(opened.drawings).toHaveLength(60);
    for (const [i, p] of opened.players.entries()) {
      expect(p.trail[0]).toEqual(heavy.players[i].trail[0]);
      expect(p.trail.at(-1)).toEqual(heavy.players[i].trail.at(-1));
    }
  });

  it('keeps an ordinary board’s trails within half a pixel of the largest export, and within budget a board made to defeat the tolerance', () => {
    let b = createBoard('desktop', { sides: 2 });
    for (const [i, p] of walk(300, 3, 12).entries()) b = movePlayer(b, 9, { x: Math.round(p.x), y: Math.round(p.y) + (i % 2) });
    const trail = b.players.find((p) => p.id === 9)!.trail;
    const read = deserializeBoard(JSON.parse(JSON.stringify(serializeBoard(b))))!;
    expect(deviation(trail, read.players.find((p) => p.id === 9)!.trail)).toBeLessThanOrEqual(0.35);

    // Steps alternating point by point leave no run to thin: the last resort halves the lines.
    const alternating = heavyBoard(5);
    const hostile = { ...alternating, players: alternating.players.map((p) => ({ ...p, trail: p.trail.map((q, i) => ({ ...q, s: i % 2 })) })) };
    const thinned = simplifyBoard(hostile);
    expect(pointsOf(thinned)).toBeLessThanOrEqual(DRAWN_POINTS_BUDGET);
    expect(thinned.players.every((p) => p.trail.some((q) => q.s === 1))).toBe(true);
  });
});
