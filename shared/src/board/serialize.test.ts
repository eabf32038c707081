import { describe, expect, it } from 'vitest';
import { applyPlayerEdit, commitDrawing, convertLayout, createBoard, moveBall, movePlayer, swapColours } from './board';
import { boardFromBuilder } from './builderImport';
import { FORMAT_SIZES } from './formats';
import { LIMITS } from './limits';
import type { Board } from './model';
import { decodeBoard, deserializeBoard, encodeBoard, serializeBoard } from './serialize';
import { addPlayer, removePlayer, setBibs, setKeeperColour } from './teams';

function busyBoard(): Board {
  let b = swapColours(createBoard('desktop', { formation: '4-3-3', sides: 2 }));
  b = applyPlayerEdit(b, 14, { name: 'Şükür "9"', cards: { yellow: false, red: true }, goals: 3 });
  // A zigzag: every point matters, so the trail is read back whole (points on a straight line are thinned, simplify.ts).
  for (let i = 0; i < 40; i++) b = movePlayer(b, 7, { x: 30 + i * 1.13, y: 20 + i * 0.31 + (i % 2) * 0.6 });
  b = moveBall(b, { x: 80.5, y: 30.2 });
  return commitDrawing(b, { id: 1_700_000_000_000, points: [{ x: 10, y: 10 }, { x: 15.05, y: 12.025 }] });
}

/** Coordinates are kept to a centimetre of the pitch. */
const r = (v: number) => Math.round(v * 100) / 100;
const rounded = (b: Board) => b.players.map((p) => ({ ...p, x: r(p.x), y: r(p.y), trail: p.trail.map((q) => ({ x: r(q.x), y: r(q.y) })) }));

describe('board serialisation', () => {
  it('round-trips a board through the stored JSON', () => {
    const b = busyBoard();
    const back = deserializeBoard(JSON.parse(JSON.stringify(serializeBoard(b))));
    expect(back).not.toBeNull();
    expect(back!.players).toEqual(rounded(b));
    expect(back!.drawings).toEqual([{ id: 1_700_000_000_000, points: [{ x: 10, y: 10 }, { x: 15.05, y: 12.03 }] }]);
    expect(back).toMatchObject({ format: 11, sides: 2, formation: '4-3-3', coloursSwapped: true, layout: 'desktop' });
    // The document alone: no view travels in a save or a link.
    expect(serializeBoard(b)).not.toHaveProperty('t');
    expect(back!.ball).toMatchObject({ x: 80.5, y: 30.2 });
    // The ball's radius is the layout's, not the board's.
    expect(back!.ball).not.toHaveProperty('radius');
    expect(back!.lineup).toEqual(b.lineup);
  });

  it.each(FORMAT_SIZES)('round-trips a %sv%s board with a third team, a removed player, a substitute and goalkeeper colours, saved and as a link', async (size) => {
    for (const kind of ['desktop', 'mobile', 'compact'] as const) {
      let b = setBibs(createBoard(kind, { format: size, sides: 2 }), true);
      b = removePlayer(b, b.players.find((p) => p.team === 'B' && !p.gk)!.id);
      b = setKeeperColour(addPlayer(b, 'A'), 'A', '#8bc34a');
      const back = convertLayout(deserializeBoard(JSON.parse(JSON.stringify(serializeBoard(b))))!, kind);
      expect(back).not.toBeNull();
      expect(back).toMatchObject({ format: size, sides: 2, layout: kind, formation: b.formation, keepers: b.keepers });
      expect(back.players).toEqual(rounded(b));
      expect(serializeBoard(back)).toEqual(serializeBoard(b));
      expect(serializeBoard((await decodeBoard(await encodeBoard(b)))!)).toEqual(serializeBoard(b));
    }
  });

  it('keeps an imported lineup with its formation name and numbers', () => {
    const b = boardFromBuilder({ formation: '4-2-3-1', players: Array.from({ length: 11 }, (_, i) => ({ n: `P${i}`, d: i / 20, w: i / 10, num: i + 20 })) }, 'mobile');
    const back = deserializeBoard(serializeBoard(b))!;
    expect(back.formation).toBe('4-2-3-1');
    expect(back.lineup[3]).toEqual({ d: 0.15, w: 0.3, num: 23, gk: false });
    // Metres do not depend on the pitch they were drawn on: it opens on the desktop pitch, its places unchanged.
    expect(back.layout).toBe('desktop');
    expect(back.players.map((p) => [p.x, p.y])).toEqual(b.players.map((p) => [r(p.x), r(p.y)]));
  });

  it('rejects data that is not a board', () => {
    const good = serializeBoard(createBoard('desktop'));
    expect(deserializeBoard(null)).toBeNull();
    expect(deserializeBoard({ ...good, v: 5 })).toBeNull();
    expect(deserializeBoard({ ...good, v: 3 })).toBeNull();
    expect(deserializeBoard({ ...good, sd: 2 })).toBeNull();
    expect(deserializeBoard({ ...good, fm: 6 })).toBeNull();
    expect(deserializeBoard({ ...good, f: '9-9-9' })).toBeNull();
    expect(deserializeBoard({ ...good, b: [1, 2, [3]] })).toBeNull();
    expect(deserializeBoard({ ...good, p: [...good.p, good.p[0]] })).toBeNull();
  });

  it('refuses lists past their limits, and boards with too many points altogether', () => {
    const good = serializeBoard(createBoard('desktop'));
    const long = Array.from({ length: (LIMITS.storedPathPoints + 1) * 2 }, () => 10);
    expect(deserializeBoard({ ...good, b: [10, 10, long] })).toBeNull();
    expect(deserializeBoard({ ...good, d: Array.from({ length: LIMITS.drawings + 1 }, (_, i) => [i, [1, 1, 2, 2]]) })).toBeNull();
    expect(deserializeBoard({ ...good, p: Array.from({ length: LIMITS.players + 1 }, (_, i) => [i + 1, 10, 10, 'x', 0, 0, [], 0, 1]) })).toBeNull();
    const path = Array.from({ length: LIMITS.storedPathPoints * 2 }, () => 10);
    const drawings = Array.from({ length: Math.ceil(LIMITS.storedPoints / LIMITS.storedPathPoints) + 1 }, (_, i) => [i, path]);
    expect(deserializeBoard({ ...good, d: drawings })).toBeNull();
    expect(deserializeBoard({ ...good, d: drawings.slice(0, 2) })).not.toBeNull();
  });

  it('encodes a share payload as compact base64url and decodes it back', async () => {
    const b = busyBoard();
    const text = await encodeBoard(b);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text.length).toBeLessThan(JSON.stringify(serializeBoard(b)).length);
    expect(serializeBoard((await decodeBoard(text))!)).toEqual(serializeBoard(b));
    expect(await decodeBoard('not-a-board')).toBeNull();
    expect(await decodeBoard('')).toBeNull();
    expect(await decodeBoard('A'.repeat(LIMITS.linkChars + 1))).toBeNull();
  });
});
