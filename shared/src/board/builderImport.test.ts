import { describe, expect, it } from 'vitest';
import { displayNumber, setFormation, setMode, teamColour, teamTrim } from './board';
import { boardFromBuilder, parseBuilderLineup } from './builderImport';
import { LAYOUTS } from './layout';

const players = Array.from({ length: 11 }, (_, i) => ({ n: i === 0 ? 'Onana' : `Oyuncu ${i + 1}`, d: i === 0 ? 0 : 0.4, w: i / 10 }));
const raw = JSON.stringify({ formation: '4-2-3-1', players });

describe('builder hand-over', () => {
  it('parses the ilk11 value and refuses malformed ones', () => {
    expect(parseBuilderLineup(raw)?.players).toHaveLength(11);
    expect(parseBuilderLineup(null)).toBeNull();
    expect(parseBuilderLineup('{oops')).toBeNull();
    expect(parseBuilderLineup(JSON.stringify({ formation: '4-4-2', players: players.slice(1) }))).toBeNull();
    expect(parseBuilderLineup(JSON.stringify({ formation: '4-4-2', players: [{ n: 'x', d: 2, w: 0 }, ...players.slice(1)] }))).toBeNull();
  });

  it('maps depth and width onto the desktop pitch: own goal left, right flank at the bottom', () => {
    const b = boardFromBuilder(parseBuilderLineup(raw)!, 'desktop');
    expect(b).toMatchObject({ mode: 11, formation: '4-2-3-1' });
    expect(b.players[0]).toMatchObject({ id: 1, name: 'Onana', x: 40, y: 760 });
    // d 0.4 → 40 + 0.4 * 1120; w 0.5 → halfway across.
    expect(b.players[5]).toMatchObject({ name: 'Oyuncu 6', x: 488, y: 400 });
    expect(b.players[10]).toMatchObject({ x: 488, y: 40 });
  });

  it('maps onto the portrait mobile pitch: own goal at the bottom, right flank on the right', () => {
    const b = boardFromBuilder(parseBuilderLineup(raw)!, 'mobile');
    const m = LAYOUTS.mobile;
    expect(b.players[0]).toMatchObject({ x: m.width - m.padding, y: m.height - m.padding });
    expect(b.players[10]).toMatchObject({ x: 15, y: 15 + 0.6 * 420 });
  });

  it('keeps the imported spots for the 22-player switch until a board formation is chosen', () => {
    const b = setMode(boardFromBuilder(parseBuilderLineup(raw)!, 'desktop'), 22);
    expect(b.players[5]).toMatchObject({ name: 'Oyuncu 6', x: 488, y: 400 });
    expect(b.players[16]).toMatchObject({ team: 'B', x: 1200 - 488, y: 400 });
    expect(setFormation(b, '4-4-2').formation).toBe('4-4-2');
  });

  it("keeps the matchday squad: shirt numbers, the armband, the kit and the bench", () => {
    const squad = { formation: '4-2-3-1', players: players.map((p, i) => (i === 9 ? { ...p, num: 53 } : i === 8 ? { ...p, num: 10 } : p)), captain: 8, bench: ['Günay Güvenç', 'Kerem Demirbay'], kit: { primary: '#a90432', secondary: '#fdb912', text: '#ffffff' } };
    const b = boardFromBuilder(parseBuilderLineup(JSON.stringify(squad))!, 'desktop');
    // The fan's 10 and 53 where he gave them, the defaults elsewhere.
    expect(b.players.map((p) => displayNumber(p))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 53, 11]);
    const clash = { formation: '4-4-2', players: players.map((p, i) => (i === 0 ? { ...p, num: 10 } : p)) };
    expect(boardFromBuilder(parseBuilderLineup(JSON.stringify(clash))!, 'desktop').players.map((p) => displayNumber(p))).toEqual([10, 2, 3, 4, 5, 6, 7, 8, 9, 12, 11]);
    expect(b.players.filter((p) => p.captain).map((p) => p.name)).toEqual(['Oyuncu 9']);
    expect(b.bench).toEqual(['Günay Güvenç', 'Kerem Demirbay']);
    // Team A plays in the kit (its shirt instead of red); swapping colours swaps it with blue.
    expect(teamColour(b, 'A')).toBe('#a90432');
    expect(teamTrim(b, 'A')).toEqual({ stroke: '#fdb912', text: '#ffffff' });
    expect(teamColour({ ...b, coloursSwapped: true }, 'B')).toBe('#a90432');
    // A hand-over without them changes nothing of the board.
    const plain = boardFromBuilder(parseBuilderLineup(raw)!, 'desktop');
    expect(plain.kit).toBeUndefined();
    expect(plain.players.some((p) => p.captain || p.number)).toBe(false);
  });
});
