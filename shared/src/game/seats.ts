import type { Random } from '../match/random';
import { draftAiMessages } from '../messages/draftAi';
import { fillMessage } from '../messages/fill';
import { newAiManager, type AiManager, type AiStyle } from './aiManager';
import { draftAiRefusal, type DraftAiRefusal } from './draftAiRefusal';
import { MIN_SEATS } from './draftOrder';
import { checkStartDraft, isMember, type LobbyMember, type LobbyState } from './lobby';
import { refusal, type Refusal } from './refusal';
import type { RoomStatus } from './rooms';

/**
 * Seats of a room with AI managers: the creator fills empty seats before the draft and may start with any
 * number of humans from one; a human who leaves once the draft has begun hands his seat (squad, picks,
 * formation, fixtures: everything keyed by the seat) to an AI manager, and a room with no human left ends.
 */
export interface Seat extends LobbyMember {
  /** What the room shows: a human's username, an AI manager's name. */
  name: string;
  /** Null for a human. An AI seat counts as ready. */
  ai: AiManager | null;
}

export interface SeatsState extends LobbyState {
  members: readonly Seat[];
}

/** Statuses in which a seat is part of the draft or the tournament: a leaver is replaced, not removed. */
const PLAYING: ReadonlySet<RoomStatus> = new Set(['drafting', 'draft_finished', 'in_progress']);

export const hasHuman = (members: readonly Seat[]) => members.some((m) => m.ai === null);

/** Whether this user may fill empty seats with AI managers now. Null when he may. */
export function checkFillWithAi(state: SeatsState, userId: string): Refusal | DraftAiRefusal | null {
  if (!isMember(state, userId)) return refusal('NOT_MEMBER');
  if (state.creatorId !== userId) return draftAiRefusal('FILL_NOT_CREATOR');
  if (state.status !== 'waiting') return draftAiRefusal('FILL_AFTER_START');
  if (state.members.length >= state.maxPlayers) return draftAiRefusal('FILL_NO_EMPTY_SEAT');
  return null;
}

/**
 * New AI managers for `count` empty seats (all of them by default), names unique in the room, with this
 * style or seeded ones. The caller seats them after the members, ready.
 */
export function aiManagersForEmptySeats(state: SeatsState, rng: Random, count = state.maxPlayers - state.members.length, style?: AiStyle): AiManager[] {
  const names = state.members.map((m) => m.name);
  const free = Math.max(0, Math.min(count, state.maxPlayers - state.members.length));
  return Array.from({ length: free }, () => {
    const ai = newAiManager(rng, names, style);
    names.push(ai.name);
    return ai;
  });
}

/**
 * The start of the draft with AI seats: lobby.ts checkStartDraft's checks in its order (member, creator,
 * still in the lobby, every human ready) with the seats taken as the room's size (empty seats are left out,
 * not waited for), then at least two seats in all. Null when the draft may start.
 */
export function checkStartDraftWithAi(state: SeatsState, userId: string): Refusal | DraftAiRefusal | null {
  const members = state.members.map((m) => ({ userId: m.userId, isReady: m.isReady || m.ai !== null }));
  const lobby = checkStartDraft({ ...state, members, maxPlayers: members.length }, userId);
  if (lobby) return lobby;
  return state.members.length < MIN_SEATS ? draftAiRefusal('START_TOO_FEW_SEATS') : null;
}

/** What happens to a seat whose human leaves or is kicked. */
export type LeaveDecision =
  /** In the lobby or a finished room: the seat is freed. */
  | { action: 'remove'; creatorId: string; notice: string | null }
  /** In the draft or the tournament: an AI manager takes the seat and keeps everything of it. */
  | { action: 'replace'; ai: AiManager; creatorId: string; notice: string }
  /** No human would be left: the room ends (the server stops its clock and matches and closes it). */
  | { action: 'end'; notice: string };

/**
 * The seat's fate when `userId` leaves (or is kicked, for the notice's wording; whether a kick is allowed
 * is lobby.ts checkKick's): refused for a non-member, and for an AI seat once the draft has begun (a
 * seat of the draft must stay filled); otherwise remove, replace or end as LeaveDecision says. When the
 * creator goes, the first human left in seat order becomes creator, and the notice says so.
 */
export function decideLeave(state: SeatsState, userId: string, rng: Random, how: 'left' | 'kicked' = 'left'): LeaveDecision | Refusal | DraftAiRefusal {
  const seat = state.members.find((m) => m.userId === userId);
  if (!seat) return refusal('NOT_MEMBER');
  if (seat.ai && PLAYING.has(state.status)) return draftAiRefusal('AI_SEAT_AFTER_START');
  const humansLeft = state.members.filter((m) => m.ai === null && m.userId !== userId);
  if (humansLeft.length === 0) return { action: 'end', notice: fillMessage(draftAiMessages.NOTICE_ROOM_ENDED, { leaver: seat.name }) };
  const newCreator = state.creatorId === userId ? humansLeft[0] : null;
  const creatorId = newCreator?.userId ?? state.creatorId;
  const creatorNotice = newCreator ? fillMessage(draftAiMessages.NOTICE_NEW_CREATOR, { creator: newCreator.name }) : null;
  if (!PLAYING.has(state.status)) return { action: 'remove', creatorId, notice: creatorNotice };
  const ai = newAiManager(rng, state.members.map((m) => m.name));
  const replaced = fillMessage(how === 'kicked' ? draftAiMessages.NOTICE_KICKED_REPLACED : draftAiMessages.NOTICE_REPLACED, { leaver: seat.name, ai: ai.name });
  return { action: 'replace', ai, creatorId, notice: creatorNotice ? `${replaced} ${creatorNotice}` : replaced };
}
