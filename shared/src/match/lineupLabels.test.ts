import { describe, expect, it } from 'vitest';
import { formationLines, parseLines } from '../formations/formationTable';
import { layoutLabels } from '../pitch/labelLayout';
import { labelFaults, monoMeasure } from '../test/labelFaults';
import { longestNames } from '../test/longestNames';
import { lineupLabelInput, spotMarks } from './lineupLabels';
import { lineupSpots } from './matchView';
import type { PlayerInput } from './types';

const NAMES = longestNames(50);
const GAME = Object.entries(formationLines('game'));

const team = (lines: string, offset: number) => ({
  players: parseLines(lines)
    .flatMap((l) => l.positions)
    .map((slotPosition, i) => ({ id: `${offset}-${i}`, name: NAMES[(offset + i) % NAMES.length], slotPosition }) as PlayerInput),
});

/** Both sides on the pitch as LineupPitch places them, some with a card and goals marked. */
function pitchOf(a: string, b: string, offset: number) {
  const spots = (['A', 'B'] as const).flatMap((side, t) =>
    lineupSpots(team(t ? b : a, offset + t * 11), side).map((s, i) => {
      const y = 2 + (s.y * 60) / 100;
      return { key: `${side}:${s.id}`, name: s.name, x: s.x, y, marks: spotMarks(s.x, y, i % 4 === 1, i % 5 === 2 ? 2 : 0) };
    }),
  );
  return lineupLabelInput(spots, monoMeasure);
}

describe('names on the match line-up, with the 50 longest names of the bundled pool', () => {
  it.each(GAME.map(([name, lines], i) => ({ name, lines, i })))('$name against every formation: no name over another, a disc, a card or a goal, none off the pitch', ({ name, lines, i }) => {
    for (const [other, otherLines] of GAME) {
      const input = pitchOf(lines, otherLines, i * 3);
      expect(labelFaults(input, layoutLabels(input)), `${name} – ${other}`).toEqual([]);
    }
  });

  it('writes the names a fan reads, whole where they fit', () => {
    const input = pitchOf(formationLines('game')['4-4-2'], formationLines('game')['4-4-2'], 0);
    const texts = layoutLabels(input).map((l) => l.text);
    expect(texts.filter((t) => t.endsWith('…')).length).toBeLessThan(texts.length / 2);
  });
});
