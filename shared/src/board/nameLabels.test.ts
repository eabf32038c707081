import { describe, expect, it } from 'vitest';
import { layoutLabels } from '../pitch/labelLayout';
import { labelFaults, monoMeasure } from '../pitch/labelFaults.testkit';
import { longestNames } from '../pitch/longestNames.testkit';
import { createBoard } from './board';
import { FORMAT_SIZES } from './formats';
import { layoutFor, LAYOUT_KINDS } from './layout';
import { boardLabelInput } from './nameLabels';
import { addPlayer } from './teams';

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
    const input = boardLabelInput(board, layout, { x: 0, y: 0, w: layout.width, h: layout.height }, (p) => p, 1, monoMeasure);
    expect(labelFaults(input, layoutLabels(input))).toEqual([]);
  });

  it('the half-pitch view, turned and enlarged', () => {
    const layout = layoutFor('mobile', 11);
    const board = createBoard('mobile', { sides: 2 });
    const named = { ...board, players: board.players.map((p, i) => ({ ...p, name: NAMES[i] })) };
    // The view of the attacking half: world pixels turned a quarter and 1.4 times larger.
    const s = 1.4;
    const toView = (p: { x: number; y: number }) => ({ x: layout.width - (layout.height - p.y) * s * 0.5, y: p.x * s * 0.9 });
    const input = boardLabelInput(named, layout, { x: 0, y: 0, w: layout.width, h: layout.height }, toView, s, monoMeasure);
    const shown = { ...input, pieces: input.pieces.filter((p) => p.x >= 0 && p.y <= layout.height) };
    expect(labelFaults(shown, layoutLabels(shown))).toEqual([]);
  });
});
