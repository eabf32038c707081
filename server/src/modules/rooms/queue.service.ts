import { checkQueueAdd, cleanQueue } from '@onbir/shared/game/pickQueue';
import type { GamePlayer } from '@onbir/shared/players/types';
import type { AppContext } from '../../context';
import { draftState } from './draft.service';
import { turnDeadline } from './draftClock';
import { publish } from './lobby.service';
import { enforce, missingRoom, refuse } from './refusals';
import { picksWithPlayers } from './rooms.dto';
import * as repo from './rooms.repo';
import { writeQueue } from './roomSeats.repo';
import { humanSeat, pickerNow } from './seatsView';

/**
 * A player's private pick queue and his "Otomatik seç" switch. The queue is read and written only by its
 * owner (it is never in the room DTO); the automatic pick (the clock's, or at once with the switch on)
 * takes the first queued player still available who fits.
 */
export interface QueueView {
  playerIds: string[];
  players: GamePlayer[];
}

async function readState(ctx: AppContext, roomId: string) {
  const state = await repo.readRoom(ctx.db, roomId);
  if (!state) throw missingRoom();
  return state;
}

/** The owner's queue, drafted players dropped, with the players' data for the screen. */
export async function getQueue(ctx: AppContext, userId: string, roomId: string): Promise<QueueView> {
  const state = await readState(ctx, roomId);
  const seat = humanSeat(state, userId);
  const { pool, picks } = await picksWithPlayers(ctx, state);
  const playerIds = cleanQueue(seat.queue, draftState(state, picks));
  const byId = pool.byIds(playerIds);
  return { playerIds, players: playerIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) };
}

/** Replaces the owner's queue (add, remove and reorder are all a new order): every player must exist, be undrafted and of the room's leagues. */
export async function putQueue(ctx: AppContext, userId: string, roomId: string, playerIds: string[]): Promise<QueueView> {
  const state = await readState(ctx, roomId);
  humanSeat(state, userId);
  const { pool, picks } = await picksWithPlayers(ctx, state);
  const rules = draftState(state, picks);
  const byId = pool.byIds(playerIds);
  const queue: string[] = [];
  for (const id of new Set(playerIds)) {
    const player = byId.get(id);
    if (!player) throw refuse('PLAYER_NOT_FOUND');
    enforce(checkQueueAdd(rules, queue, player));
    queue.push(id);
  }
  await writeQueue(ctx.db, roomId, userId, queue);
  return { playerIds: queue, players: queue.map((id) => byId.get(id)!) };
}

/**
 * "Otomatik seç" on or off. On during his turn, the pick is made at once (the deadline moves to now);
 * off during his turn, the room's clock runs again from now.
 */
export async function setAutodraft(ctx: AppContext, userId: string, roomId: string, on: boolean): Promise<void> {
  const room = await repo.withRoomLock(ctx.db, roomId, async (tx, state) => {
    const seat = humanSeat(state, userId);
    if (seat.autodraft === on) return null;
    await repo.setMemberFields(tx, roomId, userId, { autodraft: on });
    const { room } = state;
    const myTurn = pickerNow(state) === userId;
    return repo.bumpRoom(tx, roomId, myTurn ? { pickDeadline: turnDeadline(ctx, room, { ai: null, autodraft: on }, room.currentPick) } : {});
  });
  if (room) await publish(ctx, roomId, room);
}
