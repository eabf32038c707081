import type { RoomDto } from '@onbir/shared/game/rooms';
import type { SeatsState } from '@onbir/shared/game/seats';
import { lobbyStateOf } from '@onbir/shared/game/lobby';

/** The seats rules' view of a room as clients receive it (AI seats with their manager's name and style). */
export function seatsStateOf(room: RoomDto): SeatsState {
  return {
    ...lobbyStateOf(room),
    members: room.players.map((p) => ({ userId: p.user._id, isReady: p.isReady, name: p.name, ai: p.ai && { name: p.name, style: p.ai.style } })),
  };
}
