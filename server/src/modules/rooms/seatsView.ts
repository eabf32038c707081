import type { SeatsState } from '@onbir/shared/game/seats';
import type { LobbyState } from '@onbir/shared/game/lobby';
import { turnOf } from '@onbir/shared/game/draft';
import { refuse } from './refusals';
import type { MemberRow, RoomState } from './rooms.repo';

/**
 * The shared rules' views of a room as read. Every seat is in them (AI seats keep their place in the
 * turn order), so an action by a user first proves he holds a human seat: a leaver whose seat an AI
 * manager took over keeps his user id in the seat but is no longer a member.
 */
export function lobbyState({ room, members }: RoomState): LobbyState {
  return { status: room.status, maxPlayers: room.maxPlayers, creatorId: room.creatorId, members };
}

export function seatsState(state: RoomState): SeatsState {
  return { ...lobbyState(state), members: state.members.map((m) => ({ userId: m.userId, isReady: m.isReady, name: m.name, ai: m.ai })) };
}

/** The user's seat when a human holds it; NOT_MEMBER otherwise. */
export function humanSeat(state: RoomState, userId: string): MemberRow {
  const seat = state.members.find((m) => m.userId === userId);
  if (!seat || seat.ai) throw refuse('NOT_MEMBER');
  return seat;
}

/** Whose pick it is in a drafting room as read (squads from the stored picks); null outside the draft. */
export function pickerNow({ room, members, picks }: RoomState): string | null {
  if (room.status !== 'drafting') return null;
  const squads = members.map((m) => ({ userId: m.userId, formation: m.formation, squad: picks.filter((p) => p.userId === m.userId) }));
  return turnOf({ members: squads, currentPick: room.currentPick, order: room.draftOrder });
}
