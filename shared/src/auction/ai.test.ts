import { describe, expect, it } from 'vitest';
import { player } from '../test/rooms';
import { roomRandom } from '../room/rules/seeded';
import { aiBid, aiLimit, aiNomination, auctionValues } from './ai';
import { bid, nominate } from './rules';
import { DEFAULT_AUCTION_SETTINGS, maxBid, newAuction, type AuctionSettings } from './state';

const SHAPES = ['GK', 'CB', 'RB', 'LB', 'CM', 'CDM', 'RM', 'LM', 'ST', 'CB', 'CM', 'ST', 'RW', 'LW', 'CAM'];
const pool = Array.from({ length: 150 }, (_, i) => player(`p${i}`, SHAPES[i % SHAPES.length], 60 + (i % 30)));
const start = (over: Partial<AuctionSettings> = {}) =>
  newAuction({ ...DEFAULT_AUCTION_SETTINGS, bench: 0, ...over }, [{ id: 'a', formation: '4-3-3' }, { id: 'b', formation: '5-3-2' }, { id: 'c', formation: '4-4-2' }], 0);

describe('AI managers in an auction', () => {
  it('value the players likely sold so that the values share out the money left, stars far above squad players', () => {
    const s = start();
    const values = auctionValues(s, pool);
    const total = [...values.values()].sort((x, y) => y - x).slice(0, 33).reduce((n, v) => n + v, 0);
    expect(total).toBeCloseTo(600, 6);
    expect(values.get('p29')!).toBeGreaterThan(3 * values.get('p23')!);
    expect(values.get('p0')).toBe(1);
  });

  it('pay more for the lines of their style, and never more than the reserve allows', () => {
    const s = start();
    const forward = player('f', 'ST', 88);
    const back = player('d', 'CB', 88);
    const [a] = s.managers;
    const v = 40;
    expect(aiLimit(s, a, forward, v, 'hücumcu')).toBeGreaterThan(aiLimit(s, a, forward, v, 'savunmacı'));
    expect(aiLimit(s, a, back, v, 'savunmacı')).toBeGreaterThan(aiLimit(s, a, back, v, 'hücumcu'));
    expect(aiLimit(s, a, forward, 10_000, 'dengeli')).toBe(maxBid(s, a));
  });

  it('nominate a player they have a place for, opening within the rules, the same for the same seed', () => {
    const s = start();
    const one = aiNomination(s, pool, 'b', 'savunmacı', roomRandom('r', 1))!;
    expect(aiNomination(s, pool, 'b', 'savunmacı', roomRandom('r', 1))).toEqual(one);
    expect(one.opening).toBeGreaterThanOrEqual(1);
    expect(one.opening).toBeLessThanOrEqual(maxBid(s, s.managers[1]));
    expect(one.player.overall).toBe(89);
  });

  it('bid the least step while within their limit, not while leading, not without a place, and stop over it', () => {
    // A CAM: 4-4-2 ('c') has no place for him.
    expect(aiBid(nominate(start(), 'a', pool[29], 1, 0), pool, 'c', 'dengeli')).toBeNull();
    let s = nominate(start(), 'a', pool[23], 1, 0);
    expect(aiBid(s, pool, 'a', 'dengeli')).toBeNull();
    expect(aiBid(s, pool, 'b', 'dengeli')).toBe(2);
    s = bid(s, 'b', 150, 0);
    expect(aiBid(s, pool, 'c', 'dengeli')).toBeNull();
  });

  it('make one sealed bid a little under their limit in the blind mode', () => {
    const s = nominate(start({ mode: 'blind' }), 'a', pool[23], 1, 0);
    const limit = aiLimit(s, s.managers[2], pool[23], auctionValues(s, pool).get('p23')!, 'dengeli');
    const sealed = aiBid(s, pool, 'c', 'dengeli')!;
    expect(sealed).toBeLessThan(limit);
    expect(sealed).toBeGreaterThan(limit * 0.8);
    expect(aiBid(bid(s, 'c', sealed, 1), pool, 'c', 'dengeli')).toBeNull();
  });
});
