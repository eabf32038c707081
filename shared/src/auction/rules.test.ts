import { describe, expect, it } from 'vitest';
import { player } from '../test/rooms';
import { bid, checkBid, checkNominate, checkSell, clockMove, nextDue, nominate, sell, visibleBids } from './rules';
import { bidStep, checkAuctionSettings, DEFAULT_AUCTION_SETTINGS, maxBid, newAuction, type AuctionSettings, type AuctionState, type Purchase } from './state';

const T0 = 1_000_000;
const striker = player('st', 'ST', 85);
const keeper = player('gk', 'GK', 80);
const settings = (over: Partial<AuctionSettings> = {}): AuctionSettings => ({ ...DEFAULT_AUCTION_SETTINGS, bench: 0, ...over });
const start = (over: Partial<AuctionSettings> = {}, n = 3) =>
  newAuction(settings(over), Array.from({ length: n }, (_, i) => ({ id: `m${i}`, formation: '4-4-2' })), T0);
/** A squad of `count` bought players (slots taken in formation order) for `spent` M€. */
const bought = (count: number, keys: string[] = ['GK-1', 'DEF-1', 'DEF-2', 'DEF-3', 'DEF-4', 'MID-1', 'MID-2', 'MID-3', 'MID-4', 'FWD-1', 'FWD-2']): Purchase[] =>
  keys.slice(0, count).map((slot, i) => ({ playerId: `x${slot}${i}`, slot, price: 1 }));
const withSquad = (state: AuctionState, i: number, squad: Purchase[], spent: number): AuctionState => ({
  ...state,
  managers: state.managers.map((m, j) => (j === i ? { ...m, squad, spent } : m)),
});

describe('auction settings', () => {
  it('need a budget that fills every place at the minimum price, and a snipe window inside the clock', () => {
    expect(checkAuctionSettings(settings())).toBeNull();
    expect(checkAuctionSettings(settings({ budget: 10 }))).toEqual({ code: 'AUCTION_BUDGET_TOO_SMALL', params: { min: 11 } });
    expect(checkAuctionSettings(settings({ budget: 20, minPrice: 2 }))?.params).toEqual({ min: 22 });
    expect(checkAuctionSettings(settings({ antiSnipeSeconds: 10 }))?.code).toBe('AUCTION_CLOCK_INVALID');
    expect(checkAuctionSettings(settings({ bidSeconds: 3, antiSnipeSeconds: 1 }))?.code).toBe('AUCTION_CLOCK_INVALID');
  });
});

describe('the reserve for places still to fill', () => {
  it('keeps the minimum price back for every other place', () => {
    const s = start({ budget: 200, minPrice: 2, bench: 3 });
    expect(maxBid(s, s.managers[0])).toBe(200 - 2 * 13);
    const later = withSquad(s, 0, bought(10), 150);
    expect(maxBid(later, later.managers[0])).toBe(50 - 2 * 3);
  });

  it('refuses an opening bid or a bid over it, naming the most he may bid', () => {
    let s = start({ budget: 30 });
    expect(checkNominate(s, 'm0', striker, 21)).toEqual({ code: 'AUCTION_OVER_BUDGET', params: { max: 20 } });
    s = nominate(s, 'm0', striker, 5, T0);
    expect(checkBid(s, 'm1', 1, 21, T0 + 1000)).toEqual({ code: 'AUCTION_OVER_BUDGET', params: { max: 20 } });
    expect(checkBid(s, 'm1', 1, 20, T0 + 1000)).toBeNull();
  });
});

describe('nomination', () => {
  it('goes in turn, skipping full squads, and refuses out of turn, a sold player, a player with no place', () => {
    let s = start();
    expect(checkNominate(s, 'm1', striker, 1)?.code).toBe('AUCTION_NOT_YOUR_NOMINATION');
    expect(checkNominate(s, 'zz', striker, 1)?.code).toBe('AUCTION_NOT_MANAGER');
    expect(checkNominate(s, 'm0', striker, 0)).toEqual({ code: 'AUCTION_OPENING_TOO_LOW', params: { min: 1 } });
    expect(checkNominate(s, 'm0', striker, 1.5)?.code).toBe('AUCTION_BID_NOT_WHOLE');
    s = withSquad(s, 1, bought(11), 11);
    s = nominate(s, 'm0', striker, 3, T0);
    expect(checkNominate(s, 'm0', keeper, 1)?.code).toBe('AUCTION_LOT_OPEN');
    s = sell(s, T0 + 10_000);
    expect(s.managers[s.turn].id).toBe('m2');
    expect(checkNominate(s, 'm2', striker, 1)?.code).toBe('AUCTION_PLAYER_SOLD');
    const noKeeperPlace = withSquad(s, 2, bought(1), 1);
    expect(checkNominate(noKeeperPlace, 'm2', keeper, 1)?.code).toBe('AUCTION_NO_SLOT');
    s = sell(nominate(s, 'm2', keeper, 1, T0 + 11_000), T0 + 21_000);
    expect(s.managers[s.turn].id).toBe('m0');
  });

  it('ends the auction when every squad is full', () => {
    let s = withSquad(withSquad(start({}, 2), 0, bought(11), 11), 1, bought(10), 10);
    s = { ...s, turn: 1 };
    s = sell(nominate(s, 'm1', striker, 1, T0), T0 + 10_000);
    expect(s.finished).toBe(true);
    expect(nextDue(s)).toBeNull();
    expect(checkNominate(s, 'm1', keeper, 1)?.code).toBe('AUCTION_FINISHED');
  });
});

describe('open bidding', () => {
  it('steps 1 M€ below 20, 2 below 50, then 5', () => {
    expect([1, 19, 20, 49, 50, 120].map(bidStep)).toEqual([1, 1, 2, 2, 5, 5]);
    let s = nominate(start(), 'm0', striker, 19, T0);
    expect(checkBid(s, 'm1', 1, 19, T0)).toEqual({ code: 'AUCTION_BID_TOO_LOW', params: { min: 20 } });
    s = bid(s, 'm1', 20, T0);
    expect(checkBid(s, 'm2', 1, 21, T0)).toEqual({ code: 'AUCTION_BID_TOO_LOW', params: { min: 22 } });
    expect(checkBid(s, 'm1', 1, 24, T0)?.code).toBe('AUCTION_ALREADY_LEADING');
  });

  it('counts a double tap once: the leader repeating his bid changes nothing', () => {
    const s = bid(nominate(start(), 'm0', striker, 5, T0), 'm1', 6, T0 + 100);
    expect(checkBid(s, 'm1', 1, 6, T0 + 200)).toBeNull();
    expect(bid(s, 'm1', 6, T0 + 200)).toBe(s);
    expect(checkBid(s, 'm2', 1, 6, T0 + 200)?.code).toBe('AUCTION_BID_TOO_LOW');
  });

  it('restarts the clock at the snipe window for a bid in its last seconds only', () => {
    let s = nominate(start({ bidSeconds: 10, antiSnipeSeconds: 4 }), 'm0', striker, 5, T0);
    s = bid(s, 'm1', 6, T0 + 5_000);
    expect(s.lot!.endsAt).toBe(T0 + 10_000);
    s = bid(s, 'm2', 7, T0 + 8_500);
    expect(s.lot!.endsAt).toBe(T0 + 12_500);
    expect(checkSell(s, T0 + 10_000)?.code).toBe('AUCTION_NOT_DUE');
    expect(checkBid(s, 'm1', 1, 8, T0 + 12_500)?.code).toBe('AUCTION_LOT_CLOSED');
    expect(checkSell(s, T0 + 12_500)).toBeNull();
  });

  it('sells to the last bid, into a slot he fits, and refuses a late bid for the sold lot', () => {
    let s = nominate(start(), 'm0', player('w', 'RM, ST', 80), 5, T0);
    s = bid(s, 'm2', 9, T0 + 1000);
    s = sell(s, T0 + 10_000);
    expect(s.sales).toEqual([{ lot: 1, playerId: 'w', managerId: 'm2', price: 9, slot: 'MID-1' }]);
    expect(s.managers[2].spent).toBe(9);
    expect(checkBid(s, 'm1', 1, 10, T0 + 10_001)?.code).toBe('AUCTION_NO_LOT');
    s = nominate(s, 'm1', keeper, 1, T0 + 11_000);
    expect(checkBid(s, 'm2', 1, 10, T0 + 11_001)?.code).toBe('AUCTION_LOT_STALE');
  });

  it('puts a winner whose eleven has no place for him on the bench', () => {
    let s = withSquad(start({ bench: 3 }), 1, bought(1), 1);
    s = bid(nominate(s, 'm0', player('k2', 'GK', 70), 1, T0), 'm1', 2, T0);
    expect(sell(s, T0 + 10_000).sales[0].slot).toBe('SUB-1');
  });
});

describe('blind bidding', () => {
  const blind = () => nominate(start({ mode: 'blind' }), 'm0', striker, 5, T0);

  it('takes one sealed bid each, at least the opening bid, and hides the others', () => {
    let s = blind();
    expect(checkBid(s, 'm1', 1, 4, T0)).toEqual({ code: 'AUCTION_BID_TOO_LOW', params: { min: 5 } });
    s = bid(s, 'm1', 7, T0 + 10);
    expect(checkBid(s, 'm1', 1, 9, T0 + 20)?.code).toBe('AUCTION_ALREADY_SEALED');
    expect(checkBid(s, 'm1', 1, 7, T0 + 20)).toBeNull();
    expect(checkBid(s, 'm0', 1, 6, T0 + 20)?.code).toBe('AUCTION_ALREADY_SEALED');
    expect(visibleBids(s, 'm2').map((b) => b.managerId)).toEqual(['m0']);
    expect(visibleBids(s, 'm1').map((b) => b.amount)).toEqual([5, 7]);
    expect(s.lot!.endsAt).toBe(T0 + 10_000);
  });

  it('sells at once when everyone who could bid has, to the highest, a tie to the earlier bid', () => {
    let s = bid(blind(), 'm2', 8, T0 + 10);
    expect(checkSell(s, T0 + 20)?.code).toBe('AUCTION_NOT_DUE');
    s = bid(s, 'm1', 8, T0 + 30);
    expect(checkSell(s, T0 + 40)).toBeNull();
    const sale = sell(s, T0 + 40).sales[0];
    expect(sale).toMatchObject({ managerId: 'm2', price: 8 });
    expect(sale.bids?.map((b) => [b.managerId, b.amount])).toEqual([['m0', 5], ['m2', 8], ['m1', 8]]);
  });

  it('leaves the player to the nominator at his opening bid when nobody bids higher', () => {
    const s = bid(bid(blind(), 'm1', 5, T0 + 10), 'm2', 5, T0 + 20);
    expect(sell(s, T0 + 30).sales[0]).toMatchObject({ managerId: 'm0', price: 5 });
  });
});

describe("the auction's clock", () => {
  it('nominates for a manager whose time ran out, sells a lot whose clock ran out, and says when it next runs', () => {
    let s = start({ nominateSeconds: 20, bidSeconds: 10 });
    expect(nextDue(s)).toBe(T0 + 20_000);
    expect(clockMove(s, T0 + 19_999)).toBeNull();
    expect(clockMove(s, T0 + 20_000)).toBe('nominate');
    s = nominate(s, 'm0', striker, 1, T0 + 20_000);
    expect(nextDue(s)).toBe(T0 + 30_000);
    expect(clockMove(s, T0 + 29_999)).toBeNull();
    expect(clockMove(s, T0 + 30_000)).toBe('sell');
    s = sell(s, T0 + 30_000);
    expect(nextDue(s)).toBe(T0 + 50_000);
  });
});
