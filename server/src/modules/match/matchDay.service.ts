import { checkOpenRooms } from '@onbir/shared/game/draftRoom';
import { checkAutoContinue, checkRematch } from '@onbir/shared/game/matchDay';
import type { AppContext } from '../../context';
import { emitRoom } from '../../realtime/roomChannels';
import { enforce, missingRoom } from '../rooms/refusals';
import { insertRematch } from '../rooms/rematch.repo';
import { countOpenRooms } from '../rooms/roomSeats.repo';
import { loadRoomDto } from '../rooms/rooms.dto';
import { readRoom, retryOnVersion, updateIfVersion } from '../rooms/rooms.repo';
import { countdownFrom, followCountdown } from './autoContinue';

async function publishRoom(ctx: AppContext, roomId: string): Promise<void> {
  const dto = await loadRoomDto(ctx, roomId);
  if (dto) emitRoom(ctx, dto);
}

/**
 * The host pauses the automatic continue (the countdown stops; matches wait for his click) or resumes it (a
 * fresh countdown starts when no match is live and one is left to play), guarded by the room version.
 */
export async function setAutoPaused(ctx: AppContext, userId: string, roomId: string, paused: boolean): Promise<void> {
  const { nextMatchAt } = await retryOnVersion(async () => {
    const state = await readRoom(ctx.db, roomId);
    if (!state) throw missingRoom();
    const { room } = state;
    enforce(checkAutoContinue(room, userId));
    const waiting = !state.liveFixtureId && state.fixtures.some((f) => !f.played);
    const at = !paused && waiting ? countdownFrom(ctx) : null;
    return (await updateIfVersion(ctx.db, room, { autoPaused: paused, nextMatchAt: at })) ? { nextMatchAt: at } : null;
  });
  followCountdown(ctx, roomId, nextMatchAt);
  await publishRoom(ctx, roomId);
}

/** "Rövanş": a member of a finished room gets a new room with the same people (the same one if already made). */
export async function rematch(ctx: AppContext, userId: string, roomId: string): Promise<{ roomId: string; created: boolean }> {
  const state = await readRoom(ctx.db, roomId);
  if (!state) throw missingRoom();
  enforce(checkRematch({ status: state.room.status, memberIds: state.members.map((m) => m.userId) }, userId));
  // The asker becomes the new room's creator: it counts against his open rooms, unless it already exists.
  if (!state.room.rematchId) enforce(checkOpenRooms(await countOpenRooms(ctx.db, userId)));
  const made = await insertRematch(ctx.db, roomId, userId);
  if (!made) throw missingRoom();
  if (made.created) {
    await publishRoom(ctx, roomId);
    await publishRoom(ctx, made.roomId);
  }
  return made;
}
