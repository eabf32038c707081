import { MAX_QUEUE } from '../constants';
import { refusal, type Refusal } from '../refusal';
import { chooseAiPick, type DraftChoice } from './aiManager';
import { leagueAllowed, targetSlot, type DraftCandidate, type DraftState } from './draft';

/**
 * A player's private pick queue: player ids, first choice first, no repeats. The automatic pick (the
 * clock's and "Otomatik seç") takes the first one still available who fits an empty slot. Every change
 * returns a new array; an operation that changes nothing returns the same contents (safe to repeat).
 */
export type PickQueue = readonly string[];

const draftedIds = (state: Pick<DraftState, 'members'>) => new Set(state.members.flatMap((m) => m.squad.map((p) => p.playerId)));

/** The queue without repeats (the first place of an id wins) and, given the room, without drafted players. */
export function cleanQueue(queue: PickQueue, state?: Pick<DraftState, 'members'>): string[] {
  const drafted = state ? draftedIds(state) : new Set<string>();
  return [...new Set(queue)].filter((id) => !drafted.has(id));
}

/** Whether this player may join the queue: not drafted, of the room's leagues, and room in the queue. Null when he may. */
export function checkQueueAdd(state: DraftState, queue: PickQueue, player: DraftCandidate): Refusal | null {
  if (draftedIds(state).has(player.id)) return refusal('ALREADY_DRAFTED');
  if (!leagueAllowed(state.leagues, player.league_name)) return refusal('WRONG_LEAGUE');
  if (!queue.includes(player.id) && new Set(queue).size >= MAX_QUEUE) return refusal('QUEUE_FULL', { max: MAX_QUEUE });
  return null;
}

/** Adds at the end, or at `at` (clamped); a player already queued stays where he is (a double tap adds once). */
export function addToQueue(queue: PickQueue, playerId: string, at?: number): string[] {
  const clean = cleanQueue(queue);
  if (clean.includes(playerId)) return clean;
  const i = Math.max(0, Math.min(at ?? clean.length, clean.length));
  return [...clean.slice(0, i), playerId, ...clean.slice(i)];
}

export function removeFromQueue(queue: PickQueue, playerId: string): string[] {
  return cleanQueue(queue).filter((id) => id !== playerId);
}

/** Moves a queued player to place `to` (0 is first; clamped), as a drag and drop does. */
export function moveInQueue(queue: PickQueue, playerId: string, to: number): string[] {
  const rest = removeFromQueue(queue, playerId);
  if (rest.length === cleanQueue(queue).length) return rest;
  const i = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, i), playerId, ...rest.slice(i)];
}

/** One place up or down, as the keyboard's arrow buttons do; at the top or bottom nothing moves. */
export function moveInQueueBy(queue: PickQueue, playerId: string, step: -1 | 1): string[] {
  const clean = cleanQueue(queue);
  const from = clean.indexOf(playerId);
  return from < 0 ? clean : moveInQueue(clean, playerId, from + step);
}

/** Where an automatic pick came from: the player's queue or the best fit. */
export type AutomaticPick<P> = DraftChoice<P> & { source: 'queue' | 'bestFit' };

/**
 * The automatic pick of a seat (the clock's, and "Otomatik seç"): the first queued player still available
 * (undrafted, of the room's leagues) who fits an empty slot, in the slot draft.ts targetSlot gives (the
 * first empty slot he fits, as for a pick without a highlighted slot); else the
 * best fit, the AI's choice with the balanced style and no jitter. Null when no available player fits an
 * empty slot (or the seat is unknown or full). The turn is the caller's to check.
 */
export function automaticPick<P extends DraftCandidate>(state: DraftState, queue: PickQueue, pool: readonly P[], seat: string): AutomaticPick<P> | null {
  const me = state.members.find((m) => m.userId === seat);
  if (!me) return null;
  const wanted = cleanQueue(queue, state);
  if (wanted.length > 0) {
    const place = new Map(wanted.map((id, i) => [id, i]));
    const queued: P[] = [];
    for (const p of pool) if (place.has(p.id) && leagueAllowed(state.leagues, p.league_name)) queued.push(p);
    queued.sort((a, b) => place.get(a.id)! - place.get(b.id)!);
    for (const player of queued) {
      const slot = targetSlot(me, player, null);
      if (slot) return { player, slotKey: slot.key, source: 'queue' };
    }
  }
  const best = chooseAiPick(state, pool, seat, 'dengeli');
  return best && { ...best, source: 'bestFit' };
}
