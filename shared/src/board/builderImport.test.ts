import { describe, expect, it } from 'vitest';
import { boardFromBuilder, parseBuilderLineup } from './builderImport';
import { drawnBoard } from './drawnBoard';
import { layoutFor } from './layout';
import { shirtColour, teamColour } from './model';
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

  it('maps depth and width onto the pitch in metres, drawn on the desktop pitch with the own goal left, the right flank at the bottom', () => {
    const board = boardFromBuilder(parseBuilderLineup(raw)!, 'desktop');
    expect(board).toMatchObject({ format: 11, sides: 1, formation: '4-2-3-1' });
    // d 0.4 → 0.4 of the pitch's 105 m; w 0.5 → halfway across its 68 m; w 0 → the right flank (y 68 on the landscape pitch).
    expect(board.players[0]).toMatchObject({ id: 1, name: 'Onana', num: 1, gk: true, x: 0, y: 68 });
    expect(board.players[5]).toMatchObject({ name: 'Oyuncu 6', num: 6, y: 34 });
    expect(board.players[5].x).toBeCloseTo(42, 6);
    expect(board.players[10].y).toBeCloseTo(0, 6);
    const b = drawnBoard(board);
    const inner = layoutFor('desktop').width - 80;
    expect(b.players[0]).toMatchObject({ x: 40, y: 760 });
    expect(b.players[5].y).toBeCloseTo(400, 6);
    expect(b.players[5].x).toBeCloseTo(40 + 0.4 * inner, 6);
  });

  it('maps onto the portrait mobile pitch: own goal at the bottom, right flank on the right', () => {
    const b = drawnBoard(boardFromBuilder(parseBuilderLineup(raw)!, 'mobile'));
    const m = layoutFor('mobile');
    expect(b.players[0]).toMatchObject({ x: m.width - m.padding, y: m.height - m.padding });
    expect(b.players[10].x).toBeCloseTo(15, 6);
    expect(b.players[10].y).toBeCloseTo(15 + 0.6 * (m.height - 30), 6);
  });

  it('keeps the imported spots for the 22-player switch until a board formation is chosen', () => {
    const b = setSides(boardFromBuilder(parseBuilderLineup(raw)!, 'desktop'), 2);
    expect(b.players[5]).toMatchObject({ name: 'Oyuncu 6', y: 34 });
    expect(b.players[16]).toMatchObject({ team: 'B', num: 6, y: 34 });
    expect(b.players[16].x).toBeCloseTo(105 - b.players[5].x, 6);
    expect(setFormation(b, '4-4-2').formation).toBe('4-4-2');
  });

  it('keeps the matchday squad: shirt numbers (none shown twice), the armband, the kit and the bench', () => {
    const squad = { formation: '4-2-3-1', players: players.map((p, i) => (i === 9 ? { ...p, num: 53 } : i === 8 ? { ...p, num: 10 } : p)), captain: 8, bench: ['Günay Güvenç', 'Kerem Demirbay'], kit: { primary: '#a90432', secondary: '#fdb912', text: '#ffffff' } };
    const b = boardFromBuilder(parseBuilderLineup(JSON.stringify(squad))!, 'desktop');
    // The fan's 10 and 53; the disc whose default was 10 (he gave it to another) takes the next free number.
    expect(b.players.map((p) => p.num)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 53, 11]);
    const clash = { formation: '4-4-2', players: players.map((p, i) => (i === 0 ? { ...p, num: 10 } : p)) };
    expect(boardFromBuilder(parseBuilderLineup(JSON.stringify(clash))!, 'desktop').players.map((p) => p.num)).toEqual([10, 2, 3, 4, 5, 6, 7, 8, 9, 12, 11]);
    expect(b.players.filter((p) => p.captain).map((p) => p.name)).toEqual(['Oyuncu 9']);
    expect(b.bench).toEqual(['Günay Güvenç', 'Kerem Demirbay']);
    // Team A plays in the kit (its shirt instead of red; the keeper in the goalkeeper's colour); the swap swaps it with blue.
    expect(shirtColour(b, b.players[5])).toBe('#a90432');
    expect(shirtColour(b, b.players[0])).toBe(b.keepers.A);
    expect(teamColour({ ...b, coloursSwapped: true }, 'B')).toBe('#a90432');
    // A hand-over without them changes nothing of the board.
    const plain = boardFromBuilder(parseBuilderLineup(raw)!, 'desktop');
    expect(plain.kit).toBeUndefined();
    expect(plain.players.some((p) => p.captain)).toBe(false);
  });
});
