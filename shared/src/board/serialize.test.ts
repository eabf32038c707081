import { describe, expect, it } from 'vitest';
import { applyPlayerEdit, commitDrawing, createBoard, moveBall, movePlayer, setMode, swapColours, type Board } from './board';
import { boardFromBuilder } from './builderImport';
import { decodeBoard, deserializeBoard, encodeBoard, serializeBoard } from './serialize';

function busyBoard(): Board {
  let b = swapColours(setMode(createBoard('desktop', { formation: '4-3-3' }), 22));
  b = applyPlayerEdit(b, 14, { name: 'Şükür "9"', cards: { yellow: false, red: true }, goals: 3 });
  for (let i = 0; i < 40; i++) b = movePlayer(b, 7, { x: 300 + i * 11.3, y: 200 + i * 3.1 });
  b = moveBall(b, { x: 800.5, y: 300.2 });
  return commitDrawing(b, { id: 1_700_000_000_000, points: [{ x: 100, y: 100 }, { x: 150.5, y: 120.25 }] });
}

describe('board serialisation', () => {
  it('round-trips a board through the stored JSON', () => {
    const b = busyBoard();
    const back = deserializeBoard(JSON.parse(JSON.stringify(serializeBoard(b))));
    expect(back).not.toBeNull();
    // Coordinates are kept to a tenth of a pixel.
    const r = (v: number) => Math.round(v * 10) / 10;
    expect(back!.players).toEqual(b.players.map((p) => ({ ...p, x: r(p.x), y: r(p.y), trail: p.trail.map((q) => ({ x: r(q.x), y: r(q.y) })) })));
    expect(back!.drawings).toEqual([{ id: 1_700_000_000_000, points: [{ x: 100, y: 100 }, { x: 150.5, y: 120.3 }] }]);
    expect(back).toMatchObject({ mode: 22, formation: '4-3-3', coloursSwapped: true, trailsOn: true, penOn: false, layout: 'desktop' });
    expect(back!.ball).toMatchObject({ x: 800.5, y: 300.2, radius: 12 });
    expect(back!.lineup).toBe(b.lineup);
  });

  it('keeps an imported lineup with its formation name', () => {
    const b = boardFromBuilder({ formation: '4-2-3-1', players: Array.from({ length: 11 }, (_, i) => ({ n: `P${i}`, d: i / 20, w: i / 10 })) }, 'mobile');
    const back = deserializeBoard(serializeBoard(b))!;
    expect(back.formation).toBe('4-2-3-1');
    expect(back.lineup[3]).toEqual({ d: 0.15, w: 0.3 });
    expect(back.layout).toBe('mobile');
  });

  it('rejects data that is not a board', () => {
    const good = serializeBoard(createBoard('desktop'));
    expect(deserializeBoard(null)).toBeNull();
    expect(deserializeBoard({ ...good, v: 3 })).toBeNull();
    expect(deserializeBoard({ ...good, m: 22 })).toBeNull();
    expect(deserializeBoard({ ...good, f: '4-2-3-1' })).toBeNull();
    expect(deserializeBoard({ ...good, b: [1, 2, [3]] })).toBeNull();
  });

  it('encodes a share payload as compact base64url and decodes it back', async () => {
    const b = busyBoard();
    const text = await encodeBoard(b);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text.length).toBeLessThan(JSON.stringify(serializeBoard(b)).length);
    expect(serializeBoard((await decodeBoard(text))!)).toEqual(serializeBoard(b));
    expect(await decodeBoard('not-a-board')).toBeNull();
    expect(await decodeBoard('')).toBeNull();
  });
});
