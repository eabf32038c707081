import { describe, expect, it } from 'vitest';
import { ballPoint, lineupSpots } from './matchView';
import { sampleSquad } from './sampleSquad';

describe('lineupSpots', () => {
  it('puts the eleven in their half, keeper deepest, flanks on their side, mirrored for B', () => {
    const team = sampleSquad('A', 75, 3);
    const a = lineupSpots(team, 'A');
    const b = lineupSpots(team, 'B');
    expect(a).toHaveLength(11);
    expect(a.every((p) => p.x > 0 && p.x < 50 && p.y > 0 && p.y < 100)).toBe(true);
    expect(b.every((p) => p.x > 50 && p.x < 100)).toBe(true);
    const keeper = a.find((p) => p.position === 'GK')!;
    expect(Math.min(...a.map((p) => p.x))).toBe(keeper.x);
    for (const p of a) expect(b.find((q) => q.id === p.id)).toMatchObject({ x: 100 - p.x, y: 100 - p.y });
    // No two players on one spot.
    expect(new Set(a.map((p) => `${p.x}:${p.y}`)).size).toBe(11);
  });

  it('orders a row from the left flank to the right', () => {
    const team = { players: ['RB', 'CB', 'LB', 'CB'].map((slotPosition, i) => ({ ...sampleSquad('A', 70, 1).players[i], slotPosition })) };
    const row = lineupSpots(team, 'A').sort((x, y) => x.y - y.y);
    expect(row[0].position).toBe('LB');
    expect(row.at(-1)!.position).toBe('RB');
  });
});

describe('ballPoint', () => {
  it('reads the zone from the attacking side, the centre spot at stoppages', () => {
    expect(ballPoint({ seq: 1, attacking: 'A', zone: 'box' }).x).toBe(89);
    expect(ballPoint({ seq: 1, attacking: 'B', zone: 'box' }).x).toBe(11);
    expect(ballPoint({ seq: 1, attacking: 'A', zone: 'own_half' }).x).toBeLessThan(ballPoint({ seq: 1, attacking: 'A', zone: 'middle' }).x);
    expect(ballPoint({ seq: 4, attacking: null, zone: 'middle' })).toEqual({ x: 50, y: 50, attacking: null });
    for (let seq = 0; seq < 50; seq++) {
      const p = ballPoint({ seq, attacking: 'A', zone: 'final_third' });
      expect(p.y).toBeGreaterThanOrEqual(15);
      expect(p.y).toBeLessThanOrEqual(85);
    }
  });
});
