import { describe, expect, it } from 'vitest';
import { BOARD_FORMATION_LINES, FORMATIONS } from '../board/formations';
import { FORMAT_SIZES } from '../board/formats';
import { BUILDER_FORMATION_NAMES, builderSlots } from '../builder/formations';
import { lineupSpots } from '../match/matchView';
import { formationSlots, GAME_FORMATIONS } from './gameFormations';
import { parseLines } from './formationTable';
import { leftToRight, lineShape, sideOf } from './lineShape';

/** A position on a pitch: its code, its line, how far up (0 own goal line) and across (0 right touchline). */
interface Placed {
  position: string;
  line: string;
  depth: number;
  across: number;
}

/**
 * How deep each code plays, as a range: the keeper, the defenders, the holding midfielders, the
 * midfielders, the attacking midfielders, the forwards. Wing-backs play from the back line to the
 * midfield's, wide midfielders from the midfield's to the attacking midfield's (4-2-3-1's three).
 */
const RANK: Record<string, [number, number]> = {
  GK: [0, 0], CB: [1, 1], RB: [1, 1], LB: [1, 1], RWB: [1, 3], LWB: [1, 3], CDM: [2, 2], CM: [3, 3], RM: [3, 4], LM: [3, 4],
  CAM: [4, 4], RW: [5, 5], LW: [5, 5], ST: [5, 5], CF: [5, 5],
};

/** Every rule a fan reads a formation by, as the failures it finds (empty: the formation is drawn as played). */
function misplaced(slots: Placed[]): string[] {
  const wrong: string[] = [];
  const at = (s: Placed) => `${s.position}(${s.line}) at ${s.across.toFixed(2)} across, ${s.depth.toFixed(2)} up`;
  for (const s of slots) {
    const side = sideOf(s.position);
    if (side === 'right' && s.across > 0.3) wrong.push(`${at(s)} is not on the right flank`);
    if (side === 'left' && s.across < 0.7) wrong.push(`${at(s)} is not on the left flank`);
    if (side === 'centre' && Math.abs(s.across - 0.5) > 0.25) wrong.push(`${at(s)} is not central`);
    const alone = slots.filter((o) => o.position === s.position).length === 1;
    if ((s.position === 'CDM' || s.position === 'CAM' || s.position === 'GK') && alone && s.across !== 0.5) wrong.push(`${at(s)} is not in the middle`);
    for (const o of slots) {
      if (RANK[s.position][1] < RANK[o.position][0] && !(s.depth < o.depth)) wrong.push(`${at(s)} is not behind ${at(o)}`);
      const sameLine = o.line === s.line;
      if (sameLine && side === 'right' && sideOf(o.position) !== 'right' && !(s.across < o.across)) wrong.push(`${at(s)} is not right of ${at(o)}`);
      if (sameLine && side === 'left' && sideOf(o.position) !== 'left' && !(s.across > o.across)) wrong.push(`${at(s)} is not left of ${at(o)}`);
    }
  }
  return wrong;
}

describe('every formation is drawn as it is played', () => {
  it.each(BUILDER_FORMATION_NAMES)('builder %s', (name) => {
    const slots = builderSlots(name).map((s) => ({ position: s.position, line: s.line, depth: s.depth, across: s.width }));
    expect(misplaced(slots)).toEqual([]);
  });

  const board = FORMAT_SIZES.flatMap((size) => FORMATIONS[size].map((f) => [size, f.name] as const));
  it.each(board)('board %s-a-side %s', (size, name) => {
    const lines = BOARD_FORMATION_LINES[size].find(([n]) => n === name)![1];
    const codes = parseLines(lines).flatMap(({ group, positions }) => positions.map((position) => ({ position, line: group })));
    const slots = FORMATIONS[size].find((f) => f.name === name)!.slots.map((s, i) => ({ position: codes[i].position, line: codes[i].line, depth: s.d, across: s.w }));
    expect(misplaced(slots)).toEqual([]);
  });

  it.each(GAME_FORMATIONS)('match screen line-up %s', (name) => {
    const players = formationSlots(name).map((s) => ({ id: s.key, name: s.key, slotPosition: s.position }));
    const line = new Map(formationSlots(name).map((s) => [s.key, s.line]));
    // Side A attacks towards x = 100 with its left flank at the top (y = 0).
    const slots = lineupSpots({ players } as Parameters<typeof lineupSpots>[0], 'A').map((p) => ({
      position: p.position,
      line: line.get(p.id)!,
      depth: p.x / 100,
      across: 1 - p.y / 100,
    }));
    expect(misplaced(slots.map((s) => ({ ...s, across: Math.round(s.across * 1000) / 1000 })))).toEqual([]);
  });

  it.each(GAME_FORMATIONS)('draft room rows %s: each line shown with the left flank first, a lone CDM or CAM in the middle', (name) => {
    for (const line of new Set(formationSlots(name).map((s) => s.line))) {
      const row = leftToRight(formationSlots(name).filter((s) => s.line === line), (s) => s.position).map((s) => s.position);
      const rank = row.map((p) => ({ left: 0, centre: 1, right: 2 })[sideOf(p)]);
      expect(rank, row.join(' ')).toEqual([...rank].sort((a, b) => a - b));
      const lone = row.filter((p) => (p === 'CDM' || p === 'CAM') && row.filter((q) => q === p).length === 1 && row.some((q) => q !== p && sideOf(q) === 'centre'));
      for (const p of lone) expect(row.indexOf(p), row.join(' ')).toBe((row.length - 1) / 2);
    }
    expect(leftToRight(['RB', 'CB', 'CB', 'LB'], (p) => p)).toEqual(['LB', 'CB', 'CB', 'RB']);
  });

  it('finds the diamond and 5-3-2 as the issue saw them when the line is spread in the order it is written', () => {
    const written = (positions: string[]) => positions.map((position, i) => ({ position, line: 'MID', depth: 0.5, across: 0.2 + (i * 0.6) / (positions.length - 1) }));
    expect(misplaced(written(['CDM', 'RM', 'LM', 'CAM'])).length).toBeGreaterThan(0);
    expect(misplaced(written(['CM', 'CM', 'CAM'])).length).toBeGreaterThan(0);
  });

  it('shapes a line by its codes, whatever order it is written in', () => {
    expect(lineShape(['CDM', 'RM', 'LM', 'CAM'])).toEqual([
      { across: 1, middle: true, step: -1 },
      { across: 0, middle: false, step: 0 },
      { across: 3, middle: false, step: 0 },
      { across: 2, middle: true, step: 1 },
    ]);
    expect(lineShape(['CM', 'CM', 'CAM']).map((p) => p.across)).toEqual([0, 2, 1]);
    expect(lineShape(['RB', 'CB', 'CB', 'LB'])).toEqual([0, 1, 2, 3].map((across) => ({ across, middle: false, step: 0 })));
  });
});

