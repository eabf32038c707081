import { describe, expect, it } from 'vitest';
import { act, after, as, code, ENV } from '../../test/rooms';
import { auctionPlayers, auctionRoom, runByClock } from '../../test/auctionRooms';
import type { RoomEnv } from '../state';
import { roomOptionsSchema } from '../schemas';
import { maxBid } from '../../auction/state';
import { minimumBid } from '../../auction/rules';
import { refusalText } from '../../messages/refusalText';

const pool = auctionPlayers();

describe('the auction room: its options', () => {
  it('stores the budget, bid clock and mode (open unless chosen), and refuses others in words', () => {
    expect(roomOptionsSchema.parse({ draftOrder: 'auction', auction: { budget: 300, bidSeconds: 15 } }).auction).toEqual({ budget: 300, bidSeconds: 15, mode: 'open' });
    expect(roomOptionsSchema.parse({ draftOrder: 'auction', auction: { budget: 100, bidSeconds: 10, mode: 'blind' } }).auction?.mode).toBe('blind');
    expect(auctionRoom('blind').auction!.settings.mode).toBe('blind');
    const bad = roomOptionsSchema.safeParse({ draftOrder: 'auction', auction: { budget: 250, bidSeconds: 7, mode: 'dutch' } });
    expect(bad.success).toBe(false);
    const texts = bad.error!.issues.map((i) => i.message);
    expect(texts).toEqual(['Açık artırma bütçesi 100, 200, 300 M€ olabilir.', 'Teklif süresi 10, 15, 20 saniye olabilir.', 'Açık artırma açık ya da kapalı zarf olmalıdır.']);
  });
});

describe('the auction room: nominate, bid, the clock, through the room actions', () => {
  it('opens with the first seat to nominate, refuses the snake moves, and bids in order', () => {
    const r = auctionRoom();
    expect(r.auction!.managers.map((m) => m.id)).toEqual(r.seats.map((s) => s.userId));
    expect(code(r, 'pick', as('zeynep'), { found: [pool[0]] })).toBe('NOT_IN_AUCTION');
    expect(code(r, 'pauseDraft', as('zeynep'), { paused: true })).toBe('NOT_IN_AUCTION');
    const star = pool.find((p) => p.league_name === 'Premier League' && p.player_positions.startsWith('ST'))!;
    expect(code(r, 'nominate', as('ali'), { found: [star], opening: 5 })).toBe('AUCTION_NOT_YOUR_NOMINATION');
    expect(code(r, 'nominate', as('zeynep'), { found: [pool.find((p) => p.league_name !== 'Premier League')], opening: 5 })).toBe('WRONG_LEAGUE');
    expect(code(r, 'nominate', as('zeynep'), { found: [star], opening: 95 })).toBe('AUCTION_OVER_BUDGET');
    const open = after(r, 'nominate', as('zeynep'), { found: [star], opening: 5 });
    expect(after(open, 'nominate', as('zeynep'), { found: [star], opening: 5 })).toEqual(open);
    const lot = open.auction!.lot!;
    expect(code(open, 'bid', as('ali'), { lot: lot.number, amount: 5 })).toBe('AUCTION_BID_TOO_LOW');
    const bid = after(open, 'bid', as('ali'), { lot: lot.number, amount: 6 });
    // The same bid twice (a double tap) counts once; another manager's bid at that price is then too low.
    expect(after(bid, 'bid', as('ali'), { lot: lot.number, amount: 6 })).toEqual(bid);
    expect(code(bid, 'bid', as('zeynep'), { lot: lot.number, amount: 6 })).toBe('AUCTION_BID_TOO_LOW');
    expect(code(bid, 'bid', as('zeynep'), { lot: lot.number, amount: 91 })).toBe('AUCTION_OVER_BUDGET');
    const over = act(bid, 'bid', as('zeynep'), { lot: lot.number, amount: 91 });
    expect('refusal' in over && refusalText(over.refusal, 'tr')).toBe(`En fazla ${maxBid(bid.auction!, bid.auction!.managers[0])} M€ teklif verebilirsiniz: kalan yerler için bütçe ayrılmalı.`);
  });

  it('a bid in the last seconds restarts the clock at five; a leaver is replaced by an AI manager; the clock sells, AI managers bid and nominate, every squad completes', () => {
    let r = auctionRoom();
    let env: RoomEnv = ENV;
    const star = pool.find((p) => p.league_name === 'Premier League' && p.player_positions.startsWith('ST'))!;
    r = after(r, 'nominate', as('zeynep'), { found: [star], opening: 2 }, env);
    env = { ...env, now: r.auction!.lot!.endsAt - 2000 };
    const lotNumber = r.auction!.lot!.number;
    r = after(r, 'bid', as('ali'), { lot: lotNumber, amount: minimumBid(r.auction!, r.auction!.lot!) }, env);
    expect(r.auction!.lot!.endsAt).toBe(env.now + 5000);
    // ali leaves while leading: an AI manager takes his seat, keeps his bid and is asked about the lot after his think time.
    r = after(r, 'leave', as('ali'), {}, env);
    expect(r.seats[1].ai).not.toBeNull();
    expect(r.draft.deadline).toBeLessThan(env.now + 1700);
    ({ room: r } = runByClock(r, env, pool, (now) => {
      for (const m of now.auction?.managers ?? []) expect(m.spent).toBeLessThanOrEqual(100);
    }));
    expect(r.status).toBe('draft_finished');
    expect(r.picks).toHaveLength(44);
    expect(new Set(r.picks.map((p) => p.playerId)).size).toBe(44);
    expect(r.auction!.sales[0]).toMatchObject({ playerId: star.id });
    for (const m of r.auction!.managers) expect(m.squad).toHaveLength(11);
  });
});
