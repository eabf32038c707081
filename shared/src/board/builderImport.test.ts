import { describe, expect, it } from 'vitest';
import { boardFromBuilder, parseBuilderLineup } from './builderImport';
import { layoutFor } from './layout';
import { setFormation, setSides } from './teams';

const players = Array.from({ length: 11 }, (_, i) => ({ n: i === 0 ? 'Onana' : `Oyuncu ${i + 1}`, d: i === 0 ? 0 : 0.4, w: i / 10 }));
const raw = JSON.stringify({ formation: '4-2-3-1', players });

describe('builder hand-over', () => {
  it('parses the ilk11 value and refuses malformed ones', () => {
    expect(parseBuilderLineup(raw)?.players).toHaveLength(11);
    expect(parseBuilderLineup(null)).toBeNull();
    expect(parseBuilderLineup('{oops')).toBeNull();
    expect(parseBuilderLineup(JSON.stringify({ formation: '4-4-2', players: players.slice(1) }))).toBeNull();
    expect(parseBuilderLineup(JSON.stringify({ formation: '4-4-2', players: [{ n: 'x', d: 2, w: 0 }, ...players.slice(1)] }))).toBeNull();
    expect(parseBuilderLineup(JSON.stringify({ formation: '4-4-2', players, bench: ['x'.repeat(30_000)] }))).toBeNull();
  });

  it('maps depth and width onto the desktop pitch: own goal left, right flank at the bottom', () => {
    const b = boardFromBuilder(parseBuilderLineup(raw)!, 'desktop');
    const inner = layoutFor('desktop').width - 80;
    expect(b).toMatchObject({ format: 11, sides: 1, formation: '4-2-3-1' });
    expect(b.players[0]).toMatchObject({ id: 1, name: 'Onana', num: 1, gk: true, x: 40, y: 760 });
    // d 0.4 → 40 + 0.4 * the pitch's length in pixels; w 0.5 → halfway across.
    expect(b.players[5]).toMatchObject({ name: 'Oyuncu 6', num: 6, y: 400 });
    expect(b.players[5].x).toBeCloseTo(40 + 0.4 * inner, 6);
    expect(b.players[10]).toMatchObject({ y: 40 });
  });

  it('maps onto the portrait mobile pitch: own goal at the bottom, right flank on the right', () => {
    const b = boardFromBuilder(parseBuilderLineup(raw)!, 'mobile');
    const m = layoutFor('mobile');
    expect(b.players[0]).toMatchObject({ x: m.width - m.padding, y: m.height - m.padding });
    expect(b.players[10].x).toBe(15);
    expect(b.players[10].y).toBeCloseTo(15 + 0.6 * (m.height - 30), 6);
  });

  it('keeps the imported spots for the 22-player switch until a board formation is chosen', () => {
    const b = setSides(boardFromBuilder(parseBuilderLineup(raw)!, 'desktop'), 2);
    const w = layoutFor('desktop').width;
    expect(b.players[5]).toMatchObject({ name: 'Oyuncu 6', y: 400 });
    expect(b.players[16]).toMatchObject({ team: 'B', num: 6, y: 400 });
    expect(b.players[16].x).toBeCloseTo(w - b.players[5].x, 6);
    expect(setFormation(b, '4-4-2').formation).toBe('4-4-2');
  });
});
