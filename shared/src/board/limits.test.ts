import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { DRAWN_POINTS_BUDGET } from './simplify';

describe('LIMITS', () => {
  it('keeps a board as it is used within what the renderer draws at interactive speed', () => {
    // Every piece's trail full (the players and the ball) and the pen's points all used.
    const kept = (LIMITS.players + 1) * LIMITS.trailPoints + LIMITS.drawingPoints;
    expect(kept).toBeLessThanOrEqual(DRAWN_POINTS_BUDGET);
    expect(LIMITS.strokePoints).toBeLessThanOrEqual(LIMITS.drawingPoints);
  });

  it('still reads what earlier versions let a board hold (trails of 2,000 points, strokes of 100,000 in all)', () => {
    expect(LIMITS.storedPoints).toBeGreaterThanOrEqual(41 * 2000 + 100_000);
    expect(LIMITS.storedPathPoints).toBeGreaterThanOrEqual(2000);
  });
});
