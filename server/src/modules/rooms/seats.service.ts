import type { z } from 'zod';
import { aiFormation, roomPickRandom, type AiStyle } from '@onbir/shared/game/aiManager';
import { checkUnban, type RoomNotice } from '@onbir/shared/game/draftRoom';
import { checkKick, nextSeat } from '@onbir/shared/game/lobby';
import type { kickPlayerSchema } from '@onbir/shared/game/rooms';
import { aiManagersForEmptySeats, checkFillWithAi, decideLeave } from '@onbir/shared/game/seats';
import { draftRoomMessages } from '@onbir/shared/messages/draftRoom';
import { fillMessage } from '@onbir/shared/messages/fill';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { emitNotice, notifyKicked, unsubscribeMember } from '../../realtime/roomChannels';
import { turnDeadline } from './draftClock';
import { publish } from './lobby.service';
import { enforce, refused } from './refusals';
import * as repo from './rooms.repo';
import type { RoomChanges, RoomRow, RoomState } from './rooms.repo';
import { addAiSeats, deleteBan, handSeatToAi, insertBan } from './roomSeats.repo';
import { humanSeat, lobbyState, pickerNow, seatsState } from './seatsView';

/**
 * Seats: AI managers in empty seats (creator, lobby), leaving and kicking (an AI manager takes over a
 * seat once the draft has begun; the room ends when no human is left), and the bar a kick leaves.
 */

/** The creator fills empty seats (all, or `count`) with AI managers: seeded names, styles and formations, ready. */
export async function fillWithAi(ctx: AppContext, userId: string, roomId: string, opts: { count?: number; style?: AiStyle }): Promise<void> {
  const room = await repo.withRoomLock(ctx.db, roomId, async (tx, state) => {
    humanSeat(state, userId);
    const seats = seatsState(state);
    enforce(checkFillWithAi(seats, userId));
    // Seeded by the room and its version: the same request on the same room makes the same managers.
    const rng = roomPickRandom(roomId, -1 - state.room.version);
    const first = nextSeat(state.members.map((m) => m.seat));
    const ais = aiManagersForEmptySeats(seats, rng, opts.count, opts.style);
    await addAiSeats(tx, roomId, ais.map((ai, i) => ({ seat: first + i, name: ai.name, style: ai.style, formation: aiFormation(ai.style, rng) })));
    return repo.bumpRoom(tx, roomId);
  });
  await publish(ctx, roomId, room);
}

interface SeatChange {
  room: RoomRow | null;
  notice: string | null;
}

/** The seat of a user who leaves or is kicked: freed (lobby, finished room), handed to an AI manager, or the room ends. */
async function vacateSeat(ctx: AppContext, tx: Tx, state: RoomState, userId: string, how: 'left' | 'kicked'): Promise<SeatChange> {
  const { room } = state;
  const decision = decideLeave(seatsState(state), userId, roomPickRandom(room.id, -1 - room.version), how);
  if ('code' in decision) throw refused(decision);
  if (decision.action === 'end') {
    await repo.deleteRoom(tx, room.id);
    return { room: null, notice: decision.notice };
  }
  const set: RoomChanges = { creatorId: decision.creatorId };
  if (decision.action === 'remove') {
    await repo.deleteMember(tx, room.id, userId);
    return { room: await repo.bumpRoom(tx, room.id, set), notice: decision.notice };
  }
  await handSeatToAi(tx, room.id, userId, decision.ai);
  // The leaver's turn: the AI manager picks after its short delay instead of the clock running out.
  if (pickerNow(state) === userId) {
    set.pickDeadline = turnDeadline(ctx, room, { ai: decision.ai, autodraft: false }, room.currentPick);
  }
  return { room: await repo.bumpRoom(tx, room.id, set), notice: decision.notice };
}

async function afterVacate(ctx: AppContext, roomId: string, userId: string, change: SeatChange): Promise<void> {
  if (change.notice) {
    const code: RoomNotice['code'] = change.room ? 'SEAT_CHANGED' : 'ROOM_ENDED';
    emitNotice(ctx, { roomId, code, message: change.notice });
  }
  await publish(ctx, roomId, change.room);
  await unsubscribeMember(ctx, roomId, userId);
}

/** A member leaves: in the lobby his seat is freed; once the draft has begun an AI manager takes it over. */
export async function leaveRoom(ctx: AppContext, userId: string, roomId: string): Promise<void> {
  const change = await repo.withRoomLock(ctx.db, roomId, async (tx, state) => {
    humanSeat(state, userId);
    return vacateSeat(ctx, tx, state, userId, 'left');
  });
  await afterVacate(ctx, roomId, userId, change);
}

/**
 * The creator kicks a seat: as a leave, and a kicked human is barred from the room until the creator
 * lifts it; his own sockets are told why he is out.
 */
export async function kickPlayer(ctx: AppContext, userId: string, input: z.output<typeof kickPlayerSchema>): Promise<void> {
  let roomName = '';
  const change = await repo.withRoomLock(ctx.db, input.roomId, async (tx, state) => {
    humanSeat(state, userId);
    enforce(checkKick(lobbyState(state), userId, input.playerId));
    roomName = state.room.roomName;
    const human = !state.members.find((m) => m.userId === input.playerId)?.ai;
    const change = await vacateSeat(ctx, tx, state, input.playerId, 'kicked');
    if (human && change.room) await insertBan(tx, input.roomId, input.playerId);
    return change;
  });
  notifyKicked(ctx, input.playerId, { roomId: input.roomId, message: fillMessage(draftRoomMessages.NOTICE_KICKED, { room: roomName }) });
  await afterVacate(ctx, input.roomId, input.playerId, change);
}

/** The creator lifts a kicked user's bar: he may join again. */
export async function unbanPlayer(ctx: AppContext, userId: string, roomId: string, targetId: string): Promise<void> {
  const room = await repo.withRoomLock(ctx.db, roomId, async (tx, state) => {
    humanSeat(state, userId);
    enforce(checkUnban(lobbyState(state), userId, state.banned.some((b) => b.userId === targetId)));
    await deleteBan(tx, roomId, targetId);
    return repo.bumpRoom(tx, roomId);
  });
  await publish(ctx, roomId, room);
}
