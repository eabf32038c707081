import { after, as, options, room } from './rooms';
import { bundledPool } from './bundledPool';
import type { RoomState } from '../room/state';
import type { AuctionLotPlayer } from '../room/rules/auctionRoom';
import type { RoomAuctionOptions } from '../room/schemas';

/** The bundled players as an auction room's pool (their id as their name). */
export const auctionPlayers = (): AuctionLotPlayer[] => bundledPool().map((p) => ({ ...p, short_name: p.id }));

/** A started auction room of 4 (zeynep, ali and two AI managers), 100 M€ each, a 10 s bid clock, no bench. */
export function auctionRoom(mode: RoomAuctionOptions['mode'] = 'open'): RoomState {
  const base = room({ options: options({ maxPlayers: 4, draftOrder: 'auction', auction: { budget: 100, bidSeconds: 10, mode }, bench: 0 }) });
  const r = after({ ...base, seats: base.seats.map((s) => ({ ...s, ready: true })) }, 'fillAi', as('zeynep'), {});
  return after(r, 'startDraft', as('zeynep'), {});
}
