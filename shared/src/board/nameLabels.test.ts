import { describe, expect, it } from 'vitest';
import { drawnBoard } from './drawnBoard';
import { layoutLabels } from '../pitch/labelLayout';
import { labelFaults, monoMeasure } from '../test/labelFaults';
import { longestNames } from '../test/longestNames';
import { createBoard } from './board';
import { FORMAT_SIZES } from './formats';
import { layoutFor, LAYOUT_KINDS } from './layout';
import { boardLabelInput } from './nameLabels';
import { viewTransform } from './pitch';
import { addPlayer, setBibs } from './teams';

const NAMES = longestNames(50);

describe('names on every board pitch, with the 50 longest names of the bundled pool', () => {
  const cases = LAYOUT_KINDS.flatMap((kind) => FORMAT_SIZES.flatMap((format) => ([1, 2] as const).map((sides) => ({ kind, format, sides }))));
  it.each(cases)('$kind, $format a side, $sides team(s) and two substitutes each: no label over another, a face, a mark or the ball, none off the pitch', ({ kind, format, sides }) => {
    const layout = layoutFor(kind, format);
    let board = createBoard(kind, { format, sides });
    // Two substitutes a side, added with "+": they stand on the touchline.
    for (const team of sides === 2 ? (['A', 'B'] as const) : (['A'] as const)) board = addPlayer(addPlayer(board, team), team);
    const offset = FORMAT_SIZES.indexOf(format) * 7 + sides * 3;
    board = { ...board, players: board.players.map((p, i) => ({ ...p, name: NAMES[(i + offset) % NAMES.length], captain: i === 3, goals: i === 4 ? 2 : 0, cards: { yellow: i === 5, red: false } })) };
    const input = boardLabelInput(drawnBoard(board), layout, viewTransform(layout, 'full'), monoMeasure);
    expect(labelFaults(input, layoutLabels(input))).toEqual([]);
  });

  it.each(LAYOUT_KINDS)('%s, 22 players and the bibs team across the halfway line', (kind) => {
    const layout = layoutFor(kind, 11);
    const board = setBibs(createBoard(kind, { sides: 2 }), true);
    const named = { ...board, players: board.players.map((p, i) => ({ ...p, name: NAMES[(i * 7) % NAMES.length] })) };
    const input = boardLabelInput(drawnBoard(named), layout, viewTransform(layout, 'full'), monoMeasure);
    expect(named.players.length).toBe(26);
    expect(labelFaults(input, layoutLabels(input))).toEqual([]);
  });

  it.each(LAYOUT_KINDS)('%s, the attacking half turned a quarter and enlarged: the names of the players it shows', (kind) => {
    const layout = layoutFor(kind, 11);
    const board = createBoard(kind, { sides: 2 });
    const named = { ...board, players: board.players.map((p, i) => ({ ...p, name: NAMES[i] })) };
    const input = boardLabelInput(drawnBoard(named), layout, viewTransform(layout, 'half'), monoMeasure);
    expect(input.pieces.length).toBeGreaterThanOrEqual(11);
    expect(input.pieces.length).toBeLessThan(22);
    expect(labelFaults(input, layoutLabels(input))).toEqual([]);
  });
});
