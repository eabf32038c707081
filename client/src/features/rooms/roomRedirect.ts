import type { RoomDto } from '@onbir/shared/game/rooms';

export type RoomScreen = 'lobby' | 'squad' | 'match';

/**
 * Where a room update sends the user (spec 4.4): away to /rooms when he is not in the room, to the
 * squad-selection screen while drafting or after the draft, to the match screen once the tournament
 * runs. The match screen only sends a non-member away (it also shows the finished tournament). Null: stay.
 */
export function roomRedirect(room: RoomDto, userId: string | undefined, screen: RoomScreen): string | null {
  if (!userId || !room.players.some((p) => p.user._id === userId)) return '/rooms';
  if (screen === 'match') return null;
  if (room.status === 'in_progress') return `/match/${room._id}`;
  if ((room.status === 'drafting' || room.status === 'draft_finished') && screen !== 'squad') return `/room/${room._id}/squad-selection`;
  if (room.status === 'waiting' && screen !== 'lobby') return `/room/${room._id}`;
  return null;
}
