import type { RoomDto } from './dto';
import type { RoomState } from './state';
import { auctionStateOfView } from './auctionView';

/**
 * The machine's state of a room as a screen shows it (the client checks an action with the same rules
 * before it sends it). What a DTO never carries stays empty: queues, the password's hash, fixtures'
 * kick-off times (only whether one is live).
 */
export function roomStateOf(room: RoomDto): RoomState {
  const deadline = room.draft.pickDeadline ? Date.parse(room.draft.pickDeadline) : null;
  return {
    id: room._id,
    name: room.roomName,
    options: room.options,
    isLocked: room.isLocked,
    creatorId: room.creator._id,
    status: room.status,
    seats: room.players.map((p) => ({
      userId: p.user._id,
      username: p.ai ? p.name : p.user.username,
      name: p.name,
      ai: p.ai,
      ready: p.isReady,
      formation: room.formation[p.user._id],
      autodraft: p.autodraft,
      queue: [],
      club: p.club,
    })),
    picks: room.draft.log.map((l) => ({ userId: l.userId, playerId: l.playerId, slot: l.slot, pickNumber: l.pickNumber, auto: l.auto })),
    draft: { currentPick: room.draft.currentPick, deadline, paused: room.draft.paused },
    auction: room.auction ? auctionStateOfView(room.auction) : null,
    fixtures: room.matchesToPlay.map((f, i) => ({ ...f, ordinal: i + 1, startedAt: f._id === room.liveFixtureId ? 0 : null })),
    match: { autoPaused: room.autoContinue.paused, nextMatchAt: room.autoContinue.nextMatchAt ? Date.parse(room.autoContinue.nextMatchAt) : null },
    banned: room.banned.map((b) => ({ userId: b._id, username: b.username })),
    rematchId: room.rematchRoomId,
    createdAt: room.createdAt,
    version: room.version,
    effects: [],
  };
}
