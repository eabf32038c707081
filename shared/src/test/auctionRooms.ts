import { after, as, options, room } from './rooms';
import { bundledPool } from './bundledPool';
import { expect } from 'vitest';
import { SYSTEM, type RoomEnv, type RoomState } from '../room/state';
import { auctionClockChoice, type AuctionLotPlayer } from '../room/rules/auctionRoom';
import type { RoomAuctionOptions } from '../room/schemas';

/** The bundled players as an auction room's pool (their id as their name). */
export const auctionPlayers = (): AuctionLotPlayer[] => bundledPool().map((p) => ({ ...p, short_name: p.id }));

/** A started auction room of 4 (zeynep, ali and two AI managers), 100 M€ each, a 10 s bid clock, no bench. */
export function auctionRoom(mode: RoomAuctionOptions['mode'] = 'open'): RoomState {
  const base = room({ options: options({ maxPlayers: 4, draftOrder: 'auction', auction: { budget: 100, bidSeconds: 10, mode }, bench: 0 }) });
  const r = after({ ...base, seats: base.seats.map((s) => ({ ...s, ready: true })) }, 'fillAi', as('zeynep'), {});
  return after(r, 'startDraft', as('zeynep'), {});
}

/**
 * Runs an auction room by its clock alone to the draft's end (at most 5,000 ticks): each tick at the room's
 * deadline with the clock's own choice (AI bids and nominations, sales); `each` sees the room after every tick.
 */
export function runByClock(r: RoomState, env: RoomEnv, pool: AuctionLotPlayer[], each: (r: RoomState) => void = () => {}): { room: RoomState; env: RoomEnv } {
  for (let ticks = 0; r.status === 'drafting' && ticks < 5000; ticks++) {
    env = { ...env, now: Math.max(env.now, r.draft.deadline!) };
    const choice = auctionClockChoice(r, pool, env.now);
    expect(choice, JSON.stringify(r.auction!.lot)).not.toBeNull();
    r = after(r, 'tick', SYSTEM, { pick: null, match: null, auction: choice }, env);
    each(r);
  }
  return { room: r, env };
}
