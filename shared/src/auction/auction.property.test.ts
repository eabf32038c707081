import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { player } from '../test/rooms';
import { AI_STYLES, type AiStyle } from '../room/constants';
import { roomRandom } from '../room/rules/seeded';
import { fitsSlot } from '../room/rules/draft';
import { GAME_FORMATIONS, findSquadSlot } from '../formations/gameFormations';
import { aiBid, aiNomination } from './ai';
import { bid, checkBid, checkNominate, checkSell, nominate, sell } from './rules';
import { AUCTION_MODES, maxBid, newAuction, placesLeft, squadSizeOf, type AuctionSettings, type AuctionState } from './state';

/** Enough of every position for 6 squads in any formation, ratings 55-89. */
const SHAPES = ['GK', 'CB', 'CB', 'RB', 'LB', 'RWB', 'LWB', 'CDM', 'CM', 'CM', 'CAM', 'RM', 'LM', 'RW', 'LW', 'ST', 'ST', 'CF', 'GK', 'CB, CDM'];
const pool = Array.from({ length: 400 }, (_, i) => player(`p${i}`, SHAPES[i % SHAPES.length], 55 + ((i * 7) % 35)));
const byId = new Map(pool.map((p) => [p.id, p]));

interface Config {
  seed: number;
  settings: AuctionSettings;
  teams: Array<{ formation: string; style: AiStyle }>;
  /** Share of moves that are a human's bid of a random amount (most refused), not an AI's. */
  wild: number;
}

const configs = fc
  .record({
    seed: fc.nat(),
    mode: fc.constantFrom(...AUCTION_MODES),
    bench: fc.constantFrom(0, 3, 5),
    minPrice: fc.integer({ min: 1, max: 3 }),
    extra: fc.integer({ min: 0, max: 300 }),
    teams: fc.array(fc.record({ formation: fc.constantFrom(...GAME_FORMATIONS), style: fc.constantFrom(...AI_STYLES) }), { minLength: 2, maxLength: 6 }),
    wild: fc.constantFrom(0, 0.3, 0.7),
  })
  .map(({ seed, mode, bench, minPrice, extra, teams, wild }): Config => ({
    seed,
    teams,
    wild,
    settings: { budget: minPrice * (11 + bench) + extra, minPrice, bidSeconds: 10, antiSnipeSeconds: 3, nominateSeconds: 20, mode, bench },
  }));

/** The reserve holds for every manager: what he spent plus the minimum for each place left is within his budget. */
function expectSolvent(s: AuctionState): void {
  for (const m of s.managers) expect(m.spent + s.settings.minPrice * placesLeft(s, m)).toBeLessThanOrEqual(s.settings.budget);
}

/** One whole auction, every move checked before it is applied: AI nominations and bids, and random human nominations and bids. */
function runAuction(c: Config): { state: AuctionState; refused: number } {
  const rng = roomRandom(`auction-${c.seed}`, 0);
  let s = newAuction(c.settings, c.teams.map((t, i) => ({ id: `m${i}`, formation: t.formation })), 0);
  let now = 0;
  let refused = 0;
  for (let step = 0; !s.finished; step++) {
    if (step > 20_000) throw new Error('the auction does not end');
    if (!s.lot) {
      const i = s.turn;
      // A human's nomination of any player at any opening (refused: the AI's choice, as the clock would make).
      const human = { player: pool[rng.int(pool.length)], opening: rng.int(c.settings.budget + 20) };
      const wild = rng.next() < c.wild && !checkNominate(s, `m${i}`, human.player, human.opening);
      const choice = wild ? human : aiNomination(s, pool, `m${i}`, c.teams[i].style, rng)!;
      expect(checkNominate(s, `m${i}`, choice.player, choice.opening)).toBeNull();
      expect(choice.opening).toBeLessThanOrEqual(maxBid(s, s.managers[i]));
      s = nominate(s, `m${i}`, choice.player, choice.opening, now);
      continue;
    }
    now += rng.int(2500);
    if (!checkSell(s, now)) {
      s = sell(s, now);
      expectSolvent(s);
      continue;
    }
    const i = rng.int(c.teams.length);
    const m = s.managers[i];
    const amount = rng.next() < c.wild ? rng.int(c.settings.budget + 20) : aiBid(s, pool, m.id, c.teams[i].style, rng);
    if (amount === null) continue;
    if (checkBid(s, m.id, s.lot.number, amount, now)) refused++;
    else {
      expect(amount).toBeLessThanOrEqual(maxBid(s, m));
      s = bid(s, m.id, amount, now);
    }
  }
  return { state: s, refused };
}

describe('random auctions', () => {
  it('never overrun a budget, complete every squad with players in places they play, and sell each player once', () => {
    fc.assert(
      fc.property(configs, (c) => {
        const { state } = runAuction(c);
        expectSolvent(state);
        const size = squadSizeOf(c.settings);
        const ids = state.managers.flatMap((m) => m.squad.map((p) => p.playerId));
        expect(new Set(ids).size).toBe(ids.length);
        for (const m of state.managers) {
          expect(m.squad).toHaveLength(size);
          expect(m.spent).toBe(m.squad.reduce((n, p) => n + p.price, 0));
          expect(new Set(m.squad.map((p) => p.slot)).size).toBe(size);
          for (const p of m.squad) expect(fitsSlot(byId.get(p.playerId)!, findSquadSlot(m.formation, c.settings.bench, p.slot)!)).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('give the same result for the same inputs', () => {
    fc.assert(
      fc.property(configs, (c) => {
        expect(runAuction(c)).toEqual(runAuction(c));
      }),
      { numRuns: 8 },
    );
  });
});
