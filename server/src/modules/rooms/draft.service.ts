import type { RoomDto } from '@onbir/shared/game/rooms';
import type { pickPlayerSchema } from '@onbir/shared/game/rooms';
import type { z } from 'zod';
import { chooseAiPick, roomPickRandom } from '@onbir/shared/game/aiManager';
import { autoPickChoice, checkPick, checkTurn, draftAfterPick, firstEmptySlot, targetSlot, turnOf, type DraftState } from '@onbir/shared/game/draft';
import { roundOfPick } from '@onbir/shared/game/draftOrder';
import { checkPickNumber, repeatedPick, type RoomNotice } from '@onbir/shared/game/draftRoom';
import { findSlot } from '@onbir/shared/game/formations';
import { automaticPick } from '@onbir/shared/game/pickQueue';
import { draftAiMessages } from '@onbir/shared/messages/draftAi';
import { draftRoomMessages } from '@onbir/shared/messages/draftRoom';
import { fillMessage } from '@onbir/shared/messages/fill';
import { foldText } from '@onbir/shared/players/text';
import type { GamePlayer, Page } from '@onbir/shared/players/types';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { emitNotice, emitRoom } from '../../realtime/roomChannels';
import { gamePoolOf, type PoolSnapshot } from '../players/gamePool';
import { followRoom, startDraftClock, turnDeadline } from './draftClock';
import { enforce, missingRoom, refuse } from './refusals';
import { assembleRoomDto, draftMembers, picksWithPlayers, type PickRow } from './rooms.dto';
import { insertPickIfVersion, readPickerView, readRoom, retryOnVersion, updateIfVersion, type RoomChanges, type RoomRow, type RoomState } from './rooms.repo';
import { humanSeat } from './seatsView';

/**
 * The draft: a member's pick and the automatic picks (the clock's, "Otomatik seç", AI managers'), all
 * through the same rules; the player picker. Picks hold no lock: each is read, decided by the shared
 * rules and written by one statement guarded by the room version (retryOnVersion).
 */
type DraftDecision =
  /** Nothing to do: the clock fired for a turn already taken, or the pick was already made. */
  | { kind: 'none' }
  /** The turn passes without a pick (no slot or no player left for the picker). */
  | { kind: 'pass' }
  | { kind: 'pick'; userId: string; player: GamePlayer; slot: string; auto: boolean; notice?: RoomNotice['code'] };

/** What a pick request is answered: where the player went (also for a pick sent twice). */
export interface PickAnswer {
  message: string;
  pick: { playerId: string; slot: string; pickNumber: number; round: number };
}

export function draftState(state: RoomState, picks: PickRow[]): DraftState {
  const { room } = state;
  return { status: room.status, currentPick: room.currentPick, leagues: room.leagues, members: draftMembers(state.members, picks), order: room.draftOrder };
}

/** The room's fields after a pick or a passed turn: the next turn and when it falls due, or draft_finished. */
function progressed(ctx: AppContext, state: RoomState, after: DraftState): RoomChanges {
  const next = draftAfterPick(after.members, state.room.currentPick);
  if (next.finished) return { currentPick: next.currentPick, status: 'draft_finished', pickDeadline: null };
  const picker = turnOf({ ...after, currentPick: next.currentPick });
  return { currentPick: next.currentPick, pickDeadline: turnDeadline(ctx, state.room, state.members.find((m) => m.userId === picker), next.currentPick) };
}

interface DraftChange {
  room: RoomRow;
  dto?: RoomDto;
  decision: DraftDecision;
}

/**
 * Reads the room, takes the decision and writes it guarded by the version read. A pick publishes the DTO
 * it assembled (no fixtures exist while drafting), so the hot path reads the room once.
 */
async function changeDraft(ctx: AppContext, roomId: string, decide: (state: RoomState, pool: PoolSnapshot, picks: PickRow[]) => DraftDecision): Promise<DraftChange> {
  return retryOnVersion(async () => {
    const state = await readRoom(ctx.db, roomId);
    if (!state) throw missingRoom();
    const { pool, picks } = await picksWithPlayers(ctx, state);
    const decision = decide(state, pool, picks);
    const { room } = state;
    if (decision.kind === 'none') return { room, decision };
    const made = decision.kind === 'pick' && { userId: decision.userId, playerId: decision.player.id, assignedPosition: decision.slot, player: decision.player, pickNumber: room.currentPick + 1, auto: decision.auto };
    const after = made ? [...picks, made] : picks;
    const set = progressed(ctx, state, draftState(state, after));
    const written = made ? await insertPickIfVersion(ctx.db, room, set, { userId: made.userId, playerId: made.playerId, slot: made.assignedPosition, auto: made.auto }) : await updateIfVersion(ctx.db, room, set);
    if (!written) return null;
    const updated: RoomRow = { ...room, ...set, version: room.version + 1 };
    return { room: updated, decision, dto: assembleRoomDto(updated, state.members, after, [], null, state.banned) };
  });
}

const NOTICE_TEXT: Record<'CLOCK_PICK' | 'AUTODRAFT_PICK', string> = { CLOCK_PICK: draftAiMessages.NOTICE_CLOCK_PICK, AUTODRAFT_PICK: draftAiMessages.NOTICE_AUTODRAFT_PICK };

function publishDraft(ctx: AppContext, roomId: string, change: DraftChange): void {
  followRoom(ctx, roomId, change.room);
  if (change.dto) emitRoom(ctx, change.dto);
  const d = change.decision;
  if (d.kind === 'pick' && (d.notice === 'CLOCK_PICK' || d.notice === 'AUTODRAFT_PICK')) {
    emitNotice(ctx, { roomId, code: d.notice, message: fillMessage(NOTICE_TEXT[d.notice], { player: d.player.short_name }) });
  }
}

/** The spec's pick by name (section 7: playerName): it must name exactly one eligible player (for the slot, when given). */
function playerByName(pool: PoolSnapshot, state: RoomState, picks: PickRow[], userId: string, name: string, slotKey: string | undefined): GamePlayer {
  const me = state.members.find((m) => m.userId === userId)!;
  const slot = slotKey ? findSlot(me.formation, slotKey) : undefined;
  if (slotKey && !slot) throw refuse('UNKNOWN_SLOT', { slot: slotKey, formation: me.formation });
  const folded = foldText(name);
  const page = pool.search({ q: name, leagues: state.room.leagues, position: slot?.position, excludeIds: picks.map((p) => p.playerId), pageSize: 100 });
  const exact = page.items.filter((p) => foldText(p.short_name) === folded || foldText(p.long_name) === folded);
  if (exact.length !== 1) throw refuse('AMBIGUOUS_PLAYER');
  return exact[0];
}

const answerOf = (player: GamePlayer, slot: string, pickNumber: number, seats: number): PickAnswer => ({
  message: fillMessage(draftRoomMessages.NOTICE_PICK_PLACED, { player: player.short_name, slot }),
  pick: { playerId: player.id, slot, pickNumber, round: roundOfPick(pickNumber - 1, seats) },
});

/**
 * A member's pick, checked in order: member, the same pick sent again (answered as the first was, so a
 * double tap never reads as a refusal), the pick number the client saw, his turn, the slot (the
 * highlighted one, else the first empty slot he fits) and the draft rules.
 */
export async function pickPlayer(ctx: AppContext, userId: string, roomId: string, input: z.output<typeof pickPlayerSchema>): Promise<PickAnswer> {
  let answer: PickAnswer | undefined;
  const change = await changeDraft(ctx, roomId, (state, pool, picks) => {
    humanSeat(state, userId);
    const rules = draftState(state, picks);
    const player = input.playerId ? pool.byIds([input.playerId]).get(input.playerId) : playerByName(pool, state, picks, userId, input.playerName!, input.assignedPosition);
    if (!player) throw refuse('PLAYER_NOT_FOUND');
    const seats = state.members.length;
    const again = repeatedPick(rules, userId, player.id);
    if (again) {
      answer = answerOf(player, again, picks.find((p) => p.playerId === player.id)!.pickNumber, seats);
      return { kind: 'none' };
    }
    enforce(checkPickNumber(rules.currentPick, input.pickNumber));
    enforce(checkTurn(rules, userId));
    const me = rules.members.find((m) => m.userId === userId)!;
    const slot = input.assignedPosition ?? targetSlot(me, player, null)?.key;
    if (!slot) throw refuse('NO_FREE_SLOT_FOR_PLAYER');
    enforce(checkPick(rules, userId, player, slot));
    answer = answerOf(player, slot, rules.currentPick + 1, seats);
    return { kind: 'pick', userId, player, slot, auto: false };
  });
  publishDraft(ctx, roomId, change);
  return answer!;
}

/**
 * The automatic pick of the seat whose turn it is, once its stored deadline passed: an AI manager's by
 * its style (seeded by room and pick, so every process decides the same), a human's by his queue, then
 * the best fit (with a notice for the room). When nobody fits an empty slot, the best-rated player of
 * all goes to the first empty slot, so the draft always moves on. A stale call only re-arms.
 */
function automaticDecision(state: RoomState, pool: PoolSnapshot, picks: PickRow[]): DraftDecision {
  const { room } = state;
  if (room.status !== 'drafting' || !room.pickDeadline || room.pickDeadline.getTime() > Date.now()) return { kind: 'none' };
  const rules = draftState(state, picks);
  const seat = state.members.find((m) => m.userId === turnOf(rules));
  if (!seat) return { kind: 'pass' };
  const everyone = pool.players();
  const choice = seat.ai ? chooseAiPick(rules, everyone, seat.userId, seat.ai.style, roomPickRandom(room.id, room.currentPick)) : automaticPick(rules, seat.queue, everyone, seat.userId);
  const notice = seat.ai ? undefined : seat.autodraft ? 'AUTODRAFT_PICK' : 'CLOCK_PICK';
  if (choice) return { kind: 'pick', userId: seat.userId, player: choice.player, slot: choice.slotKey, auto: true, notice };
  const slot = firstEmptySlot(rules.members.find((m) => m.userId === seat.userId)!);
  const excludeIds = picks.map((p) => p.playerId);
  const anyone = slot && autoPickChoice(slot, pool.search({ leagues: room.leagues, excludeIds, pageSize: 1 }).items);
  return slot && anyone ? { kind: 'pick', userId: seat.userId, player: anyone, slot: slot.key, auto: true, notice } : { kind: 'pass' };
}

export async function expirePick(ctx: AppContext, roomId: string): Promise<void> {
  try {
    publishDraft(ctx, roomId, await changeDraft(ctx, roomId, automaticDecision));
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
