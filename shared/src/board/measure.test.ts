import { describe, expect, it } from 'vitest';
import { defendingTeam, distanceMetres, offsideLine, teamShape, type Placed } from './measure';

/** Team A in a 4-4-2 block, team B with its last two players at x = 90 and x = 86. */
const layout: Placed[] = [
  { id: 1, team: 'A', gk: true, at: { x: 5, y: 34 } },
  ...[10, 25, 43, 58].map((y, i) => ({ id: 2 + i, team: 'A' as const, gk: false, at: { x: 30, y } })),
  ...[12, 27, 41, 56].map((y, i) => ({ id: 6 + i, team: 'A' as const, gk: false, at: { x: 45, y } })),
  { id: 10, team: 'A', gk: false, at: { x: 60, y: 28 } },
  { id: 11, team: 'A', gk: false, at: { x: 62, y: 40 } },
  { id: 12, team: 'B', gk: true, at: { x: 100, y: 34 } },
  { id: 13, team: 'B', gk: false, at: { x: 90, y: 20 } },
  { id: 14, team: 'B', gk: false, at: { x: 86, y: 40 } },
  { id: 15, team: 'B', gk: false, at: { x: 70, y: 30 } },
];

describe('measurements', () => {
  it('gives distances in metres to a decimetre', () => {
    expect(distanceMetres({ x: 0, y: 0 }, { x: 30, y: 40 })).toBe(50);
    expect(distanceMetres({ x: 10, y: 10 }, { x: 11, y: 11 })).toBe(1.4);
  });

  it('measures width, depth, lines and the gaps between them', () => {
    expect(teamShape(layout, 'A', 105)).toEqual({ width: 48, depth: 32, lines: [30, 45, 61], gaps: [15, 16] });
    expect(teamShape(layout, 'B', 105)).toEqual({ width: 20, depth: 20, lines: [17, 35], gaps: [18] });
    expect(teamShape(layout.slice(0, 2), 'A', 105)).toBeNull();
  });

  it('puts the offside line at the second-last defender, or the ball, never in the attackers’ own half', () => {
    expect(offsideLine(layout, 'B', 105)).toBe(90);
    expect(offsideLine(layout, 'B', 105, { x: 95, y: 30 })).toBe(95);
    // Team A defends the goal at x = 0: its second-last player is a defender at x = 30.
    expect(offsideLine(layout, 'A', 105)).toBe(30);
    // A second-last defender in the attackers' own half: nobody is offside there, the line is the halfway line.
    expect(offsideLine([{ id: 12, team: 'B', gk: true, at: { x: 100, y: 34 } }, { id: 13, team: 'B', gk: false, at: { x: 40, y: 30 } }], 'B', 105)).toBe(52.5);
    expect(offsideLine(layout.slice(0, 1), 'A', 105)).toBeNull();
    expect(defendingTeam(layout, { x: 61, y: 30 })).toBe('B');
    expect(defendingTeam(layout, { x: 71, y: 30 })).toBe('A');
    // On a 7v7 pitch (54.9 m) nobody is offside in the own half either.
    expect(offsideLine([{ id: 12, team: 'B', gk: true, at: { x: 54, y: 18 } }, { id: 13, team: 'B', gk: false, at: { x: 20, y: 18 } }], 'B', 54.9)).toBe(27.5);
  });
});
