import type { RoomDto } from '@onbir/shared/game/rooms';

export type RoomScreen = 'lobby' | 'squad' | 'match';

/**
 * Where a room update sends the user (spec 4.4): away to /rooms when he is not in the room, to the
 * squad-selection screen while drafting or after the draft, to the match screen once the tournament
 * runs. The match screen only sends a non-member away (it also shows the finished tournament). Null: stay.
 */
export function roomRedirect(room: RoomDto, userId: string | undefined, screen: RoomScreen): string | null {
  // A seat an AI manager took over (the user left or was kicked) is not his any more.
  if (!userId || !room.players.some((p) => p.user._id === userId && !p.ai)) return '/rooms';
  if (screen === 'match') return null;
  const target = roomPath(room);
  return target === (screen === 'lobby' ? `/room/${room._id}` : `/room/${room._id}/squad-selection`) ? null : target;
}

/**
 * The screen of a room's stage, where a member's "Odaya Git" leads: the lobby, the draft, or the match
 * screen, which also shows a finished tournament (never the lobby with its ready buttons).
 */
export function roomPath(room: Pick<RoomDto, '_id' | 'status'>): string {
  if (room.status === 'in_progress' || room.status === 'finished') return `/match/${room._id}`;
  if (room.status === 'drafting' || room.status === 'draft_finished') return `/room/${room._id}/squad-selection`;
  return `/room/${room._id}`;
}
