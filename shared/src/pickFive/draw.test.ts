import { describe, expect, it } from 'vitest';
import { formationSlots, GAME_FORMATIONS } from '../formations/gameFormations';
import { canPlay, positionsOf } from '../players/positions';
import { captainSlot, CARDS, drawSheet, formationChoices, RUN_BENCH } from './draw';
import { CAPTAIN_ODDS, PLACE_ODDS, RARITIES, rarityOf, type Distribution, type Rarity } from './rarity';
import { cardPool } from './testPool';

const SEEDS = Array.from({ length: 200 }, (_, i) => `seed-${i}`);

describe('the draws of pick one of five', () => {
  it('give five distinct formations, the same for the same seed, varied across seeds', () => {
    for (const seed of SEEDS.slice(0, 20)) {
      const five = formationChoices(seed);
      expect(five).toHaveLength(CARDS);
      expect(new Set(five).size).toBe(CARDS);
      five.forEach((f) => expect(GAME_FORMATIONS).toContain(f));
      expect(formationChoices(seed)).toEqual(five);
    }
    expect(new Set(SEEDS.map((s) => formationChoices(s).join())).size).toBeGreaterThan(190);
  });

  it('deal five distinct cards per place that fit it, captains of the formation, no player twice, whatever the pool order', () => {
    const sheet = drawSheet('daily-2026-12-05', '4-3-3', cardPool);
    expect(drawSheet('daily-2026-12-05', '4-3-3', [...cardPool].reverse())).toEqual(sheet);
    expect(drawSheet('daily-2026-12-06', '4-3-3', cardPool)).not.toEqual(sheet);
    const slots = formationSlots('4-3-3');
    expect(Object.keys(sheet.places)).toHaveLength(11 + RUN_BENCH);
    for (const slot of slots) {
      expect(sheet.places[slot.key]).toHaveLength(CARDS);
      for (const p of sheet.places[slot.key]) expect(canPlay(positionsOf(p), slot.position)).toBe(true);
    }
    for (const c of sheet.captains) expect(slots.some((s) => s.key === captainSlot('4-3-3', c))).toBe(true);
    const ids = [...sheet.captains, ...Object.values(sheet.places).flat()].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('put a captain in the slot of his first position', () => {
    expect(captainSlot('4-3-3', { player_positions: 'LW, ST' })).toBe('FWD-3');
    expect(captainSlot('4-4-2', { player_positions: 'CAM, CM' })).toBe('MID-2');
  });

  it('keep high ratings rare: each rarity within 4 standard deviations of its stated share over 200 seeds', () => {
    const counts = (cards: { overall: number }[]) => {
      const n: Record<Rarity, number> = { common: 0, rare: 0, elite: 0, legend: 0 };
      for (const c of cards) n[rarityOf(c.overall)]++;
      return n;
    };
    const sheets = SEEDS.map((seed) => drawSheet(seed, formationChoices(seed)[0], cardPool));
    const within = (n: Record<Rarity, number>, odds: Distribution) => {
      const total = RARITIES.reduce((s, r) => s + n[r], 0);
      for (const r of RARITIES) {
        const sd = Math.sqrt(total * odds[r] * (1 - odds[r]));
        expect(Math.abs(n[r] - total * odds[r]), `${r}: ${n[r]} of ${total}`).toBeLessThanOrEqual(4 * sd + 1e-9);
      }
    };
    within(counts(sheets.flatMap((s) => Object.values(s.places).flat())), PLACE_ODDS);
    within(counts(sheets.flatMap((s) => s.captains)), CAPTAIN_ODDS);
  });

  it('fall back to the nearest rarity with cards left when a pool has none of the one drawn', () => {
    const noLegends = cardPool.filter((p) => rarityOf(p.overall) !== 'legend');
    const sheet = drawSheet('s', '4-4-2', noLegends);
    expect(sheet.captains).toHaveLength(CARDS);
    expect(sheet.captains.every((c) => rarityOf(c.overall) !== 'legend')).toBe(true);
  });
});
