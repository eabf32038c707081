import type { AiStyle, RoomStatus } from '../constants';
import { roomTextRef } from '../refusal';
import { humans, seatOf, withEffects, type RoomEffect, type RoomEnv, type RoomState, type SeatState } from '../state';
import { aiClub } from './aiClubs';
import { aiFormation, newAiManager } from './aiManager';
import { clubsLocked, teamNameOf, type Club } from './club';
import { pickerOf, turnDeadline } from './clock';
import { auctionDeadline, runningAuction } from './auctionRoom';
import { roomRandom, seededUuid } from './seeded';

/**
 * Seats of a room with AI managers: the creator fills empty seats before the draft; a human who leaves or
 * is kicked once the draft has begun hands his seat (squad, picks, formation, fixtures: everything keyed
 * by the seat) to an AI manager; a room with no human left ends.
 */

/** Statuses in which a seat is part of the draft or the tournament: a leaver is replaced, not removed. */
export const PLAYING: ReadonlySet<RoomStatus> = new Set(['drafting', 'draft_finished', 'in_progress']);

/**
 * A generated club for an AI seat, from its own generator (seeded by the seat's id, so the names and
 * formations drawn before it stay as they were): a name no team of the room plays under, a kit apart.
 */
function aiClubFor(seats: readonly SeatState[], userId: string): Club {
  const others = seats.filter((s) => s.userId !== userId);
  return aiClub(roomRandom(userId, 0), others.map(teamNameOf), others.flatMap((s) => (s.club ? [s.club.colors[0]] : [])));
}

/** New AI seats for `count` empty seats (all by default): seeded names unique in the room, styles, formations, accounts, clubs. */
export function aiSeats(state: RoomState, count: number | undefined, style: AiStyle | undefined): SeatState[] {
  const rng = roomRandom(state.id, -1 - state.version);
  const names = state.seats.map((s) => s.name);
  const free = Math.max(0, Math.min(count ?? Infinity, state.options.maxPlayers - state.seats.length));
  const made: SeatState[] = [];
  for (let i = 0; i < free; i++) {
    const ai = newAiManager(rng, names, style);
    names.push(ai.name);
    const userId = seededUuid(rng);
    const seat: SeatState = { userId, username: `yz-${userId}`, name: ai.name, ai: { style: ai.style }, ready: true, formation: aiFormation(ai.style, rng), autodraft: false, queue: [] };
    made.push({ ...seat, club: aiClubFor([...state.seats, ...made], userId) });
  }
  return made;
}

/** Why a seat is vacated: he left, was kicked, or the commissioner handed it to an AI manager (`host`: who). */
export type VacateReason = 'left' | 'kicked' | { host: string };

/**
 * The room after `userId` leaves (or is kicked or replaced: only the notice's wording differs): in the lobby or a
 * finished room his seat is freed; in the draft or the tournament an AI manager takes it over (and picks
 * after its think time when it is his turn); with no human left the room ends. When the creator goes, the
 * first human left in seat order becomes creator. The caller has checked that he may go.
 */
export function vacate(state: RoomState, userId: string, how: VacateReason, env: RoomEnv): RoomState {
  const seat = seatOf(state, userId)!;
  const gone: RoomEffect = { type: 'removed', userId };
  const humansLeft = humans(state).filter((s) => s.userId !== userId);
  if (humansLeft.length === 0) {
    return withEffects({ ...state, deleted: true }, { type: 'notice', code: 'ROOM_ENDED', text: roomTextRef('NOTICE_ROOM_ENDED', { leaver: seat.name }) }, gone);
  }
  const newCreator = state.creatorId === userId ? humansLeft[0] : null;
  const creatorNotice: RoomEffect[] = newCreator
    ? [{ type: 'notice', code: 'NEW_CREATOR', text: roomTextRef('NOTICE_NEW_CREATOR', { creator: newCreator.name }), userId: newCreator.userId }]
    : [];
  const creatorId = newCreator?.userId ?? state.creatorId;
  if (!PLAYING.has(state.status)) {
    const next = { ...state, creatorId, seats: state.seats.filter((s) => s.userId !== userId), picks: state.picks.filter((p) => p.userId !== userId) };
    const left: RoomEffect = { type: 'notice', code: 'SEAT_CHANGED', text: roomTextRef(how === 'kicked' ? 'NOTICE_KICKED_LEFT' : 'NOTICE_LEFT', { leaver: seat.name }) };
    return withEffects(next, left, ...creatorNotice, gone);
  }
  const ai = newAiManager(roomRandom(state.id, -1 - state.version), state.seats.map((s) => s.name));
  const onTurn = pickerOf(state)?.userId === userId;
  // The leaver's club stays with his team; a team without one gets the AI manager's, while clubs may still change.
  const club = seat.club ?? (clubsLocked(state) ? null : aiClubFor(state.seats, userId));
  const seats = state.seats.map((s) => (s.userId === userId ? { ...s, name: ai.name, ai: { style: ai.style }, autodraft: false, queue: [], club } : s));
  let next: RoomState = { ...state, creatorId, seats };
  // The leaver's turn: the AI manager picks after its think time instead of the clock running out.
  if (onTurn) next = { ...next, draft: { ...next.draft, deadline: turnDeadline(next, env) } };
  // In an auction the new AI manager is asked about the open lot, or nominates after his think time.
  const auction = runningAuction(next);
  if (auction) next = { ...next, auction: { ...auction, aiAsked: undefined }, draft: { ...next.draft, deadline: auctionDeadline(next, { ...auction, aiAsked: undefined }, env) } };
  if (typeof how === 'object') {
    // Handed over by the commissioner: his own screens are told why (he is not barred), everyone sees it.
    const text = roomTextRef('NOTICE_REPLACED_BY_HOST', { host: how.host, leaver: seat.name, ai: ai.name });
    return withEffects(next, { type: 'notice', code: 'SEAT_CHANGED', text }, { type: 'kicked', userId, text }, gone);
  }
  const replaced: RoomEffect = { type: 'notice', code: 'SEAT_CHANGED', text: roomTextRef(how === 'kicked' ? 'NOTICE_KICKED_REPLACED' : 'NOTICE_REPLACED', { leaver: seat.name, ai: ai.name }) };
  return withEffects(next, replaced, ...creatorNotice, gone);
}
