import type { RoomDto } from '@onbir/shared/game/rooms';
import type { pickPlayerSchema } from '@onbir/shared/game/rooms';
import type { z } from 'zod';
import { autoPickChoice, checkPick, checkTurn, draftAfterPick, firstEmptySlot, whoseTurn, type DraftState } from '@onbir/shared/game/draft';
import { findSlot } from '@onbir/shared/game/formations';
import { foldText } from '@onbir/shared/players/text';
import type { GamePlayer, Page } from '@onbir/shared/players/types';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { emitRoom } from '../../realtime/roomChannels';
import { gamePoolOf, type PoolSnapshot } from '../players/gamePool';
import { deadlineFrom, followRoom, startDraftClock } from './draftClock';
import { enforce, missingRoom, refuse } from './refusals';
import { assembleRoomDto, draftMembers, picksWithPlayers, type PickRow } from './rooms.dto';
import { insertPickIfVersion, readPickerView, readRoom, retryOnVersion, updateIfVersion, type RoomChanges, type RoomRow, type RoomState } from './rooms.repo';

/**
 * The draft: a member's pick, the clock's pick, the player picker. Picks hold no lock: each is read,
 * decided by the shared rules and written by one statement guarded by the room version (retryOnVersion).
 */
type DraftDecision =
  /** Nothing to do: the clock fired for a turn already taken. */
  | { kind: 'none' }
  /** The turn passes without a pick (no slot or no player left for the picker). */
  | { kind: 'pass' }
  | { kind: 'pick'; userId: string; player: GamePlayer; slot: string; auto: boolean };

function draftState(room: RoomRow, state: RoomState, picks: PickRow[]): DraftState {
  return { status: room.status, currentPick: room.currentPick, leagues: room.leagues, members: draftMembers(state.members, picks) };
}

/** The room's fields after a pick or a passed turn: the next turn and its deadline, or draft_finished. */
function progressed(ctx: AppContext, room: RoomRow, state: DraftState): RoomChanges {
  const next = draftAfterPick(state.members, room.currentPick);
  if (next.finished) return { currentPick: next.currentPick, status: 'draft_finished', pickDeadline: null };
  return { currentPick: next.currentPick, pickDeadline: deadlineFrom(ctx, room.pickSeconds) };
}

/**
 * Reads the room, takes the decision and writes it guarded by the version read. A pick publishes the DTO
 * it assembled (no fixtures exist while drafting), so the hot path reads the room once.
 */
async function changeDraft(
  ctx: AppContext,
  roomId: string,
  decide: (state: RoomState, pool: PoolSnapshot, picks: PickRow[]) => DraftDecision,
): Promise<{ room: RoomRow; changed: boolean; dto?: RoomDto }> {
  return retryOnVersion(async () => {
    const state = await readRoom(ctx.db, roomId);
    if (!state) throw missingRoom();
    const { pool, picks } = await picksWithPlayers(ctx, state);
    const decision = decide(state, pool, picks);
    const { room } = state;
    if (decision.kind === 'none') return { room, changed: false };
    const after = decision.kind === 'pick' ? [...picks, { userId: decision.userId, playerId: decision.player.id, assignedPosition: decision.slot, player: decision.player }] : picks;
    const set = progressed(ctx, room, draftState(room, state, after));
    const written =
      decision.kind === 'pick'
        ? await insertPickIfVersion(ctx.db, room, set, { userId: decision.userId, playerId: decision.player.id, slot: decision.slot, auto: decision.auto })
        : await updateIfVersion(ctx.db, room, set);
    if (!written) return null;
    const updated: RoomRow = { ...room, ...set, version: room.version + 1 };
    return { room: updated, changed: true, dto: assembleRoomDto(updated, state.members, after, []) };
  });
}

function publishDraft(ctx: AppContext, roomId: string, result: { room: RoomRow; dto?: RoomDto }): void {
  followRoom(ctx, roomId, result.room);
  if (result.dto) emitRoom(ctx, result.dto);
}

/** The spec's pick by name (section 7: playerName): it must name exactly one eligible player for the slot. */
function playerByName(pool: PoolSnapshot, state: RoomState, picks: PickRow[], userId: string, name: string, slotKey: string): GamePlayer {
  const me = state.members.find((m) => m.userId === userId)!;
  const slot = findSlot(me.formation, slotKey);
  if (!slot) throw refuse('UNKNOWN_SLOT', { slot: slotKey, formation: me.formation });
  const folded = foldText(name);
  const page = pool.search({ q: name, leagues: state.room.leagues, position: slot.position, excludeIds: picks.map((p) => p.playerId), pageSize: 100 });
  const exact = page.items.filter((p) => foldText(p.short_name) === folded || foldText(p.long_name) === folded);
  if (exact.length !== 1) throw refuse('AMBIGUOUS_PLAYER');
  return exact[0];
}

export async function pickPlayer(ctx: AppContext, userId: string, roomId: string, input: z.output<typeof pickPlayerSchema>): Promise<void> {
  const result = await changeDraft(ctx, roomId, (state, pool, picks) => {
    const rules = draftState(state.room, state, picks);
    enforce(checkTurn(rules, userId));
    const player = input.playerId ? pool.byIds([input.playerId]).get(input.playerId) : playerByName(pool, state, picks, userId, input.playerName!, input.assignedPosition);
    if (!player) throw refuse('PLAYER_NOT_FOUND');
    enforce(checkPick(rules, userId, player, input.assignedPosition));
    return { kind: 'pick', userId, player, slot: input.assignedPosition, auto: false };
  });
  publishDraft(ctx, roomId, result);
}

/**
 * The clock ran out: if the stored deadline really passed, the picker gets the best-rated eligible player
 * for his first empty slot. A stale call (someone picked meanwhile) only re-arms.
 */
export async function expirePick(ctx: AppContext, roomId: string): Promise<void> {
  try {
    const result = await changeDraft(ctx, roomId, (state, pool, picks): DraftDecision => {
      const { room } = state;
      if (room.status !== 'drafting') return { kind: 'none' };
      if (room.pickDeadline && room.pickDeadline.getTime() > Date.now()) return { kind: 'none' };
      const members = draftMembers(state.members, picks);
      const picker = members.find((m) => m.userId === whoseTurn(members, room.currentPick));
      const slot = picker && firstEmptySlot(picker);
      if (!picker || !slot) return { kind: 'pass' };
      const excludeIds = picks.map((p) => p.playerId);
      const fitting = pool.search({ leagues: room.leagues, position: slot.position, excludeIds, pageSize: 1 });
      const anyone = pool.search({ leagues: room.leagues, excludeIds, pageSize: 1 });
      const choice = autoPickChoice(slot, [...fitting.items, ...anyone.items]);
      if (choice) return { kind: 'pick', userId: picker.userId, player: choice, slot: slot.key, auto: true };
      ctx.log.warn({ roomId }, 'pick clock: no eligible player left; the turn passes');
      return { kind: 'pass' };
    });
    publishDraft(ctx, roomId, result);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return;
    ctx.log.error({ err, roomId }, 'pick clock failed; retrying shortly');
    followRoom(ctx, roomId, { status: 'drafting', pickDeadline: new Date(Date.now() + 1000) });
  }
}

/** Server start: the draft clock resumes every drafting room and sweeps for overdue picks. */
export function resumePickClocks(ctx: AppContext): Promise<void> {
  return startDraftClock(ctx, (roomId) => expirePick(ctx, roomId));
}

/** The player picker: undrafted players of the room's leagues, optionally for one position, 20 a page. */
export async function availablePlayers(
  ctx: AppContext,
  userId: string,
  roomId: string,
  query: { q: string; position?: string; page: number },
): Promise<Page<GamePlayer>> {
  const view = await readPickerView(ctx.db, roomId, userId);
  if (!view) throw missingRoom();
  if (!view.member) throw refuse('NOT_MEMBER');
  const pool = await gamePoolOf(ctx).atVersion(ctx.db, view.poolVersion);
  return pool.search({ q: query.q, position: query.position, leagues: view.leagues, excludeIds: view.drafted, page: query.page });
}
