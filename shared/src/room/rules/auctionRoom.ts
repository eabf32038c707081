import { benchOf, DEFAULT_ROOM_AUCTION, type AiStyle } from '../constants';
import type { RoomEnv, RoomState } from '../state';
import type { RoomOptions } from '../schemas';
import type { DraftCandidate } from './draft';
import { leagueAllowed } from './draft';
import { roomRandom } from './seeded';
import { draftMovedOn } from './matchDay';
import { newAuction, soldIds, type AuctionSettings, type Lot } from '../../auction/state';
import { checkBid, checkNominate, checkSell, clockMove } from '../../auction/rules';
import { aiBid, aiNomination } from '../../auction/ai';

/**
 * An auction room (docs/drafts.md, 'The auction room'): the pure auction (shared/src/auction/) played by the
 * room's seats. Its state is stored with the room (`RoomState.auction`), and its clock is the room's one
 * stored deadline (`draft.deadline`), so the room clock's sweep drives it across restarts and processes.
 */

/** A lot's player as the room keeps him: what the rules read, and the name the screens show. */
export type AuctionLotPlayer = DraftCandidate & { short_name: string };

/** The auction as the room stores it: `aiAsked` says which lot and bid the AI managers were last asked to top (askedKey). */
export type RoomAuction = NonNullable<RoomState['auction']>;
export const askedKey = (lot: Lot): number => lot.number * 1000 + lot.bids.length;

/** Opens with this long to nominate when the room has no pick clock (its pickSeconds 0). */
const NOMINATE_SECONDS_NO_CLOCK = 60;
/** The anti-snipe clock: a bid in the last seconds leaves this many. */
const ANTI_SNIPE_SECONDS = 5;
/** An AI manager thinks 0.8-1.6 clock seconds before he bids or nominates. */
const AI_THINK = { min: 0.8, spread: 0.8 } as const;

export const isAuctionRoom = (state: Pick<RoomState, 'options'>): boolean => state.options.draftOrder === 'auction';

/** The auction's settings from the room's options; its seconds last the room clock's. */
export function auctionSettingsOf(options: RoomOptions, msPerSecond: number): AuctionSettings {
  // A room stored before the form offered the mode plays the open one.
  const { budget, bidSeconds, mode } = { ...DEFAULT_ROOM_AUCTION, ...options.auction };
  const nominateSeconds = options.pickSeconds > 0 ? options.pickSeconds : NOMINATE_SECONDS_NO_CLOCK;
  return { budget, minPrice: 1, bidSeconds, antiSnipeSeconds: ANTI_SNIPE_SECONDS, nominateSeconds, mode, bench: benchOf(options), secondMs: msPerSecond };
}

/** The running auction of a drafting auction room, else null. */
export const runningAuction = (state: RoomState): RoomAuction | null => (state.status === 'drafting' && state.auction && !state.auction.finished ? state.auction : null);

/** The running auction with its seconds as long as the room clock's now (as a snake draft's pick clock reads `msPerSecond` at each turn). */
export function auctionAt(state: RoomState, env: RoomEnv): RoomAuction {
  const auction = runningAuction(state)!;
  return auction.settings.secondMs === env.msPerSecond ? auction : { ...auction, settings: { ...auction.settings, secondMs: env.msPerSecond } };
}

const seatStyle = (state: RoomState, id: string): AiStyle | null => state.seats.find((s) => s.userId === id)?.ai?.style ?? null;
const thinkMs = (state: RoomState, auction: RoomAuction, env: RoomEnv) =>
  (AI_THINK.min + roomRandom(state.id, auction.sales.length * 1000 + (auction.lot?.bids.length ?? 0)).next() * AI_THINK.spread) * env.msPerSecond;

/** The AI seats that could bid on the open lot and were not yet asked since its last bid (in the blind mode, those yet to seal). */
function aiToAsk(state: RoomState, auction: RoomAuction): boolean {
  const lot = auction.lot;
  if (!lot || auction.aiAsked === askedKey(lot)) return false;
  const sealed = auction.settings.mode === 'blind';
  return auction.managers.some((m) => seatStyle(state, m.id) && (sealed ? !lot.bids.some((b) => b.managerId === m.id) : m.id !== lot.bids.at(-1)!.managerId));
}

/** When the room's clock next acts in the auction: an AI manager's bid or nomination after his think time, the lot's end, the nomination's deadline. */
export function auctionDeadline(state: RoomState, auction: RoomAuction, env: RoomEnv): number | null {
  if (auction.finished) return null;
  const lot = auction.lot;
  // A blind lot sells as soon as every manager who could bid has sealed his.
  if (lot && checkSell(auction, env.now) === null) return env.now;
  if (lot) return aiToAsk(state, auction) ? Math.min(lot.endsAt, env.now + thinkMs(state, auction, env)) : lot.endsAt;
  const nominator = auction.managers[auction.turn];
  return seatStyle(state, nominator.id) ? Math.min(auction.nominateBy!, env.now + thinkMs(state, auction, env)) : auction.nominateBy;
}

/** The room with this auction state and its clock: a sale is a pick, and the last one ends the draft as a snake draft's last pick does. */
export function withAuction(state: RoomState, auction: RoomAuction, env: RoomEnv): RoomState {
  const before = state.auction?.sales.length ?? 0;
  let next: RoomState = { ...state, auction };
  for (const sale of auction.sales.slice(before)) {
    const made = { userId: sale.managerId, playerId: sale.playerId, slot: sale.slot, pickNumber: next.picks.length + 1, auto: false };
    next = draftMovedOn({ ...next, picks: [...next.picks, made] }, env);
  }
  return next.status === 'drafting' ? { ...next, draft: { ...next.draft, deadline: auctionDeadline(next, auction, env) } } : next;
}

/** The draft starts as an auction: every seat a manager with his formation, the first seat nominating. */
export function startAuction(state: RoomState, env: RoomEnv): RoomState {
  const auction = newAuction(auctionSettingsOf(state.options, env.msPerSecond), state.seats.map((s) => ({ id: s.userId, formation: s.formation })), env.now);
  return { ...state, auction, draft: { ...state.draft, deadline: auctionDeadline(state, auction, env) } };
}

/** What the room's clock does in the auction, decided by the server with the pool (the AI's values read it). */
export type AuctionClockChoice =
  | { kind: 'aiBid'; managerId: string; amount: number }
  | { kind: 'aiPass' }
  | { kind: 'sell' }
  | { kind: 'nominate'; managerId: string; player: AuctionLotPlayer; opening: number };

/** The AI managers' bid on the open lot: the first in seat order after the leader who would bid, or null. */
function aiBidChoice(state: RoomState, auction: RoomAuction, pool: readonly AuctionLotPlayer[]): AuctionClockChoice | null {
  const lot = auction.lot!;
  const n = auction.managers.length;
  const leader = auction.managers.findIndex((m) => m.id === lot.bids.at(-1)!.managerId);
  for (let k = 1; k < n; k++) {
    const m = auction.managers[(leader + k) % n];
    const style = seatStyle(state, m.id);
    if (!style) continue;
    const amount = aiBid(auction, pool, m.id, style, roomRandom(state.id, lot.number * 1000 + k));
    if (amount !== null) return { kind: 'aiBid', managerId: m.id, amount };
  }
  return null;
}

/** The players the room may sell: of its leagues, unsold. */
export const auctionPool = <P extends AuctionLotPlayer>(state: RoomState, auction: RoomAuction, players: readonly P[]): P[] => {
  const sold = soldIds(auction);
  return players.filter((p) => !sold.has(p.id) && leagueAllowed(state.options.leagues, p.league_name));
};

/** The clock's move at `now`: an AI bid (or all AI managers passing), the sale, the nomination for the manager on turn; null when nothing is due. */
export function auctionClockChoice(state: RoomState, players: readonly AuctionLotPlayer[], now: number): AuctionClockChoice | null {
  const auction = runningAuction(state);
  if (!auction || state.draft.deadline === null || state.draft.deadline > now) return null;
  const pool = auctionPool(state, auction, players);
  const move = clockMove(auction, now);
  if (auction.lot && move !== 'sell') return aiToAsk(state, auction) ? (aiBidChoice(state, auction, pool) ?? { kind: 'aiPass' }) : null;
  if (move === 'sell') return { kind: 'sell' };
  const nominator = auction.managers[auction.turn];
  const style = seatStyle(state, nominator.id);
  // An AI manager nominates after his think time; a human's nomination is the clock's once his time is over.
  if (!style && move !== 'nominate') return null;
  const choice = aiNomination(auction, pool, nominator.id, style ?? 'dengeli', style ? roomRandom(state.id, auction.sales.length) : undefined);
  // The pool passed in is the room's players: the one chosen carries his name.
  return choice && { kind: 'nominate', managerId: nominator.id, player: choice.player as AuctionLotPlayer, opening: choice.opening };
}

/** Whether the clock's move may be made now: null, or the auction's refusal ('NOT_DUE' when there is none to make). */
export function checkAuctionClock(auction: RoomAuction, choice: AuctionClockChoice, now: number) {
  if (choice.kind === 'aiBid') return checkBid(auction, choice.managerId, auction.lot?.number ?? 0, choice.amount, now);
  if (choice.kind === 'sell') return checkSell(auction, now);
  if (choice.kind === 'nominate') return checkNominate(auction, choice.managerId, choice.player, choice.opening);
  return auction.lot ? null : checkSell(auction, now);
}
