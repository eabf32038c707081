import { describe, expect, it } from 'vitest';
import { after, as, code, ENV } from '../../test/rooms';
import { auctionPlayers, auctionRoom, runByClock } from '../../test/auctionRooms';
import type { RoomEnv, RoomState } from '../state';
import { roomDto, roomDtoForViewer } from '../view';
import { roomStateOf } from '../fromDto';
import { checkBid } from '../../auction/rules';

const pool = auctionPlayers();
const NO_PLAYERS = new Map();
const star = pool.find((p) => p.league_name === 'Premier League' && p.player_positions.startsWith('ST'))!;

/** Every amount of an open lot's bid a reader receives, by manager (the opening bid's included). */
const amountsIn = (json: unknown) =>
  ((json as { auction: { lot: { bids: Array<{ managerId: string; amount?: number }> } | null } }).auction.lot?.bids ?? []).flatMap((b) => (b.amount === undefined ? [] : [`${b.managerId}:${b.amount}`]));
/** The room as it goes over the wire: the broadcast, or one viewer's own reading. */
const wire = (r: RoomState, viewer?: string) => JSON.parse(JSON.stringify(viewer ? roomDtoForViewer(roomDto(r, NO_PLAYERS), r, viewer) : roomDto(r, NO_PLAYERS)));

describe('the blind auction room: sealed bids stay sealed', () => {
  it('the broadcast carries who bid and when but only the opening amount; each bidder reads his own back; the screen checks as the server does', () => {
    let r = after(auctionRoom('blind'), 'nominate', as('zeynep'), { found: [star], opening: 2 });
    const lot = r.auction!.lot!.number;
    r = after(r, 'bid', as('ali'), { lot, amount: 7 }, { ...ENV, now: ENV.now + 100 });
    expect(wire(r).auction.lot.bids).toEqual([{ managerId: 'id-zeynep', amount: 2, at: ENV.now }, { managerId: 'id-ali', at: ENV.now + 100 }]);
    expect(amountsIn(wire(r))).toEqual(['id-zeynep:2']);
    expect(amountsIn(wire(r, 'id-zeynep'))).toEqual(['id-zeynep:2']);
    expect(wire(r, 'id-zeynep').auction.mySealedBid).toBeUndefined();
    const alis = wire(r, 'id-ali');
    expect(amountsIn(alis)).toEqual(['id-zeynep:2', 'id-ali:7']);
    expect(alis.auction.mySealedBid).toBe(7);
    // The screen's check on what it received: a second sealed bid refused, another under the opening bid too.
    expect(checkBid(roomStateOf(alis).auction!, 'id-ali', lot, 9, ENV.now + 200)?.code).toBe('AUCTION_ALREADY_SEALED');
    expect(checkBid(roomStateOf(wire(r)).auction!, 'id-zeynep', lot, 9, ENV.now + 200)?.code).toBe('AUCTION_ALREADY_SEALED');
    expect(code(r, 'bid', as('ali'), { lot, amount: 9 }, { ...ENV, now: ENV.now + 200 })).toBe('AUCTION_ALREADY_SEALED');
  });

  it('the clock runs a whole blind auction: no broadcast shows another sealed amount, every sale shows its bids, ties go to the earlier bid', () => {
    let r = auctionRoom('blind');
    const env: RoomEnv = ENV;
    r = after(r, 'nominate', as('zeynep'), { found: [star], opening: 2 }, env);
    ({ room: r } = runByClock(r, env, pool, (now) => {
      const lot = now.auction!.lot;
      if (lot) expect(amountsIn(wire(now))).toEqual([`${lot.bids[0].managerId}:${lot.bids[0].amount}`]);
    }));
    expect(r.status).toBe('draft_finished');
    expect(r.picks).toHaveLength(44);
    for (const sale of r.auction!.sales) {
      const best = Math.max(...sale.bids!.map((b) => b.amount));
      expect(sale.price).toBe(best);
      expect(sale.managerId).toBe(sale.bids!.find((b) => b.amount === best)!.managerId);
    }
    expect(wire(r).auction.sales[0].bids.length).toBeGreaterThan(1);
  });
});
