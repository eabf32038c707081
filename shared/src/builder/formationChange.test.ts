import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BuilderPlayer } from '../players/types';
import { reformLineup } from './formationChange';
import { BUILDER_FORMATION_NAMES, builderSlots } from './formations';
import type { Lineup } from './lineup';

const player = (id: string): BuilderPlayer => ({ player_id: id, player_name: `Oyuncu ${id}`, player_image_url: '', position: 'CM', current_club_id: 1, club_name: 'Kulüp' });

/** A formation's places filled as given: key -> player id. */
function lineupOf(formation: string, filled: (key: string, i: number) => boolean = () => true): Lineup {
  const slots = builderSlots(formation).filter((s, i) => filled(s.key, i));
  return Object.fromEntries(slots.map((s) => [s.key, { ...player(`${s.key}:${s.position}`), assignedPosition: s.key }]));
}
/** Who plays where: key -> player id. */
const places = (lineup: Lineup) => Object.fromEntries(Object.entries(lineup).map(([k, e]) => [k, e.player_id]));
const positionAt = (formation: string) => new Map(builderSlots(formation).map((s) => [s.key, s.position]));

describe('a formation change keeps the eleven', () => {
  it('4-4-2 to 4-2-3-1: nobody leaves; the back four, the keeper, the wide men and the striker keep their positions', () => {
    const after = places(reformLineup(lineupOf('4-4-2'), '4-4-2', '4-2-3-1'));
    expect(after).toEqual({
      'GK-0': 'GK-0:GK',
      'DEF-0': 'DEF-0:RB',
      'DEF-1': 'DEF-1:CB',
      'DEF-2': 'DEF-2:CB',
      'DEF-3': 'DEF-3:LB',
      // The two central midfielders drop to the holding places, the nearest of their line.
      'DCM-0': 'MID-1:CM',
      'DCM-1': 'MID-2:CM',
      'ACM-0': 'MID-0:RM',
      // The second striker has no striker's place and no free place of his line: the nearest place left.
      'ACM-1': 'FWD-1:ST',
      'ACM-2': 'MID-3:LM',
      'FWD-0': 'FWD-0:ST',
    });
  });

  it('4-4-2 to 3-5-2: a defender with no free place in his line takes the one place left', () => {
    const after = places(reformLineup(lineupOf('4-4-2'), '4-4-2', '3-5-2'));
    expect(Object.keys(after)).toHaveLength(11);
    // The centre backs keep their places; the right back takes the one left in the back three.
    expect([after['DEF-1'], after['DEF-2'], after['DEF-0']]).toEqual(['DEF-1:CB', 'DEF-2:CB', 'DEF-0:RB']);
    // The wide midfielders become the wing-backs, the nearest places of their line.
    expect([after['MID-0'], after['MID-4']]).toEqual(['MID-0:RM', 'MID-3:LM']);
    // The left back finds his line full: the attacking midfielder's place is the one left.
    expect(after['MID-2']).toBe('DEF-3:LB');
  });

  it('keeps a part-filled lineup where it is, each in his new position, the rest of the pitch free', () => {
    const before = lineupOf('4-4-2', (k) => ['GK-0', 'MID-0', 'MID-1', 'FWD-1'].includes(k));
    expect(places(reformLineup(before, '4-4-2', '4-2-3-1'))).toEqual({ 'GK-0': 'GK-0:GK', 'ACM-0': 'MID-0:RM', 'DCM-0': 'MID-1:CM', 'FWD-0': 'FWD-1:ST' });
  });

  it('gives back the same places when the formation stays (as a link is read) and drops keys the formation does not have', () => {
    for (const name of BUILDER_FORMATION_NAMES) {
      const lineup = lineupOf(name, (_k, i) => i % 3 !== 1);
      expect(reformLineup(lineup, name, name)).toEqual(lineup);
    }
    const forged = { ...lineupOf('4-3-3', (k) => k === 'GK-0'), 'MID-7': { ...player('x'), assignedPosition: 'MID-7' } };
    expect(places(reformLineup(forged, '4-3-3', '4-3-3'))).toEqual({ 'GK-0': 'GK-0:GK' });
  });

  it('for any lineup and any two formations: as many on the pitch, nobody twice, same-position players keep their position', () => {
    const formation = fc.constantFrom(...BUILDER_FORMATION_NAMES);
    fc.assert(
      fc.property(formation, formation, fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }), (from, to, mask) => {
        const before = lineupOf(from, (_k, i) => mask[i]);
        const after = reformLineup(before, from, to);
        const ids = Object.values(after).map((e) => e.player_id);
        expect(ids).toHaveLength(Math.min(Object.keys(before).length, 11));
        expect(new Set(ids).size).toBe(ids.length);
        const newPositions = positionAt(to);
        for (const [key, entry] of Object.entries(after)) {
          expect(newPositions.has(key)).toBe(true);
          expect(entry.assignedPosition).toBe(key);
        }
        // Every position: as many of its players keep it as the new formation has places for.
        const oldPositions = positionAt(from);
        for (const position of new Set(oldPositions.values())) {
          const had = Object.keys(before).filter((k) => oldPositions.get(k) === position).map((k) => before[k].player_id);
          const room = [...newPositions.values()].filter((p) => p === position).length;
          const kept = had.filter((id) => Object.entries(after).some(([k, e]) => e.player_id === id && newPositions.get(k) === position));
          expect(kept).toHaveLength(Math.min(had.length, room));
        }
      }),
      { numRuns: 500 },
    );
  });
});
