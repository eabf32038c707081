import type { RoomDto, RoomPlayerDto } from '@onbir/shared/room/dto';

export type RoomScreen = 'lobby' | 'squad' | 'match';

/**
 * Where a room update sends the user (docs/rooms.md, 'Room updates on screen'): away to /rooms when he is not in the room, to the
 * squad-selection screen while drafting or after the draft, to the match screen once the tournament
 * runs. The match screen keeps everyone it shows: a non-member there watches (a spectator; the server
 * decides who may). Null: stay.
 */
export function roomRedirect(room: RoomDto, userId: string | undefined, screen: RoomScreen): string | null {
  if (screen === 'match') return null;
  // A seat an AI manager took over (the user left or was kicked) is not his any more.
  if (!userId || !isMemberOf(room, userId)) return '/rooms';
  const target = roomPath(room);
  return target === (screen === 'lobby' ? `/room/${room._id}` : `/room/${room._id}/squad-selection`) ? null : target;
}

/** A human holds this user's seat (an AI seat, even one taken over from him, is not his). */
export const isMemberOf = (room: { players: ReadonlyArray<Pick<RoomPlayerDto, 'user' | 'ai'>> }, userId: string | undefined) => room.players.some((p) => p.user._id === userId && !p.ai);

/**
 * The screen of a room's stage, where a member's "Odaya Git" leads: the lobby, the draft, or the match
 * screen, which also shows a finished tournament (never the lobby with its ready buttons).
 */
export function roomPath(room: Pick<RoomDto, '_id' | 'status'>): string {
  if (room.status === 'in_progress' || room.status === 'finished') return `/match/${room._id}`;
  if (room.status === 'drafting' || room.status === 'draft_finished') return `/room/${room._id}/squad-selection`;
  return `/room/${room._id}`;
}
